// docs/examples/nginx.conf as written, served by real nginx over a small built site: the site's
// own 404 page with status 404, `_redirects` and `_headers` not published, a year of caching for
// content-named files and revalidation for pages, the security headers everywhere.
import { spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NGINX } from '../../../helpers/nginx.ts';

const root = resolve(import.meta.dirname, '../../../..');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

describe.skipIf(!NGINX)('the nginx recipe (docs/examples/nginx.conf)', () => {
  let dir: string;
  let port: number;
  let stop: () => Promise<void>;
  const get = (path: string) => fetch(`http://127.0.0.1:${port}${path}`, { redirect: 'manual' });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'unisite-nginx-recipe-'));
    // nginx's workers may run as another user (nobody, when started as root): the site must be readable.
    await chmod(dir, 0o755);
    const site = join(dir, 'site');
    const host = join(dir, 'site-host');
    await mkdir(join(site, 'assets'), { recursive: true });
    await mkdir(join(site, 'about'), { recursive: true });
    await mkdir(host, { recursive: true });
    await writeFile(join(site, 'index.html'), '<!doctype html><title>Home</title>');
    await writeFile(join(site, 'about', 'index.html'), '<!doctype html><title>About</title>');
    await writeFile(join(site, '404.html'), '<!doctype html><title>Our own not-found page</title>');
    await writeFile(join(site, 'assets', 'app-3f2a1b.js'), 'console.log(1)');
    await writeFile(join(site, '_redirects'), '/old /about/ 301\n');
    await writeFile(join(site, '_headers'), '/*\n  X-Frame-Options: DENY\n');
    await writeFile(join(host, 'redirects.nginx.conf'), 'rewrite ^/old/?$ /about/ permanent;\n');
    await writeFile(join(host, 'security-headers.conf'), 'add_header X-Content-Type-Options "nosniff" always;\n');
    await writeFile(join(host, 'not-found.nginx.conf'), '');
    port = await freePort();
    const recipe = (await readFile(join(root, 'docs/examples/nginx.conf'), 'utf8'))
      .replaceAll('/srv/www/site-host/', `${host}/`)
      .replaceAll('root /srv/www/site;', `root ${site};`)
      .replace('listen 80;', `listen 127.0.0.1:${port};`);
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `${name}_temp_path ${join(dir, name)};`).join('\n  ');
    await writeFile(
      join(dir, 'nginx.conf'),
      `daemon off;\npid ${join(dir, 'nginx.pid')};\nerror_log ${join(dir, 'error.log')};\nevents {}\nhttp {\n  access_log off;\n  ${temp}\n  types { text/html html; application/javascript js; }\n${recipe}\n}\n`,
    );
    const child = spawn(NGINX as string, ['-e', join(dir, 'error.log'), '-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'ignore' });
    const exited = new Promise((done) => child.on('exit', done));
    stop = async () => {
      child.kill('SIGQUIT');
      await exited;
    };
    // Ready when it answers (nginx says nothing on stdout when it listens).
    for (let attempt = 0; ; attempt += 1) {
      try {
        await get('/');
        break;
      } catch (error) {
        if (attempt > 100) throw error;
        await new Promise((done) => setImmediate(done));
      }
    }
  });
  afterAll(async () => {
    await stop?.();
    await rm(dir, { recursive: true, force: true });
  });

  it("answers a missing page with the site's own 404 page and status 404", async () => {
    const answer = await get('/no/such/page/');
    expect(answer.status).toBe(404);
    expect(await answer.text()).toContain('Our own not-found page');
  });

  it('does not publish _redirects and _headers', async () => {
    for (const file of ['/_redirects', '/_headers']) {
      const answer = await get(file);
      expect(answer.status, file).toBe(404);
      expect(await answer.text()).toContain('Our own not-found page');
    }
  });

  it('caches content-named assets for a year and revalidates pages, with the security headers on both', async () => {
    const asset = await get('/assets/app-3f2a1b.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    const page = await get('/about/');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("follows the CMS's redirects", async () => {
    const answer = await get('/old');
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toMatch(/\/about\/$/);
  });
});
