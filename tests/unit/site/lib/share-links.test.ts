import { describe, expect, it } from 'vitest';
import { shareLinks } from '../../../../site/lib/share-links.ts';

describe('share links (SPEC §7 "Share links")', () => {
  it('puts the address in each network’s own parameter, with the title where the parameter is a text', () => {
    const links = Object.fromEntries(
      shareLinks('https://www.ibera.edu/news/a/', 'A title').map((link) => [link.network.id, new URL(link.href)]),
    );
    expect(links.facebook?.searchParams.get('u')).toBe('https://www.ibera.edu/news/a/');
    expect(links.twitter?.searchParams.get('text')).toBe('A title https://www.ibera.edu/news/a/');
    expect(links.linkedin?.searchParams.get('url')).toBe('https://www.ibera.edu/news/a/');
    expect(links.whatsapp?.searchParams.get('text')).toBe('A title https://www.ibera.edu/news/a/');
    expect(Object.values(links).map((url) => url.origin)).toEqual([
      'https://www.facebook.com',
      'https://twitter.com',
      'https://www.linkedin.com',
      'https://api.whatsapp.com',
    ]);
  });

  it('percent-encodes what would break the address: spaces, &, #, ?, accents', () => {
    const [facebook, twitter] = shareLinks('https://www.ibera.edu/es/noticias/barómetro/?a=1&b=2#x', 'Sí & no #1?');
    expect(facebook?.href).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.ibera.edu%2Fes%2Fnoticias%2Fbar%C3%B3metro%2F%3Fa%3D1%26b%3D2%23x',
    );
    expect(twitter?.href).not.toMatch(/[ #]/);
    const parsed = new URL(twitter?.href ?? '');
    expect([...parsed.searchParams.keys()]).toEqual(['text']);
    expect(parsed.hash).toBe('');
    expect(parsed.searchParams.get('text')).toBe('Sí & no #1? https://www.ibera.edu/es/noticias/barómetro/?a=1&b=2#x');
  });
});
