import { useId } from 'react';
import type { HeroSearchProps } from './definition.ts';
import { HeroBackdrop, HeroFrame, HeroText } from '../../components/Hero/index.tsx';
import { Link } from '../../components/Link/index.tsx';
import { SearchForm } from '../../components/SearchForm/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import { searchTypeLabel } from '../../lib/search.ts';
import styles from './HeroSearch.module.css';

/** The results page of a popular search: the address the form itself sends for those words. */
function resultsOf(action: string, query: string, type: string | undefined): string {
  const params = new URLSearchParams({ q: query });
  if (type) params.set('type', type);
  return `${action}${action.includes('?') ? '&' : '?'}${params.toString()}`;
}

export default function HeroSearch({
  eyebrow,
  title,
  subtitle,
  image,
  action,
  label,
  placeholder,
  type,
  suggestions,
  subtheme,
}: HeroSearchProps) {
  const t = useTranslation();
  const id = useId();
  const typeName = type ? t(searchTypeLabel(type)) : undefined;
  return (
    <HeroFrame className={styles.hero} variant="search" subtheme={subtheme} backdrop={image ? <HeroBackdrop image={image} /> : undefined}>
      <HeroText eyebrow={eyebrow} title={title} subtitle={subtitle}>
        <div className={styles.search}>
          <SearchForm action={action} label={label} placeholder={placeholder} type={type} size="large" />
          {suggestions.length > 0 ? (
            <div className={styles.suggestions} role="group" aria-labelledby={`${id}-suggestions`}>
              <p className={styles.suggestionsTitle} id={`${id}-suggestions`}>
                {t('heroSearch.suggestions')}
              </p>
              <ul className={styles.list}>
                {suggestions.map((query) => (
                  <li key={query}>
                    <Link className={styles.suggestion} link={{ href: resultsOf(action, query, typeName) }}>
                      {query}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </HeroText>
    </HeroFrame>
  );
}
