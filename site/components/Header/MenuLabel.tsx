// A menu item's label, marked with its language where it differs from the page's (WCAG 3.1.2,
// site/components/Header/menu.ts menuItemLanguage): every menu prints its labels through it.
import type { MenuItem } from '../../../content/schema/index.ts';
import { useLocale } from '../../app/site-context.tsx';
import { menuItemLanguage } from './menu.ts';

export function MenuLabel({ item }: { item: MenuItem }) {
  const lang = menuItemLanguage(item, useLocale());
  return lang ? <span lang={lang}>{item.label}</span> : <>{item.label}</>;
}
