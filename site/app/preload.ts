// Loads the template, module and part chunks a page needs before it renders (server, hydration and
// client navigation alike), so rendering never suspends.
import type { PageView } from '../lib/page-view.ts';
import { moduleRegistry, templateRegistry } from '../../generated/components.ts';
import { partRegistry } from '../lib/parts.ts';

export async function preloadPage(view: PageView): Promise<void> {
  await Promise.all([
    templateRegistry.preload([view.page.templateType]),
    moduleRegistry.preload(view.modules),
    partRegistry.preload(view.parts ?? []),
  ]);
}

/**
 * Loads every template, module and part: a render worker started before its pages are known does it
 * while it waits, so the first pages it renders do not wait for their chunks.
 */
export async function preloadEverything(): Promise<void> {
  await Promise.all([templateRegistry.preloadAll(), moduleRegistry.preloadAll(), partRegistry.preloadAll()]);
}
