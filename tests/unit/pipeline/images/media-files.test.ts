import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageFiles, type PageFiles } from '../../../../pipeline/images/collect.ts';
import { planMediaFiles } from '../../../../pipeline/images/media-files.ts';
import { ContentError } from '../../../../pipeline/errors/index.ts';
import type { PageView } from '../../../../site/lib/page-view.ts';

/** The files of a page view with just what the media step reads: its path and template. */
function view(path: string, mainSection: unknown[]): PageFiles {
  return collectPageFiles({ page: { path, template: { templateType: 'Landing', mainSection } }, modules: [] } as unknown as PageView);
}

const episode = (audio: string) => ({ component: 'PodcastPlayer', title: 'Episode', audio });

describe('media files: the audio and video pages play', () => {
  let library: string;
  let out: string;
  beforeAll(async () => {
    library = await mkdtemp(join(tmpdir(), 'unisite-media-'));
    out = await mkdtemp(join(tmpdir(), 'unisite-media-out-'));
    await writeFile(join(library, 'episode.wav'), Buffer.from('RIFF-demo'));
  });
  afterAll(async () => {
    await rm(library, { recursive: true, force: true });
    await rm(out, { recursive: true, force: true });
  });

  it('publishes a played /media/ file at the same address, and leaves other hosts alone', async () => {
    const media = await planMediaFiles(
      [view('/a/', [episode('/media/episode.wav')]), view('/b/', [episode('https://podcasts.example.org/x.mp3')])],
      [library],
    );
    expect([...media.files.keys()]).toEqual(['/media/episode.wav']);
    await media.writeTo(out);
    expect(await readFile(join(out, 'media/episode.wav'), 'utf8')).toBe('RIFF-demo');
  });

  it('names the page and the field of a missing file or a type the site does not publish', async () => {
    const error = await planMediaFiles(
      [view('/a/', [episode('/media/missing.mp3')]), view('/b/', [episode('/media/episode.exe')])],
      [library],
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContentError);
    const problems = (error as ContentError).problems.map(({ document, path }) => `${document} ${path}`);
    expect(problems).toEqual(['page /a/ template.mainSection[0].audio', 'page /b/ template.mainSection[0].audio']);
  });

  it('publishes a linked PDF wherever the page links it, and warns (naming page and field) when the library lacks one', async () => {
    await writeFile(join(library, 'cv.pdf'), Buffer.from('%PDF-demo'));
    const warnings: string[] = [];
    const card = { title: 'Dr Arroyo', cv: '/media/cv.pdf', brochure: '/media/brochure.pdf' };
    const media = await planMediaFiles([view('/a/', [{ component: 'Downloads', items: [card] }])], [library], {
      warn: (message) => warnings.push(message),
    });
    expect([...media.files.keys()]).toEqual(['/media/cv.pdf']);
    await media.writeTo(out);
    expect(await readFile(join(out, 'media/cv.pdf'), 'utf8')).toBe('%PDF-demo');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('page /a/ → template.mainSection[0].items[0].brochure');
    expect(warnings[0]).toContain('"/media/brochure.pdf" is not in the media library');
  });
});
