// The child process that runs the Vite builds (./index.ts, bundleInChildProcess): arguments
// root and output folder; it sends back { manifest, warnings } or { error: { message, file?, line?, column? } } and exits.
//
// Plain JavaScript, so that Vite and its React plugin load before the TypeScript loader (tsx) is
// registered: imported through the loader, Vite cost about three times the resident memory
// of the import alone, and its bundle took longer. Only the build's own
// TypeScript (./vite-build.ts and what it imports) goes through the loader; Vite is in the module
// cache by then.
import 'vite';
import '@vitejs/plugin-react';
import { register } from 'tsx/esm/api';

// The build that started it may be killed at any moment (SIGKILL included): its channel then
// closes (perhaps while Vite loaded), and the bundle it would have used is not made
// (pipeline/cli/parent-watch.ts). Unreferenced, so that the channel does not keep this process
// alive once its answer is sent.
process.channel?.unref();
process.once('disconnect', () => process.exit(1));
if (!process.connected) process.exit(1);

register();
const { bundleFresh } = await import('./vite-build.ts');

const [root = '', workDir = ''] = process.argv.slice(2);
try {
  // Vite's warnings go back with the manifest, for the build to report (./vite-build.ts).
  const warnings = [];
  const manifest = await bundleFresh(root, workDir, (message) => warnings.push(message));
  process.send?.({ manifest, warnings });
} catch (error) {
  // What BUNDLE_FAILED names: Vite's message and the file it was at (Rollup's `id` and `loc`).
  const { message = String(error), id, loc } = error instanceof Error ? error : {};
  process.send?.({ error: { message, file: loc?.file ?? id, line: loc?.line, column: loc?.column } });
  process.exitCode = 1;
}
