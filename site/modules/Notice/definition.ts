// Notice: an important notice on a page (a change to the application procedure, a deadline that
// is near, a service closed for works), SPEC §2 "Module registry": content. Its tone is said in
// words as well as by its colour and icon (WCAG 1.4.1), and a deadline notice carries its date.
import { z } from 'zod';
import { LinkSchema } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';
import { RichTextSchema } from '../../define/rich-text.ts';

export const NOTICE_TONES = ['info', 'warning', 'deadline'] as const;

export const definition = defineModule({
  name: 'Notice',
  description: 'An important notice in an info, warning or deadline tone, with an optional date and link.',
  family: 'content',
  schema: z
    .strictObject({
      component: z.literal('Notice'),
      id: z.string().optional(),
      tone: z
        .enum(NOTICE_TONES)
        .default('info')
        .describe('info: something to know; warning: a change or a problem; deadline: a date not to miss (give the date)'),
      title: z.string().min(1).max(140).describe('What the notice is about, in one line, e.g. "The library closes on 24 December"'),
      text: RichTextSchema.optional().describe('What visitors need to know or do (rich text, a few sentences)'),
      date: z.iso.date({ message: 'Must be a date such as 2027-01-15' }).optional().describe('The date of a deadline notice'),
      link: LinkSchema.optional().describe('Where to read more or act, with its text'),
    })
    .superRefine((notice, context) => {
      if (notice.tone === 'deadline' && !notice.date)
        context.addIssue({ code: 'custom', path: ['date'], message: 'A deadline notice needs its date (e.g. 2027-01-15)' });
      if (notice.link && !notice.link.text)
        context.addIssue({ code: 'custom', path: ['link', 'text'], message: 'Give the link a text that says where it goes' });
    }),
  strings: {
    en: { 'notice.info': 'Important', 'notice.warning': 'Warning', 'notice.deadline': 'Deadline', 'notice.date': 'Deadline:' },
    es: { 'notice.info': 'Importante', 'notice.warning': 'Atención', 'notice.deadline': 'Plazo', 'notice.date': 'Fecha límite:' },
  },
  examples: [
    {
      component: 'Notice',
      tone: 'deadline',
      title: 'Second admissions round closes soon',
      text: '<p>Applications for the Master in Family Business Management starting in September 2027 close at 23:59 (Madrid time). Upload your transcript and two references before you submit.</p>',
      date: '2027-01-15',
      link: { href: '/business-school/admissions/', text: 'How to apply' },
    },
    {
      component: 'Notice',
      tone: 'warning',
      title: 'Nuevo procedimiento de legalización de títulos',
      text: '<p>Desde el 1 de febrero, los títulos obtenidos fuera de la Unión Europea deben llevar la <strong>apostilla de La Haya</strong> o la legalización por vía diplomática. Sin ella no podemos aceptar tu matrícula.</p>',
      link: { href: '/es/business-school/admisiones/', text: 'Requisitos de admisión' },
    },
    {
      component: 'Notice',
      title: 'The research library moves to the Serrano building in March',
      text: '<p>Loans can be returned at either building until 28 February. From 1 March, the reading room opens on the second floor of Calle de Serrano 105.</p>',
    },
  ],
});

export type NoticeProps = z.output<typeof definition.schema>;
