import { z } from 'zod';
import { PersonSchema, type Card, type Person } from '../../../content/schema/index.ts';
import { personList } from '../../lib/structured-data/templates.ts';
import { defineTemplate } from '../../define/define.ts';
import { listFields } from '../../define/list-template.ts';

const schema = z
  .strictObject({
    templateType: z.literal('PersonList'),
    ...listFields,
    people: z.array(PersonSchema).min(1),
  })
  .superRefine((template, context) => {
    const seen = new Set<string>();
    template.people.forEach((person, index) => {
      if (seen.has(person.id))
        context.addIssue({
          code: 'custom',
          message: `Used twice: "${person.id}". Each person needs their own id`,
          path: ['people', index, 'id'],
        });
      seen.add(person.id);
    });
  });

export type PersonListTemplate = z.output<typeof schema>;

export function fullName(person: Person): string {
  return person.lastName ? `${person.name} ${person.lastName}` : person.name;
}

/** What a list filters people by: members by academic area, partners by sector (SPEC §9). */
export function personFacets(person: Person): Record<string, string[]> {
  return { kind: [person.kind], [person.kind === 'member' ? 'academicArea' : 'sector']: person.area ? [person.area] : [] };
}

export const definition = defineTemplate({
  name: 'PersonList',
  schema,
  search: 'teacher',
  openGraph: 'website',
  images: (template) =>
    template.people.map((person) =>
      person.kind === 'partner' ? ([person.logo ?? person.image, 'logo'] as const) : ([person.image, 'profile'] as const),
    ),
  structuredData: ({ template, ...input }) => personList({ ...input, template }),
  // People are entities of their list page: distributors select them as structuredData 'Person'.
  entities: (page, template) =>
    template.people.map((person) => {
      const image = person.kind === 'partner' ? (person.logo ?? person.image) : person.image;
      const card: Card = {
        kind: 'person',
        id: `${person.id}-${page.locale}`,
        title: fullName(person),
        url: page.path,
        label: person.position,
        ...(person.area ? { summary: person.area } : {}),
        ...(image ? { image } : {}),
        facets: personFacets(person),
      };
      return { structuredData: 'Person', group: person.id, card };
    }),
  examples: [
    {
      templateType: 'PersonList',
      intro: 'Researchers and partners of the Centre for Business Families.',
      filters: ['academicArea'],
      people: [
        {
          id: 'laura-mendez',
          kind: 'member',
          name: 'Laura',
          lastName: 'Méndez',
          position: 'Director',
          area: 'Succession',
          bio: 'Professor of management; twenty years of research on succession in family firms.',
          image: { url: '/media/portrait-1.jpg', width: 800, height: 1000, alt: 'Laura Méndez' },
          email: 'laura.mendez@ibera.edu',
          linkedin: 'https://www.linkedin.com/in/laura-mendez-ibera/',
        },
        {
          id: 'carlos-ruiz',
          kind: 'member',
          name: 'Carlos',
          lastName: 'Ruiz',
          position: 'Senior researcher',
          area: 'Finance',
          image: { url: '/media/portrait-2.jpg', width: 800, height: 1000, alt: 'Carlos Ruiz' },
        },
        {
          id: 'grupo-aurelia',
          kind: 'partner',
          name: 'Grupo Aurelia',
          position: 'Founding partner',
          area: 'Retail',
          logo: { url: '/media/logo-1.png', width: 600, height: 160, alt: 'Grupo Aurelia' },
          website: 'https://www.grupoaurelia.example/',
        },
      ],
    },
  ],
});
