// Inputs that used to crash or leak instead of failing with a coded error: a CMS token or a
// --cms-header value HTTP cannot carry (the error must never show it), a page path too long to
// be a file name, and a disk that is full.
import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../../pipeline/config.ts';
import { cmsAuthHeaders } from '../../../../pipeline/sync/cms-request.ts';
import { diskFullError } from '../../../../pipeline/write/disk-full.ts';
import { SitePathSchema, SlugSchema } from '../../../../content/schema/common.ts';
import { validateContent } from '../../../../pipeline/sync/validate.ts';
import { DEFAULT_DOCUMENTS_DIR, loadDocuments } from '../../../helpers/documents.ts';
import { runCli } from '../../../helpers/cli.ts';
import { startHostileServer } from '../../../helpers/hostile-server.ts';
import { thrown } from '../../../helpers/user-error.ts';

const SECRET = 'Sekr3tPart';

describe('a CMS token or header HTTP cannot carry', () => {
  it.each([
    ['a line break', `${SECRET}\nX-Injected: 1`],
    ['a control character', `${SECRET}\u0007`],
    ['a character outside printable ASCII', `${SECRET}\u20ac`],
    ['a character outside printable ASCII', `${SECRET}é`],
    ['a space', `${SECRET} more`],
  ])('CMS_TOKEN with %s is a config error that never shows the token', (kind, token) => {
    const error = thrown(() => readConfig({ CMS_TOKEN: token }));
    expect(error.code).toBe('CONFIG_INVALID');
    expect(error.what).toContain('CMS_TOKEN');
    expect(error.what).toContain(kind);
    expect(error.message).not.toContain(SECRET);
  });

  it('accepts an ordinary token', () => {
    expect(readConfig({ CMS_TOKEN: 'eyJhbGciOi.J9-_~+/abc==' }).cmsToken).toBe('eyJhbGciOi.J9-_~+/abc==');
  });

  it.each([
    [`X-Api-Key: ${SECRET}\r\nX-Injected: 1`, 'a line break'],
    [`X-Api-Key: ${SECRET}\u0000`, 'a control character'],
    [`X-Api-Key: ${SECRET}\u4e2d`, 'outside printable ASCII'],
    [`X Api: ${SECRET}`, 'characters a header name cannot have'],
    [`Host: ${SECRET}.example`, '"host" is set by the request itself'],
  ])('--cms-header %j is a usage error that never shows the value', (header, says) => {
    const error = thrown(() => cmsAuthHeaders(undefined, header));
    expect(error.code).toBe('CLI_USAGE');
    expect(error.what).toContain(says);
    expect(error.message).not.toContain(SECRET);
  });

  it('stops `unisite sync` before any request, printing neither the token nor a stack', async () => {
    const cms = await startHostileServer();
    try {
      const result = await runCli(['sync'], { CMS_URL: `${cms.origin}/graphql`, CMS_TOKEN: `${SECRET}\n` });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('[CONFIG_INVALID] CMS_TOKEN holds a line break');
      expect(result.stderr + result.stdout).not.toContain(SECRET);
      expect(result.stderr).not.toMatch(/\n\s+at /);
      expect(cms.requests).toEqual([]);
    } finally {
      await cms.close();
    }
  });
});

describe('a page path too long to be a file name', () => {
  it('is refused by the schemas', () => {
    expect(SlugSchema.safeParse('a'.repeat(10_000)).success).toBe(false);
    expect(SitePathSchema.safeParse(`/${'a'.repeat(10_000)}/`).success).toBe(false);
    expect(SitePathSchema.safeParse(`/${'a'.repeat(200)}/`).success).toBe(true);
    expect(SitePathSchema.safeParse(`/${'ab/'.repeat(400)}`).success).toBe(false);
  });

  it('is a content problem naming document and field at validation, not ENAMETOOLONG at write', async () => {
    const content = await loadDocuments(DEFAULT_DOCUMENTS_DIR);
    const page = content.pages.find((candidate) => (candidate as { path: string }).path === '/') as { path: string };
    const long = `/${'a'.repeat(10_000)}/`;
    page.path = long;
    const { problems } = validateContent(content);
    expect(problems).toContainEqual(
      expect.objectContaining({ document: `page ${long}`, path: 'path', message: expect.stringMatching(/^Too long/) }),
    );
  });
});

describe('a full disk', () => {
  it('is DISK_FULL with what to do, from the real ENOSPC of /dev/full', async () => {
    const error: unknown = await writeFile('/dev/full', 'x').catch((caught: unknown) => caught);
    expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
    const full = diskFullError(new Error('writing the snapshots failed', { cause: error }));
    expect(full?.code).toBe('DISK_FULL');
    expect(full?.what).toBe('The disk is full.');
    expect(full?.fix).toContain('Free space');
    const named = Object.assign(new Error('open'), { code: 'ENOSPC', path: '/srv/site/dist.tmp/index.html' });
    expect(diskFullError(named)?.what).toBe('The disk is full while writing in /srv/site/dist.tmp.');
    expect(diskFullError(Object.assign(new Error('quota'), { code: 'EDQUOT' }))?.what).toContain('quota');
    expect(diskFullError(Object.assign(new Error('gone'), { code: 'ENOENT' }))).toBeNull();
  });
});
