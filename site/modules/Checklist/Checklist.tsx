import type { ChecklistProps } from './definition.ts';
import { LibraryIcon } from '../../components/Icon/library.tsx';
import { Link } from '../../components/Link/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import styles from './Checklist.module.css';

/**
 * A list per group under the group's heading, each item saying "Required" or "Optional" in words
 * (the icon beside it is decoration, hidden from screen readers). The count under the heading
 * tells before the list how long it is and how much of it is required. Static: nothing to operate
 * but the links.
 */
export default function Checklist({ title, intro, groups }: ChecklistProps) {
  const t = useTranslation();
  const items = groups.flatMap((group) => group.items);
  const required = items.filter((item) => item.required).length;
  const counts = { total: String(items.length), required: String(required) };
  return (
    <div className={styles.root}>
      <h2 className={styles.title}>{title || t('checklist.title')}</h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {items.length > 1 ? (
        <p className={styles.summary}>{t(required === items.length ? 'checklist.summaryAll' : 'checklist.summary', counts)}</p>
      ) : null}
      <div className={styles.groups}>
        {groups.map((group, index) => (
          <div key={group.title ?? index} className={styles.group}>
            {group.title ? <h3 className={styles.groupTitle}>{group.title}</h3> : null}
            <ul className={styles.items}>
              {group.items.map((item) => (
                <li key={item.title} className={styles.item} data-required={item.required ? '' : undefined}>
                  <LibraryIcon name={item.required ? 'check-circle' : 'plus'} size={24} className={styles.icon} />
                  <div className={styles.body}>
                    <p className={styles.itemTitle}>
                      <span className={styles.name}>{item.title}</span>{' '}
                      <span className={styles.tag}>{t(item.required ? 'checklist.required' : 'checklist.optional')}</span>
                    </p>
                    {item.note ? <p className={styles.note}>{item.note}</p> : null}
                    {item.link?.text ? (
                      <Link className={styles.link} link={item.link}>
                        {item.link.text}
                      </Link>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}
