// What every process of a test run shares, set once by whichever runner starts first (the layer
// runner, vitest, Playwright) and inherited by every process it starts.
import { markRun, RUN_MARKER } from './leaks.ts';

/**
 * The image encoding of every build a test run makes: every encoder at its fastest
 * (UNISITE_IMAGE_ENCODING, docs/configuration.md). The variants are the same sizes and formats,
 * about a third larger, and a cold shared build encodes them about three times faster: what the
 * tests read of an image (its sizes, formats, addresses, crop) does not depend on the encoder's
 * effort. The full encoding is what the images step's unit tests and `npm run bench:images` run.
 * Set UNISITE_IMAGE_ENCODING=full before a run to test with the published encoding.
 */
export const TEST_IMAGE_ENCODING = 'fast';

/** Marks the run (tests/setup/leaks.ts) and gives it its image encoding. */
export function prepareRun(): void {
  markRun();
  process.env.UNISITE_IMAGE_ENCODING ??= TEST_IMAGE_ENCODING;
}

/** What would point a child at the shared build's folders, another cache or a CMS: a test that starts one sets its own. */
const POINTERS = /^(UNISITE_.*|CMS_URL|REGIONS_URL)$/;
/**
 * The run's own variables, which every process of it keeps, the isolated ones too: its image
 * encoding, and its marker and temporary folder, so that the teardown's leak check sees a child
 * a test isolated (tests/setup/leaks.ts).
 */
const RUN_WIDE = new Set(['UNISITE_IMAGE_ENCODING', RUN_MARKER, 'UNISITE_TEST_TMP']);

/**
 * The parent's environment for a child a test points at folders and a CMS of its own: without
 * the variables that would point it elsewhere (UNISITE_…, CMS_URL, REGIONS_URL), with the run's
 * own (a child encoding in full would find none of the run's variants in the image cache).
 */
export function isolatedEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of Object.keys(env)) if (POINTERS.test(name) && !RUN_WIDE.has(name)) delete env[name];
  return env;
}
