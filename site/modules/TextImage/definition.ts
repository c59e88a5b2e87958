// TextImage: two columns, rich text beside an image, the image on the left or the right
// (SPEC §2 "Module registry", collections and content). Stacks on phones, image first.
import { z } from 'zod';
import { ImageSchema, LinkSchema } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';
import { RichTextSchema } from '../../define/rich-text.ts';

export const definition = defineModule({
  name: 'TextImage',
  family: 'content',
  description: 'Two columns, rich text beside an image (card preset), image left or right; stacked on phones, image first.',
  reveal: true,
  schema: z.strictObject({
    component: z.literal('TextImage'),
    id: z.string().optional(),
    title: z.string().optional(),
    html: RichTextSchema,
    image: ImageSchema,
    caption: z.string().optional(),
    imagePosition: z.enum(['left', 'right']).default('left'),
    link: LinkSchema.optional(),
  }),
  images: (props) => [[props.image, 'card']],
  examples: [
    {
      component: 'TextImage',
      title: 'A centre inside a business school',
      html: '<p>The Centre for Business Families was founded in 2008 by twelve families who wanted research that answered their own questions.</p><p>Today it brings together <strong>researchers, teachers and families</strong> from three continents.</p>',
      image: { url: '/media/library.jpg', width: 1600, height: 1067, alt: 'Reading room of the university library' },
      caption: 'The family business collection in the university library.',
      link: { href: '/our-team/', text: 'Meet the team' },
    },
    {
      component: 'TextImage',
      title: 'Where we meet',
      html: '<p>Seminars and forums take place on the main campus, a short walk from the old town.</p>',
      image: { url: '/media/campus.jpg', width: 1920, height: 1080, alt: 'Students crossing the main courtyard of the campus' },
      imagePosition: 'right',
    },
  ],
});

export type TextImageProps = z.output<typeof definition.schema>;
