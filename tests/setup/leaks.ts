// What a test run must not leave behind: processes, listening ports and temporary folders
// (docs/testing.md "Leaks"). Every process of a run carries a marker in its environment (children
// inherit it, detached ones too), and the run's temporary folder is its own (TMPDIR, so
// `os.tmpdir()` is it), so the check sees this run's leftovers and never another checkout's.
import { mkdirSync, rmdirSync } from 'node:fs';
import { readdir, readFile, readlink, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

const root = resolve(import.meta.dirname, '../..');
/** The variable every process of a run carries, its value naming the run. */
export const RUN_MARKER = 'UNISITE_TEST_RUN';
/** The prefix of every temporary folder a test makes (`mkdtemp(join(tmpdir(), 'unisite-…'))`). */
export const TEMP_PREFIX = 'unisite-';

/**
 * Marks this process's environment for the run (once: a child or a worker finds it set) and
 * points TMPDIR at the run's own folder under .tmp/. Called by the test configs when they load.
 */
export function markRun(): void {
  if (!process.env[RUN_MARKER]) {
    process.env[RUN_MARKER] = `${process.pid}-${Date.now()}`;
    process.env.UNISITE_TEST_TMP_OWNER = String(process.pid);
  }
  if (!process.env.UNISITE_TEST_TMP) {
    const dir = join(root, '.tmp', `run-${process.env[RUN_MARKER]}`);
    mkdirSync(dir, { recursive: true });
    process.env.UNISITE_TEST_TMP = dir;
    process.env.TMPDIR = dir;
    // A run that ends before its teardown (no test file matched) leaves no empty folder either.
    process.once('exit', () => {
      try {
        rmdirSync(dir);
      } catch {
        // Not empty (the teardown reports what is in it) or gone already.
      }
    });
  }
}

/** This process's environment without the run's marker: for a child that is not a test's (the typecheck, the lint). */
export function unmarked(): NodeJS.ProcessEnv {
  const { [RUN_MARKER]: _marker, ...env } = process.env;
  return env;
}

async function processesOfRun(run: string, except: Set<number>): Promise<Array<{ pid: number; command: string }>> {
  const found: Array<{ pid: number; command: string }> = [];
  for (const entry of await readdir('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || except.has(pid)) continue;
    const environ = await readFile(`/proc/${pid}/environ`, 'utf8').catch(() => '');
    if (!environ.split('\0').includes(`${RUN_MARKER}=${run}`)) continue;
    const command = (await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).replaceAll('\0', ' ').trim();
    if (command) found.push({ pid, command });
  }
  return found;
}

/** This process and the ones that started it (the layer runner, npm): they carry the marker and end after the check. */
async function selfAndAncestors(): Promise<Set<number>> {
  const pids = new Set<number>();
  let pid = process.pid;
  while (pid > 1 && !pids.has(pid)) {
    pids.add(pid);
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    pid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  }
  return pids;
}

/** Listening TCP ports whose sockets belong to one of `pids`. */
async function listeningPorts(pids: number[]): Promise<number[]> {
  const listening = new Map<string, number>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of (await readFile(table, 'utf8').catch(() => '')).split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields[3] === '0A') listening.set(fields[9] ?? '', parseInt(fields[1]?.split(':')[1] ?? '0', 16));
    }
  }
  const ports: number[] = [];
  for (const pid of pids) {
    for (const fd of await readdir(`/proc/${pid}/fd`).catch(() => [] as string[])) {
      const target = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '');
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      const port = inode ? listening.get(inode) : undefined;
      if (port !== undefined) ports.push(port);
    }
  }
  return ports.sort((a, b) => a - b);
}

/**
 * What the run left: its marked processes still alive (but the checking process, its ancestors
 * and those `ignore` names: a layer's own workers, which end after the check), ports they or this
 * process listen on, and the tests' folders left in the run's temporary folder. A process still
 * ending (a detached removal of a superseded version) is waited for, up to `graceMs`, by polling.
 * `alsoMarked`: other markers whose processes count too (the shared build's, tests/setup/run-layers.ts).
 */
export async function leftovers(options: { ignore?: RegExp; graceMs?: number; alsoMarked?: string[] } = {}): Promise<string[]> {
  const run = process.env[RUN_MARKER];
  if (!run) return [];
  const except = await selfAndAncestors();
  const deadline = Date.now() + (options.graceMs ?? 10_000);
  const markers = [run, ...(options.alsoMarked ?? [])];
  const marked = async () => (await Promise.all(markers.map((marker) => processesOfRun(marker, except)))).flat();
  let processes = await marked();
  const relevant = () => processes.filter(({ command }) => !options.ignore?.test(command));
  while (relevant().length > 0 && Date.now() < deadline) {
    await delay(100);
    processes = await marked();
  }
  const problems = relevant().map(({ pid, command }) => `process ${pid} still runs: ${command.slice(0, 200)}`);
  for (const port of await listeningPorts([process.pid, ...relevant().map(({ pid }) => pid)]))
    problems.push(`port ${port} still listens (opened by the tests, never closed)`);
  const tmp = process.env.UNISITE_TEST_TMP;
  if (tmp) {
    for (const entry of await readdir(tmp).catch(() => [] as string[]))
      if (entry.startsWith(TEMP_PREFIX)) problems.push(`temporary folder ${entry} left in ${tmp}`);
  }
  return problems;
}

/** Removes the run's temporary folder when this process made it (the others leave it to its maker). */
export async function removeRunTemp(): Promise<void> {
  const tmp = process.env.UNISITE_TEST_TMP;
  if (tmp && process.env.UNISITE_TEST_TMP_OWNER === String(process.pid)) await rm(tmp, { recursive: true, force: true });
}

/** Fails (throws) with every leftover named, after removing the run's temporary folder if it is this process's. */
export async function checkNoLeaks(layer: string, options: { ignore?: RegExp; graceMs?: number } = {}): Promise<void> {
  // A suite run by a test (tests/integration/pipeline/scaffold/new-type.test.ts) shares the outer
  // run's marker while the outer run's other tests still work: the outer run checks.
  if (process.env.UNISITE_TEST_NESTED) return removeRunTemp();
  const problems = await leftovers(options);
  await removeRunTemp();
  if (problems.length > 0) throw new Error(`${layer}: the tests left behind:\n  ${problems.join('\n  ')}`);
}
