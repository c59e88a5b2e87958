// Helpers over SPEC §3 "Menu item" shared by the desktop and mobile menus.
import type { MenuItem } from '../../../content/schema/index.ts';
import { brandNameLanguage, brands } from '../../lib/brands.ts';
import type { LinkTarget } from '../Link/index.tsx';

/** The link of a menu item, or undefined for an item that only groups others. */
export function menuLink(item: MenuItem): LinkTarget | undefined {
  const url = item.url;
  const href = url?.linkToURL ?? url?.href ?? (url?.anchor ? `#${url.anchor}` : undefined);
  if (!href) return undefined;
  return { href, newTab: url?.newTab, noFollow: url?.noFollow };
}

export const childrenOf = (item: MenuItem): MenuItem[] => item.children ?? [];
export const hasChildren = (item: MenuItem): boolean => childrenOf(item).length > 0;

/** SPEC §2 "Main menu": special items appear as icon links at the bottom of the panel. */
export function splitSpecial(items: MenuItem[]): { regular: MenuItem[]; special: MenuItem[] } {
  return { regular: items.filter((item) => !item.special), special: items.filter((item) => item.special) };
}

/** A stable id fragment for aria-controls. */
export const itemKey = (item: MenuItem, index: number): string =>
  (item.id ?? `${index}-${item.label}`).toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * The language to mark on an item's label (WCAG 3.1.2): an item that links to a unit's home under
 * the unit's own name takes the brand's nameLanguage on another language's page ("Executive
 * Education" in a Spanish menu), so menus written in the CMS need no language of their own.
 */
export function menuItemLanguage(item: MenuItem, locale: string): 'en' | undefined {
  const href = menuLink(item)?.href;
  if (!href || href.startsWith('#')) return undefined;
  const path = new URL(href, 'https://menu.invalid').pathname.replace(new RegExp(`^/${locale}(?=/)`), '').replace(/\/+$/, '');
  return brandNameLanguage(
    Object.values(brands).find((brand) => brand.path === path),
    item.label,
    locale,
  );
}
