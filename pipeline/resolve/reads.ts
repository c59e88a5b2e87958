// What resolving a page read, so that the next build can tell without resolving it again whether
// its resolved data would be the same (docs/performance.md "Pages not resolved again").
//
// A page's resolved data is a function of the code, its own document and what resolving asked of
// the rest of the content (resolve/index.ts `CardSource`, site/lib/resolve-context.ts): the
// cards of each list it shows, the sitemap (the human sitemap page) and the sync's moment
// (time-aware lists). Resolving through `ReadsRecorder` records those reads in the order they
// were made, and digests the page's document with each read and its answer; `digestOf` gives
// the same digest for the same document and reads from the answers the content gives now.
// Answers are digested once per build: the "latest news" of every news page is one list.
import { createHash, type Hash } from 'node:crypto';
import type { Card, DataSource, Locale } from '../../content/schema/index.ts';
import type { PageView } from '../../site/lib/page-view.ts';
import type { SitemapEntry, SitemapPage } from '../../site/lib/sitemap-entries.ts';
import type { ListEntry } from './list-source.ts';
import { textDigest } from '../digest.ts';
import { documentDigest } from '../snapshots/index.ts';
import type { ValidPage } from '../sync/validate.ts';
import { resolvePage, type CardSource, type ResolveWarnings } from './index.ts';

/** A page resolved, with what it read and the digest of its document and those reads. */
export interface RecordedPage {
  view: PageView;
  /** Its reads in order: `c\0<locale>\0<source>` (a list), `s\0<locale>` (the sitemap), `t` (the sync's moment). */
  reads: string[];
  digest: string;
}

const SYNC_MOMENT = 't';
const cardsRead = (source: DataSource, locale: Locale): string => `c\0${locale}\0${JSON.stringify(source)}`;
const sitemapRead = (locale: Locale): string => `s\0${locale}`;

export class ReadsRecorder {
  private readonly answers = new Map<string, string>();
  private readonly cards = new WeakMap<Card, string>();

  constructor(
    private readonly index: CardSource,
    private readonly asOf: string | undefined,
  ) {}

  /**
   * Cards whose digests are known already (kept with the summaries of the documents they come
   * from, pipeline/snapshots/summaries.ts): the same as `cardsDigest` would make of them.
   */
  knowCards(entries: Iterable<{ card: Card; cardDigest: string }>): void {
    for (const { card, cardDigest } of entries) this.cards.set(card, cardDigest);
  }

  /** Resolves `page` as resolvePage does, recording its reads. */
  resolve(page: ValidPage, log: ResolveWarnings): RecordedPage {
    const reads: string[] = [];
    const digest = this.pageDigest(documentDigest(page) ?? JSON.stringify(page));
    const read = (key: string, answer: () => unknown) => {
      reads.push(key);
      digest.update(key).update('\0').update(this.answerDigest(key, answer)).update('\0');
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
    return { view, reads, digest: digest.digest('hex').slice(0, 32) };
  }

  /** The digest `resolve` would give a page of this document digest (its snapshot text's) if it made the same reads. */
  digestOf(document: string, reads: readonly string[]): string {
    const digest = this.pageDigest(document);
    for (const key of reads)
      digest
        .update(key)
        .update('\0')
        .update(this.answerDigest(key, () => this.answer(key)))
        .update('\0');
    return digest.digest('hex').slice(0, 32);
  }

  /** Begins with the page's document: the digest of the snapshot text it was read from, else its JSON. */
  private pageDigest(document: string): Hash {
    return createHash('sha256').update(document).update('\0');
  }

  private answerDigest(key: string, answer: () => unknown): string {
    let digest = this.answers.get(key);
    if (digest === undefined) {
      const value = answer();
      digest = key.startsWith('c\0') ? this.cardsDigest(value as Card[]) : textDigest(JSON.stringify(value) ?? '');
      this.answers.set(key, digest);
    }
    return digest;
  }

  /**
   * A list's answer by its cards' digests. Cards are made once per build and never changed (the
   * resolver stamps copies, resolve/place-images.ts), and each is shown by many lists: every
   * page's hand-picked "related news" is a list of its own, 10,000 lists at 10,000 pages.
   */
  private cardsDigest(cards: readonly Card[]): string {
    // The cards' digests themselves: a page's digest takes them in, and a list is mostly a few cards.
    return cards
      .map((card) => {
        let own = this.cards.get(card);
        if (own === undefined) {
          own = textDigest(JSON.stringify(card));
          this.cards.set(card, own);
        }
        return own;
      })
      .join(',');
  }

  /** What the content answers now to a recorded read. */
  private answer(key: string): unknown {
    if (key === SYNC_MOMENT) return this.asOf;
    const [kind, locale, source] = key.split('\0') as [string, Locale, string | undefined];
    if (kind === 's') return this.index.sitemap(locale);
    return this.index.cards(JSON.parse(source ?? 'null') as DataSource, locale);
  }
}

/** What lists may show of a page (pipeline/resolve `listEntriesOf`), with its card's digest. */
export type DigestedEntry = ListEntry & { cardDigest: string };

/**
 * What the answer to a read depends on, as a digest the next build compares with its own: when
 * a page's document and the dependencies of every read it made are as recorded, the page is kept
 * without answering its reads at all (docs/performance.md "Reads known unchanged"). A list's
 * answer is a function of the entries it selects from (pipeline/resolve/list-source.ts):
 *
 * - a manual list looks its ids up among every entry (by card id, by translation group): it
 *   depends on the entries of those ids and groups, in their order;
 * - an automatic or navigation list filters and sorts the entries of its language (of every
 *   language with `allLanguages`): it depends on all of them;
 * - the sitemap of a language depends on the sitemap's fields of its pages, in order;
 * - the sync's moment is its own value.
 */
export class ReadDependencies {
  private readonly known = new Map<string, string>();
  private byName: Map<string, DigestedEntry[]> | undefined;
  private readonly languages = new Map<string, string>();

  constructor(
    private readonly entries: readonly DigestedEntry[],
    private readonly pages: readonly SitemapPage[],
    private readonly asOf: string | undefined,
  ) {}

  of(key: string): string {
    let digest = this.known.get(key);
    if (digest === undefined) {
      digest = this.make(key);
      this.known.set(key, digest);
    }
    return digest;
  }

  private make(key: string): string {
    if (key === SYNC_MOMENT) return `t:${this.asOf ?? ''}`;
    const [kind, locale, source] = key.split('\0') as [string, Locale, string | undefined];
    if (kind === 's') return `s:${this.sitemapDigest(locale)}`;
    const data = JSON.parse(source ?? 'null') as DataSource;
    if (data.mode === 'manual') return `m:${data.fixed.map((id) => this.named(id)).join(',')}`;
    return `l:${this.language(data.allLanguages ? '*' : locale)}`;
  }

  /** An entry as a list sees it. */
  private static entryText(entry: DigestedEntry): string {
    return `${entry.locale}\0${entry.path}\0${entry.group}\0${entry.structuredData}\0${String(entry.entity)}\0${entry.cardDigest}`;
  }

  /** The entries a manual list's id may name: by card id or by translation group. */
  private named(id: string): string {
    if (!this.byName) {
      const byName = new Map<string, DigestedEntry[]>();
      const add = (name: string, entry: DigestedEntry) => {
        const list = byName.get(name);
        if (!list) byName.set(name, [entry]);
        else if (list.at(-1) !== entry) list.push(entry);
      };
      for (const entry of this.entries) {
        add(entry.card.id, entry);
        add(entry.group, entry);
      }
      this.byName = byName;
    }
    return textDigest((this.byName.get(id) ?? []).map(ReadDependencies.entryText).join('\n'));
  }

  /** Every entry of a language ('*': of every language). */
  private language(locale: string): string {
    let digest = this.languages.get(locale);
    if (digest === undefined) {
      const hash = createHash('sha256');
      for (const entry of this.entries)
        if (locale === '*' || entry.locale === locale) hash.update(ReadDependencies.entryText(entry)).update('\n');
      digest = hash.digest('hex').slice(0, 32);
      this.languages.set(locale, digest);
    }
    return digest;
  }

  private sitemapDigest(locale: Locale): string {
    const hash = createHash('sha256');
    for (const page of this.pages) {
      if (page.locale !== locale) continue;
      const { path, title, canonical, indexed, pageLanguages, modified, published } = page;
      hash.update(JSON.stringify([path, title, canonical, indexed, pageLanguages, modified, published])).update('\n');
    }
    return hash.digest('hex').slice(0, 32);
  }
}
