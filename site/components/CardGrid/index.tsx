import type { ReactNode } from 'react';
import type { Card } from '../../../content/schema/index.ts';
import { Link } from '../Link/index.tsx';
import { Image } from '../Image/index.tsx';
import { CardMeta } from '../CardMeta/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import styles from './CardGrid.module.css';
import grid from '../Grid/Grid.module.css';

/** Card kinds of SPEC §3 whose kind a visitor should read before the title (a video is watched, a podcast heard). */
const NAMED_KINDS = {
  blog: 'card.kind.blog',
  podcast: 'card.kind.podcast',
  video: 'card.kind.video',
  infographic: 'card.kind.infographic',
  article: 'card.kind.article',
} as const;

/** Cards in a grid; their titles are h2 under a page title, h3 under a section title. */
export function CardGrid({
  cards,
  headingLevel = 3,
  action,
  details,
  layout = 'grid',
  searchable = true,
  leadImage = false,
}: {
  cards: Card[];
  /** h4 where the cards sit under a group's h3 (news grouped by category). */
  headingLevel?: 2 | 3 | 4;
  /** What a distributor adds under each title: authors, deadline, status … (Distributor/CardFacts). */
  details?: ((card: Card) => ReactNode) | undefined;
  /** 'list': one card a row, the picture beside the text, for lists read top to bottom. */
  layout?: 'grid' | 'list' | undefined;
  /** A control under each card, e.g. the programmes' "compare" toggle. */
  action?: ((card: Card) => ReactNode) | undefined;
  /**
   * False where the cards only point to other pages (a distributor's latest news): the site
   * search leaves them out, so a search finds the page itself rather than every page listing it.
   */
  searchable?: boolean;
  /**
   * True where the first card is the first picture of the page (a list page without a hero): its
   * image is then the largest paint on a phone, and is loaded at once with high priority, not lazily.
   */
  leadImage?: boolean;
}) {
  const t = useTranslation();
  if (cards.length === 0) return <p>{t('list.empty')}</p>;
  return (
    <ul
      className={layout === 'list' ? styles.grid : `${styles.grid} ${grid.cards}`}
      data-layout={layout === 'list' ? 'list' : undefined}
      data-pagefind-ignore={searchable ? undefined : 'all'}
    >
      {cards.map((card, index) => (
        <CardItem
          key={card.id}
          card={card}
          headingLevel={headingLevel}
          details={details}
          action={action}
          priority={leadImage && index === 0}
        />
      ))}
    </ul>
  );
}

/**
 * One card as the grid shows it: a list item in a grid or list, or an article on its own (a
 * carousel's slide, which is a labelled group and may not hold a list item).
 */
export function CardItem({
  card,
  as: Element = 'li',
  headingLevel = 3,
  details,
  action,
  priority = false,
  className,
}: {
  card: Card;
  as?: 'li' | 'article';
  /** What its place adds (a slide's card fills the slide's height). */
  className?: string | undefined;
  headingLevel?: 2 | 3 | 4;
  details?: ((card: Card) => ReactNode) | undefined;
  action?: ((card: Card) => ReactNode) | undefined;
  /** The first picture of the page: loaded at once with high priority (CardGrid's `leadImage`). */
  priority?: boolean;
}) {
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2] ?? 'h3';
  const t = useTranslation();
  return (
    <Element className={className ? `${styles.card} ${className}` : styles.card} data-kind={card.kind}>
      <Image className={styles.image} image={card.image} priority={priority} />
      {card.kind in NAMED_KINDS ? <p className={styles.kind}>{t(NAMED_KINDS[card.kind as keyof typeof NAMED_KINDS])}</p> : null}
      <CardMeta card={card} className={styles.date} labelClassName={styles.label} />
      {/* A card in another language than the page's (a list's fallback) is marked with its own (WCAG 3.1.2). */}
      <Heading className={styles.title} lang={card.lang}>
        <Link className={styles.link} link={{ href: card.url }} hrefLang={card.lang}>
          {card.title}
        </Link>
      </Heading>
      {details ? details(card) : null}
      {card.summary ? (
        <p className={styles.summary} lang={card.lang}>
          {card.summary}
        </p>
      ) : null}
      {action ? <div className={styles.action}>{action(card)}</div> : null}
    </Element>
  );
}
