// Breadcrumb as a module: the page's own trail (its `breadcrumb` metadata), placed where the
// editor puts it. A page that opens with a hero leaves the automatic trail out (it would sit on
// the picture), so this module brings it back under the hero. Search engines already get the
// trail as BreadcrumbList JSON-LD from the page's metadata (site/lib/structured-data), on every
// page, so the module adds no second copy: what it shows and what the head declares are the same.
import { z } from 'zod';
import type { BreadcrumbItem } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';

export interface BreadcrumbProps {
  component: 'Breadcrumb';
  id?: string | undefined;
  /** The ancestors, the page itself left out. */
  trail: BreadcrumbItem[];
  /** The page's title, shown last, or undefined when the editor hides it. */
  current: string | undefined;
}

const samePath = (a: string, b: string) => a.replace(/\/?$/, '/') === b.replace(/\/?$/, '/');

export const definition = defineModule({
  name: 'Breadcrumb',
  family: 'navigation',
  description:
    "The page's trail (its breadcrumb metadata), ending with the page's own title as the current page; for pages that open with a hero, where the automatic trail is left out. The head already declares the same trail as BreadcrumbList JSON-LD for every page, so the module adds none.",
  schema: z.strictObject({
    component: z.literal('Breadcrumb'),
    id: z.string().optional(),
    /** End the trail with the page's own title, marked as the current page. */
    showCurrent: z.boolean().default(true).describe("End the trail with the page's own title"),
  }),
  // The page leaves out its automatic trail above the content: one trail, where the editor put it.
  drawsPageTrail: true,
  resolve: (props, context): BreadcrumbProps => ({
    component: props.component,
    id: props.id,
    trail: (context.page.breadcrumb ?? []).filter((item) => !samePath(item.url, context.page.path)),
    current: props.showCurrent ? context.page.title : undefined,
  }),
  strings: {
    en: { 'breadcrumb.home': 'Home' },
    es: { 'breadcrumb.home': 'Inicio' },
  },
  examples: [{ component: 'Breadcrumb' }, { component: 'Breadcrumb', showCurrent: false }],
});
