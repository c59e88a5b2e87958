import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, formsParty, nginxInclude } from '../../../../pipeline/artefacts/security-headers.ts';
import { serviceWorkerSource } from '../../../../pipeline/artefacts/service-worker.ts';
import { ThirdPartiesSchema } from '../../../../content/schema/index.ts';
import { thirdPartiesOf } from '../../../../site/lib/third-parties.ts';

const directive = (csp: string, name: string) => (csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? '').split(' ').slice(1);
const hostsIn = (csp: string) => [...new Set(csp.match(/(https|wss):\/\/[^\s;]+/g) ?? [])].sort();

describe('the Content-Security-Policy lists exactly the configured third parties', () => {
  it('names no host at all when the site document configures none', () => {
    const csp = contentSecurityPolicy(thirdPartiesOf({}));
    expect(hostsIn(csp)).toEqual([]);
    expect(directive(csp, 'frame-src')).toEqual(["'none'"]);
    expect(nginxInclude([])).toContain('Third parties allowed: none');
  });

  it('names the configured consent, chatbot and form hosts, each in its own directives', () => {
    const config = ThirdPartiesSchema.parse({
      consent: {
        script: 'https://consent.example.net/stub.js',
        domainScripts: { production: 'a', other: 'b' },
        hosts: { connect: ['https://geo.example.net'] },
      },
      chatbot: {
        script: 'https://bot.example.edu/loader.js',
        hosts: { connect: ['wss://bot.example.edu'], frame: ['https://bot.example.edu'] },
      },
    });
    const csp = contentSecurityPolicy(thirdPartiesOf(config));
    expect(hostsIn(csp)).toEqual([
      'https://bot.example.edu',
      'https://consent.example.net',
      'https://geo.example.net',
      'wss://bot.example.edu',
    ]);
    expect(directive(csp, 'script-src')).toEqual(expect.arrayContaining(['https://consent.example.net', 'https://bot.example.edu']));
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://geo.example.net', 'wss://bot.example.edu']);
    expect(directive(csp, 'frame-src')).toEqual(['https://bot.example.edu']);
  });

  it('allows no chatbot or marketing host without a consent platform, since nothing could ask for consent', () => {
    const config = ThirdPartiesSchema.parse({ chatbot: { script: 'https://bot.example.edu/loader.js' } });
    expect(hostsIn(contentSecurityPolicy(thirdPartiesOf(config)))).toEqual([]);
  });

  it('allows the social-feed service only beside a consent platform, its script and the hosts it reaches', () => {
    const socialFeed = {
      script: 'https://social.example.edu/feed.js',
      hosts: { connect: ['https://social.example.edu'], img: ['https://media.example.edu'] },
    };
    expect(hostsIn(contentSecurityPolicy(thirdPartiesOf(ThirdPartiesSchema.parse({ socialFeed }))))).toEqual([]);
    const consent = { script: 'https://consent.example.net/stub.js', domainScripts: { production: 'a', other: 'b' } };
    const csp = contentSecurityPolicy(thirdPartiesOf(ThirdPartiesSchema.parse({ consent, socialFeed })));
    expect(directive(csp, 'script-src')).toEqual(expect.arrayContaining(['https://social.example.edu']));
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://social.example.edu']);
    expect(directive(csp, 'img-src')).toEqual(expect.arrayContaining(['https://media.example.edu']));
    expect(directive(csp, 'frame-src')).toEqual(["'none'"]);
  });

  it('refuses hosts that are not plain https origins', () => {
    for (const bad of ['http://cdn.example.net', 'https://cdn.example.net/path', "https://x.net 'unsafe-inline'", '*'])
      expect(ThirdPartiesSchema.safeParse({ video: { hosts: { frame: [bad] } } }).success).toBe(false);
    expect(ThirdPartiesSchema.safeParse({ chatbot: { script: '//bot.example.edu/x.js' } }).success).toBe(false);
  });
});

describe('the forms (docs/forms.md)', () => {
  it('form-action allows exactly the configured endpoint; connect-src the region host', () => {
    const csp = contentSecurityPolicy(
      formsParty({ endpoint: 'https://forms.example.edu/forms', regionsOrigin: 'https://content.example.edu' }),
    );
    expect(directive(csp, 'form-action')).toEqual(["'self'", 'https://forms.example.edu']);
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://content.example.edu']);
  });

  it("forms posting to the site's own /forms and regions published with the site need nothing beyond 'self'", () => {
    expect(formsParty({ endpoint: '/forms', regionsOrigin: '' })).toEqual([]);
    expect(directive(contentSecurityPolicy([]), 'form-action')).toEqual(["'self'"]);
  });
});

describe('map tiles (LocationMap)', () => {
  it('allow the tile host for images only, one origin per sub-domain', () => {
    const config = ThirdPartiesSchema.parse({
      map: { tiles: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png', attribution: '© Example', subdomains: ['a', 'b'] },
    });
    const csp = contentSecurityPolicy(thirdPartiesOf(config));
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'https://a.tiles.example.org', 'https://b.tiles.example.org']);
    expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
    expect(directive(csp, 'script-src')).not.toContain('https://a.tiles.example.org');
  });

  it('refuse a tile address that is not https or lacks a placeholder', () => {
    for (const tiles of [
      'http://tile.example.org/{z}/{x}/{y}.png',
      'https://tile.example.org/{z}/{x}.png',
      "https://x.org/{z}/{x}/{y}.png 'unsafe-inline'",
    ])
      expect(ThirdPartiesSchema.safeParse({ map: { tiles, attribution: '©' } }).success).toBe(false);
  });
});

describe('the service worker', () => {
  it('handles no other origin and never stores the published third-party scripts', () => {
    const source = serviceWorkerSource('abc');
    expect(source).toContain('url.origin !== self.location.origin');
    expect(source).toContain("path.startsWith('/third-parties/')");
  });
});
