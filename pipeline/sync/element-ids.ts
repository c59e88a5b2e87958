// Editor ids inside a page's template (docs/security.md "DOM clobbering"): a module's `id` is
// held to the element-id rules; any other `id` there (people, entries) must at least not be
// one of the ids the site itself uses, since templates render some of them as `id` attributes.
import { elementIdProblem, RESERVED_ELEMENT_IDS } from '../../content/schema/element-id.ts';
import { formatPath, type ContentProblem } from './validate.ts';

export function checkElementIds(document: string, value: unknown, path: PropertyKey[], into: ContentProblem[]): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => checkElementIds(document, item, [...path, index], into));
    return;
  }
  if (!value || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  if (typeof record.id === 'string') {
    const isModule = typeof record.component === 'string';
    const problem = isModule
      ? elementIdProblem(record.id)
      : RESERVED_ELEMENT_IDS.has(record.id)
        ? `"${record.id}" is used by the site itself: choose another id`
        : null;
    if (problem) into.push({ document, path: formatPath([...path, 'id']), message: problem });
  }
  for (const [key, child] of Object.entries(record)) if (key !== 'id') checkElementIds(document, child, [...path, key], into);
}
