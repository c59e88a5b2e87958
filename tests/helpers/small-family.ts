// A smaller family for tests of how a family is built (composition, shards, incremental
// builds, the family's search): the demo's research centre and business school, without the
// other units of content/cms/documents. Those tests build the family several times; the
// behaviour they check does not grow with the number of sites, and the whole family of 24 is
// built once per run by the shared build (tests/setup/family-build.ts).
import { link, mkdir, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_DOCUMENTS_DIR } from '../../content/cms/server.ts';

export const SMALL_FAMILY = ['research-centre', 'business-school'] as const;

/** Hard links the demo's documents of the two sites into `dir` (a documents folder for `sync({ documentsDir })`). */
export async function smallFamilyDocuments(dir: string): Promise<string> {
  const from = DEFAULT_DOCUMENTS_DIR;
  const left: string[] = [];
  for (const file of await readdir(join(from, 'sites'))) {
    const site = JSON.parse(await readFile(join(from, 'sites', file), 'utf8')) as { pathPrefix?: string };
    if (!SMALL_FAMILY.some((key) => `${key}.json` === file) && site.pathPrefix) left.push(site.pathPrefix.replace(/^\//, ''));
  }
  const skipped = (relative: string) => {
    // pages/en/<prefix>.json, pages/en/<prefix>/…, pages/es/<prefix>.json, pages/es/<prefix>/…
    const match = /^pages\/(?:en|es)\/([^/]+?)(?:\.json)?(?:\/|$)/.exec(relative);
    return match !== null && left.includes(match[1] as string);
  };
  const copy = async (relative: string): Promise<void> => {
    for (const entry of await readdir(join(from, relative), { withFileTypes: true })) {
      const path = relative ? `${relative}/${entry.name}` : entry.name;
      if (skipped(path)) continue;
      if (relative === 'sites' && !SMALL_FAMILY.some((key) => `${key}.json` === entry.name)) continue;
      if (entry.isDirectory()) {
        await mkdir(join(dir, path), { recursive: true });
        await copy(path);
      } else await link(join(from, path), join(dir, path));
    }
  };
  await mkdir(dir, { recursive: true });
  await copy('');
  return dir;
}
