// The `unisite` command: sync, build, serve, start, cms.
import { Command, InvalidArgumentError } from 'commander';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCms } from '../../content/cms/server.ts';
import { generateScaleContent } from '../../content/cms/scale.ts';
import { inspectRoute, listRoutes, RouteNotFoundError } from '../inspect/index.ts';
import { buildSite } from '../site-build/index.ts';
import { serve } from '../serve/index.ts';
import { sync } from '../sync/index.ts';
import { ContentError } from '../sync/validate.ts';
import { FetchFailedError } from '../sync/retrying-fetch.ts';
import { CmsAnswerError } from '../sync/fetch-content.ts';
import { SnapshotsMissingError } from '../snapshots/index.ts';
import { CmsDocumentError } from '../../content/cms/documents.ts';
import { UserError } from '../errors.ts';
import { scaffoldType } from '../scaffold/index.ts';
import { writeGeneratedFiles } from '../codegen/run.ts';
import { createReporter } from '../reporter.ts';
import { printableLines } from '../terminal-text.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const paths = {
  snapshots: resolve(root, 'content/snapshots'),
  dist: resolve(root, 'dist'),
  work: resolve(root, '.unisite'),
};

function port(value: string): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) throw new InvalidArgumentError('must be a port number (0–65535).');
  return parsed;
}

function count(value: string): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new InvalidArgumentError('must be a whole number, 1 or more.');
  return parsed;
}

function shard(value: string): { index: number; count: number } {
  const match = /^(\d+)\/(\d+)$/.exec(value);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || index < 1 || count < 1 || index > count) throw new InvalidArgumentError("must look like '2/4' (shard 2 of 4).");
  return { index, count };
}

async function runSync(options: { strict?: boolean } = {}): Promise<void> {
  await sync({
    snapshotsDir: paths.snapshots,
    strict: options.strict,
    cmsUrl: process.env.CMS_URL || undefined,
    regionsUrl: process.env.REGIONS_URL || undefined,
    reporter: createReporter(),
  });
}

async function runBuild(options: { sync?: boolean; strict?: boolean; shard?: { index: number; count: number } }): Promise<void> {
  if (options.sync) await runSync(options);
  await buildSite({
    root,
    snapshotsDir: paths.snapshots,
    outDir: paths.dist,
    workDir: paths.work,
    reporter: createReporter(),
    shard: options.shard,
  });
}

async function runServe(options: { port: number; host: string }): Promise<void> {
  const running = await serve({ dir: paths.dist, port: options.port, host: options.host });
  console.log(`Serving dist/ at ${running.url}/ (Ctrl+C to stop)`);
  const stop = () => void running.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

const program = new Command('unisite')
  .description('Static-site pipeline for the university site family: sync → build → serve.')
  .showHelpAfterError();

program
  .command('sync')
  .description('Pull CMS content (CMS_URL, or the embedded CMS) into validated snapshots in content/snapshots/.')
  .option('--strict', 'fail when a page names a template this site does not have (default: report it and leave the page out)')
  .action(runSync);

program
  .command('build')
  .description('Render every page × language from the snapshots into dist/.')
  .option('--sync', 'run `unisite sync` first')
  .option('--strict', 'with --sync: fail on pages whose template is unknown')
  .option('--shard <i/n>', 'build only shard i of n (for parallel CI runners)', shard)
  .action(runBuild);

program
  .command('serve')
  .description('Serve dist/ like the production host.')
  .option('-p, --port <port>', 'port to listen on', port, 4173)
  .option('--host <host>', 'address to bind', '127.0.0.1')
  .action(runServe);

program
  .command('start')
  .description('Sync from the CMS, build dist/ and serve it (the Quick start).')
  .option('-p, --port <port>', 'port to listen on', port, 4173)
  .option('--host <host>', 'address to bind', '127.0.0.1')
  .action(async (options: { port: number; host: string }) => {
    await runBuild({ sync: true });
    await runServe(options);
  });

program
  .command('cms')
  .description('Run the embedded CMS (content/cms/documents) standalone on loopback.')
  .option('-p, --port <port>', 'port to listen on', port, 4000)
  .option('--scale <pages>', 'serve a synthetic site of this many pages per language instead (for benchmarks)', count)
  .option('--seed <n>', 'seed of the synthetic site', count, 1)
  .action(async (options: { port: number; scale?: number; seed: number }) => {
    const content = options.scale ? await generateScaleContent({ pagesPerLanguage: options.scale, seed: options.seed }) : undefined;
    const cms = await startCms({ port: options.port, content });
    const what = content ? `a synthetic site of ${content.pages.length} pages (seed ${options.seed})` : 'content/cms/documents';
    console.log(`Embedded CMS serving ${what} at ${cms.url} (regions at ${cms.origin}/graphql/execute.json/global/…)`);
    console.log(`Sync from it with CMS_URL=${cms.url} unisite sync`);
  });

program
  .command('new')
  .description('Add a CMS type: a folder with its definition, component, styles and test (then codegen).')
  .argument('<kind>', "'module' or 'template'")
  .argument('<Name>', 'the CMS name, PascalCase (e.g. HeroVideo)')
  .action(async (kind: string, name: string) => {
    if (kind !== 'module' && kind !== 'template') throw new InvalidArgumentError(`kind must be 'module' or 'template', not '${kind}'.`);
    const files = await scaffoldType(root, kind, name);
    await writeGeneratedFiles();
    console.log(`✓ ${kind} ${name}: ${files.join(', ')} (registries regenerated)`);
  });

program
  .command('inspect')
  .description('Show where a route comes from (snapshot, template, modules, problems, alternates) and what it builds.')
  .argument('[route]', 'a site path, e.g. /es/noticias/')
  .option('--list', 'list every route by template')
  .action(async (route: string | undefined, options: { list?: boolean }) => {
    if (options.list || !route) console.log(await listRoutes(paths.snapshots));
    else console.log(await inspectRoute(paths.snapshots, route));
  });

/** User mistakes print their message only; bugs keep their stack (docs/architecture.md, conventions). */
function isUserError(error: unknown): error is Error {
  return (
    error instanceof ContentError ||
    error instanceof FetchFailedError ||
    error instanceof CmsAnswerError ||
    error instanceof SnapshotsMissingError ||
    error instanceof CmsDocumentError ||
    error instanceof RouteNotFoundError ||
    (error instanceof Error && /^(Port \d+ is in use|.*app-data\.json is missing)/.test(error.message))
  );
}

program.parseAsync(process.argv).catch((error: unknown) => {
  // Messages can quote CMS content: controls are made visible (pipeline/terminal-text.ts).
  if (error instanceof UserError) console.error(printableLines(error.format()));
  else if (isUserError(error)) console.error(`✗ ${printableLines(error.message)}`);
  else console.error(printableLines(error instanceof Error ? (error.stack ?? error.message) : String(error)));
  process.exitCode = 1;
});
