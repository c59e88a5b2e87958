// Center for Corporate Learning and Talent Management: research on how companies train and
// develop their people, the yearly Corporate Learning Barometer and a network of member
// companies, in English and Spanish.
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
  paragraphs,
  publicationDetail,
  publicationDocument,
  splitHero,
  teamMember,
  type Bilingual,
  type EventSpec,
  type NewsStory,
  type PageSpec,
  type Publication,
  type TeamMember,
  type UnitDocument,
} from '../kit.ts';

const SURVEY = 'https://survey.ibera.edu/clt-barometer-2027';

interface Paper extends Publication {
  series: Bilingual<string>;
}

const paperPage = (paper: Paper): PageSpec =>
  publicationDetail(paper, {
    parent: 'research',
    organization: 'Center for Corporate Learning and Talent Management, Ibera University',
    series: (ctx) => ctx.L(paper.series.en, paper.series.es),
    downloads: (ctx) => [{ title: ctx.L('Full text', 'Texto completo'), href: documentHref(paper.file), format: 'PDF' }],
    mainSection: (ctx) => [
      callToAction(ctx, {
        title: bi('Bring this research to your company', 'Lleve esta investigación a su empresa'),
        text: bi(
          'Member companies of our network discuss every new study with its authors before it is published.',
          'Las empresas de nuestra red comentan cada nuevo estudio con sus autores antes de su publicación.',
        ),
        primary: { page: 'network', text: bi('About the network', 'Sobre la red') },
        secondary: { page: 'research', text: bi('All research', 'Toda la investigación') },
      }),
    ],
  });

const PUBLISHER = 'Center for Corporate Learning and Talent Management, Ibera University';

/** The Barometer's earlier editions, offered as downloads on its page (the 2026 one has its own page). */
const previousEditions: Array<{ year: number; edition: Bilingual<string>; authors: string[]; summary: Bilingual<string> }> = [
  {
    year: 2025,
    edition: bi('5th edition', '5.ª edición'),
    authors: ['Raúl Esparza', 'Elena Pardo', 'Beatriz Olmedo'],
    summary: bi(
      '196 companies in Spain and Portugal spent an average of €389 per employee on learning in 2024. Half of them were piloting AI tools to create content, and skills-based planning appeared in the survey for the first time.',
      '196 empresas de España y Portugal invirtieron de media 389 € por empleado en formación en 2024. La mitad probaba herramientas de IA para crear contenidos, y la planificación por competencias apareció por primera vez en la encuesta.',
    ),
  },
  {
    year: 2024,
    edition: bi('4th edition', '4.ª edición'),
    authors: ['Raúl Esparza', 'Elena Pardo'],
    summary: bi(
      '171 companies answered. Spending per employee rose to €362 in 2023, driven by leadership programmes for middle managers; hybrid formats became the most common way of delivering training.',
      'Respondieron 171 empresas. La inversión por empleado subió a 362 € en 2023, impulsada por los programas de liderazgo para mandos intermedios; los formatos híbridos se convirtieron en la forma más habitual de impartir la formación.',
    ),
  },
  {
    year: 2023,
    edition: bi('3rd edition', '3.ª edición'),
    authors: ['Raúl Esparza', 'Elena Pardo'],
    summary: bi(
      '150 companies answered. After two years of online training, face-to-face sessions came back for onboarding and leadership, while compliance and technical training stayed digital; average spending was €340 per employee in 2022.',
      'Respondieron 150 empresas. Tras dos años de formación en línea, las sesiones presenciales volvieron para la acogida y el liderazgo, mientras la formación técnica y de cumplimiento siguió siendo digital; la inversión media fue de 340 € por empleado en 2022.',
    ),
  },
];

const editionDocument = (edition: (typeof previousEditions)[number]): UnitDocument => ({
  file: `clt-corporate-learning-barometer-${edition.year}.pdf`,
  publisher: `${PUBLISHER} · CLT Barometer, ${edition.edition.en}`,
  authors: edition.authors,
  date: `${edition.year}-11-01T09:00:00Z`,
  text: {
    en: { title: `Corporate Learning Barometer ${edition.year}`, paragraphs: [edition.summary.en] },
    es: { title: `Barómetro de Aprendizaje Corporativo ${edition.year}`, paragraphs: [edition.summary.es] },
  },
});

type Story = NewsStory;

const newsPage = (story: Story): PageSpec =>
  newsDetail(story, {
    author: 'Mateo Ruiz-Larrea',
    mainSection: (ctx) => [newsDistributor(ctx, { title: bi('Also in the news', 'Otras noticias'), quantity: 3, scope: 'list' })],
  });

type Gathering = EventSpec;

const eventPage = (event: Gathering): PageSpec =>
  eventDetail(event, {
    infoLink: bi('Questions? Contact us', '¿Dudas? Contáctenos'),
    form: {
      title: bi('Register', 'Inscríbase'),
      text: bi(
        'Free for member companies; other participants receive the fee details by email.',
        'Gratuito para las empresas de la red; el resto de participantes recibe por correo la información sobre la cuota.',
      ),
    },
  });

const papers: Paper[] = [
  {
    key: 'paper-barometer-2026',
    slug: bi('research/corporate-learning-barometer-2026', 'investigacion/barometro-aprendizaje-corporativo-2026'),
    date: '2026-11-04T09:00:00Z',
    title: bi('Corporate Learning Barometer 2026', 'Barómetro de Aprendizaje Corporativo 2026'),
    summary: bi(
      'How 214 companies in Spain and Portugal invest in the learning of their people: budgets, formats, AI and the measurement of impact.',
      'Cómo invierten 214 empresas de España y Portugal en el aprendizaje de sus profesionales: presupuestos, formatos, IA y medición del impacto.',
    ),
    type: bi('Barometer', 'Barómetro'),
    areas: both(['Learning and development', 'Learning technology'], ['Aprendizaje y desarrollo', 'Tecnología del aprendizaje']),
    authors: ['Raúl Esparza', 'Elena Pardo', 'Beatriz Olmedo'],
    series: bi('CLT Barometer, 6th edition', 'Barómetro CLT, 6.ª edición'),
    cover: 'cover-1.jpg',
    file: 'clt-corporate-learning-barometer-2026.pdf',
    isbn: '978-84-09-70551-9',
    body: {
      en: [
        [
          'Companies spent an average of €412 per employee on learning in 2025, 6% more than the year before. The increase went almost entirely to digital content and AI tools; budgets for face-to-face training stayed flat.',
        ],
        [
          'Five findings',
          '<strong>AI arrives without a plan.</strong> 61% of companies already use AI to create or recommend training, but only 18% have trained their learning teams to use it.',
          '<strong>Managers are the bottleneck.</strong> Employees say their manager is the main reason they do, or do not, apply what they learn.',
          '<strong>Skills over courses.</strong> 38% of companies now plan learning around a skills catalogue rather than a catalogue of courses.',
          '<strong>Impact is still measured by satisfaction.</strong> Only one in five companies measures any effect of training on performance.',
          '<strong>Smaller firms learn differently.</strong> Companies under 250 employees rely far more on mentoring and on-the-job learning, and spend less per head.',
        ],
        [
          'Method',
          'Online survey of learning and HR directors between March and June 2026, with 26 follow-up interviews. Companies of every size and sector; the sample is weighted by size.',
        ],
      ],
      es: [
        [
          'Las empresas invirtieron en 2025 una media de 412 euros por empleado en aprendizaje, un 6 % más que el año anterior. El aumento se destinó casi por completo a contenidos digitales y herramientas de IA; el presupuesto de la formación presencial se mantuvo.',
        ],
        [
          'Cinco conclusiones',
          '<strong>La IA llega sin plan.</strong> El 61 % de las empresas ya usa la IA para crear o recomendar formación, pero solo el 18 % ha formado a sus equipos de aprendizaje para utilizarla.',
          '<strong>Los mandos son el cuello de botella.</strong> Los empleados señalan a su responsable directo como la principal razón por la que aplican, o no, lo que aprenden.',
          '<strong>Competencias antes que cursos.</strong> El 38 % de las empresas planifica ya el aprendizaje a partir de un catálogo de competencias y no de un catálogo de cursos.',
          '<strong>El impacto se sigue midiendo por la satisfacción.</strong> Solo una de cada cinco empresas mide algún efecto de la formación en el desempeño.',
          '<strong>Las empresas pequeñas aprenden de otra manera.</strong> Las de menos de 250 empleados recurren mucho más a la mentoría y al aprendizaje en el puesto, y gastan menos por persona.',
        ],
        [
          'Método',
          'Encuesta en línea a directores de formación y de recursos humanos entre marzo y junio de 2026, con 26 entrevistas de seguimiento. Empresas de todos los tamaños y sectores; la muestra se pondera por tamaño.',
        ],
      ],
    },
  },
  {
    key: 'paper-ai-assistants',
    slug: bi('research/learning-with-ai-assistants-at-work', 'investigacion/aprender-con-asistentes-de-ia-en-el-trabajo'),
    date: '2026-06-16T09:00:00Z',
    title: bi(
      'Learning with AI Assistants at Work: Evidence from Five Companies',
      'Aprender con asistentes de IA en el trabajo: evidencia de cinco empresas',
    ),
    summary: bi(
      'What happens to learning when employees can ask an AI assistant instead of a colleague: a year of observation in a bank, an insurer, a retailer, a utility and a law firm.',
      'Qué ocurre con el aprendizaje cuando los empleados pueden preguntar a un asistente de IA en lugar de a un compañero: un año de observación en un banco, una aseguradora, un distribuidor, una eléctrica y un despacho.',
    ),
    type: bi('Working paper', 'Documento de trabajo'),
    areas: both(['Learning technology'], ['Tecnología del aprendizaje']),
    authors: ['Aisha Okonkwo', 'Raúl Esparza'],
    series: bi('CLT Working Papers, no. 14', 'Documentos de trabajo CLT, n.º 14'),
    cover: 'cover-4.jpg',
    file: 'clt-learning-with-ai-assistants.pdf',
    body: {
      en: [
        [
          'New employees with access to an AI assistant reached the expected level of productivity four weeks sooner on average. But they asked their colleagues fewer questions — and after a year knew fewer people outside their own team.',
        ],
        [
          'What companies can do',
          'Pair the assistant with deliberate moments of human contact: a mentor for every newcomer, team reviews of the hardest cases and internal communities around each tool. The companies that did so kept the speed without losing the network.',
        ],
      ],
      es: [
        [
          'Los nuevos empleados con acceso a un asistente de IA alcanzaron el nivel de productividad esperado cuatro semanas antes de media. Pero hicieron menos preguntas a sus compañeros y, al cabo de un año, conocían a menos personas fuera de su equipo.',
        ],
        [
          'Qué pueden hacer las empresas',
          'Acompañar el asistente de momentos deliberados de contacto humano: un mentor para cada recién llegado, revisiones en equipo de los casos más difíciles y comunidades internas en torno a cada herramienta. Las empresas que lo hicieron mantuvieron la rapidez sin perder la red.',
        ],
      ],
    },
  },
  {
    key: 'paper-internal-mobility',
    slug: bi('research/from-courses-to-careers-internal-mobility', 'investigacion/de-los-cursos-a-las-carreras-movilidad-interna'),
    date: '2026-02-10T09:00:00Z',
    title: bi(
      'From Courses to Careers: Internal Mobility in Spanish Companies',
      'De los cursos a las carreras: la movilidad interna en las empresas españolas',
    ),
    summary: bi(
      'A practical guide for HR directors who want training to lead to new roles inside the company, with the experience of twelve member companies.',
      'Una guía práctica para directores de recursos humanos que quieren que la formación lleve a nuevos puestos dentro de la empresa, con la experiencia de doce empresas de la red.',
    ),
    type: bi('Practitioner guide', 'Guía práctica'),
    areas: both(['Talent management'], ['Gestión del talento']),
    authors: ['Clara Figueras', 'Beatriz Olmedo'],
    series: bi('CLT Guides, no. 5', 'Guías CLT, n.º 5'),
    cover: 'cover-6.jpg',
    file: 'clt-from-courses-to-careers.pdf',
    body: {
      en: [
        [
          'Most Spanish companies still fill two thirds of their vacancies from outside, even when employees with the right skills are available in another department. The guide explains why and what to change.',
        ],
        [
          'Inside the guide',
          'An internal talent marketplace in six steps; how to agree with managers that they will let their best people move; what to do with the skills data from training; and twelve short cases, from a hotel chain that retrained receptionists as revenue analysts to a utility that turned meter readers into network technicians.',
        ],
      ],
      es: [
        [
          'La mayoría de las empresas españolas sigue cubriendo dos tercios de sus vacantes con personas de fuera, incluso cuando en otro departamento hay empleados con las competencias necesarias. La guía explica por qué y qué cambiar.',
        ],
        [
          'Qué contiene',
          'Un mercado interno de talento en seis pasos; cómo acordar con los mandos que dejen moverse a sus mejores profesionales; qué hacer con los datos de competencias que genera la formación; y doce casos breves, desde una cadena hotelera que reconvirtió a recepcionistas en analistas de ingresos hasta una eléctrica que convirtió a lectores de contadores en técnicos de red.',
        ],
      ],
    },
  },
];

const stories: Story[] = [
  {
    key: 'news-barometer-presented',
    slug: bi('news/barometer-2026-presented', 'noticias/presentado-el-barometro-2026'),
    date: '2026-11-05T09:00:00Z',
    title: bi(
      'AI arrives in corporate learning without a plan, says the 2026 Barometer',
      'La IA llega a la formación de las empresas sin un plan, según el Barómetro 2026',
    ),
    summary: bi(
      'Two hundred learning directors attended the presentation of the sixth Corporate Learning Barometer in Madrid.',
      'Doscientos directores de formación asistieron en Madrid a la presentación del sexto Barómetro de Aprendizaje Corporativo.',
    ),
    category: bi('Research', 'Investigación'),
    image: 'auditorium.jpg',
    body: {
      en: [
        [
          'Raúl Esparza presented the main results: higher budgets, a rush to AI tools and little measurement of impact. A panel of learning directors from a bank, a hotel group and an engineering firm discussed what they would do differently in 2027.',
          'The full report is free to download from our research page.',
        ],
      ],
      es: [
        [
          'Raúl Esparza presentó los principales resultados: más presupuesto, prisa por adoptar herramientas de IA y poca medición del impacto. Una mesa con directores de formación de un banco, un grupo hotelero y una ingeniería debatió qué harían de otra manera en 2027.',
          'El informe completo puede descargarse gratuitamente en nuestra página de investigación.',
        ],
      ],
    },
  },
  {
    key: 'news-new-members',
    slug: bi('news/ten-companies-join-the-network', 'noticias/diez-empresas-se-unen-a-la-red'),
    date: '2026-09-21T09:00:00Z',
    title: bi('Ten companies join the Learning Leaders Network', 'Diez empresas se unen a la Red Learning Leaders'),
    summary: bi(
      'The network now has 46 member companies, from family-owned manufacturers to listed banks.',
      'La red cuenta ya con 46 empresas miembro, desde fabricantes familiares hasta bancos cotizados.',
    ),
    category: bi('Network', 'Red'),
    image: 'meeting.jpg',
    body: {
      en: [
        [
          'The new members include two hospital groups, a logistics operator and four mid-sized manufacturers from the Basque Country and Valencia, widening a network that until now leaned towards large services companies.',
          'Each member names a learning or HR director who takes part in the working groups and the yearly Members’ Day.',
        ],
      ],
      es: [
        [
          'Entre los nuevos miembros hay dos grupos hospitalarios, un operador logístico y cuatro fabricantes medianos del País Vasco y la Comunidad Valenciana, lo que amplía una red hasta ahora inclinada hacia las grandes empresas de servicios.',
          'Cada empresa designa a un director de formación o de recursos humanos que participa en los grupos de trabajo y en la Jornada anual de Miembros.',
        ],
      ],
    },
  },
  {
    key: 'news-best-paper',
    slug: bi('news/best-paper-award-ai-assistants', 'noticias/premio-al-mejor-articulo-asistentes-ia'),
    date: '2026-07-08T09:00:00Z',
    title: bi(
      'Best paper award for our study of AI assistants at work',
      'Premio al mejor artículo para nuestro estudio sobre asistentes de IA',
    ),
    summary: bi(
      'Aisha Okonkwo and Raúl Esparza received the award at the European Workplace Learning Conference in Lisbon.',
      'Aisha Okonkwo y Raúl Esparza recibieron el premio en la European Workplace Learning Conference de Lisboa.',
    ),
    category: bi('Awards', 'Premios'),
    image: 'seminar.jpg',
    body: {
      en: [
        [
          'The jury highlighted the length of the fieldwork — a full year inside five companies — and the finding that AI assistants speed up onboarding while thinning newcomers’ networks.',
          'The authors are now extending the study to ten companies of the Learning Leaders Network.',
        ],
      ],
      es: [
        [
          'El jurado destacó la duración del trabajo de campo —un año completo dentro de cinco empresas— y la conclusión de que los asistentes de IA aceleran la incorporación pero reducen la red de contactos de los recién llegados.',
          'Los autores amplían ahora el estudio a diez empresas de la Red Learning Leaders.',
        ],
      ],
    },
  },
];

const gatherings: Gathering[] = [
  {
    key: 'event-members-day',
    slug: bi('events/learning-leaders-day-2027', 'eventos/jornada-learning-leaders-2027'),
    title: bi('Learning Leaders Day 2027', 'Jornada Learning Leaders 2027'),
    summary: bi(
      'The yearly meeting of the network: the working groups present their results and members set the research agenda for the year.',
      'El encuentro anual de la red: los grupos de trabajo presentan sus resultados y los miembros fijan la agenda de investigación del año.',
    ),
    image: 'workshop.jpg',
    eventType: 'face-to-face',
    start: '2027-02-25T09:30:00+01:00',
    end: '2027-02-25T17:00:00+01:00',
    location: bi('Madrid campus, Ibera University', 'Campus de Madrid, Ibera University'),
    body: {
      en: [
        ['A full day for learning and HR directors of member companies, and for companies thinking of joining.'],
        [
          'Programme',
          '<strong>Morning.</strong> Results of the three working groups of 2026: AI in learning teams, measuring impact, and learning in small companies.',
          '<strong>Afternoon.</strong> Workshops in which members choose the topics of the next Barometer and of the 2027 working groups.',
        ],
      ],
      es: [
        [
          'Una jornada completa para directores de formación y de recursos humanos de las empresas de la red y para las que estudian incorporarse.',
        ],
        [
          'Programa',
          '<strong>Mañana.</strong> Resultados de los tres grupos de trabajo de 2026: la IA en los equipos de aprendizaje, la medición del impacto y el aprendizaje en las empresas pequeñas.',
          '<strong>Tarde.</strong> Talleres en los que los miembros eligen los temas del próximo Barómetro y de los grupos de trabajo de 2027.',
        ],
      ],
    },
  },
  {
    key: 'event-webinar-impact',
    slug: bi('events/webinar-measuring-learning-impact', 'eventos/webinar-medir-el-impacto-del-aprendizaje'),
    title: bi(
      'Webinar: Measuring the impact of learning beyond satisfaction',
      'Webinar: medir el impacto del aprendizaje más allá de la satisfacción',
    ),
    summary: bi(
      'Practical methods to show what a training programme changes in the way people work, with two member companies.',
      'Métodos prácticos para mostrar qué cambia un programa de formación en la manera de trabajar, con dos empresas de la red.',
    ),
    image: 'webinar.jpg',
    eventType: 'online',
    start: '2027-03-16T16:00:00+01:00',
    end: '2027-03-16T17:00:00+01:00',
    body: {
      en: [
        [
          'Only one in five companies measures any effect of training on performance. Clara Figueras presents three methods that work with the data companies already hold, and learning directors from an insurer and a retailer explain how they used them.',
        ],
      ],
      es: [
        [
          'Solo una de cada cinco empresas mide algún efecto de la formación en el desempeño. Clara Figueras presenta tres métodos que funcionan con los datos que las empresas ya tienen, y las directoras de formación de una aseguradora y de un distribuidor explican cómo los aplicaron.',
        ],
      ],
    },
  },
];

const team: TeamMember[] = [
  {
    id: 'beatriz-olmedo',
    name: 'Beatriz',
    lastName: 'Olmedo',
    position: bi('Director', 'Directora'),
    area: bi('Talent management', 'Gestión del talento'),
    bio: bi(
      'Professor of human resource management; was learning director of an insurance group for ten years.',
      'Profesora de Dirección de Personas; fue directora de formación de un grupo asegurador durante diez años.',
    ),
  },
  {
    id: 'raul-esparza',
    name: 'Raúl',
    lastName: 'Esparza',
    position: bi('Research director', 'Director de investigación'),
    area: bi('Learning and development', 'Aprendizaje y desarrollo'),
    bio: bi(
      'Leads the Corporate Learning Barometer since its first edition in 2021.',
      'Dirige el Barómetro de Aprendizaje Corporativo desde su primera edición en 2021.',
    ),
  },
  {
    id: 'aisha-okonkwo',
    name: 'Aisha',
    lastName: 'Okonkwo',
    position: bi('Research fellow', 'Investigadora'),
    area: bi('Learning technology', 'Tecnología del aprendizaje'),
    bio: bi(
      'Studies how AI tools change the way people learn at work.',
      'Estudia cómo las herramientas de IA cambian la manera de aprender en el trabajo.',
    ),
  },
  {
    id: 'clara-figueras',
    name: 'Clara',
    lastName: 'Figueras',
    position: bi('Research fellow', 'Investigadora'),
    area: bi('Talent management', 'Gestión del talento'),
    bio: bi(
      'Works on internal mobility and on measuring the impact of learning.',
      'Trabaja en movilidad interna y en la medición del impacto del aprendizaje.',
    ),
  },
  {
    id: 'elena-pardo',
    name: 'Elena',
    lastName: 'Pardo',
    position: bi('Data analyst', 'Analista de datos'),
    area: bi('Learning and development', 'Aprendizaje y desarrollo'),
    bio: bi('Runs the Barometer’s survey and its data.', 'Gestiona la encuesta del Barómetro y sus datos.'),
  },
  {
    id: 'mateo-ruiz-larrea',
    name: 'Mateo',
    lastName: 'Ruiz-Larrea',
    position: bi('Network manager', 'Responsable de la red'),
    bio: bi(
      'Looks after the member companies of the Learning Leaders Network and the Center’s events.',
      'Atiende a las empresas de la Red Learning Leaders y organiza los actos del Centro.',
    ),
  },
];

const members: Array<{ name: string; note: Bilingual<string> }> = [
  { name: 'Aseguradora Cantábrica', note: bi('Chairs the working group on impact.', 'Preside el grupo de trabajo sobre impacto.') },
  { name: 'Hoteles Mirador', note: bi('Host of the 2026 internal mobility case.', 'Protagonista del caso de movilidad interna de 2026.') },
  { name: 'Energías del Ebro', note: bi('Member since 2021.', 'Miembro desde 2021.') },
  { name: 'Grupo Logístico Tajo', note: bi('Joined in 2026.', 'Se incorporó en 2026.') },
  { name: 'Banco Alcázar', note: bi('Partner of the AI assistants study.', 'Socio del estudio sobre asistentes de IA.') },
  {
    name: 'Industrias Lantegi',
    note: bi('Leads the group on learning in small firms.', 'Dirige el grupo sobre aprendizaje en empresas pequeñas.'),
  },
];

export default defineUnit({
  brand: 'corporate-learning',
  kind: 'centre',
  theme: 'default',
  siteName: bi('Center for Corporate Learning and Talent Management', 'Center for Corporate Learning and Talent Management'),
  email: 'clt@ibera.edu',
  documents: [
    ...papers.map((paper) => publicationDocument(paper, { publisher: `${PUBLISHER} · ${paper.series.en}` })),
    ...previousEditions.map(editionDocument),
  ],
  menu: [
    {
      page: 'research',
      label: bi('Research', 'Investigación'),
      children: [
        {
          page: 'barometer',
          label: bi('Corporate Learning Barometer', 'Barómetro de Aprendizaje Corporativo'),
          description: bi('Our yearly survey of 200 companies', 'Nuestra encuesta anual a 200 empresas'),
        },
        {
          page: 'research',
          label: bi('Research and publications', 'Investigación y publicaciones'),
          description: bi('Reports, working papers and guides', 'Informes, documentos de trabajo y guías'),
        },
      ],
    },
    { page: 'network', label: bi('Members’ network', 'Red Learning Leaders') },
    { page: 'news', label: bi('News', 'Noticias') },
    { page: 'events', label: bi('Events', 'Eventos') },
    { page: 'team', label: bi('Team', 'Equipo') },
    { page: 'contact', label: bi('Contact', 'Contacto') },
  ],
  primaryLink: { page: 'network', text: bi('Join the network', 'Únase a Learning Leaders') },
  pages: [
    {
      key: 'home',
      slug: bi('', ''),
      templateType: 'Landing',
      title: bi('Center for Corporate Learning and Talent Management', 'Center for Corporate Learning and Talent Management'),
      metaDescription: bi(
        'Research on learning in companies, the Corporate Learning Barometer and a network of learning and HR directors.',
        'Investigación sobre el aprendizaje en las empresas, el Barómetro de Aprendizaje Corporativo y una red de directores de formación y de personas.',
      ),
      template: (ctx) => ({
        heroSection: [
          {
            component: 'HeroMosaic',
            eyebrow: ctx.L('Center for Corporate Learning and Talent Management', 'Center for Corporate Learning and Talent Management'),
            title: ctx.L(
              'How companies learn, and how they could learn better',
              'Cómo aprenden las empresas y cómo podrían aprender mejor',
            ),
            subtitle: ctx.L(
              'We research learning and talent in companies, publish the yearly Corporate Learning Barometer and bring together 46 learning and HR directors in our network.',
              'Investigamos el aprendizaje y el talento en las empresas, publicamos cada año el Barómetro de Aprendizaje Corporativo y reunimos en nuestra red a 46 directores de formación y de personas.',
            ),
            link: { href: ctx.href('barometer'), text: ctx.L('See the 2026 Barometer', 'Vea el Barómetro 2026') },
            images: [ctx.media('workshop.jpg'), ctx.media('classroom.jpg'), ctx.media('seminar.jpg'), ctx.media('meeting.jpg')],
          },
        ],
        mainSection: [
          {
            component: 'FactsFigures',
            title: ctx.L('Corporate learning in 2026', 'La formación en las empresas en 2026'),
            intro: ctx.L(
              'Four figures from our sixth Barometer, answered by 214 companies in Spain and Portugal.',
              'Cuatro cifras de nuestro sexto Barómetro, respondido por 214 empresas de España y Portugal.',
            ),
            items: [
              {
                value: '€412',
                label: ctx.L('spent on learning per employee', 'invertidos en formación por empleado'),
                detail: ctx.L('6% more than in 2024.', 'Un 6 % más que en 2024.'),
                source: {
                  name: ctx.L('Corporate Learning Barometer', 'Barómetro de Aprendizaje Corporativo'),
                  year: '2026',
                  href: ctx.href('paper-barometer-2026'),
                },
              },
              {
                value: '61%',
                label: ctx.L(
                  'of companies use AI to create or recommend training',
                  'de las empresas usa IA para crear o recomendar formación',
                ),
                source: { name: ctx.L('Corporate Learning Barometer', 'Barómetro de Aprendizaje Corporativo'), year: '2026' },
              },
              {
                value: ctx.L('1 in 5', '1 de cada 5'),
                label: ctx.L('measures the effect of training on performance', 'mide el efecto de la formación en el desempeño'),
                source: { name: ctx.L('Corporate Learning Barometer', 'Barómetro de Aprendizaje Corporativo'), year: '2026' },
              },
              {
                value: '38%',
                label: ctx.L('plan learning around skills, not courses', 'planifica el aprendizaje por competencias, no por cursos'),
                source: { name: ctx.L('Corporate Learning Barometer', 'Barómetro de Aprendizaje Corporativo'), year: '2026' },
              },
            ],
          },
          {
            component: 'LinkCollection',
            title: ctx.L('Where to start', 'Por dónde empezar'),
            links: [
              {
                title: ctx.L('The Barometer', 'El Barómetro'),
                description: ctx.L(
                  'Six years of data on how companies train their people.',
                  'Seis años de datos sobre cómo forman las empresas a sus profesionales.',
                ),
                href: ctx.href('barometer'),
                icon: 'chart-line',
              },
              {
                title: ctx.L('Publications', 'Publicaciones'),
                description: ctx.L('Working papers and practical guides.', 'Documentos de trabajo y guías prácticas.'),
                href: ctx.href('research'),
                icon: 'document',
              },
              {
                title: ctx.L('The members’ network', 'La red de empresas'),
                description: ctx.L(
                  'Working groups, data and a yearly members’ day.',
                  'Grupos de trabajo, datos y una jornada anual de miembros.',
                ),
                href: ctx.href('network'),
                icon: 'users',
              },
            ],
          },
          {
            component: 'PublicationDistributor',
            title: ctx.L('Latest research', 'Investigación reciente'),
            layout: 'list',
            data: {
              mode: 'navigation',
              referenceId: ctx.href('research'),
              sources: [{ structuredData: 'PublicationDetail' }],
              quantity: 3,
            },
            link: { href: ctx.href('research'), text: ctx.L('All publications', 'Todas las publicaciones') },
          },
          newsDistributor(ctx, { title: bi('News', 'Noticias'), quantity: 3, scope: 'list' }),
          eventDistributor(ctx, { title: bi('Upcoming events', 'Próximos eventos'), upcoming: true, quantity: 2, scope: 'list' }),
        ],
      }),
    },
    {
      key: 'barometer',
      slug: bi('barometer', 'barometro'),
      parent: 'research',
      templateType: 'BasicTemplate',
      title: bi('Corporate Learning Barometer', 'Barómetro de Aprendizaje Corporativo'),
      metaDescription: bi(
        'The yearly survey of how companies in Spain and Portugal invest in the learning of their people.',
        'La encuesta anual sobre cómo invierten las empresas de España y Portugal en el aprendizaje de sus profesionales.',
      ),
      template: (ctx) => ({
        heroSection: [
          compactHero(ctx, {
            eyebrow: bi('Research', 'Investigación'),
            title: bi('Corporate Learning Barometer', 'Barómetro de Aprendizaje Corporativo'),
            subtitle: bi(
              'Every year since 2021, learning and HR directors tell us what they spend, on what, and what it changes.',
              'Cada año desde 2021, los directores de formación y de personas nos cuentan cuánto invierten, en qué y qué cambia.',
            ),
            subtheme: 'accentLight',
          }),
        ],
        mainSection: [
          {
            component: 'TextImage',
            title: ctx.L('What the Barometer measures', 'Qué mide el Barómetro'),
            html: paragraphs(
              ctx.L(
                'Budgets and headcount of learning teams; formats (face-to-face, digital, on the job); the use of AI; how companies plan learning around skills; and how they measure its impact.',
                'Presupuestos y plantilla de los equipos de formación; formatos (presencial, digital, en el puesto); el uso de la IA; cómo planifican las empresas el aprendizaje por competencias; y cómo miden su impacto.',
              ),
              ctx.L(
                'Companies that answer receive a benchmark report comparing their results with companies of their size and sector.',
                'Las empresas participantes reciben un informe que compara sus resultados con los de empresas de su tamaño y sector.',
              ),
            ),
            image: ctx.media('research.jpg'),
            imagePosition: 'right',
            link: { href: ctx.href('paper-barometer-2026'), text: ctx.L('Read the 2026 edition', 'Lea la edición de 2026') },
          },
          {
            component: 'Statistics',
            title: ctx.L('Six editions', 'Seis ediciones'),
            items: [
              { value: 214, label: ctx.L('companies in the 2026 edition', 'empresas en la edición de 2026') },
              { value: 6, label: ctx.L('yearly editions since 2021', 'ediciones anuales desde 2021') },
              { value: 26, label: ctx.L('follow-up interviews a year', 'entrevistas de seguimiento al año') },
              { value: 2, label: ctx.L('countries: Spain and Portugal', 'países: España y Portugal') },
            ],
          },
          {
            component: 'Accordion',
            title: ctx.L('Method', 'Metodología'),
            items: [
              {
                title: ctx.L('Who answers', 'Quién responde'),
                html: paragraphs(
                  ctx.L(
                    'The person responsible for learning in each company, or the HR director where there is no learning team. One answer per company.',
                    'La persona responsable de formación de cada empresa o, si no hay equipo de formación, la dirección de recursos humanos. Una respuesta por empresa.',
                  ),
                ),
              },
              {
                title: ctx.L('How the sample is built', 'Cómo se construye la muestra'),
                html: paragraphs(
                  ctx.L(
                    'We invite companies of every size and sector; results are weighted by company size so that large firms do not dominate the averages.',
                    'Invitamos a empresas de todos los tamaños y sectores; los resultados se ponderan por tamaño para que las grandes empresas no dominen las medias.',
                  ),
                ),
              },
              {
                title: ctx.L('Confidentiality', 'Confidencialidad'),
                html: paragraphs(
                  ctx.L(
                    'Answers are confidential; no company is named in the report without its written consent.',
                    'Las respuestas son confidenciales; ninguna empresa aparece citada en el informe sin su consentimiento por escrito.',
                  ),
                ),
              },
            ],
          },
          {
            component: 'Downloads',
            title: ctx.L('Previous editions', 'Ediciones anteriores'),
            items: previousEditions.map((edition) => ({
              title: ctx.L(`Barometer ${edition.year}`, `Barómetro ${edition.year}`),
              href: documentHref(`clt-corporate-learning-barometer-${edition.year}.pdf`),
              format: 'PDF',
            })),
          },
          {
            component: 'CallToAction',
            layout: 'banner',
            title: ctx.L('Take part in the 2027 Barometer', 'Participe en el Barómetro 2027'),
            text: ctx.L(
              'The survey is open from March to June 2027 and takes about 25 minutes.',
              'La encuesta estará abierta de marzo a junio de 2027 y se responde en unos 25 minutos.',
            ),
            primary: { linkToURL: SURVEY, newTab: true, text: ctx.L('Register your company', 'Inscriba a su empresa') },
          },
        ],
      }),
    },
    {
      key: 'research',
      slug: bi('research', 'investigacion'),
      templateType: 'PublicationsList',
      title: bi('Research', 'Investigación'),
      metaDescription: bi(
        'Reports, working papers and guides on learning and talent in companies.',
        'Informes, documentos de trabajo y guías sobre aprendizaje y talento en las empresas.',
      ),
      template: (ctx) => ({
        intro: ctx.L(
          'Our publications are free. Member companies of the network read them first and help shape them.',
          'Nuestras publicaciones son gratuitas. Las empresas de la red las leen primero y ayudan a darles forma.',
        ),
        pageSize: 12,
        filters: ['year', 'publicationType', 'academicArea'],
      }),
    },
    ...papers.map(paperPage),
    {
      key: 'network',
      slug: bi('learning-leaders-network', 'red-learning-leaders'),
      templateType: 'BasicTemplate',
      title: bi('Learning Leaders Network', 'Red Learning Leaders'),
      metaDescription: bi(
        'The members’ network of learning and HR directors of the Center for Corporate Learning and Talent Management.',
        'La red de directores de formación y de personas del Center for Corporate Learning and Talent Management.',
      ),
      template: (ctx) => ({
        heroSection: [
          splitHero(ctx, {
            eyebrow: bi('Members’ network', 'Red de empresas'),
            title: bi('Learning Leaders Network', 'Red Learning Leaders'),
            subtitle: bi(
              '46 companies that share data, test ideas and decide together what we research next.',
              '46 empresas que comparten datos, prueban ideas y deciden juntas qué investigamos a continuación.',
            ),
            image: 'meeting.jpg',
            imagePosition: 'left',
            subtheme: 'accentLight',
          }),
        ],
        mainSection: [
          {
            component: 'IconCollection',
            title: ctx.L('What members receive', 'Qué reciben los miembros'),
            items: [
              {
                icon: 'users',
                title: ctx.L('Working groups', 'Grupos de trabajo'),
                text: ctx.L(
                  'Three groups a year, each led by a researcher and a member.',
                  'Tres grupos al año, cada uno dirigido por un investigador y un miembro.',
                ),
              },
              {
                icon: 'chart-bar',
                title: ctx.L('Benchmark data', 'Datos comparados'),
                text: ctx.L(
                  'A private Barometer report comparing your company with its peers.',
                  'Un informe privado del Barómetro que compara su empresa con otras similares.',
                ),
              },
              {
                icon: 'lightbulb',
                title: ctx.L('Early research', 'Investigación en primicia'),
                text: ctx.L(
                  'Every study discussed with its authors before publication.',
                  'Cada estudio comentado con sus autores antes de publicarse.',
                ),
              },
              {
                icon: 'calendar2',
                title: ctx.L('Members’ Day', 'Jornada de Miembros'),
                text: ctx.L(
                  'A yearly day to present results and set the agenda.',
                  'Una jornada anual para presentar resultados y fijar la agenda.',
                ),
              },
            ],
          },
          {
            component: 'PartnerGrid',
            title: ctx.L('Some of our members', 'Algunos de nuestros miembros'),
            partners: members.map((member) => ({
              name: member.name,
              logo: ctx.logo(member.name),
              description: ctx.L(member.note.en, member.note.es),
            })),
          },
          {
            component: 'Quote',
            quote: ctx.L(
              'The network is where I test an idea with twenty colleagues before I take it to my own management committee.',
              'La red es donde pruebo una idea con veinte colegas antes de llevarla a mi propio comité de dirección.',
            ),
            author: 'Nuria Castaño',
            role: ctx.L('Learning director, Aseguradora Cantábrica', 'Directora de formación, Aseguradora Cantábrica'),
          },
          {
            component: 'ContactCard',
            title: ctx.L('Ask about membership', 'Pregunte por la pertenencia a la red'),
            cards: [
              {
                name: ctx.L('Mateo Ruiz-Larrea, network manager', 'Mateo Ruiz-Larrea, responsable de la red'),
                phone: '+34 915 689 791',
                email: 'clt.network@ibera.edu',
                hours: [ctx.L('Monday to Friday, 9:00–17:00', 'De lunes a viernes, de 9:00 a 17:00')],
              },
            ],
          },
          contactForm(ctx, {
            title: bi('Tell us about your company', 'Háblenos de su empresa'),
            text: bi(
              'Membership is by company, with a yearly fee that depends on its size. Tell us your company’s name and size and we will send you the conditions and the 2027 calendar.',
              'La pertenencia a la red es por empresa, con una cuota anual que depende de su tamaño. Indíquenos el nombre y el tamaño de su empresa y le enviaremos las condiciones y el calendario de 2027.',
            ),
          }),
        ],
      }),
    },
    newsListPage({
      description: bi(
        'News from the Center for Corporate Learning and Talent Management.',
        'Noticias del Center for Corporate Learning and Talent Management.',
      ),
      intro: bi('Research, the network and awards.', 'Investigación, la red y premios.'),
      pageSize: 12,
      filters: ['year'],
    }),
    ...stories.map(newsPage),
    eventListPage({
      description: bi(
        'Members’ days, presentations and webinars of the Center for Corporate Learning and Talent Management.',
        'Jornadas de miembros, presentaciones y webinars del Center for Corporate Learning and Talent Management.',
      ),
      intro: bi('In Madrid and online.', 'En Madrid y en línea.'),
      filters: ['eventType', 'year'],
    }),
    ...gatherings.map(eventPage),
    {
      key: 'team',
      slug: bi('team', 'equipo'),
      templateType: 'PersonList',
      title: bi('Team', 'Equipo'),
      metaDescription: bi(
        'The team of the Center for Corporate Learning and Talent Management.',
        'El equipo del Center for Corporate Learning and Talent Management.',
      ),
      template: (ctx) => ({
        intro: ctx.L(
          'Researchers in management, psychology and data, and former learning directors.',
          'Investigadores en dirección de empresas, psicología y datos, y antiguos directores de formación.',
        ),
        filters: ['academicArea'],
        people: team.map((person) => teamMember(ctx, person)),
      }),
    },
    {
      key: 'contact',
      slug: bi('contact', 'contacto'),
      templateType: 'BasicTemplate',
      title: bi('Contact', 'Contacto'),
      metaDescription: bi(
        'Write to or call the Center for Corporate Learning and Talent Management.',
        'Escriba o llame al Center for Corporate Learning and Talent Management.',
      ),
      template: (ctx) => ({
        mainSection: [
          {
            component: 'BasicContent',
            title: ctx.L('Write or call us', 'Escríbanos o llámenos'),
            html: ctx.L(
              '<p>Email: <a href="mailto:clt@ibera.edu">clt@ibera.edu</a><br>Phone: <a href="tel:+34915689790">+34&nbsp;915&nbsp;689&nbsp;790</a></p><p>Center for Corporate Learning and Talent Management, Ibera University<br>Calle de María de Molina 11, 28006 Madrid, Spain</p>',
              '<p>Correo: <a href="mailto:clt@ibera.edu">clt@ibera.edu</a><br>Teléfono: <a href="tel:+34915689790">+34&nbsp;915&nbsp;689&nbsp;790</a></p><p>Center for Corporate Learning and Talent Management, Ibera University<br>Calle de María de Molina 11, 28006 Madrid, España</p>',
            ),
          },
          contactForm(ctx, { text: bi('We answer within two working days.', 'Le respondemos en dos días laborables.') }),
        ],
      }),
    },
  ],
});
