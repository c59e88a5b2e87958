import { readFile, writeFile } from 'node:fs/promises';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
const session = new Session();
session.connect();
import { join, resolve } from 'node:path';
import { silentReporter } from '../../pipeline/reporter.ts';
import { buildSite } from '../../pipeline/site-build/index.ts';
import { ReadAhead } from '../../pipeline/read-ahead.ts';
let T0 = 0;
const stamp = (k: string) => (m: unknown, n?: unknown) =>
  console.log(`  ${(performance.now() - T0).toFixed(0).padStart(5)} ${k} ${String(m)}${n === undefined ? '' : `/${String(n)}`}`);
const tl = { phase: stamp('phase'), progress: stamp('progress'), info: stamp('info'), warn: stamp('warn'), done: stamp('done') };
const readAhead = process.env.NO_RA ? undefined : new ReadAhead();
const root = resolve(import.meta.dirname, '../..');
const work = process.argv[2] ?? '/tmp/w';
const snapshots = join(work, 'snapshots');
for (let round = 0; round < Number(process.argv[3] ?? 4); round++) {
  const file = join(snapshots, 'pages/news/item-1.json');
  const page = JSON.parse(await readFile(file, 'utf8')) as { template: { summary: string } };
  page.template.summary = `Resident edit ${round} ${Math.random()}`;
  await writeFile(file, `${JSON.stringify(page, null, 2)}\n`);
  const a0 = performance.now();
  await readAhead?.readAll();
  const ra = performance.now() - a0;
  const prof = process.env.PROF && round >= 3;
  if (prof) {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
  }
  const t0 = performance.now();
  T0 = t0;
  (globalThis as any).__T0 = t0;
  console.log(`  T0 ${(performance.timeOrigin + t0).toFixed(0)}`);
  const c0 = process.cpuUsage();
  const r = await buildSite({
    root,
    snapshotsDir: snapshots,
    outDir: join(work, 'dist-ref'),
    workDir: join(work, 'work-ref'),
    imageCacheDir: join(work, 'image-cache'),
    reporter: process.env.TL ? tl : silentReporter,
    readAhead,
  });
  const c = process.cpuUsage(c0);
  if (prof) {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(`/tmp/resprof-${round}.cpuprofile`, JSON.stringify(profile));
  }
  console.log(
    `round ${round} (ahead ${ra.toFixed(0)} ms): ${((performance.now() - t0) / 1000).toFixed(2)} s wall, main cpu ${((c.user + c.system) / 1e6).toFixed(2)}, resolved ${r.resolved} rendered ${r.rendered}`,
    JSON.stringify(Object.fromEntries(Object.entries(r.phases ?? {}).map(([k, v]) => [k, Number((v as number).toFixed(3))]))),
  );
}
