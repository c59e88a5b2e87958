// Center for the Governance of Change: research on how technology changes society and
// democracy (AI and elections, platform work, digital public services), in English and Spanish.
import {
  bi,
  both,
  callToAction,
  compactHero,
  contactForm,
  defineUnit,
  documentHref,
  eventDetail,
  eventDistributor,
  eventListPage,
  newsDetail,
  newsDistributor,
  newsListPage,
  publicationDetail,
  publicationDocument,
  teamMember,
  thankYou,
  type EventSpec,
  type NewsStory,
  type PageSpec,
  type Publication,
  type TeamMember,
} from '../kit.ts';

type Story = NewsStory;

const newsPage = (story: Story): PageSpec =>
  newsDetail(story, {
    mainSection: (ctx) => [
      newsDistributor(ctx, { title: bi('More news from the Center', 'Más noticias del Centro'), quantity: 3, scope: 'list' }),
    ],
  });

interface Paper extends Publication {
  series: string;
}

const publicationPage = (paper: Paper): PageSpec =>
  publicationDetail(paper, {
    parent: 'research',
    organization: 'Center for the Governance of Change, Ibera University',
    series: () => paper.series,
    citation: (_ctx, _paper, title) =>
      `${paper.authors.join(', ')} (${paper.date.slice(0, 4)}). ${title}. ${paper.series}. Madrid: Ibera University.`,
    downloads: (ctx) => [
      {
        title: ctx.L(`${paper.title.en} (full text)`, `${paper.title.es} (texto completo)`),
        href: documentHref(paper.file),
        format: 'PDF',
      },
    ],
    mainSection: (ctx) => [
      callToAction(ctx, {
        title: bi('Discuss this paper with its authors', 'Comente este trabajo con sus autores'),
        text: bi(
          'We brief public bodies, companies and journalists on our findings. Tell us what you are working on.',
          'Presentamos nuestros resultados a administraciones, empresas y periodistas. Cuéntenos en qué está trabajando.',
        ),
        primary: { page: 'contact', text: bi('Contact the team', 'Contacte con el equipo') },
        secondary: { page: 'research', text: bi('All publications', 'Todas las publicaciones') },
      }),
    ],
  });

type Gathering = EventSpec;

/** Who organises the Center's events (the "centre" filter of lists that gather several centres' events). */
const ORGANISER = both(['Center for the Governance of Change'], ['Center for the Governance of Change']);

const eventPage = (event: Gathering): PageSpec =>
  eventDetail(event, {
    infoLink: bi('Questions? Write to us', '¿Dudas? Escríbanos'),
    form: {
      title: bi('Register', 'Inscríbase'),
      text: bi(
        'Attendance is free; we confirm every registration by email a week before the event.',
        'La asistencia es gratuita; confirmamos cada inscripción por correo una semana antes del acto.',
      ),
    },
  });

// How research assessment counts each paper (the list's "classification" filter): a report read by
// outside experts before publication, or grey literature the Center publishes on its own review.
const PEER_REVIEWED = bi('Peer-reviewed report', 'Informe con revisión por pares');
const GREY_LITERATURE = bi('Grey literature', 'Literatura gris');

const papers: Paper[] = [
  {
    key: 'paper-ai-elections',
    slug: bi('publications/ai-at-the-ballot-box', 'publicaciones/ia-en-las-urnas'),
    date: '2026-10-20T09:00:00Z',
    title: bi(
      'AI at the Ballot Box: Generative Models in the 2026 Electoral Cycle',
      'La IA en las urnas: los modelos generativos en el ciclo electoral de 2026',
    ),
    summary: bi(
      'How parties, campaigners and fact-checkers used generative AI in six regional and national elections, and what electoral authorities can do before the next round.',
      'Cómo usaron la IA generativa partidos, campañas y verificadores en seis elecciones autonómicas y nacionales, y qué pueden hacer las autoridades electorales antes de la próxima cita.',
    ),
    type: bi('Report', 'Informe'),
    areas: both(['Democracy', 'Artificial intelligence'], ['Democracia', 'Inteligencia artificial']),
    authors: ['Marta Quiroga', 'Tobias Lindqvist'],
    series: 'CGC Reports, no. 9',
    classification: PEER_REVIEWED,
    cover: 'cover-2.jpg',
    file: 'cgc-ai-at-the-ballot-box-2026.pdf',
    isbn: '978-84-09-70214-3',
    body: {
      en: [
        [
          'Between January and June 2026 our team archived 41,000 campaign messages from six elections in Europe and Latin America and traced which of them had been produced or altered with generative tools.',
          'The headline finding is less dramatic than the public debate suggests: synthetic content was common, but deceptive deepfakes were rare and reached few voters. The real change was in volume and targeting — campaigns produced ten times more variants of the same message and tested them on small audiences.',
        ],
        [
          'What we recommend',
          'Electoral authorities should require campaigns to keep a register of AI-generated material, as they already do for spending, and publish it after polling day. Platforms should give researchers access to political ad libraries in real time, not weeks later.',
        ],
        [
          'Data and method',
          'The dataset, the coding manual and the classifier we trained are available to researchers on request. The report was peer reviewed by two external experts in electoral law and computational social science.',
        ],
      ],
      es: [
        [
          'Entre enero y junio de 2026 nuestro equipo archivó 41.000 mensajes de campaña de seis elecciones en Europa y América Latina y rastreó cuáles se habían creado o alterado con herramientas generativas.',
          'La conclusión principal es menos dramática de lo que sugiere el debate público: el contenido sintético fue frecuente, pero los deepfakes engañosos fueron escasos y llegaron a pocos votantes. El cambio real estuvo en el volumen y la segmentación: las campañas produjeron diez veces más variantes de un mismo mensaje y las probaron con audiencias pequeñas.',
        ],
        [
          'Qué recomendamos',
          'Las autoridades electorales deberían exigir a las campañas un registro del material generado con IA, como ya ocurre con el gasto, y publicarlo tras la jornada electoral. Las plataformas deberían dar a los investigadores acceso en tiempo real a sus bibliotecas de anuncios políticos, no semanas después.',
        ],
        [
          'Datos y método',
          'El conjunto de datos, el manual de codificación y el clasificador que entrenamos están a disposición de los investigadores que los soliciten. El informe ha sido revisado por dos expertos externos en derecho electoral y ciencias sociales computacionales.',
        ],
      ],
    },
  },
  {
    key: 'paper-platform-work',
    slug: bi('publications/platform-work-directive-tracker', 'publicaciones/seguimiento-directiva-trabajo-plataformas'),
    date: '2026-06-11T09:00:00Z',
    title: bi(
      'The Platform Work Directive in Southern Europe: A Transposition Tracker',
      'La Directiva de trabajo en plataformas en el sur de Europa: seguimiento de su transposición',
    ),
    summary: bi(
      'Where Spain, Portugal, Italy and Greece stand in bringing the EU rules on platform work into national law, and the questions each government still has to answer.',
      'En qué punto están España, Portugal, Italia y Grecia en la incorporación de las normas europeas sobre trabajo en plataformas, y qué preguntas debe responder aún cada gobierno.',
    ),
    type: bi('Policy paper', 'Documento de políticas'),
    areas: both(['Future of work', 'Regulation'], ['Futuro del trabajo', 'Regulación']),
    authors: ['Inés Barrachina', 'Marta Quiroga'],
    series: 'CGC Policy Papers, no. 22',
    classification: GREY_LITERATURE,
    cover: 'cover-5.jpg',
    file: 'cgc-platform-work-directive-tracker.pdf',
    body: {
      en: [
        [
          'Member states have until December 2026 to transpose the directive. Our tracker compares the draft laws of four countries on the three points that matter most to workers: the presumption of employment, human review of automated decisions and access to the data platforms hold about them.',
        ],
        [
          'Main findings',
          'Spain starts ahead thanks to its 2021 rider law, but its draft says little about algorithmic management outside delivery. Portugal and Italy have gone furthest on transparency; Greece has yet to publish a draft.',
          'In all four countries, labour inspectorates lack the technical staff to audit an algorithm. We propose a shared audit unit among the southern member states.',
        ],
        ['Updates', 'We update the tracker every quarter until the deadline. Subscribe to our newsletter to receive each new edition.'],
      ],
      es: [
        [
          'Los Estados miembros tienen hasta diciembre de 2026 para transponer la directiva. Nuestro seguimiento compara los anteproyectos de cuatro países en los tres puntos que más importan a los trabajadores: la presunción de laboralidad, la revisión humana de las decisiones automatizadas y el acceso a los datos que las plataformas tienen sobre ellos.',
        ],
        [
          'Principales conclusiones',
          'España parte con ventaja gracias a la ley rider de 2021, pero su anteproyecto apenas aborda la gestión algorítmica fuera del reparto. Portugal e Italia son los que más han avanzado en transparencia; Grecia aún no ha publicado su texto.',
          'En los cuatro países, la inspección de trabajo carece de personal técnico para auditar un algoritmo. Proponemos una unidad de auditoría compartida entre los Estados del sur.',
        ],
        [
          'Actualizaciones',
          'Actualizamos el seguimiento cada trimestre hasta que venza el plazo. Suscríbase a nuestro boletín para recibir cada nueva edición.',
        ],
      ],
    },
  },
  {
    key: 'paper-trust-services',
    slug: bi('publications/trust-in-digital-public-services', 'publicaciones/confianza-servicios-publicos-digitales'),
    date: '2026-02-24T09:00:00Z',
    title: bi(
      'Trust in Digital Public Services: A Survey of 3,000 Residents of Spain',
      'Confianza en los servicios públicos digitales: encuesta a 3.000 residentes en España',
    ),
    summary: bi(
      'Who trusts an online tax office, a health app or an automated benefits decision, and why trust falls sharply when citizens cannot reach a person.',
      'Quién confía en una sede electrónica de Hacienda, una aplicación de salud o una resolución automatizada de una prestación, y por qué la confianza cae en picado cuando el ciudadano no puede hablar con una persona.',
    ),
    type: bi('Survey report', 'Informe de encuesta'),
    areas: both(['Digital government', 'Public opinion'], ['Administración digital', 'Opinión pública']),
    authors: ['Álvaro Centeno', 'Nadia Rahman', 'Marta Quiroga'],
    series: 'CGC Reports, no. 8',
    classification: GREY_LITERATURE,
    cover: 'cover-7.jpg',
    file: 'cgc-trust-digital-public-services-2026.pdf',
    body: {
      en: [
        [
          'Seven in ten respondents prefer to deal with the administration online, yet only one in three would accept a decision on their benefits taken by an automated system without the option of appeal to an official.',
        ],
        [
          'The age gap is smaller than expected',
          'Respondents over 65 use digital services less but trust them almost as much as younger ones. The strongest predictor of distrust is a previous bad experience — a lost application, an unexplained rejection — not age or income.',
        ],
        [
          'Fieldwork',
          'The survey was carried out online and by telephone in October and November 2025 with a sample representative of the adult population by age, sex, region and size of municipality. Margin of error ±1.8 points.',
        ],
      ],
      es: [
        [
          'Siete de cada diez encuestados prefieren relacionarse con la administración por internet, pero solo uno de cada tres aceptaría una resolución sobre sus prestaciones tomada por un sistema automatizado sin posibilidad de recurrir ante un funcionario.',
        ],
        [
          'La brecha de edad es menor de lo esperado',
          'Los mayores de 65 años usan menos los servicios digitales, pero confían en ellos casi tanto como los jóvenes. El factor que mejor predice la desconfianza es una mala experiencia previa —una solicitud extraviada, una denegación sin explicación—, no la edad ni la renta.',
        ],
        [
          'Trabajo de campo',
          'La encuesta se realizó en línea y por teléfono en octubre y noviembre de 2025, con una muestra representativa de la población adulta por edad, sexo, comunidad autónoma y tamaño de municipio. Margen de error: ±1,8 puntos.',
        ],
      ],
    },
  },
];

const stories: Story[] = [
  {
    key: 'news-observatory',
    slug: bi('news/democracy-technology-observatory', 'noticias/observatorio-democracia-tecnologia'),
    date: '2026-11-09T09:00:00Z',
    title: bi(
      'The Center opens an observatory on democracy and technology',
      'El Centro abre un observatorio sobre democracia y tecnología',
    ),
    summary: bi(
      'A three-year grant funds a public dashboard that tracks how AI, platforms and data rules change political participation in Spain and Latin America.',
      'Una subvención de tres años financia un panel público que sigue cómo la IA, las plataformas y las normas sobre datos cambian la participación política en España y América Latina.',
    ),
    category: bi('Research', 'Investigación'),
    author: 'Lorena Iglesias',
    image: 'research.jpg',
    body: {
      en: [
        [
          'The Democracy and Technology Observatory will publish, every quarter, indicators on online political advertising, the use of automated tools by public bodies and the state of digital rights in eight countries.',
          'It is funded by a competitive grant of €1.2 million over three years and led by Marta Quiroga, the Center’s director, with partner universities in Mexico, Chile and Colombia.',
        ],
        [
          'Open by design',
          'All the data behind the dashboard will be open, with its code and method, so that journalists and other researchers can check and reuse it. The first indicators appear in March 2027.',
        ],
      ],
      es: [
        [
          'El Observatorio de Democracia y Tecnología publicará cada trimestre indicadores sobre publicidad política en línea, el uso de herramientas automatizadas por las administraciones y el estado de los derechos digitales en ocho países.',
          'Lo financia una subvención competitiva de 1,2 millones de euros a tres años y lo dirige Marta Quiroga, directora del Centro, con universidades socias de México, Chile y Colombia.',
        ],
        [
          'Abierto desde el diseño',
          'Todos los datos del panel serán abiertos, con su código y su metodología, para que periodistas y otros investigadores puedan comprobarlos y reutilizarlos. Los primeros indicadores se publicarán en marzo de 2027.',
        ],
      ],
    },
  },
  {
    key: 'news-citizens-panel',
    slug: bi('news/citizens-panel-on-ai-in-schools', 'noticias/panel-ciudadano-ia-en-las-aulas'),
    date: '2026-09-30T09:00:00Z',
    title: bi('Forty citizens deliberate on AI in schools', 'Cuarenta ciudadanos deliberan sobre la IA en las aulas'),
    summary: bi(
      'Over four weekends in Segovia, a panel drawn by lot wrote twelve recommendations for the regional education authority.',
      'Durante cuatro fines de semana en Segovia, un panel elegido por sorteo redactó doce recomendaciones para la consejería de educación.',
    ),
    category: bi('Public engagement', 'Participación'),
    author: 'Lorena Iglesias',
    image: 'seminar.jpg',
    body: {
      en: [
        [
          'The panel — teachers, parents, students over 16 and residents with no link to schools — heard from experts, software providers and trade unions before voting on each recommendation.',
          'Its strongest recommendation, backed by 36 of the 40 members, is that no school should use software that grades pupils automatically without a teacher reviewing every mark.',
        ],
        [
          'What happens next',
          'The education authority has committed to answer each recommendation in writing by February 2027. The Center will publish the answers and an evaluation of the process.',
        ],
      ],
      es: [
        [
          'El panel —docentes, familias, estudiantes mayores de 16 años y vecinos sin relación con los centros educativos— escuchó a expertos, proveedores de software y sindicatos antes de votar cada recomendación.',
          'La recomendación con más apoyo, respaldada por 36 de los 40 miembros, es que ningún centro utilice programas que califiquen automáticamente a los alumnos sin que un docente revise cada nota.',
        ],
        [
          'Próximos pasos',
          'La consejería se ha comprometido a responder por escrito a cada recomendación antes de febrero de 2027. El Centro publicará las respuestas y una evaluación del proceso.',
        ],
      ],
    },
  },
  {
    key: 'news-fellow',
    slug: bi('news/tobias-lindqvist-joins', 'noticias/se-incorpora-tobias-lindqvist'),
    date: '2026-07-14T09:00:00Z',
    title: bi('Tobias Lindqvist joins the Center as senior fellow', 'Tobias Lindqvist se incorpora al Centro como investigador sénior'),
    summary: bi(
      'A computational social scientist from Uppsala, he will lead our work on disinformation and election integrity.',
      'Científico social computacional procedente de Uppsala, dirigirá nuestra línea sobre desinformación e integridad electoral.',
    ),
    category: bi('Team', 'Equipo'),
    author: 'Lorena Iglesias',
    image: 'campus.jpg',
    body: {
      en: [
        [
          'Tobias Lindqvist spent eight years building tools to detect coordinated behaviour on social networks, and advised the Swedish Psychological Defence Agency before the 2022 elections.',
          'At the Center he co-authors the report on AI in the 2026 electoral cycle and teaches a seminar on data and democracy in the university’s Master in Public Policy.',
        ],
      ],
      es: [
        [
          'Tobias Lindqvist ha dedicado ocho años a desarrollar herramientas para detectar comportamientos coordinados en redes sociales y asesoró a la Agencia Sueca de Defensa Psicológica antes de las elecciones de 2022.',
          'En el Centro es coautor del informe sobre la IA en el ciclo electoral de 2026 e imparte un seminario sobre datos y democracia en el Máster en Políticas Públicas de la universidad.',
        ],
      ],
    },
  },
];

const gatherings: Gathering[] = [
  {
    key: 'event-forum-2027',
    slug: bi('events/governance-of-change-forum-2027', 'eventos/foro-governance-of-change-2027'),
    title: bi('Governance of Change Forum 2027', 'Foro Governance of Change 2027'),
    summary: bi(
      'Our yearly meeting of researchers, officials and technologists: this edition asks who should be accountable when an algorithm decides.',
      'Nuestro encuentro anual de investigadores, responsables públicos y tecnólogos: esta edición pregunta quién debe responder cuando decide un algoritmo.',
    ),
    image: 'auditorium.jpg',
    eventType: 'hybrid',
    start: '2027-03-11T09:30:00+01:00',
    end: '2027-03-11T18:00:00+01:00',
    location: bi('Auditorium, Madrid campus, Ibera University', 'Auditorio, campus de Madrid, Ibera University'),
    registration: bi('Governance of Change Forum 2027', 'Foro Governance of Change 2027'),
    centers: ORGANISER,
    body: {
      en: [
        ['A day of short talks and long conversations, in English and Spanish with simultaneous interpretation.'],
        [
          'Programme',
          '<strong>Morning.</strong> First indicators of the Democracy and Technology Observatory, and a panel with two data protection authorities.',
          '<strong>Afternoon.</strong> Workshops on auditing public algorithms, on AI in election campaigns and on platform work, each led by a member of the Center.',
        ],
        ['How to attend', 'Places in the auditorium are limited to 250; the live stream is open to everyone who registers.'],
      ],
      es: [
        ['Una jornada de intervenciones breves y conversaciones largas, en inglés y español con interpretación simultánea.'],
        [
          'Programa',
          '<strong>Mañana.</strong> Primeros indicadores del Observatorio de Democracia y Tecnología y mesa redonda con dos autoridades de protección de datos.',
          '<strong>Tarde.</strong> Talleres sobre auditoría de algoritmos públicos, IA en campañas electorales y trabajo en plataformas, cada uno dirigido por un miembro del Centro.',
        ],
        [
          'Cómo asistir',
          'El aforo del auditorio es de 250 personas; la retransmisión en directo está abierta a todas las personas inscritas.',
        ],
      ],
    },
  },
  {
    key: 'event-webinar-audit',
    slug: bi('events/who-audits-the-algorithm', 'eventos/quien-audita-al-algoritmo'),
    title: bi('Webinar: Who audits the algorithm?', 'Webinar: ¿Quién audita al algoritmo?'),
    summary: bi(
      'One hour on the new duties of public bodies that use automated decision systems, with the authors of our platform work tracker.',
      'Una hora sobre las nuevas obligaciones de las administraciones que usan sistemas de decisión automatizada, con las autoras de nuestro seguimiento del trabajo en plataformas.',
    ),
    image: 'webinar.jpg',
    eventType: 'online',
    start: '2027-01-21T17:00:00+01:00',
    end: '2027-01-21T18:00:00+01:00',
    registration: bi('Webinar: Who audits the algorithm? (21 January 2027)', 'Webinar: ¿Quién audita al algoritmo? (21 de enero de 2027)'),
    centers: ORGANISER,
    body: {
      en: [
        [
          'Inés Barrachina and Álvaro Centeno explain what the EU AI Act and the platform work directive ask of public bodies and employers, and take questions from the audience.',
          'The session is recorded; everyone who registers receives the recording and the slides.',
        ],
      ],
      es: [
        [
          'Inés Barrachina y Álvaro Centeno explican qué exigen el Reglamento europeo de IA y la directiva de trabajo en plataformas a las administraciones y a los empleadores, y responden a las preguntas del público.',
          'La sesión se graba; todas las personas inscritas reciben la grabación y las diapositivas.',
        ],
      ],
    },
  },
  {
    key: 'event-forum-2026',
    slug: bi('events/governance-of-change-forum-2026', 'eventos/foro-governance-of-change-2026'),
    title: bi('Governance of Change Forum 2026', 'Foro Governance of Change 2026'),
    summary: bi(
      'The 2026 edition asked how far residents trust public services that run on algorithms, starting from our survey of 3,000 residents of Spain.',
      'La edición de 2026 se preguntó hasta qué punto confían los ciudadanos en los servicios públicos que funcionan con algoritmos, a partir de nuestra encuesta a 3.000 residentes en España.',
    ),
    image: 'auditorium.jpg',
    eventType: 'hybrid',
    start: '2026-03-12T09:30:00+01:00',
    end: '2026-03-12T18:00:00+01:00',
    location: bi('Auditorium, Madrid campus, Ibera University', 'Auditorio, campus de Madrid, Ibera University'),
    centers: ORGANISER,
    held: true,
    body: {
      en: [
        [
          'The forum opened with the findings of Trust in Digital Public Services, published two weeks before: seven in ten respondents prefer to deal with the administration online, yet only one in three would accept an automated decision on their benefits without the option of appeal to an official.',
        ],
        [
          'What was discussed',
          '<strong>Morning.</strong> Officials of two regional governments that are automating social benefits described what they explain to applicants, and what they do not yet.',
          '<strong>Afternoon.</strong> Workshops on the right to a human review, on plain-language notices of automated decisions and on how to measure trust over time.',
        ],
        ['Attendance', 'Some 230 people attended in the auditorium and 900 followed the live stream.'],
      ],
      es: [
        [
          'El foro se abrió con los resultados de Confianza en los servicios públicos digitales, publicada dos semanas antes: siete de cada diez encuestados prefieren relacionarse con la administración por internet, pero solo uno de cada tres aceptaría una resolución automatizada sobre sus prestaciones sin poder recurrir ante un funcionario.',
        ],
        [
          'Qué se debatió',
          '<strong>Mañana.</strong> Responsables de dos gobiernos autonómicos que están automatizando prestaciones sociales contaron qué explican a los solicitantes y qué no explican todavía.',
          '<strong>Tarde.</strong> Talleres sobre el derecho a una revisión humana, sobre notificaciones en lenguaje claro de las decisiones automatizadas y sobre cómo medir la confianza a lo largo del tiempo.',
        ],
        ['Asistencia', 'Unas 230 personas asistieron en el auditorio y 900 siguieron la retransmisión en directo.'],
      ],
    },
  },
];

const team: TeamMember[] = [
  {
    id: 'marta-quiroga',
    name: 'Marta',
    lastName: 'Quiroga',
    position: bi('Director', 'Directora'),
    area: bi('Democracy', 'Democracia'),
    bio: bi(
      'Professor of political science. Studies how digital campaigns and platforms change the way citizens take part in politics.',
      'Catedrática de Ciencia Política. Estudia cómo las campañas digitales y las plataformas cambian la participación política de la ciudadanía.',
    ),
  },
  {
    id: 'tobias-lindqvist',
    name: 'Tobias',
    lastName: 'Lindqvist',
    position: bi('Senior fellow', 'Investigador sénior'),
    area: bi('Artificial intelligence', 'Inteligencia artificial'),
    bio: bi(
      'Computational social scientist; leads the Center’s work on disinformation and election integrity.',
      'Científico social computacional; dirige la línea del Centro sobre desinformación e integridad electoral.',
    ),
  },
  {
    id: 'ines-barrachina',
    name: 'Inés',
    lastName: 'Barrachina',
    position: bi('Research fellow', 'Investigadora'),
    area: bi('Future of work', 'Futuro del trabajo'),
    bio: bi(
      'Labour lawyer by training. Follows the regulation of platform work and algorithmic management in Europe.',
      'Abogada laboralista de formación. Sigue la regulación del trabajo en plataformas y la gestión algorítmica en Europa.',
    ),
  },
  {
    id: 'alvaro-centeno',
    name: 'Álvaro',
    lastName: 'Centeno',
    position: bi('Research fellow', 'Investigador'),
    area: bi('Digital government', 'Administración digital'),
    bio: bi(
      'Former civil servant at the State Digital Agency; researches automated decisions in public administration.',
      'Antiguo funcionario de la agencia estatal de administración digital; investiga las decisiones automatizadas en la administración pública.',
    ),
  },
  {
    id: 'nadia-rahman',
    name: 'Nadia',
    lastName: 'Rahman',
    position: bi('Data scientist', 'Científica de datos'),
    area: bi('Public opinion', 'Opinión pública'),
    bio: bi(
      'Designs the Center’s surveys and the Observatory’s data pipeline.',
      'Diseña las encuestas del Centro y el flujo de datos del Observatorio.',
    ),
  },
  {
    id: 'lorena-iglesias',
    name: 'Lorena',
    lastName: 'Iglesias',
    position: bi('Communications and events manager', 'Responsable de comunicación y eventos'),
    bio: bi(
      'Looks after the Center’s publications, events and press relations.',
      'Coordina las publicaciones, los actos y las relaciones con los medios del Centro.',
    ),
  },
];

export default defineUnit({
  brand: 'cgc',
  kind: 'centre',
  theme: 'default',
  siteName: bi('Center for the Governance of Change', 'Center for the Governance of Change'),
  email: 'cgc@ibera.edu',
  documents: papers.map((paper) =>
    publicationDocument(paper, { publisher: `Center for the Governance of Change, Ibera University · ${paper.series}` }),
  ),
  menu: [
    {
      page: 'research',
      label: bi('Research and publications', 'Investigación y publicaciones'),
      auxText: bi('Reports, policy papers and surveys', 'Informes, documentos de políticas y encuestas'),
      children: [
        {
          page: 'paper-ai-elections',
          label: bi('AI at the ballot box', 'La IA en las urnas'),
          description: bi('Generative AI in the 2026 electoral cycle', 'La IA generativa en el ciclo electoral de 2026'),
        },
        {
          page: 'paper-platform-work',
          label: bi('Platform work tracker', 'Seguimiento del trabajo en plataformas'),
          description: bi('The EU directive in southern Europe', 'La directiva europea en el sur de Europa'),
        },
        {
          page: 'paper-trust-services',
          label: bi('Trust in digital services', 'Confianza en los servicios digitales'),
          description: bi('A survey of 3,000 residents of Spain', 'Encuesta a 3.000 residentes en España'),
        },
      ],
    },
    { page: 'news', label: bi('News', 'Noticias') },
    { page: 'events', label: bi('Events', 'Eventos') },
    { page: 'team', label: bi('Team', 'Equipo') },
    { page: 'contact', label: bi('Contact', 'Contacto') },
  ],
  primaryLink: { page: 'research', text: bi('Read our research', 'Lea nuestra investigación') },
  pages: [
    {
      key: 'home',
      slug: bi('', ''),
      templateType: 'Landing',
      title: bi('Center for the Governance of Change', 'Center for the Governance of Change'),
      metaDescription: bi(
        'Research on how technology changes society and democracy: AI and elections, platform work, digital public services.',
        'Investigación sobre cómo la tecnología cambia la sociedad y la democracia: IA y elecciones, trabajo en plataformas, servicios públicos digitales.',
      ),
      template: (ctx) => ({
        heroSection: [
          {
            component: 'HeroClaim',
            eyebrow: ctx.L('Center for the Governance of Change', 'Center for the Governance of Change'),
            title: ctx.L(
              'Technology changes fast. Democracy must keep up.',
              'La tecnología cambia deprisa. La democracia debe estar a la altura.',
            ),
            claim: ctx.L(
              'We study how artificial intelligence, platforms and data reshape work, public services and political life, and we put the evidence in front of those who make the rules.',
              'Estudiamos cómo la inteligencia artificial, las plataformas y los datos transforman el trabajo, los servicios públicos y la vida política, y ponemos la evidencia ante quienes hacen las normas.',
            ),
            link: { href: ctx.href('research'), text: ctx.L('Explore our research', 'Explore nuestra investigación') },
          },
        ],
        mainSection: [
          {
            component: 'IconCollection',
            title: ctx.L('Three lines of research', 'Tres líneas de investigación'),
            items: [
              {
                icon: 'flag',
                title: ctx.L('Democracy and elections', 'Democracia y elecciones'),
                text: ctx.L(
                  'AI in campaigns, disinformation, and how citizens deliberate about technology.',
                  'La IA en las campañas, la desinformación y cómo delibera la ciudadanía sobre la tecnología.',
                ),
              },
              {
                icon: 'briefcase',
                title: ctx.L('The future of work', 'El futuro del trabajo'),
                text: ctx.L(
                  'Platform work, algorithmic management and the skills workers will need.',
                  'El trabajo en plataformas, la gestión algorítmica y las competencias que necesitarán los trabajadores.',
                ),
              },
              {
                icon: 'building',
                title: ctx.L('Digital government', 'Administración digital'),
                text: ctx.L(
                  'Automated decisions in public bodies, and the trust citizens place in them.',
                  'Las decisiones automatizadas en las administraciones y la confianza que la ciudadanía deposita en ellas.',
                ),
              },
            ],
          },
          {
            component: 'PublicationDistributor',
            title: ctx.L('Latest publications', 'Últimas publicaciones'),
            intro: ctx.L(
              'Reports and policy papers, newest first.',
              'Informes y documentos de políticas, de los más recientes a los más antiguos.',
            ),
            layout: 'list',
            data: {
              mode: 'navigation',
              referenceId: ctx.href('research'),
              sources: [{ structuredData: 'PublicationDetail' }],
              quantity: 3,
            },
            link: { href: ctx.href('research'), text: ctx.L('All publications', 'Todas las publicaciones') },
          },
          {
            component: 'Quote',
            quote: ctx.L(
              'The question is no longer whether to regulate technology, but who gets a say in how — and whether they can check that the rules work.',
              'La pregunta ya no es si regular la tecnología, sino quién decide cómo hacerlo y si puede comprobar que las normas funcionan.',
            ),
            author: 'Marta Quiroga',
            role: ctx.L('Director of the Center', 'Directora del Centro'),
          },
          newsDistributor(ctx, { title: bi('News', 'Noticias'), quantity: 3, scope: 'list' }),
          eventDistributor(ctx, { title: bi('Coming up', 'Próximos eventos'), upcoming: true, quantity: 2, scope: 'list' }),
          {
            component: 'NewsletterForm',
            title: ctx.L('The Governance of Change letter', 'La carta de Governance of Change'),
            text: ctx.L(
              'One email a month with our new research and invitations. You can unsubscribe from any issue.',
              'Un correo al mes con nuestra nueva investigación e invitaciones. Puede darse de baja desde cualquier envío.',
            ),
            benefits: [
              ctx.L('New reports and policy papers on the day they appear', 'Nuevos informes y documentos el día de su publicación'),
              ctx.L(
                'The quarterly update of the platform work tracker',
                'La actualización trimestral del seguimiento del trabajo en plataformas',
              ),
              ctx.L('Invitations to the Forum and our webinars', 'Invitaciones al Foro y a nuestros webinars'),
            ],
            thankYou: thankYou(ctx),
          },
        ],
      }),
    },
    {
      key: 'research',
      slug: bi('publications', 'publicaciones'),
      templateType: 'PublicationsList',
      title: bi('Publications', 'Publicaciones'),
      metaDescription: bi(
        'Reports, policy papers and surveys of the Center for the Governance of Change.',
        'Informes, documentos de políticas y encuestas del Center for the Governance of Change.',
      ),
      template: (ctx) => ({
        heroSection: [
          compactHero(ctx, {
            eyebrow: bi('Research', 'Investigación'),
            title: bi('Publications', 'Publicaciones'),
            subtitle: bi(
              'Evidence for decisions about technology: every publication comes with its data and method.',
              'Evidencia para decidir sobre tecnología: cada publicación va acompañada de sus datos y su método.',
            ),
            subtheme: 'inverse',
          }),
        ],
        intro: ctx.L(
          'Filter by year, type, subject or classification: a peer-reviewed report was read by two outside experts before it appeared; grey literature is reviewed within the Center. Every text can be downloaded free of charge.',
          'Filtre por año, tipo, tema o clasificación: un informe con revisión por pares lo han leído dos expertos externos antes de publicarse; la literatura gris la revisa el propio Centro. Todos los textos se pueden descargar gratuitamente.',
        ),
        pageSize: 12,
        filters: ['year', 'publicationType', 'subjectArea', 'classificationType'],
        mainSection: [
          {
            component: 'FactsFigures',
            title: ctx.L('Our research in figures', 'Nuestra investigación en cifras'),
            items: [
              {
                value: '41,000',
                label: ctx.L('campaign messages archived in 2026', 'mensajes de campaña archivados en 2026'),
                source: { name: ctx.L('AI at the Ballot Box', 'La IA en las urnas'), year: '2026' },
              },
              {
                value: ctx.L('1 in 3', '1 de cada 3'),
                label: ctx.L(
                  'residents would accept an automated decision without appeal',
                  'residentes aceptaría una resolución automatizada sin recurso',
                ),
                source: { name: ctx.L('Trust in Digital Public Services', 'Confianza en los servicios públicos digitales'), year: '2026' },
              },
              {
                value: '4',
                label: ctx.L('countries in the platform work tracker', 'países en el seguimiento del trabajo en plataformas'),
              },
            ],
          },
        ],
      }),
    },
    ...papers.map(publicationPage),
    newsListPage({
      description: bi('News from the Center for the Governance of Change.', 'Noticias del Center for the Governance of Change.'),
      intro: bi(
        'New research, projects, people and public engagement at the Center.',
        'Nueva investigación, proyectos, personas y participación pública en el Centro.',
      ),
      pageSize: 12,
      filters: ['year'],
    }),
    ...stories.map(newsPage),
    eventListPage({
      description: bi(
        'Forums, webinars and seminars of the Center for the Governance of Change.',
        'Foros, webinars y seminarios del Center for the Governance of Change.',
      ),
      intro: bi(
        'We present our research in Madrid and online. Most events are free and open to the public.',
        'Presentamos nuestra investigación en Madrid y en línea. La mayoría de los actos son gratuitos y abiertos al público.',
      ),
      filters: ['eventType', 'year'],
    }),
    ...gatherings.map(eventPage),
    {
      key: 'team',
      slug: bi('team', 'equipo'),
      templateType: 'PersonList',
      title: bi('Team', 'Equipo'),
      metaDescription: bi(
        'The researchers and staff of the Center for the Governance of Change.',
        'Los investigadores y el personal del Center for the Governance of Change.',
      ),
      template: (ctx) => ({
        intro: ctx.L(
          'Political scientists, lawyers, economists and data scientists working together on each project.',
          'Politólogos, juristas, economistas y científicos de datos que trabajan juntos en cada proyecto.',
        ),
        filters: ['academicArea'],
        people: team.map((person) => teamMember(ctx, person)),
        mainSection: [
          {
            component: 'Timeline',
            title: ctx.L('How the Center grew', 'Cómo creció el Centro'),
            items: [
              {
                date: '2019',
                title: ctx.L('A research group becomes a center', 'Un grupo de investigación se convierte en centro'),
                text: ctx.L(
                  'Political scientists and lawyers of the university join forces on technology and democracy.',
                  'Politólogos y juristas de la universidad unen fuerzas en torno a tecnología y democracia.',
                ),
              },
              {
                date: '2022',
                title: ctx.L('The first Governance of Change Forum', 'El primer Foro Governance of Change'),
                text: ctx.L('120 guests discuss the draft EU AI Act.', '120 invitados debaten el borrador del Reglamento europeo de IA.'),
              },
              {
                date: '2025',
                title: ctx.L('A data science unit', 'Una unidad de ciencia de datos'),
                text: ctx.L(
                  'The Center hires its own data scientists for surveys and archives.',
                  'El Centro incorpora sus propios científicos de datos para encuestas y archivos.',
                ),
              },
              {
                date: '2026',
                title: ctx.L('The Democracy and Technology Observatory', 'El Observatorio de Democracia y Tecnología'),
                text: ctx.L('A three-year grant funds an open dashboard.', 'Una subvención de tres años financia un panel abierto.'),
              },
            ],
          },
        ],
      }),
    },
    {
      key: 'contact',
      slug: bi('contact', 'contacto'),
      templateType: 'BasicTemplate',
      title: bi('Contact', 'Contacto'),
      metaDescription: bi(
        'Write to, call or visit the Center for the Governance of Change.',
        'Escriba, llame o visite al Center for the Governance of Change.',
      ),
      template: (ctx) => ({
        mainSection: [
          {
            component: 'BasicContent',
            title: ctx.L('Write, call or visit us', 'Escríbanos, llámenos o visítenos'),
            html:
              ctx.L(
                '<p>Email: <a href="mailto:cgc@ibera.edu">cgc@ibera.edu</a><br>Phone: <a href="tel:+34915689740">+34&nbsp;915&nbsp;689&nbsp;740</a></p>',
                '<p>Correo: <a href="mailto:cgc@ibera.edu">cgc@ibera.edu</a><br>Teléfono: <a href="tel:+34915689740">+34&nbsp;915&nbsp;689&nbsp;740</a></p>',
              ) +
              ctx.L(
                '<p>Center for the Governance of Change, Ibera University<br>Calle de María de Molina 11, 28006 Madrid, Spain</p><p>Journalists: Lorena Iglesias answers press requests the same day.</p>',
                '<p>Center for the Governance of Change, Ibera University<br>Calle de María de Molina 11, 28006 Madrid, España</p><p>Periodistas: Lorena Iglesias atiende las peticiones de prensa en el mismo día.</p>',
              ),
          },
          {
            component: 'PeopleDistributor',
            title: ctx.L('Who to ask', 'A quién dirigirse'),
            data: { mode: 'manual', fixed: ['marta-quiroga', 'lorena-iglesias'] },
          },
          contactForm(ctx, { text: bi('Fields marked * are required.', 'Los campos marcados con * son obligatorios.') }),
        ],
      }),
    },
  ],
});
