// When publish cycles run (pipeline/publish/queue.ts) and what each reports (cycle.ts): bursts
// make one cycle, cycles never overlap, webhooks during a cycle make exactly one more; a cycle
// builds, stays idle or deploys again for the reasons it reports. Time is Vitest's fake clock.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userError } from '../../../../pipeline/errors/index.ts';
import { Publisher, reportLines, type CycleSteps, type SyncOutcome } from '../../../../pipeline/publish/cycle.ts';
import { PublishQueue, type Trigger } from '../../../../pipeline/publish/queue.ts';

describe('PublishQueue', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  /** A queue whose cycles end when the test says so. */
  function queue(quietMs = 1000, maxWaitMs = 10_000) {
    const cycles: Trigger[] = [];
    const ends: Array<() => void> = [];
    const queue = new PublishQueue(
      (trigger) =>
        new Promise<void>((resolve) => {
          cycles.push(trigger);
          ends.push(resolve);
        }),
      { quietMs, maxWaitMs },
    );
    const endCycle = async () => {
      ends.shift()?.();
      await vi.advanceTimersByTimeAsync(0);
    };
    return { queue, cycles, endCycle };
  }

  it('makes one cycle of a burst, once the quiet period has passed', async () => {
    const { queue: q, cycles } = queue();
    expect(q.notify('a')).toBe('next cycle');
    await vi.advanceTimersByTimeAsync(600);
    q.notify('b');
    await vi.advanceTimersByTimeAsync(600);
    q.notify('c');
    await vi.advanceTimersByTimeAsync(999);
    expect(cycles).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(cycles).toEqual([{ deliveries: ['a', 'b', 'c'] }]);
    expect(q.running).toBe(true);
  });

  it('starts a cycle under a steady stream once the first webhook waited the longest wait', async () => {
    const { queue: q, cycles } = queue(1000, 3000);
    for (let at = 0; at < 3000; at += 500) {
      q.notify(`d${at}`);
      await vi.advanceTimersByTimeAsync(500);
    }
    expect(cycles).toHaveLength(1);
    expect(cycles[0]?.deliveries).toEqual(['d0', 'd500', 'd1000', 'd1500', 'd2000', 'd2500']);
  });

  it('never overlaps cycles: webhooks during a cycle make exactly one more, after it', async () => {
    const { queue: q, cycles, endCycle } = queue();
    q.notify('a');
    await vi.advanceTimersByTimeAsync(1000);
    expect(cycles).toHaveLength(1);
    expect(q.notify('b')).toBe('after the running cycle');
    q.notify('c');
    await vi.advanceTimersByTimeAsync(5000);
    q.notify('d');
    await vi.advanceTimersByTimeAsync(60_000);
    // Still the first cycle: nothing overlaps it however long it runs.
    expect(cycles).toHaveLength(1);
    expect(q.pending).toEqual(['b', 'c', 'd']);
    await endCycle();
    // The quiet period after the last webhook is long over: the next one starts at once.
    expect(cycles).toEqual([{ deliveries: ['a'] }, { deliveries: ['b', 'c', 'd'] }]);
    await endCycle();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(cycles).toHaveLength(2);
    expect(q.running).toBe(false);
  });

  it('waits for the quiet period after a cycle when a webhook came just before it ended', async () => {
    const { queue: q, cycles, endCycle } = queue();
    q.notify('a');
    await vi.advanceTimersByTimeAsync(1000);
    q.notify('b');
    await vi.advanceTimersByTimeAsync(200);
    await endCycle();
    expect(cycles).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(800);
    expect(cycles).toHaveLength(2);
  });

  it('starts nothing once stopped, and its stop waits for the running cycle', async () => {
    const { queue: q, cycles, endCycle } = queue();
    q.notify('a');
    await vi.advanceTimersByTimeAsync(1000);
    q.notify('b');
    let stopped = false;
    const stopping = q.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(10);
    expect(stopped).toBe(false);
    await endCycle();
    await stopping;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(cycles).toHaveLength(1);
  });

  it('stops and hands over a cycle that threw (a bug)', async () => {
    const crashes: unknown[] = [];
    const q = new PublishQueue(
      () => Promise.reject(new Error('boom')),
      { quietMs: 10, maxWaitMs: 100 },
      (error) => crashes.push(error),
    );
    q.notify('a');
    await vi.advanceTimersByTimeAsync(10);
    q.notify('b');
    await vi.advanceTimersByTimeAsync(1000);
    expect(crashes).toHaveLength(1);
    expect(q.running).toBe(false);
  });
});

describe('Publisher', () => {
  const unchanged: SyncOutcome = { added: [], changed: [], removed: [], unchanged: 10, pages: 10, sites: ['research-centre'] };
  const changed: SyncOutcome = { ...unchanged, changed: ['pages/en/news.json'], unchanged: 9 };

  function steps(overrides: Partial<CycleSteps> = {}) {
    const calls: string[] = [];
    const all: CycleSteps = {
      sync: async () => (calls.push('sync'), unchanged),
      build: async () => (calls.push('build'), { pages: 10, rendered: 10, seconds: 1 }),
      deploy: async () => (calls.push('deploy'), { ok: true, exitCode: 0, signal: null, seconds: 0.5 }),
      hasPreviousBuild: async () => false,
      ...overrides,
    };
    let now = Date.UTC(2026, 10, 28, 12);
    return { calls, publisher: new Publisher(all, () => (now += 1000)) };
  }
  const trigger = (id: string): Trigger => ({ deliveries: [id] });

  it('builds and deploys on its first cycle, then stays idle while the sync changes nothing', async () => {
    const { calls, publisher } = steps();
    const first = await publisher.run(trigger('a'));
    expect(first).toMatchObject({ cycle: 1, ok: true, build: { kind: 'full', reason: 'there was no previous build to keep pages from' } });
    expect(first.deploy).toMatchObject({ ran: true, ok: true });
    const second = await publisher.run(trigger('b'));
    expect(second.build).toEqual({ kind: 'idle', ok: true, reason: 'the sync changed no document since the last successful build' });
    expect(second.deploy).toEqual({ ran: false, reason: 'nothing new was built' });
    expect(calls).toEqual(['sync', 'build', 'deploy', 'sync']);
    expect(publisher.recent.map((report) => report.trigger.deliveries[0])).toEqual(['a', 'b']);
    expect(reportLines(second).at(-1)).toMatch(/^cycle 2 ✓ finished at \S+ in 1 s \(deliveries b\)$/);
  });

  it('reports an incremental build with what changed, and a full one with why', async () => {
    let rendered = 1;
    const { publisher } = steps({
      sync: async () => changed,
      build: async () => ({ pages: 10, rendered, seconds: 1 }),
      hasPreviousBuild: async () => true,
    });
    expect((await publisher.run(trigger('a'))).build).toMatchObject({
      kind: 'incremental',
      reason: '1 page of 10 rendered again, 9 kept (1 document changed)',
    });
    rendered = 10;
    expect((await publisher.run(trigger('b'))).build).toMatchObject({
      kind: 'full',
      reason: expect.stringMatching(/^every page was rendered again/),
    });
  });

  it('reports a failed sync or build with its code and builds again on the next cycle', async () => {
    let fail: 'sync' | 'build' | null = 'sync';
    const { calls, publisher } = steps({
      sync: async () => {
        calls.push('sync');
        if (fail === 'sync') throw userError('SNAPSHOTS_MISSING', { dir: 'content/snapshots', command: 'build' });
        return unchanged;
      },
      build: async () => {
        calls.push('build');
        if (fail === 'build') throw userError('NO_ERROR404_PAGE', { locale: 'en' });
        return { pages: 10, rendered: 2, seconds: 1 };
      },
    });
    const first = await publisher.run(trigger('a'));
    expect(first).toMatchObject({ ok: false, sync: { ok: false }, build: { kind: null }, deploy: { ran: false } });
    expect(first.errors).toEqual([expect.objectContaining({ step: 'sync', code: 'SNAPSHOTS_MISSING' })]);
    fail = 'build';
    const second = await publisher.run(trigger('b'));
    expect(second.errors).toEqual([expect.objectContaining({ step: 'build', code: 'NO_ERROR404_PAGE' })]);
    fail = null;
    // Nothing changed in the CMS, but the last build failed: this one builds.
    expect((await publisher.run(trigger('c'))).build.kind).toBe('incremental');
    expect(publisher.bug).toBeNull();
  });

  it('reports a failed deploy, goes on, and deploys again on the next cycle even when nothing changed', async () => {
    let deployOk = false;
    const { calls, publisher } = steps({
      deploy: async () => (
        calls.push('deploy'),
        { ok: deployOk, exitCode: deployOk ? 0 : 23, signal: null, seconds: 1, problem: deployOk ? undefined : 'it exited with code 23' }
      ),
    });
    const first = await publisher.run(trigger('a'));
    expect(first.ok).toBe(false);
    expect(first.errors).toEqual([
      expect.objectContaining({
        step: 'deploy',
        code: 'PUBLISH_DEPLOY_FAILED',
        message: 'cycle 1: the deploy command failed: it exited with code 23.',
      }),
    ]);
    deployOk = true;
    const second = await publisher.run(trigger('b'));
    expect(second).toMatchObject({ ok: true, build: { kind: 'idle' }, deploy: { ran: true, ok: true } });
    expect((await publisher.run(trigger('c'))).deploy).toEqual({ ran: false, reason: 'nothing new was built' });
    expect(calls).toEqual(['sync', 'build', 'deploy', 'sync', 'deploy', 'sync']);
  });

  it('reports a bug with code BUG and keeps it for the caller', async () => {
    const { publisher } = steps({ build: () => Promise.reject(new TypeError('x is undefined')) });
    const report = await publisher.run(trigger('a'));
    expect(report.errors).toEqual([{ step: 'build', code: 'BUG', message: 'x is undefined' }]);
    expect(publisher.bug).toBeInstanceOf(TypeError);
    expect(publisher.running).toBeNull();
  });
});
