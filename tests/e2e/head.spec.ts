// The head after many client navigations: React (through react-helmet-async) adds and removes
// the page's tags, so going back and forth never leaves a tag behind or writes one twice.
import { HEAD_TAG_SELECTOR } from '../../site/lib/head-tags.ts';
import { test, expect } from './fixtures.ts';

test('navigating back and forth ten times leaves one set of head tags, the server’s', async ({ page }) => {
  test.setTimeout(60_000);
  const list = '/news/';
  const story = '/news/succession-barometer-2026/';
  await page.goto(list);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  /** The head as a search engine reads it (attributes sorted), every element of <head> counted. */
  const heads = () =>
    page.evaluate(async (selector) => {
      const describe = (doc: Document) =>
        [...doc.head.querySelectorAll(selector)]
          .map((element) => {
            const attributes = [...element.attributes]
              .map((a) => `${a.name}=${a.value}`)
              .sort()
              .join(' ');
            return `${element.tagName.toLowerCase()} ${attributes} ${element.textContent}`;
          })
          .sort();
      const served = new DOMParser().parseFromString(await (await fetch(window.location.pathname)).text(), 'text/html');
      return {
        client: describe(document),
        server: describe(served),
        all: [...document.head.children].map((element) => element.outerHTML),
        lang: document.documentElement.lang,
      };
    }, HEAD_TAG_SELECTOR);

  const first = await heads();
  expect(first.client).toEqual(first.server);
  await page.getByRole('link', { name: /Succession barometer 2026/ }).click();
  await expect(page).toHaveURL(new RegExp(`${story}$`));
  const second = await heads();
  // How many elements <head> holds on each page once both were shown: the loader adds the story's
  // stylesheet and chunk preloads once, then nothing may grow.
  const counts: Record<string, number> = {};

  for (let round = 1; round <= 10; round += 1) {
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${list}$`));
    await expect(page).toHaveTitle(first.server.find((tag) => tag.startsWith('title'))?.slice('title  '.length) ?? '');
    const back = await heads();
    expect(back.client, `round ${round}, back`).toEqual(back.server);
    expect(new Set(back.all).size, `round ${round}, back: a tag twice`).toBe(back.all.length);
    expect(back.all.length, `round ${round}, back`).toBe((counts.back ??= back.all.length));

    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`${story}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Succession barometer');
    const forward = await heads();
    expect(forward.client, `round ${round}, forward`).toEqual(forward.server);
    expect(new Set(forward.all).size, `round ${round}, forward: a tag twice`).toBe(forward.all.length);
    expect(forward.all.length, `round ${round}, forward`).toBe((counts.forward ??= forward.all.length));
  }
  expect(second.client.filter((tag) => tag.startsWith('title '))).toHaveLength(1);
  expect(second.client.filter((tag) => tag.startsWith('script '))).toHaveLength(1);
  // Every visit was a client navigation: the document never reloaded.
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});
