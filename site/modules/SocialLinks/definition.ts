// SocialLinks: the institution's profiles on social networks, each a link named by the network
// and the account (SPEC §9 "Icons": the social networks; §2 "Module registry": content). The
// glyphs are the theme's core social icons, drawn by CSS like the footer's and the share links'.
import { z } from 'zod';
import { HrefSchema } from '../../../content/schema/index.ts';
import { SOCIAL } from '../../../themes/icons/core-paths.ts';
import { defineModule } from '../../define/define.ts';

const NETWORKS = Object.keys(SOCIAL) as [string, ...string[]];

export const definition = defineModule({
  name: 'SocialLinks',
  family: 'content',
  description:
    'Profiles on social networks in a navigation landmark, each link named "network: account"; the glyph is the theme\'s, drawn by CSS; icons (names for screen readers) or list.',
  schema: z.strictObject({
    component: z.literal('SocialLinks'),
    id: z.string().optional(),
    title: z.string().optional(),
    text: z.string().optional(),
    links: z
      .array(
        z.strictObject({
          network: z.enum(NETWORKS).describe('The network, which chooses the icon and the spoken name'),
          href: HrefSchema,
          /** The account as visitors know it, e.g. "@familybusinesscentre". */
          account: z.string().max(80).optional(),
        }),
      )
      .min(1),
    /** `icons`: a row of icons (names for screen readers only); `list`: icons with the network and account written beside them. */
    layout: z.enum(['icons', 'list']).default('icons'),
  }),
  strings: {
    en: { 'socialLinks.title': 'Follow us', 'socialLinks.label': '{network}: {account}' },
    es: { 'socialLinks.title': 'Síguenos', 'socialLinks.label': '{network}: {account}' },
  },
  examples: [
    {
      component: 'SocialLinks',
      title: 'Follow the Centre for Business Families',
      text: 'Research, events and stories of business families, every week.',
      layout: 'list',
      links: [
        { network: 'linkedin', href: 'https://www.linkedin.com/school/ibera-business-families/', account: 'Centre for Business Families' },
        { network: 'instagram', href: 'https://www.instagram.com/iberafamilies/', account: '@iberafamilies' },
        { network: 'youtube', href: 'https://www.youtube.com/@iberafamilies', account: 'Ibera Business Families' },
        { network: 'podcast', href: '/campus-tour/', account: 'The Family Firm podcast' },
        { network: 'newsletter', href: '/contact-us/', account: 'The family business letter' },
      ],
    },
    {
      component: 'SocialLinks',
      title: 'Síguenos',
      links: [
        { network: 'linkedin', href: 'https://www.linkedin.com/school/ibera-business-families/', account: 'Cátedra de Empresa Familiar' },
        { network: 'twitter', href: 'https://x.com/iberafamilies', account: '@iberafamilies' },
        { network: 'instagram', href: 'https://www.instagram.com/iberafamilies/', account: '@iberafamilies' },
      ],
    },
  ],
});

export type SocialLinksProps = z.output<typeof definition.schema>;
