// The Pagefind client (/pagefind/pagefind.js, written by pipeline/search), loaded on demand by the
// SearchResults page only. One instance per language: Pagefind picks its index by <html lang>
// when it starts, and a visitor may switch language without a full page load.
export interface SearchHit {
  url: string;
  title: string;
  type: string;
  excerpt: string;
}

interface PagefindData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
}

interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(
    query: string,
    options?: { filters?: Record<string, string> },
  ): Promise<{ results: Array<{ data(): Promise<PagefindData> }> } | null>;
}

const instances = new Map<string, Promise<Pagefind>>();

function load(locale: string): Promise<Pagefind> {
  let instance = instances.get(locale);
  if (!instance) {
    // A variable, not a literal: the bundler must leave this address to the browser.
    const url = `/pagefind/pagefind.js?lang=${encodeURIComponent(locale)}`;
    instance = (import(/* @vite-ignore */ url) as Promise<Pagefind>).then(async (pagefind) => {
      await pagefind.options({ excerptLength: 24 });
      await pagefind.init();
      return pagefind;
    });
    // A failed load (offline, index not cached yet) is tried again on the next search.
    instance.catch(() => instances.delete(locale));
    instances.set(locale, instance);
  }
  return instance;
}

/** The hits for `query` in the page's language, of one content type or all. */
export async function search(
  locale: string,
  query: string,
  type: string,
): Promise<{ total: number; hits: (count: number) => Promise<SearchHit[]> }> {
  const pagefind = await load(locale);
  const found = await pagefind.search(query, type ? { filters: { type } } : {});
  const results = found?.results ?? [];
  return {
    total: results.length,
    hits: (count) =>
      Promise.all(
        results.slice(0, count).map(async (result) => {
          const data = await result.data();
          return { url: data.url, title: data.meta.title ?? data.url, type: data.meta.type ?? '', excerpt: data.excerpt };
        }),
      ),
  };
}
