// The axe scanner every end-to-end test uses (docs/testing.md "Accessibility scans").
//
// @axe-core/playwright's default runs axe in each frame separately and then finishes the run in
// a new blank page of the context: opening that page costs more than scanning most of ours. Its
// legacy mode runs axe.run() in the page itself and reaches same-origin frames by axe's frame
// messenger; frames from another origin are not scanned, and on these pages those are only the
// stand-ins of third-party players and maps, whose markup is not the site's.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** An axe scan of the page; chain `.withTags`, `.include`, `.options` as on AxeBuilder. */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true);
}
