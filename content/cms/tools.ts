// What the embedded CMS needs from the pipeline, as values its starter passes in (pipeline/cms.ts):
// the CMS stands for a remote CMS and never imports the pipeline (docs/architecture.md "Import
// directions"), yet its drafts must pass the very validation a sync runs, its REST lists must
// answer what the built list pages show, and it answers behind the same guard as the other local
// tool servers.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Card, DataSource, Locale } from '../schema/index.ts';
import type { ValidateContent, ValidContent } from '../schema/problems.ts';

/** The build's list index over validated content. */
export interface CmsListIndex {
  /** The cards `source` lists in `locale`, as a list page shows them. */
  cards(source: DataSource, locale: Locale): Card[];
  /** Every card `source` selects in `locale`, before a list page's limits (for the filter values). */
  selected(source: DataSource, locale: Locale): Card[];
}

/** What the local tool servers' guard is told about this server's own paths. */
export interface CmsGuardOptions {
  allowedHosts?: readonly string[] | undefined;
  partnerOrigin?: string | undefined;
  guardsChanges?: ((pathname: string) => boolean) | undefined;
  framed?: ((pathname: string) => boolean) | undefined;
}

/**
 * The family as one site's lists see it: every site's key in the family's order, and a site's
 * validated content only when a list names it (a call answers for one site; validating the
 * other sites of a large family for every call was most of its time).
 */
export interface CmsFamily {
  readonly keys: readonly string[];
  /** The validated content of the site `key` (the caller validated it before asking for the list). */
  member(key: string): ValidContent;
}

export interface CmsTools {
  /** The sync's validation (every problem at once). */
  validate: ValidateContent;
  /** The build's list index over one site's validated content, beside the family's other sites (read when a list names them). */
  listIndex: (content: ValidContent, family?: CmsFamily) => CmsListIndex;
  /** The local tool servers' guard: true when it answered (refused) the request itself. */
  guard: (request: IncomingMessage, response: ServerResponse, options: CmsGuardOptions) => boolean;
}
