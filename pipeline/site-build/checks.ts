// Build-time user errors that belong to no single stage.
import { userError, type UserError } from '../errors.ts';

/** SPEC §2: the default language needs a not-found page (it becomes /404.html). */
export function missingNotFoundPage(locale: string): UserError {
  return userError('NO_ERROR404_PAGE', {
    what: `No page with template Error404 in the default language "${locale}".`,
    why: 'The build writes it as /404.html, which static hosts show for every missing address.',
    fix: `Add a page with templateType Error404 (e.g. /page-not-found/) in "${locale}" to the CMS, run \`unisite sync\`, and build again.`,
  });
}
