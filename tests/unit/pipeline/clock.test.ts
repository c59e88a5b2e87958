// The one clock of what a run writes (pipeline/clock.ts): SOURCE_DATE_EPOCH, when set, is the
// moment a sync stamps its snapshots with and a build resolves its time-aware lists as of, so two
// syncs (and the builds of what they wrote, deterministic for the same snapshots) made at different
// times give byte-identical output.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMoment, sourceDate } from '../../../pipeline/clock.ts';
import { config, readConfig } from '../../../pipeline/config.ts';
import { isUserError } from '../../../pipeline/errors/index.ts';
import { silentReporter } from '../../../pipeline/reporter.ts';
import { sync } from '../../../pipeline/sync/index.ts';
import { digestTree } from '../../helpers/digest-tree.ts';

// 2026-01-01T00:00:00Z
const EPOCH = 1_767_225_600;

describe('SOURCE_DATE_EPOCH', () => {
  it('is read as whole seconds since 1970, and anything else is a configuration error', () => {
    expect(readConfig({}).sourceDateEpoch).toBeUndefined();
    expect(readConfig({ SOURCE_DATE_EPOCH: String(EPOCH) }).sourceDateEpoch).toBe(EPOCH);
    for (const value of ['yesterday', '-1', '1.5', '1e9']) {
      let thrown: unknown;
      try {
        readConfig({ SOURCE_DATE_EPOCH: value });
      } catch (error) {
        thrown = error;
      }
      expect(isUserError(thrown), value).toBe(true);
    }
  });

  it('is the moment of a run when set, else the clock', () => {
    expect(sourceDate(EPOCH)).toBe('2026-01-01T00:00:00.000Z');
    expect(runMoment(EPOCH)).toBe('2026-01-01T00:00:00.000Z');
    expect(sourceDate(undefined)).toBeUndefined();
    const before = Date.now();
    const now = Date.parse(runMoment(undefined));
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  describe('two syncs of the same content', () => {
    let work: string;
    const settings = config();
    const saved = settings.sourceDateEpoch;
    beforeAll(async () => {
      work = await mkdtemp(join(tmpdir(), 'unisite-clock-'));
      settings.sourceDateEpoch = EPOCH;
    });
    afterAll(async () => {
      settings.sourceDateEpoch = saved;
      await rm(work, { recursive: true, force: true });
    });

    it('write byte-identical snapshots, stamped with SOURCE_DATE_EPOCH', async () => {
      const a = join(work, 'snapshots-a');
      const b = join(work, 'snapshots-b');
      await sync({ snapshotsDir: a, reporter: silentReporter });
      await sync({ snapshotsDir: b, reporter: silentReporter });
      expect(await digestTree(b)).toEqual(await digestTree(a));
      const manifest = JSON.parse(await readFile(join(a, 'manifest.json'), 'utf8'));
      expect(manifest.syncedAt).toBe('2026-01-01T00:00:00.000Z');
    });
  });
});
