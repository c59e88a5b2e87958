import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import Faq from './Faq.tsx';

describe('Faq', () => {
  it('shows each question as a heading in a native disclosure, grouped under group headings', () => {
    const view = renderModule(definition, Faq, definition.examples?.[0]);
    expect(view.headings.map((heading) => `${heading.level} ${heading.text}`)).toEqual([
      '2 Master in Family Business Management: questions and answers',
      '3 Admission',
      '4 Do I need to work in my family’s firm to apply?',
      '4 Which English level is required?',
      '3 Fees and scholarships',
      '4 Can the fee be paid in instalments?',
      '4 Who funds the scholarships?',
    ]);
    // Closed by default; <summary> is the control keyboard users press.
    expect(view.all('details').every((details) => details.attrs.open === undefined)).toBe(true);
    expect(view.all('summary')).toHaveLength(4);
    expect(view.links).toEqual([{ href: '/education-and-training/', name: 'our programmes' }]);
  });

  it('without group titles, questions are the level below the module heading, in the page’s language', () => {
    const view = renderModule(definition, Faq, definition.examples?.[1], { page: { locale: 'es' } });
    expect(view.headings.map((heading) => heading.level)).toEqual([2, 3, 3]);
    expect(view.headings[0]?.text).toBe('Preguntas frecuentes');
  });

  it('describes itself as an FAQPage of its questions and answers', () => {
    const props = definition.schema.parse(definition.examples?.[0]);
    const nodes = definition.structuredData?.(props, { url: 'https://example.edu/programmes/mfbm/', locale: 'en' });
    expect(nodes).toHaveLength(1);
    const [page] = nodes as Array<{
      '@type': string;
      '@id': string;
      mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }>;
    }>;
    expect(page?.['@type']).toBe('FAQPage');
    expect(page?.['@id']).toBe('https://example.edu/programmes/mfbm/#faq');
    expect(page?.mainEntity.map((question) => question.name)).toHaveLength(4);
    expect(page?.mainEntity[2]?.acceptedAnswer.text).toContain('three instalments');
  });
});
