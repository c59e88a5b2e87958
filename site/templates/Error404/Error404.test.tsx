import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import Error404 from './Error404.tsx';

describe('Error404', () => {
  it('says the page was not found and links home', async () => {
    const view = await renderTemplate(definition, Error404, definition.examples?.[0], { path: '/404/', indexed: false });
    expect(view.headings).toEqual([{ level: 1, text: 'Page not found' }]);
    expect(view.text).toContain('The page you were looking for has moved or no longer exists.');
    expect(view.links).toEqual([{ href: '/', name: 'Go to the home page' }]);
  });
});
