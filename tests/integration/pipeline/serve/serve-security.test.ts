// `unisite serve` as an attacker would probe it: requests that try to leave dist/, to make the
// server redirect off-site, malformed requests, and caching of things that are not hashed
// assets. Raw TCP requests, because fetch() would normalise most of these targets away.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type RunningServer } from '../../../../pipeline/serve/index.ts';

// An ephemeral port, read once the server listens: parallel runs never collide.
let PORT = 0;

/** Sends one raw HTTP/1.1 request; resolves with the status and headers. */
function raw(target: string, method = 'GET'): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(PORT, '127.0.0.1');
    let text = '';
    socket.setTimeout(5_000, () => socket.destroy(new Error(`timeout: ${target}`)));
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...body] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: body.join('\r\n\r\n') });
    });
    socket.write(`${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`, 'latin1');
  });
}

describe('unisite serve: security', () => {
  let work: string;
  let dir: string;
  let server: RunningServer;
  const files: Record<string, string> = {
    'app-data.json': JSON.stringify({ trailingSlash: true }),
    'index.html': '<p>home</p>',
    'news/index.html': '<p>news</p>',
    '404.html': '<p>not found</p>',
    'assets/client-BXk1a2c3.js': 'console.log(1)',
    'assets/press-kit/index.html': '<p>a page under /assets/</p>',
    '_img/hero-640x360-0123456789.avif': 'x',
    _redirects: '/old/* /news/:splat 301\n/away/ https://www.ibera.edu/ 302\n',
    _headers: '/*\n  X-Frame-Options: SAMEORIGIN\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n',
  };
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'unisite-serve-'));
    dir = join(work, 'dist');
    for (const [file, text] of Object.entries(files)) {
      await mkdir(dirname(join(dir, file)), { recursive: true });
      await writeFile(join(dir, file), text);
    }
    await writeFile(join(work, 'secret.txt'), 'SECRET');
    await mkdir(join(work, 'dist-host'));
    await writeFile(join(work, 'dist-host', 'secret.html'), 'SECRET');
    server = await serve({ dir, port: 0 });
    PORT = Number(new URL(server.url).port);
  });
  afterAll(async () => {
    await server?.close();
    await rm(work, { recursive: true, force: true });
  });

  it('never serves a file outside dist/, however the path is written', async () => {
    for (const target of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e%2fsecret.txt',
      '/news/..%2f..%2fsecret.txt',
      '/..\\secret.txt',
      '/..%5csecret.txt',
      '/%5c..%5csecret.txt',
      '/../dist-host/secret.html',
      '/%2e%2e/dist-host/secret.html',
      '/news/%00/../../secret.txt',
      '//../secret.txt',
    ]) {
      const response = await raw(target);
      expect(response.body, target).not.toContain('SECRET');
      expect(response.status, target).toBeGreaterThanOrEqual(400);
      expect(response.status, target).toBeLessThan(500);
    }
  });

  it('never answers a Location that leaves the origin (unless the CMS redirect names one)', async () => {
    for (const target of [
      '/%2fevil.example',
      '/%5cevil.example',
      '//evil.example',
      '///evil.example/',
      '/%2f%2fevil.example',
      '/old/%2fevil.example',
      '/old//evil.example',
      '/%09/evil.example',
      '/old/%5cevil.example',
    ]) {
      const response = await raw(target);
      const location = response.headers.location;
      if (location !== undefined) expect(new URL(location, 'http://127.0.0.1/').origin, `${target} → ${location}`).toBe('http://127.0.0.1');
      expect(location ?? '', target).not.toMatch(/^[/\\]{2}|^\/\\|^[a-z]+:/i);
    }
    expect((await raw('/away/')).headers.location).toBe('https://www.ibera.edu/');
    expect((await raw('/old/a/')).headers.location).toBe('/news/a/');
  });

  it('answers malformed requests with 4xx', async () => {
    for (const target of [
      '/%E0%A4%A',
      '/%',
      '/a%00b/',
      '/%0d%0aSet-Cookie:%20x=1',
      'news/',
      `http://127.0.0.1:${PORT}/%2e%2e/secret.txt`,
    ]) {
      const status = (await raw(target)).status;
      expect(status, target).toBeGreaterThanOrEqual(400);
      expect(status, target).toBeLessThan(500);
    }
    expect((await raw('/', 'DELETE')).status).toBe(405);
    expect((await raw(`http://127.0.0.1:${PORT}/news/`)).status).toBe(200);
  });

  it('keeps host files private and caches for a year only hashed build files', async () => {
    for (const file of ['/_redirects', '/_headers', '/_redirects/', '/_headers/']) {
      const response = await raw(file);
      expect(response.status, file).not.toBe(200);
      expect(response.body, file).not.toMatch(/\/old\/|Cache-Control/);
    }
    expect((await raw('/assets/client-BXk1a2c3.js')).headers['cache-control']).toContain('immutable');
    expect((await raw('/_img/hero-640x360-0123456789.avif')).headers['cache-control']).toContain('immutable');
    const page = await raw('/assets/press-kit/');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
