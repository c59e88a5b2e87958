// The error catalogue: every error and warning a user (operator, editor, developer) can meet,
// with its stable code, a title (the situation, for docs/errors.md), and the texts printed to the
// user (message: what happened; why; fix: what to do) as functions of the data the call site
// passes. Call sites pass data only; no user-facing text is written anywhere else.
//
// Adding an entry (docs/errors.md says the same):
//   1. Add `MY_CODE: entry({ area, title, message, why?, fix, example })` to the block of its area.
//      The type of `message`'s parameter is the data every call site must pass; `example` is
//      sample data, rendered in docs/errors.md and by the catalogue's unit test.
//   2. Throw it where the mistake is found: `throw userError('MY_CODE', { ...data })` (a warning:
//      `reporter.warn(warning('MY_CODE', { ...data }))`).
//   3. Run `npm run codegen` to regenerate docs/errors.md.
// Codes are stable: scripts and people search for them; never rename or reuse one.
//
// This file imports no code of the pipeline (a lint rule keeps it so): the embedded CMS, which
// stands for a remote CMS and never imports the pipeline, answers its callers with these texts.
import { formatProblems, friendlyMessage, type ContentProblem, type InvalidField } from '../../content/schema/problems.ts';

/** The areas of the catalogue, in the order docs/errors.md lists them. */
export const AREAS = [
  'Configuration and command line',
  'Sync: reaching the CMS and reading its answers',
  'The embedded CMS: what it answers HTTP callers',
  'Snapshots, dist/ and their swaps',
  'Build',
  'Developer tools: codegen, scaffolding, gallery',
  'Inspect',
] as const;
export type Area = (typeof AREAS)[number];

/** A text of an entry: fixed, or made from the entry's data. */
export type Text<P> = string | ((params: P) => string);

export interface CatalogueEntry<P> {
  area: Area;
  /** An error stops the command (exit 1); a warning is printed and the command goes on. */
  severity: 'error' | 'warning';
  /** The situation in one sentence, independent of any data: docs/errors.md's table. */
  title: string;
  /** What happened, naming the URL, file, document or field involved. */
  message: (params: P) => string;
  /** Why it is a problem; leave it out when the message says it. */
  why?: Text<P> | undefined;
  /** What to do about it (an error needs one; a warning may say it in its message). */
  fix?: Text<P> | undefined;
  /** Sample data: renders the example of docs/errors.md and is rendered by the catalogue's test. */
  example: NoInfer<P>;
}

/** An error entry; `P` is inferred from `message`'s parameter. */
function entry<P>(definition: Omit<CatalogueEntry<P>, 'severity'>): CatalogueEntry<P> & { severity: 'error' } {
  return { severity: 'error', ...definition };
}

/** A warning entry: printed as `! [CODE] message`, the command goes on. */
function warningEntry<P>(definition: Omit<CatalogueEntry<P>, 'severity'>): CatalogueEntry<P> & { severity: 'warning' } {
  return { severity: 'warning', ...definition };
}

/** Renders a text of an entry with its data. */
export const render = <P>(text: Text<P> | undefined, params: P): string | undefined => (typeof text === 'function' ? text(params) : text);

// ── Shared pieces of texts ────────────────────────────────────────────────────────────────

/** Every failed sync says so: failed syncs never touch the previous snapshots. */
const KEPT = 'Nothing was written: the previous snapshots are unchanged.';

/** What to do after a change in the CMS. */
const RESYNC = 'run `unisite sync`, and build again';

/** Who asked for an answer that failed: what to check differs for each. */
export type Requester = 'embedded CMS' | 'CMS' | 'thumbnail endpoints' | 'asset service' | 'preview';

const REQUESTER_FIX: Record<Requester, string> = {
  'embedded CMS': `The embedded CMS did not answer as it should: this is likely a bug in unisite. ${KEPT}`,
  CMS: `Check that CMS_URL (and REGIONS_URL) point at a running CMS implementing content/cms/schema.graphql, or unset them to use the embedded CMS. ${KEPT}`,
  'thumbnail endpoints': 'Check the thumbnail endpoints (VIDEO_THUMBNAILS_URL, VIDEO_OEMBED_URL, AUDIO_EPISODES_URL).',
  'asset service':
    'Check ASSET_DOMAIN: sync asks the digital-asset service (HEAD) for each document content links on it, to measure it and to refuse a missing one.',
  preview: 'Check that the CMS is running (CMS_URL) and that CMS_TOKEN holds a valid token if it needs one.',
};

/** A request as errors name it: `sync, pages (es): POST https://cms.example.org/graphql`. */
export interface Place {
  method: string;
  url: string;
  /** The sync's stage ("site query", "pages (es)"); unset for the preview's calls and third parties. */
  stage?: string | undefined;
  /** A call of `unisite preview` (named `preview:`). */
  preview?: boolean | undefined;
  /** The HTTP status it answered, when it answered. */
  status?: number | undefined;
}

const requestAt = (p: Place) => `${p.stage !== undefined ? `sync, ${p.stage}: ` : p.preview ? 'preview: ' : ''}${p.method} ${p.url}`;
const answered = (p: Place) => `${requestAt(p)} answered${p.status === undefined ? '' : ` HTTP ${p.status}`}`;
const attemptsText = (attempts: number) => (attempts > 1 ? ` (${attempts} attempts)` : '');
const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(1)} MB` : bytes >= 1024 ? `${+(bytes / 1024).toFixed(1)} kB` : `${bytes} bytes`;
const seconds = (ms: number) => `${ms >= 1000 ? `${(ms / 1000).toFixed(ms % 1000 ? 1 : 0)} s` : `${ms} ms`}`;
const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
/** The beginning of a body, on one line, quoted. */
const bodyStart = (text: string) => JSON.stringify(text.replace(/\s+/g, ' ').trim().slice(0, 60));

/** What is wrong with an environment variable (CONFIG_INVALID). */
export type SettingProblem =
  | { problem: 'duration'; name: string; value: string; example: number }
  | { problem: 'share'; name: string; value: string; example: number }
  | { problem: 'count'; name: string; value: string; unit: string; example: number }
  | { problem: 'epoch-seconds'; name: string; value: string }
  | { problem: 'address'; name: string; value: string }
  /** A video or audio thumbnail endpoint: an http(s) address or `public`; `service` is what it looks up. */
  | { problem: 'thumbnail-endpoint'; name: string; value: string; service: string }
  /** One of a few named values (`choices`), each with what it means. */
  | { problem: 'choice'; name: string; value: string; choices: Record<string, string> }
  /** A token or header value with a character HTTP cannot carry; `character` is its kind, never the character. */
  | { problem: 'header-character'; name: string; character: string; position: number; header?: boolean };

/** What is wrong with a command line (CLI_USAGE). */
export type UsageProblem =
  /** commander's own message (an unknown option, a missing argument), for `command` when one was named. */
  | { problem: 'parser'; message: string; command?: string | undefined }
  | { problem: 'watch-with-shard' }
  | { problem: 'scale-too-small'; pages: number; min: number }
  | { problem: 'require-token-without-token' }
  | { problem: 'cms-header-shape' }
  | { problem: 'cms-header-name'; name: string; reserved: boolean }
  | { problem: 'cms-header-character'; character: string; position: number };

const CMS_HEADER_USAGE = 'Pass e.g. --cms-header "Authorization: Bearer <token>", or set CMS_TOKEN instead.';

/** Where content problems were found (CONTENT_INVALID): what to do next differs. */
export type ContentStage = 'sync' | 'images' | 'media' | 'dev';

/** Why a redirect of an answer was not followed (SYNC_REDIRECT_REFUSED). */
export type RedirectRefusal =
  | { refusal: 'unreadable' }
  | { refusal: 'scheme'; protocol: string }
  | { refusal: 'credentials'; host: string; credentialsHost: string }
  | { refusal: 'off-hosts'; host: string };

const redirectTarget = (r: RedirectRefusal) =>
  r.refusal === 'unreadable'
    ? 'an address that cannot be read'
    : r.refusal === 'scheme'
      ? `a ${r.protocol} address`
      : `another host, ${r.host}`;

/** How an answer was found too large (SYNC_ANSWER_TOO_LARGE): its declared length, or counted. */
export type Counted = { declaredLength: number } | 'as sent' | 'once decompressed' | 'counted after decompression';

/** Which kind of CMS type a developer named. */
export type TypeKind = 'module' | 'template';

/** How a process or worker of the build ended: by a signal, or with an exit code. */
export type Stop = { signal: string } | { exitCode: number };

const stopText = (stop: Stop) => ('signal' in stop ? `by the signal ${stop.signal}` : `with exit code ${stop.exitCode}`);
/** A process the system's out-of-memory killer ends gets SIGKILL, which nothing can catch. */
const killed = (stop: Stop) => 'signal' in stop && stop.signal === 'SIGKILL';
const KILLED_WHY =
  'SIGKILL cannot be caught: most often the system ended the process because the machine ran out of memory (its out-of-memory killer), or someone ended it by hand.';
const MORE_MEMORY =
  'Build on a machine (or CI runner) with more memory, or with fewer other programs running; `dmesg` or the CI log says whether the out-of-memory killer ended it. Then build again: dist/ keeps the last build.';

/** The pages a worker had been given when it stopped (RENDER_WORKER_STOPPED). */
const pagesText = (pages: readonly string[]) =>
  pages.length === 0
    ? 'before it was given a page'
    : pages.length === 1
      ? `while rendering ${pages[0]}`
      : `while rendering one of ${pages.length} pages: ${pages.slice(0, 3).join(', ')}${pages.length > 3 ? ' …' : ''}`;

/** Why the search index could not be built (SEARCH_INDEX_FAILED). */
export type SearchFailure =
  /** The `pagefind` package, or its binary for this platform (`package`), is not installed. */
  | { problem: 'not-installed'; package: string }
  /** The binary is there but could not be started (`reason`: the system's, e.g. EACCES). */
  | { problem: 'cannot-start'; binary: string; reason: string }
  /** The Pagefind process ended while it indexed; `output`: the end of what it printed. */
  | { problem: 'stopped'; stop: Stop; output: string }
  /** Pagefind answered a request (`request`: AddFile, WriteFiles …) with its own error message. */
  | { problem: 'refused'; request?: string | undefined; message: string }
  /** Pagefind answered something its service protocol does not have (another version?). */
  | { problem: 'unreadable'; detail: string };

const NPM_CI =
  "Run `npm ci` on this machine (not a copy of another platform's node_modules) so the binary for this platform is installed, then build again.";

export const catalogue = {
  // ── Configuration and command line ────────────────────────────────────────────────────
  CONFIG_INVALID: entry({
    area: 'Configuration and command line',
    title: 'An environment variable has a value unisite cannot use.',
    message: (p: SettingProblem) => {
      switch (p.problem) {
        case 'duration':
          return `${p.name}=${p.value} is not a duration.`;
        case 'share':
          return `${p.name}=${p.value} is not a share.`;
        case 'count':
          return `${p.name}=${p.value} is not a whole number of ${p.unit}.`;
        case 'epoch-seconds':
          return `${p.name}=${p.value} is not a number of seconds since 1970.`;
        case 'address':
          return `${p.name}=${p.value} is not an http(s) address.`;
        case 'thumbnail-endpoint':
          return `${p.name}=${p.value} is neither an http(s) address nor the word public.`;
        case 'choice':
          return `${p.name}=${p.value} is not one of ${Object.keys(p.choices).join(', ')}.`;
        case 'header-character':
          return `${p.header ? `The CMS header ${p.name}` : p.name} holds ${p.character} at position ${p.position} (the value is not shown).`;
      }
    },
    why: (p) => {
      switch (p.problem) {
        case 'duration':
          return 'Timeouts are whole milliseconds, 1 or more.';
        case 'share':
          return 'It is the fraction of pages a sync may remove, between 0 and 1.';
        case 'count':
          return `It is a number of ${p.unit}, 1 or more.`;
        case 'epoch-seconds':
          return 'It is the moment the sync and the build take as now, as whole seconds since 1970-01-01 UTC (e.g. the last commit: git log -1 --format=%ct).';
        case 'address':
          return 'It is where the forms of the built site post to, e.g. https://forms.example.edu/forms.';
        case 'thumbnail-endpoint':
          return `It is where a sync from CMS_URL looks up ${p.service}: an endpoint (a proxy, or the CMS's own stand-ins), or public for the public service; unset, sync looks none up.`;
        case 'choice':
          return `It takes one of: ${Object.entries(p.choices)
            .map(([value, meaning]) => `${value} (${meaning})`)
            .join('; ')}.`;
        case 'header-character':
          return 'It is sent as an HTTP header, which carries printable ASCII only; a token never contains spaces or line breaks.';
      }
    },
    fix: (p) => {
      switch (p.problem) {
        case 'duration':
          return `Set ${p.name} to a number of milliseconds (e.g. ${p.example}), or unset it for the default.`;
        case 'share':
          return `Set ${p.name} to a number between 0 and 1 (e.g. ${p.example}), or unset it for the default.`;
        case 'count':
          return `Set ${p.name} to a whole number (e.g. ${p.example}), or unset it for the default.`;
        case 'epoch-seconds':
          return `Set ${p.name} to a whole number of seconds (e.g. 1767225600), or unset it to use the clock.`;
        case 'address':
          return `Set ${p.name} to an https address without query or fragment, or unset it.`;
        case 'thumbnail-endpoint':
          return `Set ${p.name} to an http(s) address without query or fragment, to public for the public service, or unset it so sync looks up none.`;
        case 'choice':
          return `Set ${p.name} to ${Object.keys(p.choices).join(' or ')}, or unset it for the default.`;
        case 'header-character':
          return p.header
            ? 'Set CMS_TOKEN or --cms-header again from the value as the CMS issued it.'
            : `Set ${p.name} again from the token as the CMS issued it (a trailing newline from a file is a common cause).`;
      }
    },
    example: { problem: 'duration', name: 'UNISITE_CMS_CONNECT_TIMEOUT_MS', value: 'soon', example: 5000 },
  }),
  CLI_USAGE: entry({
    area: 'Configuration and command line',
    title: 'A command, option or argument of `unisite` is wrong or missing.',
    message: (p: UsageProblem) => {
      switch (p.problem) {
        case 'parser':
          return p.message.replace(/^error: /, '');
        case 'watch-with-shard':
          return '--watch and --shard together: a shard is one part of a build on a CI runner.';
        case 'scale-too-small':
          return `--scale ${p.pages}: a synthetic site has at least ${p.min} pages per language.`;
        case 'require-token-without-token':
          return '--require-token needs CMS_TOKEN to be set.';
        case 'cms-header-shape':
          return '--cms-header must look like "Name: value" (the value is not shown here).';
        case 'cms-header-name':
          return `--cms-header names a header unisite cannot send (${p.reserved ? `"${p.name}" is set by the request itself` : 'the name has characters a header name cannot have'}).`;
        case 'cms-header-character':
          return `--cms-header's value holds ${p.character} at position ${p.position} (the value is not shown).`;
      }
    },
    why: (p) =>
      p.problem === 'cms-header-character' ? 'A header carries printable ASCII only; a line break would split the request.' : '',
    fix: (p) => {
      switch (p.problem) {
        case 'parser':
          return `Run \`unisite ${p.command ? `${p.command} ` : ''}--help\` for the commands, options and their values.`;
        case 'watch-with-shard':
          return 'Run `unisite build --watch` without --shard.';
        case 'scale-too-small':
          return `Pass --scale ${p.min} or more.`;
        case 'require-token-without-token':
          return 'Set CMS_TOKEN to the token the CMS should accept, then run the command again.';
        case 'cms-header-shape':
        case 'cms-header-name':
        case 'cms-header-character':
          return CMS_HEADER_USAGE;
      }
    },
    example: { problem: 'parser', message: "error: option '--scale <pages>' argument 'many' is invalid.", command: 'cms' },
  }),
  PUBLISH_SECRET_MISSING: entry({
    area: 'Configuration and command line',
    title: '`unisite publish` was started without a webhook secret, or with one too short to be safe.',
    message: (p: { name: string; length: number; min: number }) =>
      p.length === 0 ? `${p.name} is not set.` : `${p.name} holds ${p.length} characters, fewer than ${p.min} (the value is not shown).`,
    why: 'Every publish webhook must be signed with this shared secret: without one, anyone who reaches the port could start syncs, builds and deploys.',
    fix: (p) =>
      `Set ${p.name} to a long random value (e.g. \`openssl rand -hex 32\`), give the same value to the CMS's webhook, and start \`unisite publish\` again.`,
    example: { name: 'UNISITE_WEBHOOK_SECRET', length: 0, min: 16 },
  }),
  PORT_IN_USE: entry({
    area: 'Configuration and command line',
    title: 'The port `unisite serve`, `start` or `cms` should listen on is taken.',
    message: (p: { port: number; host: string }) => `Port ${p.port} on ${p.host} is in use.`,
    why: 'Another program (perhaps another `unisite serve`) is listening on it.',
    fix: (p) => `Stop the other server, or pass another port: --port ${p.port === 65535 ? 4173 : p.port + 1}.`,
    example: { port: 4173, host: '127.0.0.1' },
  }),

  // ── Sync: reaching the CMS and reading its answers ────────────────────────────────────
  CMS_URL_INVALID: entry({
    area: 'Sync: reaching the CMS and reading its answers',
    title: '`CMS_URL` or `REGIONS_URL` is not an absolute http(s) URL.',
    message: (p: { name: string; value: string }) => `${p.name}=${p.value} is not an absolute http(s) URL.`,
    why: 'unisite needs the scheme and host to reach the CMS.',
    fix: (p) =>
      `Set ${p.name} to a full address such as https://cms.example.org/graphql, or unset CMS_URL to use the embedded CMS. ${KEPT}`,
    example: { name: 'CMS_URL', value: 'cms.example.org/graphql' },
  }),
  CMS_UNREACHABLE: entry({
    area: 'Sync: reaching the CMS and reading its answers',
    title: 'A CMS request failed at the network level (refused, reset, unknown host, closed mid-answer) on every attempt.',
    message: (p: { place: Place; reason: string; attempts: number; requester: Requester }) =>
      `${requestAt(p.place)}: ${p.reason}${attemptsText(p.attempts)}.`,
    fix: (p) => REQUESTER_FIX[p.requester],
    example: {
      place: { stage: 'site query', method: 'POST', url: 'https://cms.example.org/graphql' },
      reason: 'the request failed (ECONNREFUSED)',
      attempts: 4,
      requester: 'CMS',
    },
  }),
  CMS_TIMEOUT: entry({
    area: 'Sync: reaching the CMS and reading its answers',
    title: 'A CMS request missed its connect, first-byte or whole-answer deadline twice.',
    message: (p: { place: Place; reason: string; attempts: number; requester: Requester }) =>
      `${requestAt(p.place)}: ${p.reason}${attemptsText(p.attempts)}.`,
    fix: (p) =>
      `The CMS is stuck or overloaded, or only slow: a very large site's page list comes in one answer, which may need longer deadlines (UNISITE_CMS_FIRST_BYTE_TIMEOUT_MS for the first byte, UNISITE_CMS_BODY_TIMEOUT_MS for the whole answer). ${REQUESTER_FIX[p.requester]}`,
    example: {
      place: { stage: 'site query', method: 'POST', url: 'https://cms.example.org/graphql' },
      reason: 'connected, but no answer began within 10 s',
      attempts: 2,
      requester: 'CMS',
    },
  }),
  CMS_SYNC_TIMEOUT: entry({
    area: 'Sync: reaching the CMS and reading its answers',
    title: 'The whole sync took longer than `UNISITE_SYNC_TIMEOUT_MS`.',
    message: (p: { stage: string; url: string; limitMs: number }) =>
      `sync, ${p.stage}: gave up on ${p.url}: the whole sync did not finish within ${seconds(p.limitMs)}.`,
    why: 'The CMS answers too slowly for the time a sync is allowed.',
    fix: `Check that the CMS is healthy, or raise UNISITE_SYNC_TIMEOUT_MS for a very large site. ${KEPT}`,
    example: { stage: 'pages (es)', url: 'https://cms.example.org/graphql', limitMs: 600_000 },
  }),
  CMS_HTTP_STATUS: entry({
    area: 'Sync: reaching the CMS and reading its answers',
    title: 'The CMS answered with an HTTP error status (4xx, or 5xx on every attempt).',
    message: (p: {
      place: Place & { status: number };
      statusText?: string | undefined;
      attempts?: number | undefined;
      requester: Requester;
    }) => {
      const status = `HTTP ${p.place.status}${p.statusText ? ` ${p.statusText}` : ''}`;
      // After retries the answer is the last attempt's, named like the other failed attempts.
      return p.attempts === undefined
        ? `${requestAt(p.place)} answered ${status}.`
        : `${requestAt(p.place)}: answered ${status}${attemptsText(p.attempts)}.`;
    },
    fix: (p) => REQUESTER_FIX[p.requester],
    example: { place: { stage: 'site query', method: 'POST', url: 'https://cms.example.org/graphql', status: 404 }, requester: 'CMS' },
  }),
  CMS_UNAUTHORIZED: entry({
    area: 'Sync: reaching the CMS and reading its answers',
    title: 'The CMS refused a request for lack of a valid token (HTTP 401 or 403).',
    // The embedded CMS answers its own callers with this code too (`{ embedded: true }`).
    message: (p: { place: Place; requester: Requester } | { embedded: true }) =>
      'embedded' in p
        ? 'This CMS needs a token: send it as Authorization: Bearer <token> (the value of CMS_TOKEN).'
        : `${answered(p.place)}: the CMS refused the credentials sent (or that none were sent).`,
    why: 'This CMS needs a token on its content calls (SPEC §6).',
    fix: (p) =>
      'embedded' in p
        ? 'Send the value of CMS_TOKEN as Authorization: Bearer <token>.'
        : `Set CMS_TOKEN to a valid token (sent as Authorization: Bearer …), or pass --cms-header "Name: value". ${REQUESTER_FIX[p.requester]}`,
    example: { place: { stage: 'site query', method: 'POST', url: 'https://cms.example.org/graphql', status: 401 }, requester: 'CMS' },
  }),
  CMS_NOT_JSON: entry({
    area: 'Sync: reaching the CMS and reading its answers',
    title: 'The CMS answered something that is not JSON (an HTML page, an empty, truncated or broken body).',
    message: (p: { place: Place; body: { html: string } | { empty: true } | { invalid: string }; requester: Requester }) =>
      'html' in p.body
        ? `${answered(p.place)} with an HTML page (${bodyStart(p.body.html)}), not JSON.`
        : 'empty' in p.body
          ? `${answered(p.place)} with an empty body.`
          : `${answered(p.place)} with invalid or truncated JSON (${p.body.invalid}).`,
    fix: (p) => REQUESTER_FIX[p.requester],
    example: {
      place: { stage: 'site query', method: 'POST', url: 'https://cms.example.org/graphql', status: 200 },
      body: { html: '<!doctype html><title>Maintenance</title>' },
      requester: 'CMS',
    },
  }),
  CMS_GRAPHQL_ERRORS: entry({
    area: 'Sync: reaching the CMS and reading its answers',
    title: 'The CMS answered a GraphQL `errors` array.',
    message: (p: { place: Place; messages: string[]; requester: Requester }) =>
      `${answered(p.place)} with GraphQL errors: ${p.messages.join('; ')}.`,
    why: 'The CMS refused the query, so its answer cannot be trusted in part either.',
    fix: (p) =>
      `Check that the CMS implements content/cms/schema.graphql and that its documents are published. ${REQUESTER_FIX[p.requester]}`,
    example: {
      place: { stage: 'site query', method: 'POST', url: 'https://cms.example.org/graphql', status: 200 },
      messages: ['Cannot query field "site" on type "Query"'],
      requester: 'CMS',
    },
  }),
  CMS_WRONG_SHAPE: entry({
    area: 'Sync: reaching the CMS and reading its answers',
    title: 'The CMS answered JSON without the fields the contract promises (`data`, `site.languages`, `pages`).',
    message: (p: { place: Place; missing: 'data' | 'sites' | 'pages'; requester: Requester }) =>
      `${answered(p.place)} ${p.missing === 'data' ? 'with JSON that has no `data` object' : `without ${p.missing === 'sites' ? 'sites with `languages`' : 'a `pages` list'}`}.`,
    why: 'The answer does not follow content/cms/schema.graphql.',
    fix: (p) =>
      `${p.missing === 'data' ? 'Check that CMS_URL is a GraphQL endpoint.' : 'Check that CMS_URL points at a CMS implementing that contract.'} ${REQUESTER_FIX[p.requester]}`,
    example: { place: { stage: 'pages (es)', method: 'POST', url: 'https://cms.example.org/graphql' }, missing: 'pages', requester: 'CMS' },
  }),
  SYNC_ANSWER_TOO_LARGE: entry({
    area: 'Sync: reaching the CMS and reading its answers',
    title:
      'An answer (of the CMS, the region lists or a thumbnail endpoint) is larger than sync accepts (`UNISITE_SYNC_MAX_ANSWER_BYTES`, `UNISITE_SYNC_MAX_THUMBNAIL_BYTES`), counted after decompression.',
    message: (p: {
      place: Place;
      host: string;
      limitBytes: number;
      setting: string;
      counted: Counted;
      requester?: Requester | undefined;
    }) =>
      `${requestAt(p.place)}: ${p.host} answered a body larger than the ${size(p.limitBytes)} (${p.limitBytes} bytes) sync accepts (${typeof p.counted === 'string' ? p.counted : `its declared length is ${p.counted.declaredLength} bytes`}); not read further.`,
    why: 'An answer that large (often a small compressed body that expands enormously) would exhaust the memory of the sync.',
    fix: (p) =>
      `If the answer is genuine, raise ${p.setting} (bytes); otherwise check what ${p.host} serves.${p.requester ? ` ${REQUESTER_FIX[p.requester]}` : ''}`,
    example: {
      place: { stage: 'pages (en)', method: 'POST', url: 'https://cms.example.org/graphql' },
      host: 'cms.example.org',
      limitBytes: 268_435_456,
      setting: 'UNISITE_SYNC_MAX_ANSWER_BYTES',
      counted: 'once decompressed',
      requester: 'CMS',
    },
  }),
  SYNC_ANSWER_TOO_DEEP: entry({
    area: 'Sync: reaching the CMS and reading its answers',
    title: 'A JSON answer nests objects or arrays deeper than sync accepts.',
    message: (p: { place: Place; maxDepth: number; requester: Requester }) =>
      `${answered(p.place)} with JSON nested more than ${p.maxDepth} levels deep.`,
    why: 'No content nests that deep; reading such an answer would exhaust the stack.',
    fix: (p) => REQUESTER_FIX[p.requester],
    example: {
      place: { stage: 'site query', method: 'POST', url: 'https://cms.example.org/graphql', status: 200 },
      maxDepth: 200,
      requester: 'CMS',
    },
  }),
  SYNC_REDIRECT_REFUSED: entry({
    area: 'Sync: reaching the CMS and reading its answers',
    title: 'An answer redirected sync off the hosts it may call, with credentials to another origin, or to a scheme other than http(s).',
    message: (p: { place: Place; from: string; status: number; to: RedirectRefusal; requester?: Requester | undefined }) =>
      `${requestAt(p.place)}: ${p.from} redirected (HTTP ${p.status}) to ${redirectTarget(p.to)}: not followed.`,
    why: ({ to }) => {
      switch (to.refusal) {
        case 'unreadable':
          return 'The redirect names no address.';
        case 'scheme':
          return 'Sync reads http(s) answers only, never local files or other schemes.';
        case 'credentials':
          return `The request carries the CMS's credentials (CMS_TOKEN or --cms-header), which go to ${to.credentialsHost} only.`;
        case 'off-hosts':
          return 'Sync calls only the hosts its configuration names.';
      }
    },
    fix: (p) =>
      `Point the setting at the address the service answers on itself (${redirectTarget(p.to)}), if that host is meant to be used.${p.requester ? ` ${REQUESTER_FIX[p.requester]}` : ''}`,
    example: {
      place: { stage: 'site query', method: 'POST', url: 'https://cms.example.org/graphql' },
      from: 'cms.example.org',
      status: 302,
      to: { refusal: 'credentials', host: 'elsewhere.example.net', credentialsHost: 'cms.example.org' },
      requester: 'CMS',
    },
  }),
  SYNC_HOST_REFUSED: entry({
    area: 'Sync: reaching the CMS and reading its answers',
    title: 'Sync was asked to fetch from a host its configuration does not name (e.g. an image address inside a thumbnail answer).',
    message: (p: { place: Place; target: { protocol: string } | { host: string; allowed: string[] }; requester: Requester }) =>
      `${requestAt(p.place)}: ${'protocol' in p.target ? `a ${p.target.protocol} address` : `${p.target.host} is not a host sync is configured to call (${p.target.allowed.join(', ')})`}.`,
    why: (p) =>
      'protocol' in p.target
        ? 'Sync reads http(s) answers only.'
        : 'An address taken from an answer or from content could otherwise make sync call any host, including services on its own machine or network.',
    fix: (p) =>
      'protocol' in p.target
        ? REQUESTER_FIX[p.requester]
        : `If that host is the service meant, set its endpoint (CMS_URL, REGIONS_URL, VIDEO_THUMBNAILS_URL, VIDEO_OEMBED_URL, AUDIO_EPISODES_URL) to it. ${REQUESTER_FIX[p.requester]}`,
    example: {
      place: { stage: 'thumbnails', method: 'GET', url: 'http://10.0.0.1/admin' },
      target: { host: '10.0.0.1', allowed: ['vumbnail.com', 'noembed.com'] },
      requester: 'thumbnail endpoints',
    },
  }),
  CMS_DOCUMENT_INVALID: entry({
    area: 'Sync: reaching the CMS and reading its answers',
    title: 'A document file of the embedded CMS cannot be read (not JSON, not an object).',
    message: (p: { file: string; reason: string }) => `Embedded CMS document ${p.file} ${p.reason}.`,
    why: 'The embedded CMS serves these files as they are.',
    fix: `Fix the file and run again. ${KEPT}`,
    example: { file: 'content/cms/documents/pages/news.json', reason: 'is not JSON (Unexpected token } in JSON at position 42)' },
  }),
  CONTENT_INVALID: entry({
    area: 'Sync: reaching the CMS and reading its answers',
    title: 'Documents break the content schemas (or link files that cannot be published); every problem is listed with document and field.',
    message: (p: { problems: ContentProblem[]; found: ContentStage }) =>
      `${plural(p.problems.length, 'content problem')} in ${new Set(p.problems.map((problem) => problem.document)).size} document(s):\n${formatProblems(p.problems)}`,
    fix: ({ found }) => {
      switch (found) {
        case 'sync':
          return `${KEPT} Fix the documents in the CMS and run \`unisite sync\` again.`;
        case 'images':
          return 'Nothing was built. Fix the image links in the CMS (or add the files to the media library) and build again.';
        case 'media':
          return 'Nothing was built. Fix the audio and video links in the CMS (or add the files to the media library) and build again.';
        case 'dev':
          return 'Fix the documents named above; the page reloads by itself.';
      }
    },
    example: {
      problems: [{ document: 'page /es/noticias/foo/', path: 'template.mainSection[2].title', message: 'Required' }],
      found: 'sync',
    },
  }),
  SYNC_REMOVALS_REFUSED: entry({
    area: 'Sync: reaching the CMS and reading its answers',
    title: 'A sync would remove the home page, every page, or more than the allowed share of pages (`UNISITE_SYNC_MAX_REMOVAL`).',
    message: (p: {
      removal: { all: true } | { home: true } | { count: number; of: number; maxShare: number };
      /** The page files it would remove. */
      removed: string[];
    }) => {
      const { removal, removed } = p;
      const reason =
        'all' in removal
          ? 'the CMS answered a site with no pages'
          : 'home' in removal
            ? 'the home page (/) would be removed'
            : `${removal.count} of ${removal.of} pages (${Math.round((removal.count / removal.of) * 100)} %) would be removed, more than the ${Math.round(removal.maxShare * 100)} % allowed`;
      const list = removed.slice(0, 10).join(', ') + (removed.length > 10 ? ` and ${removed.length - 10} more` : '');
      return `sync refused: ${reason}${removed.length > 0 ? ` (${list})` : ''}.`;
    },
    why: 'A CMS answering an empty or partial site by mistake would otherwise unpublish those pages.',
    fix: `If the removal is intended, run \`unisite sync --allow-removals\` (the share allowed unasked is UNISITE_SYNC_MAX_REMOVAL). ${KEPT}`,
    example: { removal: { count: 40, of: 100, maxShare: 0.2 }, removed: ['pages/news/a.json', 'pages/news/b.json'] },
  }),
  CMS_RETRY: warningEntry({
    area: 'Sync: reaching the CMS and reading its answers',
    title: 'A CMS request failed and is tried again (network error, truncated answer, 5xx or a missed deadline).',
    message: (p: { url: string; reason: string; attempt: number }) => `CMS request ${p.url} failed (${p.reason}); retry ${p.attempt}`,
    example: { url: 'https://cms.example.org/graphql', reason: 'answered HTTP 503 Service Unavailable', attempt: 1 },
  }),
  CONTENT_WARNING: warningEntry({
    area: 'Sync: reaching the CMS and reading its answers',
    title: 'A document has something sync accepts but the site may not show as meant (the message says what).',
    message: (p: { problem: ContentProblem }) => `${p.problem.document} → ${p.problem.path}: ${p.problem.message}`,
    example: {
      problem: {
        document: 'page /news/',
        path: 'template.mainSection[1].component',
        message: 'Unknown module "Carousel2"; it is left out',
      },
    },
  }),

  // ── The embedded CMS: what it answers HTTP callers ────────────────────────────────────
  EDITOR_KEY_REQUIRED: entry({
    area: 'The embedded CMS: what it answers HTTP callers',
    title: 'The page editor of a token-protected CMS was opened without the session key `unisite preview` printed.',
    message: () =>
      'This CMS is protected by a token, so its page editor opens only from the address `unisite preview` printed when it started (it carries a session key).',
    fix: 'Open that address again, or restart `unisite preview` for a new one.',
    example: {},
  }),
  REQUEST_BODY_TOO_LARGE: entry({
    area: 'The embedded CMS: what it answers HTTP callers',
    title: 'A body sent to the embedded CMS or its forms endpoint is larger than the call accepts (HTTP 413; drafts 2 MB).',
    message: (p: { limitBytes: number }) =>
      `The body is larger than this call accepts (${Math.round(p.limitBytes / 1024)} KiB); nothing was stored.`,
    fix: 'Send a smaller body: a page draft is a few kilobytes, an uploaded logo at most what the form says.',
    example: { limitBytes: 2 * 1024 * 1024 },
  }),
  REQUEST_BODY_TOO_DEEP: entry({
    area: 'The embedded CMS: what it answers HTTP callers',
    title: 'A JSON body sent to the embedded CMS nests objects and arrays too deep (HTTP 422).',
    message: (p: { maxDepth: number }) =>
      `The JSON body nests objects and arrays more than ${p.maxDepth} levels deep; no page needs that many.`,
    fix: 'Send the page as the page editor does: templates and modules nest a few levels.',
    example: { maxDepth: 64 },
  }),
  REQUEST_BODY_INVALID: entry({
    area: 'The embedded CMS: what it answers HTTP callers',
    title: 'A body sent to the embedded CMS is not the JSON the call expects (HTTP 400).',
    message: (
      p:
        | { problem: 'not-json'; detail: string }
        | { problem: 'not-an-object' }
        | { problem: 'page-id-encoding' }
        | { problem: 'module-action' }
        | { problem: 'module-path'; detail: string },
    ) => {
      switch (p.problem) {
        case 'not-json':
          return `The body is not valid JSON (${p.detail}).`;
        case 'not-an-object':
          return 'The body must be one JSON object (the page, or { action, path }).';
        case 'page-id-encoding':
          return 'The page id in the address is not valid percent-encoding.';
        case 'module-action':
          return "Send { action: 'duplicate' | 'delete', path: 'mainSection.2' }.";
        case 'module-path':
          return p.detail;
      }
    },
    fix: 'Send the JSON the call expects: the page for PUT /drafts/pages/<id>, { action, path } for POST …/modules.',
    example: { problem: 'not-an-object' },
  }),
  DRAFT_INVALID: entry({
    area: 'The embedded CMS: what it answers HTTP callers',
    title:
      'A draft sent to the embedded CMS would fail `unisite sync`; it is not stored, every problem listed by document and field (HTTP 422).',
    message: (p: { page: string; problems: ContentProblem[] }) =>
      `The draft of page ${p.page} was not stored: sync would refuse it (${plural(p.problems.length, 'problem')}):\n${formatProblems(p.problems)}`,
    fix: 'Correct the fields named (the answer lists them as `problems`) and send the draft again.',
    example: { page: '/news/', problems: [{ document: 'page /news/', path: 'title', message: 'Required' }] },
  }),
  DRAFT_PAGE_UNKNOWN: entry({
    area: 'The embedded CMS: what it answers HTTP callers',
    title: 'A draft or page-editor call names a page (by id or path) the embedded CMS does not hold (HTTP 404).',
    message: (p: { id: string } | { path: string }) =>
      'id' in p ? `No page with id ${JSON.stringify(p.id)}.` : `No page at ${JSON.stringify(p.path)}.`,
    fix: (p) =>
      'id' in p
        ? 'Use the id of a page the CMS lists (the page editor opens pages by their path).'
        : 'Use the path of a page the CMS lists, with its language prefix and trailing slash (e.g. /es/noticias/).',
    example: { id: 'page-404' },
  }),
  EDITOR_NEEDS_PREVIEW: entry({
    area: 'The embedded CMS: what it answers HTTP callers',
    title: 'The page editor (/editor/) was opened on an embedded CMS started without a preview to frame the page (HTTP 404).',
    message: () => 'The page editor needs `unisite preview`: it renders the page it frames.',
    fix: 'Start `unisite preview` (it starts the embedded CMS with its origin) and open the editor from there, or start `unisite cms --preview-origin <url>` beside a running preview.',
    example: {},
  }),
  CMS_ENDPOINT_UNKNOWN: entry({
    area: 'The embedded CMS: what it answers HTTP callers',
    title: 'A call to the embedded CMS names an endpoint (method and path) it does not have (HTTP 404).',
    message: (p: { method: string; path: string }) => `No such CMS endpoint: ${p.method} ${p.path}.`,
    fix: 'Call one of the endpoints docs/editing.md lists (GraphQL at /graphql, the list, filter and draft calls).',
    example: { method: 'GET', path: '/lists/v2/' },
  }),
  LIST_CALL_INVALID: entry({
    area: 'The embedded CMS: what it answers HTTP callers',
    title: 'A list, filter or distributor call names its parameters in a way the embedded CMS cannot read (HTTP 400).',
    message: (p: { path: string; problem: string }) => `${p.path}: ${p.problem}.`,
    why: 'A list or filter path carries every parameter by its position (SPEC §7), and a distributor body is a data source: a parameter out of place or of the wrong kind is refused rather than guessed.',
    fix: 'Build the call with content/cms/list-api.ts (listPath, fixedListPath, navigationListPath, filtersPath, distributorBody), as the preview does.',
    example: { path: '/list/v2/News/1/en/card/1/50/date/off/on/off/true/false/', problem: 'a list path needs an operator (and, or)' },
  }),
  CMS_CONTENT_HAS_PROBLEMS: entry({
    area: 'The embedded CMS: what it answers HTTP callers',
    title: 'The embedded CMS cannot answer a list call because its content has problems (HTTP 409).',
    message: () => 'The CMS content has problems, so this list cannot be answered from it.',
    why: 'Lists are selected with the rules of the build, which read valid content only.',
    fix: 'Run `unisite sync` to see every problem, naming document and field; correct them in the documents.',
    example: {},
  }),
  FORM_FILE_UNEXPECTED: entry({
    area: 'The embedded CMS: what it answers HTTP callers',
    title:
      "A form submission carries a file outside the form's own file field, or more than one (HTTP 422; the form's page names it in the visitor's language).",
    message: (p: { field: string }) => `The submission carries a file in the field ${p.field}, which takes none (or a second file).`,
    fix: "Send at most one file, in the form's own file field.",
    example: { field: 'cv' },
  }),

  // ── Snapshots, dist/ and their swaps ──────────────────────────────────────────────────
  SNAPSHOTS_MISSING: entry({
    area: 'Snapshots, dist/ and their swaps',
    title: 'A build, inspect or `unisite dev` found no snapshots.',
    message: (p: { dir: string; command: 'build' | 'dev' | 'verify' }) => `No snapshots in ${p.dir}.`,
    why: (p) =>
      p.command === 'verify'
        ? '`unisite verify` checks a built folder against the snapshots it was built from, which only `unisite sync` writes.'
        : `${p.command === 'dev' ? '`unisite dev`' : 'The build'} renders from snapshots, which only \`unisite sync\` writes.`,
    fix: (p) =>
      p.command === 'verify'
        ? 'Run it where the snapshots the folder was built from are (content/snapshots, or UNISITE_SNAPSHOTS_DIR).'
        : p.command === 'dev'
          ? 'Run `unisite sync` first.'
          : 'Run `unisite sync` first (or `unisite build --sync`).',
    example: { dir: 'content/snapshots', command: 'build' },
  }),
  SYNC_SITE_UNKNOWN: entry({
    area: 'Sync: reaching the CMS and reading its answers',
    title: '`unisite sync --site <key>` names no site the CMS lists.',
    message: (p: { site: string; cmsUrl: string; known: Array<{ id: number; key: string }> }) =>
      `--site ${p.site}: the CMS at ${p.cmsUrl} lists no site with that key.`,
    why: (p) => `It lists ${p.known.map((site) => `${site.key} (${site.id})`).join(', ') || 'no site'}.`,
    fix: 'Name one of those keys (or ids); nothing was written.',
    example: { site: 'law', cmsUrl: 'http://127.0.0.1:4000/graphql', known: [{ id: 27, key: 'law-school' }] },
  }),
  SITE_UNKNOWN: entry({
    area: 'Snapshots, dist/ and their swaps',
    title: '`unisite build --site <key>` or `unisite inspect --site <key>` names no site the snapshots hold (docs/site-family.md).',
    message: (p: { site: number | string; snapshotsDir: string; known: Array<{ id: number; key: string }> }) =>
      `--site ${p.site}: the snapshots in ${p.snapshotsDir} hold no site with that ${typeof p.site === 'number' ? 'id' : 'key'}.`,
    why: (p) =>
      `They hold the sites the last sync wrote, and only those are built or inspected: ${p.known.map((site) => `${site.key} (${site.id})`).join(', ') || 'none'}.`,
    fix: 'Name one of those keys (or ids), or run `unisite sync --site <key>` first to fetch that site from the CMS.',
    example: { site: 7, snapshotsDir: 'content/snapshots', known: [{ id: 1, key: 'family-business' }] },
  }),
  SNAPSHOT_UNREADABLE: entry({
    area: 'Snapshots, dist/ and their swaps',
    title: 'A snapshot document the build reads is missing or is not JSON (a file edited or removed by hand, a bad copy).',
    message: (p: { file: string; reason: string }) => `Snapshot document ${p.file} ${p.reason}.`,
    why: 'The build renders from the snapshots as `unisite sync` wrote them; it reads each document whole.',
    fix: 'Put the file right, or run `unisite sync` again (it rewrites the snapshots). Nothing was built; dist/ is as it was.',
    example: { file: 'content/snapshots/pages/news.json', reason: 'is not JSON (Unexpected end of JSON input)' },
  }),
  SNAPSHOT_SCHEMA_MISMATCH: entry({
    area: 'Snapshots, dist/ and their swaps',
    title: 'The snapshots were written for another snapshot schema version of unisite: sync again.',
    message: (p: { dir: string; found: string | number | undefined; expected: string | number }) =>
      `The snapshots in ${p.dir} have schema version ${p.found ?? '(none)'}; this unisite reads version ${p.expected}.`,
    why: 'They were written for another version of the content schemas, so their documents may have other fields.',
    fix: 'Rewrite them: run `unisite sync` again (or `unisite build --sync`).',
    example: { dir: 'content/snapshots', found: 'a1b2c3', expected: 'd4e5f6' },
  }),
  FOLDER_LOCKED: entry({
    area: 'Snapshots, dist/ and their swaps',
    title: 'Another sync or build is writing the same folder (see docs/crash-safety.md).',
    message: (p: { folder: string; lockFile: string; command: string; pid: number; host: string; since: string }) =>
      `${p.folder} is being written by \`${p.command}\` (process ${p.pid} on ${p.host}, since ${p.since}).`,
    why: 'Two runs replacing the same folder at once would interleave their work.',
    fix: (p) => `Wait for that run to finish and try again. If no such process exists any more, delete ${p.lockFile}.`,
    example: {
      folder: 'dist',
      lockFile: 'dist.lock',
      command: 'unisite build',
      pid: 4242,
      host: 'ci-runner-3',
      since: '2026-01-01T12:00:00.000Z',
    },
  }),
  RUN_INTERRUPTED: entry({
    area: 'Snapshots, dist/ and their swaps',
    title: 'A sync or build was stopped by Ctrl+C (SIGINT, exit 130) or SIGTERM (`unisite publish`, exit 143) before it finished.',
    message: (p: { command: string; folders: Array<{ folder: string; switched: boolean }>; signal?: 'SIGTERM' | undefined }) =>
      `\`unisite ${p.command}\` stopped (${p.signal ?? 'Ctrl+C'}): ${p.folders
        .map((f) =>
          f.switched
            ? `${f.folder} already holds the new version (it was complete)`
            : `${f.folder} was left as it was (the unfinished version was discarded)`,
        )
        .join('; ')}.`,
    fix: (p) => `Run \`unisite ${p.command}\` again to finish.`,
    example: {
      command: 'build',
      folders: [{ folder: 'dist', switched: false }],
    },
  }),
  DISK_FULL: entry({
    area: 'Snapshots, dist/ and their swaps',
    title: 'A write failed because the disk (or the quota on it) is full (`ENOSPC`, `EDQUOT`).',
    message: (p: { quota: boolean; folder?: string | undefined }) =>
      `The disk is full${p.quota ? ' (the disk quota is used up)' : ''}${p.folder ? ` while writing in ${p.folder}` : ''}.`,
    why: 'A write needs free space; the folders being replaced are swapped in whole, so the previous snapshots and dist/ are unchanged.',
    fix: 'Free space on that disk (old dist-* or snapshot folders, UNISITE_IMAGE_CACHE, .unisite/), or point UNISITE_DIST_DIR, UNISITE_SNAPSHOTS_DIR or UNISITE_WORK_DIR at a disk with room, then run the command again.',
    example: { quota: false, folder: '/srv/site/dist.tmp' },
  }),
  FOLDER_RESTORED: warningEntry({
    area: 'Snapshots, dist/ and their swaps',
    title: 'A run found its folder missing after an interrupted run and put back the newest complete copy (docs/crash-safety.md).',
    message: (p: { folder: string; from: string }) => `${p.folder} was missing after an interrupted run: restored it from ${p.from}`,
    example: { folder: 'content/snapshots', from: '.snapshots.v-20260101T120000-4242' },
  }),
  LEFTOVERS_REMOVED: warningEntry({
    area: 'Snapshots, dist/ and their swaps',
    title: 'A run removed the temporary folders that interrupted runs left beside its folder.',
    message: (p: { folder: string; count: number }) => `removed ${p.count} folder(s) left by interrupted runs beside ${p.folder}`,
    example: { folder: 'dist', count: 1 },
  }),
  DIST_MISSING: entry({
    area: 'Snapshots, dist/ and their swaps',
    title: '`unisite serve` found no built site.',
    message: (p: { file: string }) => `${p.file} is missing.`,
    why: 'There is no built site in that folder to serve.',
    fix: 'Run `unisite build` before `unisite serve` (or `unisite start`, which does both).',
    example: { file: 'dist/app-data.json' },
  }),
  DIST_INCOMPLETE: entry({
    area: 'Snapshots, dist/ and their swaps',
    title:
      '`unisite verify` found a built folder that lacks pages, not-found pages or sitemaps the snapshots call for, or whose links lead nowhere.',
    message: (p: {
      dir: string;
      missing: number;
      dead: number;
      firstMissing: Array<{ what: string; file: string }>;
      firstDead: Array<{ page: string; target: string; document?: string | undefined; field?: string | undefined }>;
    }) =>
      [
        `${p.dir}: ${p.missing} file(s) missing, ${p.dead} link(s) leading nowhere.`,
        ...p.firstMissing.map((file) => `missing ${file.what}: ${file.file}`),
        ...(p.missing > p.firstMissing.length ? [`… and ${p.missing - p.firstMissing.length} more missing`] : []),
        ...p.firstDead.map(
          (link) => `link on ${link.page}${link.document ? ` (${link.document} → ${link.field})` : ''} → "${link.target}" leads nowhere`,
        ),
        ...(p.dead > p.firstDead.length ? [`… and ${p.dead - p.firstDead.length} more links`] : []),
      ].join('\n  '),
    why: 'Deployed, its visitors would meet "not found" where the family has a page: typically a shard of the build was lost or not copied in.',
    fix: "Copy every shard's output into the folder (then `unisite search --dir`) and verify again; a link named with its document is also wrong in the CMS (`unisite build --strict` names it).",
    example: {
      dir: 'site',
      missing: 1,
      dead: 1,
      firstMissing: [{ what: 'page /business-school/news/ (business-school)', file: 'business-school/news/index.html' }],
      firstDead: [{ page: '/business-school/', target: '/business-school/news/' }],
    },
  }),

  // ── Build ─────────────────────────────────────────────────────────────────────────────
  WATCH_BUILD_FAILED: warningEntry({
    area: 'Build',
    title: 'A build of `unisite build --watch` failed for a user mistake (printed above it); the watch goes on.',
    message: () => 'The build failed; the next change to the snapshots builds again.',
    example: {},
  }),
  PUBLISH_DEPLOY_FAILED: warningEntry({
    area: 'Build',
    title: 'The deploy command of `unisite publish` failed after a build; the loop goes on.',
    message: (p: { cycle: number; problem: string }) => `cycle ${p.cycle}: the deploy command failed: ${p.problem}.`,
    fix: 'Its output is above, prefixed `deploy │`; the built site is kept, and the next cycle runs the deploy command again.',
    example: { cycle: 3, problem: 'it exited with code 23' },
  }),
  NO_ERROR404_PAGE: entry({
    area: 'Build',
    title: 'The default language has no page with template `Error404`.',
    message: (p: { locale: string }) => `No page with template Error404 in the default language "${p.locale}".`,
    why: 'The build writes it as /404.html, which static hosts show for every missing address.',
    fix: (p) => `Add a page with templateType Error404 (e.g. /page-not-found/) in "${p.locale}" to the CMS, ${RESYNC}.`,
    example: { locale: 'en' },
  }),
  WATCH_CODE_CHANGED: entry({
    area: 'Build',
    title: '`unisite build --watch` found its source code changed since it started; it stops (start it again).',
    message: (p: { root: string }) => `The source code of unisite in ${p.root} changed since \`unisite build --watch\` started.`,
    why: 'A running process keeps the code it started with: building on would make pages with the old code under the new code’s name.',
    fix: 'Start `unisite build --watch` again: its first build is made with the new code.',
    example: { root: '/srv/unisite' },
  }),
  REDIRECT_INVALID: entry({
    area: 'Build',
    title: 'A CMS redirect cannot work (missing end, mismatched dynamic segments).',
    message: (p: { index: number; problem: string }) => `site → redirects[${p.index}]: ${p.problem}`,
    fix: `Fix the redirect in the CMS, ${RESYNC}.`,
    example: { index: 3, problem: 'the target uses :slug, which the source does not have' },
  }),
  REDIRECTS_FILE_MALFORMED: entry({
    area: 'Build',
    title: 'A line of `dist/_redirects` is not `/from /to [3xx]`.',
    message: (p: { file: string } & ({ line: number; text: string } | { detail: string })) =>
      'detail' in p ? `${p.file}: ${p.detail}` : `${p.file}, line ${p.line}: "${p.text}" is not a redirect.`,
    why: (p) => ('detail' in p ? '' : 'Each line must be `/from /to [status]`, the status 301, 302, 303, 307 or 308.'),
    fix: '`unisite build` writes this file from the CMS redirects: build again, or correct the line if you edited it by hand.',
    example: { file: 'dist/_redirects', line: 4, text: '/old' },
  }),
  HOST_RULES_OVER_LIMITS: warningEntry({
    area: 'Build',
    title:
      '`_redirects` or `_headers` holds more than Cloudflare Pages applies; the file is written whole (Netlify and nginx apply every rule).',
    message: (p: { file: string; problems: string[] }) =>
      `${p.file} has ${p.problems.join(', ')}. It is written whole: Netlify and the nginx include apply every rule, Cloudflare Pages only what fits.`,
    fix: (p) =>
      p.file.endsWith('_redirects')
        ? 'For Cloudflare Pages, fewer redirects in the CMS (site document → redirects; one source with :placeholder or * covers many) or the rest in Cloudflare Bulk Redirects; shorter addresses for long lines.'
        : 'For Cloudflare Pages, fewer third parties in the site document (thirdParties: each adds hosts to the Content-Security-Policy line).',
    example: { file: 'dist/_redirects', problems: ['130 dynamic redirects (Cloudflare Pages applies the first 100)'] },
  }),
  THIRD_PARTY_SCRIPT_MISSING: entry({
    area: 'Build',
    title: 'The site document names a `/third-parties/` script the snapshots do not hold.',
    message: (p: { script: string; file: string }) =>
      `The site document's thirdParties name the script ${p.script}, but the snapshots hold no ${p.file}.`,
    why: 'Only a sync from the embedded CMS stores third-party scripts with the snapshots; a CMS names https addresses.',
    fix: 'Run `unisite sync` again, or give the script its https address in the site document.',
    example: { script: '/third-parties/analytics.js', file: 'third-parties/analytics.js' },
  }),
  SEARCH_INDEX_FAILED: entry({
    area: 'Build',
    title:
      "The search index could not be built: Pagefind's binary for this platform is missing (run `npm ci`), or it stopped or refused the pages.",
    message: (p: SearchFailure) => {
      switch (p.problem) {
        case 'not-installed':
          return `The search index could not be built: the package ${p.package} is not installed.`;
        case 'cannot-start':
          return `The search index could not be built: Pagefind (${p.binary}) could not be started: ${p.reason}.`;
        case 'stopped':
          return `The search index could not be built: Pagefind stopped ${stopText(p.stop)} while it indexed${p.output ? `: ${p.output}` : '.'}`;
        case 'refused':
          return `The search index could not be built: Pagefind refused ${p.request ? `the request ${p.request}` : 'a request'}: ${p.message}`;
        case 'unreadable':
          return `The search index could not be built: Pagefind answered something its service protocol does not have (${p.detail}).`;
      }
    },
    why: (p) => {
      switch (p.problem) {
        case 'not-installed':
        case 'cannot-start':
          return 'Pagefind (the search indexer) runs as a binary from the npm package of this platform (@pagefind/linux-x64, @pagefind/darwin-arm64 …, optional dependencies of the `pagefind` package).';
        case 'stopped':
          return killed(p.stop) ? KILLED_WHY : 'Pagefind ended before it had written the index; what it printed last is quoted.';
        case 'refused':
          return 'The build hands Pagefind the pages it wrote; Pagefind did not accept them.';
        case 'unreadable':
          return 'The build speaks the service protocol of the Pagefind version in package-lock.json; an installed binary of another version may answer otherwise.';
      }
    },
    fix: (p) => {
      switch (p.problem) {
        case 'not-installed':
        case 'cannot-start':
        case 'unreadable':
          return NPM_CI;
        case 'stopped':
          return killed(p.stop)
            ? MORE_MEMORY
            : 'Build again; if Pagefind stops the same way, report it as a bug in unisite with this text. dist/ keeps the last build.';
        case 'refused':
          return 'Build again; if Pagefind refuses the same request, report it as a bug in unisite with this text. dist/ keeps the last build.';
      }
    },
    example: { problem: 'not-installed', package: '@pagefind/linux-x64' },
  }),
  IMAGE_CHANGED_DURING_BUILD: entry({
    area: 'Build',
    title: 'An image of the media library changed while the build was encoding it.',
    message: (p: { file: string }) => `${p.file} changed during the build.`,
    why: 'Its variants were planned from the bytes read before; encoding the new bytes under the old name would publish a mix.',
    fix: 'Build again once the file is written.',
    example: { file: 'content/cms/media/campus.jpg' },
  }),
  IMAGE_UNREADABLE: entry({
    area: 'Build',
    title: 'An image of the media library has a readable header but its pixels cannot be decoded: the file is damaged or cut short.',
    message: (p: { file: string; reason: string }) => `${p.file} could not be decoded: ${p.reason}`,
    why: 'Its size and format were read from the header, so its variants were planned, but encoding them needs every pixel; a partly decoded picture would be published grey or cut.',
    fix: 'Replace the file with a complete copy (export it again from the original) and build again.',
    example: { file: 'content/cms/media/campus.jpg', reason: 'VipsJpeg: premature end of JPEG image' },
  }),
  THEME_UNKNOWN: warningEntry({
    area: 'Build',
    title: 'A site or page names a theme that does not exist; the default theme is used.',
    message: (p: { where: string; theme: string; fallback: string; known: string[] }) =>
      `${p.where}: theme "${p.theme}" does not exist; using "${p.fallback}". Known themes: ${p.known.join(', ')}`,
    example: { where: 'page /news/', theme: 'purple', fallback: 'default', known: ['default', 'business-school'] },
  }),
  DOWNLOAD_LINK_BROKEN: warningEntry({
    area: 'Build',
    title: 'A page links a document of the media library that cannot be published; the link is broken.',
    message: (p: { document: string; path: string; more: number; url: string; problem: MediaFileProblem }) =>
      `${p.document} → ${p.path}${p.more > 0 ? ` (and ${p.more} more)` : ''}: "${p.url}" ${mediaFileWhat(p.problem)}; the link is broken`,
    fix: (p) => mediaFileFix(p.problem),
    example: {
      document: 'page /programs/',
      path: 'template.mainSection[0].link',
      more: 0,
      url: '/media/brochure.pdf',
      problem: { problem: 'missing', library: 'content/cms/media' },
    },
  }),
  LINK_BROKEN: warningEntry({
    area: 'Build',
    title: 'A link written in the CMS leads to a page or file of the family that the build did not publish (docs/links.md).',
    message: (p: { document: string; page: string; field: string; target: string }) =>
      `${p.document} (${p.page}) → ${p.field}: "${p.target}" leads to no page or file the build published.`,
    why: 'A visitor who follows it meets the not-found page.',
    fix: 'Correct the link in the CMS (or publish the page it names), run `unisite sync`, and build again.',
    example: { document: 'news-launch-en', page: '/news/launch/', field: 'template.body', target: '/reports/2024.pdf' },
  }),
  LINKS_BROKEN: entry({
    area: 'Build',
    title: '`unisite build --strict` found links that lead nowhere (each printed above as LINK_BROKEN); nothing was published.',
    message: (p: { count: number; checked: number; first: Array<{ document: string; page: string; field: string; target: string }> }) =>
      `${p.count} of ${p.checked} links to the family's own pages and files lead nowhere: ` +
      p.first.map((link) => `${link.document} (${link.page}) → ${link.field}: "${link.target}"`).join('; ') +
      (p.count > p.first.length ? `; and ${p.count - p.first.length} more.` : '.'),
    why: 'With --strict a build publishes only a family whose links all lead somewhere.',
    fix: 'Correct each link named above in the CMS, run `unisite sync`, and build again (without --strict the build publishes and warns).',
    example: {
      count: 2,
      checked: 19141,
      first: [
        { document: 'news-launch-en', page: '/news/launch/', field: 'template.body', target: '/reports/2024.pdf' },
        { document: 'site research-centre', page: '/', field: 'footers[0].legal[1].href', target: '/legal/' },
      ],
    },
  }),
  MODULE_LEFT_OUT: warningEntry({
    area: 'Build',
    title: 'A page names a module the library does not have; it was published without it (docs/modules.md).',
    message: (p: { page: string; path: string; name: string }) =>
      `page ${p.page} → ${p.path}: module "${p.name}" is not in the library; the page is published without it`,
    why: 'Visitors do not see that part of the page, and nothing on the page says so.',
    fix: (p: { name: string }) =>
      `add it with \`unisite new module ${p.name}\` (then build), or choose a module of the library in the CMS (see /_gallery/) and run \`unisite sync\``,
    example: { page: '/news/', path: 'template.mainSection[1]', name: 'Carousel2' },
  }),
  MODULES_LEFT_OUT: entry({
    area: 'Build',
    title:
      '`unisite build --strict` found pages that name modules the library does not have (each printed above as MODULE_LEFT_OUT); nothing was published.',
    message: (p: { count: number; pages: number }) =>
      `${p.count} module${p.count === 1 ? '' : 's'} named by ${p.pages} page${p.pages === 1 ? '' : 's'} ${p.count === 1 ? 'is' : 'are'} not in the library.`,
    why: 'With --strict a build publishes only pages whose every module the library has.',
    fix: 'Add each module named above (`unisite new module <Name>`), or choose another in the CMS and run `unisite sync`; without --strict the build publishes the pages without them and warns.',
    example: { count: 2, pages: 1 },
  }),
  MODULE_CONTENT_INVALID: warningEntry({
    area: 'Build',
    title: 'The content of a module on a page fails the module’s schema; the page was published without it (docs/modules.md).',
    message: (p: { page: string; path: string; name: string; invalid: InvalidField[] }) =>
      `page ${p.page} → ${p.path}: the content of module "${p.name}" fails its schema (${p.invalid
        .map(({ field, message }) => `${field || '(module)'}: ${message}`)
        .join('; ')}); the page is published without it`,
    why: 'Visitors do not see that part of the page; the preview and the page editor show a box in its place naming the fields.',
    fix: (p) =>
      `fix ${p.invalid.length === 1 ? 'that field' : 'those fields'} of the ${p.name} module on page ${p.page} in the CMS, then run \`unisite sync\` and build`,
    example: { page: '/news/', path: 'template.mainSection[2]', name: 'CallToAction', invalid: [{ field: 'title', message: 'Required' }] },
  }),
  MODULES_CONTENT_INVALID: entry({
    area: 'Build',
    title:
      '`unisite build --strict` found modules whose content fails their schema (each printed above as MODULE_CONTENT_INVALID); nothing was published.',
    message: (p: { count: number; pages: number; missing: number }) =>
      `${p.count} module${p.count === 1 ? '' : 's'} on ${p.pages} page${p.pages === 1 ? '' : 's'} ${p.count === 1 ? 'has' : 'have'} content that fails ${p.count === 1 ? 'its' : 'their'} schema` +
      (p.missing > 0 ? `, and ${p.missing} more ${p.missing === 1 ? 'is' : 'are'} not in the library (MODULE_LEFT_OUT above).` : '.'),
    why: 'With --strict a build publishes only pages whose every module is published.',
    fix: 'Fix each field named above in the CMS and run `unisite sync`; without --strict the build publishes the pages without those modules and warns.',
    example: { count: 2, pages: 1, missing: 0 },
  }),
  BUNDLE_FAILED: entry({
    area: 'Build',
    title: 'Vite could not bundle the code of the site (a component, a style or an import is broken); nothing was published.',
    message: (p: { file?: string | undefined; line?: number | undefined; column?: number | undefined; problem: string }) =>
      `The code could not be bundled${p.file ? ` (${p.file}${p.line === undefined ? '' : `:${p.line}:${p.column ?? 0}`})` : ''}: ${p.problem}`,
    why: 'Every page is rendered with the bundle of the code, so no page can be built until Vite can make it; dist/ keeps the last build.',
    fix: (p) =>
      `Correct ${p.file ?? 'the code named above'} (\`npm run typecheck\` and the component's unit test find most such mistakes sooner), then build again.`,
    example: { file: 'site/modules/HeroImage/HeroImage.tsx', line: 4, column: 12, problem: 'Expected ">" but found "title"' },
  }),
  BUNDLE_PROCESS_STOPPED: entry({
    area: 'Build',
    title:
      'The process that bundles the code with Vite ended without finishing the bundle or naming a mistake in the code; nothing was published.',
    message: (p: { stop: Stop }) => `The Vite process that bundles the code stopped ${stopText(p.stop)} before it finished.`,
    why: (p) =>
      killed(p.stop)
        ? KILLED_WHY
        : 'Vite ended without reporting a mistake in the code: what it printed above says why (a crash, or its JavaScript heap ran out).',
    fix: (p) =>
      killed(p.stop)
        ? MORE_MEMORY
        : "Read Vite's output above. If it says the JavaScript heap ran out, give it more with NODE_OPTIONS=--max-old-space-size=4096; otherwise build again, and report it as a bug in unisite with that output if it stops the same way. dist/ keeps the last build.",
    example: { stop: { signal: 'SIGKILL' } },
  }),
  RENDER_WORKER_STOPPED: entry({
    area: 'Build',
    title: 'A render worker ran out of its heap, or ended, while it rendered pages; nothing was published.',
    message: (p: { stop: { outOfMemory: true; heapMb: number } | { exitCode: number }; pages: string[] }) =>
      'outOfMemory' in p.stop
        ? `A render worker ran out of its heap (${p.stop.heapMb} MB) ${pagesText(p.pages)}.`
        : `A render worker stopped with exit code ${p.stop.exitCode} ${pagesText(p.pages)}.`,
    why: (p) =>
      'outOfMemory' in p.stop
        ? "Each render worker's heap is bounded a few times above what rendering a page needs, with room for the largest page's data; a page that needs more is most often a component that keeps allocating (a loop that does not end, a list rendered without a bound)."
        : 'A render worker ends only when the code it runs ends it (process.exit in a component, or in a library a component imports), or when something outside ends it.',
    fix: (p) =>
      'outOfMemory' in p.stop
        ? "Open the page with `unisite dev`, or render its component's examples in its unit test, to find the component that does not finish. If the page really is that large (a list of thousands of items), split it into pages, or raise every render worker's heap with NODE_OPTIONS=--max-old-space-size=<MB> (above the size named). dist/ keeps the last build."
        : 'Look for process.exit in the components the page renders and in what they import, then build again. dist/ keeps the last build.',
    example: { stop: { outOfMemory: true, heapMb: 48 }, pages: ['/news/', '/es/noticias/'] },
  }),
  RENDER_FAILED: entry({
    area: 'Build',
    title: 'A component threw while a page was rendered; nothing was published.',
    message: (p: { page: string; component?: string | undefined; file?: string | undefined; problem: string }) =>
      `page ${p.page}: ${p.component ? `the component ${p.component}${p.file ? ` (${p.file})` : ''}` : 'a component'} threw while rendering it: ${p.problem}`,
    why: 'Published without that part, the page would look complete to its visitors and say nothing of what is missing: the build stops, and dist/ keeps the last build.',
    fix: (p) =>
      p.file
        ? `Correct ${p.file} so that it renders this page's data (its unit test renders its examples alone), then build again.`
        : "Correct the component named (site/components/ or a type folder of site/modules/, site/templates/) so that it renders this page's data, then build again.",
    example: {
      page: '/news/',
      component: 'NewsList',
      file: 'site/templates/NewsList/NewsList.tsx',
      problem: 'TypeError: items.map is not a function',
    },
  }),
  IMAGE_VARIANT_FAILED: warningEntry({
    area: 'Build',
    title: 'An image variant left to encode after the build (`unisite start`) could not be encoded; the site is served without it.',
    message: (p: { variant: string; problem: string; fix?: string | undefined }) =>
      `images: ${p.variant} could not be encoded: ${p.problem}`,
    fix: (p) =>
      p.fix ??
      'Browsers get no file at that address until it is encoded: build again (`unisite build`), which encodes every variant before it publishes.',
    example: {
      variant: '/_img/campus-1200w.avif',
      problem: '[IMAGE_UNREADABLE] content/cms/media/campus.jpg could not be decoded: VipsJpeg: premature end of JPEG image',
      fix: 'Replace the file with a complete copy (export it again from the original) and build again.',
    },
  }),
  IMAGE_VARIANTS_INCOMPLETE: warningEntry({
    area: 'Build',
    title: 'Some image variants left to encode after the build could not be encoded (each printed above as IMAGE_VARIANT_FAILED).',
    message: (p: { encoded: number; total: number; failed: number; seconds: string }) =>
      `images: ${p.encoded} of ${p.total} variants encoded in the background in ${p.seconds} s, ${p.failed} failed (above)`,
    fix: 'Correct the images named above; until then browsers get no file at their addresses.',
    example: { encoded: 118, total: 120, failed: 2, seconds: '14.2' },
  }),
  TRANSLATIONS_MISSING: warningEntry({
    area: 'Build',
    title: 'A language of the site has no UI texts (labels, buttons, dates) in site/i18n/; its pages show the English ones.',
    message: (p: { locale: string }) => `language "${p.locale}" has no UI texts in site/i18n/; its pages show the English ones`,
    fix: (p) => `Add site/i18n/${p.locale}.ts with every key of site/i18n/en.ts and list it in site/i18n/strings.ts.`,
    example: { locale: 'de' },
  }),
  // Only page routes are checked for it, and no command makes a table of page routes (every page is
  // a file; `unisite serve` and the redirect checks make tables of redirects only): it is here for
  // the caller that will, so its text is not written in site/lib/routes.ts.
  ROUTE_SEGMENT_RESERVED: warningEntry({
    area: 'Build',
    title: 'A route of a route table (site/lib/routes.ts) names a dynamic segment with a reserved name.',
    message: (p: { path: string; segment: string; reserved: string[] }) =>
      `route ${p.path}: the dynamic segment ":${p.segment}" has a reserved name (${p.reserved.join(', ')})`,
    why: "A parameter of that name would hide the match's own field of the same name.",
    fix: 'Rename the dynamic segment.',
    example: { path: '/x/:uri/', segment: 'uri', reserved: ['uri', 'path'] },
  }),
  FONT_SUBSET_MISSING: entry({
    area: 'Build',
    title: 'The theme asks for a subset of a font that its package does not have.',
    message: (p: { packageName: string; subset: string }) => `${p.packageName} has no subset "${p.subset}" (see its unicode.json).`,
    fix: 'Name one of its subsets in themes/fonts.ts.',
    example: { packageName: '@fontsource-variable/inter', subset: 'klingon' },
  }),

  // ── Developer tools: codegen, scaffolding, gallery ───────────────────────────────────
  TYPE_NAME_INVALID: entry({
    area: 'Developer tools: codegen, scaffolding, gallery',
    title: '`unisite new` was given a name that cannot name a CMS type (PascalCase needed).',
    message: (p: { name: string; kind: TypeKind }) => `"${p.name}" cannot name a ${p.kind}.`,
    why: 'A CMS type name is also its folder and component name: PascalCase letters and digits, starting with a capital.',
    fix: (p) => `Use a name like ${p.kind === 'module' ? 'HeroVideo' : 'ProgramDetail'}.`,
    example: { name: 'hero-video', kind: 'module' },
  }),
  TYPE_EXISTS: entry({
    area: 'Developer tools: codegen, scaffolding, gallery',
    title: '`unisite new` was asked for a module or template that already has a folder.',
    message: (p: { name: string; kind: TypeKind; folder: string }) => `The ${p.kind} ${p.name} already exists (${p.folder}).`,
    fix: 'Edit that folder, or choose another name.',
    example: { name: 'HeroImage', kind: 'module', folder: 'site/modules/HeroImage' },
  }),
  DEFINITION_INVALID: entry({
    area: 'Developer tools: codegen, scaffolding, gallery',
    title: 'Codegen found a `definition.ts` that does not say what the registries need (schema, search type, og:type, its form).',
    message: (p: { problems: string[] }) =>
      `Codegen cannot register ${p.problems.length === 1 ? 'a type' : `${p.problems.length} types`}:\n  ${p.problems.join('\n  ')}`,
    why: 'The registries are generated from what each definition says; docs/content-types.md lists the fields.',
    fix: 'Correct the definition.ts named, then run `npm run codegen` again.',
    example: { problems: ['site/templates/Event/definition.ts: no searchType'] },
  }),

  // ── Inspect ───────────────────────────────────────────────────────────────────────────
  ROUTE_NOT_FOUND: entry({
    area: 'Inspect',
    title: '`unisite inspect` was given a route no page has.',
    message: (p: { route: string; suggestions: string[]; site?: { key: string; elsewhere: string | undefined } | undefined }) =>
      `No page at ${p.route} in ${p.site ? `site ${p.site.key} of ` : ''}content/snapshots.` +
      (p.site?.elsewhere ? ` It is a page of site ${p.site.elsewhere}.` : '') +
      (p.suggestions.length ? ` Did you mean: ${p.suggestions.join(', ')}?` : ''),
    fix: (p) =>
      p.site
        ? `\`unisite inspect --list --site ${p.site.key}\` lists every route of that site (without --site, of every site).`
        : '`unisite inspect --list` lists every route.',
    example: { route: '/nwes/', suggestions: ['/news/'] },
  }),
};

export type Catalogue = typeof catalogue;
export type ErrorCode = keyof Catalogue;
/** Each code's data, worked out once per entry. */
type ParamsByCode = { [C in ErrorCode]: Catalogue[C] extends CatalogueEntry<infer P> ? P : never };
/**
 * The data an entry's texts are made from: what its call sites pass. For a union of codes (a
 * `UserError` of any code) it is the union of their data. Inferring from the union of entries
 * at once would intersect every entry's data (the parameter of `message` is contravariant), a
 * type of thousands of members that took the typecheck a third of its time.
 */
export type ParamsOf<C extends ErrorCode> = ParamsByCode[C];
/** The codes of warnings. */
export type WarningCode = { [C in ErrorCode]: Catalogue[C]['severity'] extends 'warning' ? C : never }[ErrorCode];

/** The texts of an entry rendered with its data: what the CLI prints and the CMS answers. */
export interface RenderedEntry {
  code: ErrorCode;
  title: string;
  message: string;
  why: string | undefined;
  fix: string | undefined;
}

export function renderEntry<C extends ErrorCode>(code: C, params: ParamsOf<C>): RenderedEntry {
  // Through `unknown`: comparing the union of every entry with one entry's type, for any code,
  // cost the typecheck more than ten seconds. `ParamsOf` ties the data to the code at call sites.
  const definition = catalogue[code] as unknown as CatalogueEntry<ParamsOf<C>>;
  return {
    code,
    title: definition.title,
    message: definition.message(params),
    why: render(definition.why, params) || undefined,
    fix: render(definition.fix, params) || undefined,
  };
}

// ── Content problems: what editors are told ───────────────────────────────────────────────
//
// A mistake in a CMS document is not an error of its own: every one found is a ContentProblem
// naming the document and the field, and they travel together inside CONTENT_INVALID (the sync,
// the images or media of a build, `unisite dev`), CONTENT_WARNING (published anyway) and the
// embedded CMS's DRAFT_INVALID, and are shown by the preview, the page editor and `unisite
// inspect`. Their texts live here, one entry per situation; call sites pass the document, the
// field and data only: `contentProblem('PAGE_PATH_RESERVED', { document, path }, { folder })`.
//
// Not here: the messages of the zod schemas themselves (required fields, lengths, formats, and
// the refinements in site/modules/*/definition.ts and site/templates/*/definition.ts). A CMS
// type is one folder, its validation included; FIELD_INVALID carries those messages as they are.

/** Why a /media/ file cannot be published (pipeline/media/media-file.ts), or that it is missing. */
export type MediaFileProblem =
  | { problem: 'malformed-escape' }
  | { problem: 'not-a-name' }
  | { problem: 'outside' }
  | { problem: 'link' }
  | { problem: 'not-a-file' }
  | { problem: 'too-large'; maxBytes: number }
  /** No folder of the media library has it; `library`: the folders, as the user knows them. */
  | { problem: 'missing'; library: string };

const MEDIA_FILE: Record<MediaFileProblem['problem'], { what: (p: never) => string; fix: string }> = {
  'malformed-escape': { what: () => 'has a malformed %-escape', fix: 'Fix the link' },
  'not-a-name': { what: () => 'is not a file name of the media library', fix: 'Fix the link' },
  outside: { what: () => 'points outside the media library', fix: 'Link a file of the media library as /media/<file>' },
  link: { what: () => 'is a link in the media library, not a file', fix: 'Replace it with the file itself' },
  'not-a-file': { what: () => 'is not a file of the media library', fix: 'Fix the link' },
  'too-large': {
    what: (p: { maxBytes: number }) => `is larger than ${Math.round(p.maxBytes / 1024 / 1024)} MB`,
    fix: 'Upload a smaller file',
  },
  missing: { what: (p: { library: string }) => `is not in the media library (${p.library})`, fix: 'Add the file or fix the link' },
};

/** What is wrong with a media file, after its address: `is not in the media library (content/cms/media)`. */
export const mediaFileWhat = (p: MediaFileProblem): string => (MEDIA_FILE[p.problem].what as (p: MediaFileProblem) => string)(p);
/** What to do about it: `Add the file or fix the link`. */
export const mediaFileFix = (p: MediaFileProblem): string => MEDIA_FILE[p.problem].fix;

/** Why a video or audio reference has no thumbnail (THUMBNAIL_MISSING). */
export type ThumbnailFailure =
  | { failure: 'no-video-thumbnail'; id: string }
  | { failure: 'oembed-status'; url: string; status: number }
  | { failure: 'oembed-no-thumbnail'; url: string }
  | { failure: 'audio-status'; id: string; status: number }
  | { failure: 'audio-no-image'; id: string }
  | { failure: 'download-failed'; url: string }
  | { failure: 'not-an-image' }
  /** A catalogue error refused the request (`what`: its text), or the network failed (`cause`: its code). */
  | { failure: 'refused'; what: string }
  | { failure: 'network'; cause: string };

const thumbnailReason = (f: ThumbnailFailure): string => {
  switch (f.failure) {
    case 'no-video-thumbnail':
      return `the video site has no thumbnail for video "${f.id}" in any size`;
    case 'oembed-status':
      return `the oEmbed endpoint answered HTTP ${f.status} for ${f.url}`;
    case 'oembed-no-thumbnail':
      return `the oEmbed answer for ${f.url} has no thumbnail_url`;
    case 'audio-status':
      return `the audio site answered HTTP ${f.status} for episode "${f.id}"`;
    case 'audio-no-image':
      return `the audio site's episode "${f.id}" has no original image`;
    case 'download-failed':
      return `${f.url} could not be downloaded`;
    case 'not-an-image':
      return 'the thumbnail is not an image';
    case 'refused':
      return `the thumbnail could not be fetched: ${f.what}`;
    case 'network':
      return `the thumbnail could not be fetched (${f.cause})`;
  }
};

/** The document and field a content problem names. */
export interface ProblemAt {
  document: string;
  path: string;
}

export interface ContentProblemEntry<P> {
  /** The situation in one sentence, independent of any data: docs/errors.md's table. */
  title: string;
  /** What is wrong with the field, naming the value; the document and field are the problem's own. */
  message: (params: P) => string;
  /** What the editor (or, for a file, the operator) does about it; leave it out when the message says it. */
  fix?: Text<P> | undefined;
  /** Sample data, rendered in docs/errors.md and by the catalogue's unit test. */
  example: NoInfer<P>;
  /** The document and field of the example. */
  exampleAt: ProblemAt;
}

/** A content problem entry; `P` is inferred from `message`'s parameter. */
const problemEntry = <P>(definition: ContentProblemEntry<P>): ContentProblemEntry<P> => definition;

export const contentProblems = {
  FIELD_INVALID: problemEntry({
    title: "A field breaks its type's schema; the message is the schema's own (content/schema, or the type's definition.ts).",
    message: (p: { schemaMessage: string }) => friendlyMessage(p.schemaMessage),
    example: { schemaMessage: 'Invalid input: expected string, received undefined' },
    exampleAt: { document: 'page /es/noticias/foo/', path: 'template.mainSection[2].title' },
  }),
  FIELD_NAME_FORBIDDEN: problemEntry({
    title: 'A document has a field named `__proto__`, `constructor` or `prototype`, which could reach the prototype of an object.',
    message: (p: { key: string }) => `"${p.key}" is not allowed as a field name`,
    fix: 'Remove the field or rename it in the CMS',
    example: { key: '__proto__' },
    exampleAt: { document: 'page /', path: 'template.mainSection[0].extra.__proto__' },
  }),
  STRUCTURED_DATA_URL_UNSAFE: problemEntry({
    title: "An address in a page's structured data uses a scheme or characters the site does not allow.",
    message: (p: { reason: string }) => `An address in structured data ${p.reason}`,
    example: { reason: 'may only use https: http: mailto: tel:' },
    exampleAt: { document: 'page /news/', path: 'structuredData.url' },
  }),
  REDIRECT_UNUSABLE: problemEntry({
    title: "A redirect of the site's settings lacks an end, or its two ends have different dynamic segments.",
    message: (p: { reason: string }) => p.reason,
    example: {
      reason:
        '<Redirect from="/old/:slug/" to="/news/"/> has mismatched dynamic segments, ensure both paths have the exact same dynamic segments.',
    },
    exampleAt: { document: 'site', path: 'redirects[3]' },
  }),
  TEMPLATE_TYPE_MISMATCH: problemEntry({
    title: "A page's template says another template type than the page.",
    message: (p: { templateType: string }) => `Must equal the page's templateType "${p.templateType}"`,
    example: { templateType: 'NewsDetail' },
    exampleAt: { document: 'page /news/foo/', path: 'template.templateType' },
  }),
  TEMPLATE_UNKNOWN: problemEntry({
    title: 'A page has a template this version of the site does not have: it is not published (with --strict, the sync fails).',
    message: (p: { templateType: string; known: string[] }) => `Unknown template "${p.templateType}": the page is not published`,
    fix: (p) =>
      `Add the template (unisite new template ${p.templateType}) or change the page's template in the CMS. Known templates: ${p.known.join(', ')}`,
    example: { templateType: 'AlumniDirectory', known: ['Home', 'NewsDetail'] },
    exampleAt: { document: 'page /alumni/', path: 'templateType' },
  }),
  MODULE_UNKNOWN: problemEntry({
    title: 'A page has a module the library does not have: the page is published without it (with --strict, the sync fails).',
    message: (p: { component: string; scaffold: string }) => `Unknown module "${p.component}": the page is published without it`,
    fix: (p) => `Add it with \`${p.scaffold}\`, or choose one the library has in the CMS (the module gallery lists them)`,
    example: { component: 'Carousel2', scaffold: 'unisite new module Carousel2' },
    exampleAt: { document: 'page /', path: 'template.mainSection[1].component' },
  }),
  MODULE_FIELD_INVALID: problemEntry({
    title: "A field of a module breaks the module's schema: the page is published without the module (with --strict, the sync fails).",
    message: (p: { schemaMessage: string; module: string; strict: boolean }) =>
      p.strict
        ? friendlyMessage(p.schemaMessage)
        : `${friendlyMessage(p.schemaMessage)} (the content of module "${p.module}" fails its schema, so the page is published without it until this field is fixed in the CMS)`,
    example: { schemaMessage: 'Invalid input: expected string, received undefined', module: 'CardCollection', strict: false },
    exampleAt: { document: 'page /', path: 'template.mainSection[1].cards[0].title' },
  }),
  ELEMENT_ID_INVALID: problemEntry({
    title: "A module's id is not one the page can use as an element id (format, or an id the site itself uses).",
    message: (p: { reason: string }) => p.reason,
    example: { reason: '"main-content" is used by the site itself: choose another id' },
    exampleAt: { document: 'page /es/', path: 'template.mainSection[0].id' },
  }),
  ELEMENT_ID_RESERVED: problemEntry({
    title: 'An id inside a template (a person, an entry) is one the site itself uses on the page.',
    message: (p: { id: string }) => `"${p.id}" is used by the site itself`,
    fix: 'Choose another id',
    example: { id: 'mobile-menu' },
    exampleAt: { document: 'page /team/', path: 'template.people[0].id' },
  }),
  PAGE_PATH_DUPLICATE: problemEntry({
    title: 'Two pages of a site have the same path.',
    message: (p: { first: string; second: string }) => `Used by two pages: "${p.first}" and "${p.second}"`,
    fix: 'Give one of them another path',
    example: { first: 'news-2025', second: 'news-2026' },
    exampleAt: { document: 'page /news/', path: 'path' },
  }),
  PAGE_ROUTE_COLLISION: problemEntry({
    title: "Two pages' paths differ but would be written to the same files ('/' and '/index/', '/news' and '/news/', case, %-escapes).",
    message: (p: { otherPath: string; otherId: string; id: string }) =>
      `Same route as page ${p.otherPath} ("${p.otherId}"): "${p.id}" and "${p.otherId}" would overwrite each other`,
    fix: 'Give one of them another path',
    example: { otherPath: '/', otherId: 'home', id: 'other-home' },
    exampleAt: { document: 'page /index/', path: 'path' },
  }),
  PAGE_PATH_RESERVED: problemEntry({
    title: 'A page path begins with a folder the build writes into (assets, page-data, fonts …).',
    message: (p: { folder: string }) => `"/${p.folder}/" is a folder of the built site`,
    fix: 'Choose another path',
    example: { folder: 'assets' },
    exampleAt: { document: 'page /assets/press-kit/', path: 'path' },
  }),
  PAGE_LOCALE_UNKNOWN: problemEntry({
    title: 'A page is in a language the site does not have.',
    message: (p: { locale: string; locales: string[] }) => `"${p.locale}" is not a language of the site (${p.locales.join(', ')})`,
    fix: "Choose one of the site's languages for the page, or add the language to the site",
    example: { locale: 'fr', locales: ['en', 'es'] },
    exampleAt: { document: 'page /fr/news/', path: 'locale' },
  }),
  PAGE_PATH_LANGUAGE: problemEntry({
    title: "A page in a language other than the site's default does not live under its language's prefix.",
    message: (p: { locale: string; prefix: string }) => `A ${p.locale} page must live under ${p.prefix}`,
    fix: "Move the page under that prefix, or change the page's language",
    example: { locale: 'es', prefix: '/es/' },
    exampleAt: { document: 'page /noticias/', path: 'path' },
  }),
  ALTERNATE_UNKNOWN: problemEntry({
    title: 'A page names an alternate (the same page in another language) that is not a page of the site.',
    message: (p: { alternate: string; locale: string }) => `Alternate "${p.alternate}" (${p.locale}) is not a page of the site`,
    fix: 'Link a page of the site, or remove the alternate',
    example: { alternate: '/es/noticas/', locale: 'es' },
    exampleAt: { document: 'page /news/', path: 'pageLanguages[1].path' },
  }),
  LANGUAGE_WITHOUT_HEADER: problemEntry({
    title: 'A language of the site has pages but no header.',
    message: (p: { locale: string }) => `No header for language "${p.locale}", which has pages`,
    fix: (p) => `Add a header for "${p.locale}" to the site`,
    example: { locale: 'es' },
    exampleAt: { document: 'site', path: 'headers' },
  }),
  LANGUAGE_WITHOUT_FOOTER: problemEntry({
    title: 'A language of the site has pages but no footer.',
    message: (p: { locale: string }) => `No footer for language "${p.locale}", which has pages`,
    fix: (p) => `Add a footer for "${p.locale}" to the site`,
    example: { locale: 'es' },
    exampleAt: { document: 'site', path: 'footers' },
  }),
  FOOTER_UNIT_UNKNOWN: problemEntry({
    title: 'A school footer names a unit that is not a brand of the site family: it would show no logo.',
    message: (p: { unit: string; units: string[] }) => `"${p.unit}" is not a unit of the site family`,
    fix: (p) => `Use one of ${p.units.join(', ')}`,
    example: { unit: 'school-of-magic', units: ['business-school', 'law-school'] },
    exampleAt: { document: 'site', path: 'footers[0].options.units[1]' },
  }),
  LISTED_SITE_UNKNOWN: problemEntry({
    title: "A list's data source names a site that is not one of the family: it would list nothing.",
    message: (p: { key: string; known: string[] }) => `"${p.key}" is not a site of the family`,
    fix: (p) => `Name a site by its key, one of ${p.known.map((key) => `'${key}'`).join(', ')}`,
    example: { key: 'law-schol', known: ['business-school', 'law-school', '*'] },
    exampleAt: { document: 'page /', path: 'template.mainSection[0].data.site[1]' },
  }),
  MEDIA_FILE_UNUSABLE: problemEntry({
    title: 'A /media/ file content links is missing from the media library, or cannot be published from it (name, link, size).',
    message: (p: { url: string; problem: MediaFileProblem }) => `"${p.url}" ${mediaFileWhat(p.problem)}`,
    fix: (p) => mediaFileFix(p.problem),
    example: { url: '/media/brochure-2027.pdf', problem: { problem: 'missing', library: 'content/cms/media' } },
    exampleAt: { document: 'page /programs/', path: 'template.mainSection[0].downloads[0].href' },
  }),
  MEDIA_TYPE_UNSUPPORTED: problemEntry({
    title: 'An audio or video file content plays is not of a type the site publishes.',
    message: (p: { url: string; types: string[] }) => `"${p.url}" is not an audio or video file the site publishes`,
    fix: (p) => `Use ${p.types.join(', ')}`,
    example: { url: '/media/interview.avi', types: ['.mp3', '.mp4'] },
    exampleAt: { document: 'page /podcast/', path: 'template.mainSection[0].src' },
  }),
  IMAGE_SOURCE_UNKNOWN: problemEntry({
    title: 'An image is neither a /media/ file nor on the asset service (ASSET_DOMAIN).',
    message: (p: { url: string; assetDomain: string | undefined }) =>
      `"${p.url}" is neither a /media/ file nor on the asset service${p.assetDomain ? ` (${p.assetDomain})` : ' (ASSET_DOMAIN is not set)'}`,
    fix: 'Upload it to the media library and link it as /media/<file>',
    example: { url: 'https://elsewhere.example.org/photo.jpg', assetDomain: 'https://assets.example.org' },
    exampleAt: { document: 'page /news/', path: 'template.image.url' },
  }),
  IMAGE_NOT_AN_IMAGE: problemEntry({
    title: 'A /media/ file content shows as an image is not one the build can read.',
    message: (p: { url: string }) => `"${p.url}" is not an image sharp can read`,
    fix: 'Replace the file with a JPEG, PNG, WebP, AVIF, GIF or SVG',
    example: { url: '/media/campus.jpg' },
    exampleAt: { document: 'page /campus/', path: 'template.image.url' },
  }),
  SVG_UNSAFE: problemEntry({
    title:
      'An SVG of the media library could run something or load something from outside when opened (script, handlers, external references).',
    message: (p: { url: string; finding: string }) => `"${p.url}" is an SVG with ${p.finding}`,
    fix: 'Export it again as a plain drawing, or as PNG',
    example: { url: '/media/logo.svg', finding: 'a <script> element' },
    exampleAt: { document: 'page /', path: 'template.mainSection[0].image.url' },
  }),
  ASSET_MISSING: problemEntry({
    title: 'A document linked on the asset service (ASSET_DOMAIN) is not there (404 or 410).',
    message: (p: { url: string; domain: string; status: number }) =>
      `"${p.url}" is not on the asset service (${p.domain} answered HTTP ${p.status})`,
    fix: 'Upload it there or fix the link',
    example: { url: 'https://assets.example.org/documents/plan-2019.pdf', domain: 'https://assets.example.org', status: 404 },
    exampleAt: { document: 'page /', path: 'template.mainSection[0].link.href' },
  }),
  ASSET_UNAVAILABLE: problemEntry({
    title: 'The asset service (ASSET_DOMAIN) did not answer for a document content links (an HTTP error other than 404).',
    message: (p: { url: string; domain: string; status: number }) =>
      `"${p.url}" could not be found on the asset service (${p.domain} answered HTTP ${p.status})`,
    fix: 'Check that the asset service is up (ASSET_DOMAIN), then sync again',
    example: { url: 'https://assets.example.org/documents/plan-2019.pdf', domain: 'https://assets.example.org', status: 503 },
    exampleAt: { document: 'page /', path: 'template.mainSection[0].link.href' },
  }),
  THUMBNAIL_MISSING: problemEntry({
    title: 'A video or audio reference has no thumbnail (a warning: the page shows none until a later sync finds one).',
    message: (p: { reason: ThumbnailFailure }) =>
      `No thumbnail: ${thumbnailReason(p.reason)}. The page shows none until a later sync finds one.`,
    example: { reason: { failure: 'no-video-thumbnail', id: 'gone' } },
    exampleAt: { document: 'page /videos/', path: 'template.video' },
  }),
  SYNC_QUERY_FAILED: problemEntry({
    title: "The embedded CMS could not answer one of sync's queries for a draft (the check before it stores one).",
    message: (p: { stage: string; message: string }) => `the CMS could not answer sync's ${p.stage} query: ${p.message}`,
    example: { stage: 'pages (es)', message: 'Cannot return null for non-nullable field Page.title.' },
    exampleAt: { document: 'page /es/noticias/', path: 'title' },
  }),
  DRAFT_SITE_UNKNOWN: problemEntry({
    title: 'A draft names a site id no site of the family has.',
    message: (p: { site: number }) => `no site of the family has id ${p.site}`,
    example: { site: 7 },
    exampleAt: { document: 'site', path: 'id' },
  }),
};

export type ContentProblems = typeof contentProblems;
export type ContentProblemCode = keyof ContentProblems;
/** The data a content problem's texts are made from. */
export type ProblemParamsOf<C extends ContentProblemCode> = ProblemParamsByCode[C];
type ProblemParamsByCode = { [C in ContentProblemCode]: ContentProblems[C] extends ContentProblemEntry<infer P> ? P : never };

/**
 * A content problem with its catalogue text: the message, then what to do.
 * `contentProblem('PAGE_PATH_RESERVED', { document: 'page /assets/x/', path: 'path' }, { folder: 'assets' })`.
 */
export function contentProblem<C extends ContentProblemCode>(code: C, at: ProblemAt, params: ProblemParamsOf<C>): ContentProblem {
  const definition = contentProblems[code] as unknown as ContentProblemEntry<ProblemParamsOf<C>>;
  const message = definition.message(params);
  const fix = render(definition.fix, params);
  return { document: at.document, path: at.path, message: fix ? `${message}. ${fix}` : message, code };
}
