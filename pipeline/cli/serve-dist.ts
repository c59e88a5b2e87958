// What `unisite serve` and `unisite start` run: dist/ served like the production host, plus the
// forms endpoint. A build without FORMS_URL posts its forms to /forms/<Name> on its own host
// (docs/forms.md); locally they are received and stored as the embedded CMS does, so a filled
// form ends on its thank-you page instead of a refusal. A static host needs FORMS_URL instead.
import { createFormsEndpoint } from '../../content/cms/forms.ts';
import { DEFAULT_FORMS_DIR } from '../../content/cms/server.ts';
import { serve, type RunningServer } from '../serve/index.ts';

export interface ServeDistOptions {
  dir: string;
  port?: number;
  host?: string;
  /** Where received submissions are stored (default: the embedded CMS's folder). */
  formsDir?: string;
  /** A file dist/ does not hold yet, put there on request (pipeline/serve/index.ts `missingFile`). */
  missingFile?: (pathname: string) => Promise<boolean>;
}

export async function serveDist(options: ServeDistOptions): Promise<{ running: RunningServer; formsDir: string }> {
  const forms = createFormsEndpoint({ dataDir: options.formsDir ?? DEFAULT_FORMS_DIR });
  const running = await serve({
    dir: options.dir,
    port: options.port,
    host: options.host,
    handle: forms.handle,
    missingFile: options.missingFile,
  });
  return { running, formsDir: forms.dataDir };
}
