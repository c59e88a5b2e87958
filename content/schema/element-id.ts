// Element ids an editor writes (a module's `id`, the header's `anchorID`) become `id`
// attributes next to the ids the site's own runtime uses. An editor id equal to one of those
// would shadow it (DOM clobbering, see docs/security.md), so editor ids are plain kebab-case
// words and never one of the reserved names below.
import { z } from 'zod';

/**
 * Ids the site itself renders or looks up. Kept in step with the runtime by a unit test
 * (tests/unit/pipeline/content-safety.test.ts "keeps the runtime ids reserved"); the pattern
 * already excludes the '_'-prefixed ones.
 */
export const RESERVED_ELEMENT_IDS: ReadonlySet<string> = new Set([
  '___unisite',
  '__UNISITE_DATA__',
  'iesite',
  'unisite-announcer',
  'mobile-menu',
  'detail-facts',
  'detail-downloads',
]);

const ELEMENT_ID = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** Why `value` cannot be an editor's element id, or null. */
export function elementIdProblem(value: string): string | null {
  if (!ELEMENT_ID.test(value) || value.length > 64)
    return "Must be lowercase words joined by '-', starting with a letter, at most 64 characters (e.g. 'contact-form')";
  if (RESERVED_ELEMENT_IDS.has(value)) return `"${value}" is used by the site itself: choose another id`;
  // The site's forms name their fields field-<name> (site/components/SiteForm).
  if (value.startsWith('field-')) return `"${value}" looks like a form field's id (field-…), which the site uses: choose another id`;
  return null;
}

export const ElementIdSchema = z.string().superRefine((value, context) => {
  const problem = elementIdProblem(value);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});
