// ModuleGallery: the pages of the module gallery (the `storybook` renderer of SPEC §2/§6), made
// by `unisite build --gallery` from the module definitions' examples (pipeline/gallery), never
// by the CMS. The index page lists every module and the icon set; a module's page shows each of
// its examples in every SPEC §3 sub-theme, with the CMS props it was made from.
import { z } from 'zod';
import { SUB_THEMES } from '../../../themes/site-themes.ts';
import { defineTemplate } from '../../define/define.ts';
import { ModuleListSchema } from '../../define/module-list.ts';

export const definition = defineTemplate({
  name: 'ModuleGallery',
  search: 'page',
  openGraph: 'website',
  schema: z.strictObject({
    templateType: z.literal('ModuleGallery'),
    title: z.string().min(1),
    /** The index page: every module, linking to its page. */
    modules: z.array(z.strictObject({ name: z.string().min(1), href: z.string().min(1), examples: z.number().int() })).default([]),
    /** The index page: the icon set, by group (SPEC §9 "Icons"). */
    icons: z.array(z.strictObject({ group: z.string().min(1), names: z.array(z.string()) })).default([]),
    /** A module's page: each example, as CMS JSON and rendered in each sub-theme. */
    examples: z
      .array(
        z.strictObject({
          props: z.string(),
          variants: z.array(z.strictObject({ subtheme: z.enum(SUB_THEMES), modules: ModuleListSchema })),
        }),
      )
      .default([]),
    index: z.string().optional(),
  }),
  strings: {
    en: {
      'gallery.page.modules': 'Modules',
      'gallery.page.icons': 'Icon set',
      'gallery.page.examples': '{count} examples',
      'gallery.page.example': 'Example {n} of {total}, sub-theme {subtheme}',
      'gallery.page.props': 'Props of example {n} (CMS JSON)',
      'gallery.page.back': 'All modules',
      'gallery.page.none': 'This module has no examples in its definition yet.',
    },
    es: {
      'gallery.page.modules': 'Módulos',
      'gallery.page.icons': 'Conjunto de iconos',
      'gallery.page.examples': '{count} ejemplos',
      'gallery.page.example': 'Ejemplo {n} de {total}, subtema {subtheme}',
      'gallery.page.props': 'Propiedades del ejemplo {n} (JSON del CMS)',
      'gallery.page.back': 'Todos los módulos',
      'gallery.page.none': 'Este módulo aún no tiene ejemplos en su definición.',
    },
  },
  examples: [
    {
      templateType: 'ModuleGallery',
      title: 'Module gallery',
      modules: [
        { name: 'Accordion', href: '/_gallery/accordion/', examples: 2 },
        { name: 'Quote', href: '/_gallery/quote/', examples: 1 },
      ],
      icons: [{ group: 'arrows', names: ['arrow-left', 'arrow-right'] }],
    },
    {
      templateType: 'ModuleGallery',
      title: 'Quote',
      index: '/_gallery/',
      examples: [
        {
          props: '{"component":"Quote","quote":"Family firms think in generations.","author":"Laura Méndez"}',
          variants: [
            { subtheme: 'default', modules: [{ component: 'Quote', quote: 'Family firms think in generations.', author: 'Laura Méndez' }] },
            { subtheme: 'inverse', modules: [{ component: 'Quote', quote: 'Family firms think in generations.', author: 'Laura Méndez' }] },
          ],
        },
      ],
    },
  ],
});

export type ModuleGalleryTemplate = z.output<typeof definition.schema>;
