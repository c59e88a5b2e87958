// One measured run: a synthetic site of N pages per language → sync → build, in this process,
// printing one JSON line. tests/bench/build.bench.ts runs it several times in fresh processes.
import { mkdtemp, rm, readdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { generateScaleContent } from '../../content/cms/scale.ts';
import { startCms } from '../../content/cms/server.ts';
import { silentReporter } from '../../pipeline/reporter.ts';
import { buildSite } from '../../pipeline/site-build/index.ts';
import { sync } from '../../pipeline/sync/index.ts';

const root = resolve(import.meta.dirname, '../..');
const pagesPerLanguage = Number(process.argv[2] ?? 1000);

async function sizeOf(dir: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes };
}

const work = await mkdtemp(join(tmpdir(), 'unisite-bench-'));
try {
  const content = await generateScaleContent({ pagesPerLanguage, seed: 1 });
  const cms = await startCms({ content });
  let t = performance.now();
  await sync({ snapshotsDir: join(work, 'snapshots'), cmsUrl: cms.url, reporter: silentReporter });
  const syncSeconds = (performance.now() - t) / 1000;
  await cms.close();
  t = performance.now();
  const result = await buildSite({
    root,
    snapshotsDir: join(work, 'snapshots'),
    outDir: join(work, 'dist'),
    workDir: join(work, 'work'),
    reporter: silentReporter,
  });
  const buildSeconds = (performance.now() - t) / 1000;
  const dist = await sizeOf(join(work, 'dist'));
  console.log(
    JSON.stringify({
      pagesPerLanguage,
      pages: result.pages,
      syncSeconds,
      buildSeconds,
      pagesPerSecond: result.pages / buildSeconds,
      peakRssMiB: process.resourceUsage().maxRSS / 1024,
      distFiles: dist.files,
      distMiB: dist.bytes / 1024 / 1024,
    }),
  );
} finally {
  await rm(work, { recursive: true, force: true });
}
