// A site synced from the embedded CMS loads the CMS's stand-ins of the consent, chatbot,
// marketing-form and social-feed scripts instead of the configured hosts (docs/third-parties.md): the embedded CMS is gone
// once sync ends, so the scripts are stored with the snapshots (third-parties/<name>.js),
// published by the build at the same path, and the site document is pointed at them. The
// party's other hosts are dropped: a stand-in contacts nothing, so the CSP allows nothing more.
import { STAND_IN_SCRIPTS } from '../../content/cms/stand-ins.ts';
import { bug } from '../errors/index.ts';

/** Where the snapshots keep the stand-in scripts, and the path the build publishes them under. */
export const THIRD_PARTY_SCRIPTS_DIR = 'third-parties';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Fetches the stand-in of every configured third-party script (content/cms/stand-ins.ts) from the embedded CMS at
 * `origin` and rewrites the raw site document to use it. Returns the files to store.
 */
export async function useThirdPartyStandIns(site: unknown, origin: string, fetchStandIn: typeof fetch): Promise<Map<string, Uint8Array>> {
  const files = new Map<string, Uint8Array>();
  if (!isRecord(site)) return files;
  const parties = site.thirdParties;
  if (!isRecord(parties)) return files;
  for (const [name, path] of Object.entries(STAND_IN_SCRIPTS)) {
    const party = parties[name];
    if (!isRecord(party)) continue;
    const response = await fetchStandIn(`${origin}${path}`);
    // The embedded CMS serves every stand-in it lists (content/cms/stand-ins.ts).
    if (!response.ok) throw bug(`embedded CMS: stand-in ${path} answered ${response.status}`);
    const file = `${THIRD_PARTY_SCRIPTS_DIR}/${name}.js`;
    files.set(file, new Uint8Array(await response.arrayBuffer()));
    parties[name] = { ...party, script: `/${file}`, hosts: {} };
  }
  return files;
}
