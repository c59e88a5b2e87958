// The navigation, popup and media modules added for the visitor guide (docs/modules.md,
// docs/interactive-modules.md), driven as a visitor does on the demo pages /visitor-guide/ and
// /visitor-guide/campuses/: the in-page navigation marking the section being read, the video
// slider's dialog, the newsletter popup's focus handling, and an embed that waits for consent.
import { test, expect, hydrated } from './fixtures.ts';

test('the in-page navigation marks the section the visitor is reading', async ({ page }) => {
  await page.goto('/visitor-guide/');
  await hydrated(page);
  const nav = page.getByRole('navigation', { name: 'On this page' });
  await nav.getByRole('link', { name: 'Audio guide' }).click();
  await expect(page).toHaveURL(/#audio-guide$/);
  await expect(nav.getByRole('link', { name: 'Audio guide' })).toHaveAttribute('aria-current', 'location');
  await expect(nav.locator('[aria-current]')).toHaveCount(1);
  // Sticky: the bar is still at the top of the window down the page.
  expect(await nav.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThanOrEqual(1);
});

test('a video of the slider plays in the dialog, created on opening and removed on Escape, focus back on its poster', async ({ page }) => {
  const player: string[] = [];
  await page.route(/youtube-nocookie\.com/, (route) => {
    player.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' });
  });
  await page.goto('/visitor-guide/');
  await hydrated(page);
  const poster = page.getByRole('link', { name: 'Play the video: Lucía, Next Generation Programme' });
  await poster.click();
  const dialog = page.getByRole('dialog', { name: 'Lucía, Next Generation Programme' });
  await expect(dialog.locator('iframe')).toBeVisible();
  expect(player).toHaveLength(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(poster).toBeFocused();
});

test('the newsletter popup keeps focus inside, asks for a valid address, closes on Escape and returns focus', async ({ page }) => {
  await page.goto('/visitor-guide/campuses/');
  await hydrated(page);
  const opener = page.getByRole('button', { name: 'Subscribe to the newsletter' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Get our research by email' });
  await expect(dialog).toBeVisible();
  const email = dialog.getByRole('textbox', { name: 'Email address' });
  await expect(email).toHaveAttribute('required', '');
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await dialog.evaluate((element) => element.contains(document.activeElement)), key).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test.describe('an embed behind consent', () => {
  test.use({ consentDecided: false });

  test('frames nothing until marketing cookies are accepted, then the allowed page', async ({ page }) => {
    const framed: string[] = [];
    await page.route(/^https:\/\/www\.openstreetmap\.org\//, (route) => {
      framed.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title>' });
    });
    await page.goto('/visitor-guide/campuses/');
    await hydrated(page);
    const embed = page.getByRole('region', { name: 'Map: from Gregorio Marañón metro to the visitor entrance' });
    await expect(embed.getByText('It shows here once you accept marketing cookies.')).toBeVisible();
    await expect(embed.locator('iframe')).toHaveCount(0);
    await expect(embed.getByRole('link', { name: 'Open it on www.openstreetmap.org (opens in a new tab)' })).toBeVisible();
    expect(framed).toEqual([]);

    await page.getByRole('button', { name: 'Accept all cookies' }).click();
    await expect(embed.locator('iframe[title="Map: from Gregorio Marañón metro to the visitor entrance"]')).toBeVisible();
    await expect.poll(() => framed.length).toBe(1);
  });
});
