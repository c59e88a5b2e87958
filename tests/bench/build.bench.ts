// `npm run bench`: sync + build of a synthetic site, several runs in fresh processes, medians.
// Usage: npm run bench [-- <pages per language> <runs>]   (defaults: 1000 pages, 3 runs)
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const pages = Number(process.argv[2] ?? 1000);
const runs = Number(process.argv[3] ?? 3);
const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const once = resolve(import.meta.dirname, 'build-once.ts');

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

const results: Array<Record<string, number>> = [];
for (let run = 1; run <= runs; run += 1) {
  const output = execFileSync(process.execPath, ['--import', tsx, once, String(pages)], { encoding: 'utf8' });
  const result = JSON.parse(output.trim().split('\n').pop() as string) as Record<string, number>;
  results.push(result);
  console.log(
    `run ${run}/${runs}: ${result.pages} pages, sync ${result.syncSeconds?.toFixed(2)} s, build ${result.buildSeconds?.toFixed(2)} s, peak RSS ${result.peakRssMiB?.toFixed(0)} MiB`,
  );
}
const pick = (key: string) => median(results.map((r) => r[key] as number));
console.log(
  `median of ${runs}: ${pick('pages')} pages (${pages} per language) — sync ${pick('syncSeconds').toFixed(2)} s, build ${pick('buildSeconds').toFixed(2)} s ` +
    `(${pick('pagesPerSecond').toFixed(0)} pages/s), peak RSS ${pick('peakRssMiB').toFixed(0)} MiB, dist ${pick('distFiles')} files / ${pick('distMiB').toFixed(1)} MiB`,
);
