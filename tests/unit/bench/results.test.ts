// The benchmarks' results file (tests/bench/results.ts, docs/performance.md "Reading the results"):
// a run appends one record of the documented shape, and every record kept in the file has it.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RESULTS_FILE, recordResult, type BenchRecord } from '../../bench/results.ts';

const FIELDS = ['date', 'bench', 'command', 'commit', 'machine', 'note', 'figures'];

describe('the benchmarks results file', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'unisite-results-'));
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await rm(dir, { recursive: true, force: true });
  });

  it('gets one line of JSON per run, saying when, where, from what and with what figures', async () => {
    const file = join(dir, 'results.jsonl');
    vi.stubEnv('UNISITE_BENCH_RESULTS', file);
    vi.spyOn(console, 'log').mockImplementation(() => {});
    recordResult('bench:runtime', 'runtime', { gzipBytes: 5000 }, 1.5);
    recordResult('bench:runtime', 'runtime', { gzipBytes: 5100 });
    const lines = (await readFile(file, 'utf8')).trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    const record = JSON.parse(lines[0] as string) as BenchRecord;
    expect(Object.keys(record)).toEqual(FIELDS);
    expect(record).toMatchObject({ bench: 'runtime', figures: { gzipBytes: 5000 } });
    expect(record.command).toMatch(/^npm run bench:runtime/);
    expect(new Date(record.date).toISOString()).toBe(record.date);
    expect(record.machine.cores).toBeGreaterThan(0);
    expect(record.machine.node).toBe(process.version);
    // The load when the run began, then when it ended.
    expect(record.machine.loadAverage).toHaveLength(2);
    vi.restoreAllMocks();
  });

  it('is not written with UNISITE_BENCH_RESULTS=off', async () => {
    vi.stubEnv('UNISITE_BENCH_RESULTS', 'off');
    recordResult('bench', 'build', {});
    // Taken for a file name, it would have been written beside the working directory.
    expect(existsSync(resolve('off'))).toBe(false);
  });

  it('keeps only records of that shape, oldest first', async () => {
    const lines = (await readFile(RESULTS_FILE, 'utf8')).trimEnd().split('\n');
    expect(lines.length).toBeGreaterThan(0);
    let previous = '';
    for (const line of lines) {
      const record = JSON.parse(line) as BenchRecord;
      for (const field of FIELDS) expect(record, line).toHaveProperty(field);
      expect(record.date >= previous, `${record.date} after ${previous}`).toBe(true);
      expect(typeof record.machine.cores).toBe('number');
      previous = record.date;
    }
  });
});
