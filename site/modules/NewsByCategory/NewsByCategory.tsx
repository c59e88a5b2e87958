import type { NewsByCategoryProps } from './definition.ts';
import { CardGrid } from '../../components/CardGrid/index.tsx';
import { Link } from '../../components/Link/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import styles from './NewsByCategory.module.css';

/** An anchor for a category: the module's id (or 'news') and the category, in letters and digits. */
const anchorOf = (prefix: string, name: string) =>
  `${prefix}-${name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;

export default function NewsByCategory({ id, title, intro, groups, link }: NewsByCategoryProps) {
  const t = useTranslation();
  const prefix = id ?? 'news-category';
  const Group = title ? 'h3' : 'h2';
  return (
    <div className={styles.root}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {groups.length > 1 ? (
        <nav className={styles.jump} aria-label={t('newsByCategory.jump')}>
          <ul className={styles.jumpList}>
            {groups.map((group) => (
              <li key={group.name}>
                <a className={styles.jumpLink} href={`#${anchorOf(prefix, group.name)}`}>
                  {group.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {groups.map((group) => (
        <section key={group.name} className={styles.group} aria-labelledby={anchorOf(prefix, group.name)}>
          <Group id={anchorOf(prefix, group.name)} className={styles.groupTitle}>
            {group.name}
          </Group>
          <CardGrid cards={group.items} headingLevel={title ? 4 : 3} searchable={false} />
        </section>
      ))}
      {link?.text ? (
        <p className={styles.more}>
          <Link link={link}>{link.text}</Link>
        </p>
      ) : null}
    </div>
  );
}
