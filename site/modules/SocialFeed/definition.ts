// SocialFeed: the latest posts of one of the institution's social accounts, behind consent. The
// posts come from the networks through the social-feed service (`thirdParties.socialFeed`,
// docs/third-parties.md), whose script loads only while the visitor consents to marketing
// cookies; the module renders the posts itself. Before that, without JavaScript, and on a site
// without the service, it is the heading, a line saying where the posts are and why they are
// not shown, "Cookie settings", and a link to the account's profile.
import { z } from 'zod';
import { defineModule } from '../../define/define.ts';

/** The networks a feed can come from (each has its glyph in the theme's social icons). */
export const FEED_NETWORKS = ['linkedin', 'twitter', 'instagram', 'facebook', 'youtube', 'tiktok'] as const;

export const definition = defineModule({
  name: 'SocialFeed',
  family: 'media',
  description: "An account's latest social-media posts, loaded only with marketing consent; a link to the profile otherwise.",
  schema: z.strictObject({
    component: z.literal('SocialFeed'),
    id: z.string().optional(),
    title: z.string().min(1).describe('The heading, e.g. "Latest on LinkedIn".'),
    intro: z.string().optional(),
    network: z.enum(FEED_NETWORKS).describe('The network the posts come from.'),
    account: z.string().min(1).describe('The account as the network shows it, e.g. @iberafamilies.'),
    profile: z
      .url({ protocol: /^https$/, message: "Must be the https address of the account's profile" })
      .describe("The account's profile: the link every visitor gets, with or without consent."),
    count: z.number().int().min(1).max(12).default(4).describe('How many of the latest posts to show.'),
  }),
  strings: {
    en: {
      'socialFeed.notice':
        'The latest posts of {account} come from {network}, which sets its own cookies. They show here once you accept marketing cookies.',
      'socialFeed.settings': 'Cookie settings',
      'socialFeed.profile': '{account} on {network} (opens in a new tab)',
      'socialFeed.loading': 'Loading the latest posts…',
      'socialFeed.failed': 'The posts could not be loaded. See them on {network}.',
      'socialFeed.shown': 'The latest {count} posts of {account} on {network}',
      'socialFeed.post': 'See the post of {date} on {network} (opens in a new tab)',
    },
    es: {
      'socialFeed.notice':
        'Las últimas publicaciones de {account} vienen de {network}, que usa sus propias cookies. Se muestran aquí cuando aceptas las cookies de marketing.',
      'socialFeed.settings': 'Configuración de cookies',
      'socialFeed.profile': '{account} en {network} (se abre en una pestaña nueva)',
      'socialFeed.loading': 'Cargando las últimas publicaciones…',
      'socialFeed.failed': 'No se han podido cargar las publicaciones. Míralas en {network}.',
      'socialFeed.shown': 'Las {count} últimas publicaciones de {account} en {network}',
      'socialFeed.post': 'Ver la publicación del {date} en {network} (se abre en una pestaña nueva)',
    },
  },
  examples: [
    {
      component: 'SocialFeed',
      title: 'Latest on LinkedIn',
      intro: 'Research, events and news from the centre, as we share them with our community.',
      network: 'linkedin',
      account: 'Centre for Business Families',
      profile: 'https://www.linkedin.com/school/ibera-business-families/',
      count: 4,
    },
    {
      component: 'SocialFeed',
      title: 'Síguenos en Instagram',
      network: 'instagram',
      account: '@iberafamilies',
      profile: 'https://www.instagram.com/iberafamilies/',
      count: 3,
    },
  ],
});

export type SocialFeedProps = z.output<typeof definition.schema>;
