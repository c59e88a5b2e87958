// Image links resolve inside the media library only: no absolute paths, no '..' (encoded or
// not), no backslashes, no symbolic links, no devices, a size cap, and the same answer whether
// or not something exists outside the library.
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildImages } from '../../../../pipeline/images/index.ts';
import { readMediaFile } from '../../../../pipeline/media/media-file.ts';
import { silentReporter } from '../../../../pipeline/reporter.ts';
import { ContentError } from '../../../../pipeline/errors/index.ts';
import { formatProblems } from '../../../../content/schema/problems.ts';
import type { PageView } from '../../../../site/lib/page-view.ts';

const view = (url: string): PageView =>
  ({
    page: { path: '/news/a/', template: { templateType: 'NewsDetail', image: { url, width: 900, height: 600, alt: 'A' } } },
    modules: [],
  }) as unknown as PageView;

describe('media references stay inside the media library', () => {
  let work: string;
  let mediaDir: string;
  let outside: string;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'unisite-media-'));
    mediaDir = join(work, 'media');
    await mkdir(join(mediaDir, 'sub'), { recursive: true });
    outside = join(work, 'secret.jpg');
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    await writeFile(outside, jpeg);
    await writeFile(join(mediaDir, 'sub', 'ok.jpg'), jpeg);
    await symlink(outside, join(mediaDir, 'linked.jpg'));
    await symlink(work, join(mediaDir, 'up'));
    await writeFile(
      join(mediaDir, 'evil.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>parent.hacked=1</script></svg>',
    );
    await writeFile(join(mediaDir, 'handler.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"/>');
    await writeFile(
      join(mediaDir, 'plain.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#000"/></svg>',
    );
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  const problemOf = async (url: string): Promise<string> => {
    const error = await buildImages({
      views: [view(url)],
      mediaDirs: [mediaDir],
      cacheDir: join(work, 'cache'),
      reporter: silentReporter,
    }).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error, url).toBeInstanceOf(ContentError);
    return formatProblems((error as ContentError).problems);
  };

  it('refuses absolute, traversing, backslashed and NUL names, whether or not the outside file exists', async () => {
    const hostile = [
      `/media/${outside}`,
      `/media/${encodeURIComponent(outside)}`,
      '/media//etc/passwd',
      '/media//dev/zero',
      '/media/../secret.jpg',
      '/media/..%2fsecret.jpg',
      '/media/%2e%2e/secret.jpg',
      '/media/sub/..%2f..%2fsecret.jpg',
      '/media/sub%5c..%5c..%5csecret.jpg',
      '/media/ok.jpg%00.png',
      '/media/%E0%A4%A',
    ];
    for (const url of hostile) {
      const message = await problemOf(url);
      expect(message, url).toMatch(/points outside the media library|is not a file name of the media library|malformed %-escape/);
      expect(message).not.toContain('sharp');
    }
    // Existing and missing outside files get the same answer: nothing tells which exists.
    const a = (await problemOf('/media//etc/passwd')).replace('/etc/passwd', 'X');
    const b = (await problemOf('/media//etc/no-such-file-here')).replace('/etc/no-such-file-here', 'X');
    expect(a).toBe(b);
  });

  it('refuses symbolic links inside the library, even to a readable image', async () => {
    expect(await problemOf('/media/linked.jpg')).toContain('is a link in the media library');
    expect(await problemOf('/media/up/secret.jpg')).toContain('is a link in the media library');
  });

  it('caps the size of a source', async () => {
    expect(await readMediaFile('sub/ok.jpg', [mediaDir], 100)).toEqual({ problem: { problem: 'too-large', maxBytes: 100 } });
    expect(await readMediaFile('sub/ok.jpg', [mediaDir])).toMatchObject({ file: join(mediaDir, 'sub', 'ok.jpg') });
  });

  it('refuses SVGs that could run script when opened, publishes plain ones', async () => {
    expect(await problemOf('/media/evil.svg')).toContain('<script>');
    expect(await problemOf('/media/handler.svg')).toContain('event-handler');
    const built = await buildImages({
      views: [view('/media/plain.svg')],
      mediaDirs: [mediaDir],
      cacheDir: join(work, 'cache'),
      reporter: silentReporter,
    });
    expect(built.assets['/media/plain.svg']?.original).toMatch(/^\/_img\/plain-\w+\.svg$/);
  });
});
