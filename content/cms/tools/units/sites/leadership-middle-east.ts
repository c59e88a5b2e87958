// Center for Leadership Middle East: leadership programmes and research run with partner
// institutions in the Gulf region (women on boards, family groups, public-sector leadership),
// in English and Spanish.
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
  imageHero,
  newsDetail,
  newsDistributor,
  newsListPage,
  paragraphs,
  publicationDetail,
  publicationDocument,
  teamMember,
  type Bilingual,
  type EventSpec,
  type NewsStory,
  type PageSpec,
  type Publication,
  type TeamMember,
  type UnitDocument,
} from '../kit.ts';

interface Study extends Publication {
  series: Bilingual<string>;
  partner: string;
}

const studyPage = (study: Study): PageSpec =>
  publicationDetail(study, {
    parent: 'research',
    organization: `Center for Leadership Middle East, Ibera University; ${study.partner}`,
    series: (ctx) => ctx.L(study.series.en, study.series.es),
    downloads: (ctx) => [
      {
        title: ctx.L('Full text (English)', 'Texto completo (inglés)'),
        href: documentHref(`clme-${study.file}-en.pdf`),
        format: 'PDF',
      },
      {
        title: ctx.L('Executive summary (Spanish)', 'Resumen ejecutivo (español)'),
        href: documentHref(`clme-${study.file}-summary-es.pdf`),
        format: 'PDF',
      },
    ],
    mainSection: (ctx) => [
      {
        component: 'PublicationDistributor',
        title: ctx.L('More research', 'Más investigación'),
        layout: 'list',
        data: {
          mode: 'navigation',
          referenceId: ctx.href('research'),
          sources: [{ structuredData: 'PublicationDetail' }],
          quantity: 3,
        },
      },
    ],
  });

/** A study's full text (in English) and its executive summary (in Spanish) in the media library. */
const studyDocuments = (study: Study): UnitDocument[] => {
  const publisher = `Center for Leadership Middle East, Ibera University; ${study.partner}`;
  return [
    publicationDocument(study, { file: `clme-${study.file}-en.pdf`, publisher, locales: ['en'] }),
    publicationDocument(study, {
      file: `clme-${study.file}-summary-es.pdf`,
      publisher,
      locales: ['es'],
      title: (title) => `${title}: resumen ejecutivo`,
    }),
  ];
};

interface Story extends NewsStory {
  quote?: { text: Bilingual<string>; author: string; role: Bilingual<string> };
}

const newsPage = (story: Story): PageSpec =>
  newsDetail(story, {
    mainSection: (ctx, story) => [
      ...(story.quote
        ? [
            {
              component: 'Quote',
              quote: ctx.L(story.quote.text.en, story.quote.text.es),
              author: story.quote.author,
              role: ctx.L(story.quote.role.en, story.quote.role.es),
            },
          ]
        : []),
      {
        component: 'RelatedContent',
        title: ctx.L('More news', 'Más noticias'),
        data: { mode: 'navigation', referenceId: ctx.href('news'), sources: [{ structuredData: 'NewsDetail' }], quantity: 3 },
      },
    ],
  });

type Gathering = EventSpec;

const eventPage = (event: Gathering): PageSpec =>
  eventDetail(event, {
    infoLink: bi('Contact the organisers', 'Contacte con la organización'),
    form: {
      title: bi('Register your interest', 'Inscríbase'),
      text: bi(
        'Attendance is by invitation; we answer every request within a week.',
        'La asistencia es por invitación; respondemos a cada solicitud en el plazo de una semana.',
      ),
    },
    before: (ctx, event) => [
      {
        component: 'Countdown',
        title: ctx.L('Registration closes in', 'La inscripción se cierra en'),
        target: event.start,
        timeZone: event.start.endsWith('+04:00') ? 'Asia/Dubai' : 'Europe/Madrid',
        ended: ctx.L('Registration for this event is closed.', 'La inscripción para este acto está cerrada.'),
      },
    ],
  });

const studies: Study[] = [
  {
    key: 'study-women-boards',
    slug: bi('research/women-on-gulf-boards-2026', 'investigacion/mujeres-en-consejos-del-golfo-2026'),
    date: '2026-09-08T09:00:00Z',
    title: bi('Women on Gulf Boards 2026: Progress and Pipeline', 'Mujeres en los consejos del Golfo 2026: avances y cantera'),
    summary: bi(
      'The share of women on the boards of listed companies in the six Gulf states, and the executives ready to join them in the next five years.',
      'La proporción de mujeres en los consejos de las cotizadas de los seis Estados del Golfo y las directivas preparadas para incorporarse a ellos en los próximos cinco años.',
    ),
    type: bi('Report', 'Informe'),
    areas: both(['Corporate governance', 'Women in leadership'], ['Gobierno corporativo', 'Mujeres y liderazgo']),
    authors: ['Leila Haddad', 'Rocío Montalbán'],
    series: bi('CLME Reports, no. 4', 'Informes del CLME, n.º 4'),
    partner: 'Al Dana Leadership Institute',
    cover: 'cover-4.jpg',
    file: 'women-on-gulf-boards-2026',
    isbn: '978-84-09-70388-1',
    body: {
      en: [
        [
          'Women hold 11.4% of board seats in the 620 listed companies we studied, up from 7.9% in 2023. The United Arab Emirates, where listed companies must appoint at least one woman director, accounts for most of the increase.',
        ],
        [
          'The pipeline is wider than the boardroom',
          'We identified more than 1,900 women in executive committees who meet the usual requirements for a board seat. The bottleneck is not supply but nomination: three in four boards still fill seats through personal networks rather than a search.',
        ],
        [
          'Recommendations',
          'Publish board skills matrices; use professional search for at least one seat in each renewal; and give first-time directors a structured induction. The report includes a model induction programme developed with our partners in Abu Dhabi.',
        ],
      ],
      es: [
        [
          'Las mujeres ocupan el 11,4 % de los puestos en los consejos de las 620 cotizadas estudiadas, frente al 7,9 % de 2023. Emiratos Árabes Unidos, donde las cotizadas deben nombrar al menos a una consejera, explica la mayor parte del aumento.',
        ],
        [
          'La cantera es más amplia que el consejo',
          'Hemos identificado a más de 1.900 mujeres en comités de dirección que cumplen los requisitos habituales para ser consejeras. El cuello de botella no es la oferta, sino el nombramiento: tres de cada cuatro consejos siguen cubriendo sus puestos a través de redes personales y no mediante una búsqueda.',
        ],
        [
          'Recomendaciones',
          'Publicar matrices de competencias del consejo; recurrir a una búsqueda profesional para al menos un puesto en cada renovación; y ofrecer a las nuevas consejeras una incorporación estructurada. El informe incluye un programa modelo de incorporación desarrollado con nuestros socios de Abu Dabi.',
        ],
      ],
    },
  },
  {
    key: 'study-spanish-firms',
    slug: bi('research/leading-across-cultures-spanish-firms-gcc', 'investigacion/liderar-entre-culturas-empresas-espanolas-ccg'),
    date: '2026-05-19T09:00:00Z',
    title: bi('Leading Across Cultures: Spanish Companies in the Gulf', 'Liderar entre culturas: empresas españolas en el Golfo'),
    summary: bi(
      'Interviews with 48 Spanish managers in Riyadh, Doha, Dubai and Muscat on what it takes to lead mixed teams and long infrastructure projects.',
      'Entrevistas a 48 directivos españoles en Riad, Doha, Dubái y Mascate sobre lo que exige dirigir equipos mixtos y grandes proyectos de infraestructura.',
    ),
    type: bi('Study', 'Estudio'),
    areas: both(['Cross-cultural leadership'], ['Liderazgo intercultural']),
    authors: ['Ignacio Beltrán', 'Leila Haddad'],
    series: bi('CLME Studies, no. 2', 'Estudios del CLME, n.º 2'),
    partner: 'Khaleej Business Council',
    cover: 'cover-1.jpg',
    file: 'leading-across-cultures',
    body: {
      en: [
        [
          'Spanish firms have built railways, desalination plants and stadiums across the Gulf. Their managers describe leadership there as a long negotiation of trust, with clients, with local partners and with teams of twenty nationalities.',
        ],
        [
          'Five lessons',
          'Invest in relationships before the contract, not after; learn how decisions are really made in the client’s organisation; give local engineers visible responsibility early; plan for long approval cycles; and bring families into the expatriation decision from the start.',
        ],
        ['For whom', 'Companies preparing to enter the region, managers about to be posted there and the HR teams that support them.'],
      ],
      es: [
        [
          'Las empresas españolas han construido ferrocarriles, desaladoras y estadios en todo el Golfo. Sus directivos describen el liderazgo allí como una larga negociación de confianza con los clientes, con los socios locales y con equipos de veinte nacionalidades.',
        ],
        [
          'Cinco lecciones',
          'Invertir en la relación antes del contrato, no después; entender cómo se toman realmente las decisiones en la organización del cliente; dar pronto responsabilidad visible a los ingenieros locales; prever ciclos de aprobación largos; e implicar a la familia en la decisión de expatriarse desde el principio.',
        ],
        [
          'A quién va dirigido',
          'A empresas que preparan su entrada en la región, a directivos que van a ser destinados allí y a los equipos de recursos humanos que los acompañan.',
        ],
      ],
    },
  },
  {
    key: 'study-public-leaders',
    slug: bi('research/public-leadership-national-visions', 'investigacion/liderazgo-publico-y-visiones-nacionales'),
    date: '2026-01-27T09:00:00Z',
    title: bi(
      'Leading National Transformation: What Vision Programmes Ask of Public Managers',
      'Liderar la transformación nacional: qué piden los programas de visión a los gestores públicos',
    ),
    summary: bi(
      'A working paper on the skills that Gulf governments’ long-term national plans demand from their senior civil servants, based on 30 interviews.',
      'Documento de trabajo sobre las competencias que los planes nacionales a largo plazo de los gobiernos del Golfo exigen a sus altos funcionarios, basado en 30 entrevistas.',
    ),
    type: bi('Working paper', 'Documento de trabajo'),
    areas: both(['Public leadership'], ['Liderazgo público']),
    authors: ['Omar Al-Mansouri', 'Rocío Montalbán'],
    series: bi('CLME Working Papers, no. 11', 'Documentos de trabajo del CLME, n.º 11'),
    partner: 'Gulf Public Leadership Council',
    cover: 'cover-5.jpg',
    file: 'leading-national-transformation',
    body: {
      en: [
        [
          'National vision programmes set targets for 2030 and beyond in diversification, tourism and digital services. Meeting them depends on public managers who can run delivery units, work with private investors and measure results.',
        ],
        [
          'What the interviews show',
          'Senior civil servants ask for less classroom theory and more practice in three areas: managing large programmes across ministries, negotiating with international partners, and leading teams in which nationals and expatriates work side by side.',
        ],
      ],
      es: [
        [
          'Los programas de visión nacional fijan objetivos para 2030 y más allá en diversificación, turismo y servicios digitales. Cumplirlos depende de gestores públicos capaces de dirigir unidades de ejecución, trabajar con inversores privados y medir resultados.',
        ],
        [
          'Qué muestran las entrevistas',
          'Los altos funcionarios piden menos teoría de aula y más práctica en tres ámbitos: gestionar grandes programas entre ministerios, negociar con socios internacionales y dirigir equipos en los que trabajan juntos nacionales y expatriados.',
        ],
      ],
    },
  },
];

const stories: Story[] = [
  {
    key: 'news-abu-dhabi-agreement',
    slug: bi('news/agreement-with-al-dana-leadership-institute', 'noticias/acuerdo-con-al-dana-leadership-institute'),
    date: '2026-10-14T09:00:00Z',
    title: bi(
      'A five-year agreement with the Al Dana Leadership Institute in Abu Dhabi',
      'Un acuerdo de cinco años con el Al Dana Leadership Institute de Abu Dabi',
    ),
    summary: bi(
      'The two institutions will run the Gulf Women Directors Programme jointly and share a research fund for board studies.',
      'Ambas instituciones dirigirán conjuntamente el Gulf Women Directors Programme y compartirán un fondo de investigación sobre consejos de administración.',
    ),
    category: bi('Partnerships', 'Alianzas'),
    author: 'Sara Benítez',
    image: 'city-dusk.jpg',
    body: {
      en: [
        [
          'The agreement, signed in Abu Dhabi on 12 October, extends a collaboration that began in 2022 with a pilot course for twenty women executives.',
          'From 2027 the programme will have two modules in Abu Dhabi and one in Madrid each year, and a joint fund will finance two studies a year on boards in the region.',
        ],
      ],
      es: [
        [
          'El acuerdo, firmado en Abu Dabi el 12 de octubre, amplía una colaboración que comenzó en 2022 con un curso piloto para veinte directivas.',
          'Desde 2027 el programa tendrá cada año dos módulos en Abu Dabi y uno en Madrid, y un fondo conjunto financiará dos estudios anuales sobre los consejos de la región.',
        ],
      ],
    },
    quote: {
      text: bi(
        'Our partners in the Gulf do not want a programme imported from Europe. They want one we build together, with their cases and their directors in the room.',
        'Nuestros socios del Golfo no quieren un programa importado de Europa. Quieren uno que construyamos juntos, con sus casos y sus consejeras en el aula.',
      ),
      author: 'Leila Haddad',
      role: bi('Director of the Center', 'Directora del Centro'),
    },
  },
  {
    key: 'news-graduation',
    slug: bi('news/gulf-women-directors-cohort-graduates', 'noticias/se-gradua-la-promocion-gulf-women-directors'),
    date: '2026-06-25T09:00:00Z',
    title: bi('Twenty-four women directors complete their programme in Madrid', 'Veinticuatro consejeras completan su programa en Madrid'),
    summary: bi(
      'The 2026 cohort of the Gulf Women Directors Programme came from six countries and eleven sectors.',
      'La promoción 2026 del Gulf Women Directors Programme procedía de seis países y once sectores.',
    ),
    category: bi('Programmes', 'Programas'),
    author: 'Sara Benítez',
    image: 'classroom.jpg',
    body: {
      en: [
        [
          'The Madrid module focused on board evaluation and crisis management, with visits to the boards of two Spanish listed companies.',
          'Nine members of the cohort have joined a board since starting the programme, four of them at listed companies.',
        ],
      ],
      es: [
        [
          'El módulo de Madrid se centró en la evaluación del consejo y la gestión de crisis, con visitas a los consejos de dos cotizadas españolas.',
          'Nueve participantes se han incorporado a un consejo desde que empezaron el programa, cuatro de ellas en sociedades cotizadas.',
        ],
      ],
    },
  },
  {
    key: 'news-riyadh-launch',
    slug: bi('news/women-on-boards-report-presented-in-riyadh', 'noticias/presentado-en-riad-el-informe-mujeres-en-consejos'),
    date: '2026-09-22T09:00:00Z',
    title: bi('Women on Gulf Boards 2026 presented in Riyadh', 'Presentado en Riad el informe Mujeres en los consejos del Golfo 2026'),
    summary: bi(
      'More than 150 directors, regulators and investors attended the presentation hosted by the Khaleej Business Council.',
      'Más de 150 consejeros, reguladores e inversores asistieron a la presentación organizada por el Khaleej Business Council.',
    ),
    category: bi('Research', 'Investigación'),
    author: 'Sara Benítez',
    image: 'auditorium.jpg',
    body: {
      en: [
        [
          'Rocío Montalbán presented the main findings, followed by a panel of three women directors and the head of governance of a sovereign investment fund.',
          'The debate centred on nomination: panellists agreed that disclosure of how board seats are filled would do more than quotas to widen the pool.',
        ],
      ],
      es: [
        [
          'Rocío Montalbán presentó las principales conclusiones, seguidas de una mesa redonda con tres consejeras y la responsable de gobierno corporativo de un fondo soberano.',
          'El debate giró en torno al nombramiento: los ponentes coincidieron en que hacer público cómo se cubren los puestos del consejo ampliaría la cantera más que las cuotas.',
        ],
      ],
    },
  },
];

const gatherings: Gathering[] = [
  {
    key: 'event-madrid-forum',
    slug: bi('events/madrid-gulf-leadership-forum-2027', 'eventos/foro-de-liderazgo-madrid-golfo-2027'),
    title: bi('Madrid–Gulf Leadership Forum 2027', 'Foro de Liderazgo Madrid–Golfo 2027'),
    summary: bi(
      'Business and public leaders from Spain and the Gulf on investment, talent and leadership across cultures.',
      'Líderes empresariales y públicos de España y el Golfo debaten sobre inversión, talento y liderazgo entre culturas.',
    ),
    image: 'event.jpg',
    eventType: 'hybrid',
    start: '2027-04-15T09:30:00+02:00',
    end: '2027-04-15T17:30:00+02:00',
    location: bi('Auditorium, Madrid campus, Ibera University', 'Auditorio, campus de Madrid, Ibera University'),
    body: {
      en: [
        ['The fourth edition of the Forum, with simultaneous interpretation in English, Spanish and Arabic.'],
        [
          'Programme',
          '<strong>Opening.</strong> A conversation between the chairs of two Spanish and Emirati infrastructure groups.',
          '<strong>Panels.</strong> Women on boards; family groups and succession; public leadership and national visions.',
          '<strong>Closing.</strong> Presentation of the 2027 Gulf Women Directors cohort.',
        ],
      ],
      es: [
        ['Cuarta edición del Foro, con interpretación simultánea en español, inglés y árabe.'],
        [
          'Programa',
          '<strong>Apertura.</strong> Conversación entre los presidentes de dos grupos de infraestructuras, uno español y otro emiratí.',
          '<strong>Mesas.</strong> Mujeres en los consejos; grupos familiares y sucesión; liderazgo público y visiones nacionales.',
          '<strong>Clausura.</strong> Presentación de la promoción 2027 del Gulf Women Directors Programme.',
        ],
      ],
    },
  },
  {
    key: 'event-dubai-roundtable',
    slug: bi('events/dubai-roundtable-family-groups', 'eventos/mesa-redonda-dubai-grupos-familiares'),
    title: bi(
      'Dubai roundtable: leading family groups through succession',
      'Mesa redonda en Dubái: liderar la sucesión en los grupos familiares',
    ),
    summary: bi(
      'A closed morning for second- and third-generation leaders of family groups in the Gulf.',
      'Una mañana a puerta cerrada para líderes de segunda y tercera generación de grupos familiares del Golfo.',
    ),
    image: 'boardroom.jpg',
    eventType: 'face-to-face',
    start: '2027-02-09T09:00:00+04:00',
    end: '2027-02-09T13:00:00+04:00',
    location: bi('Dubai International Financial Centre, Dubai', 'Dubai International Financial Centre, Dubái'),
    body: {
      en: [
        [
          'Twenty participants, two short cases — one from Spain, one from the Gulf — and a discussion on family councils, professional managers and the role of the next generation.',
          'The roundtable is organised with the Khaleej Family Business Network and held under the Chatham House rule.',
        ],
      ],
      es: [
        [
          'Veinte participantes, dos casos breves —uno español y otro del Golfo— y un debate sobre consejos de familia, directivos profesionales y el papel de la siguiente generación.',
          'La mesa redonda se organiza con la Khaleej Family Business Network y se celebra bajo la regla de Chatham House.',
        ],
      ],
    },
  },
];

const team: TeamMember[] = [
  {
    id: 'leila-haddad',
    name: 'Leila',
    lastName: 'Haddad',
    position: bi('Director', 'Directora'),
    area: bi('Corporate governance', 'Gobierno corporativo'),
    bio: bi(
      'Professor of strategy; lived for twelve years in Beirut and Dubai advising family groups on governance.',
      'Profesora de Estrategia; vivió doce años en Beirut y Dubái asesorando a grupos familiares en gobierno corporativo.',
    ),
  },
  {
    id: 'omar-al-mansouri',
    name: 'Omar',
    lastName: 'Al-Mansouri',
    position: bi('Senior fellow, Abu Dhabi', 'Investigador sénior, Abu Dabi'),
    area: bi('Public leadership', 'Liderazgo público'),
    bio: bi(
      'Former director of a federal government academy; leads the Center’s work with public institutions.',
      'Antiguo director de una academia del gobierno federal; dirige el trabajo del Centro con instituciones públicas.',
    ),
  },
  {
    id: 'rocio-montalban',
    name: 'Rocío',
    lastName: 'Montalbán',
    position: bi('Research director', 'Directora de investigación'),
    area: bi('Women in leadership', 'Mujeres y liderazgo'),
    bio: bi(
      'Sociologist; author of the Women on Gulf Boards series since its first edition.',
      'Socióloga; autora de la serie Mujeres en los consejos del Golfo desde su primera edición.',
    ),
  },
  {
    id: 'ignacio-beltran',
    name: 'Ignacio',
    lastName: 'Beltrán',
    position: bi('Associate professor', 'Profesor asociado'),
    area: bi('Cross-cultural leadership', 'Liderazgo intercultural'),
    bio: bi(
      'Spent fifteen years managing infrastructure projects in Saudi Arabia and Qatar before joining the university.',
      'Dirigió durante quince años proyectos de infraestructura en Arabia Saudí y Catar antes de incorporarse a la universidad.',
    ),
  },
  {
    id: 'sara-benitez',
    name: 'Sara',
    lastName: 'Benítez',
    position: bi('Programme and partnerships manager', 'Responsable de programas y alianzas'),
    bio: bi(
      'Coordinates the programmes with our Gulf partners and the Center’s communications.',
      'Coordina los programas con nuestros socios del Golfo y la comunicación del Centro.',
    ),
  },
];

const partners: Array<{ name: string; city: Bilingual<string>; role: Bilingual<string> }> = [
  {
    name: 'Al Dana Leadership Institute',
    city: bi('Abu Dhabi', 'Abu Dabi'),
    role: bi('Runs the Gulf Women Directors Programme with us.', 'Dirige con nosotros el Gulf Women Directors Programme.'),
  },
  {
    name: 'Khaleej Business Council',
    city: bi('Riyadh', 'Riad'),
    role: bi('Hosts the presentation of our reports in Saudi Arabia.', 'Acoge la presentación de nuestros informes en Arabia Saudí.'),
  },
  {
    name: 'Gulf Public Leadership Council',
    city: bi('Doha', 'Doha'),
    role: bi('Partner in the research on public leadership.', 'Socio en la investigación sobre liderazgo público.'),
  },
  {
    name: 'Khaleej Family Business Network',
    city: bi('Dubai', 'Dubái'),
    role: bi('Co-organises the roundtables for family groups.', 'Coorganiza las mesas redondas para grupos familiares.'),
  },
];

export default defineUnit({
  brand: 'leadership-middle-east',
  kind: 'centre',
  theme: 'default',
  siteName: bi('Center for Leadership Middle East', 'Center for Leadership Middle East'),
  email: 'clme@ibera.edu',
  documents: studies.flatMap(studyDocuments),
  menu: [
    { page: 'programmes', label: bi('Programmes', 'Programas') },
    { page: 'research', label: bi('Research', 'Investigación') },
    { page: 'news', label: bi('News', 'Noticias') },
    { page: 'events', label: bi('Events', 'Eventos') },
    { page: 'team', label: bi('Team', 'Equipo') },
    { page: 'contact', label: bi('Contact', 'Contacto') },
  ],
  primaryLink: { page: 'programmes', text: bi('Our programmes', 'Nuestros programas') },
  pages: [
    {
      key: 'home',
      slug: bi('', ''),
      templateType: 'Landing',
      title: bi('Center for Leadership Middle East', 'Center for Leadership Middle East'),
      metaDescription: bi(
        'Leadership programmes and research with partner institutions in the Gulf region.',
        'Programas de liderazgo e investigación con instituciones socias de la región del Golfo.',
      ),
      template: (ctx) => ({
        heroSection: [
          imageHero(ctx, {
            title: bi('Leadership built together, between Madrid and the Gulf', 'Liderazgo construido juntos, entre Madrid y el Golfo'),
            subtitle: bi(
              'Programmes for directors, family groups and public leaders, and research on how leadership is changing in the region — always with our partners in Abu Dhabi, Riyadh, Doha and Dubai.',
              'Programas para consejeros, grupos familiares y líderes públicos, e investigación sobre cómo cambia el liderazgo en la región, siempre con nuestros socios de Abu Dabi, Riad, Doha y Dubái.',
            ),
            image: 'city-dusk.jpg',
            link: { page: 'programmes', text: bi('Discover the programmes', 'Descubra los programas') },
          }),
        ],
        mainSection: [
          {
            component: 'SectionIntro',
            eyebrow: ctx.L('Since 2021', 'Desde 2021'),
            title: ctx.L('A bridge between two regions that need each other', 'Un puente entre dos regiones que se necesitan'),
            text: ctx.L(
              'Spanish companies build much of the Gulf’s infrastructure; Gulf investors are among the largest in Spain. The Center prepares the people who lead that relationship.',
              'Las empresas españolas construyen buena parte de las infraestructuras del Golfo; los inversores del Golfo están entre los mayores de España. El Centro forma a las personas que lideran esa relación.',
            ),
            align: 'center',
          },
          {
            component: 'FeaturedContent',
            title: ctx.L('Featured', 'Destacados'),
            items: [
              {
                eyebrow: ctx.L('Report', 'Informe'),
                title: ctx.L('Women on Gulf Boards 2026', 'Mujeres en los consejos del Golfo 2026'),
                text: ctx.L(
                  'Women now hold 11.4% of board seats in listed Gulf companies. The pipeline is much wider.',
                  'Las mujeres ocupan ya el 11,4 % de los puestos en los consejos de las cotizadas del Golfo. La cantera es mucho más amplia.',
                ),
                image: ctx.media('boardroom.jpg'),
                link: { href: ctx.href('study-women-boards'), text: ctx.L('Read the report', 'Lea el informe') },
              },
              {
                eyebrow: ctx.L('Programme', 'Programa'),
                title: 'Gulf Women Directors Programme',
                text: ctx.L(
                  'Applications for the 2027 cohort close on 31 January.',
                  'Las solicitudes para la promoción 2027 se cierran el 31 de enero.',
                ),
                image: ctx.media('classroom.jpg'),
                link: { href: ctx.href('programmes'), text: ctx.L('About the programme', 'Sobre el programa') },
              },
              {
                eyebrow: ctx.L('Event', 'Evento'),
                title: ctx.L('Madrid–Gulf Leadership Forum', 'Foro de Liderazgo Madrid–Golfo'),
                text: ctx.L('15 April 2027, Madrid and online.', '15 de abril de 2027, en Madrid y en línea.'),
                image: ctx.media('event.jpg'),
                link: { href: ctx.href('event-madrid-forum'), text: ctx.L('See the programme', 'Vea el programa') },
              },
            ],
          },
          {
            component: 'PartnerGrid',
            title: ctx.L('Our partners in the Gulf', 'Nuestros socios en el Golfo'),
            intro: ctx.L(
              'Every programme and study is designed and taught with one of them.',
              'Cada programa y cada estudio se diseña e imparte con uno de ellos.',
            ),
            partners: partners.map((partner) => ({
              name: partner.name,
              logo: ctx.logo(partner.name),
              description: `${ctx.L(partner.city.en, partner.city.es)}. ${ctx.L(partner.role.en, partner.role.es)}`,
            })),
          },
          {
            component: 'TestimonialCollection',
            title: ctx.L('From our participants', 'De nuestros participantes'),
            testimonials: [
              {
                text: ctx.L(
                  'I came for the governance content and left with a network of directors I call every month.',
                  'Vine por los contenidos de gobierno corporativo y me fui con una red de consejeras a las que llamo cada mes.',
                ),
                name: 'Mariam Al-Suwaidi',
                role: ctx.L(
                  'Gulf Women Directors Programme, 2025 · Board member, energy sector',
                  'Gulf Women Directors Programme, 2025 · Consejera, sector energético',
                ),
              },
              {
                text: ctx.L(
                  'Before my posting to Riyadh nobody had explained how long a decision takes there, or why. The course did.',
                  'Antes de mi destino en Riad nadie me había explicado cuánto tarda allí una decisión, ni por qué. El curso lo hizo.',
                ),
                name: 'Javier Lozano',
                role: ctx.L(
                  'Leading in the Gulf, 2026 · Project director, rail',
                  'Liderar en el Golfo, 2026 · Director de proyecto, ferrocarril',
                ),
              },
            ],
          },
          newsDistributor(ctx, { title: bi('News', 'Noticias'), quantity: 3, scope: 'list' }),
          eventDistributor(ctx, { title: bi('Upcoming events', 'Próximos eventos'), upcoming: true, quantity: 2, scope: 'list' }),
        ],
      }),
    },
    {
      key: 'programmes',
      slug: bi('programmes', 'programas'),
      templateType: 'BasicTemplate',
      title: bi('Leadership programmes', 'Programas de liderazgo'),
      metaDescription: bi(
        'Leadership programmes of the Center for Leadership Middle East for directors, family groups and public leaders.',
        'Programas de liderazgo del Center for Leadership Middle East para consejeros, grupos familiares y líderes públicos.',
      ),
      template: (ctx) => ({
        heroSection: [
          compactHero(ctx, {
            eyebrow: bi('Programmes', 'Programas'),
            title: bi('Leadership programmes', 'Programas de liderazgo'),
            subtitle: bi(
              'Taught in English, in Abu Dhabi, Dubai and Madrid, by our faculty and our partners’.',
              'Impartidos en inglés, en Abu Dabi, Dubái y Madrid, por profesores del Centro y de nuestros socios.',
            ),
            image: 'seminar.jpg',
            subtheme: 'inverse',
          }),
        ],
        mainSection: [
          {
            component: 'Tabs',
            title: ctx.L('Three programmes', 'Tres programas'),
            tabs: [
              {
                label: 'Gulf Women Directors',
                html: paragraphs(
                  ctx.L(
                    'For women executives preparing for their first board seat. Three modules of four days (two in Abu Dhabi, one in Madrid) between February and June, with the Al Dana Leadership Institute.',
                    'Para directivas que se preparan para su primer puesto en un consejo. Tres módulos de cuatro días (dos en Abu Dabi y uno en Madrid) entre febrero y junio, con el Al Dana Leadership Institute.',
                  ),
                  ctx.L(
                    'Board duties and liability, reading financial statements, evaluating a CEO, crisis management. Each participant is paired with a sitting director as mentor.',
                    'Deberes y responsabilidad del consejero, lectura de estados financieros, evaluación del consejero delegado, gestión de crisis. Cada participante cuenta con una consejera en ejercicio como mentora.',
                  ),
                ),
              },
              {
                label: ctx.L('Leading in the Gulf', 'Liderar en el Golfo'),
                html: paragraphs(
                  ctx.L(
                    'Five days in Madrid for Spanish and European managers about to be posted to the region, and their partners. Negotiation, decision-making in public clients, leading multinational teams and living in the Gulf.',
                    'Cinco días en Madrid para directivos españoles y europeos que van a ser destinados a la región, y sus parejas. Negociación, toma de decisiones en clientes públicos, dirección de equipos multinacionales y vida en el Golfo.',
                  ),
                  ctx.L(
                    'Four editions a year; companies can book a closed edition for their own teams.',
                    'Cuatro ediciones al año; las empresas pueden reservar una edición cerrada para sus equipos.',
                  ),
                ),
              },
              {
                label: ctx.L('Next Generation Leaders', 'Líderes de Nueva Generación'),
                html: paragraphs(
                  ctx.L(
                    'For successors in Gulf family groups aged 25 to 35. Two weeks in Dubai and Madrid on governance, strategy and the relationship between family and business, with visits to Spanish family companies.',
                    'Para sucesores de grupos familiares del Golfo de entre 25 y 35 años. Dos semanas en Dubái y Madrid sobre gobierno, estrategia y la relación entre familia y empresa, con visitas a empresas familiares españolas.',
                  ),
                ),
              },
            ],
          },
          {
            component: 'Faq',
            title: ctx.L('Questions about our programmes', 'Preguntas sobre nuestros programas'),
            groups: [
              {
                questions: [
                  {
                    question: ctx.L('Do the programmes lead to a degree?', '¿Los programas conducen a un título?'),
                    answer: paragraphs(
                      ctx.L(
                        'No. They are executive programmes; participants receive a certificate issued jointly by Ibera University and the partner institution.',
                        'No. Son programas ejecutivos; los participantes reciben un certificado expedido conjuntamente por Ibera University y la institución socia.',
                      ),
                    ),
                  },
                  {
                    question: ctx.L('Is there financial support?', '¿Hay ayudas económicas?'),
                    answer: paragraphs(
                      ctx.L(
                        'Our partners fund a number of places for nationals of the Gulf states each year. Ask us about the conditions.',
                        'Nuestros socios financian cada año varias plazas para nacionales de los Estados del Golfo. Consúltenos las condiciones.',
                      ),
                    ),
                  },
                  {
                    question: ctx.L('Can a company send a group?', '¿Puede una empresa enviar a un grupo?'),
                    answer: paragraphs(
                      ctx.L(
                        'Yes. From eight participants we design a closed edition of Leading in the Gulf around your projects.',
                        'Sí. A partir de ocho participantes diseñamos una edición cerrada de Liderar en el Golfo en torno a sus proyectos.',
                      ),
                    ),
                  },
                ],
              },
            ],
          },
          callToAction(ctx, {
            title: bi('Talk to us about the 2027 editions', 'Hable con nosotros sobre las ediciones de 2027'),
            text: bi(
              'Sara Benítez answers questions about dates, fees and admission.',
              'Sara Benítez responde a sus preguntas sobre fechas, precios y admisión.',
            ),
            primary: { page: 'contact', text: bi('Contact us', 'Contacte con nosotros') },
          }),
        ],
      }),
    },
    {
      key: 'research',
      slug: bi('research', 'investigacion'),
      templateType: 'PublicationsList',
      title: bi('Research', 'Investigación'),
      metaDescription: bi(
        'Reports, studies and working papers of the Center for Leadership Middle East.',
        'Informes, estudios y documentos de trabajo del Center for Leadership Middle East.',
      ),
      template: (ctx) => ({
        intro: ctx.L(
          'Research on boards, family groups and public leadership in the Gulf, each study written with a partner in the region. Summaries in Arabic.',
          'Investigación sobre consejos, grupos familiares y liderazgo público en el Golfo; cada estudio se escribe con un socio de la región. Resúmenes en árabe.',
        ),
        pageSize: 12,
        filters: ['year', 'publicationType', 'academicArea'],
      }),
    },
    ...studies.map(studyPage),
    newsListPage({
      description: bi('News from the Center for Leadership Middle East.', 'Noticias del Center for Leadership Middle East.'),
      intro: bi('Partnerships, programmes and research.', 'Alianzas, programas e investigación.'),
      pageSize: 12,
      filters: ['year'],
    }),
    ...stories.map(newsPage),
    eventListPage({
      description: bi(
        'Forums and roundtables of the Center for Leadership Middle East in Madrid and the Gulf.',
        'Foros y mesas redondas del Center for Leadership Middle East en Madrid y el Golfo.',
      ),
      intro: bi('In Madrid, in the Gulf and online.', 'En Madrid, en el Golfo y en línea.'),
      filters: ['eventType', 'year'],
    }),
    ...gatherings.map(eventPage),
    {
      key: 'team',
      slug: bi('team', 'equipo'),
      templateType: 'PersonList',
      title: bi('Team', 'Equipo'),
      metaDescription: bi('The team of the Center for Leadership Middle East.', 'El equipo del Center for Leadership Middle East.'),
      template: (ctx) => ({
        intro: ctx.L('Based in Madrid and Abu Dhabi.', 'Con sede en Madrid y Abu Dabi.'),
        filters: ['academicArea'],
        people: team.map((person) => teamMember(ctx, person, `${person.id.replace(/-/g, '.')}@ibera.edu`)),
        mainSection: [
          {
            component: 'Timeline',
            title: ctx.L('Our story', 'Nuestra historia'),
            items: [
              {
                date: '2021',
                title: ctx.L('The Center is founded', 'Nace el Centro'),
                text: ctx.L(
                  'With a first course for Spanish managers posted to Qatar.',
                  'Con un primer curso para directivos españoles destinados en Catar.',
                ),
              },
              {
                date: '2022',
                title: ctx.L('Pilot with Al Dana in Abu Dhabi', 'Piloto con Al Dana en Abu Dabi'),
                text: ctx.L(
                  'Twenty women executives take the first directors’ course.',
                  'Veinte directivas cursan el primer programa para consejeras.',
                ),
              },
              {
                date: '2024',
                title: ctx.L('An office in Abu Dhabi', 'Una oficina en Abu Dabi'),
                text: ctx.L(
                  'Omar Al-Mansouri joins to lead the work with public institutions.',
                  'Omar Al-Mansouri se incorpora para dirigir el trabajo con instituciones públicas.',
                ),
              },
              {
                date: '2026',
                title: ctx.L('A five-year agreement', 'Un acuerdo de cinco años'),
                text: ctx.L(
                  'The directors’ programme becomes a joint programme with a research fund.',
                  'El programa para consejeras pasa a ser conjunto y cuenta con un fondo de investigación.',
                ),
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
        'Contact the Center for Leadership Middle East in Madrid or Abu Dhabi.',
        'Contacte con el Center for Leadership Middle East en Madrid o Abu Dabi.',
      ),
      template: (ctx) => ({
        mainSection: [
          {
            component: 'BasicContent',
            title: ctx.L('Write or call us', 'Escríbanos o llámenos'),
            html: ctx.L(
              '<p>Email: <a href="mailto:clme@ibera.edu">clme@ibera.edu</a><br>Phone: <a href="tel:+34915689780">+34&nbsp;915&nbsp;689&nbsp;780</a></p><p>We answer in English, Spanish or Arabic within two working days.</p>',
              '<p>Correo: <a href="mailto:clme@ibera.edu">clme@ibera.edu</a><br>Teléfono: <a href="tel:+34915689780">+34&nbsp;915&nbsp;689&nbsp;780</a></p><p>Respondemos en español, inglés o árabe en un plazo de dos días laborables.</p>',
            ),
          },
          {
            component: 'ContactCard',
            title: ctx.L('Our offices', 'Nuestras oficinas'),
            cards: [
              {
                name: ctx.L('Madrid', 'Madrid'),
                address: ['Calle de María de Molina 11', ctx.L('28006 Madrid, Spain', '28006 Madrid, España')],
                phone: '+34 915 689 780',
                email: 'clme@ibera.edu',
                hours: [ctx.L('Monday to Friday, 9:00–18:00 (CET)', 'De lunes a viernes, de 9:00 a 18:00 (CET)')],
              },
              {
                name: ctx.L('Abu Dhabi (with Al Dana Leadership Institute)', 'Abu Dabi (con Al Dana Leadership Institute)'),
                email: 'clme.abudhabi@ibera.edu',
                hours: [ctx.L('Sunday to Thursday, 9:00–17:00 (GST)', 'De domingo a jueves, de 9:00 a 17:00 (GST)')],
              },
            ],
          },
          contactForm(ctx, { text: bi('Fields marked * are required.', 'Los campos marcados con * son obligatorios.') }),
        ],
      }),
    },
  ],
});
