// AtoZIndex: an alphabetical index of programmes (or of any pages a list selects) — every letter
// at the top as in-page links, then each letter's entries under its heading, in the page's
// language's order (Spanish puts Ñ after N; accents count as their letter). Plain anchors: it
// works without JavaScript. Selected at build like any list (SPEC §3 "List data source"),
// usually structuredData 'ProgramDetail'.
import { z } from 'zod';
import { defineModule } from '../../define/define.ts';
import { distributorSchema } from '../../define/distributor.ts';
import type { Card } from '../../../content/schema/index.ts';

const EXECUTIVE_OR_ONLINE_EN = ['programType:Executive', 'programType:Online programme'];
const EXECUTIVE_OR_ONLINE_ES = ['programType:Executive', 'programType:Programa online'];

const schema = distributorSchema('AtoZIndex').extend({
  intro: z.string().optional().describe('A sentence under the title saying what the index lists'),
  emptyLetters: z
    .enum(['show', 'hide'])
    .default('show')
    .describe('show: every letter of the alphabet, those without entries dimmed and not links; hide: only letters with entries'),
});

export type AtoZIndexProps = z.output<typeof schema> & { items: Card[] };

export const definition = defineModule({
  name: 'AtoZIndex',
  description: 'An alphabetical index of programmes or pages, with a letter navigation.',
  family: 'navigation',
  schema,
  resolve: (props, context): AtoZIndexProps => ({ ...props, items: context.cards(props.data) }),
  strings: {
    en: { 'atoz.letters': 'Letters', 'atoz.none': 'no entries', 'atoz.one': '1 entry', 'atoz.count': '{count} entries' },
    es: { 'atoz.letters': 'Letras', 'atoz.none': 'sin entradas', 'atoz.one': '1 entrada', 'atoz.count': '{count} entradas' },
  },
  examples: [
    {
      component: 'AtoZIndex',
      id: 'programmes-a-z',
      title: 'Executive and online programmes from A to Z',
      intro: 'Every programme for managers and every online programme of the business school, by name.',
      // The executive and online programmes: a family of schools has dozens of programmes in all.
      data: {
        mode: 'auto',
        sources: [
          { structuredData: 'ProgramDetail', filters: EXECUTIVE_OR_ONLINE_EN, filterOperator: 'or', globalOperator: 'or' },
          { structuredData: 'ProgramDetailMax', filters: EXECUTIVE_OR_ONLINE_EN, filterOperator: 'or' },
        ],
      },
      link: { href: '/business-school/programmes/', text: 'Search and compare programmes' },
    },
    {
      component: 'AtoZIndex',
      id: 'programas-a-z',
      title: 'Programas para directivos y online de la A a la Z',
      intro: 'Todos los programas para directivos y todos los programas online de la escuela, por nombre.',
      emptyLetters: 'hide',
      data: {
        mode: 'auto',
        sources: [
          { structuredData: 'ProgramDetail', filters: EXECUTIVE_OR_ONLINE_ES, filterOperator: 'or', globalOperator: 'or' },
          { structuredData: 'ProgramDetailMax', filters: EXECUTIVE_OR_ONLINE_ES, filterOperator: 'or' },
        ],
      },
      link: { href: '/es/business-school/programas/', text: 'Buscar y comparar programas' },
    },
  ],
});
