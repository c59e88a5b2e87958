// The snapshot schema version follows the schemas, not their files' text: an edited example, a
// comment or a reformatted line keeps it (nobody has to sync again), a changed field changes it.
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDefinitionTools } from '../../../../pipeline/codegen/registries.ts';

const root = resolve(import.meta.dirname, '../../../..');

const definition = (schema: string, example: string, comment = '') => `import { z } from 'zod';
${comment}
export const definition = {
  name: 'Notice',
  schema: ${schema},
  examples: [${example}],
};
`;

const BASE = `z.strictObject({ component: z.literal('Notice'), title: z.string().min(1), text: z.string().optional() })`;

describe('SCHEMA_VERSION', () => {
  let dir: string;
  let version = 0;
  // Each version is a new file: what the loader read before is not read again.
  const versionOf = async (source: string) => {
    const file = join(dir, `definition-${version++}.ts`);
    await writeFile(file, source);
    const tools = await loadDefinitionTools();
    return (await tools.readDefinitions([], [{ name: 'Notice', file }], [])).schemaVersion;
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'unisite-schema-version-'));
    // The definitions import zod as the project's do.
    await symlink(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('stays when an example, a comment or the layout changes', async () => {
    const before = await versionOf(definition(BASE, `{ component: 'Notice', title: 'Hello' }`));
    const after = await versionOf(
      definition(
        `z.strictObject({
          component: z.literal('Notice'),
          /** What the notice says first. */
          title: z.string().min(1),
          text: z.string().optional(), // a line under it
        })`,
        `{ component: 'Notice', title: 'Another example', text: 'With a text.' }`,
        '// A notice: a comment added above the definition.',
      ),
    );
    expect(after).toBe(before);
  });

  it('changes when a field, a constraint or a check changes', async () => {
    const before = await versionOf(definition(BASE, `{ component: 'Notice', title: 'Hello' }`));
    const withField = BASE.replace('text: z.string().optional()', 'text: z.string().optional(), link: z.string().optional()');
    const required = BASE.replace('text: z.string().optional()', 'text: z.string()');
    const longer = BASE.replace('z.string().min(1)', 'z.string().min(2)');
    const checked = BASE.replace('z.string().min(1)', "z.string().min(1).refine((title) => !title.startsWith(' '))");
    const versions = [before];
    for (const schema of [withField, required, longer, checked])
      versions.push(await versionOf(definition(schema, `{ component: 'Notice', title: 'Hello' }`)));
    expect(new Set(versions).size).toBe(versions.length);
  });
});
