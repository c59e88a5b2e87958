// The facts a distributor shows under a card's title (a publication's authors and type, a
// scholarship's deadline and amount): a description list, so a screen reader says each term with
// its value. Facts without a value are left out rather than shown empty.
import type { ReactNode } from 'react';
import type { Card } from '../../../content/schema/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.tsx';
import styles from './CardFacts.module.css';

export type Fact = readonly [term: string, value: ReactNode];

export function CardFacts({ facts }: { facts: ReadonlyArray<Fact | null | undefined> }) {
  const shown = facts.filter((fact): fact is Fact => Boolean(fact) && fact?.[1] !== undefined && fact?.[1] !== null && fact?.[1] !== '');
  if (shown.length === 0) return null;
  return (
    <dl className={styles.facts}>
      {shown.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A facet's values (SPEC §9 "Filter kinds") as one line, or undefined when the card has none. */
export function facetText(card: Card, kind: string): string | undefined {
  const values = card.facets?.[kind] ?? [];
  return values.length > 0 ? values.join(', ') : undefined;
}

/**
 * The card's file as a link above the card's own link (the whole card is a link to the page):
 * its name says what it downloads, the format what the visitor gets.
 */
export function CardFile({ card, text }: { card: Card; text: string }) {
  if (!card.file) return null;
  return (
    <p className={styles.file}>
      <a href={card.file.href} download={card.file.href.split('/').pop()}>
        {text}
        <VisuallyHidden>: {card.title}</VisuallyHidden>
      </a>
      {card.file.format ? <span className={styles.format}> ({card.file.format})</span> : null}
    </p>
  );
}
