// The axe scanner every end-to-end test uses (docs/testing.md "Accessibility scans").
//
// @axe-core/playwright's default runs axe in each frame separately and then finishes the run in
// a new blank page of the context: opening that page costs more than scanning most of ours. Its
// legacy mode runs axe.run() in the page itself and reaches same-origin frames by axe's frame
// messenger; frames from another origin are not scanned, and on these pages those are only the
// stand-ins of third-party players and maps, whose markup is not the site's.
//
// The tests read only the violations: axe is asked for those alone (`resultTypes`), so it does
// not describe every passing and inapplicable node, a good part of a scan's time. Every rule
// still runs on every node, and each violation lists all its nodes. A test that reads another
// result type gives its own `.options(...)`, which replaces this.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** An axe scan of the page, reporting violations; chain `.withTags`, `.include`, `.options` as on AxeBuilder. */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
}
