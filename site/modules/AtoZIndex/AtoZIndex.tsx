import type { AtoZIndexProps } from './definition.ts';
import type { Card } from '../../../content/schema/index.ts';
import { Link } from '../../components/Link/index.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden/index.tsx';
import { useLocale } from '../../app/site-context.tsx';
import { KeptTerms, useTranslation } from '../../i18n/index.tsx';
import { letterOf, alphabetOf } from './letters.ts';
import styles from './AtoZIndex.module.css';

export default function AtoZIndex({ id, title, intro, emptyLetters, items, link }: AtoZIndexProps) {
  const t = useTranslation();
  const locale = useLocale();
  if (items.length === 0) return null;
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const groups = new Map<string, Card[]>();
  for (const card of [...items].sort((a, b) => collator.compare(a.title, b.title))) {
    const letter = letterOf(card.title, locale);
    groups.set(letter, [...(groups.get(letter) ?? []), card]);
  }
  const letters =
    emptyLetters === 'show' ? alphabetOf(locale, groups.keys()) : [...alphabetOf(locale, groups.keys())].filter((l) => groups.has(l));
  // The anchors must be unique on the page and readable in an address: the module's id, else a fixed prefix.
  const prefix = id ?? 'a-z';
  const anchor = (letter: string) => `${prefix}-${letter === '#' ? 'other' : letter.toLowerCase()}`;
  const Heading = title ? 'h3' : 'h2';
  const count = (n: number) => (n === 1 ? t('atoz.one') : t('atoz.count', { count: String(n) }));
  return (
    <div className={styles.root} id={id}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      <nav className={styles.letters} aria-label={title ? `${title}: ${t('atoz.letters')}` : t('atoz.letters')}>
        <ul className={styles.letterList}>
          {letters.map((letter) => (
            <li key={letter}>
              {groups.has(letter) ? (
                <a className={styles.letter} href={`#${anchor(letter)}`}>
                  {letter}
                  <VisuallyHidden>, {count(groups.get(letter)?.length ?? 0)}</VisuallyHidden>
                </a>
              ) : (
                <span className={styles.letter} data-empty="">
                  {letter}
                  <VisuallyHidden>, {t('atoz.none')}</VisuallyHidden>
                </span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.groups}>
        {letters
          .filter((letter) => groups.has(letter))
          .map((letter) => (
            // A heading to jump to (the browser's next Tab starts there); a region a letter would
            // be one landmark per letter, noise in a screen reader's landmark list.
            <div key={letter} className={styles.group}>
              <Heading className={styles.groupTitle} id={anchor(letter)}>
                {letter}
              </Heading>
              <ul className={styles.entries}>
                {groups.get(letter)?.map((card) => (
                  <li key={card.id} className={styles.entry}>
                    <Link className={styles.entryLink} link={{ href: card.url }} hrefLang={card.lang} lang={card.lang}>
                      {card.title}
                    </Link>
                    {card.label ? (
                      <span className={styles.entryLabel} lang={card.lang}>
                        <KeptTerms text={card.label} locale={card.lang ?? locale} />
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
            </div>
          ))}
      </div>
      {link?.text ? (
        <p className={styles.more}>
          <Link link={link}>{link.text}</Link>
        </p>
      ) : null}
    </div>
  );
}
