// Entrepreneurship: the university's centre for founders — the Venture Lab, the incubator and
// its calls, the startup competition and the mentors' network — half centre, half service: its
// information pages for founders lead to one application form, and its research follows the
// startups it helps to start. In English and Spanish.
import {
  below,
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
  splitHero,
  teamMember,
  thankYou,
  type EventSpec,
  type NewsStory,
  type PageContext,
  type PageSpec,
  type Publication,
  type TeamMember,
} from '../kit.ts';

/** The incubator's spring call closes then (Madrid time). */
const CALL_CLOSES = '2027-02-15T23:59:00+01:00';

type Story = NewsStory;

const newsPage = (story: Story): PageSpec =>
  newsDetail(story, {
    author: 'Andrea Villar',
    mainSection: (ctx) => [
      callToAction(ctx, {
        title: bi('Have an idea of your own?', '¿Tiene una idea propia?'),
        text: bi(
          'Students, alumni and staff of the university can apply to the Venture Lab and the incubator.',
          'Estudiantes, antiguos alumnos y personal de la universidad pueden presentarse al Venture Lab y a la incubadora.',
        ),
        primary: { page: 'apply', text: bi('Apply', 'Presente su proyecto') },
        secondary: { page: 'news', text: bi('More news', 'Más noticias') },
      }),
    ],
  });

type Gathering = EventSpec;

const eventPage = (event: Gathering): PageSpec =>
  eventDetail(event, {
    infoLink: bi('Ask the team', 'Pregunte al equipo'),
    form: {
      title: bi('Save your seat', 'Reserve su plaza'),
      text: bi(
        'Free; investors and mentors please mention it in the company field.',
        'Gratuito; si es inversor o mentor, indíquelo en el campo de empresa.',
      ),
    },
  });

const stories: Story[] = [
  {
    key: 'news-demo-day',
    slug: bi('news/autumn-demo-day-2026', 'noticias/demo-day-otono-2026'),
    date: '2026-11-19T09:00:00Z',
    title: bi(
      'Twelve startups pitch to 140 investors at the autumn Demo Day',
      'Doce startups presentan ante 140 inversores en el Demo Day de otoño',
    ),
    summary: bi(
      'The incubator’s autumn cohort closed its six months with €3.1 million raised or committed.',
      'La promoción de otoño de la incubadora cerró sus seis meses con 3,1 millones de euros captados o comprometidos.',
    ),
    category: bi('Incubator', 'Incubadora'),
    image: 'auditorium.jpg',
    body: {
      en: [
        [
          'Each team had five minutes on stage and an afternoon of one-to-one meetings. The largest round, €900,000, went to Hidrosense, which monitors leaks in municipal water networks with low-cost sensors.',
          'Other startups of the cohort include a marketplace for surplus food from hotels, a legal assistant for tenants and an app that helps small farms sell directly to restaurants.',
        ],
      ],
      es: [
        [
          'Cada equipo dispuso de cinco minutos en el escenario y de una tarde de reuniones individuales. La mayor ronda, de 900.000 euros, fue para Hidrosense, que detecta fugas en las redes municipales de agua con sensores de bajo coste.',
          'Entre las demás startups de la promoción figuran un mercado de excedentes de comida de hoteles, un asistente legal para inquilinos y una aplicación que ayuda a pequeñas explotaciones agrarias a vender directamente a restaurantes.',
        ],
      ],
    },
  },
  {
    key: 'news-competition-winners',
    slug: bi('news/startup-competition-2026-winners', 'noticias/ganadores-concurso-startups-2026'),
    date: '2026-05-28T09:00:00Z',
    title: bi(
      'A student team wins the 2026 Startup Competition with a tool for rural clinics',
      'Un equipo de estudiantes gana el Concurso de Startups 2026 con una herramienta para consultorios rurales',
    ),
    summary: bi(
      'Tríade, founded by three students of engineering and nursing, takes the €25,000 first prize and a place in the incubator.',
      'Tríade, fundada por tres estudiantes de ingeniería y enfermería, se lleva el primer premio de 25.000 euros y una plaza en la incubadora.',
    ),
    category: bi('Competition', 'Concurso'),
    image: 'event.jpg',
    body: {
      en: [
        [
          'Tríade lets nurses in rural clinics of Segovia and Soria share test results with hospital specialists securely from a tablet. The jury praised a pilot already running in four clinics.',
          'Second prize went to Aula Viva, a platform for teachers to share lesson plans; third prize to Ruta Cero, which optimises delivery routes for small shops.',
        ],
      ],
      es: [
        [
          'Tríade permite a las enfermeras de consultorios rurales de Segovia y Soria compartir resultados de pruebas con los especialistas del hospital de forma segura desde una tableta. El jurado destacó el piloto que ya funciona en cuatro consultorios.',
          'El segundo premio fue para Aula Viva, una plataforma para que los docentes compartan sus programaciones; el tercero, para Ruta Cero, que optimiza las rutas de reparto de los pequeños comercios.',
        ],
      ],
    },
  },
  {
    key: 'news-mentors',
    slug: bi('news/mentor-network-reaches-one-hundred', 'noticias/la-red-de-mentores-llega-a-cien'),
    date: '2026-09-10T09:00:00Z',
    title: bi('Our mentors’ network reaches one hundred alumni', 'Nuestra red de mentores llega a cien antiguos alumnos'),
    summary: bi(
      'Founders, investors and executives among the university’s alumni give two hours a month to our startups.',
      'Fundadores, inversores y directivos entre los antiguos alumnos de la universidad dedican dos horas al mes a nuestras startups.',
    ),
    category: bi('Mentors', 'Mentores'),
    image: 'meeting.jpg',
    body: {
      en: [
        [
          'The hundredth mentor, Lucía Prats, founded and sold a logistics software company and now invests in early-stage startups. She will mentor two teams of the spring incubator cohort.',
          'Mentors are matched with teams by the problems they need to solve — pricing, hiring, a first investor — rather than by sector.',
        ],
      ],
      es: [
        [
          'La mentora número cien, Lucía Prats, fundó y vendió una empresa de software logístico y hoy invierte en startups en fase inicial. Acompañará a dos equipos de la promoción de primavera de la incubadora.',
          'Los mentores se asignan a los equipos según los problemas que necesitan resolver —precios, contratación, un primer inversor— y no por sector.',
        ],
      ],
    },
  },
];

const gatherings: Gathering[] = [
  {
    key: 'event-founders-night',
    slug: bi('events/founders-night-february-2027', 'eventos/noche-de-fundadores-febrero-2027'),
    title: bi('Founders’ Night: meet the incubator before you apply', 'Noche de Fundadores: conozca la incubadora antes de presentarse'),
    summary: bi(
      'An evening with founders of the current cohort, mentors and the incubator team, three weeks before the spring call closes.',
      'Una tarde con fundadores de la promoción actual, mentores y el equipo de la incubadora, tres semanas antes del cierre de la convocatoria de primavera.',
    ),
    image: 'workshop.jpg',
    eventType: 'face-to-face',
    start: '2027-01-26T18:30:00+01:00',
    end: '2027-01-26T21:00:00+01:00',
    location: bi('Venture Lab, Madrid campus', 'Venture Lab, campus de Madrid'),
    body: {
      en: [
        [
          'Short talks by three founders on their first year, a round of questions about the call, and time to talk to mentors about your idea. Drinks and something to eat afterwards.',
        ],
      ],
      es: [
        [
          'Intervenciones breves de tres fundadores sobre su primer año, una ronda de preguntas sobre la convocatoria y tiempo para comentar su idea con los mentores. Después, algo de beber y de comer.',
        ],
      ],
    },
  },
  {
    key: 'event-competition-final',
    slug: bi('events/startup-competition-final-2027', 'eventos/final-concurso-startups-2027'),
    title: bi('Startup Competition 2027: the final', 'Concurso de Startups 2027: la final'),
    summary: bi(
      'Ten finalist teams pitch to the jury for €50,000 in prizes and places in the incubator.',
      'Diez equipos finalistas se presentan ante el jurado para optar a 50.000 euros en premios y plazas en la incubadora.',
    ),
    image: 'event.jpg',
    eventType: 'hybrid',
    start: '2027-05-27T17:00:00+02:00',
    end: '2027-05-27T20:30:00+02:00',
    location: bi('Auditorium, Segovia campus', 'Auditorio, campus de Segovia'),
    body: {
      en: [
        ['The final is open to the public and streamed online; the audience votes for its own prize.'],
        [
          'Programme',
          '<strong>17:00.</strong> Pitches of the ten finalists, five minutes each plus questions from the jury.',
          '<strong>19:15.</strong> Audience vote and jury deliberation, with a talk by the 2026 winners.',
          '<strong>19:45.</strong> Awards and reception.',
        ],
      ],
      es: [
        ['La final está abierta al público y se retransmite en línea; el público vota su propio premio.'],
        [
          'Programa',
          '<strong>17:00.</strong> Presentaciones de los diez finalistas, cinco minutos cada una más las preguntas del jurado.',
          '<strong>19:15.</strong> Votación del público y deliberación del jurado, con una charla de los ganadores de 2026.',
          '<strong>19:45.</strong> Entrega de premios y cóctel.',
        ],
      ],
    },
  },
];

interface Paper extends Publication {
  series: string;
}

const PUBLISHER = 'Entrepreneurship, Ibera University';

/** A study's page below the research list: its facts, the full text to download and a way to ask its authors. */
const publicationPage = (paper: Paper): PageSpec =>
  publicationDetail(paper, {
    parent: 'research',
    organization: PUBLISHER,
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
        title: bi('Use our data for your own research', 'Use nuestros datos en su propia investigación'),
        text: bi(
          'Researchers and public bodies can ask for the anonymised data behind each study.',
          'Investigadores y administraciones pueden solicitar los datos anonimizados de cada estudio.',
        ),
        primary: { page: 'contact', text: bi('Write to the team', 'Escriba al equipo') },
        secondary: { page: 'research', text: bi('All our research', 'Toda nuestra investigación') },
      }),
    ],
  });

/** What the centre learns from its own startups, published every year or two. */
const papers: Paper[] = [
  {
    key: 'paper-startup-monitor',
    slug: bi('research/student-startup-monitor-2026', 'investigacion/monitor-de-startups-universitarias-2026'),
    date: '2026-06-18T09:00:00Z',
    title: bi('Student Startup Monitor 2026', 'Monitor de Startups Universitarias 2026'),
    summary: bi(
      'What became of the 412 companies founded by our students and alumni since 2015: how many survive, how they were financed and how many people they employ.',
      'Qué fue de las 412 empresas fundadas por nuestros estudiantes y antiguos alumnos desde 2015: cuántas sobreviven, cómo se financiaron y a cuántas personas emplean.',
    ),
    type: bi('Report', 'Informe'),
    areas: both(['Startups', 'Venture capital'], ['Startups', 'Capital riesgo']),
    authors: ['Ricardo Almeida', 'Andrea Villar'],
    series: 'Entrepreneurship Reports, no. 3',
    cover: 'cover-3.jpg',
    file: 'ent-student-startup-monitor-2026.pdf',
    isbn: '978-84-09-71522-8',
    body: {
      en: [
        [
          'Every two years we contact every company founded by a student, alumnus or member of staff who took part in one of our programmes. This edition reached 389 of the 412 companies founded between 2015 and 2025.',
          'Five years after founding, 58 % of the companies are still trading, well above the national figure for new companies. Those that went through the incubator survive more often (67 %) than those that only entered the Startup Competition (49 %).',
        ],
        [
          'How they were financed',
          'Two in three started with the founders’ savings and family money; one in four raised money from business angels, most of them alumni. Only 31 companies have raised a venture capital round, but they account for half of all the jobs created.',
        ],
        ['Jobs', 'Together the surviving companies employ 2,870 people, 60 % of them in Madrid and 14 % in towns of Castilla y León.'],
      ],
      es: [
        [
          'Cada dos años contactamos con todas las empresas fundadas por un estudiante, antiguo alumno o miembro del personal que haya participado en alguno de nuestros programas. Esta edición llegó a 389 de las 412 empresas fundadas entre 2015 y 2025.',
          'Cinco años después de su creación, el 58 % de las empresas sigue en activo, muy por encima de la cifra nacional de empresas nuevas. Las que pasaron por la incubadora sobreviven más (67 %) que las que solo se presentaron al Concurso de Startups (49 %).',
        ],
        [
          'Cómo se financiaron',
          'Dos de cada tres empezaron con los ahorros de los fundadores y dinero de la familia; una de cada cuatro captó dinero de inversores particulares, la mayoría antiguos alumnos. Solo 31 empresas han cerrado una ronda de capital riesgo, pero suman la mitad de todo el empleo creado.',
        ],
        [
          'Empleo',
          'Entre todas, las empresas que siguen en activo emplean a 2.870 personas, el 60 % en Madrid y el 14 % en municipios de Castilla y León.',
        ],
      ],
    },
  },
  {
    key: 'paper-rural-startups',
    slug: bi('research/startups-for-small-towns', 'investigacion/startups-para-pueblos-pequenos'),
    date: '2026-11-03T09:00:00Z',
    title: bi('Startups for small towns: what they need and what they get', 'Startups para pueblos pequeños: qué necesitan y qué reciben'),
    summary: bi(
      'Interviews with 46 founders whose companies serve towns of fewer than 5,000 people, and what public programmes could do better for them.',
      'Entrevistas a 46 fundadores cuyas empresas dan servicio a municipios de menos de 5.000 habitantes, y qué podrían hacer mejor por ellos los programas públicos.',
    ),
    type: bi('Policy brief', 'Informe de políticas'),
    areas: both(['Rural innovation', 'Public policy'], ['Innovación rural', 'Políticas públicas']),
    authors: ['Hugo Sastre', 'Ricardo Almeida'],
    series: 'Entrepreneurship Briefs, no. 5',
    cover: 'cover-7.jpg',
    file: 'ent-startups-for-small-towns-2026.pdf',
    body: {
      en: [
        [
          'Startups that serve small towns — rural clinics, local shops, farms — grow more slowly than those that sell to cities, and investors rarely see them. Yet several of the companies in our incubator that now employ people in Soria or Segovia began exactly there.',
          'The founders we interviewed asked for three things before money: broadband that works, a first public customer willing to run a pilot, and someone nearby to ask.',
        ],
        [
          'What we recommend',
          'Regional governments could reserve part of their innovation purchasing for pilots in small towns, and count the Segovia Venture Lab’s model — a desk, a mentor and a pilot customer — as eligible for rural development funds.',
        ],
      ],
      es: [
        [
          'Las startups que dan servicio a los pueblos pequeños —consultorios rurales, comercios locales, explotaciones agrarias— crecen más despacio que las que venden a las ciudades, y los inversores rara vez las ven. Sin embargo, varias de las empresas de nuestra incubadora que hoy emplean a gente en Soria o en Segovia empezaron precisamente ahí.',
          'Los fundadores que entrevistamos pidieron tres cosas antes que dinero: una conexión a internet que funcione, un primer cliente público dispuesto a hacer un piloto y alguien cerca a quien preguntar.',
        ],
        [
          'Qué recomendamos',
          'Los gobiernos autonómicos podrían reservar parte de su compra pública de innovación para pilotos en municipios pequeños, y considerar el modelo del Venture Lab de Segovia —un puesto de trabajo, un mentor y un cliente piloto— financiable con fondos de desarrollo rural.',
        ],
      ],
    },
  },
  {
    key: 'paper-mentoring',
    slug: bi('research/does-mentoring-help-founders', 'investigacion/ayuda-la-mentoria-a-los-fundadores'),
    date: '2025-12-10T09:00:00Z',
    title: bi(
      'Does mentoring help founders? Evidence from nine incubator cohorts',
      '¿Ayuda la mentoría a los fundadores? Datos de nueve promociones de la incubadora',
    ),
    summary: bi(
      'Teams matched with a mentor by the problem they faced raised their first round four months sooner than teams matched by sector.',
      'Los equipos a los que se asignó un mentor según el problema que tenían cerraron su primera ronda cuatro meses antes que los asignados por sector.',
    ),
    type: bi('Working paper', 'Documento de trabajo'),
    areas: both(['Startups', 'Mentoring'], ['Startups', 'Mentoría']),
    authors: ['Marisol Cuenca', 'Jorge Estévez'],
    series: 'Entrepreneurship Working Papers, no. 12',
    cover: 'cover-4.jpg',
    file: 'ent-does-mentoring-help-founders-2025.pdf',
    body: {
      en: [
        [
          'Until 2021 the incubator matched each team with a mentor from its own sector. Since then, mentors are matched by the problem the team needs to solve: pricing, hiring, a first investor. The change gave us a natural experiment across nine cohorts and 118 teams.',
          'Teams matched by problem raised their first round a median of four months sooner and were more likely to still be trading two years later. Their founders also rated the mentoring higher, mainly because meetings ended with a concrete next step.',
        ],
        [
          'Limits of the study',
          'The cohorts after 2021 also had more applicants to choose from, so part of the difference may come from stronger teams. We are repeating the analysis with the 2026 and 2027 cohorts, where the matching is assigned at random.',
        ],
      ],
      es: [
        [
          'Hasta 2021 la incubadora asignaba a cada equipo un mentor de su mismo sector. Desde entonces, los mentores se asignan según el problema que el equipo necesita resolver: precios, contratación, un primer inversor. El cambio nos dio un experimento natural con nueve promociones y 118 equipos.',
          'Los equipos asignados por problema cerraron su primera ronda una mediana de cuatro meses antes y tenían más probabilidades de seguir en activo dos años después. Sus fundadores también valoraron mejor la mentoría, sobre todo porque las reuniones terminaban con un siguiente paso concreto.',
        ],
        [
          'Límites del estudio',
          'Las promociones posteriores a 2021 tuvieron además más candidatos entre los que elegir, así que parte de la diferencia puede deberse a equipos más sólidos. Estamos repitiendo el análisis con las promociones de 2026 y 2027, en las que la asignación se hace al azar.',
        ],
      ],
    },
  },
];

const team: TeamMember[] = [
  {
    id: 'ricardo-almeida',
    name: 'Ricardo',
    lastName: 'Almeida',
    position: bi('Director', 'Director'),
    area: bi('Venture capital', 'Capital riesgo'),
    bio: bi(
      'Co-founded two software companies and was a partner at a seed fund before joining the university.',
      'Cofundó dos empresas de software y fue socio de un fondo semilla antes de incorporarse a la universidad.',
    ),
  },
  {
    id: 'andrea-villar',
    name: 'Andrea',
    lastName: 'Villar',
    position: bi('Incubator manager', 'Responsable de la incubadora'),
    area: bi('Startup support', 'Apoyo a startups'),
    bio: bi(
      'Runs the incubator’s calls, cohorts and Demo Days.',
      'Gestiona las convocatorias, las promociones y los Demo Days de la incubadora.',
    ),
  },
  {
    id: 'jorge-estevez',
    name: 'Jorge',
    lastName: 'Estévez',
    position: bi('Venture Lab coordinator', 'Coordinador del Venture Lab'),
    area: bi('Innovation', 'Innovación'),
    bio: bi(
      'Helps students turn an idea into a first prototype; teaches the entrepreneurship elective.',
      'Ayuda a los estudiantes a convertir una idea en un primer prototipo; imparte la optativa de emprendimiento.',
    ),
  },
  {
    id: 'marisol-cuenca',
    name: 'Marisol',
    lastName: 'Cuenca',
    position: bi('Mentors and investors relations', 'Relación con mentores e inversores'),
    area: bi('Venture capital', 'Capital riesgo'),
    bio: bi(
      'Matches teams with mentors and prepares them for meetings with investors.',
      'Asigna mentores a los equipos y los prepara para sus reuniones con inversores.',
    ),
  },
  {
    id: 'hugo-sastre',
    name: 'Hugo',
    lastName: 'Sastre',
    position: bi('Segovia campus coordinator', 'Coordinador del campus de Segovia'),
    area: bi('Startup support', 'Apoyo a startups'),
    bio: bi(
      'Runs the Segovia Venture Lab and the rural innovation track of the Startup Competition.',
      'Dirige el Venture Lab de Segovia y la categoría de innovación rural del Concurso de Startups.',
    ),
  },
];

/** The information pages for founders share a closing call to the application form. */
const applyAction = (ctx: PageContext, title: string) => ({
  component: 'CallToAction',
  layout: 'banner',
  title,
  primary: { href: ctx.href('apply'), text: ctx.L('Go to the application form', 'Ir al formulario de solicitud') },
  secondary: { href: ctx.href('programmes'), text: ctx.L('All programmes', 'Todos los programas') },
});

export default defineUnit({
  brand: 'entrepreneurship',
  kind: 'centre',
  theme: 'default',
  siteName: bi('Entrepreneurship', 'Emprendimiento'),
  email: 'entrepreneurship@ibera.edu',
  documents: papers.map((paper) => publicationDocument(paper, { publisher: `${PUBLISHER} · ${paper.series}` })),
  menu: [
    {
      page: 'programmes',
      label: bi('For founders', 'Para emprendedores'),
      auxText: bi('From a first idea to a first round', 'De la primera idea a la primera ronda'),
      children: [
        {
          page: 'venture-lab',
          description: bi('Test an idea in twelve weeks', 'Valide una idea en doce semanas'),
        },
        {
          page: 'incubator',
          description: bi('Six months to launch your company', 'Seis meses para lanzar su empresa'),
        },
        {
          page: 'competition',
          description: bi('€50,000 in prizes every spring', '50.000 euros en premios cada primavera'),
        },
        {
          page: 'mentors',
          description: bi('One hundred alumni on your side', 'Cien antiguos alumnos a su lado'),
        },
      ],
    },
    { page: 'research', label: bi('Research', 'Investigación') },
    { page: 'news', label: bi('News', 'Noticias') },
    { page: 'events', label: bi('Events', 'Eventos') },
    { page: 'team', label: bi('Team', 'Equipo') },
    { page: 'contact', label: bi('Contact', 'Contacto') },
  ],
  primaryLink: { page: 'apply', text: bi('Apply', 'Solicitar') },
  secondaryLink: { page: 'programmes', text: bi('Programmes', 'Programas') },
  pages: [
    {
      key: 'home',
      slug: bi('', ''),
      templateType: 'Landing',
      title: bi('Entrepreneurship', 'Emprendimiento'),
      metaDescription: bi(
        'The Venture Lab, the incubator, the Startup Competition and the mentors’ network of Ibera University.',
        'El Venture Lab, la incubadora, el Concurso de Startups y la red de mentores de Ibera University.',
      ),
      template: (ctx) => ({
        heroSection: [
          {
            component: 'HeroDoubleFeature',
            title: ctx.L('Start something at Ibera', 'Emprenda en Ibera'),
            features: [
              {
                title: ctx.L('Venture Lab', 'Venture Lab'),
                text: ctx.L(
                  'Got an idea? Twelve weeks to find out if anyone will pay for it.',
                  '¿Tiene una idea? Doce semanas para averiguar si alguien pagará por ella.',
                ),
                image: ctx.media('workshop.jpg'),
                link: { href: ctx.href('venture-lab'), text: ctx.L('About the Venture Lab', 'Sobre el Venture Lab') },
              },
              {
                title: ctx.L('Incubator', 'Incubadora'),
                text: ctx.L(
                  'Already have customers? Six months, a desk, mentors and investors.',
                  '¿Ya tiene clientes? Seis meses, un puesto de trabajo, mentores e inversores.',
                ),
                image: ctx.media('city-morning.jpg'),
                link: { href: ctx.href('incubator'), text: ctx.L('About the incubator', 'Sobre la incubadora') },
              },
            ],
          },
        ],
        mainSection: [
          {
            component: 'Countdown',
            title: ctx.L('The spring incubator call closes in', 'La convocatoria de primavera de la incubadora se cierra en'),
            text: ctx.L(
              'Teams with at least one student, alumnus or member of staff of the university can apply.',
              'Pueden presentarse los equipos con al menos un estudiante, antiguo alumno o miembro del personal de la universidad.',
            ),
            target: CALL_CLOSES,
            timeZone: 'Europe/Madrid',
            ended: ctx.L(
              'The spring call is closed. The autumn call opens in June.',
              'La convocatoria de primavera está cerrada. La de otoño se abre en junio.',
            ),
            link: { href: ctx.href('apply'), text: ctx.L('Apply now', 'Presente su proyecto') },
          },
          {
            component: 'Statistics',
            title: ctx.L('Since 2017', 'Desde 2017'),
            items: [
              { value: 164, label: ctx.L('startups incubated', 'startups incubadas') },
              { value: 71, suffix: ' %', label: ctx.L('still active after three years', 'siguen activas a los tres años') },
              { value: 48, suffix: ' M€', label: ctx.L('raised by our startups', 'captados por nuestras startups') },
              { value: 100, label: ctx.L('alumni mentors', 'antiguos alumnos mentores') },
            ],
          },
          {
            component: 'Steps',
            title: ctx.L('From an idea to a company', 'De una idea a una empresa'),
            steps: [
              {
                title: ctx.L('Validate', 'Validar'),
                text: ctx.L(
                  'In the Venture Lab, talk to customers and build a first prototype.',
                  'En el Venture Lab, hable con clientes y construya un primer prototipo.',
                ),
                icon: 'lightbulb',
                link: { href: ctx.href('venture-lab'), text: ctx.L('Venture Lab', 'Venture Lab') },
              },
              {
                title: ctx.L('Compete', 'Competir'),
                text: ctx.L('Test your pitch in the Startup Competition.', 'Ponga a prueba su presentación en el Concurso de Startups.'),
                icon: 'trophy',
                link: { href: ctx.href('competition'), text: ctx.L('Startup Competition', 'Concurso de Startups') },
              },
              {
                title: ctx.L('Launch', 'Lanzar'),
                text: ctx.L('Join the incubator and prepare your first round.', 'Entre en la incubadora y prepare su primera ronda.'),
                icon: 'rocket',
                link: { href: ctx.href('incubator'), text: ctx.L('Incubator', 'Incubadora') },
              },
            ],
          },
          {
            component: 'TestimonialCollection',
            title: ctx.L('Founders who started here', 'Fundadores que empezaron aquí'),
            testimonials: [
              {
                text: ctx.L(
                  'The Venture Lab made us talk to forty nurses before writing a line of code. That is why the product works.',
                  'El Venture Lab nos obligó a hablar con cuarenta enfermeras antes de escribir una línea de código. Por eso el producto funciona.',
                ),
                name: 'Irene Calvo',
                role: ctx.L(
                  'Co-founder of Tríade · Startup Competition winner 2026',
                  'Cofundadora de Tríade · Ganadora del Concurso de Startups 2026',
                ),
                portrait: ctx.portrait('Irene Calvo'),
              },
              {
                text: ctx.L(
                  'Our mentor had raised three rounds herself. She saved us from at least two bad term sheets.',
                  'Nuestra mentora había levantado tres rondas. Nos libró de al menos dos malas cartas de intenciones.',
                ),
                name: 'Samuel Ortega',
                role: ctx.L('CEO of Hidrosense · Incubator, autumn 2026', 'Consejero delegado de Hidrosense · Incubadora, otoño de 2026'),
                portrait: ctx.portrait('Samuel Ortega'),
              },
            ],
          },
          newsDistributor(ctx, { title: bi('News', 'Noticias'), quantity: 3, scope: 'list' }),
          eventDistributor(ctx, { title: bi('Upcoming events', 'Próximos eventos'), upcoming: true, quantity: 2, scope: 'list' }),
          {
            component: 'PublicationDistributor',
            title: ctx.L('From our research', 'De nuestra investigación'),
            data: below(ctx, 'research', 'PublicationDetail', { quantity: 3 }),
            link: { href: ctx.href('research'), text: ctx.L('All our research', 'Toda nuestra investigación') },
          },
        ],
      }),
    },
    {
      key: 'programmes',
      slug: bi('programmes', 'programas'),
      templateType: 'BasicTemplate',
      title: bi('Programmes for founders', 'Programas para emprendedores'),
      metaDescription: bi(
        'The Venture Lab, the incubator, the Startup Competition and the mentors’ network: which one fits your project.',
        'El Venture Lab, la incubadora, el Concurso de Startups y la red de mentores: cuál encaja con su proyecto.',
      ),
      template: (ctx) => ({
        heroSection: [
          compactHero(ctx, {
            eyebrow: bi('For founders', 'Para emprendedores'),
            title: bi('Programmes for founders', 'Programas para emprendedores'),
            subtitle: bi(
              'Free for students, alumni and staff of the university. Choose by the stage of your project, not by your degree.',
              'Gratuitos para estudiantes, antiguos alumnos y personal de la universidad. Elija según la fase de su proyecto, no según su titulación.',
            ),
          }),
        ],
        mainSection: [
          {
            component: 'CardCollection',
            cards: [
              {
                title: 'Venture Lab',
                text: ctx.L(
                  'For an idea without customers yet. Twelve weeks, Madrid and Segovia, two intakes a year.',
                  'Para una idea aún sin clientes. Doce semanas, en Madrid y Segovia, dos ediciones al año.',
                ),
                image: ctx.media('workshop.jpg'),
                link: { href: ctx.href('venture-lab'), text: ctx.L('Read more', 'Más información') },
              },
              {
                title: ctx.L('Incubator', 'Incubadora'),
                text: ctx.L(
                  'For a company with its first customers. Six months, two calls a year, up to twelve teams each.',
                  'Para una empresa con sus primeros clientes. Seis meses, dos convocatorias al año, hasta doce equipos en cada una.',
                ),
                image: ctx.media('city-morning.jpg'),
                link: { href: ctx.href('incubator'), text: ctx.L('Read more', 'Más información') },
              },
              {
                title: ctx.L('Startup Competition', 'Concurso de Startups'),
                text: ctx.L(
                  'For any stage. €50,000 in prizes and places in the incubator; final in May.',
                  'Para cualquier fase. 50.000 euros en premios y plazas en la incubadora; final en mayo.',
                ),
                image: ctx.media('event.jpg'),
                link: { href: ctx.href('competition'), text: ctx.L('Read more', 'Más información') },
              },
              {
                title: ctx.L('Mentors', 'Mentores'),
                text: ctx.L(
                  'For every team in our programmes: an alumnus who has been there before.',
                  'Para todos los equipos de nuestros programas: un antiguo alumno que ya ha pasado por ahí.',
                ),
                image: ctx.media('meeting.jpg'),
                link: { href: ctx.href('mentors'), text: ctx.L('Read more', 'Más información') },
              },
            ],
          },
          applyAction(ctx, ctx.L('One form for every programme', 'Un solo formulario para todos los programas')),
        ],
      }),
    },
    {
      key: 'venture-lab',
      slug: bi('programmes/venture-lab', 'programas/venture-lab'),
      parent: 'programmes',
      templateType: 'BasicTemplate',
      title: bi('Venture Lab', 'Venture Lab'),
      metaDescription: bi(
        'Twelve weeks to test a business idea with customers and build a first prototype.',
        'Doce semanas para validar una idea de negocio con clientes y construir un primer prototipo.',
      ),
      template: (ctx) => ({
        heroSection: [
          splitHero(ctx, {
            eyebrow: bi('For founders', 'Para emprendedores'),
            title: 'Venture Lab',
            subtitle: bi(
              'Twelve weeks, two evenings a week, to find out whether your idea solves a problem people will pay to solve.',
              'Doce semanas, dos tardes a la semana, para averiguar si su idea resuelve un problema por el que la gente pagaría.',
            ),
            image: 'workshop.jpg',
            primary: { page: 'apply', text: bi('Apply to the March intake', 'Preséntese a la edición de marzo') },
          }),
        ],
        mainSection: [
          {
            component: 'TextImage',
            title: ctx.L('How it works', 'Cómo funciona'),
            html: paragraphs(
              ctx.L(
                'Teams of two to four meet on Tuesday and Thursday evenings in the Venture Lab on the Madrid campus or in Segovia. Each week has one task: interview customers, map the competition, build a prototype, test a price.',
                'Equipos de dos a cuatro personas se reúnen los martes y jueves por la tarde en el Venture Lab del campus de Madrid o en Segovia. Cada semana tiene una tarea: entrevistar a clientes, analizar la competencia, construir un prototipo, probar un precio.',
              ),
              ctx.L(
                'The lab has a workshop with 3D printers and electronics, and cloud credits for software projects.',
                'El laboratorio cuenta con un taller con impresoras 3D y electrónica, y créditos en la nube para proyectos de software.',
              ),
            ),
            image: ctx.media('seminar.jpg'),
            imagePosition: 'right',
          },
          {
            component: 'Faq',
            groups: [
              {
                questions: [
                  {
                    question: ctx.L('Do I need a team?', '¿Necesito un equipo?'),
                    answer: paragraphs(
                      ctx.L(
                        'No. Apply alone and we will introduce you to students with complementary profiles in the first week.',
                        'No. Preséntese solo y en la primera semana le presentaremos a estudiantes con perfiles complementarios.',
                      ),
                    ),
                  },
                  {
                    question: ctx.L('Does it count for my degree?', '¿Cuenta para mi titulación?'),
                    answer: paragraphs(
                      ctx.L(
                        'Undergraduate students can have it recognised as 6 ECTS of electives.',
                        'Los estudiantes de grado pueden reconocerlo como 6 créditos ECTS optativos.',
                      ),
                    ),
                  },
                  {
                    question: ctx.L('Who owns the idea?', '¿De quién es la idea?'),
                    answer: paragraphs(
                      ctx.L(
                        'You do. The university takes no equity and claims no rights over your project.',
                        'Suya. La universidad no toma participación ni reclama derechos sobre su proyecto.',
                      ),
                    ),
                  },
                ],
              },
            ],
          },
          applyAction(ctx, ctx.L('Next intake: March 2027', 'Próxima edición: marzo de 2027')),
        ],
      }),
    },
    {
      key: 'incubator',
      slug: bi('programmes/incubator', 'programas/incubadora'),
      parent: 'programmes',
      templateType: 'BasicTemplate',
      title: bi('Incubator', 'Incubadora'),
      metaDescription: bi(
        'Six months of support for young companies: workspace, mentors, investors and a Demo Day.',
        'Seis meses de apoyo para empresas jóvenes: espacio de trabajo, mentores, inversores y un Demo Day.',
      ),
      template: (ctx) => ({
        heroSection: [
          imageHero(ctx, {
            title: bi('Incubator', 'Incubadora'),
            subtitle: bi(
              'Six months for companies with their first customers. Two calls a year, up to twelve teams each.',
              'Seis meses para empresas con sus primeros clientes. Dos convocatorias al año, hasta doce equipos en cada una.',
            ),
            image: 'city-morning.jpg',
            link: { page: 'apply', text: bi('Apply to the spring call', 'Preséntese a la convocatoria de primavera') },
          }),
        ],
        mainSection: [
          {
            component: 'IconCollection',
            title: ctx.L('What incubated teams receive', 'Qué reciben los equipos incubados'),
            items: [
              {
                icon: 'building',
                title: ctx.L('A desk', 'Un puesto de trabajo'),
                text: ctx.L(
                  'In the Venture Lab, Madrid or Segovia, with meeting rooms.',
                  'En el Venture Lab, en Madrid o Segovia, con salas de reuniones.',
                ),
              },
              {
                icon: 'handshake',
                title: ctx.L('Two mentors', 'Dos mentores'),
                text: ctx.L('Alumni who have built or funded companies.', 'Antiguos alumnos que han creado o financiado empresas.'),
              },
              {
                icon: 'money',
                title: ctx.L('€10,000 grant', 'Ayuda de 10.000 euros'),
                text: ctx.L(
                  'Non-dilutive, for prototypes and first hires.',
                  'Sin contrapartida en capital, para prototipos y primeras contrataciones.',
                ),
              },
              {
                icon: 'chart-line',
                title: ctx.L('Demo Day', 'Demo Day'),
                text: ctx.L('Pitch to more than a hundred investors at the end.', 'Presentación final ante más de cien inversores.'),
              },
            ],
          },
          {
            component: 'Timeline',
            title: ctx.L('Spring 2027 call', 'Convocatoria de primavera 2027'),
            items: [
              { date: ctx.L('12 January', '12 de enero'), title: ctx.L('The call opens', 'Se abre la convocatoria') },
              {
                date: ctx.L('15 February', '15 de febrero'),
                title: ctx.L('Applications close', 'Cierre de solicitudes'),
                text: ctx.L('At 23:59, Madrid time.', 'A las 23:59, hora de Madrid.'),
              },
              {
                date: ctx.L('1–5 March', '1–5 de marzo'),
                title: ctx.L('Interviews', 'Entrevistas'),
                text: ctx.L('Twenty minutes with the selection committee.', 'Veinte minutos con el comité de selección.'),
              },
              { date: ctx.L('15 March', '15 de marzo'), title: ctx.L('The cohort starts', 'Empieza la promoción') },
              { date: ctx.L('September', 'Septiembre'), title: 'Demo Day' },
            ],
          },
          {
            component: 'Countdown',
            title: ctx.L('Applications close in', 'El plazo se cierra en'),
            target: CALL_CLOSES,
            timeZone: 'Europe/Madrid',
            ended: ctx.L(
              'The spring call is closed. The autumn call opens in June.',
              'La convocatoria de primavera está cerrada. La de otoño se abre en junio.',
            ),
            link: { href: ctx.href('apply'), text: ctx.L('Apply', 'Presente su proyecto') },
          },
        ],
      }),
    },
    {
      key: 'competition',
      slug: bi('programmes/startup-competition', 'programas/concurso-de-startups'),
      parent: 'programmes',
      templateType: 'BasicTemplate',
      title: bi('Startup Competition', 'Concurso de Startups'),
      metaDescription: bi(
        'The university’s yearly startup competition: €50,000 in prizes and places in the incubator.',
        'El concurso anual de startups de la universidad: 50.000 euros en premios y plazas en la incubadora.',
      ),
      template: (ctx) => ({
        heroSection: [
          {
            component: 'HeroClaim',
            eyebrow: ctx.L('Eleventh edition', 'Undécima edición'),
            title: ctx.L('Startup Competition 2027', 'Concurso de Startups 2027'),
            claim: ctx.L(
              'Any team with at least one student, alumnus or member of staff. Any stage. Final on 27 May in Segovia.',
              'Cualquier equipo con al menos un estudiante, antiguo alumno o miembro del personal. Cualquier fase. Final el 27 de mayo en Segovia.',
            ),
            link: { href: ctx.href('event-competition-final'), text: ctx.L('About the final', 'Sobre la final') },
          },
        ],
        mainSection: [
          {
            component: 'FactsFigures',
            title: ctx.L('Prizes', 'Premios'),
            items: [
              {
                value: '€25,000',
                label: ctx.L('first prize', 'primer premio'),
                detail: ctx.L('And a place in the autumn incubator cohort.', 'Y una plaza en la promoción de otoño de la incubadora.'),
              },
              { value: '€15,000', label: ctx.L('second prize', 'segundo premio') },
              { value: '€5,000', label: ctx.L('third prize', 'tercer premio') },
              {
                value: '€5,000',
                label: ctx.L('rural innovation prize', 'premio a la innovación rural'),
                detail: ctx.L(
                  'For projects serving towns under 5,000 inhabitants.',
                  'Para proyectos al servicio de municipios de menos de 5.000 habitantes.',
                ),
              },
            ],
          },
          {
            component: 'Tabs',
            title: ctx.L('How the competition works', 'Cómo funciona el concurso'),
            tabs: [
              {
                label: ctx.L('Round 1', 'Fase 1'),
                html: paragraphs(
                  ctx.L(
                    'Until 15 March: send the application form with a two-minute video. A panel of mentors reads every application.',
                    'Hasta el 15 de marzo: envíe el formulario de solicitud con un vídeo de dos minutos. Un panel de mentores lee todas las solicitudes.',
                  ),
                ),
              },
              {
                label: ctx.L('Round 2', 'Fase 2'),
                html: paragraphs(
                  ctx.L(
                    'April: thirty teams pitch online and receive written feedback. Ten go through to the final.',
                    'Abril: treinta equipos se presentan en línea y reciben comentarios por escrito. Diez pasan a la final.',
                  ),
                ),
              },
              {
                label: ctx.L('Final', 'Final'),
                html: paragraphs(
                  ctx.L(
                    'May: each finalist is paired with a mentor for four weeks, then pitches to the jury in Segovia.',
                    'Mayo: cada finalista trabaja cuatro semanas con un mentor y después se presenta ante el jurado en Segovia.',
                  ),
                ),
              },
            ],
          },
          applyAction(ctx, ctx.L('Enter the 2027 competition', 'Participe en el concurso de 2027')),
        ],
      }),
    },
    {
      key: 'mentors',
      slug: bi('programmes/mentors', 'programas/mentores'),
      parent: 'programmes',
      templateType: 'BasicTemplate',
      title: bi('Mentors', 'Mentores'),
      metaDescription: bi(
        'One hundred alumni founders, investors and executives who mentor the university’s startups.',
        'Cien antiguos alumnos fundadores, inversores y directivos que acompañan a las startups de la universidad.',
      ),
      template: (ctx) => ({
        heroSection: [
          {
            component: 'HeroQuote',
            title: ctx.L('Mentors', 'Mentores'),
            quote: ctx.L(
              'I did not have a mentor when I started. I made every mistake a mentor would have warned me about.',
              'Cuando empecé no tuve mentor. Cometí todos los errores de los que un mentor me habría advertido.',
            ),
            author: 'Lucía Prats',
            role: ctx.L('Founder, investor and our hundredth mentor', 'Fundadora, inversora y nuestra mentora número cien'),
            image: ctx.portrait('Lucía Prats'),
          },
        ],
        mainSection: [
          {
            component: 'TwoColumns',
            title: ctx.L('How mentoring works', 'Cómo funciona la mentoría'),
            divider: true,
            columns: [
              {
                title: ctx.L('For teams', 'Para los equipos'),
                html: paragraphs(
                  ctx.L(
                    'Every team in the Venture Lab, the incubator and the competition final has a mentor. We match by the problem you need to solve — pricing, hiring, a first investor — not by sector.',
                    'Todos los equipos del Venture Lab, de la incubadora y de la final del concurso tienen un mentor. Los asignamos según el problema que necesitan resolver —precios, contratación, un primer inversor— y no por sector.',
                  ),
                ),
              },
              {
                title: ctx.L('For mentors', 'Para los mentores'),
                html: paragraphs(
                  ctx.L(
                    'Two hours a month, for six months, with one team at a time. Mentors are alumni with experience founding, funding or running companies, and they receive no payment or equity.',
                    'Dos horas al mes, durante seis meses, con un equipo cada vez. Los mentores son antiguos alumnos con experiencia creando, financiando o dirigiendo empresas, y no reciben pago ni participación.',
                  ),
                ),
              },
            ],
          },
          {
            component: 'PeopleCollection',
            title: ctx.L('Some of our mentors', 'Algunos de nuestros mentores'),
            people: [
              {
                name: 'Lucía Prats',
                role: ctx.L(
                  'Founder of a logistics software company; angel investor',
                  'Fundadora de una empresa de software logístico; inversora',
                ),
                portrait: ctx.portrait('Lucía Prats'),
              },
              {
                name: 'Tomás Urquijo',
                role: ctx.L('Partner at a seed fund; MBA 2009', 'Socio de un fondo semilla; MBA 2009'),
                portrait: ctx.portrait('Tomás Urquijo'),
              },
              {
                name: 'Nerea Goikoetxea',
                role: ctx.L(
                  'Head of product at a fintech; Computer Engineering 2014',
                  'Directora de producto en una fintech; Ingeniería Informática 2014',
                ),
                portrait: ctx.portrait('Nerea Goikoetxea'),
              },
            ],
          },
          callToAction(ctx, {
            title: bi('Become a mentor', 'Hágase mentor'),
            text: bi(
              'Are you an alumnus who has founded, funded or run a company? Marisol Cuenca will tell you more.',
              '¿Es antiguo alumno y ha creado, financiado o dirigido una empresa? Marisol Cuenca le dará más información.',
            ),
            primary: { page: 'contact', text: bi('Write to us', 'Escríbanos') },
          }),
        ],
      }),
    },
    {
      key: 'apply',
      slug: bi('apply', 'solicitud'),
      templateType: 'EntrepreneurForm',
      title: bi('Apply to our programmes', 'Solicitud para nuestros programas'),
      metaDescription: bi(
        'The application form for the Venture Lab, the incubator and the Startup Competition.',
        'El formulario de solicitud del Venture Lab, la incubadora y el Concurso de Startups.',
      ),
      template: (ctx) => ({
        title: ctx.L(
          'Apply to the Venture Lab, the incubator or the competition',
          'Preséntese al Venture Lab, a la incubadora o al concurso',
        ),
        intro: ctx.L(
          'One form for every programme. Start the description with the programme you are applying to, then the problem you solve in a sentence. The team reads every application, answers within ten working days and asks for the rest at the interview.',
          'Un solo formulario para todos los programas. Empiece la descripción con el programa al que se presenta y resuma en una frase el problema que resuelve. El equipo lee todas las solicitudes, responde en un plazo de diez días laborables y le pedirá el resto en la entrevista.',
        ),
        thankYou: thankYou(ctx),
        mainSection: [
          {
            component: 'Accordion',
            title: ctx.L('About applying', 'Sobre la solicitud'),
            items: [
              {
                title: ctx.L('Who can apply', 'Quién puede presentarse'),
                html: paragraphs(
                  ctx.L(
                    'Teams with at least one current student, alumnus or member of staff of Ibera University. Other team members can come from anywhere.',
                    'Equipos con al menos un estudiante, antiguo alumno o miembro del personal de Ibera University. El resto del equipo puede venir de cualquier lugar.',
                  ),
                ),
              },
              {
                title: ctx.L('What happens after you apply', 'Qué ocurre después'),
                html: paragraphs(
                  ctx.L(
                    'Shortlisted teams are invited to a twenty-minute interview, in person or online. Bring what you have done so far — customers interviewed, a prototype, first sales — and tell us who is in the team.',
                    'Los equipos preseleccionados son convocados a una entrevista de veinte minutos, presencial o en línea. Traiga lo que haya hecho hasta ahora —clientes entrevistados, un prototipo, primeras ventas— y cuéntenos quién forma el equipo.',
                  ),
                ),
              },
              {
                title: ctx.L('Deadlines', 'Plazos'),
                html: paragraphs(
                  ctx.L(
                    'Venture Lab: 20 February 2027. Incubator, spring call: 15 February 2027. Startup Competition: 15 March 2027.',
                    'Venture Lab: 20 de febrero de 2027. Incubadora, convocatoria de primavera: 15 de febrero de 2027. Concurso de Startups: 15 de marzo de 2027.',
                  ),
                ),
              },
            ],
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
        'What we learn from the university’s startups: the Student Startup Monitor, policy briefs and working papers.',
        'Lo que aprendemos de las startups de la universidad: el Monitor de Startups Universitarias, informes de políticas y documentos de trabajo.',
      ),
      template: (ctx) => ({
        heroSection: [
          compactHero(ctx, {
            eyebrow: bi('Research', 'Investigación'),
            title: bi('What our startups teach us', 'Lo que nos enseñan nuestras startups'),
            subtitle: bi(
              'We follow every company our programmes help to start, and publish what works and what does not.',
              'Seguimos a todas las empresas que nuestros programas ayudan a crear y publicamos lo que funciona y lo que no.',
            ),
          }),
        ],
        intro: ctx.L(
          'Reports, policy briefs and working papers by the team, free to download. Filter by year, type or topic.',
          'Informes, informes de políticas y documentos de trabajo del equipo, de descarga gratuita. Filtre por año, tipo o tema.',
        ),
        pageSize: 12,
        filters: ['year', 'publicationType', 'academicArea'],
      }),
    },
    ...papers.map(publicationPage),
    newsListPage({
      description: bi('News from Entrepreneurship at Ibera University.', 'Noticias de Emprendimiento de Ibera University.'),
      intro: bi('Our startups, our programmes and our mentors.', 'Nuestras startups, nuestros programas y nuestros mentores.'),
      pageSize: 12,
      filters: ['year'],
    }),
    ...stories.map(newsPage),
    eventListPage({
      description: bi(
        'Founders’ nights, Demo Days and the Startup Competition final.',
        'Noches de fundadores, Demo Days y la final del Concurso de Startups.',
      ),
      intro: bi(
        'In Madrid, in Segovia and online. Free and open to everyone.',
        'En Madrid, en Segovia y en línea. Gratuitos y abiertos a todos.',
      ),
      filters: ['eventType', 'year'],
    }),
    ...gatherings.map(eventPage),
    {
      key: 'team',
      slug: bi('team', 'equipo'),
      templateType: 'PersonList',
      title: bi('Team', 'Equipo'),
      metaDescription: bi('The Entrepreneurship team of Ibera University.', 'El equipo de Emprendimiento de Ibera University.'),
      template: (ctx) => ({
        intro: ctx.L('Former founders and investors, in Madrid and Segovia.', 'Antiguos fundadores e inversores, en Madrid y Segovia.'),
        filters: ['academicArea'],
        people: team.map((person) => teamMember(ctx, person)),
      }),
    },
    {
      key: 'contact',
      slug: bi('contact', 'contacto'),
      templateType: 'BasicTemplate',
      title: bi('Contact', 'Contacto'),
      metaDescription: bi('Write to, call or visit the Venture Lab.', 'Escriba, llame o visite el Venture Lab.'),
      template: (ctx) => ({
        mainSection: [
          {
            component: 'BasicContent',
            title: ctx.L('Write, call or drop in', 'Escríbanos, llámenos o pase a vernos'),
            html: ctx.L(
              '<p>Email: <a href="mailto:entrepreneurship@ibera.edu">entrepreneurship@ibera.edu</a><br>Phone: <a href="tel:+34915689800">+34&nbsp;915&nbsp;689&nbsp;800</a></p><p>Office hours at the Venture Lab every Wednesday from 16:00 to 19:00, no appointment needed.</p>',
              '<p>Correo: <a href="mailto:entrepreneurship@ibera.edu">entrepreneurship@ibera.edu</a><br>Teléfono: <a href="tel:+34915689800">+34&nbsp;915&nbsp;689&nbsp;800</a></p><p>Atención en el Venture Lab todos los miércoles de 16:00 a 19:00, sin cita previa.</p>',
            ),
          },
          {
            component: 'ContactCard',
            cards: [
              {
                name: ctx.L('Venture Lab Madrid', 'Venture Lab Madrid'),
                address: ['Calle de María de Molina 11', ctx.L('28006 Madrid, Spain', '28006 Madrid, España')],
                phone: '+34 915 689 800',
                email: 'entrepreneurship@ibera.edu',
                hours: [ctx.L('Monday to Friday, 9:00–20:00', 'De lunes a viernes, de 9:00 a 20:00')],
              },
              {
                name: ctx.L('Venture Lab Segovia', 'Venture Lab Segovia'),
                address: ['Calle Cardenal Zúñiga 12', ctx.L('40003 Segovia, Spain', '40003 Segovia, España')],
                phone: '+34 915 689 805',
                email: 'entrepreneurship.segovia@ibera.edu',
                hours: [ctx.L('Monday to Thursday, 10:00–19:00', 'De lunes a jueves, de 10:00 a 19:00')],
              },
            ],
          },
          contactForm(ctx, { text: bi('Fields marked * are required.', 'Los campos marcados con * son obligatorios.') }),
        ],
      }),
    },
  ],
});
