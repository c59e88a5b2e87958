import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import Divider from './Divider.tsx';

describe('Divider', () => {
  it('draws a line as a separator, sized by the theme’s spacing', () => {
    const view = renderModule(definition, Divider, definition.examples?.[0]);
    expect(view.all('hr')).toHaveLength(1);
    expect(view.all('div')[0]?.attrs).toMatchObject({ 'data-size': 'm' });
    expect(view.all('div')[0]?.attrs['aria-hidden']).toBeUndefined();
    expect(view.text).toBe('');
  });

  it('leaves an empty space hidden from assistive technology', () => {
    const view = renderModule(definition, Divider, definition.examples?.[1], { page: { locale: 'es' } });
    expect(view.all('hr')).toEqual([]);
    expect(view.all('div')[0]?.attrs).toMatchObject({ 'data-size': 'l', 'aria-hidden': 'true' });
  });

  it('defaults to a medium line', () => {
    expect(definition.schema.parse({ component: 'Divider' })).toMatchObject({ size: 'm', variant: 'line' });
  });
});
