// ModuleGallery: the pages of the module gallery (the `storybook` renderer of SPEC §2/§6), made
// by `unisite build --gallery` from the module definitions' examples (pipeline/gallery), never
// by the CMS. The index page lists every module and the icon set; a module's page shows each of
// its examples in every SPEC §3 sub-theme, with the CMS props it was made from.
import { z } from 'zod';
import { SUB_THEMES } from '../../../themes/site-themes.ts';
import { defineTemplate } from '../../define/define.ts';
import { ModuleListSchema } from '../../define/module-list.ts';

/** A CMS field of a module, from its schema (pipeline/gallery/fields.ts). */
const FieldSchema = z.strictObject({
  name: z.string().min(1),
  type: z.string().min(1),
  required: z.boolean(),
  description: z.string().optional(),
});

/** What the gallery says of a module beside its examples. */
const FactsShape = {
  /** The family's heading (heroes, forms …). */
  family: z.string().min(1),
  description: z.string().optional(),
  fields: z.array(FieldSchema),
};

export const definition = defineTemplate({
  name: 'ModuleGallery',
  search: 'page',
  openGraph: 'website',
  role: 'module-gallery',
  schema: z.strictObject({
    templateType: z.literal('ModuleGallery'),
    title: z.string().min(1),
    /** The index page: every module by family, linking to its page, with what it is for and its fields. */
    modules: z
      .array(z.strictObject({ name: z.string().min(1), href: z.string().min(1), examples: z.number().int(), ...FactsShape }))
      .default([]),
    /** A module's page: its family, description and fields. */
    module: z.strictObject(FactsShape).optional(),
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
      'gallery.page.example1': '1 example',
      'gallery.page.examples': '{count} examples',
      'gallery.page.example': 'Example {n} of {total}, sub-theme {subtheme}',
      'gallery.page.props': 'Props of example {n} (CMS JSON)',
      'gallery.page.back': 'All modules',
      'gallery.page.none': 'This module has no examples in its definition yet.',
      'gallery.page.filter': 'Find a module',
      'gallery.page.filterHint': 'By name, family, description or field, e.g. “video” or “deadline”.',
      'gallery.page.matches': '{count} of {total} modules match',
      'gallery.page.noMatch': 'No module matches “{query}”.',
      'gallery.page.fields': 'CMS fields ({count})',
      'gallery.page.field': 'Field',
      'gallery.page.type': 'Type',
      'gallery.page.required': 'Required',
      'gallery.page.description': 'Description',
      'gallery.page.yes': 'yes',
      'gallery.page.no': 'no',
      'gallery.page.noDescription': 'No description in its definition yet.',
    },
    es: {
      'gallery.page.modules': 'Módulos',
      'gallery.page.icons': 'Conjunto de iconos',
      'gallery.page.example1': '1 ejemplo',
      'gallery.page.examples': '{count} ejemplos',
      'gallery.page.example': 'Ejemplo {n} de {total}, subtema {subtheme}',
      'gallery.page.props': 'Propiedades del ejemplo {n} (JSON del CMS)',
      'gallery.page.back': 'Todos los módulos',
      'gallery.page.none': 'Este módulo aún no tiene ejemplos en su definición.',
      'gallery.page.filter': 'Buscar un módulo',
      'gallery.page.filterHint': 'Por nombre, familia, descripción o campo, p. ej. «vídeo» o «plazo».',
      'gallery.page.matches': '{count} de {total} módulos coinciden',
      'gallery.page.noMatch': 'Ningún módulo coincide con «{query}».',
      'gallery.page.fields': 'Campos del CMS ({count})',
      'gallery.page.field': 'Campo',
      'gallery.page.type': 'Tipo',
      'gallery.page.required': 'Obligatorio',
      'gallery.page.description': 'Descripción',
      'gallery.page.yes': 'sí',
      'gallery.page.no': 'no',
      'gallery.page.noDescription': 'Su definición aún no tiene descripción.',
    },
  },
  examples: [
    {
      templateType: 'ModuleGallery',
      title: 'Module gallery',
      modules: [
        {
          name: 'Accordion',
          href: '/_gallery/accordion/',
          examples: 2,
          family: 'Tabs and accordions',
          description: 'Questions or topics that open one at a time.',
          fields: [
            { name: 'title', type: 'text', required: false },
            { name: 'items', type: 'list of group of fields', required: true },
            { name: 'items[].title', type: 'text', required: true },
          ],
        },
        {
          name: 'Quote',
          href: '/_gallery/quote/',
          examples: 1,
          family: 'Content',
          fields: [{ name: 'quote', type: 'text', required: true, description: 'The words quoted' }],
        },
      ],
      icons: [{ group: 'arrows', names: ['arrow-left', 'arrow-right'] }],
    },
    {
      templateType: 'ModuleGallery',
      title: 'Quote',
      index: '/_gallery/',
      module: { family: 'Content', fields: [{ name: 'quote', type: 'text', required: true }] },
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
