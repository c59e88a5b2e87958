// Editor ids inside a page's template (docs/security.md "DOM clobbering"): a module's `id` is
// held to the element-id rules; any other `id` there (people, entries) must at least not be
// one of the ids the site itself uses, since templates render some of them as `id` attributes.
import { elementIdProblem, RESERVED_ELEMENT_IDS } from '../../content/schema/element-id.ts';
import type { ContentProblem } from '../../content/schema/problems.ts';
import { formatPath, walkObjects, type FieldPath } from '../walk.ts';
import { contentProblem } from '../errors/index.ts';

export function checkElementIds(document: string, value: unknown, path: FieldPath, into: ContentProblem[]): void {
  walkObjects(
    value,
    (record, at) => {
      if (typeof record.id !== 'string') return;
      const where = { document, path: formatPath([...at.path, 'id']) };
      // A module's id is held to the element-id rules (the schema's own text); any other only to the reserved ids.
      if (typeof record.component === 'string') {
        const reason = elementIdProblem(record.id);
        if (reason) into.push(contentProblem('ELEMENT_ID_INVALID', where, { reason }));
      } else if (RESERVED_ELEMENT_IDS.has(record.id)) into.push(contentProblem('ELEMENT_ID_RESERVED', where, { id: record.id }));
    },
    path,
  );
}
