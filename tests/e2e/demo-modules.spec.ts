// Modules as the demo sites place them (docs/modules.md): the business school's school footer
// with its units' logos, and the programme hero over a video poster on the online MBA.
// Read only: every test shares its worker's page (`sweep`).
import { expect, sweep } from './fixtures.ts';

sweep('a business-school page ends with the school footer: unit logos, socials and the legal menu', async ({ page }) => {
  await page.goto('/business-school/');
  const footer = page.getByRole('contentinfo');
  const units = footer.getByRole('navigation', { name: 'Schools and units' });
  await expect(units.getByRole('link')).toHaveCount(4);
  await expect(units.getByRole('img', { name: 'Executive Education' })).toBeVisible();
  await expect(units.getByRole('link').first()).toHaveAttribute('href', /^https:\/\/www\.ibera\.edu\/[\w-]+\/$/);
  await expect(footer.getByRole('navigation', { name: 'Follow us' }).getByRole('link')).not.toHaveCount(0);
  await expect(footer.getByRole('link', { name: 'Privacy policy' })).toBeVisible();

  await page.goto('/es/business-school/');
  await expect(page.getByRole('contentinfo').getByRole('navigation', { name: 'Escuelas y unidades' }).getByRole('link')).toHaveCount(4);
});

sweep('the research centre keeps its default footer, without unit logos', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('navigation', { name: 'Schools and units' })).toHaveCount(0);
});

sweep('the online MBA opens with the programme video hero: its poster and a link that opens the video', async ({ page }) => {
  await page.goto('/business-school/programmes/online-mba/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Online MBA');
  await expect(page.getByRole('img', { name: 'A professor teaching a live online class' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Watch the video: Online MBA' })).toHaveAttribute('href', /M7lc1UVf-VE/);
});
