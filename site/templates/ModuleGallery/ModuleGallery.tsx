import { useId } from 'react';
import type { ModuleGalleryTemplate } from './definition.ts';
import { LibraryIcon } from '../../components/Icon/library.tsx';
import { Link } from '../../components/Link/index.tsx';
import { ModuleList } from '../../components/ModuleList/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import { GalleryPreview } from '../../lib/gallery-preview.ts';
import styles from './ModuleGallery.module.css';

type Example = ModuleGalleryTemplate['examples'][number];
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
  const { title, modules, icons, examples, index } = template;
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
      {modules.length > 0 ? (
        <nav className={styles.section} aria-label={t('gallery.page.modules')}>
          <h2 className={styles.sectionTitle}>{t('gallery.page.modules')}</h2>
          <ul className={styles.modules}>
            {modules.map((module) => (
              <li key={module.name}>
                <Link className={styles.link} link={{ href: module.href }}>
                  {module.name}
                </Link>{' '}
                <span className={styles.count}>{t('gallery.page.examples', { count: String(module.examples) })}</span>
              </li>
            ))}
          </ul>
        </nav>
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
