// SPEC §2 "Links": external or new-tab links are plain anchors; internal links navigate on the
// client; a link with neither target nor href renders nothing; the current page is marked.
import type { MouseEvent, ReactNode } from 'react';
import { useNavigation } from '../../app/navigation.tsx';
import { isExternalHref } from '../../lib/paths.ts';

export interface LinkTarget {
  href?: string | null | undefined;
  linkToURL?: string | null | undefined;
  newTab?: boolean | null | undefined;
  noFollow?: boolean | null | undefined;
}

interface LinkProps {
  link: LinkTarget;
  children: ReactNode;
  className?: string | undefined;
  lang?: string | undefined;
  hrefLang?: string | undefined;
  'aria-label'?: string | undefined;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function Link({ link, children, className, ...rest }: LinkProps) {
  const { path, navigate } = useNavigation();
  const href = link.linkToURL || link.href;
  if (!href) return null;

  const rel = [link.newTab ? 'noopener noreferrer' : null, link.noFollow ? 'nofollow' : null].filter(Boolean).join(' ') || undefined;
  if (link.newTab || isExternalHref(href)) {
    return (
      <a href={href} className={className} target={link.newTab ? '_blank' : undefined} rel={rel} {...rest}>
        {children}
      </a>
    );
  }

  const current = href === path;
  return (
    <a
      href={href}
      className={className}
      rel={rel}
      aria-current={current ? 'page' : undefined}
      data-active={current ? '' : undefined}
      onClick={(event) => {
        if (!isPlainLeftClick(event) || href.startsWith('#')) return;
        event.preventDefault();
        navigate(href);
      }}
      {...rest}
    >
      {children}
    </a>
  );
}
