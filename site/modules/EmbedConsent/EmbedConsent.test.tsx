import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { thirdPartiesOf } from '../../lib/third-parties.ts';
import { definition } from './definition.ts';
import EmbedConsent from './EmbedConsent.tsx';

describe('EmbedConsent', () => {
  it('frames nothing before consent: the title, what it is, why it is not shown and a link to open it', () => {
    const view = renderModule(definition, EmbedConsent, definition.examples?.[0]);
    expect(view.all('iframe')).toEqual([]);
    expect(view.all('section')[0]?.name).toBe('Map: from Gregorio Marañón metro to the visitor entrance');
    expect(view.text).toContain('This content is on www.openstreetmap.org.');
    expect(view.links).toEqual([{ href: definition.examples![0]!.src, name: 'Open it on www.openstreetmap.org (opens in a new tab)' }]);
    expect(view.all('a')[0]?.attrs).toMatchObject({ target: '_blank', rel: 'noreferrer' });
  });

  it('in Spanish, in its square frame', () => {
    const view = renderModule(definition, EmbedConsent, definition.examples?.[1], { page: { locale: 'es', path: '/es/' } });
    expect(view.links[0]?.name).toBe('Ábrelo en www.openstreetmap.org (se abre en una pestaña nueva)');
    expect(view.all('div', (attrs) => attrs['data-ratio'] === '1:1')).toHaveLength(1);
  });

  it('refuses an address that is not https', () => {
    expect(definition.schema.safeParse({ ...definition.examples![0]!, src: 'http://example.com/form' }).success).toBe(false);
    expect(definition.schema.safeParse({ ...definition.examples![0]!, src: 'javascript:alert(1)' }).success).toBe(false);
  });

  it("the site's embed hosts become frame sources of its policy only beside a consent platform", () => {
    const embed = { hosts: { connect: [], img: [], frame: ['https://www.openstreetmap.org'], form: [] } };
    const consent = {
      script: 'https://cdn.cookielaw.org/scripttemplates/otSDKStub.js',
      domainScripts: { production: 'a', other: 'b' },
      productionHosts: [],
      categories: { marketing: 'C0004', chatbot: 'C0003' },
      hosts: { connect: [], img: [], frame: [], form: [] },
    };
    expect(thirdPartiesOf({ embed }).flatMap((party) => party.frames)).toEqual([]);
    expect(thirdPartiesOf({ consent, embed }).flatMap((party) => party.frames)).toEqual(['https://www.openstreetmap.org']);
  });
});
