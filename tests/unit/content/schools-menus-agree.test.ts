// The top bar's Schools menu and the main menu's Schools group name the same schools, under the
// same names and addresses, in every header of the family that has both.
import { expect, it } from 'vitest';
import { loadFamily, DEFAULT_DOCUMENTS_DIR } from '../../helpers/documents.ts';

interface Item {
  label: string;
  id?: string;
  url?: { href: string };
  children?: Item[];
}

const entries = (items: Item[] | undefined) => (items ?? []).map((item) => `${item.label} → ${item.url?.href ?? ''}`);

it('the top bar’s schools are the main menu’s schools', async () => {
  let compared = 0;
  for (const { site } of await loadFamily(DEFAULT_DOCUMENTS_DIR)) {
    for (const header of site.headers as Array<{ locale: string; topMenu?: { elements: Item[] }; mainMenu: { elements: Item[] } }>) {
      const top = header.topMenu?.elements.find((item) => item.id === 'schools');
      if (!top) continue;
      const group = header.mainMenu.elements.flatMap((item) => item.children ?? []).find((item) => item.label === top.label);
      expect(group, `${String(site.name)} (${header.locale}): the main menu has a "${top.label}" group`).toBeDefined();
      expect(entries(top.children), `${String(site.name)} (${header.locale})`).toEqual(entries(group!.children));
      compared += 1;
    }
  }
  expect(compared).toBeGreaterThan(0);
});
