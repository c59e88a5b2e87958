// Test helper for the hostile-content corpus (tests/fixtures/hostile/payloads.json): puts
// payloads into every editor-controlled string of the demo content, runs sync's validation,
// and takes back exactly the injections sync refused, so that what remains is content sync
// accepts and the build must render inert (docs/security.md "Hostile-content corpus").
import { validateContent } from '../../pipeline/sync/validate.ts';
import type { ContentProblem, RawContent } from '../../content/schema/problems.ts';

/** Strings that select code rather than carry content (a template name, a language): not editor text. */
const STRUCTURAL = new Set(['templateType', 'component', 'locale', 'translationGroup', 'kind', '@type', '@context', 'defaultLocale']);

export interface Field {
  /** 'site', 'regions' or the page's index. */
  document: 'site' | 'regions' | number;
  path: Array<string | number>;
  original: string;
}

function walk(value: unknown, path: Array<string | number>, document: Field['document'], into: Field[]): void {
  if (typeof value === 'string') {
    into.push({ document, path, original: value });
    return;
  }
  if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index], document, into));
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) if (!STRUCTURAL.has(key)) walk(child, [...path, key], document, into);
}

export function editorFields(raw: RawContent): Field[] {
  const fields: Field[] = [];
  walk(raw.site, [], 'site', fields);
  walk(raw.regions, [], 'regions', fields);
  raw.pages.forEach((page, index) => walk(page, [], index, fields));
  return fields;
}

const rootOf = (raw: RawContent, document: Field['document']): unknown =>
  document === 'site' ? raw.site : document === 'regions' ? raw.regions : raw.pages[document];

export function setField(raw: RawContent, field: Field, value: string): void {
  let node = rootOf(raw, field.document) as Record<string | number, unknown>;
  for (const key of field.path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[field.path.at(-1) as string | number] = value;
}

const formatted = (path: Array<string | number>) =>
  path.reduce<string>((text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${key}` : key), '');

/** The name validation gives a field's document, as the content stands now. */
function documentName(raw: RawContent, document: Field['document']): string {
  if (document === 'site' || document === 'regions') return document;
  const page = raw.pages[document] as { path?: unknown; id?: unknown };
  return typeof page.path === 'string' ? `page ${page.path}` : typeof page.id === 'string' ? `page ${page.id}` : `page #${document + 1}`;
}

/** The first index of `sorted` whose path is not below `path`. */
function lowerBound(sorted: Array<[string, Field]>, path: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sorted[middle] as [string, Field])[0] < path) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The fields of a document (sorted by path) that a problem at `problemPath` names: the field
 * itself, the fields under it (their path starts with it), and the field it lies in (its path
 * continues the field's with `.` or `[`).
 */
function fieldsNaming(sorted: Array<[string, Field]>, problemPath: string): Field[] {
  const named: Field[] = [];
  for (let index = lowerBound(sorted, problemPath); index < sorted.length; index += 1) {
    const [path, field] = sorted[index] as [string, Field];
    if (!path.startsWith(problemPath)) break;
    named.push(field);
  }
  for (let end = 0; end < problemPath.length; end += 1) {
    const character = problemPath[end];
    if (character !== '.' && character !== '[') continue;
    const ancestor = problemPath.slice(0, end);
    for (let index = lowerBound(sorted, ancestor); index < sorted.length; index += 1) {
      const [path, field] = sorted[index] as [string, Field];
      if (path !== ancestor) break;
      named.push(field);
    }
  }
  return named;
}

export interface InjectionResult {
  /** Injected fields sync refused, with the problems it reported. */
  rejected: Array<{ field: Field; value: string; problems: ContentProblem[] }>;
  /** Injected fields sync accepted (they stay in `raw`). */
  accepted: Array<{ field: Field; value: string }>;
}

/**
 * Injects `valueOf(field)` into every field, validates, and restores the fields whose problems
 * sync reported (or, for a problem naming no injected field, every field of its document) until
 * the content validates.
 */
export function injectAndValidate(raw: RawContent, fields: Field[], valueOf: (field: Field, index: number) => string): InjectionResult {
  const live = new Map<Field, string>();
  fields.forEach((field, index) => {
    const value = valueOf(field, index);
    setField(raw, field, value);
    live.set(field, value);
  });
  const rejected: InjectionResult['rejected'] = [];
  // A field's path as validation writes it, worked out once: every problem of its document compares with it.
  const paths = new Map(fields.map((field) => [field, formatted(field.path)]));
  const pathOf = (field: Field) => paths.get(field) as string;
  for (let round = 0; round < 20; round += 1) {
    // Strictly: a module whose content fails its schema is then a problem naming its field, so the
    // one field is taken back and the module, with its other payloads, is built; without
    // --strict sync would leave the whole module out with a warning, and its payloads unrendered.
    const { problems } = validateContent(raw, { strict: true });
    if (problems.length === 0) break;
    const hit = new Map<Field, ContentProblem[]>();
    // The live fields by the name validation gives their document now (an injected page path
    // renames its page, and can give every page one name), each document's sorted by path, so a
    // problem finds the fields it names by a binary search rather than a scan.
    const byDocument = new Map<string, Array<[string, Field]>>();
    const pagePaths: Field[] = [];
    for (const field of live.keys()) {
      const name = documentName(raw, field.document);
      const list = byDocument.get(name);
      if (list) list.push([pathOf(field), field]);
      else byDocument.set(name, [[pathOf(field), field]]);
      if (field.path.join('.') === 'path') pagePaths.push(field);
    }
    for (const list of byDocument.values()) list.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    for (const problem of problems) {
      const inDocument = byDocument.get(problem.document) ?? [];
      const named = fieldsNaming(inDocument, problem.path);
      const blamed = named.length > 0 ? named : inDocument.length > 0 ? inDocument.map(([, field]) => field) : pagePaths;
      // No injection in the problem's document (an alternate naming an injected path): the pages' paths are undone.
      for (const field of blamed) {
        const list = hit.get(field);
        if (list) list.push(problem);
        else hit.set(field, [problem]);
      }
    }
    if (hit.size === 0)
      throw new Error(
        `hostile corpus: problems no injection explains:\n${problems.map((p) => `${p.document} → ${p.path}: ${p.message}`).join('\n')}`,
      );
    for (const [field, fieldProblems] of hit) {
      rejected.push({ field, value: live.get(field) as string, problems: fieldProblems });
      setField(raw, field, field.original);
      live.delete(field);
    }
  }
  return { rejected, accepted: [...live].map(([field, value]) => ({ field, value })) };
}
