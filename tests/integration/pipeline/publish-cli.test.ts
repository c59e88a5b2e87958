// `unisite publish` as a team's server runs it (docs/publishing.md): a signed webhook from the CMS
// makes one cycle — sync, build, the deploy command — reported on GET /status; a badly signed one
// is refused with 401 and starts nothing; SIGTERM ends the process with 143. The CMS is the
// embedded one serving the small family, so the cycle stays short.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startCms, type RunningCms } from '../../../pipeline/cms.ts';
import type { CycleReport } from '../../../pipeline/publish/cycle.ts';
import { DELIVERY_HEADER, sign, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../../../pipeline/publish/webhook.ts';
import { standInEndpoints } from '../../../pipeline/sync/media-thumbnails.ts';
import { smallFamilyDocuments } from '../../helpers/small-family.ts';
import { seedWorkDir } from '../../setup/family-build.ts';
import { isolatedEnv } from '../../setup/run-env.ts';

const root = resolve(import.meta.dirname, '../../..');
const SECRET = 'integration-test-secret-0123456789';

interface Status {
  running: unknown;
  queued: string[];
  cycles: CycleReport[];
}

describe('unisite publish', () => {
  let work: string;
  let cms: RunningCms;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'unisite-publish-cli-'));
    cms = await startCms({ documentsDir: await smallFamilyDocuments(join(work, 'documents')), formsDir: join(work, 'forms') });
    // The Vite bundle of the run's shared build (docs/testing.md): the cycle's build bundles nothing.
    await seedWorkDir(join(work, 'work'));
  });
  afterAll(async () => {
    await cms?.close();
    await rm(work, { recursive: true, force: true });
  });

  it('publishes on a signed webhook, runs the deploy command, and refuses a badly signed one', async () => {
    const marker = join(work, 'deployed.txt');
    const env = isolatedEnv();
    const thumbnails = standInEndpoints(cms.origin);
    const child = spawn(
      process.execPath,
      [
        join(root, 'bin/unisite.js'),
        'publish',
        '--port',
        '0',
        '--debounce',
        '50',
        '--json',
        '--deploy',
        // Where the build is, and proof that it is a whole site.
        'printf "%s" "$UNISITE_DIST_DIR" > "$MARKER" && test -f "$UNISITE_DIST_DIR/index.html" && echo copied',
      ],
      {
        cwd: root,
        env: {
          ...env,
          CI: '1',
          UNISITE_WEBHOOK_SECRET: SECRET,
          MARKER: marker,
          CMS_URL: cms.url,
          REGIONS_URL: cms.origin,
          VIDEO_THUMBNAILS_URL: thumbnails.videoThumbnails,
          VIDEO_OEMBED_URL: thumbnails.videoOembed,
          AUDIO_EPISODES_URL: thumbnails.audioEpisodes,
          UNISITE_SNAPSHOTS_DIR: join(work, 'snapshots'),
          UNISITE_DIST_DIR: join(work, 'dist'),
          UNISITE_WORK_DIR: join(work, 'work'),
        },
      },
    );
    let stdout = '';
    let stderr = '';
    // Decoded as a stream: a character split between two chunks stays whole.
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const exited = new Promise<number | null>((done) => child.on('close', (code) => done(code)));
    try {
      const origin = await vi.waitFor(
        () => {
          const found = /POST (http:\/\/127\.0\.0\.1:\d+)\/webhook/.exec(stderr);
          if (!found) throw new Error(`not listening yet:\n${stderr}`);
          return found[1] as string;
        },
        { timeout: 30_000, interval: 50 },
      );
      const status = async () => (await (await fetch(`${origin}/status`)).json()) as Status;
      const post = (body: string, secret: string, delivery: string) => {
        const timestamp = String(Math.floor(Date.now() / 1000));
        return fetch(`${origin}/webhook`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [SIGNATURE_HEADER]: sign(secret, timestamp, body),
            [TIMESTAMP_HEADER]: timestamp,
            [DELIVERY_HEADER]: delivery,
          },
          body,
        });
      };

      const body = JSON.stringify({ event: 'publish', path: '/en/news/' });
      expect((await post(body, SECRET, 'delivery-1')).status).toBe(202);
      const cycle = await vi.waitFor(
        async () => {
          const [first] = (await status()).cycles;
          if (!first) throw new Error(`no cycle finished yet:\n${stderr}`);
          return first;
        },
        { timeout: 120_000, interval: 200 },
      );
      expect(cycle, stderr).toMatchObject({
        cycle: 1,
        ok: true,
        trigger: { deliveries: ['delivery-1'] },
        sync: { ok: true },
        deploy: { ran: true, ok: true, exitCode: 0 },
      });
      expect(cycle.build.kind).toBe('full');
      expect(cycle.build.pages).toBeGreaterThan(10);
      // The deploy command was given the folder the build published, and its output came prefixed.
      expect(await readFile(marker, 'utf8')).toBe(await realpath(join(work, 'dist')));
      expect(stderr).toContain('deploy │ copied');
      // --json: one object per cycle on stdout, the one the status shows.
      expect(
        stdout
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as CycleReport),
      ).toEqual([cycle]);

      // A body signed with another secret: refused, and nothing waits for a cycle.
      const forged = await post(body, 'not-the-shared-secret-at-all', 'delivery-2');
      expect(forged.status).toBe(401);
      // The accepted delivery sent again: refused as a replay.
      expect((await post(body, SECRET, 'delivery-1')).status).toBe(409);
      expect(await status()).toMatchObject({ running: null, queued: [], cycles: [cycle] });

      child.kill('SIGTERM');
      expect(await exited).toBe(143);
    } finally {
      child.kill('SIGKILL');
    }
  }, 180_000);
});
