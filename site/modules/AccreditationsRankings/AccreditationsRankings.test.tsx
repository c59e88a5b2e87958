import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { definition } from './definition.ts';
import AccreditationsRankings from './AccreditationsRankings.tsx';

describe('AccreditationsRankings', () => {
  it('shows the title of each example as a heading, and its text', () => {
    for (const example of definition.examples ?? []) {
      const props = definition.schema.parse(example);
      const html = renderToStaticMarkup(<AccreditationsRankings {...props} />);
      expect(html).toContain(`>${props.title}</h2>`);
      if (props.text) expect(html).toContain(props.text);
    }
  });
});
