// The benchmark's content edit: the summary of one old news item, written into the snapshots as
// an editor's change reaches them (build-once.ts, and the watching process in build.bench.ts).
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export async function editOneDocument(snapshotsDir: string, summary: string): Promise<void> {
  const file = join(snapshotsDir, 'pages/news/item-1.json');
  const page = JSON.parse(await readFile(file, 'utf8')) as { template: { summary: string } };
  page.template.summary = summary;
  await writeFile(file, `${JSON.stringify(page, null, 2)}\n`);
}
