// The error catalogue: every mistake a user (operator, editor, developer) can make is a
// `UserError` with a stable code, what happened, why, and what to do. The CLI prints a user
// error without a stack trace and exits 1; anything else is a bug, printed with its stack,
// exit 2 (see docs/errors.md). Which is which is decided by the class, never by the message.
//
// Add an entry to `catalogue` and throw it with `userError('CODE', details)`; content problems
// (document + field) are `ContentError`s, which extend UserError.

export interface UserErrorDetails {
  /** What happened, in one line, naming the URL, file, document or field involved. */
  what: string;
  /** Why it is a problem (optional when `what` says it). */
  why?: string | undefined;
  /** What to do about it. */
  fix: string;
}

export class UserError extends Error {
  readonly code: string;
  readonly what: string;
  readonly why: string | undefined;
  readonly fix: string;

  constructor(code: string, details: UserErrorDetails, options?: { cause?: unknown }) {
    super(`${details.what}${details.why ? ` ${details.why}` : ''}`, options);
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

/** A bug in unisite (not the user's doing): fail loudly, with a stack. */
export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`internal error: ${message}`);
}

export function isUserError(error: unknown): error is UserError {
  return error instanceof UserError;
}
