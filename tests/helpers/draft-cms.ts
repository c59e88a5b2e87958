// Shared by the hostile tests of the embedded CMS: a small site held in memory (a dozen pages,
// so each check of a draft is quick), a request that writes its whole body before reading the
// answer (the kind of client a reset would hurt), and the refusal body's shape.
import { connect } from 'node:net';
import type { CmsContent } from '../../content/cms/documents.ts';
import { generateScaleContent } from '../../content/cms/scale.ts';

export const TOKEN = 'cms-secret-7d1e0b';
export const PREVIEW_ORIGIN = 'http://127.0.0.1:9';

/** Home, news, sitemap, not-found and a few news items in English and Spanish: one site. */
export const smallSite = (): Promise<CmsContent> => generateScaleContent({ pagesPerLanguage: 6, seed: 2 });

export interface Refusal {
  errors: Array<{ code?: string; message: string; problems?: Array<{ document: string; path: string; message: string }> }>;
}

/**
 * Sends a request whose body is `total` bytes in chunked encoding, all of it before reading a
 * byte of the answer, then reads the answer to the end. Resolves the status line and the text,
 * or `reset` when the connection was reset or broken before an answer came.
 */
export function sendAllThenRead(
  origin: string,
  path: string,
  headers: Record<string, string>,
  total: number,
): Promise<{ status: number; text: string } | 'reset'> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    const received: Buffer[] = [];
    let failed = false;
    socket.on('error', () => {
      failed = true;
    });
    // Nothing is read while sending: the answer waits in the socket until then.
    socket.pause();
    socket.on('close', () => {
      const text = Buffer.concat(received).toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1];
      resolve(status && !(failed && text === '') ? { status: Number(status), text } : 'reset');
    });
    socket.once('connect', async () => {
      const head = Object.entries({ ...headers, host: `${hostname}:${port}`, 'transfer-encoding': 'chunked' })
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('');
      const chunk = Buffer.alloc(1024 * 1024, 0x61);
      const frame = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]);
      const write = (data: Buffer | string) =>
        new Promise<void>((done) => {
          if (failed || socket.write(data)) return done();
          const finish = () => {
            socket.off('drain', finish).off('close', finish);
            done();
          };
          socket.on('drain', finish).on('close', finish);
        });
      await write(`POST ${path} HTTP/1.1\r\n${head}\r\n`);
      for (let sent = 0; sent < total && !failed; sent += chunk.length) await write(frame);
      if (!failed) await write('0\r\n\r\n');
      socket.on('data', (data: Buffer) => received.push(data));
      socket.resume();
    });
  });
}
