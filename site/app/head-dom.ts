// Client navigation keeps the head in step with the page (SPEC §2 "Page metadata"): the tags
// the server rendered for the previous page are replaced by headTags() of the next one.
import type { InitialData } from '../lib/page-view.ts';
import { HEAD_TAG_SELECTOR, headTags } from '../lib/head-tags.ts';
import { safeJsonForScript } from '../lib/safe-json.ts';

export function applyHead(data: InitialData, doc: Document = document): void {
  const head = doc.head;
  for (const element of head.querySelectorAll(HEAD_TAG_SELECTOR)) element.remove();
  // Insert where the server puts them: after the charset and viewport metas.
  const anchor = head.querySelector('meta[name="viewport"]')?.nextSibling ?? head.firstChild;
  for (const tag of headTags(data)) {
    const element = doc.createElement(tag.tag);
    if (tag.tag === 'title') element.textContent = tag.text;
    else {
      for (const [name, value] of Object.entries(tag.attributes)) if (value !== undefined) element.setAttribute(name, value);
      // The same escaped text as the server's, so the two heads are byte-identical.
      if (tag.tag === 'script') element.textContent = safeJsonForScript(tag.json);
    }
    head.insertBefore(element, anchor);
  }
  doc.documentElement.lang = data.pageData.result.pageContext.page.locale;
}
