// The site-search field a page can hold (SearchBox, HeroSearch; docs/modules.md "Search on a
// page"): a plain GET form that sends the words, as `q`, to the site's search page, which
// reads the same address as its own form does (`/search/?q=…&type=…`, docs/search.md). It works
// before and without JavaScript, and loads no search code: only the search page does.
import { useId } from 'react';
import type { SearchType } from '../../lib/search.ts';
import { searchTypeLabel } from '../../lib/search.ts';
import { useTranslation } from '../../i18n/index.tsx';
import { Icon } from '../Icon/index.tsx';
import styles from './SearchForm.module.css';

export interface SearchFormProps {
  /** The site's search page (its SearchResults page). */
  action: string;
  /** The field's visible label; the site's "Search the site" by default. */
  label?: string | undefined;
  /** An example of what to type, shown in the empty field (never instead of the label). */
  placeholder?: string | undefined;
  /** Narrows the search to one kind of content, as the search page's "Type of content" does. */
  type?: SearchType | undefined;
  /** The id of the heading naming the search landmark (two search boxes on a page differ by it); else the field's label names it. */
  labelledBy?: string | undefined;
  /** `large` for a hero. */
  size?: 'regular' | 'large';
}

export function SearchForm({ action, label, placeholder, type, labelledBy, size = 'regular' }: SearchFormProps) {
  const t = useTranslation();
  const id = useId();
  const fieldLabel = label ?? t('search.label');
  return (
    <search className={styles.search} aria-labelledby={labelledBy ?? `${id}-label`} data-size={size}>
      <form className={styles.form} method="get" action={action} data-site-form="">
        <label className={styles.label} id={`${id}-label`} htmlFor={`${id}-q`}>
          {fieldLabel}
        </label>
        <div className={styles.row}>
          <input
            className={styles.input}
            id={`${id}-q`}
            type="search"
            name="q"
            autoComplete="off"
            enterKeyHint="search"
            placeholder={placeholder}
          />
          {/* The search page's type filter takes the type's name in the page's language. */}
          {type ? <input type="hidden" name="type" value={t(searchTypeLabel(type))} /> : null}
          <button className={styles.button} type="submit">
            <Icon name="search" size={20} />
            <span>{t('search.submit')}</span>
          </button>
        </div>
      </form>
    </search>
  );
}
