// The body every card list template shares: its hero or title, intro, the filterable,
// paginated cards and the modules below.
import type { ReactNode } from 'react';
import type { Card } from '../../../content/schema/index.ts';
import type { ModuleData } from '../../../generated/module-definitions.ts';
import { ModuleList } from '../ModuleList/index.tsx';
import { PageTitle } from '../PageTitle/index.tsx';
import { CardGrid } from '../CardGrid/index.tsx';
import { FilterableList } from '../FilterableList/index.tsx';
import styles from './ListPage.module.css';

export interface ListPageProps {
  title: string;
  heroSection: ModuleData[];
  intro?: string | undefined;
  items: Card[];
  filters: string[];
  pageSize: number;
  mainSection: ModuleData[];
  /** A control under each card (the programmes' "compare" toggle). */
  cardAction?: ((card: Card) => ReactNode) | undefined;
  /** Shown between the intro and the filterable list (the upcoming events above the archive). */
  lead?: ReactNode;
  /** A heading over the filterable list, when something precedes it; its cards become h3. */
  listTitle?: string | undefined;
}

const facetsOf = (card: Card) => card.facets;

export function ListPage({ title, heroSection, intro, items, filters, pageSize, mainSection, cardAction, lead, listTitle }: ListPageProps) {
  return (
    <ListFrame title={title} heroSection={heroSection} intro={intro} mainSection={mainSection}>
      {lead}
      {listTitle ? <h2 className={styles.listTitle}>{listTitle}</h2> : null}
      <FilterableList items={items} facetsOf={facetsOf} filters={filters} pageSize={pageSize}>
        {/* Under a plain title, the first card's picture is the first the visitor sees. */}
        {(shown) => (
          <CardGrid cards={shown} headingLevel={listTitle ? 3 : 2} action={cardAction} leadImage={heroSection.length === 0 && !lead} />
        )}
      </FilterableList>
    </ListFrame>
  );
}

export interface ListFrameProps {
  title: string;
  heroSection: ModuleData[];
  intro?: string | undefined;
  mainSection: ModuleData[];
  /** The list itself (and what precedes it). */
  children: ReactNode;
}

/**
 * What every list page has around its list: the hero (or a plain title), the intro, and the
 * modules below. The lists of things that are not cards (people, scholarships) bring their own
 * filterable grid.
 */
export function ListFrame({ title, heroSection, intro, mainSection, children }: ListFrameProps) {
  return (
    <>
      {heroSection.length > 0 ? <ModuleList modules={heroSection} /> : <PageTitle title={title} />}
      <div className={styles.list}>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        {children}
      </div>
      <ModuleList modules={mainSection} />
    </>
  );
}
