// The view all distributor modules share: a titled grid, list or carousel of cards and a link to
// the full list. The cards are other pages' titles and summaries, so the site search leaves them
// out (each of those pages is indexed itself): a search answers with the page, not with every
// page whose "latest news" lists it (docs/search.md "What is indexed").
import { createElement, useId, type ReactNode } from 'react';
import type { Card, Link as LinkObject } from '../../../content/schema/index.ts';
import { CardGrid, CardItem } from '../CardGrid/index.tsx';
import { Link } from '../Link/index.tsx';
import { partRegistry } from '../../lib/parts.ts';
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
  /** 'slider': the shared carousel, which the module's definition must name in its `parts` (layoutParts). */
  layout?: 'grid' | 'list' | 'slider' | undefined;
  /** What names the carousel when there is no title (the kind of items it shows, in the page's language). */
  label?: string | undefined;
  /** The facts a distributor shows under each card's title (CardFacts). */
  details?: ((card: Card) => ReactNode) | undefined;
}

export function Distributor({ title, intro, items, link, empty, layout, label, details }: DistributorProps) {
  const headingId = useId();
  const headingLevel = title ? 3 : 2;
  // Loaded before the page renders when the page's data names it (site/lib/parts.ts); should it
  // ever be missing, the cards still show, as a grid.
  const Slider = layout === 'slider' ? partRegistry.get('Slider') : undefined;
  return (
    <div className={styles.distributor}>
      {title ? (
        <h2 id={Slider ? headingId : undefined} className={styles.title}>
          {title}
        </h2>
      ) : null}
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {items.length === 0 && empty ? (
        <p className={styles.empty}>{empty}</p>
      ) : Slider && items.length > 0 ? (
        <div data-pagefind-ignore="all">
          {/* A part from the registry, the same component every render: created as ModuleList creates modules. */}
          {createElement(Slider, {
            label: title ?? label ?? items.map((card) => card.title).join(', '),
            labelledBy: title ? headingId : undefined,
            layout: 'cards',
            slides: items.map((card) => ({
              key: card.id,
              content: <CardItem as="article" className={styles.slide} card={card} headingLevel={headingLevel} details={details} />,
            })),
          })}
        </div>
      ) : (
        <CardGrid
          cards={items}
          headingLevel={headingLevel}
          searchable={false}
          layout={layout === 'list' ? 'list' : 'grid'}
          details={details}
        />
      )}
      {link?.text ? (
        <p className={styles.more}>
          <Link link={link}>{link.text}</Link>
        </p>
      ) : null}
    </div>
  );
}
