import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import Glossary from './Glossary.tsx';
import { glossaryLetters } from './letters.ts';

describe('Glossary', () => {
  it('groups a long glossary by letter after a navigation of the alphabet, terms and definitions as a description list', () => {
    const view = renderModule(definition, Glossary, definition.examples?.[2]);
    expect(view.headings.map((heading) => `${heading.level} ${heading.text}`)).toEqual([
      '2 Family business glossary',
      '3 B',
      '3 E',
      '3 F',
      '3 I',
      '3 N',
      '3 O',
      '3 P',
      '3 S',
    ]);
    const [navigation] = view.byRole('navigation');
    expect(navigation?.name).toBe('Glossary terms by letter');
    // Letters with terms are links to their group; the others are hidden from screen readers.
    const letterLinks = view.links.filter((link) => link.href.includes('-letter-'));
    expect(letterLinks.map((link) => link.name)).toEqual(['B', 'E', 'F', 'I', 'N', 'O', 'P', 'S']);
    expect(letterLinks[0]?.href).toBe('#family-business-terms-letter-b');
    expect(view.all('h3')[0]?.attrs.id).toBe('family-business-terms-letter-b');
    expect(view.all('li', (attrs) => attrs['aria-hidden'] === 'true')).toHaveLength(18);
    // Sorted alphabetically within each letter.
    expect(view.all('dt').map((term) => term.text)).toEqual([
      'Board of directors',
      'Entrepreneurial legacy',
      'Family council',
      'Family office',
      'Family protocol',
      'Independent director',
      'Next generation',
      'Ownership dispersion',
      'Pruning the family tree',
      'Shareholder agreement',
      'Socioemotional wealth',
      'Succession planning',
    ]);
    expect(view.all('dd')).toHaveLength(12);
    // Every group ends with a way back to the letters.
    expect(view.links.filter((link) => link.name === 'Back to the letters')).toHaveLength(8);
    expect(view.all('nav')[0]?.attrs.id).toBe('family-business-terms-letters');
  });

  it('links “see also” terms to their definitions on the page', () => {
    const view = renderModule(definition, Glossary, definition.examples?.[2]);
    expect(view.links.filter((link) => link.href.includes('-letter-') === false && link.name !== 'Back to the letters')).toEqual([
      { href: '#family-business-terms-family-protocol', name: 'Family protocol' },
      { href: '#family-business-terms-family-council', name: 'Family council' },
      { href: '#family-business-terms-shareholder-agreement', name: 'Shareholder agreement' },
      { href: '#family-business-terms-next-generation', name: 'Next generation' },
    ]);
    const ids = new Set(view.all('dt').map((term) => term.attrs.id));
    expect(ids.has('family-business-terms-family-protocol')).toBe(true);
  });

  it('files terms as Spanish readers expect: accents under their letter, Ñ after N', () => {
    const view = renderModule(definition, Glossary, definition.examples?.[1], { page: { locale: 'es' } });
    expect(view.headings.map((heading) => heading.text)).toEqual(['Glosario de admisiones', 'A', 'E', 'N', 'O', 'P']);
    expect(view.byRole('navigation')[0]?.name).toBe('Términos del glosario por letra');
    // The Spanish alphabet, Ñ included, even without terms under it.
    expect(view.all('li', (attrs) => attrs['aria-hidden'] === 'true').map((letter) => letter.text)).toContain('Ñ');
    expect(view.all('dt').map((term) => term.text)).toEqual([
      'Apostilla de La Haya',
      'Expediente académico',
      'Nota media',
      'Orientación académica',
      'Preinscripción',
    ]);
    const terms = ['Ñandú', 'Oso', 'Nube', 'Ábaco'].map((term) => ({ term, definition: '', seeAlso: [] }));
    const letters = (locale: string) => glossaryLetters(terms, locale, 'g').groups.map((group) => group.letter);
    expect(letters('es')).toEqual(['A', 'N', 'Ñ', 'O']);
    expect(letters('en')).toEqual(['A', 'N', 'O']);
    expect(glossaryLetters(terms, 'es', 'g').groups[2]?.terms[0]?.anchor).toBe('g-nandu');
    expect(view.text).toContain('Véase también: Expediente académico');
  });

  it('shows the letters of a short glossary when asked to', () => {
    const view = renderModule(definition, Glossary, definition.examples?.[0]);
    expect(view.headings.map((heading) => heading.text)).toEqual(['Governance terms', 'F', 'N', 'S']);
    expect(view.links.filter((link) => link.href.includes('-letter-')).map((link) => link.href)).toEqual([
      '#governance-terms-letter-f',
      '#governance-terms-letter-n',
      '#governance-terms-letter-s',
    ]);
  });

  it('a short glossary is one list, without letters', () => {
    const view = renderModule(definition, Glossary, { ...definition.examples![1]!, letters: 'auto' }, { page: { locale: 'es' } });
    expect(view.headings).toEqual([{ level: 2, text: 'Glosario de admisiones' }]);
    expect(view.byRole('navigation')).toEqual([]);
    expect(view.all('dl')).toHaveLength(1);
  });

  it('gives every term its own anchor, even two that read alike, and files other initials under #', () => {
    const { groups } = glossaryLetters(
      [
        { term: 'Co-op', definition: '', seeAlso: [] },
        { term: 'Coop', definition: '', seeAlso: [] },
        { term: '360° feedback', definition: '', seeAlso: [] },
      ],
      'en',
      'g',
    );
    expect(groups.map((group) => [group.letter, group.terms.map((entry) => entry.anchor)])).toEqual([
      ['C', ['g-co-op', 'g-coop']],
      ['#', ['g-360-feedback']],
    ]);
  });

  it('is a DefinedTermSet of its terms in the page’s structured data', () => {
    const props = definition.resolve!(definition.schema.parse(definition.examples?.[2]), {
      locale: 'en',
      page: {} as never,
      cards: () => [],
      templates: () => [],
    });
    const [set] = definition.structuredData!(props, { url: 'https://example.edu/glossary/', locale: 'en' }) as Array<{
      '@type': string;
      '@id': string;
      hasDefinedTerm: Array<{ name: string; description: string; url: string }>;
    }>;
    expect(set?.['@type']).toBe('DefinedTermSet');
    expect(set?.['@id']).toBe('https://example.edu/glossary/#family-business-terms');
    expect(set?.hasDefinedTerm).toHaveLength(12);
    expect(set?.hasDefinedTerm[0]).toEqual({
      '@type': 'DefinedTerm',
      name: 'Board of directors',
      description: 'The body that governs the company on behalf of all shareholders, family and non-family, and oversees its management.',
      url: 'https://example.edu/glossary/#family-business-terms-board-of-directors',
    });
  });

  it('refuses a repeated term and a “see also” that is not in the glossary, naming the field', () => {
    const result = definition.schema.safeParse({
      component: 'Glossary',
      terms: [
        { term: 'Board', definition: '<p>a</p>', seeAlso: ['Boards'] },
        { term: 'Board', definition: '<p>b</p>' },
      ],
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['terms.0.seeAlso.0', 'terms.1.term']);
  });
});
