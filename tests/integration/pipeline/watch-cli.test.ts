// `unisite build --watch` as an editor runs it: the site is built, a document edited in the
// snapshots is on its page moments later without running anything else, a document broken by
// hand fails a build without ending the watch, and Ctrl+C ends the command cleanly.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generateScaleContent } from '../../../content/cms/scale.ts';
import { syncContent } from '../../helpers/sync-content.ts';
import { seedWorkDir } from '../../setup/family-build.ts';

const root = resolve(import.meta.dirname, '../../..');

describe('unisite build --watch', () => {
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'unisite-watch-cli-'));
    await syncContent(await generateScaleContent({ pagesPerLanguage: 12, seed: 5 }), join(work, 'snapshots'));
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  it('builds, rebuilds a page whose document was edited, and stops on Ctrl+C', async () => {
    // The Vite bundle of the run's shared build (docs/testing.md): this build bundles nothing.
    await seedWorkDir(join(work, 'work'));
    const child = spawn(process.execPath, [join(root, 'bin/unisite.js'), 'build', '--watch'], {
      cwd: root,
      env: {
        ...process.env,
        CI: '1',
        UNISITE_SNAPSHOTS_DIR: join(work, 'snapshots'),
        UNISITE_DIST_DIR: join(work, 'dist'),
        UNISITE_WORK_DIR: join(work, 'work'),
        UNISITE_IMAGE_CACHE: join(work, 'image-cache'),
      },
    });
    let output = '';
    // Without the colours of its marks.
    // eslint-disable-next-line no-control-regex
    const plain = (chunk: Buffer) => chunk.toString().replace(/\x1b\[[0-9;]*m/g, '');
    child.stdout.on('data', (chunk: Buffer) => (output += plain(chunk)));
    child.stderr.on('data', (chunk: Buffer) => (output += plain(chunk)));
    const exited = new Promise<number | null>((done) => child.on('close', (code) => done(code)));
    try {
      const watching = () => output.match(/watching .* for changes \(Ctrl\+C to stop\)/g)?.length ?? 0;
      await vi.waitFor(() => expect(watching(), output).toBe(1), { timeout: 120_000, interval: 100 });
      expect(output).toMatch(/✓ built \d+ pages/);

      // An editor's change to a news item, written into the snapshots.
      const file = join(work, 'snapshots', 'pages/news/item-1.json');
      const page = JSON.parse(await readFile(file, 'utf8')) as { path: string; template: { summary: string } };
      page.template.summary = 'Summary edited while the watch runs.';
      await writeFile(file, JSON.stringify(page));
      await vi.waitFor(() => expect(watching(), output).toBe(2), { timeout: 60_000, interval: 50 });
      // Only what shows it was rendered again.
      expect(output).toMatch(/✓ built \d+ pages in 2 languages \(en, es\) \(\d+ resolved, \d+ rendered, \d+ unchanged/);
      const html = await readFile(join(work, 'dist', page.path, 'index.html'), 'utf8');
      expect(html).toContain('Summary edited while the watch runs.');

      // Another item: the build looks up only the file written since (the watch says which), and
      // both edits are on their pages.
      const other = join(work, 'snapshots', 'pages/news/item-2.json');
      const second = JSON.parse(await readFile(other, 'utf8')) as typeof page;
      second.template.summary = 'A second summary edited while the watch runs.';
      await writeFile(other, JSON.stringify(second));
      await vi.waitFor(() => expect(watching(), output).toBe(3), { timeout: 60_000, interval: 50 });
      expect(await readFile(join(work, 'dist', second.path, 'index.html'), 'utf8')).toContain(
        'A second summary edited while the watch runs.',
      );
      expect(await readFile(join(work, 'dist', page.path, 'index.html'), 'utf8')).toContain('Summary edited while the watch runs.');

      // A document the build cannot read (a bad export, a hand edit): the build fails, says why,
      // and the command goes on watching; the document put right, it builds again.
      const broken = join(work, 'snapshots', 'pages/news/item-3.json');
      const good = await readFile(broken, 'utf8');
      await writeFile(broken, '{"path": ');
      await vi.waitFor(() => expect(watching(), output).toBe(4), { timeout: 60_000, interval: 50 });
      expect(output).toMatch(
        /\[SNAPSHOT_UNREADABLE\] Snapshot document \S*item-3\.json is not JSON[\s\S]*next change to the snapshots builds again/,
      );
      expect(child.exitCode).toBeNull();
      const builtBefore = output.match(/✓ built \d+ pages/g)?.length ?? 0;
      await writeFile(broken, good);
      await vi.waitFor(() => expect(watching(), output).toBe(5), { timeout: 60_000, interval: 50 });
      expect(output.match(/✓ built \d+ pages/g)?.length).toBe(builtBefore + 1);

      child.kill('SIGINT');
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
    }
  }, 240_000);
});
