// The deploy command of `unisite publish` (pipeline/publish/deploy.ts): run through the shell with
// the built folder in UNISITE_DIST_DIR, its output passed on prefixed, its failure, its time bound
// and a stop reported rather than thrown.
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runDeploy } from '../../../../pipeline/publish/deploy.ts';

function collector() {
  const output = new PassThrough();
  let text = '';
  output.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
  return { output, text: () => text };
}

describe('runDeploy', () => {
  it('runs the command through the shell with the folder in UNISITE_DIST_DIR, its output prefixed', async () => {
    const { output, text } = collector();
    const outcome = await runDeploy({
      command: 'echo "to $UNISITE_DIST_DIR"; echo problem >&2',
      distDir: '/srv/site/.dist.v-1',
      output,
      timeoutMs: 60_000,
    });
    expect(outcome).toMatchObject({ ok: true, exitCode: 0, signal: null, problem: undefined });
    expect(text().split('\n').sort()).toEqual(['', 'deploy │ problem', 'deploy │ to /srv/site/.dist.v-1']);
  });

  it('reports a command that fails with its exit code', async () => {
    const outcome = await runDeploy({ command: 'exit 23', distDir: '/tmp', output: collector().output, timeoutMs: 60_000 });
    expect(outcome).toMatchObject({ ok: false, exitCode: 23, problem: 'it exited with code 23' });
  });

  it('stops a command past its time bound, with what it started', async () => {
    const started = Date.now();
    // The shell's child holds the output open: stopping the shell alone would leave it running.
    const outcome = await runDeploy({ command: 'sleep 30 & wait', distDir: '/tmp', output: collector().output, timeoutMs: 100 });
    expect(outcome).toMatchObject({ ok: false, problem: 'it ran longer than 0 s and was stopped' });
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('stops a command when publish stops', async () => {
    const stop = new AbortController();
    const running = runDeploy({ command: 'sleep 30', distDir: '/tmp', output: collector().output, timeoutMs: 60_000, signal: stop.signal });
    stop.abort();
    expect(await running).toMatchObject({ ok: false, problem: 'unisite publish was stopping' });
  });
});
