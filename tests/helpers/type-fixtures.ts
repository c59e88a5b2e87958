// Test helper: the content a folder test's fake ResolveContext lists — a few pages and people
// of the research centre as list sources see them (cards), and the human sitemap's entries.
import type { Card, Locale } from '../../content/schema/index.ts';
import type { ListEntry } from '../../pipeline/resolve/list-source.ts';
import type { SitemapEntry } from '../../site/lib/sitemap-entries.ts';

const image = (name: string, width: number, height: number, alt: string) => ({ url: `/media/${name}`, width, height, alt });

/** A page's card (or a person held by a page) in English, as ContentIndex records it. */
const entry = (structuredData: string, path: string, card: Omit<Card, 'url'> & { url?: string }, entity = false): ListEntry => ({
  structuredData,
  group: card.id.replace(/-en$/, ''),
  locale: 'en',
  path,
  entity,
  card: { ...card, url: card.url ?? path },
});

export const listEntries: ListEntry[] = [
  entry('NewsDetail', '/news/succession-barometer-2026/', {
    kind: 'news',
    id: 'news-succession-en',
    title: 'Succession barometer 2026: half of family firms have no written plan',
    date: '2026-10-28T09:00:00Z',
    label: 'Succession',
    summary: 'Our annual survey of 412 family firms across Spain and Latin America.',
    image: image('news-succession-barometer.jpg', 1600, 900, 'Three generations of a family business around a table'),
    facets: { year: ['2026'], topic: ['Succession'] },
  }),
  entry('NewsDetail', '/news/family-councils-that-work/', {
    kind: 'news',
    id: 'news-governance-en',
    title: 'Family councils that work: lessons from 30 Ibero-American groups',
    date: '2026-06-12T08:00:00Z',
    label: 'Governance',
    summary: 'What the councils that last have in common, from a three-year field study.',
    image: image('news-family-governance.jpg', 1600, 900, 'A family council meeting in a boardroom'),
    facets: { year: ['2026'], topic: ['Governance'] },
  }),
  entry('NewsDetail', '/news/family-offices-forum-2025/', {
    kind: 'news',
    id: 'news-forum-en',
    title: 'Family offices forum brings 200 families to campus',
    date: '2025-11-20T10:00:00Z',
    label: 'Family offices',
    summary: 'Two days on investment, philanthropy and the next generation.',
    image: image('news-family-offices-forum.jpg', 1600, 900, 'Speakers on stage at the family offices forum'),
    facets: { year: ['2025'], topic: ['Family offices'] },
  }),
  entry('EventDetail', '/events/next-generation-open-day/', {
    kind: 'event',
    id: 'event-next-generation-en',
    title: 'Next generation leadership programme: open day',
    date: '2026-11-18T17:00:00Z',
    label: 'Face to face · Main campus, Madrid',
    summary: 'Meet the faculty and alumni of the programme for successors.',
    image: image('event.jpg', 1920, 1080, 'Participants of last year’s programme in the auditorium'),
    facets: { year: ['2026'], eventType: ['Face to face'] },
  }),
  entry('EventDetail', '/events/governance-protocols-webinar/', {
    kind: 'event',
    id: 'event-webinar-en',
    title: 'Webinar: governance protocols after the founder steps down',
    date: '2026-12-03T16:00:00Z',
    label: 'Online',
    summary: 'A one-hour session with the authors of the 2026 protocol guide.',
    facets: { year: ['2026'], eventType: ['Online'] },
  }),
  entry('PublicationDetail', '/research/publications/family-business-barometer-2026/', {
    kind: 'publication',
    id: 'publication-barometer-en',
    title: 'Family Business Barometer 2026',
    date: '2026-09-15',
    label: 'Report',
    summary: 'Succession planning, governance and financing in 412 family firms.',
    image: image('research.jpg', 1600, 1067, 'Researchers reviewing survey results'),
    facets: { year: ['2026'], publicationType: ['Report'], academicArea: ['Succession'] },
  }),
  entry('PublicationDetail', '/research/publications/socioemotional-wealth-dividends/', {
    kind: 'publication',
    id: 'publication-dividends-en',
    title: 'Socioemotional wealth and dividend policy in Latin American family firms',
    date: '2025-03-01',
    label: 'Journal article',
    summary: 'Why family owners accept lower dividends to keep control.',
    facets: { year: ['2025'], publicationType: ['Journal article'], academicArea: ['Finance'] },
  }),
  entry('GeneralInfoDetail', '/research/lines/succession-and-continuity/', {
    kind: 'article',
    id: 'line-succession-en',
    title: 'Succession and continuity',
    label: 'Research line',
    summary: 'How families hand over ownership and management between generations.',
    image: image('family-business.jpg', 1920, 1280, 'A founder and her daughter in their workshop'),
    facets: { year: [], topic: ['Research line'] },
  }),
  entry('GeneralInfoDetail', '/research/lines/family-governance/', {
    kind: 'article',
    id: 'line-governance-en',
    title: 'Family governance',
    label: 'Research line',
    summary: 'Councils, protocols and boards: how families decide together.',
    facets: { year: [], topic: ['Research line'] },
  }),
  entry(
    'Person',
    '/about/team/',
    {
      kind: 'person',
      id: 'laura-mendez-en',
      title: 'Laura Méndez',
      label: 'Director',
      summary: 'Succession',
      image: image('portrait-1.jpg', 800, 1000, 'Laura Méndez'),
      facets: { kind: ['member'], academicArea: ['Succession'] },
    },
    true,
  ),
  entry(
    'Person',
    '/about/team/',
    {
      kind: 'person',
      id: 'carlos-ruiz-en',
      title: 'Carlos Ruiz',
      label: 'Senior researcher',
      summary: 'Finance',
      image: image('portrait-2.jpg', 800, 1000, 'Carlos Ruiz'),
      facets: { kind: ['member'], academicArea: ['Finance'] },
    },
    true,
  ),
  entry(
    'Person',
    '/about/partners/',
    {
      kind: 'person',
      id: 'grupo-aurelia-en',
      title: 'Grupo Aurelia',
      label: 'Founding partner',
      summary: 'Retail',
      image: image('logo-1.png', 600, 160, 'Grupo Aurelia'),
      facets: { kind: ['partner'], sector: ['Retail'] },
    },
    true,
  ),
  entry(
    'Person',
    '/about/partners/',
    {
      kind: 'person',
      id: 'family-office-network-en',
      title: 'Family Office Network',
      label: 'Research partner',
      summary: 'Wealth management',
      facets: { kind: ['partner'], sector: ['Wealth management'] },
    },
    true,
  ),
];

const DOMAIN = 'https://www.ibera.edu';

const sitemapEntry = (path: string, title: string, locale: Locale = 'en'): SitemapEntry => ({
  locale,
  path,
  url: `${DOMAIN}${path}`,
  title,
  alternates: [],
});

/** The English pages of the human sitemap, as ContentIndex.sitemap('en') lists them. */
export const sitemapEntriesEn: SitemapEntry[] = [
  sitemapEntry('/', 'Centre for Business Families'),
  sitemapEntry('/about/', 'About the centre'),
  sitemapEntry('/about/team/', 'Our team'),
  sitemapEntry('/news/', 'News'),
  sitemapEntry('/news/succession-barometer-2026/', 'Succession barometer 2026'),
  sitemapEntry('/research/', 'Research'),
  sitemapEntry('/research/publications/', 'Publications'),
  sitemapEntry('/research/publications/family-business-barometer-2026/', 'Family Business Barometer 2026'),
];
