// Publishes the third-party scripts stored with the snapshots (the embedded CMS's consent,
// chatbot, marketing-form and social-feed stand-ins, pipeline/sync/third-party-stand-ins.ts) at the path the site document names.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { userError } from '../errors/index.ts';
import type { Artefact } from './context.ts';

export const thirdPartyScripts: Artefact = {
  name: 'third-party stand-ins',
  write: async ({ write, snapshotsDir, content }) => {
    const { consent, chatbot, marketingForm, socialFeed } = content.site.thirdParties;
    for (const script of [consent?.script, chatbot?.script, marketingForm?.script, socialFeed?.script]) {
      if (!script?.startsWith('/third-parties/')) continue;
      const file = script.slice(1);
      const bytes = await readFile(join(snapshotsDir, file)).catch(() => null);
      if (!bytes) {
        throw userError('THIRD_PARTY_SCRIPT_MISSING', { script, file });
      }
      await write(file, bytes);
    }
  },
};
