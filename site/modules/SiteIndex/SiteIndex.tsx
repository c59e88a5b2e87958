import { useId } from 'react';
import type { MenuItem } from '../../../content/schema/index.ts';
import type { SiteIndexProps } from './definition.ts';
import { useSite } from '../../app/site-context.tsx';
import { childrenOf, menuLink } from '../../components/Header/menu.ts';
import { Link } from '../../components/Link/index.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden/index.tsx';
import { useTranslation, type Translate } from '../../i18n/index.tsx';
import styles from './SiteIndex.module.css';

// The mega panels' special items ("Sitemap", "Contact us") are calls to action repeated under
// several sections: here they would be the same link again and again.
const regular = (items: MenuItem[]) => items.filter((item) => !item.special);

function ItemLabel({ item, className, t }: { item: MenuItem; className: string | undefined; t: Translate }) {
  const link = menuLink(item);
  if (!link) return <span className={className}>{item.label}</span>;
  return (
    <Link className={className} link={link}>
      {item.label}
      {link.newTab ? <VisuallyHidden> {t('siteIndex.newTab')}</VisuallyHidden> : null}
    </Link>
  );
}

function Items({ items, levels, t }: { items: MenuItem[]; levels: number; t: Translate }) {
  return (
    <ul className={styles.list}>
      {items.map((item, index) => {
        const children = levels > 1 ? regular(childrenOf(item)) : [];
        return (
          <li key={`${item.label}-${index}`} className={styles.item}>
            <ItemLabel item={item} className={styles.link} t={t} />
            {children.length > 0 ? <Items items={children} levels={levels - 1} t={t} /> : null}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * One navigation landmark named by the heading; each section of the menu a heading (its own
 * link when it has a page) over the list of its pages, nested as the menu nests them.
 */
export default function SiteIndex({ title, intro, menu, sections, depth }: SiteIndexProps) {
  const t = useTranslation();
  const { header } = useSite();
  const id = useId();
  const menus = menu === 'main' ? [header.mainMenu] : menu === 'top' ? [header.topMenu] : [header.mainMenu, header.topMenu];
  const all = regular(menus.flatMap((each) => each.elements));
  const chosen =
    sections.length > 0
      ? sections.flatMap((label) => all.filter((item) => item.label.toLocaleLowerCase() === label.toLocaleLowerCase()).slice(0, 1))
      : all;
  if (chosen.length === 0) return null;
  const heading = title ?? t('siteIndex.title');
  return (
    <div className={styles.root}>
      <h2 className={styles.title} id={`${id}-title`}>
        {heading}
      </h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      <nav className={styles.nav} aria-labelledby={`${id}-title`}>
        {chosen.map((section, index) => {
          const pages = regular(childrenOf(section));
          return (
            <div key={`${section.label}-${index}`} className={styles.section}>
              <h3 className={styles.sectionTitle}>
                <ItemLabel item={section} className={styles.sectionLink} t={t} />
              </h3>
              {pages.length > 0 ? <Items items={pages} levels={depth} t={t} /> : null}
            </div>
          );
        })}
      </nav>
    </div>
  );
}
