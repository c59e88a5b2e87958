// The CMS fields the gallery lists for a module, read from its zod 4 schema (pipeline/gallery/fields.ts).
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { schemaFields } from '../../../pipeline/gallery/fields.ts';
import { MODULE_FAMILIES } from '../../../pipeline/gallery/families.ts';
import { moduleDefinitions } from '../../../generated/module-definitions.ts';

describe('schemaFields', () => {
  it('names each field with its type, whether the CMS must give it, and its description', () => {
    const schema = z.strictObject({
      component: z.literal('Example'),
      id: z.string().optional(),
      title: z.string().min(1).describe('The heading'),
      text: z.string().optional(),
      count: z.number().int().default(3),
      share: z.number(),
      open: z.boolean(),
      align: z.enum(['start', 'center']).default('start'),
      href: z.url(),
      when: z.iso.datetime({ offset: true }),
      tags: z.array(z.string()).default([]),
      link: z.strictObject({ label: z.string(), href: z.string() }).optional(),
      items: z.array(z.strictObject({ title: z.string().describe('What it is called'), note: z.string().nullable().optional() })).min(1),
    });
    expect(schemaFields(schema)).toEqual([
      { name: 'title', type: 'text', required: true, description: 'The heading' },
      { name: 'text', type: 'text', required: false },
      // A field with a default is not required of the CMS.
      { name: 'count', type: 'whole number', required: false },
      { name: 'share', type: 'number', required: true },
      { name: 'open', type: 'yes/no', required: true },
      { name: 'align', type: 'one of: start, center', required: false },
      { name: 'href', type: 'address', required: true },
      { name: 'when', type: 'date and time', required: true },
      { name: 'tags', type: 'list of text', required: false },
      { name: 'link', type: 'group of fields', required: false },
      { name: 'link.label', type: 'text', required: true },
      { name: 'link.href', type: 'text', required: true },
      { name: 'items', type: 'list of group of fields', required: true },
      { name: 'items[].title', type: 'text', required: true, description: 'What it is called' },
      { name: 'items[].note', type: 'text', required: false },
    ]);
  });

  it('reads through refinements, transforms and unions of objects', () => {
    const base = z.strictObject({ component: z.literal('X'), title: z.string() });
    const refined = base.extend({ from: z.string(), to: z.string() }).refine((value) => value.from <= value.to, 'from before to');
    expect(schemaFields(refined).map((field) => field.name)).toEqual(['title', 'from', 'to']);
    const transformed = z
      .strictObject({ component: z.literal('X'), html: z.string() })
      .transform((value) => ({ ...value, html: value.html.trim() }));
    expect(schemaFields(transformed)).toEqual([{ name: 'html', type: 'text', required: true }]);
    const union = z.union([
      z.strictObject({ component: z.literal('X'), kind: z.literal('a'), title: z.string() }),
      z.strictObject({ component: z.literal('X'), kind: z.literal('b'), title: z.string(), image: z.string() }),
    ]);
    expect(schemaFields(union)).toEqual([
      { name: 'kind', type: 'always "b"', required: true },
      { name: 'title', type: 'text', required: true },
      // Only one of the two shapes has it: not required.
      { name: 'image', type: 'text', required: false },
    ]);
  });
});

describe('module families', () => {
  it('every module of the library names a family the gallery lists, and every family has modules', () => {
    const families = new Set(MODULE_FAMILIES.map(([family]) => family));
    const used = new Set(Object.values(moduleDefinitions).map((definition) => (definition as { family: string }).family));
    for (const family of used) expect(families).toContain(family);
    for (const family of families) expect(used).toContain(family);
  });
});
