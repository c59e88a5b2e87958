import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import BasicTemplate from './BasicTemplate.tsx';

describe('BasicTemplate', () => {
  it('shows its hero modules, then its main modules, each in its own section', async () => {
    const view = await renderTemplate(definition, BasicTemplate, definition.examples?.[0], { title: 'About the centre', path: '/about/' });
    expect(view.all('section').map((section) => section.attrs['data-module'])).toEqual(['HeroClaim', 'BasicContent', 'Accordion']);
    expect(view.headings).toEqual([
      { level: 1, text: 'Eighteen years with business families' },
      { level: 2, text: 'Our mission' },
      { level: 2, text: 'How we are funded' },
      { level: 3, text: 'Partner families' },
      { level: 3, text: 'Public grants' },
    ]);
    expect(view.text).toContain('through research they can use.');
  });

  it('without a hero, the page title is the h1', async () => {
    const view = await renderTemplate(definition, BasicTemplate, definition.examples?.[1], { title: 'Cookie policy', path: '/cookies/' });
    expect(view.headings).toEqual([{ level: 1, text: 'Cookie policy' }]);
    expect(view.text).toContain('We do not track visitors across sites.');
  });
});
