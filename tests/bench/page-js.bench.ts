// `npm run bench:page-js [-- <dist> <path> …]`: the gzip bytes of the JavaScript a built page
// loads before any navigation (its entry script, its template's and modules' chunks and every
// chunk those import statically), and of the chunks its first client navigation imports on demand. Reads a built
// dist/ (default), so it measures exactly what visitors download. The sizes are appended to
// docs/benchmarks/results.jsonl (tests/bench/results.ts; `--no-record` not, `--note "…"` says why).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { recordResult } from './results.ts';

// The positional arguments, without the results file's flags.
const positional = process.argv
  .slice(2)
  .filter((arg, index, all) => arg !== '--no-record' && arg !== '--note' && all[index - 1] !== '--note');
const dist = positional[0] ?? 'dist';
const paths = positional.length > 1 ? positional.slice(1) : ['/', '/news/succession-barometer-2026/', '/es/noticias/'];
const figures: Record<string, { onLoadGzipBytes: number; firstNavigationGzipBytes: number }> = {};

const gzip = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).byteLength;

/** Chunks a chunk imports: static (`import … from "./x.js"`) and dynamic (`import("./x.js")`). */
function importsOf(file: string): { static: string[]; dynamic: string[] } {
  const code = readFileSync(join(dist, file), 'utf8');
  const resolveFrom = (specifier: string) => posix.join(posix.dirname(file), specifier);
  const statics = [...code.matchAll(/(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)].map((m) =>
    resolveFrom(m[1] as string),
  );
  const dynamics = [...code.matchAll(/import\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g)].map((m) => resolveFrom(m[1] as string));
  return { static: statics, dynamic: dynamics };
}

function closure(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file) || !existsSync(join(dist, file))) continue;
    seen.add(file);
    queue.push(...importsOf(file).static);
  }
  return seen;
}

const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzip(file), 0);

for (const path of paths) {
  const html = readFileSync(join(dist, path, 'index.html'), 'utf8');
  // The built site's start script names the client entry (site/app/start-script.ts); once it has
  // read the page-data, the client imports the page's template and modules chunks.
  const scripts = [...html.matchAll(/<script type="module" src="\/([^"]+)"/g), ...html.matchAll(/ data-src="\/([^"]+)"/g)].map(
    (m) => m[1] as string,
  );
  const pageDataFile = / data-data="\/([^" ]+)/.exec(html)?.[1];
  if (pageDataFile) {
    const { result } = JSON.parse(readFileSync(join(dist, pageDataFile), 'utf8')) as {
      result: { pageContext: { page: { templateType: string }; modules: string[] } };
    };
    const chunks = readdirSync(join(dist, 'assets'));
    const chunkOf = (kind: string, name: string) => chunks.find((file) => file.startsWith(`${kind}-${name}-`) && file.endsWith('.js'));
    for (const [kind, name] of [
      ['template', result.pageContext.page.templateType],
      ...result.pageContext.modules.map((m) => ['module', m]),
    ]) {
      const file = chunkOf(kind as string, name as string);
      if (file) scripts.push(`assets/${file}`);
    }
  }
  const initial = closure(scripts);
  // Chunks of the runtime itself loaded on demand (not components, which other pages name).
  const onNavigation = new Set(
    [...initial].flatMap((file) => importsOf(file).dynamic).filter((file) => !/\/(template|module)-/.test(file) && !initial.has(file)),
  );
  const later = closure([...onNavigation]);
  for (const file of initial) later.delete(file);
  figures[path] = { onLoadGzipBytes: sum(initial), firstNavigationGzipBytes: sum(later) };
  console.log(
    `${path}: ${sum(initial)} B gzip on load (${initial.size} chunks), +${sum(later)} B on the first navigation (${[...later].map((f) => posix.basename(f)).join(', ') || 'none'})`,
  );
}
recordResult('bench:page-js', 'page-js', { dist, pages: figures });
