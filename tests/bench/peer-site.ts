// The peer benchmark's site (tests/bench/peers.bench.ts): the synthetic CMS content of
// content/cms/scale.ts, the same the floor and `unisite build` are timed on, reduced to what
// every peer can render alike (a layout with a header, the main menu, the page's title, its
// paragraphs, its lists of links and a footer), and the sources of an Eleventy project and of
// an Astro project that render it. Pure: the bench writes the files and runs the tools.
import type { CmsContent, CmsPageRecord } from '../../content/cms/documents.ts';
import type { MenuItem } from '../../content/schema/index.ts';
import { menuLink } from '../../site/components/Header/menu.ts';

export interface PeerLink {
  label: string;
  href: string;
}

export interface PeerMenuItem {
  label: string;
  href: string | null;
  children: PeerMenuItem[];
}

export interface PeerPage {
  /** The page's URL path, with its trailing slash, as the CMS gives it. */
  path: string;
  locale: string;
  title: string;
  description: string;
  breadcrumb: PeerLink[];
  /** "date · author" of a news item; empty on other pages. */
  byline: string;
  /** The page's rich text, HTML (paragraphs), as the CMS gives it. */
  html: string;
  /** The lists of links a page shows (latest news, related news). */
  lists: Array<{ title: string; items: PeerLink[] }>;
}

export interface PeerChrome {
  siteName: string;
  menu: PeerMenuItem[];
  footer: PeerLink[];
}

export interface PeerSite {
  /** Header and footer per locale. */
  chrome: Record<string, PeerChrome>;
  pages: PeerPage[];
}

/** How many of the latest news items a page lists ("Latest news", as the synthetic news do). */
const LATEST = 3;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function menuOf(items: MenuItem[] | null | undefined): PeerMenuItem[] {
  return (items ?? []).map((item) => ({ label: item.label, href: menuLink(item)?.href ?? null, children: menuOf(item.children) }));
}

/** The one list of links a site document keeps per locale (`headers[].mainMenu`, `footers[].legalMenu`). */
function localeMenu(site: Record<string, unknown>, key: 'headers' | 'footers', menu: string, locale: string): MenuItem[] {
  const entries = (site[key] ?? []) as Array<Record<string, { elements?: MenuItem[] } | string | undefined>>;
  const entry = entries.find((candidate) => candidate.locale === locale);
  return (entry?.[menu] as { elements?: MenuItem[] } | undefined)?.elements ?? [];
}

/**
 * The peer site of some synthetic content: every page (news items with their body, the latest
 * news and the hand-picked ones as lists of links; the other pages with their description and
 * the latest news), in the content's order.
 */
export function peerSite(content: CmsContent): PeerSite {
  const template = (page: CmsPageRecord) => (page.template ?? {}) as Record<string, unknown>;
  const news = content.pages.filter((page) => page.templateType === 'NewsDetail');
  const link = (page: CmsPageRecord): PeerLink => ({ label: text(page.title), href: page.path });
  const byGroup = new Map(news.map((page) => [`${page.translationGroup}\n${page.locale}`, page]));
  const latest = new Map<string, PeerLink[]>();
  for (const locale of new Set(content.pages.map((page) => page.locale))) {
    const recent = news
      .filter((page) => page.locale === locale)
      .sort((a, b) => text(b.published).localeCompare(text(a.published)) || a.path.localeCompare(b.path));
    latest.set(locale, recent.slice(0, LATEST).map(link));
  }
  const pages = content.pages.map((page): PeerPage => {
    const fields = template(page);
    const sections = (Array.isArray(fields.mainSection) ? fields.mainSection : []) as Array<{
      title?: string;
      data?: { mode?: string; fixed?: string[] };
    }>;
    const lists = sections.map((section) => ({
      title: text(section.title),
      items:
        section.data?.mode === 'manual'
          ? (section.data.fixed ?? []).flatMap((group) => {
              const picked = byGroup.get(`${group}\n${page.locale}`);
              return picked ? [link(picked)] : [];
            })
          : (latest.get(page.locale) ?? []),
    }));
    const isNews = page.templateType === 'NewsDetail';
    return {
      path: page.path,
      locale: page.locale,
      title: text(page.title),
      description: text(page.metaDescription),
      breadcrumb: ((page.breadcrumb ?? []) as Array<{ label: string; url: string }>).map((crumb) => ({
        label: crumb.label,
        href: crumb.url,
      })),
      byline: isNews ? `${text(fields.date).slice(0, 10)} · ${text(fields.author)}` : '',
      html: isNews ? text(fields.body) : `<p>${escapeHtml(text(page.metaDescription))}</p>`,
      lists:
        lists.length > 0
          ? lists
          : [{ title: page.locale === 'es' ? 'Últimas noticias' : 'Latest news', items: latest.get(page.locale) ?? [] }],
    };
  });
  const chrome: Record<string, PeerChrome> = {};
  for (const locale of new Set(pages.map((page) => page.locale))) {
    chrome[locale] = {
      siteName: text(content.site.name),
      menu: menuOf(localeMenu(content.site, 'headers', 'mainMenu', locale)),
      footer: menuOf(localeMenu(content.site, 'footers', 'legalMenu', locale)).map((item) => ({
        label: item.label,
        href: item.href ?? '#',
      })),
    };
  }
  return { chrome, pages };
}

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A project's files: path relative to its folder → contents. */
export type ProjectFiles = Record<string, string>;

// The escaping function in the generated JavaScript, the same as escapeHtml above.
const ESCAPE_JS = `const escape = (value) => String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');`;

/**
 * An Eleventy 3 project in plain JavaScript templates, as a CMS-fed Eleventy site is built: the
 * pages as global data (`_data/pages.json`), one template paginated over them one page at a
 * time, and a layout with the header, menu and footer. Built with `eleventy --input=src`.
 */
export function eleventyProject(site: PeerSite): ProjectFiles {
  return {
    'package.json': `${JSON.stringify({ private: true, type: 'module' })}\n`,
    'src/_data/pages.json': JSON.stringify(site.pages),
    'src/_data/chrome.json': JSON.stringify(site.chrome),
    'src/page.11ty.js': `${ESCAPE_JS}
export const data = {
  pagination: { data: 'pages', size: 1, alias: 'entry' },
  permalink: (data) => data.entry.path.replace(/^\\//, '') + 'index.html',
  layout: 'layout.11ty.js',
  eleventyComputed: { title: (data) => data.entry.title },
};
const list = (items) => '<ul>' + items.map((item) => '<li><a href="' + escape(item.href) + '">' + escape(item.label) + '</a></li>').join('') + '</ul>';
export function render({ entry }) {
  return '<nav aria-label="Breadcrumb">' + list(entry.breadcrumb) + '</nav>' +
    '<h1>' + escape(entry.title) + '</h1>' +
    (entry.byline ? '<p>' + escape(entry.byline) + '</p>' : '') +
    '<div>' + entry.html + '</div>' +
    entry.lists.map((section) => '<section><h2>' + escape(section.title) + '</h2>' + list(section.items) + '</section>').join('');
}
`,
    'src/_includes/layout.11ty.js': `${ESCAPE_JS}
const menu = (items) => '<ul>' + items.map((item) => '<li>' + (item.href ? '<a href="' + escape(item.href) + '">' + escape(item.label) + '</a>' : escape(item.label)) + (item.children.length ? menu(item.children) : '') + '</li>').join('') + '</ul>';
export function render({ entry, chrome, content }) {
  const own = chrome[entry.locale];
  return '<!DOCTYPE html><html lang="' + entry.locale + '"><head><meta charset="utf-8"><title>' + escape(entry.title) + '</title>' +
    '<meta name="description" content="' + escape(entry.description) + '"></head><body>' +
    '<header><a href="/">' + escape(own.siteName) + '</a><nav>' + menu(own.menu) + '</nav></header>' +
    '<main>' + content + '</main>' +
    '<footer><ul>' + own.footer.map((item) => '<li><a href="' + escape(item.href) + '">' + escape(item.label) + '</a></li>').join('') + '</ul></footer>' +
    '</body></html>';
}
`,
  };
}

/**
 * An Astro 5 project with static output, as a CMS-fed Astro site is built: one dynamic route
 * whose getStaticPaths reads the pages (`data/pages.json`, by absolute path: the route runs from
 * Astro's build folder), a layout, and a menu component that renders itself for submenus.
 * Astro's and Vite's caches go to `.cache/` so that a cold build can remove them.
 */
export function astroProject(site: PeerSite, projectDir: string): ProjectFiles {
  const dataFile = JSON.stringify(`${projectDir}/data/pages.json`);
  return {
    'package.json': `${JSON.stringify({ private: true, type: 'module' })}\n`,
    'data/pages.json': JSON.stringify(site.pages),
    'data/chrome.json': JSON.stringify(site.chrome),
    'astro.config.mjs': `export default {
  output: 'static',
  outDir: './dist',
  cacheDir: './.cache/astro',
  build: { format: 'directory' },
  trailingSlash: 'always',
  vite: { cacheDir: './.cache/vite', logLevel: 'warn' },
};
`,
    'src/pages/[...path].astro': `---
import { readFileSync } from 'node:fs';
import Layout from '../layouts/Layout.astro';
import Links from '../components/Links.astro';
export function getStaticPaths() {
  const pages = JSON.parse(readFileSync(${dataFile}, 'utf8'));
  return pages.map((page) => ({ params: { path: page.path === '/' ? undefined : page.path.slice(1, -1) }, props: { page } }));
}
const { page } = Astro.props;
---
<Layout page={page}>
  <nav aria-label="Breadcrumb"><Links items={page.breadcrumb} /></nav>
  <h1>{page.title}</h1>
  {page.byline && <p>{page.byline}</p>}
  <div set:html={page.html} />
  {page.lists.map((section) => <section><h2>{section.title}</h2><Links items={section.items} /></section>)}
</Layout>
`,
    'src/layouts/Layout.astro': `---
import chrome from '../../data/chrome.json';
import Menu from '../components/Menu.astro';
import Links from '../components/Links.astro';
const { page } = Astro.props;
const own = chrome[page.locale];
---
<!DOCTYPE html>
<html lang={page.locale}>
  <head>
    <meta charset="utf-8" />
    <title>{page.title}</title>
    <meta name="description" content={page.description} />
  </head>
  <body>
    <header><a href="/">{own.siteName}</a><nav><Menu items={own.menu} /></nav></header>
    <main><slot /></main>
    <footer><Links items={own.footer} /></footer>
  </body>
</html>
`,
    'src/components/Menu.astro': `---
const { items } = Astro.props;
---
<ul>
  {items.map((item) => (
    <li>
      {item.href ? <a href={item.href}>{item.label}</a> : item.label}
      {item.children.length > 0 && <Astro.self items={item.children} />}
    </li>
  ))}
</ul>
`,
    'src/components/Links.astro': `---
const { items } = Astro.props;
---
<ul>{items.map((item) => <li><a href={item.href}>{item.label}</a></li>)}</ul>
`,
  };
}
