// Syncs content into snapshots through the embedded CMS, as `unisite sync` does against a CMS
// holding it: the way tests make snapshots of generated content.
import type { CmsContent } from '../../content/cms/documents.ts';
import { startCms } from '../../pipeline/cms.ts';
import { silentReporter } from '../../pipeline/reporter.ts';
import { sync } from '../../pipeline/sync/index.ts';

export async function syncContent(content: CmsContent, snapshotsDir: string): Promise<void> {
  const cms = await startCms({ content });
  try {
    await sync({ snapshotsDir, cmsUrl: cms.url, reporter: silentReporter });
  } finally {
    await cms.close();
  }
}
