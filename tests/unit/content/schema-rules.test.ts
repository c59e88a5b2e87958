// SPEC §5 content rules and the path/link rules, as the CMS's documents meet them.
import { describe, expect, it } from 'vitest';
import {
  DataSourceSchema,
  EventFieldsSchema,
  HrefSchema,
  OperatorSchema,
  PersonSchema,
  PublicationFieldsSchema,
  RelationsSchema,
  SitePathSchema,
  SlugSchema,
} from '../../../content/schema/index.ts';

describe('SPEC §5 relations option', () => {
  it.each([
    [true, 'simple'],
    [false, 'off'],
    ['off', 'off'],
    ['simple', 'simple'],
    ['full', 'full'],
    [undefined, 'off'],
  ])('normalises %s to %s', (input, expected) => {
    expect(RelationsSchema.parse(input)).toBe(expected);
  });

  it('rejects anything else', () => {
    expect(RelationsSchema.safeParse('partial').success).toBe(false);
    expect(RelationsSchema.safeParse(1).success).toBe(false);
  });
});

describe('SPEC §5 filter operator', () => {
  it.each(['and', 'AND', 'And', 'or', 'OR', 'oR'])('accepts %s case-insensitively', (input) => {
    expect(OperatorSchema.parse(input)).toBe(input.toLowerCase());
  });

  it.each(['xor', 'not', '', 'and '])('rejects %j', (input) => {
    const result = OperatorSchema.safeParse(input);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues[0]?.message).toBe("Must be 'and' or 'or'");
  });

  it('applies inside a data source, with defaults for what is left out', () => {
    const source = DataSourceSchema.parse({
      mode: 'auto',
      sources: [{ structuredData: 'NewsDetail', filters: ['topic:Research'], filterOperator: 'AND', globalOperator: 'Or' }],
      relations: true,
    });
    expect(source.sources[0]).toMatchObject({ filterOperator: 'and', globalOperator: 'or' });
    expect(source.relations).toBe('simple');
    expect(source.order).toBe('recent');
    expect(DataSourceSchema.safeParse({ mode: 'auto', sources: [{ structuredData: 'NewsDetail', filters: ['Research'] }] }).success).toBe(
      false,
    );
  });
});

describe('slugs and site paths', () => {
  it.each([
    '/',
    '/news/',
    '/news/succession-barometer-2026/',
    '/es/investigacion/informes',
    '/colaboracion-intergeneracional-y-transicion-demografica/',
  ])('accepts %s', (path) => expect(SitePathSchema.safeParse(path).success).toBe(true));

  it.each([
    'news/',
    '/News/',
    '/news/../admin/',
    '/news//x/',
    'https://example.com/',
    '//example.com/',
    '/news/a_b/',
    '/es/investigación/',
    '/news/-x/',
  ])('rejects %s', (path) => expect(SitePathSchema.safeParse(path).success).toBe(false));

  it('takes one lowercase segment as a slug', () => {
    expect(SlugSchema.safeParse('family-firms-2026').success).toBe(true);
    for (const bad of ['Family', 'a/b', '..', 'a b', '', 'a--b']) expect(SlugSchema.safeParse(bad).success).toBe(false);
  });
});

describe('link hrefs', () => {
  it.each(['https://www.ibera.edu/', 'http://example.com/x?y=1', 'mailto:cbf@ibera.edu', 'tel:+34 915 689 600', '/news/', '#main-content'])(
    'allows %s',
    (href) => expect(HrefSchema.safeParse(href).success).toBe(true),
  );

  it.each(['javascript:alert(1)', 'data:text/html,hi', 'ftp://example.com/', 'news/', 'vbscript:x', 'https://exa mple.com'])(
    'refuses %s with a message saying what is allowed',
    (href) => {
      const result = HrefSchema.safeParse(href);
      expect(result.success).toBe(false);
      if (!result.success) expect(result.error.issues[0]?.message).toMatch(/http\(s\), mailto or tel/);
    },
  );
});

describe('entities', () => {
  it('needs a place for hybrid and face-to-face events, not for online ones', () => {
    expect(EventFieldsSchema.safeParse({ eventType: 'online', startDate: '2026-10-22T16:00:00Z' }).success).toBe(true);
    const result = EventFieldsSchema.safeParse({ eventType: 'hybrid', startDate: '2026-12-10T17:00:00Z' });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues[0]?.path).toEqual(['location']);
    expect(EventFieldsSchema.safeParse({ eventType: 'in-person', startDate: '2026-12-10', location: 'Madrid' }).success).toBe(false);
  });

  it('needs a last name for team members but not for partners', () => {
    expect(PersonSchema.safeParse({ id: 'grupo-alvarez', kind: 'partner', name: 'Grupo Álvarez', position: 'Partner' }).success).toBe(true);
    const member = PersonSchema.safeParse({ id: 'laura-mendez', kind: 'member', name: 'Laura', position: 'Director' });
    expect(member.success).toBe(false);
    if (!member.success) expect(member.error.issues[0]?.path).toEqual(['lastName']);
  });

  it('checks the ISBN of a publication', () => {
    const base = { date: '2026-01-01', authors: ['Laura Méndez'], publicationType: 'Report' };
    expect(PublicationFieldsSchema.safeParse({ ...base, isbn: '978-84-09-61234-5' }).success).toBe(true);
    expect(PublicationFieldsSchema.safeParse({ ...base, isbn: 'not an isbn' }).success).toBe(false);
    expect(PublicationFieldsSchema.safeParse({ ...base, authors: [] }).success).toBe(false);
  });
});
