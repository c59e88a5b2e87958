// The child process that runs the Vite builds (./index.ts, bundleInChildProcess): arguments
// root and output folder; it sends back { manifest } or { error } and exits.
import { bundleFresh } from './vite-build.ts';

const [root = '', workDir = ''] = process.argv.slice(2);
try {
  const manifest = await bundleFresh(root, workDir);
  process.send?.({ manifest });
} catch (error) {
  process.send?.({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exitCode = 1;
}
