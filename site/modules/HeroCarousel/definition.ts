// The hero carousel (SPEC §2 "Hero carousel", §9: 95vh): slides with a picture, a title and a link,
// advancing on their own with a visible pause button, arrows, swipe and keyboard; never moving
// under prefers-reduced-motion. The header is transparent over it on a dark sub-theme (SPEC §2
// "Header").
import { z } from 'zod';
import { SUB_THEMES } from '../../../themes/site-themes.ts';
import { defineModule, transparentOnDarkSubTheme } from '../../define/define.ts';
import { entrySchema } from '../../define/entry.ts';

export const definition = defineModule({
  name: 'HeroCarousel',
  family: 'hero',
  description: 'Full-height slides (picture, title, link) that advance on their own, with a button to pause them.',
  schema: z.strictObject({
    component: z.literal('HeroCarousel'),
    id: z.string().optional(),
    /** Names the carousel for screen readers ("Featured"). */
    label: z.string().min(1),
    /** Seconds each slide stays before the next (SPEC §3 "Carousel element"). */
    interval: z.number().min(3).max(30).default(7),
    slides: z.array(entrySchema('subtitle', false)).min(1),
    subtheme: z.enum(SUB_THEMES).default('inverse'),
  }),
  header: transparentOnDarkSubTheme('inverse'),
  // SPEC §2: it renders without a placeholder. The pages that have it start from a client entry
  // that imports it statically; other pages do not download it (docs/modules.md "How modules load").
  loading: 'eager',
  images: (props) => props.slides.map((slide) => [slide.image, 'hero'] as const),
  examples: [
    {
      component: 'HeroCarousel',
      label: 'Featured',
      slides: [
        {
          eyebrow: 'Campus life',
          title: 'A campus in the middle of Madrid',
          subtitle: 'Libraries, seminar rooms and gardens five minutes from the city centre.',
          image: { url: '/media/campus.jpg', width: 1920, height: 1080, alt: 'Students crossing the main courtyard of the campus' },
          link: { href: '/visit-us/', text: 'Plan your visit' },
        },
        {
          eyebrow: 'Events',
          title: 'Family Business Forum 2027',
          subtitle: 'Two days of cases, research and conversation with 300 business families.',
          image: { url: '/media/auditorium.jpg', width: 1600, height: 1067, alt: 'A full auditorium listening to a keynote' },
          link: { href: '/dissemination/', text: 'See the programme' },
        },
        {
          eyebrow: 'Research',
          title: 'Succession barometer 2026',
          image: { url: '/media/library.jpg', width: 1600, height: 1067, alt: 'Reading room of the library with long wooden tables' },
          link: { href: '/research/', text: 'Read the findings' },
        },
      ],
    },
    {
      component: 'HeroCarousel',
      label: 'Featured',
      slides: [
        {
          title: 'Welcome to the Centre for Business Families',
          image: { url: '/media/home-hero.jpg', width: 2400, height: 1200, alt: 'The centre building at sunrise' },
        },
      ],
    },
  ],
});

export type HeroCarouselProps = z.output<typeof definition.schema>;
