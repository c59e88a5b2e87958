// The demo images of content/cms/media/ (drawn by ../make-media.ts) as the CMS's image objects:
// their size and an alternative text per language that says what the picture shows.
import type { Bilingual } from './news.ts';
import { logoNumberOf } from './partners.ts';
import { portraitNumberOf } from './portraits.ts';

export interface MediaImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

type Entry = [width: number, height: number, en: string, es: string];

const WIDE: [number, number] = [1440, 810];

const library = {
  'campus.jpg': [1920, 1080, 'The university campus on a bright morning', 'El campus de la universidad en una mañana luminosa'],
  'family-business.jpg': [1920, 1280, 'A family-owned shop street at sunset', 'Una calle de comercios familiares al atardecer'],
  'event.jpg': [1920, 1080, 'Guests arriving at an evening event in the city', 'Invitados llegando a un acto de tarde en la ciudad'],
  'research.jpg': [
    1600,
    1067,
    'Office buildings by the river where many family firms are based',
    'Edificios de oficinas junto al río, sede de muchas empresas familiares',
  ],
  'library.jpg': [
    1600,
    1067,
    'The university library district in warm evening light',
    'El barrio de la biblioteca universitaria con la luz cálida de la tarde',
  ],
  'meeting.jpg': [
    1600,
    1067,
    'People crossing a square in front of company offices',
    'Personas cruzando una plaza frente a oficinas de empresas',
  ],
  'city-dusk.jpg': [...WIDE, 'A city skyline at dusk with lit windows', 'El perfil de una ciudad al anochecer con las ventanas iluminadas'],
  'city-morning.jpg': [...WIDE, 'Office towers in the morning sun', 'Torres de oficinas bajo el sol de la mañana'],
  'harbour.jpg': [...WIDE, 'Waterfront buildings under a blue sky', 'Edificios junto al agua bajo un cielo azul'],
  'old-town.jpg': [...WIDE, 'The old town of Segovia in the late afternoon', 'El casco antiguo de Segovia a última hora de la tarde'],
  'night-city.jpg': [...WIDE, 'Mexico City at night', 'Ciudad de México de noche'],
  'green-valley.jpg': [...WIDE, 'A town surrounded by green hills', 'Una ciudad rodeada de colinas verdes'],
  'boardroom.jpg': [
    ...WIDE,
    'Family members and advisers around a boardroom table',
    'Familiares y asesores alrededor de la mesa de un consejo',
  ],
  'classroom.jpg': [...WIDE, 'Participants in a classroom session of a programme', 'Participantes en una sesión de aula de un programa'],
  'workshop.jpg': [...WIDE, 'A workshop with young members of business families', 'Un taller con jóvenes de familias empresarias'],
  'auditorium.jpg': [
    ...WIDE,
    'An audience facing the stage of the university auditorium',
    'El público ante el escenario del auditorio de la universidad',
  ],
  'webinar.jpg': [...WIDE, 'A presenter and slides as seen in an online session', 'Una ponente y sus diapositivas en una sesión en línea'],
  'seminar.jpg': [...WIDE, 'A small seminar around a long table', 'Un seminario reducido alrededor de una mesa larga'],
} satisfies Record<string, Entry>;

export type MediaName = keyof typeof library | `cover-${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8}.jpg`;

/** An image of the library in the given language; a cover's alt names the publication. */
export function media(name: MediaName, locale: keyof Bilingual<string>, subject?: string): MediaImage {
  if (name.startsWith('cover-')) {
    const alt = locale === 'en' ? `Cover of “${subject ?? ''}”` : `Portada de «${subject ?? ''}»`;
    return { url: `/media/${name}`, width: WIDE[0], height: WIDE[1], alt };
  }
  const [width, height, en, es] = library[name as keyof typeof library];
  return { url: `/media/${name}`, width, height, alt: locale === 'en' ? en : es };
}

/** The address of a site's own drawing of a scene: `/media/<site>--<scene>.jpg`. */
export const SITE_SCENE = /^\/media\/([a-z0-9-]+)--([a-z0-9-]+\.jpg)$/u;

/**
 * A scene of the library as one site of the family shows it: the same subject (and so the same
 * alternative text) drawn in that site's own palette and shapes, so the sites do not repeat each
 * other's pictures. make-media.ts draws every such scene a document names; covers are shared.
 */
export function siteMedia(site: string, name: MediaName, locale: keyof Bilingual<string>, subject?: string): MediaImage {
  const image = media(name, locale, subject);
  return name.startsWith('cover-') ? image : { ...image, url: `/media/${site}--${name}` };
}

/**
 * A person's illustrated portrait (800×1000): chosen by name (./portraits.ts), so the same
 * person has the same face everywhere and a face matches the name's presentation.
 */
export const portrait = (name: string, locale: keyof Bilingual<string>): MediaImage => ({
  url: `/media/portrait-${portraitNumberOf(name)}.jpg`,
  width: 800,
  height: 1000,
  alt: locale === 'en' ? `Portrait of ${name}` : `Retrato de ${name}`,
});

/** A partner's logo (600×160), which shows the partner's name: the name is its alternative text. */
export function logo(name: string): MediaImage {
  const number = logoNumberOf(name);
  if (number === undefined)
    throw new Error(`No logo shows "${name}": add the organisation to content/cms/tools/data/partners.ts and run npm run media`);
  return { url: `/media/logo-${number}.png`, width: 600, height: 160, alt: name };
}
