// What resolving a page read, so that the next build can tell without resolving it again whether
// its resolved data would be the same (docs/performance.md "Pages not resolved again").
//
// A page's resolved data is a function of the code, its own document and what resolving asked of
// the rest of the content (resolve/index.ts `CardSource`, site/lib/resolve-context.ts): the
// cards of each list it shows, the sitemap (the human sitemap page) and the sync's moment
// (time-aware lists). Resolving through `ReadsRecorder` records those reads in the order they
// were made; `answerOf` gives the digest of what the content answers a read now. The build keeps
// each read's answer digest once in its manifest, and a page whose document and every read's
// answer digest are as recorded is kept. Answers are digested once per build: the "latest news"
// of every news page is one list.
import type { Card, DataSource, Locale } from '../../content/schema/index.ts';
import type { PageView } from '../../site/lib/page-view.ts';
import type { SitemapEntry } from '../../site/lib/sitemap-entries.ts';
import type { ListEntry } from './list-source.ts';
import { textDigest } from '../digest.ts';
import type { ValidPage } from '../../content/schema/problems.ts';
import { resolvePage, type CardSource, type ContentIndex, type ResolveWarnings } from './index.ts';
import { remembered } from '../../site/lib/remembered.ts';

/** A page resolved, with what it read. */
export interface RecordedPage {
  view: PageView;
  /**
   * Its reads in order: `c\0<locale>\0<source>` (a list), `m\0<locale>\0<selection>` (a
   * hand-picked list), `s\0<locale>` (the sitemap), `t` (the sync's moment).
   */
  reads: string[];
}

/** What lists may show of a page (pipeline/resolve `listEntriesOf`), with its card's digest. */
export type DigestedEntry = ListEntry & { cardDigest: string };

const SYNC_MOMENT = 't';
/**
 * A hand-picked list's cards are its ids looked up, in a language or any, as many as it shows
 * (list-source.ts `selectManual`): its read names only these. Most pages have one of their own
 * ("related news": 10,000 distinct reads at 10,000 pages), and the whole data source in each
 * made them most of the manifest and of the time spent answering reads.
 */
type ManualSelection = [fixed: string[], anyLanguage: boolean, quantity: number];
/**
 * A hand-picked list of other sites (`site`) or of another language (`lang`) is read whole, as
 * other lists are: `unchangedAnswers` knows only what changed in this site's documents, and its
 * ids may name another site's.
 */
const cardsRead = (source: DataSource, locale: Locale): string =>
  source.mode === 'manual' && source.site === undefined && source.lang === undefined
    ? `m\0${locale}\0${JSON.stringify([source.fixed, source.allLanguages || source.preferenceLanguage, source.quantity ?? 0] satisfies ManualSelection)}`
    : `c\0${locale}\0${JSON.stringify(source)}`;
const isCardsRead = (key: string): boolean => key.startsWith('c\0') || key.startsWith('m\0');
const sitemapRead = (locale: Locale): string => `s\0${locale}`;

export class ReadsRecorder {
  private readonly answers = new Map<string, string>();
  private readonly cards = new WeakMap<Card, string>();

  /**
   * @param known the digest of a read's answer when it is known without making it (the previous
   *   build's, for a read nothing changed since can touch: `unchangedAnswers`), else undefined
   */
  constructor(
    private readonly index: CardSource & Pick<ContentIndex, 'manualCards'>,
    private readonly asOf: string | undefined,
    private readonly known: (key: string) => string | undefined = () => undefined,
  ) {}

  /**
   * Cards whose digests are known already (kept with the summaries of the documents they come
   * from, pipeline/snapshots/summaries.ts): the same as `cardsDigest` would make of them.
   */
  knowCards(entries: Iterable<{ card: Card; cardDigest: string }>): void {
    for (const { card, cardDigest } of entries) this.cards.set(card, cardDigest);
  }

  /** Resolves `page` as resolvePage does, recording its reads (and digesting their answers). */
  resolve(page: ValidPage, log: ResolveWarnings): RecordedPage {
    const reads: string[] = [];
    const read = (key: string, answer: () => unknown) => {
      reads.push(key);
      this.answerDigest(key, answer);
    };
    const source: CardSource = {
      cards: (data: DataSource, locale: Locale): Card[] => {
        const cards = this.index.cards(data, locale);
        read(cardsRead(data, locale), () => cards);
        return cards;
      },
      sitemap: (locale: Locale): SitemapEntry[] => {
        const entries = this.index.sitemap(locale);
        read(sitemapRead(locale), () => entries);
        return entries;
      },
    };
    const view = resolvePage(page, source, log, this.asOf, () => read(SYNC_MOMENT, () => this.asOf));
    return { view, reads };
  }

  /** The digest of what the content answers `key` now: the same answer, the same digest. */
  answerOf(key: string): string {
    return remembered(this.answers, key, () => this.known(key) ?? this.digestOf(key, this.answer(key)));
  }

  private answerDigest(key: string, answer: () => unknown): string {
    return remembered(this.answers, key, () => this.digestOf(key, answer()));
  }

  private digestOf(key: string, value: unknown): string {
    return isCardsRead(key) ? this.cardsDigest(value as Card[]) : textDigest(JSON.stringify(value) ?? '');
  }

  /**
   * A list's answer by its cards' digests. Cards are made once per build and never changed (the
   * resolver stamps copies, resolve/place-images.ts), and each is shown by many lists: every
   * page's hand-picked "related news" is a list of its own, 10,000 lists at 10,000 pages.
   */
  private cardsDigest(cards: readonly Card[]): string {
    // The cards' digests themselves (a list is mostly a few cards), hashed when there are many.
    const digests = cards.map((card) => remembered(this.cards, card, () => textDigest(JSON.stringify(card))));
    return digests.length > 4 ? textDigest(digests.join(',')) : digests.join(',');
  }

  /** What the content answers now to a recorded read. */
  private answer(key: string): unknown {
    if (key === SYNC_MOMENT) return this.asOf;
    const [kind, locale, source] = key.split('\0') as [string, Locale, string | undefined];
    if (kind === 's') return this.index.sitemap(locale);
    if (kind === 'm') {
      const [fixed, anyLanguage, quantity] = JSON.parse(source ?? '[]') as ManualSelection;
      return this.index.manualCards(fixed, locale, anyLanguage, quantity || undefined);
    }
    return this.index.cards(JSON.parse(source ?? 'null') as DataSource, locale);
  }
}

/** What the previous build recorded, and what changed in the content since. */
export interface AnswersBefore {
  /** Each read's answer digest, as the previous build's manifest has them. */
  answers: Readonly<Record<string, string>>;
  /** The ids and translation groups of the list entries of every document changed, added or removed since. */
  touched: ReadonlySet<string>;
  /** Whether a sitemap field, the site's addresses or the set of pages changed since. */
  sitemap: boolean;
}

/**
 * The answers of the previous build that still hold, for `ReadsRecorder`'s `known`: a hand-picked
 * list naming none of the ids touched since (its cards are those ids' entries, looked up, and an
 * entry's card is a function of its own document), and the sitemap while no page's sitemap fields
 * and no page came or went. Other reads are answered anew. At 10,000 pages these are 10,000 of the
 * reads, and making them (looking every list's ids up, the sitemap's 10,000 entries) was a tenth of
 * a one-document rebuild.
 */
export function unchangedAnswers(before: AnswersBefore): (key: string) => string | undefined {
  // As the ids appear in a manual read's key (JSON), quotes included; an id found inside another
  // (after an escaped quote) only has that list answered anew.
  const touched = [...before.touched].map((id) => JSON.stringify(id));
  return (key) => {
    if (key.startsWith('m\0')) return touched.some((id) => key.includes(id)) ? undefined : before.answers[key];
    if (key.startsWith('s\0')) return before.sitemap ? undefined : before.answers[key];
    return undefined;
  };
}
