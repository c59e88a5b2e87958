// The team (12 members) and the partners (10) of the Centre, for the two PersonList pages.
import type { Bilingual } from './news.ts';

export interface PersonItem {
  id: string;
  kind: 'member' | 'partner';
  name: string;
  lastName?: string;
  position: Bilingual<string>;
  area?: Bilingual<string>;
  bio?: Bilingual<string>;
  email?: string;
  linkedin?: string;
  website?: string;
}

const a = (en: string, es: string): Bilingual<string> => ({ en, es });
const governance = a('Governance', 'Gobierno corporativo');
const succession = a('Succession', 'Sucesión');
const finance = a('Finance', 'Finanzas');
const sociology = a('Sociology', 'Sociología');
const strategy = a('Strategy', 'Estrategia');

export const members: PersonItem[] = [
  {
    id: 'laura-mendez',
    kind: 'member',
    name: 'Laura',
    lastName: 'Méndez',
    position: a('Director', 'Directora'),
    area: succession,
    email: 'laura.mendez@ibera.edu',
    bio: a(
      'Professor of strategy. She has studied succession in family firms for twenty years.',
      'Catedrática de estrategia. Lleva veinte años estudiando la sucesión en la empresa familiar.',
    ),
  },
  {
    id: 'pablo-serrano',
    kind: 'member',
    name: 'Pablo',
    lastName: 'Serrano',
    position: a('Academic director', 'Director académico'),
    area: governance,
    email: 'pablo.serrano@ibera.edu',
    bio: a(
      'Holds the Chair in Family Governance and leads the barometer survey.',
      'Titular de la Cátedra de Gobierno Familiar; dirige la encuesta del barómetro.',
    ),
  },
  {
    id: 'carmen-vidal',
    kind: 'member',
    name: 'Carmen',
    lastName: 'Vidal',
    position: a('Professor', 'Profesora'),
    area: governance,
    bio: a(
      'A lawyer by training, she works on family protocols and boards.',
      'Abogada de formación, trabaja sobre protocolos familiares y consejos.',
    ),
  },
  {
    id: 'daniel-ruiz',
    kind: 'member',
    name: 'Daniel',
    lastName: 'Ruiz',
    position: a('Research fellow', 'Investigador'),
    area: finance,
    bio: a(
      'Coordinates the family office census after six years in private banking.',
      'Coordina el censo de family offices tras seis años en banca privada.',
    ),
  },
  {
    id: 'marta-iglesias',
    kind: 'member',
    name: 'Marta',
    lastName: 'Iglesias',
    position: a('Associate professor', 'Profesora asociada'),
    area: succession,
    bio: a(
      'Studies how the next generation builds commitment to the family firm.',
      'Estudia cómo la siguiente generación desarrolla su compromiso con la empresa familiar.',
    ),
  },
  {
    id: 'javier-ortega',
    kind: 'member',
    name: 'Javier',
    lastName: 'Ortega',
    position: a('Director of education', 'Director de formación'),
    area: succession,
    bio: a(
      'Runs the Family Governance Programme and the summer school.',
      'Dirige el Programa de Gobierno Familiar y la escuela de verano.',
    ),
  },
  {
    id: 'elena-navarro',
    kind: 'member',
    name: 'Elena',
    lastName: 'Navarro',
    position: a('Assistant professor', 'Profesora ayudante'),
    area: strategy,
    bio: a('Works on sustainability and long-term orientation.', 'Trabaja sobre sostenibilidad y orientación a largo plazo.'),
  },
  {
    id: 'tomas-aguirre',
    kind: 'member',
    name: 'Tomás',
    lastName: 'Aguirre',
    position: a('Professor', 'Profesor'),
    area: strategy,
    bio: a('Studies innovation and entrepreneurship in family firms.', 'Estudia la innovación y el emprendimiento en la empresa familiar.'),
  },
  {
    id: 'sofia-herrera',
    kind: 'member',
    name: 'Sofía',
    lastName: 'Herrera',
    position: a('Associate professor', 'Profesora asociada'),
    area: sociology,
    bio: a(
      'A sociologist working on gender and demography in business families.',
      'Socióloga; trabaja sobre género y demografía en las familias empresarias.',
    ),
  },
  {
    id: 'ana-lucia-torres',
    kind: 'member',
    name: 'Ana Lucía',
    lastName: 'Torres',
    position: a('Latin America coordinator', 'Coordinadora para Latinoamérica'),
    area: sociology,
    bio: a(
      'Coordinates the Latin American research network from Mexico City.',
      'Coordina la red latinoamericana de investigación desde Ciudad de México.',
    ),
  },
  {
    id: 'ricardo-paredes',
    kind: 'member',
    name: 'Ricardo',
    lastName: 'Paredes',
    position: a('Visiting researcher', 'Investigador visitante'),
    area: sociology,
    bio: a('Studies family philanthropy in the Andean countries.', 'Estudia la filantropía familiar en los países andinos.'),
  },
  {
    id: 'lucia-campos',
    kind: 'member',
    name: 'Lucía',
    lastName: 'Campos',
    position: a('Centre manager', 'Gerente del Centro'),
    area: finance,
    email: 'cbf@ibera.edu',
    bio: a("Manages the Centre's partnerships, events and budget.", 'Gestiona las alianzas, los eventos y el presupuesto del Centro.'),
  },
];

export const partners: PersonItem[] = [
  {
    id: 'grupo-alvarez',
    kind: 'partner',
    name: 'Grupo Álvarez',
    position: a('Founding partner since 2015', 'Socio fundador desde 2015'),
    area: a('Food and agribusiness', 'Alimentación y agroindustria'),
  },
  {
    id: 'ceramicas-lledo',
    kind: 'partner',
    name: 'Cerámicas Lledó',
    position: a('Partner of the succession research line', 'Socio de la línea de investigación en sucesión'),
    area: a('Manufacturing', 'Industria'),
  },
  {
    id: 'bodegas-ferrer',
    kind: 'partner',
    name: 'Bodegas Ferrer',
    position: a('Partner of the summer school', 'Socio de la escuela de verano'),
    area: a('Wine', 'Vino'),
  },
  {
    id: 'banca-mirabal',
    kind: 'partner',
    name: 'Banca Mirabal',
    position: a('Partner of the family office census', 'Socio del censo de family offices'),
    area: a('Private banking', 'Banca privada'),
  },
  {
    id: 'fundacion-rivas',
    kind: 'partner',
    name: 'Fundación Rivas',
    position: a('Partner of the philanthropy programme', 'Socio del programa de filantropía'),
    area: a('Philanthropy', 'Filantropía'),
  },
  {
    id: 'textiles-ibarra',
    kind: 'partner',
    name: 'Textiles Ibarra',
    position: a('Partner since 2019', 'Socio desde 2019'),
    area: a('Manufacturing', 'Industria'),
  },
  {
    id: 'grupo-santacruz',
    kind: 'partner',
    name: 'Grupo Santacruz',
    position: a('Partner of the Latin American network', 'Socio de la red latinoamericana'),
    area: a('Food and agribusiness', 'Alimentación y agroindustria'),
  },
  {
    id: 'cafe-montoya',
    kind: 'partner',
    name: 'Café Montoya',
    position: a('Partner of the Latin American network', 'Socio de la red latinoamericana'),
    area: a('Food and agribusiness', 'Alimentación y agroindustria'),
  },
  {
    id: 'despacho-olmedo',
    kind: 'partner',
    name: 'Olmedo Abogados',
    position: a('Partner of the family protocols guide', 'Socio de la guía de protocolos familiares'),
    area: a('Legal advice', 'Asesoría jurídica'),
  },
  {
    id: 'asociacion-empresa-familiar',
    kind: 'partner',
    name: 'Regional Family Business Association',
    position: a('Institutional partner', 'Socio institucional'),
    area: a('Associations', 'Asociaciones'),
  },
];
