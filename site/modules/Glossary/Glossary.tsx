import type { GlossaryProps } from './definition.ts';
import type { GlossaryTerm } from './letters.ts';
import { useTranslation } from '../../i18n/index.tsx';
import { letterAnchor } from './letters.ts';
import styles from './Glossary.module.css';

/**
 * Terms and definitions as a description list (dt, dd), sorted at build. A long glossary is
 * grouped under letter headings (a screen reader's heading list jumps by letter) after a
 * navigation of the alphabet: letters with terms are in-page links, the others are shown dimmed
 * and hidden from screen readers, which would only hear a list of dead letters. After each group
 * a link goes back to the letters. Plain links: it all works without JavaScript, and the theme's
 * scroll padding keeps a target clear of the sticky header.
 */
export default function Glossary({ title, intro, groups, alphabet, prefix }: GlossaryProps) {
  const t = useTranslation();
  const present = new Set(groups.map((group) => group.letter));
  const anchors = new Map(groups.flatMap((group) => group.terms.map((entry) => [entry.term, entry.anchor] as const)));
  const navigationId = `${prefix}-letters`;
  const list = (terms: GlossaryTerm[]) => (
    <dl className={styles.terms}>
      {terms.map((entry) => (
        <div key={entry.anchor} className={styles.entry}>
          <dt id={entry.anchor} className={styles.term}>
            {entry.term}
          </dt>
          <dd className={styles.definition}>
            {/* Sanitised at sync by RichTextSchema. */}
            <div dangerouslySetInnerHTML={{ __html: entry.definition }} />
            {entry.seeAlso.length > 0 ? (
              <p className={styles.seeAlso}>
                {t('glossary.seeAlso')}{' '}
                {entry.seeAlso.map((other, index) => (
                  <span key={other}>
                    {index > 0 ? ', ' : null}
                    <a href={`#${anchors.get(other) ?? ''}`}>{other}</a>
                  </span>
                ))}
              </p>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
  return (
    <div className={styles.root}>
      <h2 className={styles.title}>{title || t('glossary.title')}</h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {alphabet.length > 0 ? (
        <>
          <nav id={navigationId} className={styles.letters} aria-label={t('glossary.letters')}>
            <ul className={styles.letterList}>
              {alphabet.map((letter) =>
                present.has(letter) ? (
                  <li key={letter}>
                    <a className={styles.letter} href={`#${letterAnchor(prefix, letter)}`}>
                      {letter}
                    </a>
                  </li>
                ) : (
                  <li key={letter} aria-hidden="true">
                    <span className={styles.letter} data-empty="">
                      {letter}
                    </span>
                  </li>
                ),
              )}
              {present.has('#') ? (
                <li>
                  <a className={styles.letter} href={`#${letterAnchor(prefix, '#')}`}>
                    #
                  </a>
                </li>
              ) : null}
            </ul>
          </nav>
          {groups.map((group) => (
            <div key={group.letter} className={styles.group}>
              <h3 id={letterAnchor(prefix, group.letter)} className={styles.groupLetter}>
                {group.letter}
              </h3>
              {list(group.terms)}
              <a className={styles.top} href={`#${navigationId}`}>
                {t('glossary.top')}
              </a>
            </div>
          ))}
        </>
      ) : (
        list(groups.flatMap((group) => group.terms))
      )}
    </div>
  );
}
