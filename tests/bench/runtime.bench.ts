// `npm run bench:runtime`: the gzip size of the client runtime (router, loader, prefetch, scroll,
// announcer, service-worker registration, deploy checks, Link) as it ships:
// minified from the client entry, with React, react-dom and the site's pages, templates,
// modules and components left out. Budget : at most 8 KB gzip over React itself. The sizes are
// appended to docs/benchmarks/results.jsonl (tests/bench/results.ts; `--no-record` not).
import { dirname, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { recordResult } from './results.ts';

const BUDGET_BYTES = 8 * 1024;
const root = resolve(import.meta.dirname, '../..');

/** The runtime's own files; everything else the client entry imports is not runtime. */
const RUNTIME = new Set([
  'site/app/client.tsx',
  'site/app/App.tsx',
  'site/app/navigation.tsx',
  'site/app/page-loader.ts',
  'site/app/prefetch.ts',
  'site/app/scroll.ts',
  'site/app/announcer.ts',
  'site/app/service-worker.ts',
  'site/app/deploys.ts',
  'site/components/Link/index.tsx',
  'site/lib/paths.ts',
  'site/lib/page-view.ts',
]);

// The client entry and the Link component, which pages (not the entry) import.
const ENTRY = 'virtual:runtime-entry';
const entryPlugin = {
  name: 'runtime-entry',
  resolveId: (id: string) => (id === ENTRY ? `\0${ENTRY}` : null),
  load: (id: string) =>
    id === `\0${ENTRY}` ? `import '${root}/site/app/client.tsx';\nexport { Link } from '${root}/site/components/Link/index.tsx';\n` : null,
};

function external(source: string, importer: string | undefined): boolean {
  if (!importer || source.startsWith('\0') || source === ENTRY) return false;
  if (!source.startsWith('.') && !source.startsWith('/')) return true; // react, react-dom, virtual:…
  const file = relative(root, resolve(dirname(importer), source));
  return !RUNTIME.has(file);
}

const nodeEnv = process.env.NODE_ENV;
process.env.NODE_ENV = 'production';
const output = await build({
  root,
  configFile: false,
  logLevel: 'silent',
  mode: 'production',
  plugins: [react(), entryPlugin],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    write: false,
    target: 'es2022',
    modulePreload: { polyfill: false },
    rolldownOptions: { input: ENTRY, external, preserveEntrySignatures: 'exports-only' },
  },
});
process.env.NODE_ENV = nodeEnv;

const results = Array.isArray(output) ? output : [output];
let raw = 0;
let gzip = 0;
for (const result of results) {
  if (!('output' in result)) continue;
  for (const chunk of result.output) {
    if (chunk.type !== 'chunk') continue;
    raw += Buffer.byteLength(chunk.code);
    gzip += gzipSync(chunk.code, { level: 9 }).byteLength;
    if (process.env.VERBOSE)
      console.log(
        chunk.fileName,
        Object.entries(chunk.modules).map(([id, m]) => `${relative(root, id)} ${m.renderedLength}`),
        chunk.imports,
      );
  }
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;
console.log(`client runtime: ${kb(raw)} minified, ${kb(gzip)} gzip (budget ${kb(BUDGET_BYTES)} gzip over React)`);
recordResult('bench:runtime', 'runtime', { minifiedBytes: raw, gzipBytes: gzip, budgetGzipBytes: BUDGET_BYTES });
if (gzip > BUDGET_BYTES) {
  console.error(`over budget by ${kb(gzip - BUDGET_BYTES)}`);
  process.exitCode = 1;
}
