// SPEC §2 "Links": external or new-tab links are plain anchors; internal links navigate on the
// client; in editor or preview mode internal links are full addresses; in the 'pre' environment
// the domain prefix is stripped; a link with neither target nor href renders nothing; the
// current page is marked. Every link is a real <a href>, so it works without JavaScript.
// A link to a document says what it is before it is followed (SPEC §3 "Download": its format):
// the type and size sync measured (`format`, pipeline/sync/downloads.ts) are part of the link's
// text, so its accessible name says them too.
import type { KeyboardEventHandler, MouseEvent, ReactNode } from 'react';
import { useContext } from 'react';
import { useNavigation } from '../../app/navigation.tsx';
import { SiteContext } from '../../app/site-context.tsx';
import type { SiteView } from '../../lib/page-view.ts';
import { isExternalHref, normalizeHref, stripDomain } from '../../lib/paths.ts';

export interface LinkTarget {
  href?: string | null | undefined;
  linkToURL?: string | null | undefined;
  newTab?: boolean | null | undefined;
  noFollow?: boolean | null | undefined;
  /** A linked document's type and size ('PDF, 2.4 MB'), written by sync. */
  format?: string | null | undefined;
}

interface LinkProps {
  link: LinkTarget;
  /** None for a link whose content CSS draws (data-icon), named by aria-label. */
  children?: ReactNode;
  className?: string | undefined;
  lang?: string | undefined;
  hrefLang?: string | undefined;
  'aria-label'?: string | undefined;
  /** A glyph CSS draws in the link (themes: --icon-<name>), e.g. a social network's. */
  'data-icon'?: string | undefined;
  onKeyDown?: KeyboardEventHandler<HTMLAnchorElement> | undefined;
}

export type ResolvedLink =
  | { kind: 'none' }
  | { kind: 'anchor'; href: string; target?: '_blank'; rel?: string }
  | { kind: 'client'; href: string; rel?: string; current: boolean };

type LinkSite = Pick<SiteView, 'domain' | 'renderer' | 'environment' | 'trailingSlash'>;

/** The link rules of SPEC §2, apart from React: what a link target becomes on a given page. */
export function resolveLink(link: LinkTarget, site: LinkSite | null, currentPath: string): ResolvedLink {
  let href = link.linkToURL || link.href;
  if (!href) return { kind: 'none' };
  if (site?.environment === 'pre') href = stripDomain(href, site.domain);
  // Written per link of every menu on every page: plain string work, no arrays or closures.
  // `noreferrer` alone: it implies `noopener` in every browser the site supports (HTML's link
  // types), so the new tab gets neither the referrer nor a handle on this window.
  const rel = link.newTab ? (link.noFollow ? 'noreferrer nofollow' : 'noreferrer') : link.noFollow ? 'nofollow' : undefined;
  if (link.newTab || href.startsWith('#') || isExternalHref(href) || isFileHref(href)) {
    const anchor: ResolvedLink = { kind: 'anchor', href };
    if (link.newTab) anchor.target = '_blank';
    if (rel) anchor.rel = rel;
    return anchor;
  }
  if (site) href = normalizeHref(href, site.trailingSlash);
  // Editor and preview run on another host: internal links point at the real site.
  if (site && (site.renderer === 'editor' || site.renderer === 'preview')) {
    const anchor: ResolvedLink = { kind: 'anchor', href: new URL(href, site.domain).toString() };
    if (rel) anchor.rel = rel;
    return anchor;
  }
  const end = pathEnd(href);
  const client: ResolvedLink = { kind: 'client', href, current: (end === href.length ? href : href.slice(0, end)) === currentPath };
  if (rel) client.rel = rel;
  return client;
}

/** Where an href's path ends: at its query or fragment, or at its end. */
function pathEnd(href: string): number {
  const query = href.indexOf('?');
  const hash = href.indexOf('#');
  if (query === -1) return hash === -1 ? href.length : hash;
  return hash === -1 ? query : Math.min(query, hash);
}

/** Files (a PDF, a feed) are not pages: the browser fetches them itself. */
function isFileHref(href: string): boolean {
  const path = href.slice(0, pathEnd(href));
  const dot = path.lastIndexOf('.');
  return dot > path.lastIndexOf('/') && /^\w+$/.test(path.slice(dot + 1));
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function Link({ link, children: text, className, ...rest }: LinkProps) {
  const { path, navigate } = useNavigation();
  const resolved = resolveLink(link, useContext(SiteContext), path);
  if (resolved.kind === 'none') return null;
  // A link drawn by CSS alone (an icon, named by aria-label) has no text to add the format to.
  const children =
    link.format && text !== undefined && text !== null ? (
      <>
        {text}
        <span data-link-format="">{` (${link.format})`}</span>
      </>
    ) : (
      text
    );
  if (resolved.kind === 'anchor') {
    return (
      <a href={resolved.href} className={className} target={resolved.target} rel={resolved.rel} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a
      href={resolved.href}
      className={className}
      rel={resolved.rel}
      aria-current={resolved.current ? 'page' : undefined}
      data-active={resolved.current ? '' : undefined}
      onClick={(event) => {
        if (event.defaultPrevented || !isPlainLeftClick(event)) return;
        event.preventDefault();
        navigate(resolved.href);
      }}
      {...rest}
    >
      {children}
    </a>
  );
}
