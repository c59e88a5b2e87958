// Example programme pages for the folder tests and the module gallery of the programme templates.
import type { z } from 'zod';
import type { programTemplateSchema } from './program.ts';

type Example<N extends string> = z.input<ReturnType<typeof programTemplateSchema<N>>>;

export function examples<N extends string>(templateType: N): Array<Example<N>> {
  return [
    {
      templateType,
      title: 'Master in Management',
      image: { url: '/media/campus.jpg', width: 1920, height: 1080, alt: 'Students crossing the main courtyard of the campus' },
      comparator: '/business-school/compare-programmes/',
      program: {
        code: 'master-in-management',
        programType: 'master',
        format: 'face-to-face',
        location: ['Madrid'],
        duration: { amount: 10, unit: 'months' },
        language: ['en', 'es'],
        intake: ['2026-09-14', '2027-01-18'],
        academicArea: ['Management'],
        credits: 60,
        fees: { amount: 28500, currency: 'EUR', per: 'programme' },
        brochure: { title: 'Master in Management brochure', href: '/media/brochure-mim.pdf', format: 'PDF, 3.1 MB' },
        abstract: 'A first management degree for graduates of any field, with a term abroad and a consulting project for a real company.',
        studyPlan: [
          { title: 'Term 1: Foundations', courses: ['Financial accounting', 'Marketing management', 'Data for decisions'] },
          { title: 'Term 2: Strategy', courses: ['Corporate strategy', 'Operations', 'Leading teams'] },
        ],
        residentialPeriods: [{ title: 'Immersion week', location: 'Segovia', startDate: '2026-09-14', endDate: '2026-09-18' }],
        reasonsWhy: [
          { title: 'A real client', text: 'Every team spends eight weeks solving a brief from a partner company.' },
          { title: 'Two intakes', text: 'Start in September or in January.' },
        ],
        forPeopleWho: ['have just finished a degree in any field', 'want a first job in business'],
        toBecome: ['Management consultant', 'Brand manager'],
        blogs: [{ href: '/business-school/news/a-term-in-singapore/', text: 'A term in Singapore, told by three students' }],
      },
      body: '<p>Ten months on campus in Madrid, taught in English or Spanish.</p>',
    },
    {
      templateType,
      title: 'Advanced Management Programme',
      program: {
        code: 'advanced-management-programme',
        programType: 'executive',
        format: 'blended',
        location: ['Madrid', 'Online'],
        duration: { amount: 6, unit: 'months' },
        language: ['en'],
        intake: ['2026-10-05'],
        abstract: 'For senior executives preparing to lead a company: four residential weeks and live online sessions.',
      },
    },
  ];
}
