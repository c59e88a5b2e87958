// Loads the template and module chunks a page needs before it renders (server, hydration and
// client navigation alike), so rendering never suspends.
import type { PageView } from '../lib/page-view.ts';
import { moduleRegistry, templateRegistry } from '../../generated/components.ts';

export async function preloadPage(view: PageView): Promise<void> {
  await Promise.all([templateRegistry.preload([view.page.templateType]), moduleRegistry.preload(view.modules)]);
}

/**
 * Loads every template and module: a render worker started before its pages are known does it
 * while it waits, so the first pages it renders do not wait for their chunks.
 */
export async function preloadEverything(): Promise<void> {
  await Promise.all([templateRegistry.preloadAll(), moduleRegistry.preloadAll()]);
}
