// The module library as editors meet it: every module is placed on at least one demo page in each
// language (so the demo shows it, and the e2e and accessibility sweeps of the demo reach it), and
// every type's own strings are translated key for key, with the same placeholders.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleDefinitions } from '../../../generated/module-definitions.ts';
import { templateDefinitions } from '../../../generated/template-definitions.ts';
import type { Strings } from '../../../site/define/define.ts';

const PAGES = join(import.meta.dirname, '../../../content/cms/documents/pages');
const LANGUAGES = ['en', 'es'] as const;

/** Every `component` named in a page document, wherever the page nests it (a module inside tabs, a template's list). */
function componentsOf(value: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) componentsOf(item, into);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.component === 'string') into.add(record.component);
    for (const item of Object.values(record)) componentsOf(item, into);
  }
  return into;
}

/** The modules the demo pages of one language place, with one page that places each. */
function placedIn(language: string): Map<string, string> {
  const placed = new Map<string, string>();
  const dir = join(PAGES, language);
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.json')) continue;
    for (const name of componentsOf(JSON.parse(readFileSync(join(dir, file), 'utf8')), new Set()))
      if (!placed.has(name)) placed.set(name, file);
  }
  return placed;
}

const modules = Object.keys(moduleDefinitions);

describe.each(LANGUAGES)('the demo pages in %s', (language) => {
  const placed = placedIn(language);

  it('place every module of the library at least once', () => {
    expect(modules.length).toBeGreaterThan(100);
    expect(modules.filter((name) => !placed.has(name))).toEqual([]);
  });

  it('name no module the library does not have', () => {
    expect([...placed.keys()].filter((name) => !modules.includes(name))).toEqual([]);
  });
});

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

const typed: Array<readonly [string, Strings]> = [...Object.values(moduleDefinitions), ...Object.values(templateDefinitions)].flatMap(
  (definition) => (definition.strings ? [[definition.name as string, definition.strings as Strings] as const] : []),
);

describe('the strings of each module and template', () => {
  it('exist for some types (the check below is not vacuous)', () => {
    expect(typed.length).toBeGreaterThan(30);
  });

  it.each(typed)('%s has the same keys in en and es, each with the same placeholders', (_name, strings) => {
    const en = strings.en ?? {};
    const es = strings.es ?? {};
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) expect(placeholders(es[key] ?? ''), key).toEqual(placeholders(text));
  });
});
