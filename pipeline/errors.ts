// The error catalogue: every mistake a user (operator, editor, developer) can make is a
// `UserError` with a stable code, what happened, why, and what to do. The CLI prints a user
// error without a stack trace and exits 1; anything else is a bug, printed with its stack,
// exit 2 (see docs/errors.md). Which is which is decided by the class, never by the message.
//
// Add an entry to `catalogue` and throw it with `userError('CODE', details)`; content problems
// (document + field) are `ContentError`s, which extend UserError.
import { formatProblems, type ContentProblem } from '../content/schema/problems.ts';

export interface UserErrorDetails {
  /** What happened, in one line, naming the URL, file, document or field involved. */
  what: string;
  /** Why it is a problem (optional when `what` says it). */
  why?: string | undefined;
  /** What to do about it. */
  fix: string;
}

/**
 * Every code a UserError can carry, with the situation it names (docs/errors.md lists them).
 * Codes are stable: scripts and people search for them. Keep each area in its own block.
 */
export const catalogue = {
  // ── Configuration and command line ────────────────────────────────────────────────────
  CONFIG_INVALID: 'An environment variable has a value unisite cannot use.',
  CLI_USAGE: 'A command, option or argument of `unisite` is wrong or missing.',
  PORT_IN_USE: 'The port `unisite serve`/`start` should listen on is taken.',

  // ── Sync: reaching the CMS and reading its answers ────────────────────────────────────
  CMS_URL_INVALID: 'CMS_URL or REGIONS_URL is not an absolute http(s) URL.',
  CMS_UNREACHABLE: 'A CMS request failed at the network level (refused, reset, unknown host) on every attempt.',
  CMS_TIMEOUT: 'A CMS request missed its deadline (connect, first byte or whole body).',
  CMS_SYNC_TIMEOUT: 'The whole sync took longer than its overall bound.',
  CMS_HTTP_STATUS: 'The CMS answered with an HTTP error status (4xx, or 5xx on every attempt).',
  CMS_UNAUTHORIZED: 'The CMS refused a request for lack of a valid token (HTTP 401 or 403).',
  CMS_NOT_JSON: 'The CMS answered something that is not JSON (an HTML page, a truncated or broken body).',
  CMS_GRAPHQL_ERRORS: 'The CMS answered a GraphQL `errors` array.',
  CMS_WRONG_SHAPE: 'The CMS answered JSON without the fields the contract promises.',
  SYNC_ANSWER_TOO_LARGE:
    'An answer (of the CMS, the region lists or a thumbnail endpoint) is larger than sync accepts, counted after decompression.',
  SYNC_ANSWER_TOO_DEEP: 'A JSON answer nests objects or arrays deeper than sync accepts.',
  SYNC_REDIRECT_REFUSED:
    'An answer redirected sync off the hosts it may call, with credentials to another origin, or to a scheme other than http(s).',
  SYNC_HOST_REFUSED:
    'Sync was asked to fetch from a host its configuration does not name (e.g. an image address inside a thumbnail answer).',
  CMS_DOCUMENT_INVALID: 'A document file of the embedded CMS cannot be read (not JSON, not an object).',
  CONTENT_INVALID: 'Documents break the content schemas; every problem is listed with document and field.',
  SYNC_REMOVALS_REFUSED: 'A sync would remove the home page, every page, or more than the allowed share of pages.',

  // ── The embedded CMS and its forms endpoint: what they answer HTTP callers ───────────
  EDITOR_KEY_REQUIRED: 'The page editor of a token-protected CMS was opened without the session key `unisite preview` printed.',
  REQUEST_BODY_TOO_LARGE: 'A body sent to the embedded CMS or its forms endpoint is larger than the call accepts (HTTP 413).',
  REQUEST_BODY_TOO_DEEP: 'A JSON body sent to the embedded CMS nests objects and arrays too deep (HTTP 422).',
  REQUEST_BODY_INVALID: 'A body sent to the embedded CMS is not the JSON the call expects (HTTP 400).',
  DRAFT_INVALID: 'A draft sent to the embedded CMS would fail `unisite sync`; it is refused, every problem listed (HTTP 422).',
  DRAFT_PAGE_UNKNOWN: 'A draft call names a page the embedded CMS does not hold (HTTP 404).',
  FORM_FILE_UNEXPECTED: "A form submission carries a file outside the form's own file field, or more than one (HTTP 422).",

  // ── Snapshots, dist/ and their swaps ──────────────────────────────────────────────────
  SNAPSHOTS_MISSING: 'No snapshots to build from.',
  SITE_UNKNOWN: '`--site <id>` names no site of the family (CMS or snapshots).',
  SNAPSHOT_SCHEMA_MISMATCH: 'The snapshots were written by another schema version of unisite.',
  FOLDER_LOCKED: 'Another sync or build is writing the same folder.',
  DISK_FULL: 'A write failed because the disk (or the quota on it) is full.',
  DIST_MISSING: 'No built site to serve.',

  // ── Build ─────────────────────────────────────────────────────────────────────────────
  NO_ERROR404_PAGE: 'The default language has no page with template Error404.',
  WATCH_CODE_CHANGED: '`unisite build --watch` found its source code changed since it started.',
  REDIRECT_INVALID: 'A CMS redirect cannot work (missing end, mismatched dynamic segments).',
  REDIRECTS_FILE_MALFORMED: 'A line of dist/_redirects cannot be read.',
  THIRD_PARTY_SCRIPT_MISSING: 'The site document names a /third-parties/ script the snapshots do not hold.',
  SEARCH_INDEX_FAILED: 'Pagefind could not build the search index (binary missing for this platform, or it refused the pages).',

  // ── Developer tools: codegen, scaffolding ────────────────────────────────────────────
  TYPE_NAME_INVALID: '`unisite new` was given a name that cannot name a CMS type (PascalCase needed).',
  TYPE_EXISTS: '`unisite new` was asked for a module or template that already has a folder.',
  DEFINITION_INVALID: 'Codegen found a definition.ts that does not say what the registries need (schema, search type, og:type, its form).',

  // ── Inspect ───────────────────────────────────────────────────────────────────────────
  ROUTE_NOT_FOUND: '`unisite inspect` was given a route no page has.',
} as const;

export type ErrorCode = keyof typeof catalogue;

export class UserError extends Error {
  readonly code: ErrorCode;
  readonly what: string;
  readonly why: string | undefined;
  readonly fix: string;

  constructor(code: ErrorCode, details: UserErrorDetails, options?: { cause?: unknown }) {
    // The message is the whole text, for logs and callers that print `error.message`.
    super([details.what, details.why, details.fix].filter(Boolean).join(' '), options);
    this.name = 'UserError';
    this.code = code;
    this.what = details.what;
    this.why = details.why;
    this.fix = details.fix;
  }

  /** The text the CLI prints: code, what, why and fix; never a stack. */
  format(): string {
    return [`✗ [${this.code}] ${this.what}`, this.why ? `  why: ${this.why}` : '', `  fix: ${this.fix}`].filter(Boolean).join('\n');
  }
}

/** A user mistake in content, every problem at once: printed without a stack trace, exit code 1. */
export class ContentError extends UserError {
  constructor(
    readonly problems: ContentProblem[],
    readonly hint: string,
  ) {
    const count = `${problems.length} content problem${problems.length === 1 ? '' : 's'} in ${new Set(problems.map((p) => p.document)).size} document(s)`;
    super('CONTENT_INVALID', { what: `${count}:\n${formatProblems(problems)}`, fix: hint });
    this.message = `${this.what}\n${hint}`;
    this.name = 'ContentError';
  }
}

/** Throw a catalogue entry: `throw userError('PORT_IN_USE', { what, why, fix })`. */
export function userError(code: ErrorCode, details: UserErrorDetails, options?: { cause?: unknown }): UserError {
  return new UserError(code, details, options);
}

/** A bug in unisite (not the user's doing): fail loudly, with a stack. */
export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`internal error: ${message}`);
}

export function isUserError(error: unknown): error is UserError {
  return error instanceof UserError;
}
