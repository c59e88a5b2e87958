// The local tool servers as a page or a process on the same machine would attack them
// (docs/security.md "Local tool servers"): the embedded CMS's drafts and page editor, `unisite
// preview` and `unisite dev`. Forged requests are refused; the flows of the tools' own pages work.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type RunningCms } from '../../../../pipeline/cms.ts';
import { startLiveServer, type LiveServer } from '../../../../pipeline/preview/index.ts';

const root = resolve(import.meta.dirname, '../../../..');
const FOREIGN = 'http://localhost:9999';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request with exactly these headers (fetch would not let a test set Host or Origin). */
function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; noHost?: boolean } = {},
): Promise<Answer> {
  const target = new URL(url);
  return new Promise((done, fail) => {
    const request = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method: options.method ?? 'GET',
        headers: options.headers,
        setHost: !options.noHost,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => done({ status: response.statusCode ?? 0, headers: response.headers, body }));
      },
    );
    request.on('error', fail);
    request.end(options.body);
  });
}

/** Asks for a WebSocket upgrade (Vite's module replacement) and says whether it was granted. */
function upgrade(url: string, headers: Record<string, string>): Promise<number> {
  const target = new URL(url);
  return new Promise((done, fail) => {
    const request = httpRequest({
      host: target.hostname,
      port: target.port,
      path: '/',
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
        'sec-websocket-protocol': 'vite-hmr',
        ...headers,
      },
    });
    request.on('upgrade', (response, socket) => {
      socket.destroy();
      done(response.statusCode ?? 0);
    });
    request.on('response', (response) => {
      response.resume();
      done(response.statusCode ?? 0);
    });
    // A refused upgrade may be a closed connection with no answer at all.
    request.on('error', () => done(0));
    request.on('close', () => done(0));
    void fail;
    request.end();
  });
}

/** A port free right now (the preview and the CMS each need the other's origin at start). */
async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

interface Draft {
  id: string;
  template: { mainSection?: unknown[] };
}

describe('the embedded CMS: drafts and the page editor', () => {
  let dir: string;
  let cms: RunningCms;
  const previewOrigin = 'http://127.0.0.1:4300';
  let home: Draft;
  let modules: string;
  const port = () => new URL(cms.origin).port;
  const moduleCount = async () =>
    ((await (await fetch(`${cms.origin}/drafts/pages?path=/`)).json()) as Draft).template.mainSection?.length ?? 0;
  const duplicate = JSON.stringify({ action: 'duplicate', path: 'mainSection.0' });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'unisite-guard-cms-'));
    cms = await startCms({ formsDir: join(dir, 'forms'), previewOrigin });
    home = (await (await fetch(`${cms.origin}/drafts/pages?path=/`)).json()) as Draft;
    modules = `${cms.origin}/drafts/pages/${encodeURIComponent(home.id)}/modules`;
  });
  afterAll(async () => {
    await cms.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('refuses the no-cors text/plain post a page on another local port sends, and the draft stays as it was', async () => {
    const before = await moduleCount();
    const forged = await send(modules, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: FOREIGN, 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'no-cors' },
      body: JSON.stringify({ action: 'delete', path: 'mainSection.0' }),
    });
    expect(forged.status).toBe(403);
    // Without an Origin (a tool that strips it), text/plain is still no change.
    const plain = await send(modules, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: duplicate });
    expect(plain.status).toBe(415);
    const form = await send(modules, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=b' });
    expect(form.status).toBe(415);
    expect(await moduleCount()).toBe(before);
  });

  it('refuses a change from a foreign origin or a cross-site page even as JSON', async () => {
    const before = await moduleCount();
    for (const headers of <Array<Record<string, string>>>[
      { origin: FOREIGN },
      { origin: 'null' },
      { origin: `http://127.0.0.1:${Number(port()) + 1}` },
      { 'sec-fetch-site': 'cross-site' },
      // Another port of this machine is the same site: still not this tool's page.
      { 'sec-fetch-site': 'same-site', origin: FOREIGN },
      { 'sec-fetch-site': 'same-site' },
    ]) {
      const answer = await send(modules, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: duplicate });
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(JSON.parse(answer.body)).toMatchObject({ errors: [{ message: expect.stringContaining('refused') }] });
    }
    const put = await send(`${cms.origin}/drafts/pages/${encodeURIComponent(home.id)}`, {
      method: 'PUT',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify(home),
    });
    expect(put.status).toBe(415);
    const clear = await send(`${cms.origin}/drafts`, { method: 'DELETE', headers: { origin: FOREIGN } });
    expect(clear.status).toBe(403);
    expect(await moduleCount()).toBe(before);
  });

  it("takes the editor's own JSON changes, from its own page or from a tool that is no browser", async () => {
    const before = await moduleCount();
    const own = await send(modules, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: cms.origin, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'same-origin' },
      body: duplicate,
    });
    expect(own.status).toBe(200);
    const underLocalhost = await send(modules, {
      method: 'POST',
      headers: { host: `localhost:${port()}`, 'content-type': 'application/json; charset=utf-8', origin: `http://localhost:${port()}` },
      body: duplicate,
    });
    expect(underLocalhost.status).toBe(200);
    // The preview the CMS was told about is its partner.
    const partner = await send(modules, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: previewOrigin, 'sec-fetch-site': 'same-site' },
      body: duplicate,
    });
    expect(partner.status).toBe(200);
    const tool = await fetch(modules, { method: 'POST', headers: { 'content-type': 'application/json' }, body: duplicate });
    expect(tool.status).toBe(200);
    expect(await moduleCount()).toBe(before + 4);
    expect((await send(`${cms.origin}/drafts`, { method: 'DELETE' })).status).toBe(200);
    expect(await moduleCount()).toBe(before);
  });

  it('lets no other origin frame the page editor', async () => {
    const editor = await send(`${cms.origin}/editor/?path=/`);
    expect(editor.status).toBe(200);
    expect(editor.headers['content-security-policy']).toBe("frame-ancestors 'self'");
    expect(editor.headers['x-frame-options']).toBe('SAMEORIGIN');
    // Its own fetch is a same-origin JSON request, which the guard lets through.
    expect(editor.body).toContain("mode: 'same-origin'");
    expect(editor.body).toContain('"content-type":"application/json"');
  });

  it('answers only its own host names (DNS rebinding)', async () => {
    for (const path of ['/drafts/pages?path=/', '/editor/?path=/', '/graphql', '/site/1']) {
      for (const host of ['evil.example', `evil.example:${port()}`, `127.0.0.1.nip.io:${port()}`, `127.0.0.1:${Number(port()) + 1}`]) {
        const answer = await send(`${cms.origin}${path}`, { headers: { host } });
        expect(answer.status, `${host} ${path}`).toBe(421);
        expect(answer.body).not.toContain('mainSection');
      }
      // Node's server itself refuses a request without Host (400).
      expect((await send(`${cms.origin}${path}`, { noHost: true })).status, `no Host ${path}`).toBeGreaterThanOrEqual(400);
    }
    for (const host of [`127.0.0.1:${port()}`, `localhost:${port()}`, `[::1]:${port()}`, `LOCALHOST:${port()}`]) {
      expect((await send(`${cms.origin}/drafts/pages?path=/`, { headers: { host } })).status, host).toBe(200);
    }
  });

  it('answers a name the operator allowed, and no other', async () => {
    const named = await startCms({ formsDir: join(dir, 'forms'), allowedHosts: ['cms.example.org', 'pc.example.org:8080'] });
    try {
      const namedPort = new URL(named.origin).port;
      const status = async (host: string) => (await send(`${named.origin}/drafts/pages?path=/`, { headers: { host } })).status;
      expect(await status(`cms.example.org:${namedPort}`)).toBe(200);
      expect(await status('cms.example.org')).toBe(200);
      expect(await status('pc.example.org:8080')).toBe(200);
      expect(await status('pc.example.org:8081')).toBe(421);
      expect(await status('example.org')).toBe(421);
    } finally {
      await named.close();
    }
  });

  it('reflects no origin in CORS headers, on GraphQL either', async () => {
    const query = await send(cms.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: FOREIGN },
      body: JSON.stringify({ query: '{ sites { key } }' }),
    });
    expect(query.status).toBe(200);
    expect(query.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await send(cms.url, {
      method: 'OPTIONS',
      headers: { origin: FOREIGN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const drafts = await send(`${cms.origin}/drafts/pages?path=/`, { headers: { origin: FOREIGN } });
    expect(drafts.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("keeps the forms endpoint open to the sites' own pages on other origins", async () => {
    const answer = await send(`${cms.origin}/forms/ContactForm`, {
      method: 'POST',
      headers: { origin: FOREIGN, 'sec-fetch-site': 'cross-site', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=',
    });
    // Judged by the form's rules (a missing field), not refused as a forgery.
    expect([403, 415, 421]).not.toContain(answer.status);
  });
});

describe('unisite preview', () => {
  let dir: string;
  let cms: RunningCms;
  let live: LiveServer;
  let privateFile: string;
  let newsPage: Answer;
  let editorPage: Answer;
  const port = () => new URL(live.url).port;
  const SECRET = 'jane@example.org,+34 600 000 000';

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'unisite-guard-preview-'));
    const previewPort = await freePort();
    cms = await startCms({ formsDir: join(dir, 'forms'), previewOrigin: `http://127.0.0.1:${previewPort}` });
    live = await startLiveServer({
      root,
      mode: 'preview',
      port: previewPort,
      host: '127.0.0.1',
      workDir: join(dir, 'work'),
      cms: { url: cms.url, regionsUrl: cms.origin, api: cms.origin, headers: {} },
    });
    // A submission beside the real ones (the work folder inside the repository, as by default).
    privateFile = join(root, '.unisite', 'form-submissions', `guard-test-${process.pid}.jsonl`);
    await mkdir(join(root, '.unisite', 'form-submissions'), { recursive: true });
    await writeFile(privateFile, `${SECRET}\n`);
    // Each render reads the whole CMS: two renders serve every test below.
    newsPage = await send(`${live.url}/news/`);
    editorPage = await send(`${live.url}/_editor/`);
  }, 60_000);
  afterAll(async () => {
    await rm(privateFile, { force: true });
    await live?.close();
    await cms?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('renders pages, their data, the site modules and the editor frame as before', async () => {
    expect(newsPage.status).toBe(200);
    expect(newsPage.body).toContain('data-preview-marker');
    expect((await send(`${live.url}/page-data/news/page-data.json`)).status).toBe(200);
    expect((await send(`${live.url}/app-data.json`)).status).toBe(200);
    expect((await send(`${live.url}/fonts/font-face.css`)).status).toBe(200);
    expect((await send(`${live.url}/site/app/client.tsx`)).status).toBe(200);
    expect((await send(`${live.url}/@vite/client`)).status).toBe(200);
    expect((await send(`${live.url}/content/schema/locales.ts`)).status).toBe(200);
    // The theme styles are linked by file, inside the live server's own folder.
    const themes = join(dir, 'work', 'live-preview', 'themes.css');
    expect((await send(`${live.url}/@fs${themes}`)).status).toBe(200);
    expect(editorPage.status).toBe(200);
    expect(editorPage.body).toContain('data-editor-host');
  }, 60_000);

  it('lets only the page editor frame its editor pages, and nothing frame the rest', async () => {
    expect(newsPage.headers['content-security-policy']).toBe("frame-ancestors 'self'");
    expect(newsPage.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(editorPage.headers['content-security-policy']).toBe(`frame-ancestors 'self' ${cms.origin}`);
    expect(editorPage.headers['x-frame-options']).toBeUndefined();
  });

  it('answers only its own host names (DNS rebinding)', async () => {
    for (const path of ['/news/', '/page-data/news/page-data.json', '/@vite/client', '/site/app/client.tsx', '/media/campus.jpg']) {
      const answer = await send(`${live.url}${path}`, { headers: { host: `rebind.example:${port()}` } });
      expect(answer.status, path).toBe(421);
    }
    expect((await send(`${live.url}/app-data.json`, { headers: { host: `localhost:${port()}` } })).status).toBe(200);
    expect((await send(`${live.url}/app-data.json`, { headers: { host: `[::1]:${port()}` } })).status).toBe(200);
  });

  it('serves no private file: the work folder, submissions, snapshots, host files, the source outside the site, /@fs', async () => {
    const relative = privateFile.slice(root.length);
    for (const path of [
      relative,
      `${relative}?raw`,
      `/@fs${privateFile}`,
      `/@fs${privateFile}?raw`,
      `/@fs${privateFile}?import&raw`,
      `/@id/${privateFile}?raw`,
      `/@fs${root}/site/../${relative.slice(1)}?raw`,
      `/@fs${root}/site/%2e%2e/${relative.slice(1)}?raw`,
      `/site/%2e%2e/${relative.slice(1)}`,
      `/site/..%2f${relative.slice(1)}`,
      '/package.json',
      `/@fs${root}/package.json?raw`,
      '/@fs/etc/passwd?raw',
      '/pipeline/config.ts',
      '/content/cms/server.ts',
      '/content/snapshots/manifest.json',
      '/dist-host/build-manifest.json',
      '/__open-in-editor?file=package.json',
      '/media/..%2fdrafts%2fpages%3fpath=%2f',
    ]) {
      const answer = await send(`${live.url}${path}`, { headers: { origin: FOREIGN } });
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expect(answer.body, path).not.toContain(SECRET.slice(0, 10));
      expect(answer.body, path).not.toContain('"name": "unisite"');
      expect(answer.body, path).not.toContain('root:x:0');
      expect(answer.headers['access-control-allow-origin'], path).toBeUndefined();
    }
  }, 30_000);

  it('reflects no local origin in CORS headers and refuses opaque reads from other origins', async () => {
    for (const origin of [FOREIGN, 'http://127.0.0.1:1234', 'http://[::1]:1234', 'http://app.localhost']) {
      for (const path of ['/@vite/client', '/site/app/client.tsx', '/fonts/font-face.css']) {
        const answer = await send(`${live.url}${path}`, { headers: { origin } });
        expect(answer.headers['access-control-allow-origin'], `${origin} ${path}`).toBeUndefined();
        expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
      }
      const preflight = await send(`${live.url}/@vite/client`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'GET' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    }
    expect(newsPage.headers['access-control-allow-origin']).toBeUndefined();
  }, 30_000);

  it('takes no state change: a forged one is refused, its own gets 405', async () => {
    expect((await send(`${live.url}/news/`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' })).status).toBe(415);
    const foreign = await send(`${live.url}/news/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: FOREIGN },
      body: '{}',
    });
    expect(foreign.status).toBe(403);
    expect((await send(`${live.url}/news/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(
      405,
    );
  });
});

describe('unisite dev', () => {
  let dir: string;
  let live: LiveServer;
  const port = () => new URL(live.url).port;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'unisite-guard-dev-'));
    // No snapshots needed: the guard answers before any page is rendered.
    await mkdir(join(dir, 'snapshots'));
    live = await startLiveServer({
      root,
      mode: 'dev',
      port: 0,
      host: '127.0.0.1',
      workDir: join(dir, 'work'),
      snapshotsDir: join(dir, 'snapshots'),
      mediaDirs: [],
      allowedHosts: ['dev.example.org', 'tunnel.example.org:8080'],
    });
  }, 60_000);
  afterAll(async () => {
    await live?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves the site modules, refuses other hosts, other files and CORS', async () => {
    expect((await send(`${live.url}/site/app/client.tsx`)).status).toBe(200);
    expect((await send(`${live.url}/site/app/client.tsx`, { headers: { host: `dev.example.org:${port()}` } })).status).toBe(200);
    expect((await send(`${live.url}/site/app/client.tsx`, { headers: { host: 'tunnel.example.org:8080' } })).status).toBe(200);
    expect((await send(`${live.url}/site/app/client.tsx`, { headers: { host: 'tunnel.example.org:8081' } })).status).toBe(421);
    expect((await send(`${live.url}/site/app/client.tsx`, { headers: { host: `rebind.example:${port()}` } })).status).toBe(421);
    for (const path of ['/package.json', `/@fs${root}/package.json?raw`, '/pipeline/config.ts', '/.env', '/.git/config']) {
      const answer = await send(`${live.url}${path}`, { headers: { origin: FOREIGN } });
      expect(answer.status, path).toBe(404);
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    }
  }, 30_000);

  it('grants the module-replacement socket to its own page only', async () => {
    expect(await upgrade(live.url, { host: `127.0.0.1:${port()}` })).toBe(101);
    expect(await upgrade(live.url, { host: `rebind.example:${port()}` })).not.toBe(101);
    expect(await upgrade(live.url, { host: `127.0.0.1:${port()}`, origin: FOREIGN })).not.toBe(101);
  });
});
