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

/**
 * An axe scan of the page, reporting violations; chain `.withTags`, `.include` as on AxeBuilder.
 * `.options` replaces what this sets, a tag list given before it included: chain it first.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
}

/**
 * axe-core's script as AxeBuilder sends it (the axe-core it depends on, not one of ours): its
 * `script()` is private in the types, but it is the one copy that is sure to be the same axe.
 */
function axeSource(page: Page): string {
  return (new AxeBuilder({ page }) as unknown as { script(): string }).script();
}

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/**
 * The axe rules whose result hangs on colours (axe's "cat.color" rules that run by default;
 * tests/e2e/gallery.spec.ts checks the list against axe's own). They are most of a scan's time
 * (color-contrast alone 65 to 80 %), so sweeps run them where colours can differ and the rest
 * everywhere.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
/** axe's options for every rule it runs by default but the colour rules. */
export const WITHOUT_COLOUR_RULES = { rules: Object.fromEntries(COLOUR_RULES.map((id) => [id, { enabled: false }])) };
/** One axe.run(): the page but what `exclude` names (CSS selectors), with axe's options (violations only unless they say otherwise). */
export type AxeRun = { context?: { exclude: string[][] }; options?: Parameters<AxeBuilder['options']>[0] };

/**
 * Several axe runs of the page as it is now, in one round trip, each as `axe(page)` would make it.
 * AxeBuilder sends axe-core's script (1.3 MB) to the page twice per scan (and runs it again in
 * every frame) before it scans: about a fifth of a gallery page's scan on a loaded runner. Here
 * a frame gets the script only when it has none yet, configured as legacy mode configures it
 * (same-origin frames reached by axe's frame messenger), and the runs follow one another in the page.
 */
export async function axeRuns(page: Page, runs: AxeRun[]): Promise<AxeResults[]> {
  for (const frame of page.frames()) {
    const inject = async () => {
      if (await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === 'undefined')) await frame.evaluate(axeSource(page));
      await frame.evaluate(() => {
        const { axe: scanner } = window as unknown as { axe: { configure(spec: object): void } };
        scanner.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });
      });
    };
    // As in legacy mode, a frame that cannot take the script (gone, or still loading) is left out.
    if (frame === page.mainFrame()) await inject();
    else await inject().catch(() => undefined);
  }
  // The scans travel as JSON (selectors, options) and the results come back as JSON.
  const results: unknown = await page.evaluate(
    async (scans) => {
      const { axe: scanner } = window as unknown as { axe: { run(context: unknown, options: unknown): Promise<unknown> } };
      const done: unknown[] = [];
      // One after the other: axe refuses to start while it runs.
      for (const { context, options } of scans)
        done.push(await scanner.run(context ?? document, { resultTypes: ['violations'], ...options }));
      return done;
    },
    runs as Array<{ context?: object; options?: object }>,
  );
  return results as AxeResults[];
}
