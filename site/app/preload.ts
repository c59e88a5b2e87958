// Loads the template and module chunks a page needs before it renders (server, hydration and
// client navigation alike), so rendering never suspends.
import type { PageView } from '../lib/page-view.ts';
import { moduleRegistry, templateRegistry } from '../../generated/components.ts';

export async function preloadPage(view: PageView): Promise<void> {
  await Promise.all([templateRegistry.preload([view.page.templateType]), moduleRegistry.preload(view.modules)]);
}
