// `unisite publish` (docs/publishing.md): a long-running process for a team's server that
// receives the CMS's publish webhook and publishes: sync, incremental build, deploy command.
// This file wires the pipeline's own sync and family build into the loop of pipeline/publish/,
// and says what happens on Ctrl+C or a service manager's stop.
import { existsSync } from 'node:fs';
import { realpath } from 'node:fs/promises';
import { printableLines } from '../../content/schema/terminal-text.ts';
import { config } from '../config.ts';
import { userError } from '../errors/index.ts';
import { createReporter, type Reporter } from '../reporter.ts';
import { Publisher, reportLines, type CycleReport } from '../publish/cycle.ts';
import { runDeploy } from '../publish/deploy.ts';
import { PublishQueue } from '../publish/queue.ts';
import { startPublishServer } from '../publish/server.ts';
import { buildFamily } from '../site-build/family/index.ts';
import { sync } from '../sync/index.ts';
import { cmsAuthHeaders } from '../sync/cms-request.ts';
import { BuildSession } from '../watch/session.ts';
import { undoInterrupted } from '../write/interrupt.ts';
import { diskFullError } from '../write/disk-full.ts';
import { bugText, codedWarning } from './output.ts';

/** Shorter secrets are guessable offline from one signed request. */
export const MIN_SECRET_LENGTH = 16;

export interface PublishFlags {
  port: number;
  host: string;
  deploy?: string;
  deployTimeout: number;
  debounce: number;
  site?: number | string;
  strict?: boolean;
  cmsHeader?: string;
  json?: boolean;
  quiet?: boolean;
}

export interface PublishPaths {
  root: string;
  snapshots: string;
  dist: string;
  work: string;
}

/** The secret every webhook is signed with: required, never shown. */
function webhookSecret(): string {
  const secret = config().webhookSecret ?? '';
  if (secret.length < MIN_SECRET_LENGTH) {
    throw userError('PUBLISH_SECRET_MISSING', { name: 'UNISITE_WEBHOOK_SECRET', length: secret.length, min: MIN_SECRET_LENGTH });
  }
  return secret;
}

export async function runPublish(options: PublishFlags, paths: PublishPaths): Promise<void> {
  const secret = webhookSecret();
  const deployCommand = options.deploy ?? config().deployCommand;
  const json = Boolean(options.json);
  // Reports go to stdout (lines, or one JSON object per cycle); the sync's and build's phases,
  // the deploy command's output and the start-up line go to stderr.
  const say = (line: string) => process.stdout.write(`${printableLines(line)}\n`);
  const base = createReporter(process.stderr, json ? 'silent' : options.quiet ? 'quiet' : 'normal');
  let warnings: CycleReport['warnings'] = [];
  const reporter: Reporter = {
    ...base,
    warn(message) {
      warnings.push(codedWarning(message));
      base.warn(message);
    },
  };
  const session = new BuildSession();
  const stopping = new AbortController();

  const publisher = new Publisher({
    async sync() {
      const result = await sync({
        snapshotsDir: paths.snapshots,
        site: options.site,
        strict: options.strict,
        cmsUrl: config().cmsUrl,
        regionsUrl: config().regionsUrl,
        reporter,
        headers: cmsAuthHeaders(config().cmsToken, options.cmsHeader),
      });
      return { ...result.diff, pages: result.pages, sites: result.sites };
    },
    async build() {
      const result = await buildFamily({
        root: paths.root,
        snapshotsDir: paths.snapshots,
        site: options.site,
        outDir: paths.dist,
        workDir: paths.work,
        reporter,
        strict: options.strict,
        session,
      });
      const rendered = result.sites.reduce((sum, site) => sum + site.result.rendered, 0);
      return { pages: result.pages, rendered, seconds: Math.round(result.seconds * 10) / 10 };
    },
    deploy: deployCommand
      ? async () =>
          runDeploy({
            command: deployCommand,
            // The version just published: it stays as it is while the command copies it.
            distDir: await realpath(paths.dist),
            output: process.stderr,
            timeoutMs: options.deployTimeout * 1000,
            signal: stopping.signal,
          })
      : undefined,
    hasPreviousBuild: async () => existsSync(paths.dist),
    known: (error) => {
      const full = diskFullError(error);
      return full ? { code: full.code, message: full.what, fix: full.fix } : null;
    },
  });

  const queue = new PublishQueue(
    async (trigger) => {
      if (!json) say(`cycle started at ${new Date().toISOString()} for ${trigger.deliveries.join(', ')}`);
      warnings = [];
      const report = await publisher.run(trigger, warnings);
      if (json) say(JSON.stringify(report));
      else for (const line of reportLines(report)) say(line);
      if (publisher.bug) throw publisher.bug;
      // Idle until the next webhook: what the next build reads is parsed now.
      await session.readAll();
    },
    { quietMs: options.debounce, maxWaitMs: Math.max(60_000, options.debounce * 10) },
    (error) => {
      // A bug (its cycle was reported): said to be one, with its stack; a service manager starts
      // the process again.
      console.error(bugText(error));
      process.exit(2);
    },
  );

  const server = await startPublishServer({
    secret,
    queue,
    port: options.port,
    host: options.host,
    status: () => ({ running: publisher.running, cycles: publisher.recent }),
    onRefused: (status, reason) => reporter.info(`webhook refused (${status}): ${reason}`),
  });
  const listening = `Publishing on each CMS webhook: POST ${server.url}/webhook, status at GET ${server.url}/status${
    deployCommand ? '' : ' (no deploy command: --deploy or UNISITE_DEPLOY_COMMAND)'
  } (Ctrl+C to stop)`;
  process.stderr.write(`${listening}\n`);

  // Ctrl+C (130) or a service manager's SIGTERM (143): no webhook is taken any more. A sync or
  // build running is stopped at once as `unisite sync` and `build` are (the unfinished version
  // discarded, the folders left as they were); a deploy running is stopped and its cycle
  // reported. A second signal ends the process at once.
  const stop = (signal: NodeJS.Signals) => {
    const code = signal === 'SIGINT' ? 130 : 143;
    if (stopping.signal.aborted) process.exit(code);
    stopping.abort();
    void server.close();
    const running = publisher.running;
    if (running && running.step !== 'deploy') {
      const { switched } = undoInterrupted();
      const folders = [paths.snapshots, ...(running.step === 'build' ? [paths.dist] : [])];
      const error = userError('RUN_INTERRUPTED', {
        command: 'publish',
        folders: folders.map((folder) => ({ folder, switched: switched.has(folder) })),
        signal: signal === 'SIGTERM' ? 'SIGTERM' : undefined,
      });
      if (json) say(JSON.stringify({ cycle: running.cycle, interrupted: true, error: { code: error.code, message: error.what } }));
      else console.error(printableLines(`✗ [${error.code}] ${error.what}`));
      process.exit(code);
    }
    void queue.stop().then(() => process.exit(code));
  };
  process.once('SIGINT', () => {
    stop('SIGINT');
    process.once('SIGINT', () => stop('SIGINT'));
  });
  process.once('SIGTERM', () => {
    stop('SIGTERM');
    process.once('SIGTERM', () => stop('SIGTERM'));
  });
}
