// Scholarships (SPEC §2 ScholarshipsList, §3 "Scholarship"): each is held by the list page with
// its deadline and eligibility (gender, nationality, country of residence, programmes, schools,
// type of degree). A scholarship past its deadline shows as closed, decided again in the
// visitor's browser (site/lib/use-now.ts) so a page built weeks ago never shows it open.
// Each is a schema.org MonetaryGrant funded by the university.
import type { MonetaryGrant } from 'schema-dts';
import { z } from 'zod';
import { ScholarshipSchema, type Scholarship } from '../../../content/schema/index.ts';
import { absoluteUrl } from '../../lib/alternates.ts';
import { defineTemplate } from '../../define/define.ts';
import { listFields } from '../../define/list-template.ts';
import { scholarshipFacets } from '../../lib/scholarship-facets.ts';

const schema = z
  .strictObject({
    templateType: z.literal('ScholarshipsList'),
    ...listFields,
    filters: listFields.filters.unwrap().default(['scholarshipType', 'studyType', 'schools', 'country', 'region', 'nationality', 'gender']),
    scholarships: z.array(ScholarshipSchema).min(1),
  })
  .superRefine((template, context) => {
    const seen = new Set<string>();
    template.scholarships.forEach((scholarship, index) => {
      if (seen.has(scholarship.id))
        context.addIssue({
          code: 'custom',
          message: `Used twice: "${scholarship.id}". Each scholarship needs its own id`,
          path: ['scholarships', index, 'id'],
        });
      seen.add(scholarship.id);
    });
  });

export type ScholarshipsListTemplate = z.output<typeof schema> & { asOf: string };

/** What a scholarship's card says it covers: an amount in a currency, else the share of the fee. */
function scholarshipFacts(scholarship: Scholarship): Record<string, string> {
  if (scholarship.amount) return { amount: String(scholarship.amount.value), currency: scholarship.amount.currency };
  return scholarship.coverage ? { coverage: scholarship.coverage } : {};
}

export const definition = defineTemplate({
  name: 'ScholarshipsList',
  schema,
  search: 'page',
  openGraph: 'website',
  // Each scholarship is also an entity, so a ScholarshipDistributor elsewhere can show it
  // (structuredData 'Scholarship'), linking to its place on this page.
  entities: (page, template) =>
    template.scholarships.map((scholarship) => ({
      structuredData: 'Scholarship',
      group: scholarship.id,
      card: {
        kind: 'page',
        id: `scholarship-${scholarship.id}-${page.locale}`,
        title: scholarship.title,
        url: `${page.path}#${scholarship.id}`,
        date: scholarship.deadline,
        label: scholarship.scholarshipType,
        summary: scholarship.summary,
        facets: scholarshipFacets(scholarship),
        facts: scholarshipFacts(scholarship),
      },
    })),
  resolve: (template, context): ScholarshipsListTemplate => ({ ...template, asOf: context.asOf ?? new Date(0).toISOString() }),
  structuredData: ({ template, site, url, publisher }) =>
    template.scholarships.map((scholarship): Exclude<MonetaryGrant, string> => {
      const apply = scholarship.applyLink?.href ?? scholarship.applyLink?.linkToURL;
      return {
        '@type': 'MonetaryGrant',
        name: scholarship.title,
        description: scholarship.summary,
        funder: publisher,
        ...(scholarship.amount
          ? { amount: { '@type': 'MonetaryAmount', value: scholarship.amount.value, currency: scholarship.amount.currency } }
          : {}),
        ...(scholarship.programs.length > 0
          ? { fundedItem: scholarship.programs.map((name) => ({ '@type': 'Course' as const, name })) }
          : {}),
        ...(apply && /^(https?:|\/)/.test(apply) ? { sameAs: absoluteUrl(site, apply) } : {}),
        url: `${url}#${scholarship.id}`,
      };
    }),
  examples: [
    {
      templateType: 'ScholarshipsList',
      intro: 'Scholarships for the 2027 intake.',
      pageSize: 2,
      scholarships: [
        {
          id: 'women-in-leadership',
          title: 'Women in Leadership Scholarship',
          summary: 'Covers half the fee of the Executive MBA for women in management roles.',
          deadline: '2027-03-31',
          scholarshipType: 'Merit',
          gender: ['Female'],
          programs: ['Executive MBA'],
          schools: ['Ibera Business School'],
          typeOfDegree: ['Master'],
          coverage: '50% of the fee',
          applyLink: { href: '/business-school/scholarships/apply/', text: 'Apply' },
        },
        {
          id: 'latin-america-talent',
          title: 'Latin America Talent Award',
          summary: 'For graduates from Latin America joining a master’s programme.',
          deadline: '2026-10-15',
          scholarshipType: 'Need-based',
          nationality: ['Mexican', 'Colombian', 'Chilean'],
          countryOfResidence: ['Mexico', 'Colombia', 'Chile'],
          typeOfDegree: ['Master'],
          amount: { value: 12000, currency: 'EUR' },
        },
        {
          id: 'family-business-heirs',
          title: 'Next Generation Scholarship',
          summary: 'For members of business families joining the family business programme.',
          deadline: '2027-05-15',
          scholarshipType: 'Merit',
          typeOfDegree: ['Executive'],
          amount: { value: 5000, currency: 'EUR' },
        },
      ],
    },
  ],
});
