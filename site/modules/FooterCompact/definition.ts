// FooterCompact: one slim band for pages that need little footer (a form, a thank-you page, a
// microsite's inner pages), placed by the editor on a page whose site footer is off
// (`showFooter: false`): the school's footer logo, an optional line (an address, an
// accreditation), the legal menu and the copyright, all but the line the site footer's own parts
// (site/components/Footer/parts.tsx).
import { z } from 'zod';
import { defineModule } from '../../define/define.ts';

export const definition = defineModule({
  name: 'FooterCompact',
  family: 'footer',
  description: 'One slim band: the logo, an optional line (address, accreditation), the legal menu and the copyright.',
  schema: z.strictObject({
    component: z.literal('FooterCompact'),
    id: z.string().optional(),
    /** One short line beside the logo, e.g. the address or an accreditation. */
    note: z.string().max(160).optional(),
    showSocial: z.boolean().default(false),
  }),
  examples: [
    { component: 'FooterCompact', note: 'Calle de María de Molina 11, 28006 Madrid · Accredited by AACSB and EQUIS', showSocial: true },
    { component: 'FooterCompact', note: 'Calle de María de Molina 11, 28006 Madrid · Centro acreditado por AACSB y EQUIS' },
  ],
});

export type FooterCompactProps = z.output<typeof definition.schema>;
