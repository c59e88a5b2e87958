// TeacherDistributor: faculty members (SPEC §3 "Teacher") as portrait cards with their position,
// academic area and faculty category, each linking to the teacher's page. The cards are the
// teacher pages' own (like PeopleDistributor's, which lists the people a team page holds).
// Selected like any list, structuredData 'TeacherDetail', e.g. filtered by 'academicArea:Finance'.
import { defineListDistributor, type ListDistributorData } from '../../define/distributor.ts';

export const definition = defineListDistributor('TeacherDistributor', {
  family: 'distributor',
  description: 'TeacherDetail.',
  examples: [
    {
      component: 'TeacherDistributor',
      title: 'Meet the faculty',
      intro: 'Professors who teach in the programme and supervise its final projects.',
      data: { mode: 'auto', sources: [{ structuredData: 'TeacherDetail' }], order: 'alpha', quantity: 6 },
      link: { href: '/business-school/faculty/', text: 'The whole faculty' },
    },
    {
      component: 'TeacherDistributor',
      title: 'Profesorado de Finanzas',
      layout: 'list',
      data: { mode: 'auto', sources: [{ structuredData: 'TeacherDetail', filters: ['academicArea:Finance'] }], order: 'alpha' },
      link: { href: '/es/business-school/profesorado/', text: 'Todo el claustro' },
    },
  ],
});

export type TeacherDistributorProps = ListDistributorData<'TeacherDistributor'>;
