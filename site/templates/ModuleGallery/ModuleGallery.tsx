import { useEffect, useId, useState } from 'react';
import type { ModuleGalleryTemplate } from './definition.ts';
import { LibraryIcon } from '../../components/Icon/library.tsx';
import { DataTable } from '../../components/DataTable/index.tsx';
import { Link } from '../../components/Link/index.tsx';
import { ModuleList } from '../../components/ModuleList/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import { GalleryPreview } from '../../lib/gallery-preview.ts';
import styles from './ModuleGallery.module.css';

type Example = ModuleGalleryTemplate['examples'][number];
type Entry = ModuleGalleryTemplate['modules'][number];
type Field = Entry['fields'][number];

/** The CMS fields a module takes (from its schema), in a disclosure: a table of name, type, required, description. */
function Fields({ fields, name }: { fields: Field[]; name: string }) {
  const t = useTranslation();
  if (fields.length === 0) return null;
  return (
    <details className={styles.fields}>
      <summary className={styles.summary}>{t('gallery.page.fields', { count: String(fields.length) })}</summary>
      <DataTable
        caption={`${name}: ${t('gallery.page.fields', { count: String(fields.length) })}`}
        columns={[t('gallery.page.field'), t('gallery.page.type'), t('gallery.page.required'), t('gallery.page.description')]}
        rows={fields.map((field) => [
          <code key="name">{field.name}</code>,
          field.type,
          field.required ? t('gallery.page.yes') : t('gallery.page.no'),
          field.description ?? '',
        ])}
        rowHeaders
      />
    </details>
  );
}

/** What a filter query is matched against: every word of it must be somewhere in here. */
const haystack = (entry: Entry) =>
  [entry.name, entry.family, entry.description ?? '', ...entry.fields.flatMap((field) => [field.name, field.description ?? ''])]
    .join(' ')
    .toLowerCase();
const matches = (entry: Entry, words: string[]) => words.every((word) => haystack(entry).includes(word));

/**
 * Every module by family, with what it is for and its fields. The filter field exists only once
 * the page runs (without JavaScript the whole list shows, and there is nothing inert to type
 * into); it hides what does not match and says in a polite live region how many do.
 */
function Catalogue({ modules }: { modules: Entry[] }) {
  const t = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const [running, setRunning] = useState(false);
  const [query, setQuery] = useState('');
  useEffect(() => setRunning(true), []);
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = new Set(modules.filter((entry) => matches(entry, words)).map((entry) => entry.name));
  const families = [...new Set(modules.map((entry) => entry.family))];
  return (
    <nav className={styles.section} aria-label={t('gallery.page.modules')}>
      <h2 className={styles.sectionTitle}>{t('gallery.page.modules')}</h2>
      {running ? (
        <div className={styles.filter} role="search">
          <label className={styles.filterLabel} htmlFor={inputId}>
            {t('gallery.page.filter')}
          </label>
          <input
            id={inputId}
            className={styles.filterInput}
            type="search"
            value={query}
            aria-describedby={hintId}
            autoComplete="off"
            onChange={(event) => setQuery(event.target.value)}
          />
          <p className={styles.count} id={hintId}>
            {t('gallery.page.filterHint')}
          </p>
          <p className={styles.count} aria-live="polite" data-gallery-matches="">
            {words.length === 0
              ? ''
              : shown.size === 0
                ? t('gallery.page.noMatch', { query })
                : t('gallery.page.matches', { count: String(shown.size), total: String(modules.length) })}
          </p>
        </div>
      ) : null}
      {families.map((family) => {
        const members = modules.filter((entry) => entry.family === family);
        const visible = members.filter((entry) => shown.has(entry.name));
        return (
          <section key={family} className={styles.family} hidden={visible.length === 0} data-gallery-family={family}>
            <h3 className={styles.groupTitle}>
              {family} ({members.length})
            </h3>
            <ul className={styles.modules}>
              {members.map((entry) => (
                <li key={entry.name} className={styles.module} hidden={!shown.has(entry.name)} data-gallery-module={entry.name}>
                  <Link className={styles.link} link={{ href: entry.href }}>
                    {entry.name}
                  </Link>{' '}
                  <span className={styles.count}>
                    {entry.examples === 1 ? t('gallery.page.example1') : t('gallery.page.examples', { count: String(entry.examples) })}
                  </span>
                  {entry.description ? <p className={styles.description}>{entry.description}</p> : null}
                  <Fields fields={entry.fields} name={entry.name} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </nav>
  );
}
type Variant = Example['variants'][number];

/** One example in one sub-theme: a labelled region, so the modules' own headings stay theirs. */
function ExampleVariant({ variant, n, total }: { variant: Variant; n: number; total: number }) {
  const t = useTranslation();
  const id = useId();
  return (
    <section className={styles.variant} aria-labelledby={id} data-gallery-variant={variant.subtheme}>
      <p className={styles.label} id={id}>
        {t('gallery.page.example', { n: String(n), total: String(total), subtheme: variant.subtheme })}
      </p>
      {/* Examples link to pages this site may not have: no prefetching of them (site/app/prefetch.ts). */}
      <div className={styles.stage} data-subtheme={variant.subtheme} data-no-prefetch="">
        <GalleryPreview.Provider value={true}>
          <ModuleList modules={variant.modules} />
        </GalleryPreview.Provider>
      </div>
    </section>
  );
}

export default function ModuleGallery({ template }: { template: ModuleGalleryTemplate }) {
  const t = useTranslation();
  const { title, modules, icons, examples, index, module } = template;
  return (
    <div className={styles.gallery}>
      <div className={styles.head}>
        {index ? (
          <p className={styles.back}>
            <Link className={styles.link} link={{ href: index }}>
              {t('gallery.page.back')}
            </Link>
          </p>
        ) : null}
        <h1 className={styles.title}>{title}</h1>
      </div>
      {modules.length > 0 ? <Catalogue modules={modules} /> : null}
      {module ? (
        <div className={styles.section} data-gallery-facts="">
          <p className={styles.count}>{module.family}</p>
          <p className={styles.description}>{module.description ?? t('gallery.page.noDescription')}</p>
          <Fields fields={module.fields} name={title} />
        </div>
      ) : null}
      {icons.length > 0 ? (
        <div className={styles.section}>
          <h2 className={styles.sectionTitle}>{t('gallery.page.icons')}</h2>
          {icons.map((group) => (
            <div key={group.group}>
              <h3 className={styles.groupTitle}>
                {group.group} ({group.names.length})
              </h3>
              <ul className={styles.icons}>
                {group.names.map((name) => (
                  <li key={name} className={styles.icon}>
                    <LibraryIcon name={name} size={32} />
                    <code className={styles.iconName}>{name}</code>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ) : null}
      {index && examples.length === 0 ? <p className={styles.section}>{t('gallery.page.none')}</p> : null}
      {examples.map((example, exampleIndex) => (
        <div key={exampleIndex} className={styles.example}>
          {example.variants.map((variant) => (
            <ExampleVariant key={variant.subtheme} variant={variant} n={exampleIndex + 1} total={examples.length} />
          ))}
          <details className={styles.props}>
            <summary className={styles.summary}>{t('gallery.page.props', { n: String(exampleIndex + 1) })}</summary>
            <pre className={styles.json}>
              <code>{example.props}</code>
            </pre>
          </details>
        </div>
      ))}
    </div>
  );
}
