// Dissemination events: each becomes an EventDetail page in English and Spanish.
import type { Bilingual } from './news.ts';

export interface EventItem {
  id: string;
  slug: Bilingual<string>;
  eventType: 'hybrid' | 'face-to-face' | 'online';
  startDate: string;
  endDate?: string;
  location?: Bilingual<string>;
  /** Where it takes place (the events list's "country" filter); online events have none. */
  country?: Bilingual<string>;
  /** Who organises it with the centre (the events list's "centre" filter). */
  coOrganisers?: Array<Bilingual<string>>;
  register?: boolean;
  title: Bilingual<string>;
  summary: Bilingual<string>;
  body: Bilingual<string>;
}

const madrid = { en: 'Ibera University, Madrid campus', es: 'Ibera University, campus de Madrid' };
const segovia = { en: 'Ibera University, Segovia campus', es: 'Ibera University, campus de Segovia' };
const spain = { en: 'Spain', es: 'España' };
const mexico = { en: 'Mexico', es: 'México' };
const businessSchool = { en: 'Ibera Business School', es: 'Escuela de Negocios Ibera' };
const p = (en: string, es: string): Bilingual<string> => ({ en: `<p>${en}</p>`, es: `<p>${es}</p>` });

export const events: EventItem[] = [
  {
    id: 'event-mexico-forum-2027',
    slug: { en: 'family-offices-forum-mexico-city-2027', es: 'foro-family-offices-ciudad-de-mexico-2027' },
    eventType: 'hybrid',
    startDate: '2027-03-17T15:00:00Z',
    endDate: '2027-03-18T22:00:00Z',
    location: { en: 'Mexico City', es: 'Ciudad de México' },
    country: mexico,
    register: true,
    title: { en: 'Family Offices Forum 2027, Mexico City', es: 'Foro de Family Offices 2027, Ciudad de México' },
    summary: {
      en: 'Two days on governance, succession and investment for family offices across Latin America.',
      es: 'Dos días sobre gobierno, sucesión e inversión para los family offices de toda Latinoamérica.',
    },
    body: p(
      'After a first edition with 150 participants, the forum returns to Mexico City with sessions led by family office heads from six countries and the results of our regional census.',
      'Tras una primera edición con 150 participantes, el foro vuelve a Ciudad de México con sesiones dirigidas por responsables de family offices de seis países y los resultados de nuestro censo regional.',
    ),
  },
  {
    id: 'event-annual-conference-2027',
    slug: { en: 'annual-conference-2027', es: 'congreso-anual-2027' },
    eventType: 'hybrid',
    startDate: '2027-01-27T09:00:00Z',
    endDate: '2027-01-28T14:00:00Z',
    location: madrid,
    country: spain,
    register: true,
    title: { en: 'Annual Conference on Business Families 2027', es: 'Congreso Anual de Familias Empresarias 2027' },
    summary: {
      en: 'Research and practice on ownership, the next generation and family wealth.',
      es: 'Investigación y práctica sobre propiedad, siguiente generación y patrimonio familiar.',
    },
    body: p(
      'Our flagship meeting brings together owners, advisers and researchers for two days of plenary sessions and workshops, opened by a conversation between two generations of a retail family.',
      'Nuestro encuentro principal reúne a propietarios, asesores e investigadores durante dos días de sesiones plenarias y talleres, que abre una conversación entre dos generaciones de una familia del comercio.',
    ),
  },
  {
    id: 'event-webinar-dividends',
    slug: { en: 'webinar-dividend-policy', es: 'webinar-politica-dividendos' },
    eventType: 'online',
    startDate: '2026-12-15T16:00:00Z',
    register: true,
    title: {
      en: 'Webinar: a dividend policy the whole family understands',
      es: 'Webinar: una política de dividendos que toda la familia entienda',
    },
    summary: {
      en: 'How families balance reinvestment and payouts, with examples from our research.',
      es: 'Cómo equilibran las familias reinversión y reparto, con ejemplos de nuestra investigación.',
    },
    body: p(
      'Daniel Ruiz presents what ten years of data on Spanish family firms say about dividends, and how a written policy prevents disputes between shareholder branches.',
      'Daniel Ruiz presenta lo que dicen diez años de datos de empresas familiares españolas sobre los dividendos, y cómo una política escrita evita disputas entre ramas accionistas.',
    ),
  },
  {
    id: 'event-succession-barometer-presentation',
    slug: { en: 'succession-barometer-2026-presentation', es: 'presentacion-barometro-sucesion-2026' },
    eventType: 'hybrid',
    startDate: '2026-12-10T17:00:00Z',
    location: madrid,
    country: spain,
    register: true,
    title: { en: 'Presentation of the Succession Barometer 2026', es: 'Presentación del Barómetro de la Sucesión 2026' },
    summary: {
      en: 'The authors present the results, followed by a panel of family business owners.',
      es: 'Los autores presentan los resultados, seguidos de una mesa de empresarios familiares.',
    },
    body: p(
      "Join us in Madrid or online for the presentation of this year's barometer. The session ends with questions from the audience.",
      'Acompáñanos en Madrid o en línea en la presentación del barómetro de este año. La sesión termina con preguntas del público.',
    ),
  },
  {
    id: 'event-family-office-breakfast',
    slug: { en: 'family-office-breakfast-november', es: 'desayuno-family-offices-noviembre' },
    eventType: 'face-to-face',
    startDate: '2026-11-19T08:30:00Z',
    location: madrid,
    country: spain,
    register: true,
    title: { en: 'Family offices breakfast: investing after a sale', es: 'Desayuno de family offices: invertir tras una venta' },
    summary: {
      en: 'A conversation among family office heads on the first years after a liquidity event.',
      es: 'Una conversación entre responsables de family offices sobre los primeros años tras un evento de liquidez.',
    },
    body: p(
      'A small breakfast for family office professionals, held under the Chatham House rule.',
      'Un desayuno reducido para profesionales de family offices, bajo la regla de Chatham House.',
    ),
  },
  {
    id: 'event-webinar-protocols',
    slug: { en: 'webinar-family-protocols', es: 'webinar-protocolos-familiares' },
    eventType: 'online',
    startDate: '2026-10-22T16:00:00Z',
    register: true,
    title: { en: 'Webinar: what a family protocol can and cannot do', es: 'Webinar: lo que un protocolo familiar puede y no puede hacer' },
    summary: {
      en: 'One hour on the clauses families use most, with time for your questions.',
      es: 'Una hora sobre las cláusulas que más usan las familias, con tiempo para tus preguntas.',
    },
    body: p(
      'Carmen Vidal walks through the findings of our guide to family protocols.',
      'Carmen Vidal repasa las conclusiones de nuestra guía sobre protocolos familiares.',
    ),
  },
  {
    id: 'event-next-gen-day',
    slug: { en: 'next-generation-day-2026', es: 'jornada-siguiente-generacion-2026' },
    eventType: 'face-to-face',
    startDate: '2026-09-25T09:00:00Z',
    endDate: '2026-09-26T14:00:00Z',
    location: segovia,
    country: spain,
    coOrganisers: [businessSchool],
    title: { en: 'Next Generation Day 2026', es: 'Jornada de la Siguiente Generación 2026' },
    summary: {
      en: 'Two days of workshops for young members of business families.',
      es: 'Dos días de talleres para jóvenes de familias empresarias.',
    },
    body: p(
      'Workshops on ownership, careers and family governance, and a dinner with alumni of our programmes.',
      'Talleres sobre propiedad, carrera profesional y gobierno familiar, y una cena con antiguos alumnos de nuestros programas.',
    ),
  },
  {
    id: 'event-mexico-forum',
    slug: { en: 'family-offices-forum-mexico-city', es: 'foro-family-offices-ciudad-de-mexico' },
    eventType: 'hybrid',
    startDate: '2026-06-03T15:00:00Z',
    location: { en: 'Mexico City', es: 'Ciudad de México' },
    country: mexico,
    title: { en: 'Family Offices Forum, Mexico City', es: 'Foro de Family Offices, Ciudad de México' },
    summary: {
      en: 'Our first forum in Mexico, with 150 family office heads and advisers.',
      es: 'Nuestro primer foro en México, con 150 responsables y asesores de family offices.',
    },
    body: p(
      'Sessions on governance, succession of the family office and cross-border investment.',
      'Sesiones sobre gobierno, sucesión en el family office e inversión internacional.',
    ),
  },
  {
    id: 'event-webinar-women',
    slug: { en: 'webinar-women-leading-family-firms', es: 'webinar-mujeres-al-frente' },
    eventType: 'online',
    startDate: '2026-05-28T16:00:00Z',
    title: { en: 'Webinar: women leading family firms', es: 'Webinar: mujeres al frente de la empresa familiar' },
    summary: {
      en: 'The authors of our report in conversation with two chief executives.',
      es: 'Las autoras de nuestro informe conversan con dos consejeras delegadas.',
    },
    body: p('A recording of this session is available on request.', 'La grabación de esta sesión está disponible bajo petición.'),
  },
  {
    id: 'event-philanthropy-roundtable',
    slug: { en: 'family-philanthropy-roundtable-2026', es: 'mesa-redonda-filantropia-2026' },
    eventType: 'face-to-face',
    startDate: '2026-04-23T17:30:00Z',
    location: madrid,
    country: spain,
    title: { en: 'Roundtable: family philanthropy with purpose', es: 'Mesa redonda: filantropía familiar con propósito' },
    summary: {
      en: 'Directors of five family foundations on strategy and impact.',
      es: 'Directores de cinco fundaciones familiares hablan de estrategia e impacto.',
    },
    body: p(
      'A conversation on how families decide what to fund and how they measure results.',
      'Una conversación sobre cómo deciden las familias qué financiar y cómo miden los resultados.',
    ),
  },
  {
    id: 'event-annual-conference-2026',
    slug: { en: 'annual-conference-2026', es: 'congreso-anual-2026' },
    eventType: 'hybrid',
    startDate: '2026-01-28T09:00:00Z',
    endDate: '2026-01-29T14:00:00Z',
    location: madrid,
    country: spain,
    coOrganisers: [businessSchool],
    title: { en: 'Annual Conference on Business Families 2026', es: 'Congreso Anual de Familias Empresarias 2026' },
    summary: {
      en: 'Two days of research and practice on succession, family offices and sustainability.',
      es: 'Dos días de investigación y práctica sobre sucesión, family offices y sostenibilidad.',
    },
    body: p(
      'Our flagship event brought together 300 owners, advisers and researchers.',
      'Nuestro evento principal reunió a 300 propietarios, asesores e investigadores.',
    ),
  },
];
