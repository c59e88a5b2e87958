// EmbedConsent: a page of another site framed in ours (a survey, a 3D model, a timetable, a
// playlist), loaded only with the visitor's consent (docs/third-parties.md). Such pages set
// their own cookies, so the frame is created only while the visitor consents to marketing
// through the site's consent platform, and only when the site allows its host
// (`thirdParties.embed.hosts.frame`, which the Content-Security-Policy lists as a frame source).
// Everyone else, and every visitor without JavaScript, gets the title, what it is and a link
// that opens it on its own site.
import { z } from 'zod';
import { defineModule } from '../../define/define.ts';

export const definition = defineModule({
  name: 'EmbedConsent',
  family: 'media',
  description: 'Content from another site (a video, a map, a post), shown only once the visitor consents; a link to it before.',
  schema: z.strictObject({
    component: z.literal('EmbedConsent'),
    id: z.string().optional(),
    title: z.string().min(1).describe('What the embedded page is; also the name of its frame'),
    description: z.string().optional(),
    /** The address of the page to embed: https only. */
    src: z.url({ protocol: /^https$/, message: 'Must be an https address, e.g. https://forms.office.com/…' }),
    /** Its shape: a wide frame (16:9), a square one, or a tall one for forms (3:4). */
    ratio: z.enum(['16:9', '1:1', '3:4']).default('16:9'),
  }),
  strings: {
    en: {
      'embed.notice': 'This content is on {host}, which sets its own cookies. It shows here once you accept marketing cookies.',
      'embed.blocked': 'This content is on {host}.',
      'embed.settings': 'Cookie settings',
      'embed.open': 'Open it on {host} (opens in a new tab)',
    },
    es: {
      'embed.notice':
        'Este contenido está en {host}, que usa sus propias cookies. Se muestra aquí cuando aceptas las cookies de marketing.',
      'embed.blocked': 'Este contenido está en {host}.',
      'embed.settings': 'Configuración de cookies',
      'embed.open': 'Ábrelo en {host} (se abre en una pestaña nueva)',
    },
  },
  examples: [
    {
      component: 'EmbedConsent',
      title: 'Map: from Gregorio Marañón metro to the visitor entrance',
      description:
        'The five-minute walk from the metro exit on Paseo de la Castellana to the visitor entrance on Calle de María de Molina.',
      src: 'https://www.openstreetmap.org/export/embed.html?bbox=-3.6920%2C40.4350%2C-3.6800%2C40.4410&layer=mapnik&marker=40.4381%2C-3.6851',
    },
    {
      component: 'EmbedConsent',
      title: 'Mapa: del metro de Gregorio Marañón a la entrada de visitantes',
      description:
        'Cinco minutos a pie desde la salida del metro en el paseo de la Castellana hasta la entrada de visitantes en la calle de María de Molina.',
      src: 'https://www.openstreetmap.org/export/embed.html?bbox=-3.6920%2C40.4350%2C-3.6800%2C40.4410&layer=mapnik&marker=40.4381%2C-3.6851',
      ratio: '1:1',
    },
  ],
});

export type EmbedConsentProps = z.output<typeof definition.schema>;
