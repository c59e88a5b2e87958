// Audio and video from the media library (docs/modules.md "Media that plays"): the files are
// published by the site itself, so the Content-Security-Policy lets them play; the demo page
// /campus-tour/ opens with the background-video hero and carries a podcast episode.
import type { Page } from '@playwright/test';
import { axe } from './axe.ts';
import { test, expect } from './fixtures.ts';

/** Collects the page's Content-Security-Policy violations (a blocked media source would be one). */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test('the media library publishes the demo audio and video on the site, with their types', async ({ request }) => {
  for (const [path, type] of [
    ['/media/podcast-episode.wav', 'audio/wav'],
    ['/media/campus-loop.mp4', 'video/mp4'],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type']).toBe(type);
    expect((await response.body()).length).toBeLessThan(300 * 1024);
  }
});

test('the podcast episode plays in the page when the visitor presses Play', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/campus-tour/');
  await page.getByRole('button', { name: 'Play the episode' }).click();
  const player = page.getByLabel('Listen: Episode 13: Recorded on campus');
  await expect(player).toBeFocused();
  await expect.poll(() => player.evaluate((audio: HTMLAudioElement) => audio.currentTime)).toBeGreaterThan(0.2);
  expect(await violations()).toEqual([]);
});

test.describe('the background-video hero', () => {
  // The suite runs with reduced motion (playwright.config.ts); a visitor who does not ask for it
  // gets the moving video or slides tested here.
  test.use({ contextOptions: { reducedMotion: 'no-preference' } });

  test('plays muted over its poster and its visible button pauses and resumes it', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/campus-tour/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('See the campus before you come');
    const video = page.locator('video');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.2);
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
    await page.getByRole('button', { name: 'Pause the background video' }).click();
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await page.getByRole('button', { name: 'Play the background video' }).click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
    expect(await violations()).toEqual([]);
  });

  test('stays on its poster under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/es/recorrido-por-el-campus/');
    await expect(page.getByRole('button', { name: 'Reproducir el vídeo de fondo' })).toBeVisible();
    expect(await page.locator('video').evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await expect(page.getByRole('img', { name: 'Los edificios del campus al atardecer, con estudiantes cruzando la plaza' })).toBeVisible();
  });
});

test('axe finds nothing serious or critical on the campus tour, hydrated, in both languages', async ({ page }) => {
  for (const path of ['/campus-tour/', '/es/recorrido-por-el-campus/']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: /background video|vídeo de fondo/ })).toBeVisible();
    const results = await axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${path} ${violation.id}`)).toEqual([]);
  }
});

test.describe('with the service worker active', () => {
  // The background video plays only for a visitor who does not ask for reduced motion.
  test.use({ serviceWorkers: 'allow', contextOptions: { reducedMotion: 'no-preference' } });

  test('the podcast and the video still play, their parts come from the network and none is kept', async ({ page }) => {
    await page.goto('/campus-tour/');
    // The worker claims the page on activation: from then on every request of the page passes through it.
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await page.reload();
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    // What a player asks for: a part of the file, answered 206.
    const part = await page.evaluate(async () => {
      const response = await fetch('/media/campus-loop.mp4', { headers: { Range: 'bytes=0-99' } });
      return { status: response.status, length: (await response.arrayBuffer()).byteLength };
    });
    expect(part).toEqual({ status: 206, length: 100 });
    const video = page.locator('video');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.2);
    await page.getByRole('button', { name: 'Play the episode' }).click();
    const player = page.getByLabel('Listen: Episode 13: Recorded on campus');
    await expect.poll(() => player.evaluate((audio: HTMLAudioElement) => audio.currentTime)).toBeGreaterThan(0.2);
    const keptMedia = await page.evaluate(async () => {
      const kept: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys())
          if (new URL(request.url).pathname.startsWith('/media/')) kept.push(request.url);
      }
      return kept;
    });
    expect(keptMedia).toEqual([]);
  });
});
