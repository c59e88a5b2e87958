// docs/examples/nginx.conf as written, served by real nginx over a small family composed by the
// pipeline, with the includes it writes: each site's and language's own 404 page with status 404,
// `_redirects` and `_headers` not published, a year of caching for content-named files and
// revalidation for pages, the security headers on every page of every site.
import { spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxInclude } from '../../../../pipeline/artefacts/security-headers.ts';
import { composeFamily, type BuiltSite } from '../../../../pipeline/site-build/family/index.ts';
import { NGINX } from '../../../helpers/nginx.ts';

const root = resolve(import.meta.dirname, '../../../..');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

async function put(folder: string, files: Record<string, string>): Promise<void> {
  await mkdir(folder, { recursive: true });
  for (const [file, text] of Object.entries(files)) {
    await mkdir(dirname(join(folder, file)), { recursive: true });
    await writeFile(join(folder, file), text);
  }
}

const urlset = (url: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${url}</loc></url></urlset>\n`;

describe.skipIf(!NGINX)('the nginx recipe (docs/examples/nginx.conf)', () => {
  let dir: string;
  let port: number;
  let stop: () => Promise<void>;
  const get = (path: string) => fetch(`http://127.0.0.1:${port}${path}`, { redirect: 'manual' });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'unisite-nginx-recipe-'));
    // nginx's workers may run as another user (nobody, when started as root): the site must be readable.
    await chmod(dir, 0o755);
    // A family of two sites, each in English and Spanish, composed by the pipeline: its dist/ and
    // the includes it writes beside it (the not-found map, the redirects, the security headers).
    const centre = join(dir, 'centre');
    const school = join(dir, 'school');
    await put(centre, {
      'index.html': '<!doctype html><title>Home</title>',
      'about/index.html': '<!doctype html><title>About</title>',
      'es/index.html': '<!doctype html><title>Inicio</title>',
      'es/noticias/index.html': '<!doctype html><title>Noticias</title>',
      '404.html': '<!doctype html><title>Our own not-found page</title>',
      'es/pagina-no-encontrada/index.html': '<!doctype html><title>Nuestra página no encontrada</title>',
      'assets/app-3f2a1b.js': 'console.log(1)',
      _redirects: '/old /about/ 301\n',
      _headers: '/*\n  X-Frame-Options: DENY\n',
      'sitemap.xml': urlset('https://www.example.edu/'),
    });
    await put(school, {
      'business-school/index.html': '<!doctype html><title>School</title>',
      'business-school/page-not-found/index.html': '<!doctype html><title>School not-found page</title>',
      'es/business-school/index.html': '<!doctype html><title>Escuela</title>',
      'es/business-school/pagina-no-encontrada/index.html': '<!doctype html><title>Escuela no encontrada</title>',
      'sitemap.xml': urlset('https://www.example.edu/business-school/'),
    });
    await put(join(dir, 'centre-host'), {
      'redirects.nginx.conf': 'rewrite ^/old/?$ /about/ permanent;\n',
      'security-headers.conf': nginxInclude([]),
    });
    await put(join(dir, 'school-host'), {});
    const sites: BuiltSite[] = [
      {
        key: 'research-centre',
        id: 12,
        pathPrefix: '',
        name: 'Centre',
        domain: 'https://www.example.edu',
        defaultLocale: 'en',
        locales: ['es'],
        dir: centre,
        hostDir: join(dir, 'centre-host'),
        notFound: { en: '404.html', es: 'es/pagina-no-encontrada/index.html' },
      },
      {
        key: 'business-school',
        id: 13,
        pathPrefix: '/business-school',
        name: 'Business School',
        domain: 'https://www.example.edu',
        defaultLocale: 'en',
        locales: ['es'],
        dir: school,
        hostDir: join(dir, 'school-host'),
        notFound: { en: 'business-school/page-not-found/index.html', es: 'es/business-school/pagina-no-encontrada/index.html' },
      },
    ];
    await composeFamily(sites, join(dir, 'dist'));
    // As the recipe copies them (rsync -aL): the folders the links point at.
    const site = await realpath(join(dir, 'dist'));
    const host = await realpath(join(dir, 'dist-host'));
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

  // Every page of the family, whichever site and language, and every not-found answer: the
  // security headers and revalidation (a location per prefix once sent neither).
  it.each([
    ['/', 200, 'Home'],
    ['/es/', 200, 'Inicio'],
    ['/es/noticias/', 200, 'Noticias'],
    ['/business-school/', 200, 'School'],
    ['/es/business-school/', 200, 'Escuela'],
    ['/es/no-existe/', 404, 'Nuestra página no encontrada'],
    ['/business-school/no-such-page/', 404, 'School not-found page'],
    ['/es/business-school/no-existe/', 404, 'Escuela no encontrada'],
    ['/business-schools/', 404, 'Our own not-found page'],
  ])('answers %s with %i, its page, the security headers and no-cache', async (path, status, title) => {
    const answer = await get(path);
    expect(answer.status).toBe(status);
    expect(await answer.text()).toContain(`<title>${title}</title>`);
    expect(answer.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
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
