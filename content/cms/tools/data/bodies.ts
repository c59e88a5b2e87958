// The sections that follow each detail page's own opening text: what an editor at the Centre
// adds to every story of a kind (background of the research line, the programme of an event,
// how a publication was made and how to use it). Each returns rich text in one language.
import type { Bilingual } from './news.ts';
import type { EventItem } from './events.ts';
import type { PublicationItem } from './publications.ts';

type Locale = keyof Bilingual<string>;
const section = (heading: string, ...paragraphs: string[]) => `<h2>${heading}</h2>${paragraphs.map((text) => `<p>${text}</p>`).join('')}`;

/** Background per news topic (English topic name → both languages). */
const newsBackground: Record<string, Bilingual<[string, string]>> = {
  Research: {
    en: [
      'Why this matters',
      'Business families own most companies in Spain and Latin America, yet decisions about ownership, leadership and wealth are often taken without comparable data. Each study of the Centre adds evidence that families, advisers and policymakers can use.',
    ],
    es: [
      'Por qué importa',
      'Las familias empresarias son propietarias de la mayoría de las empresas de España y Latinoamérica, pero las decisiones sobre propiedad, liderazgo y patrimonio se toman a menudo sin datos comparables. Cada estudio del Centro aporta evidencia que familias, asesores y responsables públicos pueden utilizar.',
    ],
  },
  Events: {
    en: [
      'Our meetings',
      'The Centre holds around twenty meetings a year in Madrid, Segovia and Mexico City, and online. Most are open to business families and their advisers free of charge; recordings and summaries are published on the dissemination page.',
    ],
    es: [
      'Nuestros encuentros',
      'El Centro celebra una veintena de encuentros al año en Madrid, Segovia y Ciudad de México, y en línea. La mayoría están abiertos sin coste a familias empresarias y a sus asesores; las grabaciones y los resúmenes se publican en la página de difusión.',
    ],
  },
  Education: {
    en: [
      'Learning with other families',
      'Our programmes are taught by the Centre’s faculty with cases written about real business families. Participants learn as much from one another as from the sessions, and many families send members of two generations.',
    ],
    es: [
      'Aprender con otras familias',
      'Nuestros programas los imparte el profesorado del Centro con casos escritos sobre familias empresarias reales. Los participantes aprenden tanto unos de otros como de las sesiones, y muchas familias envían a miembros de dos generaciones.',
    ],
  },
  Appointments: {
    en: [
      'A growing team',
      'The Centre brings together researchers in strategy, governance, finance and sociology. New appointments strengthen the research lines that families and partners ask us about most.',
    ],
    es: [
      'Un equipo que crece',
      'El Centro reúne a investigadores de estrategia, gobierno corporativo, finanzas y sociología. Los nuevos nombramientos refuerzan las líneas de investigación por las que más nos preguntan las familias y los partners.',
    ],
  },
};

const aboutCentre: Bilingual<[string, string]> = {
  en: [
    'About the Centre',
    'The Centre for Business Families at Ibera University studies how business families build, govern and hand on their companies across generations. For press enquiries, write to cbf@ibera.edu.',
  ],
  es: [
    'Sobre el Centro',
    'El Centro de Familias Empresarias de Ibera University estudia cómo las familias empresarias construyen, gobiernan y transmiten sus empresas a lo largo de las generaciones. Para consultas de prensa, escribe a cbf@ibera.edu.',
  ],
};

/** A news story: its own text, the background of its topic and the note about the Centre. */
export function newsBody(body: string, topicEn: string, locale: Locale): string {
  const background = newsBackground[topicEn]?.[locale];
  return [body, background ? section(...background) : '', section(...aboutCentre[locale])].join('');
}

const programme: Record<EventItem['eventType'], Bilingual<Array<[string, string]>>> = {
  hybrid: {
    en: [
      ['Welcome', 'Opening words by the Centre’s director.'],
      ['Presentation', 'The research team presents the results and what they mean for families.'],
      ['Panel', 'Family business owners discuss the findings; online guests send questions in the chat.'],
      ['Questions and networking', 'Questions from the room and online, followed by a reception for those attending in person.'],
    ],
    es: [
      ['Bienvenida', 'Palabras de apertura de la directora del Centro.'],
      ['Presentación', 'El equipo investigador presenta los resultados y lo que significan para las familias.'],
      ['Mesa redonda', 'Empresarios familiares debaten las conclusiones; quienes siguen la sesión en línea envían preguntas por el chat.'],
      ['Preguntas y networking', 'Preguntas de la sala y en línea, seguidas de un cóctel para quienes asisten en persona.'],
    ],
  },
  'face-to-face': {
    en: [
      ['Arrival', 'Coffee and introductions.'],
      ['Conversation', 'A short opening by the Centre, then a moderated conversation among participants.'],
      ['Close', 'Conclusions and next meetings of the group.'],
    ],
    es: [
      ['Llegada', 'Café y presentaciones.'],
      ['Conversación', 'Una breve introducción del Centro y una conversación moderada entre los participantes.'],
      ['Cierre', 'Conclusiones y próximos encuentros del grupo.'],
    ],
  },
  online: {
    en: [
      ['Presentation', 'Forty minutes on the research and its practical consequences.'],
      ['Your questions', 'Twenty minutes of questions, sent in the chat or before the session by email.'],
    ],
    es: [
      ['Presentación', 'Cuarenta minutos sobre la investigación y sus consecuencias prácticas.'],
      ['Tus preguntas', 'Veinte minutos de preguntas, enviadas por el chat o antes de la sesión por correo.'],
    ],
  },
};

const attending: Record<EventItem['eventType'], Bilingual<string>> = {
  hybrid: {
    en: 'Attend in person or follow the live stream. Places in the room are limited; the link to the stream is sent to everyone who registers.',
    es: 'Asiste en persona o sigue la retransmisión en directo. Las plazas en la sala son limitadas; el enlace a la retransmisión se envía a todas las personas inscritas.',
  },
  'face-to-face': {
    en: 'This meeting is held in person only and is not recorded, so that participants can speak freely. Please arrive ten minutes early.',
    es: 'Este encuentro es solo presencial y no se graba, para que los participantes puedan hablar con libertad. Te rogamos que llegues diez minutos antes.',
  },
  online: {
    en: 'The session runs on the university’s video platform; no installation is needed. Captions are available in English and Spanish.',
    es: 'La sesión se celebra en la plataforma de vídeo de la universidad, sin necesidad de instalar nada. Hay subtítulos en español e inglés.',
  },
};

/** An event: its own text, the programme and how to attend. */
export function eventBody(item: EventItem, locale: Locale): string {
  const steps = programme[item.eventType][locale];
  const list = `<ol>${steps.map(([title, text]) => `<li><strong>${title}.</strong> ${text}</li>`).join('')}</ol>`;
  return [
    item.body[locale],
    `<h2>${locale === 'en' ? 'Programme' : 'Programa'}</h2>${list}`,
    section(locale === 'en' ? 'How to attend' : 'Cómo asistir', attending[item.eventType][locale]),
  ].join('');
}

type Group = 'report' | 'academic' | 'case';

const method: Record<Group, Bilingual<[string, (authors: string) => string, string]>> = {
  report: {
    en: [
      'How the report was made',
      (authors) =>
        `${authors} designed the study with the Centre’s partners and ran the fieldwork over six months, combining a survey with interviews with family members and advisers.`,
      'The data are anonymised; the Centre shares aggregate tables with researchers on request.',
    ],
    es: [
      'Cómo se elaboró el informe',
      (authors) =>
        `El estudio, dirigido por ${authors}, se diseñó con los partners del Centro; su trabajo de campo duró seis meses y combinó una encuesta con entrevistas a familiares y asesores.`,
      'Los datos están anonimizados; el Centro comparte las tablas agregadas con investigadores que lo soliciten.',
    ],
  },
  academic: {
    en: [
      'Data and method',
      (authors) =>
        `The study by ${authors} uses panel data on Spanish and Latin American family firms collected by the Centre since 2012, matched with public financial statements.`,
      'The article went through double-blind peer review. A version accepted for publication is available from the authors.',
    ],
    es: [
      'Datos y método',
      (authors) =>
        `El estudio de ${authors} utiliza datos de panel de empresas familiares españolas y latinoamericanas recogidos por el Centro desde 2012, cruzados con sus cuentas anuales públicas.`,
      'El artículo ha superado una revisión por pares doble ciego. La versión aceptada está disponible a petición de los autores.',
    ],
  },
  case: {
    en: [
      'Using the case in class',
      (authors) =>
        `Written by ${authors} with the family’s consent, the case is taught in our executive programmes and in the master’s course on family business.`,
      'A teaching note with a suggested session plan and discussion questions is available to instructors.',
    ],
    es: [
      'Cómo usar el caso en clase',
      (authors) =>
        `Escrito por ${authors} con el consentimiento de la familia, el caso se imparte en nuestros programas ejecutivos y en el máster de empresa familiar.`,
      'Los docentes pueden solicitar una nota técnica con un plan de sesión y preguntas para el debate.',
    ],
  },
};

const readers: Record<Group, Bilingual<[string, string]>> = {
  report: {
    en: [
      'Who it is for',
      'Owners, family councils and advisers who want to compare their own situation with that of similar families, and policymakers who work on the continuity of companies.',
    ],
    es: [
      'A quién se dirige',
      'A propietarios, consejos de familia y asesores que quieren comparar su situación con la de familias similares, y a responsables públicos que trabajan en la continuidad de las empresas.',
    ],
  },
  academic: {
    en: [
      'Why it matters for families',
      'Beyond the journal, the findings feed our practitioner reports and the sessions of our education programmes.',
    ],
    es: [
      'Por qué importa a las familias',
      'Más allá de la revista, las conclusiones alimentan nuestros informes para profesionales y las sesiones de nuestros programas de formación.',
    ],
  },
  case: {
    en: [
      'Questions for discussion',
      'What should the family have decided first? Who should take part in that decision, and how would you have organised it?',
    ],
    es: [
      'Preguntas para el debate',
      '¿Qué debería haber decidido primero la familia? ¿Quién debería participar en esa decisión y cómo la habrías organizado?',
    ],
  },
};

const listOf = (names: string[], locale: Locale) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} ${locale === 'en' ? 'and' : 'y'} ${names.at(-1)}` : (names[0] ?? '');

/** A publication: its own text, how it was made and what it is for. */
export function publicationBody(group: Group, item: PublicationItem, locale: Locale): string {
  const [heading, first, second] = method[group][locale];
  return [item.body[locale], section(heading, first(listOf(item.authors, locale)), second), section(...readers[group][locale])].join('');
}
