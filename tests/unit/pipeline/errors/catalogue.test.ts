// The error catalogue: every entry renders its texts from its example data, codes are unique and
// stable in shape, and the CLI line a user reads has the form the tests and docs rely on.
import { describe, expect, it } from 'vitest';
import {
  AREAS,
  catalogue,
  contentProblem,
  contentProblems,
  renderEntry,
  type CatalogueEntry,
  type ContentProblemCode,
  type ContentProblemEntry,
  type ErrorCode,
} from '../../../../pipeline/errors/catalogue.ts';
import { BUG_PREFIX, ContentError, assert, bug, isUserError, userError, warning } from '../../../../pipeline/errors/index.ts';

const codes = Object.keys(catalogue) as ErrorCode[];
const entryOf = (code: ErrorCode) => catalogue[code] as CatalogueEntry<unknown>;

describe('the error catalogue', () => {
  it('has codes in UPPER_SNAKE_CASE, each once (an object key cannot repeat; the docs anchors must not either)', () => {
    for (const code of codes) expect(code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/);
    expect(new Set(codes.map((code) => code.toLowerCase())).size).toBe(codes.length);
  });

  it.each(codes)('%s renders a title, a message and (for an error) a fix from its example', (code) => {
    const definition = entryOf(code);
    expect(AREAS).toContain(definition.area);
    expect(definition.title).toMatch(/^\S.*[.)]$/s);
    const texts = renderEntry(code, definition.example as never);
    expect(texts.message.trim()).not.toBe('');
    expect(texts.message).not.toMatch(/undefined|\[object Object\]|NaN/);
    if (definition.severity === 'error') expect(texts.fix?.trim()).toBeTruthy();
    for (const text of [texts.why, texts.fix]) {
      if (text !== undefined) expect(text).not.toMatch(/undefined|\[object Object\]|NaN/);
    }
  });

  it('gives every variant of a multi-situation entry its own text', () => {
    const usage = [
      userError('CLI_USAGE', { problem: 'watch-with-shard' }),
      userError('CLI_USAGE', { problem: 'require-token-without-token' }),
      userError('CLI_USAGE', { problem: 'cms-header-shape' }),
      userError('CLI_USAGE', { problem: 'cms-header-name', name: 'host', reserved: true }),
      userError('CLI_USAGE', { problem: 'cms-header-character', character: 'a line break', position: 3 }),
      userError('CLI_USAGE', { problem: 'scale-too-small', pages: 2, min: 5 }),
    ];
    expect(new Set(usage.map((error) => error.what)).size).toBe(usage.length);
    const config = [
      userError('CONFIG_INVALID', { problem: 'share', name: 'UNISITE_SYNC_MAX_REMOVAL', value: '2', example: 0.2 }),
      userError('CONFIG_INVALID', { problem: 'count', name: 'UNISITE_SYNC_MAX_ANSWER_BYTES', value: 'x', unit: 'bytes', example: 1 }),
      userError('CONFIG_INVALID', { problem: 'epoch-seconds', name: 'SOURCE_DATE_EPOCH', value: 'now' }),
      userError('CONFIG_INVALID', { problem: 'address', name: 'FORMS_URL', value: 'forms' }),
      userError('CONFIG_INVALID', { problem: 'header-character', name: 'CMS_TOKEN', character: 'a space', position: 7 }),
    ];
    for (const error of config) expect(error.what).toContain(error.params.name);
    expect(config[4]?.what).toBe('CMS_TOKEN holds a space at position 7 (the value is not shown).');
    const search = [
      userError('SEARCH_INDEX_FAILED', { problem: 'not-installed', package: 'pagefind' }),
      userError('SEARCH_INDEX_FAILED', { problem: 'cannot-start', binary: 'bin/pagefind_extended', reason: 'spawn EACCES' }),
      userError('SEARCH_INDEX_FAILED', { problem: 'stopped', stop: { exitCode: 101 }, output: 'panicked' }),
      userError('SEARCH_INDEX_FAILED', { problem: 'stopped', stop: { signal: 'SIGKILL' }, output: '' }),
      userError('SEARCH_INDEX_FAILED', { problem: 'refused', request: 'AddFile', message: 'no html' }),
      userError('SEARCH_INDEX_FAILED', { problem: 'unreadable', detail: 'Unexpected token' }),
    ];
    expect(new Set(search.map((error) => error.what)).size).toBe(search.length);
    // A process ended by SIGKILL was most likely the out-of-memory killer's: memory, not the code, is what to change.
    const bundleKilled = userError('BUNDLE_PROCESS_STOPPED', { stop: { signal: 'SIGKILL' } });
    const bundleCrashed = userError('BUNDLE_PROCESS_STOPPED', { stop: { exitCode: 1 } });
    expect(bundleKilled.what).toBe('The Vite process that bundles the code stopped by the signal SIGKILL before it finished.');
    expect(bundleKilled.fix).toContain('more memory');
    expect(bundleCrashed.fix).toContain("Vite's output above");
    expect(search[3]?.fix).toBe(bundleKilled.fix);
  });
});

describe('the CLI line of a user error', () => {
  it('is the code and what happened, then why and fix, without a stack', () => {
    const error = userError('PORT_IN_USE', { port: 4173, host: '127.0.0.1' });
    expect(isUserError(error)).toBe(true);
    expect(error.format()).toBe(
      [
        '✗ [PORT_IN_USE] Port 4173 on 127.0.0.1 is in use.',
        '  why: Another program (perhaps another `unisite serve`) is listening on it.',
        '  fix: Stop the other server, or pass another port: --port 4174.',
      ].join('\n'),
    );
    expect(error.message).toBe(`${error.what} ${error.why} ${error.fix}`);
    expect(error.format()).not.toMatch(/\n\s+at /);
  });

  it('leaves out the why line of an entry without one', () => {
    const error = userError('ROUTE_NOT_FOUND', { route: '/nwes/', suggestions: ['/news/'] });
    expect(error.format()).toBe(
      '✗ [ROUTE_NOT_FOUND] No page at /nwes/ in content/snapshots. Did you mean: /news/?\n  fix: `unisite inspect --list` lists every route.',
    );
  });

  it('lists every content problem, naming document and field', () => {
    const problems = [
      { document: 'page /a/', path: 'title', message: 'Required' },
      { document: 'page /b/', path: 'modules[2].title', message: 'Required' },
    ];
    const error = new ContentError({ problems, found: 'images' });
    expect(error.code).toBe('CONTENT_INVALID');
    expect(error.problems).toBe(problems);
    expect(error.format()).toMatch(
      /^✗ \[CONTENT_INVALID\] 2 content problems in 2 document\(s\):\n.*page \/b\/ → modules\[2\]\.title: Required/s,
    );
    expect(error.fix).toMatch(/^Nothing was built\./);
  });

  it('prints a warning as its code and message', () => {
    expect(warning('THEME_UNKNOWN', { where: 'page /x/', theme: 'purple', fallback: 'default', known: ['default'] })).toBe(
      '[THEME_UNKNOWN] page /x/: theme "purple" does not exist; using "default". Known themes: default',
    );
  });
});

describe('bugs', () => {
  it('say they are a bug in unisite, with the detail, and are not user errors', () => {
    expect(() => assert(false, 'the manifest has no entry')).toThrow(`${BUG_PREFIX}: the manifest has no entry`);
    expect(() => assert(true, 'never')).not.toThrow();
    const error = bug('impossible');
    expect(isUserError(error)).toBe(false);
    expect(error.stack).toContain('impossible');
  });
});

describe('the content problems of the catalogue', () => {
  const problemCodes = Object.keys(contentProblems) as ContentProblemCode[];

  it('have codes of the same shape, none also an error code (docs/errors.md anchors both)', () => {
    for (const code of problemCodes) expect(code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/);
    expect(problemCodes.filter((code) => code in catalogue)).toEqual([]);
  });

  it.each(problemCodes)('%s renders its example as a problem naming the document, the field and its code', (code) => {
    const definition = contentProblems[code] as ContentProblemEntry<unknown>;
    expect(definition.title).toMatch(/^\S.*[.)]$/s);
    const problem = contentProblem(code, definition.exampleAt, definition.example as never);
    expect(problem).toMatchObject({ ...definition.exampleAt, code });
    expect(problem.message.trim()).not.toBe('');
    expect(problem.message).not.toMatch(/undefined|\[object Object\]|NaN|\.\. /);
  });

  it('puts the fix after the message, and gives every media-file problem its own text and fix', () => {
    const at = { document: 'page /news/', path: 'template.image.url' };
    expect(contentProblem('PAGE_PATH_RESERVED', { document: 'page /assets/x/', path: 'path' }, { folder: 'assets' })).toEqual({
      document: 'page /assets/x/',
      path: 'path',
      message: '"/assets/" is a folder of the built site. Choose another path',
      code: 'PAGE_PATH_RESERVED',
    });
    const media = (
      [
        { problem: 'malformed-escape' },
        { problem: 'not-a-name' },
        { problem: 'outside' },
        { problem: 'link' },
        { problem: 'not-a-file' },
        { problem: 'too-large', maxBytes: 50 * 1024 * 1024 },
        { problem: 'missing', library: 'content/cms/media' },
      ] as const
    ).map((problem) => contentProblem('MEDIA_FILE_UNUSABLE', at, { url: '/media/a.jpg', problem }).message);
    expect(new Set(media).size).toBe(media.length);
    for (const message of media) expect(message).toMatch(/^"\/media\/a\.jpg" .+\. [A-Z]/);
    expect(media[5]).toBe('"/media/a.jpg" is larger than 50 MB. Upload a smaller file');
  });
});
