// Chatbot: the editor places it on the pages where the institution's chatbot belongs. It shows
// nothing itself; it is the marker the chatbot loader looks for after every route update
// (SPEC §2 "Chatbot loader", docs/third-parties.md). The chatbot appears only when the site
// document configures one and the visitor has consented to its category.
import { z } from 'zod';
import { defineModule } from '../../define/define.ts';

export const definition = defineModule({
  name: 'Chatbot',
  family: 'popup',
  description: "The chat assistant's button, opening the third-party chat.",
  schema: z.strictObject({
    component: z.literal('Chatbot'),
    id: z.string().optional(),
  }),
  examples: [{ component: 'Chatbot' }],
});

export type ChatbotProps = z.output<typeof definition.schema>;
