// Share links, as a visitor meets them on every detail template (news, event, publication …):
// the same four networks, the page's canonical address, new tabs without referrer.
import { expect } from 'vitest';
import { SHARE_NETWORKS } from '../../site/lib/share-links.ts';
import type { Rendered } from './render-type.tsx';

type LinkInfo = { href: string; name: string };

/** The links of the page's content: the share links (tested on their own) left out. */
export const contentLinks = <L extends LinkInfo>(links: L[]): L[] =>
  links.filter((link) => !SHARE_NETWORKS.some((network) => link.href.startsWith(network.endpoint)));

/** Asserts the page offers itself to the four networks with its canonical address `canonical`. */
export function expectShareLinks(view: Rendered, canonical: string): void {
  const share = view.links.filter((link) => !contentLinks([link]).length);
  expect(share.map((link) => link.name)).toEqual([
    'Share on Facebook (opens in a new tab)',
    'Share on X (Twitter) (opens in a new tab)',
    'Share on LinkedIn (opens in a new tab)',
    'Share on WhatsApp (opens in a new tab)',
  ]);
  expect(share[0]?.href).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(canonical)}`);
  expect(share.every((link) => link.href.includes(encodeURIComponent(canonical)))).toBe(true);
  for (const anchor of view.all('a', (attrs) => 'data-share' in attrs))
    expect(anchor.attrs).toMatchObject({ target: '_blank', rel: 'noreferrer' });
}
