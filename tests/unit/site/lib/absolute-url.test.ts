// Page addresses are made without a URL parse when the path is plain segments (sitemap.xml and
// the head name every page's address and alternates: four parses per page). The address must be
// the one URL makes, whatever the site's domain is written like and whatever the editor's path.
import { describe, expect, it } from 'vitest';
import { absoluteUrl } from '../../../../site/lib/alternates.ts';
import { normalizePath } from '../../../../site/lib/paths.ts';

const domains = [
  'https://example.org',
  'https://Example.ORG/',
  'https://example.org:443/base/',
  'http://localhost:4173',
  'https://example.org/sub',
];
const paths = [
  '/',
  '',
  '/index.html',
  '/news/',
  '/news/item-1',
  '/es/noticias/item-10/',
  '/a/./b',
  '/a/../b',
  '/..',
  '/.well-known/',
  '/a..b/',
  '/report.pdf',
  '/ñandú/',
  '/a b/',
  '/a%20b/',
  '//other.example/x/',
  '/a//b/',
  '/~user/',
  'relative/path',
];

describe('absoluteUrl', () => {
  it('gives the address URL gives for every domain spelling and path', () => {
    for (const domain of domains) {
      for (const path of paths) {
        for (const trailingSlash of [true, false]) {
          expect(absoluteUrl({ domain, trailingSlash }, path), `${domain} ${path} ${trailingSlash}`).toBe(
            new URL(normalizePath(path, trailingSlash), domain).href,
          );
        }
      }
    }
  });

  it('writes plain paths on the lower-case origin, and leaves absolute addresses as they are', () => {
    expect(absoluteUrl({ domain: 'https://Example.ORG:443/base/', trailingSlash: true }, '/news/item-1')).toBe(
      'https://example.org/news/item-1/',
    );
    expect(absoluteUrl({ domain: 'https://example.org', trailingSlash: false }, 'https://elsewhere.example/a/')).toBe(
      'https://elsewhere.example/a/',
    );
  });
});
