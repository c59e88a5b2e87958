// User mistakes and bugs (docs/errors.md). Every mistake a user (operator, editor, developer) can
// make is a `UserError` made from an entry of the catalogue (./catalogue.ts) and its data; the
// CLI prints it without a stack trace and exits 1. Anything else is a bug, printed with its stack,
// exit 2: an impossible state is `assert(condition, detail)` or `bug(detail)`, which say so.
// Which is which is decided by the class, never by the message.
import type { ContentProblem } from '../../content/schema/problems.ts';
import { renderEntry, type ErrorCode, type ParamsOf, type WarningCode } from './catalogue.ts';

export { catalogue, type ErrorCode, type ParamsOf, type WarningCode } from './catalogue.ts';
export {
  contentProblem,
  type ContentProblemCode,
  type MediaFileProblem,
  type ProblemParamsOf,
  type ThumbnailFailure,
} from './catalogue.ts';

export class UserError<C extends ErrorCode = ErrorCode> extends Error {
  readonly code: C;
  /** The data the texts were made from (what the call site passed). */
  readonly params: ParamsOf<C>;
  /** What happened, naming the URL, file, document or field involved. */
  readonly what: string;
  readonly why: string | undefined;
  readonly fix: string;

  constructor(code: C, params: ParamsOf<C>, options?: { cause?: unknown }) {
    const texts = renderEntry(code, params);
    // The message is the whole text, for logs and callers that print `error.message`.
    super([texts.message, texts.why, texts.fix].filter(Boolean).join(' '), options);
    this.name = 'UserError';
    this.code = code;
    this.params = params;
    this.what = texts.message;
    this.why = texts.why;
    this.fix = texts.fix ?? '';
  }

  /** The text the CLI prints: code, what, why and fix; never a stack. */
  format(): string {
    return formatLines(this.code, this.what, this.why, this.fix);
  }
}

/** `✗ [CODE] what`, then `  why: …` and `  fix: …` when there are such texts. */
export function formatLines(code: string, what: string, why: string | undefined, fix: string | undefined): string {
  return [`✗ [${code}] ${what}`, why ? `  why: ${why}` : '', fix ? `  fix: ${fix}` : ''].filter(Boolean).join('\n');
}

/** Content problems, every one at once (CONTENT_INVALID), naming document and field. */
export class ContentError extends UserError<'CONTENT_INVALID'> {
  readonly problems: ContentProblem[];

  constructor(params: ParamsOf<'CONTENT_INVALID'>) {
    super('CONTENT_INVALID', params);
    this.problems = params.problems;
    this.message = `${this.what}\n${this.fix}`;
    this.name = 'ContentError';
  }
}

/** A catalogue error, to throw: `throw userError('PORT_IN_USE', { port, host })`. */
export function userError<C extends ErrorCode>(code: C, params: ParamsOf<C>, options?: { cause?: unknown }): UserError<C> {
  return new UserError(code, params, options);
}

/** A catalogue warning's line, for `reporter.warn`: `[THEME_UNKNOWN] page /news/: theme …`. */
export function warning<C extends WarningCode>(code: C, params: ParamsOf<C>): string {
  const texts = renderEntry(code, params);
  return `[${code}] ${texts.message}${texts.fix ? ` (${texts.fix})` : ''}`;
}

/** A refusal the embedded CMS answers an HTTP caller: the code, its message and fix; never a stack. */
export function refusalBody<C extends ErrorCode>(code: C, params: ParamsOf<C>): { code: C; message: string; fix?: string } {
  const { message, fix } = renderEntry(code, params);
  return fix ? { code, message, fix } : { code, message };
}

export function isUserError(error: unknown): error is UserError {
  return error instanceof UserError;
}

/** The first words of every bug's message: the CLI prints it with its stack (exit 2). */
export const BUG_PREFIX = 'this is a bug in unisite, please report it with the text below';

/** An error for a state unisite should never reach (not the user's doing), printed with its stack. */
export class BugError extends Error {
  constructor(detail: string, options?: { cause?: unknown }) {
    super(`${BUG_PREFIX}: ${detail}`, options);
    this.name = 'BugError';
  }
}

/** A state that cannot happen if unisite is right: `throw bug('the manifest has no entry for …')`. */
export function bug(detail: string, options?: { cause?: unknown }): BugError {
  return new BugError(detail, options);
}

/** Fails as a bug (with a stack) when `condition` is false; `detail` says which state was impossible. */
export function assert(condition: unknown, detail: string): asserts condition {
  if (!condition) throw bug(detail);
}
