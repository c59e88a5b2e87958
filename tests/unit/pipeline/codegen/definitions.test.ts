// Codegen reads what a template is from its definition: a template that does not say its search
// type or its og:type is reported, by name, instead of falling through to a default; so is a part
// the pipeline gives pages (a role) that no template or two templates play.
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDefinitionTools } from '../../../../pipeline/codegen/registries.ts';

const root = resolve(import.meta.dirname, '../../../..');

describe('codegen reads the definitions', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'unisite-definitions-'));
    await symlink(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("gives the browser each template's search type and og:type, and names a template that says neither", async () => {
    const template = (name: string, facts: string) => `import { z } from 'zod';
export const definition = { name: '${name}', ${facts} schema: z.strictObject({ templateType: z.literal('${name}') }) };
`;
    await writeFile(join(dir, 'News.ts'), template('News', "search: 'news', openGraph: 'article', role: 'not-found',"));
    await writeFile(join(dir, 'Plain.ts'), template('Plain', "role: 'module-gallery',"));
    const tools = await loadDefinitionTools();
    const facts = await tools.readDefinitions(
      [],
      [],
      [
        { name: 'News', file: join(dir, 'News.ts') },
        { name: 'Plain', file: join(dir, 'Plain.ts') },
      ],
    );
    expect(facts.templates.News).toEqual({ search: 'news', openGraph: 'article' });
    expect(facts.problems).toEqual([
      "Plain: its definition says no `search` type ('page' for a plain page).",
      "Plain: its definition says no `openGraph` type ('article' or 'website').",
    ]);
  });

  it('names the template playing each part the pipeline gives pages, one each', async () => {
    const template = (name: string, role: string) => `import { z } from 'zod';
export const definition = { name: '${name}', search: false, openGraph: 'website', ${role} schema: z.strictObject({ templateType: z.literal('${name}') }) };
`;
    await writeFile(join(dir, 'Missing.ts'), template('Missing', "role: 'not-found',"));
    await writeFile(join(dir, 'Gone.ts'), template('Gone', "role: 'not-found',"));
    await writeFile(join(dir, 'Odd.ts'), template('Odd', "role: 'home',"));
    const tools = await loadDefinitionTools();
    const facts = await tools.readDefinitions(
      [],
      [],
      ['Missing', 'Gone', 'Odd'].map((name) => ({ name, file: join(dir, `${name}.ts`) })),
    );
    expect(facts.roles).toEqual({ 'not-found': 'Missing' });
    expect(facts.problems).toEqual([
      "Gone: its definition's `role` 'not-found' is Missing's already; one template plays it.",
      "Odd: its definition's `role` must be one of 'not-found', 'module-gallery'.",
      "no template's definition has the `role` 'module-gallery', which the pipeline needs.",
    ]);
  });
});
