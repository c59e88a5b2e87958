// `unisite start`, the Quick start: serve dist/ as soon as there is something to serve. The last
// complete build is served at once while the sync and the build run; the build leaves the image
// variants the cache does not hold for after it (`deferImages`), so that the first start serves
// its pages before they are encoded; they are encoded in the background then, and a variant a
// browser asks for first is encoded at once (docs/commands.md "unisite start").
import type { FamilyBuildResult } from '../site-build/family/index.ts';
import { encodeInBackground, type BackgroundEncoding } from '../images/background-encoding.ts';
import { imagesInPlace, imagesPending, lastCompleteBuild } from '../site-build/last-build.ts';
import type { Reporter } from '../reporter.ts';
import { isUserError } from '../errors/index.ts';
import { diskFullError } from '../write/disk-full.ts';
import { printableLines } from '../../content/schema/terminal-text.ts';
import { pauseAt } from '../write/test-pause.ts';
import { bugText } from './output.ts';
import { serveDist } from './serve-dist.ts';

export interface StartOptions {
  port: number;
  host: string;
  dist: string;
  workDir: string;
  imageCacheDir: string;
  reporter: Reporter;
  /** The sync and the build, with the images deferred (Ctrl+C stops it: main.ts `interruptible`). */
  build: () => Promise<FamilyBuildResult>;
}

export async function runStart(options: StartOptions): Promise<void> {
  const { dist, workDir, reporter } = options;
  // The variants of the build served now left for after it, once known: asked when a file is missing.
  let background: BackgroundEncoding | null = null;
  const serve = () =>
    serveDist({
      dir: dist,
      port: options.port,
      host: options.host,
      missingFile: (pathname) => background?.encodeNow(pathname).catch(() => false) ?? Promise.resolve(false),
    });

  // 1. The last complete build, served at once.
  const last = await lastCompleteBuild(dist, workDir);
  const server = last ? await serve() : null;
  if (server) {
    console.log(`Serving the last build of dist/ at ${server.running.url}/ (Ctrl+C to stop); syncing and building again now …`);
    stopOnSignal(server.running.close);
  }

  // 2. The sync and the build; a failure keeps the last build served.
  let built: FamilyBuildResult;
  try {
    built = await options.build();
  } catch (error) {
    if (!server) throw error;
    reportError(error);
    console.log(`The sync or the build failed (above): still serving the last build at ${server.running.url}/`);
    return;
  }

  // 3. The new build served: by the server already running (it answers each request from the
  //    version dist/ names then), else by one started now.
  if (built.deferredImages.length > 0) await imagesPending(dist, workDir);
  if (server) console.log(`Serving the new build of dist/ at ${server.running.url}/`);
  else {
    const started = await serve();
    console.log(`Serving dist/ at ${started.running.url}/ (Ctrl+C to stop)`);
    console.log(`Forms posted to ${started.running.url}/forms/<FormName> are stored in ${started.formsDir}`);
    stopOnSignal(started.running.close);
  }

  // 4. The image variants the build left, encoded in the background.
  background = encodeInBackground({
    variants: built.deferredImages,
    cacheDir: options.imageCacheDir,
    reporter,
    // Tests ask for a variant before the queue has started (pipeline/write/test-pause.ts).
    after: pauseAt('start:images:queued'),
  });
  await background.done;
  await imagesInPlace(workDir);
}

/** Ctrl+C (or SIGTERM) closes the server and ends the command. */
function stopOnSignal(close: () => Promise<void>): void {
  const stop = () => void close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/** A failed sync or build as the CLI reports one (main.ts), while the server runs on. */
function reportError(error: unknown): void {
  const known = diskFullError(error) ?? error;
  console.error(isUserError(known) ? printableLines(known.format()) : bugText(known));
}
