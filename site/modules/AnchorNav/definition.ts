// AnchorNav: in-page navigation to the sections of a long page. Each item points at a module of
// the same page by that module's `id` (the anchor the page gives its section). The links work
// without JavaScript; once the page runs, the link of the section being read carries
// aria-current, and the bar stays in view at the top while the page scrolls.
import { z } from 'zod';
import { ElementIdSchema } from '../../../content/schema/element-id.ts';
import { defineModule } from '../../define/define.ts';

export const definition = defineModule({
  name: 'AnchorNav',
  family: 'navigation',
  description:
    'A navigation ("On this page") of in-page links to the page\'s modules by their id; sticky at the top while scrolling; the link of the section being read carries aria-current="location" once the page runs; a long list scrolls sideways on phones; sections reached through it start below the bar.',
  schema: z.strictObject({
    component: z.literal('AnchorNav'),
    id: z.string().optional(),
    /** What screen readers call the navigation, e.g. "On this page"; the page language's default otherwise. */
    label: z.string().optional(),
    items: z
      .array(
        z.strictObject({
          /** The `id` of a module on this page, without '#'. */
          target: ElementIdSchema.describe("The id of a module on this page, without '#'"),
          text: z.string().min(1).describe('The link text, short: one to three words'),
        }),
      )
      .min(2),
    /** Keep the bar at the top of the window while the visitor scrolls the page. */
    sticky: z.boolean().default(true),
  }),
  strings: {
    en: { 'anchorNav.label': 'On this page' },
    es: { 'anchorNav.label': 'En esta página' },
  },
  examples: [
    {
      component: 'AnchorNav',
      label: 'On this page',
      items: [
        { target: 'overview', text: 'Overview' },
        { target: 'curriculum', text: 'Curriculum' },
        { target: 'faculty', text: 'Faculty' },
        { target: 'admissions', text: 'Admissions' },
        { target: 'fees', text: 'Fees and scholarships' },
      ],
    },
    {
      component: 'AnchorNav',
      label: 'En esta página',
      items: [
        { target: 'presentacion', text: 'Presentación' },
        { target: 'plan-de-estudios', text: 'Plan de estudios' },
        { target: 'profesorado', text: 'Profesorado' },
        { target: 'admision', text: 'Admisión' },
      ],
      sticky: false,
    },
  ],
});

export type AnchorNavProps = z.output<typeof definition.schema>;
