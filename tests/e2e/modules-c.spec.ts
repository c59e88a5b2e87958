// The navigation, popup and media modules added for the visitor guide (docs/modules.md,
// docs/interactive-modules.md), driven as a visitor does on the demo pages /visitor-guide/ and
// /visitor-guide/campuses/: the in-page navigation marking the section being read, the video
// slider's dialog, the newsletter popup's focus handling, and an embed that waits for consent.
// Then the same modules and the accordion driven from the keyboard alone: the campus map, the
// embed's consent, the share bar's "Copy link", the audio guide's players and the accordion.
import type { Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures.ts';

const TILE_HOST = /^https:\/\/tile\.openstreetmap\.org\//;
/** A 1×1 transparent PNG standing in for every map tile. */
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/**
 * What a screen reader is told about the focused control, from Chromium's accessibility tree:
 * its role, name and expanded state. It reaches inside the browser's own controls (an audio
 * player's buttons), which the page's DOM does not show.
 */
async function focusedControl(page: Page): Promise<{ role: string; name: string; expanded?: boolean } | undefined> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  const focused = nodes.find(
    (node) => node.role?.value !== 'RootWebArea' && node.properties?.some(({ name, value }) => name === 'focused' && value.value === true),
  );
  if (!focused) return undefined;
  const expanded = focused.properties?.find(({ name }) => name === 'expanded')?.value.value as boolean | undefined;
  return { role: String(focused.role?.value), name: String(focused.name?.value), ...(expanded === undefined ? {} : { expanded }) };
}

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

test.describe('from the keyboard', () => {
  test('the campus map opens with Enter and closes with Space; a campus is shown on it from its own button', async ({ page }) => {
    await page.route(TILE_HOST, (route) => route.fulfill({ contentType: 'image/png', body: TILE }));
    await page.goto('/visitor-guide/campuses/');
    await hydrated(page);
    // The button follows the last campus's directions link in the tab order.
    await page
      .getByRole('link', { name: /^Directions to .+ \(opens in a new tab\)$/ })
      .last()
      .focus();
    await page.keyboard.press('Tab');
    const toggle = page.getByRole('button', { name: /interactive map$/ });
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAccessibleName('Show interactive map');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    const map = page.getByRole('region', { name: 'Interactive map of Where we are' });
    await expect(map.locator('.leaflet-tile-loaded').first()).toBeAttached();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAccessibleName('Hide interactive map');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    // Each campus's own button centres the map on it and takes the visitor there.
    const onMap = page.getByRole('button', { name: 'Show María de Molina campus on the map' });
    await onMap.focus();
    await page.keyboard.press('Enter');
    await expect(map).toBeFocused();

    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(map).toHaveCount(0);
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAccessibleName('Show interactive map');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the embed’s consent is chosen from the keyboard: Escape refuses, Enter accepts, and focus lands on the map', async ({ page }) => {
    await page.route(/^https:\/\/www\.openstreetmap\.org\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title>' }),
    );
    await page.goto('/visitor-guide/campuses/');
    await hydrated(page);
    const embed = page.getByRole('region', { name: 'Map: from Gregorio Marañón metro to the visitor entrance' });
    const settings = embed.getByRole('button', { name: 'Cookie settings' });
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    // The visitor chose essential cookies only (the fixture): the button reopens the choice,
    // which takes focus, so the keyboard does not have to cross the rest of the page to reach it.
    await settings.focus();
    await page.keyboard.press('Enter');
    await expect(banner.getByRole('button', { name: 'Accept all cookies' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(banner).toHaveCount(0);
    await expect(settings).toBeFocused();
    await expect(embed.locator('iframe')).toHaveCount(0);

    await page.keyboard.press('Space');
    await expect(banner.getByRole('button', { name: 'Accept all cookies' })).toBeFocused();
    await page.keyboard.press('Enter');
    const frame = embed.locator('iframe[title="Map: from Gregorio Marañón metro to the visitor entrance"]');
    await expect(frame).toBeVisible();
    // The button pressed is gone with the notice: focus moves to what it let in, not to the page's start.
    await expect(frame).toBeFocused();
  });

  test.describe('with the clipboard allowed', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('"Copy link" is reached with Tab, copies the page’s address with Enter and is announced; focus stays', async ({ page }) => {
      await page.goto('/visitor-guide/');
      await hydrated(page);
      const bar = page.getByRole('group', { name: 'Share this guide' });
      await bar.getByRole('link', { name: 'Share by email' }).focus();
      await page.keyboard.press('Tab');
      const copy = bar.getByRole('button', { name: 'Copy link' });
      await expect(copy).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toHaveCount(1);
      await expect(bar.getByRole('button', { name: 'Link copied' })).toBeFocused();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(new URL(copied).pathname).toBe('/visitor-guide/');
      // Space copies it again and says so again (the live region is emptied first).
      await page.evaluate(() => navigator.clipboard.writeText(''));
      await page.keyboard.press('Space');
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(copied);
      await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toHaveCount(1);
    });
  });

  test('the audio guide: each player’s controls are in the tab order, Space plays and pauses, one plays at a time', async ({ page }) => {
    await page.goto('/visitor-guide/');
    await hydrated(page);
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Audio guide' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#audio-guide$/);
    const guide = page.getByRole('region', { name: 'Audio guide of the María de Molina campus' });
    const first = guide.getByLabel('Listen: 1. The main courtyard');
    const second = guide.getByLabel('Listen: 2. The library');
    const paused = (player: typeof first) => player.evaluate((audio: HTMLAudioElement) => audio.paused);

    await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    await page.keyboard.press('Space');
    await expect.poll(() => first.evaluate((audio: HTMLAudioElement) => audio.currentTime)).toBeGreaterThan(0.2);
    await page.keyboard.press('Space');
    await expect.poll(() => paused(first)).toBe(true);

    // The player's own buttons and sliders, then its transcript: every stop on the way is one of its controls.
    const transcript = guide.getByRole('listitem').first().getByText('Transcript');
    const controls: string[] = [];
    for (let stop = 0; stop < 10 && !(await transcript.evaluate((summary) => summary === document.activeElement)); stop++) {
      await expect(first).toBeFocused();
      controls.push(`${(await focusedControl(page))?.role}`);
      await page.keyboard.press('Tab');
    }
    expect(controls).toContain('button');
    expect(controls).toContain('slider');
    await expect(transcript).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(guide.getByText('Welcome to the María de Molina campus.')).toBeVisible();

    await first.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => paused(first)).toBe(false);
    await second.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => paused(second)).toBe(false);
    expect(await paused(first)).toBe(true);
  });

  test('the accordion: Enter and Space open and close a question, its state is told, focus stays on it', async ({ page }) => {
    await page.goto('/education-and-training/');
    await hydrated(page);
    const question = page.locator('summary', { hasText: 'Can several members of one family attend?' });
    const answer = page.getByText('Yes. Families may send up to three members');
    await question.focus();
    expect(await focusedControl(page)).toEqual({
      role: 'DisclosureTriangle',
      name: 'Can several members of one family attend?',
      expanded: false,
    });
    await expect(answer).toBeHidden();

    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();
    await expect(question).toBeFocused();
    expect(await focusedControl(page)).toEqual({
      role: 'DisclosureTriangle',
      name: 'Can several members of one family attend?',
      expanded: true,
    });

    await page.keyboard.press('Space');
    await expect(answer).toBeHidden();
    await expect(question).toBeFocused();
    expect(await focusedControl(page)).toMatchObject({ expanded: false });

    // The next question is the next stop: the answer closed holds none.
    await page.keyboard.press('Tab');
    await expect(page.locator('summary', { hasText: 'Do I need a business degree?' })).toBeFocused();
  });
});
