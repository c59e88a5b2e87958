import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { definition } from './definition.ts';
import PeopleCollection from './PeopleCollection.tsx';

describe('PeopleCollection', () => {
  it('shows the title of each example as a heading, and its text', () => {
    for (const example of definition.examples ?? []) {
      const props = definition.schema.parse(example);
      const html = renderToStaticMarkup(<PeopleCollection {...props} />);
      expect(html).toContain(`>${props.title}</h2>`);
      if (props.text) expect(html).toContain(props.text);
    }
  });
});
