// A bounded local load on `unisite serve`: 50 keep-alive connections for 3 seconds against a
// mix of pages, assets, redirects and missing paths on 127.0.0.1. No request may fail; the
// figures (requests/s, p99) are printed for the record, not asserted (budgets live in bench/).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type RunningServer } from '../../../../pipeline/serve/index.ts';

// An ephemeral port, read once the server listens: parallel runs never collide.
let PORT = 0;
const CONNECTIONS = 50;
const SECONDS = 3;

const EXPECTED: Record<string, number> = {
  '/': 200,
  '/news/': 200,
  '/assets/client-BXk1a2c3.js': 200,
  '/old/a/': 301,
  '/news': 301,
  '/missing/': 404,
};

describe('unisite serve under load', () => {
  let work: string;
  let server: RunningServer;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'unisite-load-'));
    const files: Record<string, string> = {
      'app-data.json': JSON.stringify({ trailingSlash: true }),
      'index.html': `<p>${'home '.repeat(2000)}</p>`,
      'news/index.html': `<p>${'news '.repeat(2000)}</p>`,
      '404.html': '<p>not found</p>',
      'assets/client-BXk1a2c3.js': 'x'.repeat(30_000),
      _redirects: '/old/* /news/:splat 301\n',
    };
    for (const [file, text] of Object.entries(files)) {
      await mkdir(dirname(join(work, file)), { recursive: true });
      await writeFile(join(work, file), text);
    }
    server = await serve({ dir: work, port: 0 });
    PORT = Number(new URL(server.url).port);
  });
  afterAll(async () => {
    await server?.close();
    await rm(work, { recursive: true, force: true });
  });

  it(`answers ${CONNECTIONS} connections for ${SECONDS} s without an error`, { timeout: 30_000 }, async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    const paths = Object.keys(EXPECTED);
    const latencies: number[] = [];
    const failures: string[] = [];
    const deadline = Date.now() + SECONDS * 1000;
    const one = (path: string) =>
      new Promise<void>((resolve) => {
        const started = performance.now();
        const req = request({ host: '127.0.0.1', port: PORT, path, agent, timeout: 5_000 }, (response) => {
          response.resume();
          response.on('end', () => {
            latencies.push(performance.now() - started);
            if (response.statusCode !== EXPECTED[path]) failures.push(`${path}: ${response.statusCode}`);
            resolve();
          });
        });
        req.on('timeout', () => req.destroy(new Error('timeout')));
        req.on('error', (error) => {
          failures.push(`${path}: ${error.message}`);
          resolve();
        });
        req.end();
      });
    const started = Date.now();
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async (_, worker) => {
        for (let index = worker; Date.now() < deadline; index += 1) await one(paths[index % paths.length] as string);
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    agent.destroy();
    latencies.sort((a, b) => a - b);
    const p99 = latencies[Math.floor(latencies.length * 0.99)] ?? 0;
    console.log(
      `serve load: ${CONNECTIONS} connections, ${latencies.length} requests in ${seconds.toFixed(1)} s = ${Math.round(latencies.length / seconds)} req/s, p50 ${(latencies[Math.floor(latencies.length / 2)] ?? 0).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`,
    );
    expect(failures.slice(0, 5)).toEqual([]);
    expect(latencies.length).toBeGreaterThan(CONNECTIONS);
  });
});
