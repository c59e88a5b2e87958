// FeaturedContent: one highlighted story with a large image, optionally followed by up to two
// more (SPEC §2 "Module registry", featured/highlighted content). Editors write the entries.
import { z } from 'zod';
import { defineModule } from '../../define/define.ts';
import { entrySchema } from '../../define/entry.ts';

export const definition = defineModule({
  name: 'FeaturedContent',
  family: 'content',
  description: 'One highlighted story (hero preset) and up to two more (card preset), each card one link.',
  reveal: true,
  schema: z.strictObject({
    component: z.literal('FeaturedContent'),
    id: z.string().optional(),
    title: z.string().optional(),
    items: z.array(entrySchema('text', true)).min(1).max(3),
  }),
  // The first entry is shown wide (the hero preset's widths); the others as cards.
  images: (props) => props.items.map((item, index) => [item.image, index === 0 ? 'hero' : 'card'] as const),
  examples: [
    {
      component: 'FeaturedContent',
      title: 'Featured',
      items: [
        {
          eyebrow: 'Report',
          title: 'Succession barometer 2026',
          text: 'One in three family firms expects a change of generation within five years. What they are doing to prepare.',
          image: { url: '/media/news-succession-barometer.jpg', width: 1600, height: 900, alt: 'Cover of the succession barometer' },
          link: { href: '/news/succession-barometer-2026/', text: 'Read the report' },
        },
        {
          eyebrow: 'Forum',
          title: 'Family offices forum',
          image: { url: '/media/news-family-offices-forum.jpg', width: 1600, height: 900, alt: 'Speakers on the stage of the forum' },
          link: { href: '/family-offices-knowledge-hub/', text: 'Family offices knowledge hub' },
        },
        {
          eyebrow: 'Programme',
          title: 'Education and training',
          image: { url: '/media/classroom.jpg', width: 1440, height: 810, alt: 'Participants in a classroom' },
          link: { href: '/education-and-training/', text: 'See the programmes' },
        },
      ],
    },
    {
      component: 'FeaturedContent',
      items: [
        {
          title: 'Governance in family firms',
          text: 'How boards, family councils and protocols work together.',
          image: { url: '/media/news-family-governance.jpg', width: 1600, height: 900, alt: 'A family council meeting' },
          link: { href: '/research/', text: 'Our research' },
        },
      ],
    },
  ],
});

export type FeaturedContentProps = z.output<typeof definition.schema>;
