// The search, programme, site index, infographic and social feed modules (docs/modules.md
// "Search on a page …"), driven as a visitor does on the demo pages /research-finder/ and
// /family-business-conference-2027/: the search field sends to the search page, the day tabs
// answer the arrow keys, the infographic's text opens from the keyboard, and the social feed
// loads nothing until the visitor accepts marketing cookies, which a keyboard user chooses from its own button.
import type { Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures.ts';

test('a search box sends the words and its type to the search page, which searches them', async ({ page }) => {
  await page.goto('/family-business-conference-2027/');
  await hydrated(page);
  const search = page.getByRole('search', { name: 'Papers from past conferences' });
  await search.getByRole('searchbox', { name: 'Search conference papers' }).fill('family protocol');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\/\?q=family\+protocol&type=Publication$/);
  await hydrated(page);
  await expect(page.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('family protocol');
});

test('the search hero opens the page with its h1 and a field, and a popular search is a link to its results', async ({ page }) => {
  await page.goto('/es/buscador-de-investigacion/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Encuentra investigación sobre familias empresarias');
  const popular = page.getByRole('group', { name: 'Búsquedas frecuentes' });
  await expect(popular.getByRole('link', { name: 'sucesión' })).toHaveAttribute('href', '/es/buscar/?q=sucesi%C3%B3n');
  await expect(page.getByRole('search', { name: 'Busca informes, documentos y casos' })).toBeVisible();
});

test('the programme: day tabs follow the arrow keys, Home and End; Tab goes from the tab into its day', async ({ page }) => {
  await page.goto('/family-business-conference-2027/');
  await hydrated(page);
  const tabs = page.getByRole('tablist', { name: 'Programme' });
  const first = tabs.getByRole('tab', { name: /Governance day/ });
  const second = tabs.getByRole('tab', { name: /Next generation day/ });
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await first.focus();
  await page.keyboard.press('ArrowRight');
  await expect(second).toBeFocused();
  await expect(second).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel', { name: /Next generation day/ });
  await expect(panel.getByRole('heading', { name: 'Joining the family firm, or not' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Why family firms outlast their founders' })).toBeHidden();
  await page.keyboard.press('Home');
  await expect(first).toBeFocused();
  await page.keyboard.press('End');
  await expect(second).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(panel).toBeFocused();
});

test('the infographic: its text description opens and closes from the keyboard, and its document downloads', async ({ page }) => {
  await page.goto('/research-finder/');
  await hydrated(page);
  const summary = page.getByText('Text description of the infographic');
  await summary.focus();
  await expect(page.getByText('38% have chosen a successor')).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(page.getByText('38% have chosen a successor')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByText('38% have chosen a successor')).toBeHidden();
  const download = page.getByRole('link', { name: 'Download: Succession Barometer 2026' });
  const response = await page.request.get((await download.getAttribute('href')) ?? '');
  expect(response.headers()['content-type']).toContain('application/pdf');
});

test("the site index lists the menus' sections as a navigation named by its heading", async ({ page }) => {
  await page.goto('/research-finder/');
  const index = page.getByRole('navigation', { name: "Browse the centre's sections" });
  await expect(index.getByRole('heading', { level: 3 })).toHaveText(['Research', 'Dissemination', 'Education', 'About us']);
  await expect(index.getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/research/reports/');
});

test.describe('the social feed', () => {
  test.use({ consentDecided: false });

  const feedScript = (page: Page) => page.locator('script[data-third-party="socialFeed"]');

  test('asks for consent first, then shows the posts; the profile link is there all along', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/third-parties/socialFeed')) requested.push(request.url());
    });
    await page.goto('/family-business-conference-2027/');
    await hydrated(page);
    const feed = page.getByRole('region', { name: 'Conference news on LinkedIn' });
    await expect(feed.getByText('They show here once you accept marketing cookies.')).toBeVisible();
    await expect(feed.getByRole('link', { name: 'Centre for Business Families on LinkedIn (opens in a new tab)' })).toBeVisible();
    await expect(feed.getByRole('button', { name: 'Cookie settings' })).toBeVisible();
    expect(requested).toEqual([]);
    await expect(feedScript(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'Accept all cookies' }).click();
    const posts = feed.getByRole('list');
    await expect(posts.getByRole('listitem')).toHaveCount(3);
    await expect(feed.getByRole('status')).toHaveText('The latest 3 posts of Centre for Business Families on LinkedIn');
    await expect(posts.getByRole('link').first()).toHaveAccessibleName(/^See the post of .+ on LinkedIn \(opens in a new tab\)$/);
    await expect(feed.getByText('They show here once you accept marketing cookies.')).toHaveCount(0);
    expect(requested).toHaveLength(1);
  });
});

test('the social feed’s consent is chosen from the keyboard: Cookie settings takes focus to the choice, Space accepts, focus moves to the feed', async ({
  page,
}) => {
  // The visitor chose essential cookies only (the fixture): the feed waits, its button reopens the choice.
  await page.goto('/family-business-conference-2027/');
  await hydrated(page);
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  const feed = page.getByRole('region', { name: 'Conference news on LinkedIn' });
  const settings = feed.getByRole('button', { name: 'Cookie settings' });
  await settings.focus();
  await page.keyboard.press('Enter');
  const accept = banner.getByRole('button', { name: 'Accept all cookies' });
  await expect(accept).toBeFocused();
  await page.keyboard.press('Space');
  await expect(feed.getByRole('list').getByRole('listitem')).toHaveCount(3);
  // The button pressed is gone with the notice: focus is on the feed, and Tab goes on to its first post.
  await expect(feed).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(feed.getByRole('list').getByRole('link').first()).toBeFocused();
});
