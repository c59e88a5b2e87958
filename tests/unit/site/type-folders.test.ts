import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleDefinitions } from '../../../generated/module-definitions.ts';
import { templateDefinitions } from '../../../generated/template-definitions.ts';
import type { ModuleDefinition, TemplateDefinition } from '../../../site/define/define.ts';

const ROOT = join(import.meta.dirname, '../../..');
const kinds = [
  ['modules', Object.values(moduleDefinitions) as ModuleDefinition[]],
  ['templates', Object.values(templateDefinitions) as TemplateDefinition[]],
] as const;

// The examples are the folder tests' fixtures and the module gallery's content: every type has
// at least one, each valid, and a folder test that renders them.
describe.each(kinds)('site/%s', (kind, definitions) => {
  it.each(definitions.map((definition) => [definition.name, definition] as const))(
    '%s has valid examples and a folder test',
    (name, definition) => {
      expect(definition.examples?.length ?? 0).toBeGreaterThan(0);
      for (const example of definition.examples ?? []) {
        const result = definition.schema.safeParse(example);
        expect(result.success ? [] : result.error.issues).toEqual([]);
      }
      expect(existsSync(join(ROOT, 'site', kind, name, `${name}.test.tsx`))).toBe(true);
    },
  );
});
