import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import Steps from './Steps.tsx';

describe('Steps', () => {
  it('shows the steps as an ordered list, each headed, with its icon and link', () => {
    const view = renderModule(definition, Steps, definition.examples?.[0]);
    expect(view.headings.map((heading) => `${heading.level} ${heading.text}`)).toEqual([
      '2 How to join the research panel',
      '3 Tell us about your family firm',
      '3 Meet a researcher',
      '3 Sign the agreement',
      '3 Answer the first survey',
    ]);
    expect(view.all('ol')).toHaveLength(1);
    expect(view.byRole('listitem')).toHaveLength(4);
    expect(view.all('svg')).toHaveLength(4);
    expect(view.links).toEqual([{ href: '/contact-us/', name: 'Open the form' }]);
  });

  it('without a title the steps are the section headings, and without icons only numbers show', () => {
    const view = renderModule(definition, Steps, definition.examples?.[1]);
    expect(view.headings.map((heading) => heading.level)).toEqual([2, 2]);
    expect(view.all('svg')).toEqual([]);
  });
});
