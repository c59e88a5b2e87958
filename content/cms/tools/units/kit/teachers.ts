// The faculty of a school: one `Teacher` a person, and its TeacherDetail page below the faculty list.
import type { Bilingual } from '../../data/news.ts';
import type { PageContext, PageSpec } from './types.ts';
import { bi } from './text.ts';

/** The faculty categories of the Spanish university system, as the schools name them. */
export const FACULTY_CATEGORY = {
  full: bi('Full professor', 'Catedrático'),
  associate: bi('Associate professor', 'Profesor titular'),
  assistant: bi('Assistant professor', 'Profesor ayudante'),
  adjunct: bi('Adjunct professor', 'Profesor asociado'),
} as const;

export type FacultyCategory = keyof typeof FACULTY_CATEGORY;

export interface Teacher {
  /** The page's key; `faculty-<slug>` when absent. */
  key?: string;
  /** The page's path below the faculty list, the same in both languages (`ines-calderon`). */
  slug: string;
  name: string;
  lastName: string;
  position: Bilingual<string>;
  area: Bilingual<string>;
  /** Their department (a faculty list's "unit" filter), where the school has departments. */
  unit?: Bilingual<string>;
  /** One of the usual categories, or the school's own wording of it. */
  category: FacultyCategory | Bilingual<string>;
  gender: 'f' | 'm';
  nationality: Bilingual<string>;
  summary: Bilingual<string>;
  /** The page's HTML body in each language (`sections(…)`). */
  body: Bilingual<string>;
  orcid?: string;
  linkedin?: string;
  /** The e-mail address; by default `name.first-surname@ibera.edu`, without accents. */
  email?: string;
}

/** `name.first-surname@ibera.edu` in lower case without accents (a compound name joined by dots). */
export const teacherEmail = (name: string, lastName: string): string =>
  `${name.replace(/\s+/g, '.')}.${lastName.split(' ')[0]}@ibera.edu`
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/** A teacher's TeacherDetail page, below the unit's page with the key 'faculty'. */
export function teacherPage(teacher: Teacher): PageSpec {
  const fullName = `${teacher.name} ${teacher.lastName}`;
  const category = typeof teacher.category === 'string' ? FACULTY_CATEGORY[teacher.category] : teacher.category;
  return {
    key: teacher.key ?? `faculty-${teacher.slug}`,
    slug: bi(`faculty/${teacher.slug}`, `profesorado/${teacher.slug}`),
    parent: 'faculty',
    templateType: 'TeacherDetail',
    title: bi(fullName, fullName),
    metaDescription: teacher.summary,
    template: (ctx) => ({
      teacher: {
        name: teacher.name,
        lastName: teacher.lastName,
        position: ctx.L(teacher.position.en, teacher.position.es),
        contact: teacher.email ?? teacherEmail(teacher.name, teacher.lastName),
        ...(teacher.linkedin ? { linkedin: teacher.linkedin } : {}),
        nationality: ctx.L(teacher.nationality.en, teacher.nationality.es),
        ...(teacher.orcid ? { orcid: teacher.orcid } : {}),
        academicArea: ctx.L(teacher.area.en, teacher.area.es),
        ...(teacher.unit ? { unit: ctx.L(teacher.unit.en, teacher.unit.es) } : {}),
        facultyCategory: ctx.L(category.en, category.es),
        gender: teacher.gender === 'f' ? ctx.L('Female', 'Mujer') : ctx.L('Male', 'Hombre'),
        image: ctx.portrait(fullName),
      },
      summary: ctx.L(teacher.summary.en, teacher.summary.es),
      body: ctx.L(teacher.body.en, teacher.body.es),
    }),
  };
}

/** A member of a centre's team, for its PersonList page. */
export interface TeamMember {
  /** `first-last`: the e-mail address is made from it. */
  id: string;
  name: string;
  lastName: string;
  position: Bilingual<string>;
  area?: Bilingual<string>;
  bio: Bilingual<string>;
}

/**
 * A team member as the PersonList page lists them, with an illustrated portrait; the e-mail
 * address is the id with its first hyphen a dot (`marta.quiroga@ibera.edu`) unless given.
 */
export const teamMember = (
  ctx: PageContext,
  person: TeamMember,
  email = `${person.id.replace('-', '.')}@ibera.edu`,
): Record<string, unknown> => ({
  id: person.id,
  kind: 'member',
  name: person.name,
  lastName: person.lastName,
  position: ctx.L(person.position.en, person.position.es),
  ...(person.area ? { area: ctx.L(person.area.en, person.area.es) } : {}),
  bio: ctx.L(person.bio.en, person.bio.es),
  image: ctx.portrait(`${person.name} ${person.lastName}`),
  email,
});
