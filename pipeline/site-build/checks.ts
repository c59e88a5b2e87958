// Build-time user errors that belong to no single stage.
import { userError, type UserError } from '../errors/index.ts';

/** SPEC §2: the default language needs a not-found page (it becomes /404.html). */
export function missingNotFoundPage(locale: string): UserError {
  return userError('NO_ERROR404_PAGE', { locale });
}
