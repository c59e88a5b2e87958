// EventCalendar: what the CMS sends, what the build does with it, and what it shows.
import { z } from 'zod';
import { defineModule } from '../../define/define.ts';

export const definition = defineModule({
  name: 'EventCalendar',
  schema: z.strictObject({
    component: z.literal('EventCalendar'),
    id: z.string().optional(),
    title: z.string().min(1),
    text: z.string().optional(),
  }),
  examples: [{ component: 'EventCalendar', title: 'A EventCalendar module', text: 'What the module tells visitors.' }],
});

export type EventCalendarProps = z.output<typeof definition.schema>;
