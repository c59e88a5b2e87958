// StudyPlan: a programme's semesters and their courses with ECTS credits (SPEC §3 "Program":
// study plan). Each semester opens and closes (native <details>, SPEC §4 "accordion: open and
// close states"), so the plan works with the keyboard and without JavaScript.
import { z } from 'zod';
import { defineModule } from '../../define/define.ts';

const CourseSchema = z.strictObject({
  title: z.string().min(1),
  ects: z.number().positive().max(60).describe('ECTS credits of the course'),
  /** Compulsory unless said otherwise. */
  type: z.enum(['compulsory', 'elective', 'project', 'internship']).default('compulsory'),
  description: z.string().max(300).optional(),
});

export const definition = defineModule({
  name: 'StudyPlan',
  family: 'collection',
  description: 'The study plan: one disclosure per semester, its credits in the summary, the courses in a table captioned by semester.',
  schema: z.strictObject({
    component: z.literal('StudyPlan'),
    id: z.string().optional(),
    title: z.string().optional(),
    intro: z.string().optional(),
    semesters: z
      .array(
        z.strictObject({
          title: z.string().min(1).describe('e.g. "Semester 1 (September–January)"'),
          /** Shown open when the page loads. */
          open: z.boolean().default(false),
          courses: z.array(CourseSchema).min(1),
        }),
      )
      .min(1),
  }),
  strings: {
    en: {
      'studyPlan.title': 'Study plan',
      'studyPlan.total': '{count} ECTS',
      'studyPlan.programmeTotal': 'Total: {count} ECTS',
      'studyPlan.course': 'Course',
      'studyPlan.type': 'Type',
      'studyPlan.ects': 'ECTS',
      'studyPlan.compulsory': 'Compulsory',
      'studyPlan.elective': 'Elective',
      'studyPlan.project': 'Project',
      'studyPlan.internship': 'Internship',
    },
    es: {
      'studyPlan.title': 'Plan de estudios',
      'studyPlan.total': '{count} ECTS',
      'studyPlan.programmeTotal': 'Total: {count} ECTS',
      'studyPlan.course': 'Asignatura',
      'studyPlan.type': 'Tipo',
      'studyPlan.ects': 'ECTS',
      'studyPlan.compulsory': 'Obligatoria',
      'studyPlan.elective': 'Optativa',
      'studyPlan.project': 'Proyecto',
      'studyPlan.internship': 'Prácticas',
    },
  },
  examples: [
    {
      component: 'StudyPlan',
      title: 'Master in Family Business Management: study plan',
      intro: 'Two semesters of courses and a final project with your own family firm.',
      semesters: [
        {
          title: 'Semester 1 (September–January)',
          open: true,
          courses: [
            { title: 'Family firms: theory and evidence', ects: 6 },
            { title: 'Financial statements for owners', ects: 6 },
            { title: 'Family governance and family protocols', ects: 6 },
            { title: 'Negotiation within the family', ects: 3, type: 'elective' },
          ],
        },
        {
          title: 'Semester 2 (February–June)',
          courses: [
            { title: 'Succession and the next generation', ects: 6 },
            { title: 'Family offices and wealth management', ects: 6, type: 'elective' },
            { title: 'Internship in a family firm', ects: 9, type: 'internship' },
            { title: 'Final project', ects: 12, type: 'project', description: 'A governance or succession plan for a real family firm.' },
          ],
        },
      ],
    },
    {
      component: 'StudyPlan',
      title: 'Plan de estudios',
      semesters: [
        {
          title: 'Primer semestre',
          courses: [
            { title: 'Empresa familiar: teoría y evidencia', ects: 6 },
            { title: 'Gobierno de la familia empresaria', ects: 6 },
          ],
        },
        {
          title: 'Segundo semestre',
          courses: [
            { title: 'Sucesión y relevo generacional', ects: 6 },
            { title: 'Trabajo fin de máster', ects: 12, type: 'project' },
          ],
        },
      ],
    },
  ],
});

export type StudyPlanProps = z.output<typeof definition.schema>;
