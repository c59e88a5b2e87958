// Global Policy Center: research and dialogue on global governance, geopolitics and trade; its
// policy briefs are written for officials and companies, in English and Spanish.
import {
  bi,
  both,
  callToAction,
  contactForm,
  defineUnit,
  documentHref,
  eventDetail,
  eventDistributor,
  eventListPage,
  newsDetail,
  newsListPage,
  publicationDetail,
  publicationDocument,
  splitHero,
  teamMember,
  type EventSpec,
  type NewsStory,
  type PageSpec,
  type Publication,
  type TeamMember,
} from '../kit.ts';

interface Brief extends Publication {
  number: number;
  related: string[];
}

const briefPage = (brief: Brief): PageSpec =>
  publicationDetail(brief, {
    parent: 'briefs',
    organization: 'Global Policy Center, Ibera University',
    series: (ctx) => ctx.L(`GPC Policy Brief no. ${brief.number}`, `Policy Brief del GPC n.º ${brief.number}`),
    citation: (ctx, _brief, title) =>
      `${brief.authors.join(ctx.L(' and ', ' y '))} (${brief.date.slice(0, 4)}). ${ctx.L(`“${title}”`, `«${title}»`)}${/[?!]$/.test(title) ? '' : '.'} ${ctx.L(`GPC Policy Brief no. ${brief.number}`, `Policy Brief del GPC n.º ${brief.number}`)}. Madrid: Global Policy Center, Ibera University.`,
    downloads: (ctx) => [
      {
        title: ctx.L(`Policy brief no. ${brief.number} (full text)`, `Policy brief n.º ${brief.number} (texto completo)`),
        href: documentHref(brief.file),
        format: 'PDF',
      },
    ],
    mainSection: (ctx) => [
      {
        component: 'RelatedContent',
        title: ctx.L('Read next', 'Siga leyendo'),
        data: { mode: 'manual', fixed: brief.related.map((key) => ctx.id(key)) },
      },
    ],
  });

type Story = NewsStory;

const newsPage = (story: Story): PageSpec =>
  newsDetail(story, {
    author: 'Global Policy Center',
    mainSection: (ctx) => [
      callToAction(ctx, {
        layout: 'banner',
        title: bi('Press enquiries', 'Consultas de prensa'),
        text: bi(
          'Our researchers comment on trade and geopolitics in English, Spanish, French and Arabic.',
          'Nuestros investigadores comentan la actualidad comercial y geopolítica en español, inglés, francés y árabe.',
        ),
        primary: { page: 'contact', text: bi('Contact the press office', 'Contacte con prensa') },
      }),
    ],
  });

type Gathering = EventSpec;

/** Who organises the Center's events (the "centre" filter of lists that gather several centres' events). */
const ORGANISER = both(['Global Policy Center'], ['Global Policy Center']);

const eventPage = (event: Gathering): PageSpec =>
  eventDetail(event, {
    infoLink: bi('Ask the events team', 'Pregunte al equipo de eventos'),
    form: {
      title: bi('Request a place', 'Solicite su plaza'),
      text: bi(
        'Places are limited and allocated so that each session has a mix of officials, companies, academics and students.',
        'Las plazas son limitadas y se asignan para que cada sesión reúna a responsables públicos, empresas, académicos y estudiantes.',
      ),
    },
  });

const briefs: Brief[] = [
  {
    key: 'brief-raw-materials',
    slug: bi('policy-briefs/critical-raw-materials-eu-latin-america', 'policy-briefs/materias-primas-criticas-ue-america-latina'),
    date: '2026-10-06T09:00:00Z',
    title: bi(
      'Critical Raw Materials: Can the EU and Latin America Build a Partnership of Equals?',
      'Materias primas críticas: ¿pueden la UE y América Latina construir una alianza entre iguales?',
    ),
    summary: bi(
      'Lithium, copper and rare earths put Latin America at the centre of Europe’s energy transition. We set out what a fair deal would look like for both sides.',
      'El litio, el cobre y las tierras raras sitúan a América Latina en el centro de la transición energética europea. Planteamos cómo sería un acuerdo justo para ambas partes.',
    ),
    type: bi('Policy brief', 'Policy brief'),
    areas: both(['Trade', 'Geoeconomics'], ['Comercio', 'Geoeconomía']),
    authors: ['Gabriela Sotomayor', 'Henrik Vos'],
    number: 31,
    cover: 'cover-3.jpg',
    file: 'gpc-brief-31-critical-raw-materials.pdf',
    related: ['brief-tariffs', 'news-geoeconomics-lab'],
    body: {
      en: [
        [
          'The EU Critical Raw Materials Act asks Europe to process at least 40% of the strategic minerals it uses by 2030. Chile, Argentina and Bolivia hold more than half of the world’s known lithium resources — and have made clear they will not be mere exporters of ore.',
        ],
        [
          'Three conditions for a partnership',
          '<strong>Processing at origin.</strong> European investment should include refining and battery components in the producing countries, with targets written into the agreements.',
          '<strong>Shared standards.</strong> Water use and the consent of local communities should be audited under one standard, recognised on both sides of the Atlantic.',
          '<strong>Predictable finance.</strong> The Global Gateway programme should commit to multi-year funding instead of project-by-project calls.',
        ],
        [
          'Who should read it',
          'Trade and industry officials in the EU and Latin America, mining and battery companies, and development banks.',
        ],
      ],
      es: [
        [
          'El Reglamento europeo de materias primas críticas pide a Europa procesar en 2030 al menos el 40 % de los minerales estratégicos que consume. Chile, Argentina y Bolivia reúnen más de la mitad de los recursos de litio conocidos del mundo, y han dejado claro que no se conformarán con exportar mineral.',
        ],
        [
          'Tres condiciones para una alianza',
          '<strong>Procesamiento en origen.</strong> La inversión europea debería incluir refino y componentes de baterías en los países productores, con objetivos fijados en los acuerdos.',
          '<strong>Normas compartidas.</strong> El uso del agua y el consentimiento de las comunidades locales deberían auditarse con una sola norma, reconocida a ambos lados del Atlántico.',
          '<strong>Financiación previsible.</strong> El programa Global Gateway debería comprometer fondos plurianuales en lugar de convocatorias proyecto a proyecto.',
        ],
        [
          'A quién va dirigido',
          'A responsables de comercio e industria de la UE y América Latina, a empresas mineras y de baterías, y a la banca de desarrollo.',
        ],
      ],
    },
  },
  {
    key: 'brief-tariffs',
    slug: bi('policy-briefs/tariffs-fragmenting-trade-order', 'policy-briefs/aranceles-orden-comercial-fragmentado'),
    date: '2026-07-02T09:00:00Z',
    title: bi(
      'Tariffs in a Fragmenting Trade Order: What Spanish Exporters Should Expect in 2027',
      'Aranceles en un orden comercial fragmentado: qué deben esperar los exportadores españoles en 2027',
    ),
    summary: bi(
      'Sector by sector, the exposure of Spanish exports to new tariffs and export controls, and five steps firms can take now.',
      'Sector a sector, la exposición de las exportaciones españolas a nuevos aranceles y controles a la exportación, y cinco medidas que las empresas pueden tomar ya.',
    ),
    type: bi('Policy brief', 'Policy brief'),
    areas: both(['Trade'], ['Comercio']),
    authors: ['Henrik Vos', 'Carmen Villalba'],
    number: 29,
    cover: 'cover-6.jpg',
    file: 'gpc-brief-29-tariffs-2027.pdf',
    related: ['brief-raw-materials', 'brief-wto'],
    body: {
      en: [
        [
          'Spanish exporters of olive oil, wine, automotive parts and machinery are the most exposed to the tariffs announced since 2025. Pharmaceuticals and services are so far largely spared.',
        ],
        [
          'Five steps for firms',
          'Map where each component of your products comes from; check whether your goods qualify for preferences under the EU’s trade agreements; diversify towards markets covered by recent agreements such as Mercosur; build tariff clauses into long-term contracts; and talk to your trade association about the EU’s consultation on countermeasures.',
        ],
        [
          'Method',
          'The brief combines customs data for 2025 with the tariff schedules in force on 1 June 2026. The sector tables are available as a spreadsheet on request.',
        ],
      ],
      es: [
        [
          'Los exportadores españoles de aceite de oliva, vino, componentes de automoción y maquinaria son los más expuestos a los aranceles anunciados desde 2025. Los productos farmacéuticos y los servicios se han librado, por ahora, en buena medida.',
        ],
        [
          'Cinco medidas para las empresas',
          'Trazar de dónde procede cada componente de sus productos; comprobar si sus mercancías pueden acogerse a las preferencias de los acuerdos comerciales de la UE; diversificar hacia mercados cubiertos por acuerdos recientes como Mercosur; incluir cláusulas arancelarias en los contratos a largo plazo; y trasladar a su asociación sectorial la consulta de la UE sobre contramedidas.',
        ],
        [
          'Método',
          'El documento combina los datos aduaneros de 2025 con los aranceles vigentes el 1 de junio de 2026. Las tablas por sector están disponibles en hoja de cálculo a petición.',
        ],
      ],
    },
  },
  {
    key: 'brief-wto',
    slug: bi('policy-briefs/wto-appellate-body-three-paths', 'policy-briefs/organo-de-apelacion-omc-tres-caminos'),
    date: '2026-03-17T09:00:00Z',
    title: bi(
      'Reviving WTO Dispute Settlement: Three Paths Out of the Deadlock',
      'Reactivar la solución de diferencias de la OMC: tres salidas al bloqueo',
    ),
    summary: bi(
      'Six years after the Appellate Body stopped working, we compare the options on the table ahead of the next ministerial conference.',
      'Seis años después de que el Órgano de Apelación dejara de funcionar, comparamos las opciones sobre la mesa ante la próxima conferencia ministerial.',
    ),
    type: bi('Policy brief', 'Policy brief'),
    areas: both(['Global governance', 'Trade'], ['Gobernanza global', 'Comercio']),
    authors: ['Carmen Villalba'],
    number: 27,
    cover: 'cover-8.jpg',
    file: 'gpc-brief-27-wto-dispute-settlement.pdf',
    related: ['brief-tariffs', 'news-congress'],
    body: {
      en: [
        [
          'Without a working Appellate Body, any WTO member can block a ruling against it by appealing "into the void". More than thirty panel reports are stuck this way.',
        ],
        [
          'The three paths',
          '<strong>Widen the interim arrangement.</strong> The multi-party interim appeal arrangement (MPIA) now covers over fifty members; persuading large emerging economies to join would make it the de facto system.',
          '<strong>A reformed Appellate Body.</strong> Shorter terms, strict deadlines and a narrower mandate, as discussed since 2024, in exchange for unblocking appointments.',
          '<strong>Regional courts.</strong> Relying on the dispute mechanisms of trade agreements — the most likely outcome if nothing changes, and the worst for small economies.',
        ],
      ],
      es: [
        [
          'Sin un Órgano de Apelación operativo, cualquier miembro de la OMC puede bloquear un fallo en su contra recurriendo «al vacío». Más de treinta informes de grupos especiales están paralizados por esta vía.',
        ],
        [
          'Las tres salidas',
          '<strong>Ampliar el acuerdo provisional.</strong> El procedimiento arbitral multipartito de apelación (MPIA) abarca ya a más de cincuenta miembros; sumar a las grandes economías emergentes lo convertiría en el sistema de facto.',
          '<strong>Un Órgano de Apelación reformado.</strong> Mandatos más cortos, plazos estrictos y competencias más acotadas, como se discute desde 2024, a cambio de desbloquear los nombramientos.',
          '<strong>Tribunales regionales.</strong> Recurrir a los mecanismos de los acuerdos comerciales: el desenlace más probable si nada cambia, y el peor para las economías pequeñas.',
        ],
      ],
    },
  },
];

const stories: Story[] = [
  {
    key: 'news-geoeconomics-lab',
    slug: bi('news/geoeconomics-lab-launched', 'noticias/nace-el-laboratorio-de-geoeconomia'),
    date: '2026-10-27T09:00:00Z',
    title: bi(
      'A Geoeconomics Lab to help companies read geopolitical risk',
      'Un Laboratorio de Geoeconomía para ayudar a las empresas a leer el riesgo geopolítico',
    ),
    summary: bi(
      'Eight Spanish companies and the Center will build scenarios on sanctions, export controls and supply chains together.',
      'Ocho empresas españolas y el Centro elaborarán juntos escenarios sobre sanciones, controles a la exportación y cadenas de suministro.',
    ),
    category: bi('Projects', 'Proyectos'),
    image: 'boardroom.jpg',
    body: {
      en: [
        [
          'The lab meets four times a year in Madrid. Each company brings a question from its own business — a supplier in a sanctioned country, a market that may close — and the Center’s researchers turn them into scenarios that every member can use.',
          'Members include firms from energy, infrastructure, food and banking. Scenarios are confidential for a year and then published as policy briefs.',
        ],
      ],
      es: [
        [
          'El laboratorio se reúne cuatro veces al año en Madrid. Cada empresa aporta una pregunta de su propio negocio —un proveedor en un país sancionado, un mercado que puede cerrarse— y los investigadores del Centro la convierten en escenarios que todos los miembros pueden utilizar.',
          'Participan empresas de energía, infraestructuras, alimentación y banca. Los escenarios son confidenciales durante un año y después se publican como policy briefs.',
        ],
      ],
    },
  },
  {
    key: 'news-congress',
    slug: bi('news/director-appears-before-congress', 'noticias/la-directora-comparece-en-el-congreso'),
    date: '2026-09-16T09:00:00Z',
    title: bi(
      'Our director speaks to the Spanish Congress on the future of the WTO',
      'Nuestra directora comparece en el Congreso sobre el futuro de la OMC',
    ),
    summary: bi(
      'Carmen Villalba presented the Center’s proposals to the Foreign Affairs Committee ahead of the WTO ministerial conference.',
      'Carmen Villalba presentó las propuestas del Centro a la Comisión de Asuntos Exteriores antes de la conferencia ministerial de la OMC.',
    ),
    category: bi('Policy engagement', 'Incidencia'),
    image: 'auditorium.jpg',
    body: {
      en: [
        [
          'In a ninety-minute session, Carmen Villalba urged Spain to press within the EU for a deal that restores binding dispute settlement, and answered questions from all parliamentary groups on tariffs and economic security.',
          'The transcript is published in the Congress’s official journal; her written evidence is based on our policy brief no. 27.',
        ],
      ],
      es: [
        [
          'En una sesión de noventa minutos, Carmen Villalba instó a España a impulsar en la UE un acuerdo que restablezca una solución de diferencias vinculante, y respondió a las preguntas de todos los grupos parlamentarios sobre aranceles y seguridad económica.',
          'La transcripción se publica en el Diario de Sesiones; su comparecencia escrita se basa en nuestro policy brief n.º 27.',
        ],
      ],
    },
  },
  {
    key: 'news-fellows',
    slug: bi('news/global-policy-fellows-2027-call', 'noticias/convocatoria-global-policy-fellows-2027'),
    date: '2026-08-03T09:00:00Z',
    title: bi('Call open for the Global Policy Fellows 2027', 'Abierta la convocatoria Global Policy Fellows 2027'),
    summary: bi(
      'Ten young diplomats, officials and analysts will spend three months at the Center writing a brief with a senior mentor.',
      'Diez jóvenes diplomáticos, funcionarios y analistas pasarán tres meses en el Centro redactando un policy brief con un mentor sénior.',
    ),
    category: bi('Fellowships', 'Becas'),
    image: 'classroom.jpg',
    body: {
      en: [
        [
          'The fellowship runs from April to June 2027 on the Madrid campus. It covers travel, accommodation and a monthly stipend. Applicants should be under 35 and have at least three years of experience in government, an international organisation or a think tank.',
        ],
        ['How to apply', 'Send a CV and a two-page proposal for a policy brief to gpc@ibera.edu before 15 January 2027.'],
      ],
      es: [
        [
          'La estancia se desarrolla de abril a junio de 2027 en el campus de Madrid. Cubre viaje, alojamiento y una asignación mensual. Pueden optar menores de 35 años con al menos tres años de experiencia en una administración, un organismo internacional o un think tank.',
        ],
        ['Cómo solicitarla', 'Envíe su CV y una propuesta de policy brief de dos páginas a gpc@ibera.edu antes del 15 de enero de 2027.'],
      ],
    },
  },
];

const gatherings: Gathering[] = [
  {
    key: 'event-madrid-dialogue',
    slug: bi('events/madrid-geoeconomics-dialogue-2027', 'eventos/dialogo-de-geoeconomia-de-madrid-2027'),
    title: bi('Madrid Geoeconomics Dialogue 2027', 'Diálogo de Geoeconomía de Madrid 2027'),
    summary: bi(
      'Two days of closed-door sessions on economic security, with officials from Europe, Latin America, the Gulf and Asia.',
      'Dos días de sesiones a puerta cerrada sobre seguridad económica con responsables de Europa, América Latina, el Golfo y Asia.',
    ),
    image: 'city-morning.jpg',
    eventType: 'face-to-face',
    start: '2027-05-20T09:00:00+02:00',
    end: '2027-05-21T14:00:00+02:00',
    location: bi('Madrid campus, Ibera University', 'Campus de Madrid, Ibera University'),
    centers: ORGANISER,
    body: {
      en: [
        [
          'The Dialogue is held under the Chatham House rule. Each session opens with a short paper by a member of the Center and continues as a discussion among some forty participants.',
        ],
        [
          'Sessions',
          'Critical minerals and the energy transition; export controls on advanced technology; the future of the WTO; and a public closing debate, streamed online, on Europe’s place between the United States and China.',
        ],
      ],
      es: [
        [
          'El Diálogo se celebra bajo la regla de Chatham House. Cada sesión arranca con un breve documento de un miembro del Centro y continúa como debate entre unos cuarenta participantes.',
        ],
        [
          'Sesiones',
          'Minerales críticos y transición energética; controles a la exportación de tecnología avanzada; el futuro de la OMC; y un debate público de clausura, retransmitido en línea, sobre el lugar de Europa entre Estados Unidos y China.',
        ],
      ],
    },
  },
  {
    key: 'event-outlook-briefing',
    slug: bi('events/geopolitical-outlook-2027', 'eventos/perspectivas-geopoliticas-2027'),
    title: bi('Online briefing: Geopolitical outlook 2027', 'Sesión en línea: perspectivas geopolíticas 2027'),
    summary: bi(
      'The Center’s researchers present the ten risks that will shape trade and investment in 2027, and take your questions.',
      'Los investigadores del Centro presentan los diez riesgos que marcarán el comercio y la inversión en 2027 y responden a sus preguntas.',
    ),
    image: 'webinar.jpg',
    eventType: 'online',
    start: '2027-01-14T13:00:00+01:00',
    end: '2027-01-14T14:15:00+01:00',
    centers: ORGANISER,
    body: {
      en: [
        [
          'Every January we publish our outlook and discuss it live. This edition covers elections in key trading partners, the energy transition’s supply chains, conflicts at sea and the state of multilateral institutions.',
          'The briefing is in English with Spanish subtitles; registered participants receive the slides and the recording.',
        ],
      ],
      es: [
        [
          'Cada enero publicamos nuestras perspectivas y las comentamos en directo. Esta edición trata las elecciones en socios comerciales clave, las cadenas de suministro de la transición energética, los conflictos en el mar y el estado de las instituciones multilaterales.',
          'La sesión es en inglés con subtítulos en español; las personas inscritas reciben las diapositivas y la grabación.',
        ],
      ],
    },
  },
  {
    key: 'event-outlook-briefing-2026',
    slug: bi('events/geopolitical-outlook-2026', 'eventos/perspectivas-geopoliticas-2026'),
    title: bi('Online briefing: Geopolitical outlook 2026', 'Sesión en línea: perspectivas geopolíticas 2026'),
    summary: bi(
      'The Center’s researchers presented the ten risks they expected to shape trade and investment in 2026, and answered questions from companies and officials.',
      'Los investigadores del Centro presentaron los diez riesgos que, a su juicio, marcarían el comercio y la inversión en 2026, y respondieron a empresas y responsables públicos.',
    ),
    image: 'webinar.jpg',
    eventType: 'online',
    start: '2026-01-15T13:00:00+01:00',
    end: '2026-01-15T14:15:00+01:00',
    centers: ORGANISER,
    held: true,
    body: {
      en: [
        [
          'The 2026 outlook ranked ten risks, from a new round of tariffs between the largest economies to shortages of the lithium, copper and rare earths the energy transition needs, and asked which of them companies in Spain and Latin America were least prepared for.',
          'Carmen Villalba and Henrik Vos presented the ranking; most of the hour went to questions from the 480 people who followed it live.',
        ],
        [
          'Recording',
          'The recording and the slides were sent to everyone who registered. Write to the events team if you would like a copy.',
        ],
      ],
      es: [
        [
          'Las perspectivas de 2026 ordenaron diez riesgos, desde una nueva ronda de aranceles entre las mayores economías hasta la escasez del litio, el cobre y las tierras raras que necesita la transición energética, y se preguntaron para cuáles estaban menos preparadas las empresas de España y Latinoamérica.',
          'Carmen Villalba y Henrik Vos presentaron la clasificación; la mayor parte de la hora se dedicó a las preguntas de las 480 personas que la siguieron en directo.',
        ],
        [
          'Grabación',
          'La grabación y las diapositivas se enviaron a todas las personas inscritas. Escriba al equipo de eventos si desea una copia.',
        ],
      ],
    },
  },
];

const people: TeamMember[] = [
  {
    id: 'carmen-villalba',
    name: 'Carmen',
    lastName: 'Villalba',
    position: bi('Director', 'Directora'),
    area: bi('Global governance', 'Gobernanza global'),
    bio: bi(
      'Former trade diplomat at the EU delegation in Geneva; professor of international economic law.',
      'Antigua diplomática comercial en la delegación de la UE en Ginebra; catedrática de Derecho Económico Internacional.',
    ),
  },
  {
    id: 'henrik-vos',
    name: 'Henrik',
    lastName: 'Vos',
    position: bi('Head of trade research', 'Director de investigación en comercio'),
    area: bi('Trade', 'Comercio'),
    bio: bi(
      'Economist; models the effects of tariffs and trade agreements on European firms.',
      'Economista; modeliza los efectos de los aranceles y los acuerdos comerciales en las empresas europeas.',
    ),
  },
  {
    id: 'gabriela-sotomayor',
    name: 'Gabriela',
    lastName: 'Sotomayor',
    position: bi('Senior fellow, Latin America', 'Investigadora sénior, América Latina'),
    area: bi('Geoeconomics', 'Geoeconomía'),
    bio: bi(
      'Worked for a decade at a regional development bank in Santiago de Chile on mining and infrastructure.',
      'Trabajó una década en un banco regional de desarrollo en Santiago de Chile en minería e infraestructuras.',
    ),
  },
  {
    id: 'youssef-benali',
    name: 'Youssef',
    lastName: 'Benali',
    position: bi('Research fellow, Mediterranean and the Gulf', 'Investigador, Mediterráneo y Golfo'),
    area: bi('Geopolitics', 'Geopolítica'),
    bio: bi(
      'Studies energy diplomacy and investment between Europe, North Africa and the Gulf states.',
      'Estudia la diplomacia energética y las inversiones entre Europa, el norte de África y los Estados del Golfo.',
    ),
  },
  {
    id: 'paula-arregui',
    name: 'Paula',
    lastName: 'Arregui',
    position: bi('Programme manager, Dialogues and fellows', 'Responsable de programas, Diálogos y becarios'),
    bio: bi(
      'Runs the Madrid Geoeconomics Dialogue and the Global Policy Fellows programme.',
      'Dirige el Diálogo de Geoeconomía de Madrid y el programa Global Policy Fellows.',
    ),
  },
];

const partners = [
  {
    id: 'fundacion-atlantica',
    name: 'Fundación Atlántica',
    position: bi('Funds the Latin America programme', 'Financia el programa de América Latina'),
    area: bi('Foundation', 'Fundación'),
  },
  {
    id: 'camara-exportadores',
    name: 'Cámara de Exportadores de Madrid',
    position: bi('Partner of the tariff monitor', 'Socio del monitor de aranceles'),
    area: bi('Business association', 'Asociación empresarial'),
  },
  {
    id: 'geneva-trade-forum',
    name: 'Geneva Trade Forum',
    position: bi('Co-organises the WTO reform seminars', 'Coorganiza los seminarios sobre la reforma de la OMC'),
    area: bi('Think tank', 'Think tank'),
  },
  {
    id: 'banco-meridiano',
    name: 'Banco Meridiano',
    position: bi('Member of the Geoeconomics Lab', 'Miembro del Laboratorio de Geoeconomía'),
    area: bi('Banking', 'Banca'),
  },
];

export default defineUnit({
  brand: 'gpc',
  kind: 'centre',
  theme: 'default',
  siteName: bi('Global Policy Center', 'Global Policy Center'),
  email: 'gpc@ibera.edu',
  documents: briefs.map((brief) =>
    publicationDocument(brief, { publisher: `Global Policy Center, Ibera University · GPC Policy Brief no. ${brief.number}` }),
  ),
  menu: [
    {
      page: 'briefs',
      label: bi('Policy briefs', 'Policy briefs'),
      auxText: bi('Short, evidence-based proposals', 'Propuestas breves basadas en evidencia'),
      children: [
        { page: 'brief-raw-materials', label: bi('Critical raw materials', 'Materias primas críticas') },
        { page: 'brief-tariffs', label: bi('Tariffs and Spanish exporters', 'Aranceles y exportadores españoles') },
        { page: 'brief-wto', label: bi('WTO dispute settlement', 'Solución de diferencias de la OMC') },
      ],
    },
    { page: 'news', label: bi('News', 'Noticias') },
    { page: 'events', label: bi('Dialogues and events', 'Diálogos y eventos') },
    { page: 'people', label: bi('People and partners', 'Equipo y socios') },
    { page: 'contact', label: bi('Contact', 'Contacto') },
  ],
  primaryLink: { page: 'briefs', text: bi('Policy briefs', 'Policy briefs') },
  pages: [
    {
      key: 'home',
      slug: bi('', ''),
      templateType: 'Landing',
      title: bi('Global Policy Center', 'Global Policy Center'),
      metaDescription: bi(
        'Research and dialogue on global governance, geopolitics and trade, with policy briefs for officials and companies.',
        'Investigación y diálogo sobre gobernanza global, geopolítica y comercio, con policy briefs para responsables públicos y empresas.',
      ),
      template: (ctx) => ({
        heroSection: [
          splitHero(ctx, {
            eyebrow: bi('Global Policy Center', 'Global Policy Center'),
            title: bi('Clear answers for a fragmenting world', 'Respuestas claras para un mundo que se fragmenta'),
            subtitle: bi(
              'We study global governance, geopolitics and trade, and turn the research into short, practical policy briefs for governments and companies.',
              'Estudiamos la gobernanza global, la geopolítica y el comercio, y convertimos la investigación en policy briefs breves y prácticos para gobiernos y empresas.',
            ),
            image: 'city-morning.jpg',
            primary: { page: 'briefs', text: bi('Read the policy briefs', 'Lea los policy briefs') },
            secondary: { page: 'events', text: bi('Join a dialogue', 'Participe en un diálogo') },
          }),
        ],
        mainSection: [
          {
            component: 'Statistics',
            title: ctx.L('The Center in numbers', 'El Centro en cifras'),
            items: [
              { value: 31, label: ctx.L('policy briefs since 2020', 'policy briefs desde 2020') },
              { value: 14, label: ctx.L('appearances before parliaments and ministries', 'comparecencias ante parlamentos y ministerios') },
              { value: 38, label: ctx.L('countries in our dialogues', 'países en nuestros diálogos') },
              { value: 60, prefix: '+', label: ctx.L('Global Policy Fellows trained', 'Global Policy Fellows formados') },
            ],
          },
          {
            component: 'CardCollection',
            title: ctx.L('What we work on', 'En qué trabajamos'),
            intro: ctx.L(
              'Three programmes, each with its own researchers and partners.',
              'Tres programas, cada uno con sus investigadores y socios.',
            ),
            cards: [
              {
                title: ctx.L('Trade and economic security', 'Comercio y seguridad económica'),
                text: ctx.L(
                  'Tariffs, export controls and trade agreements, and what they mean for European firms.',
                  'Aranceles, controles a la exportación y acuerdos comerciales, y lo que suponen para las empresas europeas.',
                ),
                image: ctx.media('harbour.jpg'),
                link: { href: ctx.href('brief-tariffs'), text: ctx.L('Latest brief on tariffs', 'Último documento sobre aranceles') },
              },
              {
                title: ctx.L('Global governance', 'Gobernanza global'),
                text: ctx.L(
                  'The reform of the WTO, the G20 and the multilateral development banks.',
                  'La reforma de la OMC, el G20 y los bancos multilaterales de desarrollo.',
                ),
                image: ctx.media('auditorium.jpg'),
                link: { href: ctx.href('brief-wto'), text: ctx.L('Read about the WTO', 'Lea sobre la OMC') },
              },
              {
                title: ctx.L('Geoeconomics of the energy transition', 'Geoeconomía de la transición energética'),
                text: ctx.L(
                  'Critical minerals, energy diplomacy and investment between Europe, Latin America and the Gulf.',
                  'Minerales críticos, diplomacia energética e inversiones entre Europa, América Latina y el Golfo.',
                ),
                image: ctx.media('green-valley.jpg'),
                link: { href: ctx.href('brief-raw-materials'), text: ctx.L('On critical raw materials', 'Sobre materias primas críticas') },
              },
            ],
          },
          {
            component: 'PublicationDistributor',
            title: ctx.L('Latest policy briefs', 'Últimos policy briefs'),
            layout: 'grid',
            data: {
              mode: 'navigation',
              referenceId: ctx.href('briefs'),
              sources: [{ structuredData: 'PublicationDetail' }],
              quantity: 3,
            },
            link: { href: ctx.href('briefs'), text: ctx.L('All policy briefs', 'Todos los policy briefs') },
          },
          eventDistributor(ctx, { title: bi('Dialogues and events', 'Diálogos y eventos'), upcoming: true, quantity: 2, scope: 'list' }),
          {
            component: 'LogoCollection',
            title: ctx.L('Our partners', 'Nuestros socios'),
            data: {
              mode: 'navigation',
              referenceId: ctx.href('people'),
              sources: [{ structuredData: 'Person', filters: ['kind:partner'] }],
              order: 'alpha',
            },
            link: { href: ctx.href('people'), text: ctx.L('Meet our partners', 'Conozca a nuestros socios') },
          },
          callToAction(ctx, {
            layout: 'banner',
            title: bi('Need a briefing?', '¿Necesita una sesión informativa?'),
            text: bi(
              'Our researchers brief ministries, parliaments and boards on trade and geopolitical risk.',
              'Nuestros investigadores informan a ministerios, parlamentos y consejos de administración sobre comercio y riesgo geopolítico.',
            ),
            primary: { page: 'contact', text: bi('Ask for a briefing', 'Solicite una sesión') },
          }),
        ],
      }),
    },
    {
      key: 'briefs',
      slug: bi('policy-briefs', 'policy-briefs'),
      templateType: 'PublicationsList',
      title: bi('Policy briefs', 'Policy briefs'),
      metaDescription: bi(
        'Short, evidence-based proposals on trade, geopolitics and global governance.',
        'Propuestas breves y basadas en evidencia sobre comercio, geopolítica y gobernanza global.',
      ),
      template: (ctx) => ({
        heroSection: [
          {
            component: 'HeroClaim',
            title: ctx.L('Policy briefs', 'Policy briefs'),
            claim: ctx.L(
              'Eight pages at most, one clear recommendation, the data behind it. Written to be read before a meeting.',
              'Ocho páginas como máximo, una recomendación clara y los datos que la sustentan. Escritos para leerse antes de una reunión.',
            ),
            subtheme: 'accentLight',
          },
        ],
        intro: ctx.L('Filter by year or by programme.', 'Filtre por año o por programa.'),
        pageSize: 12,
        filters: ['year', 'academicArea'],
        mainSection: [
          {
            component: 'Steps',
            title: ctx.L('How a policy brief is made', 'Cómo se elabora un policy brief'),
            steps: [
              {
                title: ctx.L('A question from practice', 'Una pregunta de la práctica'),
                text: ctx.L(
                  'Most briefs start from a question put to us by an official, a company or a fellow.',
                  'La mayoría parte de una pregunta que nos plantea un responsable público, una empresa o un becario.',
                ),
                icon: 'help',
              },
              {
                title: ctx.L('Research and data', 'Investigación y datos'),
                text: ctx.L(
                  'The authors gather the evidence and test it in a closed seminar.',
                  'Los autores reúnen la evidencia y la contrastan en un seminario cerrado.',
                ),
                icon: 'chart-bar',
              },
              {
                title: ctx.L('External review', 'Revisión externa'),
                text: ctx.L(
                  'Two reviewers, one academic and one practitioner, read every draft.',
                  'Dos revisores, uno académico y otro profesional, leen cada borrador.',
                ),
                icon: 'check-circle',
              },
              {
                title: ctx.L('Publication and briefing', 'Publicación y presentación'),
                text: ctx.L(
                  'We publish it in English and Spanish and present it to those who can act on it.',
                  'Lo publicamos en español e inglés y lo presentamos a quienes pueden ponerlo en práctica.',
                ),
                icon: 'document',
              },
            ],
          },
        ],
      }),
    },
    ...briefs.map(briefPage),
    newsListPage({
      description: bi('News from the Global Policy Center.', 'Noticias del Global Policy Center.'),
      intro: bi('Projects, appearances, fellowships and calls.', 'Proyectos, comparecencias, becas y convocatorias.'),
      pageSize: 12,
      filters: ['year'],
    }),
    ...stories.map(newsPage),
    eventListPage({
      title: bi('Dialogues and events', 'Diálogos y eventos'),
      description: bi(
        'Closed-door dialogues, public debates and online briefings of the Global Policy Center.',
        'Diálogos a puerta cerrada, debates públicos y sesiones en línea del Global Policy Center.',
      ),
      intro: bi(
        'Some of our meetings are closed and held under the Chatham House rule; others are open to all. Each page says which.',
        'Algunas reuniones son cerradas y se rigen por la regla de Chatham House; otras están abiertas a todos. Cada página indica cuál es el caso.',
      ),
      filters: ['eventType', 'year'],
    }),
    ...gatherings.map(eventPage),
    {
      key: 'people',
      slug: bi('people', 'equipo'),
      templateType: 'PersonList',
      title: bi('People and partners', 'Equipo y socios'),
      metaDescription: bi(
        'The researchers of the Global Policy Center and the organisations that work with it.',
        'Los investigadores del Global Policy Center y las organizaciones que colaboran con él.',
      ),
      template: (ctx) => ({
        intro: ctx.L(
          'Economists, lawyers and former diplomats, and the foundations, associations and companies that support our work.',
          'Economistas, juristas y antiguos diplomáticos, y las fundaciones, asociaciones y empresas que apoyan nuestro trabajo.',
        ),
        filters: ['academicArea', 'sector'],
        people: [
          ...people.map((person) => teamMember(ctx, person)),
          ...partners.map((partner) => ({
            id: partner.id,
            kind: 'partner',
            name: partner.name,
            position: ctx.L(partner.position.en, partner.position.es),
            area: ctx.L(partner.area.en, partner.area.es),
            logo: ctx.logo(partner.name),
          })),
        ],
      }),
    },
    {
      key: 'contact',
      slug: bi('contact', 'contacto'),
      templateType: 'BasicTemplate',
      title: bi('Contact', 'Contacto'),
      metaDescription: bi('Write to or call the Global Policy Center.', 'Escriba o llame al Global Policy Center.'),
      template: (ctx) => ({
        mainSection: [
          {
            component: 'BasicContent',
            title: ctx.L('Get in touch', 'Póngase en contacto'),
            html: ctx.L(
              '<p>Email: <a href="mailto:gpc@ibera.edu">gpc@ibera.edu</a><br>Phone: <a href="tel:+34915689760">+34&nbsp;915&nbsp;689&nbsp;760</a></p><p>Global Policy Center, Ibera University<br>Calle de María de Molina 11, 28006 Madrid, Spain</p>',
              '<p>Correo: <a href="mailto:gpc@ibera.edu">gpc@ibera.edu</a><br>Teléfono: <a href="tel:+34915689760">+34&nbsp;915&nbsp;689&nbsp;760</a></p><p>Global Policy Center, Ibera University<br>Calle de María de Molina 11, 28006 Madrid, España</p>',
            ),
          },
          {
            component: 'ContactCard',
            cards: [
              {
                name: ctx.L('Press office', 'Prensa'),
                phone: '+34 915 689 761',
                email: 'gpc.press@ibera.edu',
                hours: [ctx.L('Monday to Friday, 9:00–19:00', 'De lunes a viernes, de 9:00 a 19:00')],
              },
              {
                name: ctx.L('Fellowships and dialogues', 'Becas y diálogos'),
                phone: '+34 915 689 762',
                email: 'gpc.dialogues@ibera.edu',
                hours: [ctx.L('Monday to Thursday, 9:00–17:00', 'De lunes a jueves, de 9:00 a 17:00')],
              },
            ],
          },
          contactForm(ctx, { text: bi('We answer within two working days.', 'Le respondemos en dos días laborables.') }),
        ],
      }),
    },
  ],
});
