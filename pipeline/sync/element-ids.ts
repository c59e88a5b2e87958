// Editor ids inside a page's template (docs/security.md "DOM clobbering"): a module's `id` is
// held to the element-id rules; any other `id` there (people, entries) must at least not be
// one of the ids the site itself uses, since templates render some of them as `id` attributes.
import { elementIdProblem, RESERVED_ELEMENT_IDS } from '../../content/schema/element-id.ts';
import type { ContentProblem } from '../../content/schema/problems.ts';
import { formatPath, walkObjects, type FieldPath } from '../walk.ts';

export function checkElementIds(document: string, value: unknown, path: FieldPath, into: ContentProblem[]): void {
  walkObjects(
    value,
    (record, at) => {
      if (typeof record.id !== 'string') return;
      const isModule = typeof record.component === 'string';
      const problem = isModule
        ? elementIdProblem(record.id)
        : RESERVED_ELEMENT_IDS.has(record.id)
          ? `"${record.id}" is used by the site itself: choose another id`
          : null;
      if (problem) into.push({ document, path: formatPath([...at.path, 'id']), message: problem });
    },
    path,
  );
}
