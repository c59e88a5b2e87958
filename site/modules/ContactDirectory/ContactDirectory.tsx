import { useId, useState } from 'react';
import type { ContactDirectoryProps } from './definition.ts';
import { Link } from '../../components/Link/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import { telHref, phoneText } from '../../lib/phone.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { matches } from './filter.ts';
import styles from './ContactDirectory.module.css';

/**
 * Groups under their headings, each department under its own (a screen reader's heading list is
 * the directory's index), its office, phone, email and hours as terms and values, the phone and
 * email as links that call and write. Without JavaScript the whole list shows; once the page
 * runs, a labelled search field narrows it as one types, and a polite status says how many
 * remain (WCAG 4.1.3) without moving focus. Entries left out are `hidden`, so neither Tab nor a
 * screen reader meets them.
 */
export default function ContactDirectory({ title, intro, groups }: ContactDirectoryProps) {
  const t = useTranslation();
  const fieldId = useId();
  const enhanced = useHydrated();
  const [query, setQuery] = useState('');
  const total = groups.reduce((sum, group) => sum + group.entries.length, 0);
  const shown = groups.map((group) => group.entries.map((entry) => matches(entry, group.title, query)));
  const count = shown.flat().filter(Boolean).length;
  const GroupHeading = title ? 'h3' : 'h2';
  const EntryHeading = title ? 'h4' : 'h3';
  return (
    <div className={styles.root}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {enhanced && total > 1 ? (
        <div className={styles.filter}>
          <label className={styles.label} htmlFor={fieldId}>
            {t('contactDirectory.filter')}
          </label>
          <input
            id={fieldId}
            className={styles.field}
            type="search"
            autoComplete="off"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <p className={styles.status} role="status">
            {count === 0
              ? t('contactDirectory.none', { query: query.trim() })
              : t('contactDirectory.shown', { shown: String(count), total: String(total) })}
          </p>
        </div>
      ) : null}
      {groups.map((group, groupIndex) => (
        <div key={group.title} className={styles.group} hidden={!shown[groupIndex]?.some(Boolean)}>
          <GroupHeading className={styles.groupTitle}>{group.title}</GroupHeading>
          <ul className={styles.entries}>
            {group.entries.map((entry, entryIndex) => (
              <li key={entry.name} className={styles.entry} hidden={!shown[groupIndex]?.[entryIndex]}>
                <div className={styles.about}>
                  <EntryHeading className={styles.name}>{entry.name}</EntryHeading>
                  {entry.description ? <p className={styles.description}>{entry.description}</p> : null}
                  {entry.href ? (
                    <Link className={styles.page} link={{ href: entry.href }}>
                      {t('contactDirectory.page', { name: entry.name })}
                    </Link>
                  ) : null}
                </div>
                <dl className={styles.facts}>
                  {entry.office ? (
                    <div>
                      <dt>{t('contactDirectory.office')}</dt>
                      <dd>{entry.office}</dd>
                    </div>
                  ) : null}
                  {entry.phone ? (
                    <div>
                      <dt>{t('contactDirectory.phone')}</dt>
                      <dd>
                        <a href={telHref(entry.phone)}>{phoneText(entry.phone)}</a>
                      </dd>
                    </div>
                  ) : null}
                  {entry.email ? (
                    <div>
                      <dt>{t('contactDirectory.email')}</dt>
                      <dd>
                        <a href={`mailto:${entry.email}`}>{entry.email}</a>
                      </dd>
                    </div>
                  ) : null}
                  {entry.hours ? (
                    <div>
                      <dt>{t('contactDirectory.hours')}</dt>
                      <dd>{entry.hours}</dd>
                    </div>
                  ) : null}
                </dl>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
