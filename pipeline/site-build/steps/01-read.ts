// Step 1: read the snapshots (validated at sync): every page summarised, from the summaries kept
// in the work folder where its file is unchanged (pipeline/snapshots/summaries.ts).
import { join } from 'node:path';
import { textDigest } from '../../digest.ts';
import { listEntriesOf } from '../../resolve/index.ts';
import type { DigestedEntry } from '../../resolve/reads.ts';
import { readSummarisedContent, type SummarisedContent } from '../../snapshots/summaries.ts';
import type { BuildRun } from '../build-run.ts';
import { reportLeftOutModules } from '../left-out.ts';
import type { ValidPage } from '../../../content/schema/problems.ts';

export type Content = SummarisedContent<DigestedEntry>;

/** What lists may show of a page, each card with its digest, as a list's answer is digested (pipeline/resolve/reads.ts). */
export const digestedEntriesOf = (page: ValidPage): DigestedEntry[] =>
  listEntriesOf(page).map((entry) => ({ ...entry, cardDigest: textDigest(JSON.stringify(entry.card)) }));

export async function readSnapshots(run: BuildRun): Promise<Content> {
  const { options, reporter, codeHash, clock } = run;
  reporter.phase('build: reading content/snapshots');
  const content = await readSummarisedContent(options.snapshotsDir, options.site, {
    cacheDir: join(options.workDir, 'content-summaries'),
    codeHash,
    session: options.session,
    entriesOf: digestedEntriesOf,
  });
  clock.lap('read');
  // Modules sync left out: listed before anything is written, and with --strict nothing is.
  run.leftOutModules = reportLeftOutModules(content.pages, reporter, options.strict === true);
  return content;
}
