// The header, navigation and themes as a visitor meets them (SPEC §2 "Header and navigation",
// SPEC §4 header states, SPEC §3 themes) at phone, tablet and desktop sizes.
import { axe } from './axe.ts';
import type { Page } from '@playwright/test';
import { test, expect, hydrated, sweep } from './fixtures.ts';
import { DEFAULT_DOCUMENTS_DIR, loadFamily } from '../helpers/documents.ts';

const SIZES = {
  phone: { width: 375, height: 740 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 700 },
} as const;

const header = (page: Page) => page.locator('header').first();
const banner = (page: Page) => page.getByRole('region', { name: 'Announcement' });

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  // Two animation frames for the scroll handler to run and start the pin transition, then until
  // every transition has ended (none runs when the header does not move).
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

// Most of these tests only visit pages and act on them (hover, keys, scroll, a banner dismissed in
// localStorage): they share their worker's page (`sweep`), sized by `test.use({ viewport })`.
// What outlives a navigation (an init script, a listener, no JavaScript) gets a page of its own.
test.describe('desktop', () => {
  test.use({ viewport: SIZES.desktop });

  sweep('the header hides on scroll down past 100px, comes back on scroll up, and unfixes at the top', async ({ page }) => {
    await page.goto('/news/');
    await hydrated(page);
    const start = (await header(page).boundingBox())!.y; // below the announcement banner
    await scrollTo(page, 90);
    // Before the pin start the header scrolls away with the page.
    expect((await header(page).boundingBox())!.y).toBe(start - 90);
    await scrollTo(page, 400);
    const hidden = (await header(page).boundingBox())!;
    expect(hidden.y + hidden.height).toBeLessThanOrEqual(1);
    await scrollTo(page, 390);
    const pinned = (await header(page).boundingBox())!;
    expect(pinned.y).toBe(0);
    expect(pinned.height).toBe(56); // SPEC §9 pinned height, without the top bar
    await expect(page.getByRole('navigation', { name: 'Ibera University links' })).toBeHidden();
    await scrollTo(page, 0);
    await expect(page.getByRole('navigation', { name: 'Ibera University links' })).toBeVisible();
    expect((await header(page).boundingBox())!.height).toBe(131); // 56 top bar + 75 main bar
  });

  sweep('the header is transparent over a hero and solid elsewhere', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const look = () =>
      header(page).evaluate((element) => {
        const style = getComputedStyle(element);
        return { background: style.backgroundColor, image: style.backgroundImage, color: style.color };
      });
    const overHero = await look();
    expect(overHero.background).toBe('rgba(0, 0, 0, 0)');
    expect(overHero.color).toBe('rgb(255, 255, 255)');
    await expect(page.locator('header img')).toHaveAttribute('src', '/brands/ibu/logo-light.svg');
    // The hero starts at the top of the page, under the header.
    expect((await page.locator('main').boundingBox())!.y).toBe(0);

    // Scrolled and pinned, it turns solid with the normal logo.
    await scrollTo(page, 600);
    await scrollTo(page, 500);
    expect((await look()).background).toBe('rgb(255, 255, 255)');
    await expect(page.locator('header img')).toHaveAttribute('src', '/brands/ibu/logo.svg');

    await page.goto('/news/');
    await hydrated(page);
    expect((await look()).background).toBe('rgb(255, 255, 255)');
    expect((await page.locator('main').boundingBox())!.y).toBeGreaterThanOrEqual(131);
  });

  sweep('the logo links to the home of the current language', async ({ page }) => {
    await page.goto('/es/noticias/');
    await expect(page.getByRole('link', { name: 'Inicio de Centro de Familias Empresarias' }).first()).toHaveAttribute('href', '/es/');
    await page.goto('/news/');
    await expect(page.getByRole('link', { name: 'Centre for Business Families home' }).first()).toHaveAttribute('href', '/');
  });

  sweep('a dismissed announcement banner stays hidden after a reload', async ({ page }) => {
    await page.goto('/news/');
    await hydrated(page);
    await expect(banner(page)).toContainText('Registration is open for the 2027 Family Offices Forum');
    await expect(banner(page).getByRole('link', { name: 'Find out more' })).toHaveAttribute('href', '/dissemination/');
    await banner(page).getByRole('button', { name: 'Dismiss announcement' }).click();
    await expect(banner(page)).toHaveCount(0);
    await page.reload();
    await expect(banner(page)).toBeHidden();
    await hydrated(page);
    await expect(banner(page)).toHaveCount(0);
    // Other pages too.
    await page.goto('/');
    await expect(banner(page)).toBeHidden();
  });

  sweep('the mega menu opens on hover, with the parent link, a 3-column grid and special items', async ({ page }) => {
    await page.goto('/news/');
    await hydrated(page);
    const research = page.getByRole('button', { name: 'Research' });
    await expect(research).toHaveAttribute('aria-expanded', 'false');
    await research.hover();
    await expect(research).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator('#mega-research');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Research', exact: true })).toHaveAttribute('href', '/research/');
    await expect(panel.getByRole('link', { name: 'Academic research' })).toHaveAttribute('href', '/research/academic-research/');
    const columns = await panel
      .locator('ul')
      .first()
      .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(3);
    const sitemap = panel.getByRole('link', { name: 'Sitemap' });
    await expect(sitemap).toHaveAttribute('href', '/sitemap/');
    // Its icon is drawn by CSS from the theme's glyph tokens (docs/modules.md "Icons").
    expect(await sitemap.evaluate((link) => getComputedStyle(link, '::before').maskImage)).toMatch(/^url\("data:image\/svg\+xml/);
    await page.mouse.move(640, 690);
    await expect(panel).toBeHidden();
  });

  sweep('the mega menu works with the keyboard: ArrowRight opens and enters, ArrowLeft and Escape close', async ({ page }) => {
    await page.goto('/news/');
    await hydrated(page);
    const research = page.getByRole('button', { name: 'Research' });
    await research.focus();
    await page.keyboard.press('ArrowRight');
    await expect(research).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#mega-research').getByRole('link', { name: 'Research', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator('#mega-research').getByRole('link', { name: 'Reports' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(research).toHaveAttribute('aria-expanded', 'false');
    await expect(research).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(page.locator('#mega-research')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#mega-research')).toBeHidden();
    await expect(research).toBeFocused();

    // Tabbing away closes the panel.
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('#mega-research')).toBeVisible();
    await page.getByRole('button', { name: 'Dissemination' }).focus();
    await expect(page.locator('#mega-research')).toBeHidden();
  });

  sweep('a mouse click on an item its hover just opened keeps the panel; the next click closes it', async ({ page }) => {
    await page.goto('/news/');
    await hydrated(page);
    const research = page.getByRole('button', { name: 'Research' });
    await research.hover();
    await expect(page.locator('#mega-research')).toBeVisible();
    await research.click();
    await expect(research).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#mega-research')).toBeVisible();
    await research.click();
    await expect(research).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#mega-research')).toBeHidden();
  });

  sweep('unpinning the header closes an open menu panel', async ({ page }) => {
    await page.goto('/news/');
    await hydrated(page);
    await scrollTo(page, 400);
    await scrollTo(page, 380);
    await page.getByRole('button', { name: 'Research' }).click();
    await expect(page.locator('#mega-research')).toBeVisible();
    await scrollTo(page, 420);
    await expect(page.locator('#mega-research')).toBeHidden();
  });

  sweep('the cascading menu shows deeper levels on hover, truncates them, and scrolls long lists with arrows', async ({ page }) => {
    await page.goto('/news/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Ibera University' }).hover();
    const panel = page.locator('#mega-ibera');
    await expect(panel).toBeVisible();
    // First row active by default.
    await expect(panel.getByRole('link', { name: 'Ibera Business School' })).toBeVisible();

    await panel.getByRole('button', { name: 'Centres and services' }).hover();
    await expect(panel.getByRole('link', { name: 'Global Policy Center' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Ibera Business School' })).toBeHidden();
    // The list of centres and services (fifteen) is taller than 354px: it scrolls with arrows.
    const list = panel.getByRole('link', { name: 'Global Policy Center' }).locator('xpath=ancestor::ul[1]');
    expect(await list.evaluate((element) => element.clientHeight)).toBeLessThanOrEqual(354);
    const down = panel.getByRole('button', { name: 'Scroll down' }).filter({ visible: true });
    await expect(down).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Scroll up' }).filter({ visible: true })).toBeDisabled();
    await down.click();
    await expect.poll(() => list.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    await expect(panel.getByRole('button', { name: 'Scroll up' }).filter({ visible: true })).toBeEnabled();
    await expect(panel).toBeVisible();

    // Four levels: Schools → Law School → Programmes → one of its programmes.
    await panel.getByRole('button', { name: 'Schools' }).hover();
    await panel.getByRole('link', { name: 'Law School' }).hover();
    await panel.getByRole('link', { name: 'Programmes' }).filter({ visible: true }).first().hover();
    await expect(panel.getByRole('link', { name: 'LL.M. in Law and Technology' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Global Policy Center' })).toBeHidden();
  });

  sweep('the cascading menu works with the keyboard', async ({ page }) => {
    await page.goto('/news/');
    await hydrated(page);
    const button = page.getByRole('button', { name: 'Ibera University' });
    await button.focus();
    await page.keyboard.press('ArrowRight');
    const panel = page.locator('#mega-ibera');
    await expect(panel.getByRole('link', { name: 'Ibera University', exact: true })).toBeFocused();
    await panel.getByRole('button', { name: 'Schools' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('button', { name: 'Centres and services' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(panel.getByRole('link', { name: 'Centre for Business Families' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(panel.getByRole('button', { name: 'Centres and services' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  });

  sweep('the top bar has the skip link, ordered socials, languages and dropdowns that open on hover', async ({ page }) => {
    await page.goto('/news/');
    await hydrated(page);
    const top = page.locator('header');
    const socials = await top
      .getByRole('group', { name: 'Social networks' })
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(socials[0]).toContain('linkedin');
    expect(socials[1]).toContain('youtube');
    expect(socials).toHaveLength(5);
    const schools = top.getByRole('button', { name: 'Schools' });
    await schools.hover();
    await expect(top.getByRole('link', { name: 'Law School' })).toBeVisible();
    await page.mouse.move(640, 600);
    await expect(top.getByRole('link', { name: 'Law School' })).toBeHidden();

    await expect(top.getByRole('navigation', { name: 'Languages' }).getByRole('link', { name: 'Español' })).toHaveAttribute(
      'href',
      '/es/noticias/',
    );

    await page.goto('/news/');
    await hydrated(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  sweep('a theme switch changes the computed brand colour, sub-themes included', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const wrapper = page.locator('[data-theme]').first();
    const hero = page.locator('main [data-subtheme="inverse"]').first();
    const brand = () => wrapper.evaluate((element) => getComputedStyle(element).getPropertyValue('--color-brand').trim());
    // The hero's own background (its image shows through the veil colour instead).
    const heroBackground = () => hero.evaluate((element) => getComputedStyle(element).getPropertyValue('--color-background').trim());
    expect(await brand()).toBe('#000e3e');
    expect(await heroBackground()).toBe('#000e3e');
    await wrapper.evaluate((element) => element.setAttribute('data-theme', 'science-theme'));
    expect(await brand()).toBe('#00754a'); // SPEC §3: green for science
    expect(await heroBackground()).toBe('#00754a');
    await wrapper.evaluate((element) => element.setAttribute('data-theme', 'humanities-theme'));
    expect(await heroBackground()).toBe('#c2410c'); // orange for humanities
  });

  test('the fonts are self-hosted, preloaded and load without shifting the layout', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { shift: number }).shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) (window as unknown as { shift: number }).shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fontRequests.push(new URL(request.url()).pathname);
    });
    await page.goto('/news/');
    await expect(page.locator('link[rel="stylesheet"][href="/fonts/font-face.css"]')).toHaveCount(1);
    // Preloaded: fetched when the stylesheet asks for them, the swap from the fallback faces
    // moved text by a fraction of a pixel (a layout shift tests/e2e/images.spec.ts caught).
    await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(2);
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('16px "Unisite Sans"') && document.fonts.check('700 28px "Unisite Serif"'))).toBe(
      true,
    );
    expect(fontRequests).toContain('/fonts/inter-latin-wght-normal.woff2');
    expect(fontRequests.every((path) => path.startsWith('/fonts/'))).toBe(true);
    const shift = await page.evaluate(() => (window as unknown as { shift: number }).shift);
    expect(shift).toBeLessThan(0.01);
  });
});

// Every site of the family at the widths where the desktop bar is shortest of room (it shows the
// whole main menu from 1216 px), on its Spanish home: Spanish labels run longest, and the site's
// Spanish name sits beside the school's wordmark. One page per site, measured in one evaluate per
// width.
const spanishHomes = (await loadFamily(DEFAULT_DOCUMENTS_DIR)).flatMap(({ site, pages }) => {
  const paths = (pages as unknown as Array<{ path: string; locale: string }>)
    .filter(({ locale }) => locale === 'es')
    .map(({ path }) => path)
    .sort((a, b) => a.length - b.length);
  return paths[0] ? [{ key: String(site.key), path: paths[0] }] : [];
});

test.describe('the desktop menu beside a wide logo', () => {
  // Each test sizes the page itself.
  test.use({ viewport: null });
  for (const { key, path } of spanishHomes) {
    // Read only: the worker's shared page (`sweep`).
    sweep(
      `${key}: inside the bar, one line a label, clear of the logo at 1216 to 1440 px, the site’s name inside the bar down to a phone`,
      async ({ page }) => {
        await page.setViewportSize({ width: 1216, height: 700 });
        await page.goto(path);
        await hydrated(page);
        await page.evaluate(() => document.fonts.ready);
        const problems: string[] = [];
        for (const width of [1216, 1280, 1366, 1440]) {
          await page.setViewportSize({ width, height: 700 });
          const found = await page.evaluate(() => {
            const nav = document.querySelector('[data-headroom] header nav[aria-label="Menú principal"]');
            const bar = nav?.parentElement;
            const logo = bar?.querySelector('a')?.getBoundingClientRect();
            const items = [...(nav?.querySelectorAll(':scope > ul > li') ?? [])].map((item) => item.getBoundingClientRect());
            if (!nav || !bar || !logo || items.length === 0) return ['no main menu in the bar'];
            const found: string[] = [];
            const right = bar.getBoundingClientRect().right - parseFloat(getComputedStyle(bar).paddingRight);
            const past = Math.round(Math.max(...items.map((item) => item.right)) - right);
            if (past > 0) found.push(`the menu runs ${past} px past the bar's content`);
            if (bar.scrollWidth > bar.clientWidth) found.push(`the bar scrolls ${bar.scrollWidth - bar.clientWidth} px sideways`);
            const over = Math.round(logo.right - Math.min(...items.map((item) => item.left)));
            if (over > 0) found.push(`the menu covers ${over} px of the logo`);
            // The site's name beside the wordmark stands inside the bar, not above or below it.
            const name = bar.querySelector('a')?.querySelector('span')?.getBoundingClientRect();
            const barBox = bar.getBoundingClientRect();
            if (name && (name.top < barBox.top || name.bottom > barBox.bottom))
              found.push(
                `the site's name beside the logo is ${Math.round(name.height)} px tall in a bar of ${Math.round(barBox.height)} px`,
              );
            for (const label of nav.querySelectorAll(':scope > ul > li > :first-child')) {
              const range = document.createRange();
              range.selectNodeContents(label);
              const lines = new Set([...range.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.top)));
              if (lines.size > 1) found.push(`"${label.textContent}" takes ${lines.size} lines`);
            }
            return found;
          });
          problems.push(...found.map((problem) => `${width} px: ${problem}`));
        }
        // On a phone the name stands beside the compact logo, in three lines at most (the bar
        // grows with what it holds, so a taller name would make the bar taller, not overflow it).
        await page.setViewportSize({ width: 390, height: 700 });
        const phone = await page.evaluate(() => {
          const logo = [...document.querySelectorAll('header a')].find((link) => link.querySelector('picture, img'));
          const name = logo?.querySelector('span');
          if (!name) return [];
          const lines = Math.round(name.getBoundingClientRect().height / parseFloat(getComputedStyle(name).lineHeight));
          return lines > 3 ? [`390 px: the site's name beside the logo takes ${lines} lines`] : [];
        });
        problems.push(...phone);
        expect(problems).toEqual([]);
      },
    );
  }
});

test.describe('phone', () => {
  test.use({ viewport: SIZES.phone });

  sweep('the mobile menu slides in, nests two levels, locks scrolling and closes with Escape', async ({ page }) => {
    await page.goto('/news/');
    await hydrated(page);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog.getByRole('button', { name: 'Close menu' })).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(560);

    // Level 1, then level 2, then back.
    // Inside the dialog the menus are named groups: the desktop header owns the landmarks of these names.
    const main = dialog.getByRole('group', { name: 'Main menu' });
    await main.getByRole('button', { name: 'Ibera University' }).click();
    await expect(main.getByRole('button', { name: 'Schools' })).toBeVisible();
    await main.getByRole('button', { name: 'Schools' }).click();
    await expect(dialog.getByRole('link', { name: 'Law School' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Back' }).last().click();
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog.getByRole('link', { name: 'News' })).toBeVisible();

    // Calls to action, search link, socials, languages.
    await expect(dialog.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us/');
    await expect(dialog.getByRole('link', { name: 'Education and training' })).toHaveAttribute('href', '/education-and-training/');
    await expect(dialog.getByRole('link', { name: 'Search Ibera University' })).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Social networks' }).getByRole('link')).toHaveCount(5);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  sweep('external links in the mobile menu expand and collapse independently', async ({ page }) => {
    await page.goto('/news/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    const schools = dialog.getByRole('group', { name: 'Ibera University links' }).getByRole('button', { name: 'Schools' });
    await expect(schools).toHaveAttribute('aria-expanded', 'false');
    await schools.click();
    await expect(schools).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog.getByRole('link', { name: 'Humanities' })).toBeVisible();
    await schools.click();
    await expect(dialog.getByRole('link', { name: 'Humanities' })).toBeHidden();
  });

  sweep('the language switcher in the mobile menu goes to the Spanish page', async ({ page }) => {
    await page.goto('/news/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/es\/noticias\/$/);
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('desktop menus open on hover and focus, and every link of the site is in the page', async ({ page }) => {
    await page.setViewportSize(SIZES.desktop);
    await page.goto('/news/');
    await page.getByRole('button', { name: 'Research' }).hover();
    await expect(page.getByRole('link', { name: 'Academic research' }).first()).toBeVisible();
    // The university's cascading menu is drawn by the browser: without JavaScript its panel
    // leads to the university's own page, and the top bar still lists the schools.
    await page.getByRole('button', { name: 'Ibera University' }).hover();
    const university = page.locator('#mega-ibera');
    await expect(university.getByRole('link', { name: 'Ibera University', exact: true })).toHaveAttribute('href', '/university/');
    await expect(university.getByRole('link', { name: 'Ibera University', exact: true })).toBeVisible();
    await expect(university.getByRole('button', { name: 'Centres and services' })).toHaveCount(0);
    await page.locator('header').getByRole('button', { name: 'Schools' }).hover();
    await expect(page.locator('header').getByRole('link', { name: 'Law School' })).toBeVisible();
    for (const href of [
      '/research/reports/',
      '/research/cases/',
      '/dissemination/',
      '/our-team/our-partners/',
      '/contact-us/',
      '/family-offices-knowledge-hub/',
      '/sitemap/',
      '/education-and-training/',
    ]) {
      await expect(page.locator(`header a[href="${href}"]`).first()).toBeAttached();
    }
  });

  test('the mobile menu opens as a link to the panel', async ({ page }) => {
    await page.setViewportSize(SIZES.phone);
    await page.goto('/es/noticias/');
    await page.getByRole('link', { name: 'Abrir menú' }).click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Casos de estudio' })).toBeVisible();
  });
});

for (const [name, viewport] of Object.entries(SIZES)) {
  test.describe(name, () => {
    test.use({ viewport });

    sweep(`has no serious or critical accessibility violations (${name})`, async ({ page }) => {
      for (const path of ['/', '/es/noticias/']) {
        await page.goto(path);
        await hydrated(page);
        const results = await axe(page).analyze();
        const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
        expect(
          serious.map((violation) => `${path} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
        ).toEqual([]);
      }
      // With a menu open too.
      await page.goto('/news/');
      await hydrated(page);
      if (name === 'desktop') await page.getByRole('button', { name: 'Research' }).click();
      else await page.getByRole('button', { name: 'Open menu' }).click();
      const open = await axe(page).analyze();
      expect(
        open.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => violation.id),
      ).toEqual([]);
    });

    // The pictures go to the test's output folder (test-results/), for a person to look at: a
    // test run never writes into the repository.
    sweep(`header screenshot (${name})`, async ({ page }, testInfo) => {
      await page.goto('/');
      await hydrated(page);
      await page.evaluate(() => document.fonts.ready);
      const root = page.locator('[data-enhanced]').first();
      await root.screenshot({ path: testInfo.outputPath(`header-${name}.png`) });
      await page.goto('/news/');
      await hydrated(page);
      await page.evaluate(() => document.fonts.ready);
      await page
        .locator('[data-enhanced]')
        .first()
        .screenshot({ path: testInfo.outputPath(`header-solid-${name}.png`) });
      // SPEC §9: 80px, 96px from 768px, 131px (with the 56px top bar) from 1216px.
      const expected = { phone: 80, tablet: 96, desktop: 131 }[name];
      expect((await header(page).boundingBox())!.height).toBe(expected);
    });
  });
}

sweep('the build writes theme previews at 70, 60 and 40 px and every brand logo variant', async ({ request }) => {
  for (const name of ['architecture', 'architecture-design', 'business', 'default', 'emba', 'humanities', 'law', 'science', 'sgpa']) {
    for (const size of [70, 60, 40]) {
      const response = await request.get(`/theme-previews/${name}-${size}.png`);
      expect(response.status()).toBe(200);
      const png = await response.body();
      // PNG IHDR: width and height as big-endian integers at bytes 16 and 20.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
    }
  }
  for (const variant of ['logo', 'logo-footer', 'logo-light', 'logo-mobile', 'logo-hero']) {
    const response = await request.get(`/brands/law-school/${variant}.svg`);
    expect(response.status()).toBe(200);
    const svg = await response.text();
    expect(svg).toContain('>LAW</text>');
    if (variant !== 'logo-mobile') expect(svg).toContain('>Law School</text>');
    expect(svg).toMatch(/#b3001b/i); // SPEC §2: law school red
  }
});
