import { describe, expect, it } from 'vitest';
import { headersFor, parseHeadersFile } from '../../../pipeline/serve/static-headers.ts';

describe('_headers rules as unisite serve applies them', () => {
  const rules = parseHeadersFile(
    [
      '# comment',
      '/*',
      '  X-Frame-Options: SAMEORIGIN',
      '  Cache-Control: no-cache',
      '/assets/*',
      '  Cache-Control: public, max-age=31536000, immutable',
      '/robots.txt',
      '  X-Robots-Tag: noindex',
      '',
    ].join('\n'),
  );

  it('applies every matching rule, a later one replacing an earlier value', () => {
    expect(headersFor(rules, '/assets/client.js')).toEqual({
      'x-frame-options': 'SAMEORIGIN',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(headersFor(rules, '/news/')).toEqual({ 'x-frame-options': 'SAMEORIGIN', 'cache-control': 'no-cache' });
  });

  it('matches a path without a splat exactly, dots included', () => {
    expect(headersFor(rules, '/robots.txt')['x-robots-tag']).toBe('noindex');
    expect(headersFor(rules, '/robotsXtxt')['x-robots-tag']).toBeUndefined();
  });

  it('keeps colons inside values', () => {
    const [rule] = parseHeadersFile("/*\n  Content-Security-Policy: default-src 'self'; img-src https://a.example:8443\n");
    expect(rule?.headers).toEqual([['content-security-policy', "default-src 'self'; img-src https://a.example:8443"]]);
  });
});

describe('image files', () => {
  it('are served with a sandboxing policy, so an SVG opened directly runs nothing', async () => {
    const { headersFile } = await import('../../../pipeline/artefacts/security-headers.ts');
    const csp = headersFor(parseHeadersFile(headersFile([])), '/_img/logo-0123456789.svg')['content-security-policy'] ?? '';
    expect(csp).toContain('sandbox');
    expect(csp).toContain("default-src 'none'");
  });
});
