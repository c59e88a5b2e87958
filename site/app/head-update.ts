// After a client navigation, the head tags the server wrote for the old page are brought up
// to date for the new one: title, lang, description, robots, canonical, alternates
// (the same values PageHead renders on the server).
import type { InitialData } from '../lib/page-view.ts';

function setTag(selector: string, tag: 'meta' | 'link', attributes: Record<string, string> | null): void {
  let element = document.head.querySelector(selector);
  if (!attributes) return void element?.remove();
  if (!element) element = document.head.appendChild(document.createElement(tag));
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
}

export function updateHead({ pageData, site }: InitialData): void {
  const { page } = pageData.result.pageContext;
  const absolute = (path: string) => new URL(path, site.domain).toString();
  document.title = page.metaTitle ?? page.title;
  document.documentElement.lang = page.locale;
  setTag('meta[name="description"]', 'meta', page.metaDescription ? { name: 'description', content: page.metaDescription } : null);
  setTag('meta[name="robots"]', 'meta', { name: 'robots', content: `${page.indexed ? 'index' : 'noindex'},${page.follow ? 'follow' : 'nofollow'}` });
  setTag('link[rel="canonical"]', 'link', { rel: 'canonical', href: page.canonical ?? absolute(page.path) });
  for (const old of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) old.remove();
  for (const language of page.pageLanguages.filter((l) => l.isLive)) {
    setTag(`link[rel="alternate"][hreflang="${language.locale}"]`, 'link', { rel: 'alternate', hreflang: language.locale, href: absolute(language.path) });
  }
}
