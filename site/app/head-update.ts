// After a client navigation the head is brought up to date for the new page. Title and language
// change at once (the announcer reads the title); every other tag comes from headTags(), the
// function the server renders the head with, so both heads are the same (site/app/head-dom.ts,
// loaded on the first navigation to keep it out of the initial bundle).
import type { InitialData } from '../lib/page-view.ts';

export function updateHead(data: InitialData): void {
  const { page } = data.pageData.result.pageContext;
  document.title = page.metaTitle ?? page.title;
  document.documentElement.lang = page.locale;
  void import('./head-dom.ts').then((head) => head.applyHead(data));
}
