// The page's head from its metadata (SPEC §2 "Page metadata"): title, description, robots,
// canonical and the alternates of every live language.
import type { InitialData } from '../lib/page-view.ts';

function absolute(domain: string, path: string): string {
  return new URL(path, domain).toString();
}

export function PageHead({ data }: { data: InitialData }) {
  const { page } = data.pageData.result.pageContext;
  const { site } = data;
  const title = page.metaTitle ?? page.title;
  const alternates = page.pageLanguages.filter((language) => language.isLive);
  return (
    <>
      <title>{title}</title>
      {page.metaDescription ? <meta name="description" content={page.metaDescription} /> : null}
      <meta name="robots" content={`${page.indexed ? 'index' : 'noindex'},${page.follow ? 'follow' : 'nofollow'}`} />
      <link rel="canonical" href={page.canonical ?? absolute(site.domain, page.path)} />
      {alternates.map((language) => (
        <link key={language.locale} rel="alternate" hrefLang={language.locale} href={absolute(site.domain, language.path)} />
      ))}
    </>
  );
}
