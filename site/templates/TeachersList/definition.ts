// Faculty (SPEC §2 TeachersList): the teacher pages below the list, filtered by academic area, faculty category, unit, centre, nationality and gender (SPEC §9).
import { defineListTemplate, type ListTemplateData } from '../../define/list-template.ts';

export const definition = defineListTemplate({
  name: 'TeachersList',
  search: 'teacher',
  detail: 'TeacherDetail',
  scope: 'below',
  filters: ['academicArea', 'facultyCategory', 'unit', 'centers', 'nationality', 'gender'],
  examples: [
    {
      templateType: 'TeachersList',
      intro: 'The faculty of the business school: researchers and practitioners.',
      pageSize: 2,
      // People are looked up by name: alphabetical, as the demo faculty page has it.
      data: {
        mode: 'navigation',
        referenceId: '/business-school/faculty/',
        sources: [{ structuredData: 'TeacherDetail' }],
        order: 'alpha',
      },
    },
  ],
});

export type TeachersListTemplate = ListTemplateData<'TeachersList'>;
