// ShareBar: share links for the page it sits on, where the editor places it (a programme, an
// open day, a report). The same plain links as the detail pages' share links (site/lib/share-links.ts):
// no network script, nothing sent before the visitor follows a link. Besides the networks it
// offers an email link and, once the page runs, a button that copies the page's address.
import { z } from 'zod';
import { defineModule } from '../../define/define.ts';
import { SHARE_NETWORKS } from '../../lib/share-links.ts';

const NETWORK_IDS = SHARE_NETWORKS.map((network) => network.id) as [ShareNetworkId, ...ShareNetworkId[]];
type ShareNetworkId = (typeof SHARE_NETWORKS)[number]['id'];

export interface ShareBarProps {
  component: 'ShareBar';
  id?: string | undefined;
  title: string | undefined;
  /** What is shared with the address: the editor's text, else the page's title. */
  text: string;
  networks: ShareNetworkId[];
  email: boolean;
  copyLink: boolean;
  /** The page, for its canonical address. */
  page: { path: string; canonical: string | null | undefined };
}

export const definition = defineModule({
  name: 'ShareBar',
  family: 'navigation',
  description:
    'The page\'s canonical address shared as plain links (the detail pages\' share links, site/lib/share-links.ts: no network script), each named "Share on … (opens in a new tab)"; an email link; once the page runs, "Copy link", announced when done.',
  schema: z.strictObject({
    component: z.literal('ShareBar'),
    id: z.string().optional(),
    /** A visible heading above the links, e.g. "Share this programme". */
    title: z.string().optional(),
    /** The text shared with the page's address (networks that take one, and the email's subject). */
    text: z.string().optional().describe("Shared with the page's address; the page's title when empty"),
    networks: z
      .array(z.enum(NETWORK_IDS))
      .min(1)
      .default([...NETWORK_IDS]),
    email: z.boolean().default(true),
    copyLink: z.boolean().default(true),
  }),
  resolve: (props, context): ShareBarProps => ({
    component: props.component,
    id: props.id,
    title: props.title,
    text: props.text ?? context.page.title,
    networks: props.networks,
    email: props.email,
    copyLink: props.copyLink,
    page: { path: context.page.path, canonical: context.page.canonical },
  }),
  strings: {
    en: {
      'shareBar.email': 'Share by email',
      'shareBar.copy': 'Copy link',
      'shareBar.copied': 'Link copied',
    },
    es: {
      'shareBar.email': 'Compartir por correo electrónico',
      'shareBar.copy': 'Copiar enlace',
      'shareBar.copied': 'Enlace copiado',
    },
  },
  examples: [
    {
      component: 'ShareBar',
      title: 'Share this programme',
      text: 'Next Generation Programme: two years of preparation for the heirs of family firms',
    },
    {
      component: 'ShareBar',
      title: 'Comparte esta jornada',
      text: 'Tarde de puertas abiertas del campus de Madrid, 14 de marzo de 2027',
      networks: ['linkedin', 'whatsapp'],
      copyLink: false,
    },
  ],
});
