import type { SearchResultsTemplate } from './definition.ts';
import type { PageView } from '../../lib/page-view.ts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from '../../components/Link/index.tsx';
import { ModuleList } from '../../components/ModuleList/index.tsx';
import { PageTitle } from '../../components/PageTitle/index.tsx';
import { useSite } from '../../app/site-context.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import { SEARCH_TYPES, searchTypeLabel } from '../../lib/search.ts';
import { search, type SearchHit } from '../../lib/pagefind-client.ts';
import styles from './SearchResults.module.css';

type State =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'done'; query: string; total: number; hits: SearchHit[] }
  | { status: 'offline' };

/** The query and type in the address (?q=…&type=…): a search can be reloaded, shared and kept in history. */
function readAddress(): { query: string; type: string } {
  const params = new URLSearchParams(window.location.search);
  return { query: params.get('q') ?? '', type: params.get('type') ?? '' };
}

function writeAddress(query: string, type: string): void {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (type) params.set('type', type);
  const search = params.toString();
  const url = `${window.location.pathname}${search ? `?${search}` : ''}`;
  if (url !== `${window.location.pathname}${window.location.search}`) window.history.replaceState(window.history.state, '', url);
}

export default function SearchResults({ template, page }: { template: SearchResultsTemplate; page: PageView['page'] }) {
  const t = useTranslation();
  // The site's own index (a search on the business school finds only the school's pages), or
  // with the family scope every site's.
  const { locale, pathPrefix } = useSite();
  const id = useId();
  const [query, setQuery] = useState('');
  const [type, setType] = useState('');
  const [shown, setShown] = useState(template.pageSize);
  const [state, setState] = useState<State>({ status: 'idle' });
  const latest = useRef(0);
  const typeLabels = SEARCH_TYPES.map((kind) => t(searchTypeLabel(kind)));

  // The form as the browser shows it. On a slow connection a visitor may type or choose on the
  // server's HTML before hydration: that is in these fields, and React does not replay it.
  const queryField = useRef<HTMLInputElement>(null);
  const typeField = useRef<HTMLSelectElement>(null);
  const hydrated = useRef(false);
  const results = useRef<HTMLOListElement>(null);
  // "Show more results" goes away while the longer list loads: focus then moves to the first
  // result added (docs/accessibility.md, focus), not to the body. Set for the search it asked more of.
  const moreFrom = useRef<{ index: number; query: string; type: string } | null>(null);

  // What the address asks for, once hydrated (the server HTML has an empty form), unless the
  // visitor already typed a search or chose a type there: theirs is the newer wish.
  useEffect(() => {
    const fromAddress = readAddress();
    const typed = hydrated.current ? '' : (queryField.current?.value ?? '');
    const chosen = hydrated.current ? '' : (typeField.current?.value ?? '');
    hydrated.current = true;
    setQuery(typed || fromAddress.query);
    setType(chosen || fromAddress.type);
  }, [page.path]);

  useEffect(() => {
    const trimmed = query.trim();
    writeAddress(trimmed, type);
    if (!trimmed) {
      setState({ status: 'idle' });
      return;
    }
    const run = ++latest.current;
    setState({ status: 'loading', query: trimmed });
    // A short pause while typing, so each keystroke does not fetch index fragments.
    const timer = window.setTimeout(() => {
      search(pathPrefix, locale, trimmed, type, template.scope)
        .then(async (found) => {
          const hits = await found.hits(shown);
          if (run === latest.current) setState({ status: 'done', query: trimmed, total: found.total, hits });
        })
        .catch(() => {
          if (run === latest.current) setState({ status: 'offline' });
        });
    }, 200);
    return () => window.clearTimeout(timer);
  }, [query, type, shown, locale, pathPrefix, template.scope]);

  useEffect(() => {
    const more = moreFrom.current;
    if (!more || state.status === 'loading') return;
    moreFrom.current = null;
    if (state.status !== 'done' || state.query !== more.query || type !== more.type) return;
    const added = results.current?.children[more.index]?.querySelector<HTMLElement>('a');
    added?.focus();
  }, [state, type]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Searching happens as the visitor types; without JavaScript the form reloads the page with ?q=.
    event.preventDefault();
  };

  const summary =
    state.status === 'loading'
      ? t('search.loading')
      : state.status === 'offline'
        ? t('search.offline')
        : state.status === 'done'
          ? state.total === 0
            ? t('search.none', { query: state.query })
            : state.total === 1
              ? t('search.oneResult', { query: state.query })
              : t('search.results', { count: String(state.total), query: state.query })
          : '';

  return (
    <>
      {template.heroSection.length > 0 ? <ModuleList modules={template.heroSection} /> : <PageTitle title={page.title} />}
      <div className={styles.search}>
        {template.intro ? <p className={styles.intro}>{template.intro}</p> : null}
        <search>
          <form className={styles.form} action={page.path} method="get" onSubmit={onSubmit}>
            <div className={styles.field}>
              <label htmlFor={`${id}-q`}>{t(template.scope === 'family' ? 'search.labelFamily' : 'search.label')}</label>
              <input
                id={`${id}-q`}
                className={styles.input}
                type="search"
                name="q"
                autoComplete="off"
                ref={queryField}
                value={query}
                onChange={(event) => {
                  setShown(template.pageSize);
                  setQuery(event.target.value);
                }}
              />
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-type`}>{t('search.type')}</label>
              <select
                id={`${id}-type`}
                className={styles.select}
                name="type"
                ref={typeField}
                value={type}
                onChange={(event) => {
                  setShown(template.pageSize);
                  setType(event.target.value);
                }}
              >
                <option value="">{t('search.allTypes')}</option>
                {typeLabels.map((label) => (
                  <option key={label} value={label}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
            <button className={styles.submit} type="submit">
              {t('search.submit')}
            </button>
          </form>
        </search>
        <noscript>
          <p>{t('search.noScript')}</p>
        </noscript>
        <p className={styles.summary} role="status" data-search-summary="">
          {summary}
        </p>
        {state.status === 'done' && state.hits.length > 0 ? (
          <ol ref={results} className={styles.results} data-search-results="">
            {state.hits.map((hit) => (
              <li key={hit.url} className={styles.result}>
                {hit.type || hit.site ? <p className={styles.type}>{[hit.type, hit.site].filter(Boolean).join(' · ')}</p> : null}
                <h2 className={styles.title}>
                  <Link link={{ href: hit.url }}>{hit.title}</Link>
                </h2>
                {/* The sentence of the page where the words were found, escaped, with <mark> around them. */}
                <p className={styles.excerpt} dangerouslySetInnerHTML={{ __html: hit.excerpt }} />
              </li>
            ))}
          </ol>
        ) : null}
        {state.status === 'done' && state.total > state.hits.length ? (
          <button
            className={styles.more}
            type="button"
            onClick={() => {
              moreFrom.current = { index: state.hits.length, query: state.query, type };
              setShown((count) => count + template.pageSize);
            }}
          >
            {t('search.more')}
          </button>
        ) : null}
      </div>
      <ModuleList modules={template.mainSection} />
    </>
  );
}
