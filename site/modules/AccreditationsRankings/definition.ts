// AccreditationsRankings: the accreditations a school holds (who grants them, since when) and
// its positions in published rankings, each with the ranking's publisher and year and a link to
// the source, so a claim like "4th in Europe" can always be checked. Either part may be left out.
import { z } from 'zod';
import { HrefSchema, ImageSchema } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';

const year = z.string().regex(/^\d{4}$/, { message: "Must be a year, e.g. '2026'" });

const schema = z
  .strictObject({
    component: z.literal('AccreditationsRankings'),
    id: z.string().optional(),
    title: z.string().optional(),
    intro: z.string().optional(),
    accreditations: z
      .array(
        z.strictObject({
          name: z.string().min(1).describe('As the badge reads, e.g. AACSB; the logo’s alt text too'),
          body: z.string().min(1).describe('Who grants it, e.g. Association to Advance Collegiate Schools of Business'),
          logo: ImageSchema.optional(),
          since: year.optional().describe('The year it was first granted'),
          href: HrefSchema.optional().describe('The accrediting body’s page about the school'),
        }),
      )
      .default([]),
    rankings: z
      .array(
        z.strictObject({
          position: z.number().int().positive(),
          ranking: z.string().min(1).describe('The ranking and what it ranks, e.g. Executive MBA ranking'),
          scope: z.string().optional().describe('Among whom, e.g. in Europe, worldwide'),
          publisher: z.string().min(1).describe('Who publishes it, e.g. Financial Times'),
          year,
          href: HrefSchema.optional().describe('The published ranking'),
        }),
      )
      .default([]),
  })
  .refine((props) => props.accreditations.length + props.rankings.length > 0, {
    message: 'Add at least one accreditation or one ranking',
    path: ['accreditations'],
  });

export type AccreditationsRankingsProps = z.output<typeof schema>;

export const definition = defineModule({
  name: 'AccreditationsRankings',
  family: 'collection',
  description:
    'Accreditation badges (the logo\'s alt text is the accreditation\'s name) with who grants them and since when; ranking positions ("Number 4" to a screen reader) with publisher, year and a link to the source.',
  reveal: true,
  schema,
  // A badge is named by the accreditation, whatever alt its picture came with.
  resolve: (props): AccreditationsRankingsProps => ({
    ...props,
    accreditations: props.accreditations.map((item) => (item.logo ? { ...item, logo: { ...item.logo, alt: item.name } } : item)),
  }),
  images: (props) => props.accreditations.map((item) => [item.logo, 'logo'] as const),
  strings: {
    en: {
      'accreditations.title': 'Accreditations',
      'accreditations.since': 'since {year}',
      'rankings.title': 'Rankings',
      'rankings.position': 'Number',
    },
    es: {
      'accreditations.title': 'Acreditaciones',
      'accreditations.since': 'desde {year}',
      'rankings.title': 'Rankings',
      'rankings.position': 'Número',
    },
  },
  examples: [
    {
      component: 'AccreditationsRankings',
      title: 'Accredited and ranked',
      intro: 'The business school is one of about a hundred worldwide that hold all three international accreditations.',
      accreditations: [
        {
          name: 'AACSB',
          body: 'Association to Advance Collegiate Schools of Business',
          since: '2009',
          logo: { url: '/media/logo-8.png', width: 600, height: 160, alt: '' },
        },
        {
          name: 'EQUIS',
          body: 'European Foundation for Management Development',
          since: '2011',
          logo: { url: '/media/logo-9.png', width: 600, height: 160, alt: '' },
        },
        { name: 'AMBA', body: 'Association of MBAs', since: '2014', logo: { url: '/media/logo-10.png', width: 600, height: 160, alt: '' } },
      ],
      rankings: [
        {
          position: 4,
          ranking: 'Executive MBA ranking',
          scope: 'in Europe',
          publisher: 'Financial Times',
          year: '2026',
          href: 'https://rankings.example.com/emba-2026',
        },
        { position: 12, ranking: 'Masters in Finance', scope: 'worldwide', publisher: 'Financial Times', year: '2025' },
        { position: 1, ranking: 'Family business programmes', scope: 'in Spain', publisher: 'El Economista', year: '2026' },
      ],
    },
    {
      component: 'AccreditationsRankings',
      title: 'Posición en los rankings',
      rankings: [
        {
          position: 7,
          ranking: 'Ranking de Executive MBA',
          scope: 'en el mundo',
          publisher: 'QS',
          year: '2026',
          href: 'https://rankings.example.com/qs-emba-2026',
        },
        { position: 2, ranking: 'Mejores másteres en dirección', scope: 'en España', publisher: 'Expansión', year: '2026' },
      ],
    },
  ],
});
