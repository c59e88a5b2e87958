// One publish cycle (docs/publishing.md "A cycle"): sync, build, deploy, and a report of what each
// did and why. The steps are passed in (the CLI wires the sync, the family build and the deploy
// command), so this module decides only what runs and says why:
//
// - a sync that fails ends the cycle: nothing is built from snapshots it did not write;
// - a sync that changed no document after a successful build of this process builds nothing
//   (`idle`): the site published is already the site of these snapshots;
// - otherwise the build runs, incremental as every build is, and is reported `full` when it
//   rendered every page, `incremental` when it kept some;
// - the deploy command runs after each successful build, and after an idle cycle only when the
//   last deploy failed (the site deployed is behind the one built);
// - an error is reported with its catalogue code and the loop goes on; a bug ends it.
import { renderEntry } from '../errors/catalogue.ts';
import { isUserError } from '../errors/index.ts';
import type { Trigger } from './queue.ts';

export interface SyncOutcome {
  /** Snapshot files, relative to the snapshot folder. */
  added: string[];
  changed: string[];
  removed: string[];
  unchanged: number;
  pages: number;
  sites: string[];
}

export interface BuildOutcome {
  pages: number;
  rendered: number;
  seconds: number;
}

export interface DeployOutcome {
  ok: boolean;
  exitCode: number | null;
  signal: string | null;
  seconds: number;
  /** Why it did not succeed, in words (its exit code, a signal, a timeout). */
  problem?: string | undefined;
}

export interface CycleSteps {
  sync(): Promise<SyncOutcome>;
  build(): Promise<BuildOutcome>;
  /** The deploy command; undefined when none is configured. */
  deploy: (() => Promise<DeployOutcome>) | undefined;
  /** Whether the output folder holds a build (before the first build: a full build is explained by its absence). */
  hasPreviousBuild(): Promise<boolean>;
  /** A coded error for what a step threw, when it is a known situation (a full disk), else null. */
  known?: (error: unknown) => { code: string; message: string; fix?: string | undefined } | null;
}

export interface CodedProblem {
  step: 'sync' | 'build' | 'deploy';
  code: string;
  message: string;
  fix?: string | undefined;
}

export type BuildKind = 'full' | 'incremental' | 'idle';

export interface CycleReport {
  cycle: number;
  startedAt: string;
  finishedAt: string;
  seconds: number;
  ok: boolean;
  trigger: Trigger;
  sync: (SyncOutcome & { ok: boolean }) | { ok: false };
  build: { kind: BuildKind | null; reason: string; ok: boolean; pages?: number; rendered?: number; seconds?: number };
  deploy: ({ ran: true } & DeployOutcome) | { ran: false; reason: string };
  errors: CodedProblem[];
  warnings: Array<{ code: string | null; message: string }>;
}

/** What the report of the running cycle says so far (GET /status). */
export interface RunningCycle {
  cycle: number;
  startedAt: string;
  trigger: Trigger;
  step: 'sync' | 'build' | 'deploy';
}

/** The number of cycle reports kept for GET /status. */
export const KEPT_REPORTS = 20;

const documents = (sync: SyncOutcome) => sync.added.length + sync.changed.length + sync.removed.length;
const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

export class Publisher {
  private cycles = 0;
  /** A build of this process succeeded, and no sync changed a document since. */
  private builtClean = false;
  /** The last deploy failed (or never ran after the last build): the next cycle deploys even if idle. */
  private deployBehind = false;
  private readonly reports: CycleReport[] = [];
  running: RunningCycle | null = null;
  /** What the last cycle threw that is no user's mistake (reported with code BUG): the caller ends the loop. */
  bug: unknown = null;

  constructor(
    private readonly steps: CycleSteps,
    private readonly now: () => number = Date.now,
  ) {}

  /** The last cycles' reports, the newest last. */
  get recent(): readonly CycleReport[] {
    return this.reports;
  }

  /** Runs one cycle and returns its report: a user's mistake is in it, and so is a bug (kept in `bug` too). */
  async run(trigger: Trigger, warnings: CycleReport['warnings'] = []): Promise<CycleReport> {
    const started = this.now();
    const cycle = (this.cycles += 1);
    this.running = { cycle, startedAt: new Date(started).toISOString(), trigger, step: 'sync' };
    const errors: CodedProblem[] = [];
    let bug: unknown = null;
    const failed = (step: CodedProblem['step'], error: unknown) => {
      const known = isUserError(error) ? { code: error.code, message: error.what, fix: error.fix } : (this.steps.known?.(error) ?? null);
      if (known) errors.push({ step, ...known });
      else {
        bug = error;
        errors.push({ step, code: 'BUG', message: error instanceof Error ? error.message : String(error) });
      }
    };
    const report = (parts: Pick<CycleReport, 'sync' | 'build' | 'deploy'>): CycleReport => {
      const finished = this.now();
      const done: CycleReport = {
        cycle,
        startedAt: new Date(started).toISOString(),
        finishedAt: new Date(finished).toISOString(),
        seconds: Math.round((finished - started) / 100) / 10,
        ok: errors.length === 0,
        trigger,
        ...parts,
        errors,
        warnings,
      };
      this.reports.push(done);
      if (this.reports.length > KEPT_REPORTS) this.reports.shift();
      this.running = null;
      return done;
    };
    const finish = (parts: Pick<CycleReport, 'sync' | 'build' | 'deploy'>): CycleReport => {
      this.bug = bug;
      return report(parts);
    };

    // 1. Sync: the snapshots of what the CMS publishes now.
    let synced: SyncOutcome;
    const hadBuild = await this.steps.hasPreviousBuild().catch(() => false);
    try {
      synced = await this.steps.sync();
    } catch (error) {
      failed('sync', error);
      return finish({
        sync: { ok: false },
        build: { kind: null, ok: false, reason: 'not run: the sync failed, and the snapshots were left as they were' },
        deploy: { ran: false, reason: 'not run: nothing was built' },
      });
    }
    const sync = { ok: true, ...synced };
    const changedDocuments = documents(synced);
    if (changedDocuments > 0) this.builtClean = false;

    // 2. Build, unless the site built is already the site of these snapshots.
    let build: CycleReport['build'];
    if (this.builtClean) {
      build = { kind: 'idle', ok: true, reason: 'the sync changed no document since the last successful build' };
    } else {
      this.running.step = 'build';
      try {
        const built = await this.steps.build();
        this.builtClean = true;
        this.deployBehind = true;
        const kept = built.pages - built.rendered;
        const cause =
          changedDocuments > 0
            ? `${plural(changedDocuments, 'document')} changed`
            : 'no document changed, but this process had not built these snapshots yet';
        const kind: BuildKind = built.rendered >= built.pages && built.pages > 0 ? 'full' : 'incremental';
        const reason =
          kind === 'full'
            ? hadBuild
              ? `every page was rendered again (${cause}): the previous build was made by other code, or a change reaches every page (a site document, a menu, a shared list)`
              : 'there was no previous build to keep pages from'
            : `${plural(built.rendered, 'page')} of ${built.pages} rendered again, ${kept} kept (${cause})`;
        build = { kind, ok: true, reason, pages: built.pages, rendered: built.rendered, seconds: built.seconds };
      } catch (error) {
        this.builtClean = false;
        failed('build', error);
        return finish({
          sync,
          build: { kind: null, ok: false, reason: 'failed: the output folder was left as it was' },
          deploy: { ran: false, reason: 'not run: the build failed' },
        });
      }
    }

    // 3. Deploy what was built.
    let deploy: CycleReport['deploy'];
    if (!this.steps.deploy) deploy = { ran: false, reason: 'no deploy command is configured' };
    else if (build.kind === 'idle' && !this.deployBehind) deploy = { ran: false, reason: 'nothing new was built' };
    else {
      this.running.step = 'deploy';
      try {
        const outcome = await this.steps.deploy();
        this.deployBehind = !outcome.ok;
        deploy = { ran: true, ...outcome };
        if (!outcome.ok) {
          const texts = renderEntry('PUBLISH_DEPLOY_FAILED', { cycle, problem: outcome.problem ?? 'its exit code was not 0' });
          errors.push({ step: 'deploy', code: texts.code, message: texts.message, fix: texts.fix });
        }
      } catch (error) {
        this.deployBehind = true;
        failed('deploy', error);
        deploy = { ran: true, ok: false, exitCode: null, signal: null, seconds: 0, problem: 'it could not be started' };
      }
    }
    return finish({ sync, build, deploy });
  }
}

/** The lines a cycle's report is printed as (without --json). */
export function reportLines(report: CycleReport): string[] {
  const head = `cycle ${report.cycle}`;
  const lines: string[] = [];
  if (report.sync.ok) {
    const sync = report.sync as SyncOutcome;
    const changed = [...sync.added, ...sync.changed, ...sync.removed];
    const shown = changed.slice(0, 5).join(', ') + (changed.length > 5 ? `, … ${changed.length - 5} more` : '');
    lines.push(
      `${head} sync: ${changed.length === 0 ? 'no document changed' : `${sync.added.length} added, ${sync.changed.length} changed, ${sync.removed.length} removed (${shown})`}, ${sync.unchanged} unchanged`,
    );
  } else lines.push(`${head} sync: failed`);
  lines.push(`${head} build: ${report.build.kind ? `${report.build.kind}: ` : ''}${report.build.reason}`);
  const { deploy } = report;
  lines.push(
    `${head} deploy: ${
      deploy.ran
        ? deploy.ok
          ? `done in ${deploy.seconds} s`
          : `failed (${deploy.problem ?? 'its exit code was not 0'}); the next cycle deploys again`
        : deploy.reason
    }`,
  );
  for (const error of report.errors) lines.push(`${head} ✗ [${error.code}] ${error.message}${error.fix ? ` ${error.fix}` : ''}`);
  lines.push(
    `${head} ${report.ok ? '✓ finished' : '✗ finished with errors'} at ${report.finishedAt} in ${report.seconds} s (deliveries ${report.trigger.deliveries.join(', ')})`,
  );
  return lines;
}
