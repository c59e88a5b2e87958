// `unisite serve` and the folder it serves: dist/ is a link a build switches (docs/crash-safety.md),
// so every request is answered from one version, old bytes or new, while builds switch and remove
// versions under it; and a link placed inside dist/ never serves a file from outside the version.
import { execFileSync } from 'node:child_process';
import { link, mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serve, type RunningServer } from '../../../../pipeline/serve/index.ts';
import { stageDir } from '../../../../pipeline/write/atomic-dir.ts';

/** A tiny built site: a home page, a page, a script large enough to be streamed in several reads, a not-found page. */
function site(name: string): Record<string, string> {
  // Many pages: removing a version then takes the disk a while, as a real one does.
  const pages = Object.fromEntries(Array.from({ length: 120 }, (_, page) => [`p/${page}/index.html`, `<p>page ${page} of ${name}</p>`]));
  return {
    ...pages,
    'app-data.json': JSON.stringify({ trailingSlash: true }),
    'index.html': `<p>home of ${name}</p>`,
    'about/index.html': `<p>about ${name}</p>`,
    'assets/app-0123456789.js': `/* ${name} */ ${'x'.repeat(128 * 1024)}`,
    '404.html': `<p>not found in ${name}</p>`,
  };
}

/** Publishes `files` as the new version of `dist` with the switch a build uses. */
async function publish(dist: string, files: Record<string, string>, removePrevious: 'wait' | 'background' | 'keep'): Promise<void> {
  const staged = await stageDir(dist);
  await Promise.all(
    Object.entries(files).map(async ([file, text]) => {
      await mkdir(join(staged.path, file, '..'), { recursive: true });
      await writeFile(join(staged.path, file), text);
    }),
  );
  await staged.commit({ removePrevious });
}

describe('unisite serve while builds switch dist/', () => {
  let work: string;
  let dist: string;
  let server: RunningServer;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'unisite-serve-switch-'));
    dist = join(work, 'dist');
    await publish(dist, site('A'), 'wait');
    server = await serve({ dir: dist, port: 0 });
  });
  afterAll(async () => {
    await server?.close();
    await rm(work, { recursive: true, force: true });
  });

  it('answers every request with one version’s bytes while versions are switched and removed', async () => {
    const versions = { A: site('A'), B: site('B') };
    const requests: Array<[string, string, number]> = [
      ...[7, 60, 119].map((page): [string, string, number] => [`/p/${page}/`, `p/${page}/index.html`, 200]),
      ['/', 'index.html', 200],
      ['/about/', 'about/index.html', 200],
      ['/assets/app-0123456789.js', 'assets/app-0123456789.js', 200],
      ['/missing/', '404.html', 404],
    ];
    let switching = true;
    const answers: string[] = [];
    const client = async (offset: number) => {
      for (let at = offset; switching; at += 1) {
        const [path, file, status] = requests[at % requests.length] as [string, string, number];
        // Half the requests take gzip: compressed answers are streamed through another pipe.
        const response = await fetch(`${server.url}${path}`, { headers: { 'accept-encoding': at % 2 ? 'gzip' : 'identity' } });
        const body = await response.text();
        expect(response.status, `${path}: ${body.slice(0, 80)}`).toBe(status);
        expect([versions.A[file], versions.B[file]], path).toContain(body);
        answers.push(path);
      }
    };
    const clients = Promise.all([0, 1, 2, 3].map(client));
    try {
      // Each switch removes the version it replaced at once ('wait'), renames it to the trash
      // for a background removal, or keeps it as the spare: every way a version leaves.
      const modes = ['wait', 'background', 'keep'] as const;
      for (let round = 0; round < 12; round += 1) {
        await publish(dist, round % 2 ? versions.A : versions.B, modes[round % modes.length] as (typeof modes)[number]);
      }
    } finally {
      switching = false;
    }
    await clients;
    expect(answers.length).toBeGreaterThan(0);
  }, 60_000);
});

describe('unisite serve and links inside dist/', () => {
  let work: string;
  let dist: string;
  let version: string;
  let server: RunningServer;
  const get = async (path: string) => {
    const response = await fetch(`${server.url}${path}`);
    return { status: response.status, body: await response.text() };
  };

  beforeEach(async () => {
    work = await mkdtemp(join(tmpdir(), 'unisite-serve-links-'));
    dist = join(work, 'dist');
    await publish(dist, site('A'), 'wait');
    version = await realpath(dist);
    // Outside the version: a secret beside dist/, a folder of the work folder, a bundle's file.
    await writeFile(join(work, 'secret.txt'), 'the secret');
    await mkdir(join(work, 'outside'));
    await writeFile(join(work, 'outside', 'index.html'), 'outside page');
    await mkdir(join(work, 'bundle', 'client', 'assets'), { recursive: true });
    await writeFile(join(work, 'bundle', 'client', 'assets', 'client-abcdef1234.js'), 'the client');
    server = await serve({ dir: dist, port: 0 });
  });
  afterEach(async () => {
    await server?.close();
    await rm(work, { recursive: true, force: true });
  });

  it('answers 404 for a link to a file outside the version, absolute or relative', async () => {
    await symlink(join(work, 'secret.txt'), join(version, 'secret.txt'));
    await symlink('../secret.txt', join(version, 'relative-secret.txt'));
    await symlink('/etc/passwd', join(version, 'passwd.txt'));
    for (const path of ['/secret.txt', '/relative-secret.txt', '/passwd.txt']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body).not.toMatch(/the secret|root:/);
    }
  });

  it('answers 404 for a page under a linked folder outside the version, and for a linked 404.html', async () => {
    await symlink(join(work, 'outside'), join(version, 'escape'));
    expect(await get('/escape/')).toMatchObject({ status: 404, body: '<p>not found in A</p>' });
    await rm(join(version, '404.html'));
    await symlink(join(work, 'secret.txt'), join(version, '404.html'));
    expect(await get('/nothing/')).toEqual({ status: 404, body: '' });
  });

  it('serves links that stay inside the version, and hard links to the kept bundle’s files', async () => {
    await symlink('about/index.html', join(version, 'same.html'));
    await mkdir(join(version, 'assets'), { recursive: true });
    // How a build places the client's files: hard links to the kept bundle's (docs/crash-safety.md).
    await link(join(work, 'bundle', 'client', 'assets', 'client-abcdef1234.js'), join(version, 'assets', 'client-abcdef1234.js'));
    expect(await get('/same.html')).toEqual({ status: 200, body: '<p>about A</p>' });
    expect(await get('/assets/client-abcdef1234.js')).toEqual({ status: 200, body: 'the client' });
  });

  it('answers 404 for a FIFO or a folder named like a file, without waiting', async () => {
    await mkdir(join(version, 'folder.html'));
    execFileSync('mkfifo', [join(version, 'pipe.html')]);
    expect((await get('/folder.html')).status).toBe(404);
    expect((await get('/pipe.html')).status).toBe(404);
  });
});
