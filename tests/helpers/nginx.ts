// Test helper: `nginx -t` on a configuration that includes a generated snippet inside a server
// block, using Debian's nginx. Null when nginx is not installed (the caller skips, saying so).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path)) ?? null;

/** Runs `nginx -t` on a server block that includes `snippet`; resolves with nginx's output, rejects on failure. */
export async function nginxTest(snippet: string): Promise<string> {
  if (!NGINX) throw new Error('nginx is not installed');
  const dir = await mkdtemp(join(tmpdir(), 'unisite-nginx-'));
  try {
    await writeFile(join(dir, 'snippet.conf'), snippet);
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `${name}_temp_path ${join(dir, name)};`).join(' ');
    await writeFile(
      join(dir, 'nginx.conf'),
      `pid ${join(dir, 'nginx.pid')};\nerror_log ${join(dir, 'error.log')};\nevents {}\nhttp {\n  access_log off;\n  ${temp}\n  server {\n    listen 127.0.0.1:4419;\n    include ${join(dir, 'snippet.conf')};\n  }\n}\n`,
    );
    const { stderr } = await promisify(execFile)(
      NGINX,
      ['-t', '-q', '-e', join(dir, 'error.log'), '-p', dir, '-c', join(dir, 'nginx.conf')],
      {
        timeout: 10_000,
      },
    );
    return stderr;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
