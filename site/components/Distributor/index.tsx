// The view all distributor modules share: a titled grid of cards and a link to the full list.
// The cards are other pages' titles and summaries, so the site search leaves them out (each of
// those pages is indexed itself): a search answers with the page, not with every page whose
// "latest news" lists it (docs/search.md "What is indexed").
import type { ReactNode } from 'react';
import type { Card, Link as LinkObject } from '../../../content/schema/index.ts';
import { CardGrid } from '../CardGrid/index.tsx';
import { Link } from '../Link/index.tsx';
import styles from './Distributor.module.css';

/** What every distributor module passes: its title, the cards resolved at build and a link to the full list. */
export interface DistributorProps {
  title?: string | undefined;
  /** A sentence under the title. */
  intro?: string | undefined;
  items: Card[];
  link?: (LinkObject & { text?: string | undefined }) | undefined;
  /** Said instead of an empty grid (a time-aware list with nothing left to show). */
  empty?: ReactNode;
  layout?: 'grid' | 'list' | undefined;
  /** The facts a distributor shows under each card's title (CardFacts). */
  details?: ((card: Card) => ReactNode) | undefined;
}

export function Distributor({ title, intro, items, link, empty, layout, details }: DistributorProps) {
  return (
    <div className={styles.distributor}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {items.length === 0 && empty ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <CardGrid cards={items} headingLevel={title ? 3 : 2} searchable={false} layout={layout} details={details} />
      )}
      {link?.text ? (
        <p className={styles.more}>
          <Link link={link}>{link.text}</Link>
        </p>
      ) : null}
    </div>
  );
}
