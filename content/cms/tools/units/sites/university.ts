// Ibera University: the university's own site, which ties the family together. Its directory
// lists every school, research centre and service with a link to its home; its news and events
// pages list those of every site of the family; its home, about and contact pages speak for the
// university as a whole. In English and Spanish.
import { brands } from '../../../../../site/lib/brands.ts';
import {
  acrossFamily,
  bi,
  callToAction,
  compactHero,
  CONTACT_LINK,
  contactForm,
  defineUnit,
  eventDistributor,
  eventListPage,
  imageHero,
  menuPages,
  newsDistributor,
  newsListPage,
  paragraphs,
  phoneLink,
  type PageContext,
} from '../kit.ts';
import type { Bilingual } from '../../data/news.ts';

const EMAIL = 'info@ibera.edu';
const PHONE = '+34 91 568 96 00';

interface DirectoryEntry {
  /** A brand of site/lib/brands.ts, or '' for the research centre at the root of the family. */
  brand: string;
  name: Bilingual<string>;
  text: Bilingual<string>;
}

/** The family by kind: every unit's home, in the directory and on the home page. */
const directory: Array<{
  key: string;
  title: Bilingual<string>;
  short: Bilingual<string>;
  intro: Bilingual<string>;
  units: DirectoryEntry[];
}> = [
  {
    key: 'schools',
    short: bi('Schools', 'Escuelas'),
    title: bi('Schools', 'Escuelas y facultades'),
    intro: bi(
      'Bachelor’s, master’s and doctoral degrees, taught in English and Spanish on our Madrid and Segovia campuses.',
      'Grados, másteres y doctorados, en inglés y en español, en nuestros campus de Madrid y Segovia.',
    ),
    units: [
      {
        brand: 'business-school',
        name: bi('Ibera Business School', 'Escuela de Negocios Ibera'),
        text: bi(
          'Management, finance and marketing from the bachelor’s degree to the Executive MBA.',
          'Dirección, finanzas y marketing, del grado al Executive MBA.',
        ),
      },
      {
        brand: 'law-school',
        name: bi('Law School', 'Facultad de Derecho'),
        text: bi(
          'Law degrees, the LL.M. programmes and the practice courses for the Spanish bar.',
          'El grado en Derecho, los LL.M. y el máster de acceso a la abogacía.',
        ),
      },
      {
        brand: 'architecture-design',
        name: bi('School of Architecture and Design', 'Escuela de Arquitectura y Diseño'),
        text: bi(
          'Architecture, interior and product design, taught in the studios of the Segovia campus.',
          'Arquitectura, diseño de interiores y de producto, en los talleres del campus de Segovia.',
        ),
      },
      {
        brand: 'science-technology',
        name: bi('School of Science and Technology', 'Escuela de Ciencia y Tecnología'),
        text: bi(
          'Computer science, data science, biotechnology and engineering for a changing economy.',
          'Informática, ciencia de datos, biotecnología e ingeniería para una economía que cambia.',
        ),
      },
      {
        brand: 'humanities',
        name: bi('School of Humanities', 'Facultad de Humanidades'),
        text: bi(
          'Philosophy, history, literature and communication, with small seminars and a writing centre.',
          'Filosofía, historia, literatura y comunicación, con seminarios reducidos y un centro de escritura.',
        ),
      },
      {
        brand: 'politics-economics-global-affairs',
        name: bi('School of Politics, Economics and Global Affairs', 'Escuela de Política, Economía y Asuntos Globales'),
        text: bi(
          'Politics, economics and international relations, and the double degrees that join them.',
          'Ciencia política, economía y relaciones internacionales, y los dobles grados que las unen.',
        ),
      },
      {
        brand: 'gpa',
        name: bi('School of Global and Public Affairs', 'Escuela de Asuntos Globales y Públicos'),
        text: bi(
          'Master’s programmes in public policy, international development and diplomacy.',
          'Másteres en políticas públicas, desarrollo internacional y diplomacia.',
        ),
      },
    ],
  },
  {
    key: 'centres',
    short: bi('Centres', 'Centros'),
    title: bi('Research centres', 'Centros de investigación'),
    intro: bi(
      'Where our faculty study the questions that businesses, governments and families bring to us.',
      'Donde nuestro profesorado estudia las preguntas que nos traen empresas, gobiernos y familias.',
    ),
    units: [
      {
        brand: '',
        name: bi('Centre for Business Families', 'Centro de Familias Empresarias'),
        text: bi(
          'Research, programmes and forums on the governance and succession of family firms.',
          'Investigación, programas y foros sobre el gobierno y la sucesión de las empresas familiares.',
        ),
      },
      {
        brand: 'cgc',
        name: bi('Center for the Governance of Change', 'Center for the Governance of Change'),
        text: bi(
          'How technology changes work, politics and society, and how institutions can keep up.',
          'Cómo la tecnología cambia el trabajo, la política y la sociedad, y cómo pueden adaptarse las instituciones.',
        ),
      },
      {
        brand: 'gpc',
        name: bi('Global Policy Center', 'Global Policy Center'),
        text: bi(
          'Independent analysis of European and international policy, with briefs for decision-makers.',
          'Análisis independiente de la política europea e internacional, con informes para quienes deciden.',
        ),
      },
      {
        brand: 'leadership-middle-east',
        name: bi('Center for Leadership Middle East', 'Center for Leadership Middle East'),
        text: bi(
          'Leadership programmes and research with partners in the Gulf and the Levant.',
          'Programas de liderazgo e investigación con socios del Golfo y del Levante.',
        ),
      },
      {
        brand: 'corporate-learning',
        name: bi('Center for Corporate Learning and Talent Management', 'Center for Corporate Learning and Talent Management'),
        text: bi(
          'Research on how companies develop their people, and custom programmes built on it.',
          'Investigación sobre cómo desarrollan las empresas a su gente, y programas a medida basados en ella.',
        ),
      },
      {
        brand: 'entrepreneurship',
        name: bi('Entrepreneurship', 'Emprendimiento'),
        text: bi(
          'Research on how new companies grow, and the venture lab, mentors and investor days for student start-ups.',
          'Investigación sobre cómo crecen las empresas nuevas, y el laboratorio de empresas, los mentores y las jornadas con inversores para las start-ups de estudiantes.',
        ),
      },
    ],
  },
  {
    key: 'learning',
    short: bi('Executive learning', 'Directivos'),
    title: bi('Executive and lifelong learning', 'Formación para directivos y continua'),
    intro: bi(
      'Programmes for professionals at every stage of their career, on campus and online.',
      'Programas para profesionales en cada etapa de su carrera, en el campus y en línea.',
    ),
    units: [
      {
        brand: 'executive-education',
        name: bi('Executive Education', 'Executive Education'),
        text: bi('Open and custom programmes for managers and boards.', 'Programas abiertos y a medida para directivos y consejos.'),
      },
      {
        brand: 'lifelong-learning',
        name: bi('Lifelong Learning', 'Formación Continua'),
        text: bi(
          'Short courses and certificates to keep learning after your degree.',
          'Cursos breves y certificados para seguir aprendiendo después del título.',
        ),
      },
      {
        brand: 'ibu-summer-school',
        name: bi('Ibera University Summer School', 'Escuela de Verano de Ibera University'),
        text: bi(
          'July courses in Segovia for school pupils, university students and professionals.',
          'Cursos de julio en Segovia para estudiantes de secundaria, universitarios y profesionales.',
        ),
      },
    ],
  },
  {
    key: 'services',
    short: bi('Services', 'Servicios'),
    title: bi('Services for students and partners', 'Servicios para estudiantes y socios'),
    intro: bi(
      'From paying for your studies to your first job and beyond.',
      'Desde financiar sus estudios hasta su primer empleo y más allá.',
    ),
    units: [
      {
        brand: 'financial-aid',
        name: bi('Financial Aid', 'Ayudas al Estudio'),
        text: bi('Scholarships, loans and payment plans.', 'Becas, préstamos y planes de pago.'),
      },
      {
        brand: 'talent-careers',
        name: bi('Talent and Careers', 'Talento y Empleo'),
        text: bi(
          'Career advice, internships and the job board for students and graduates.',
          'Orientación profesional, prácticas y la bolsa de empleo para estudiantes y titulados.',
        ),
      },
      {
        brand: 'alumni',
        name: bi('Alumni', 'Alumni'),
        text: bi(
          'The community of our graduates: chapters, mentoring and lifelong benefits.',
          'La comunidad de nuestros titulados: delegaciones, mentoría y ventajas para toda la vida.',
        ),
      },
      {
        brand: 'corporate-relations',
        name: bi('Corporate Relations', 'Relaciones Corporativas'),
        text: bi(
          'How companies recruit our students and work with our schools and centres.',
          'Cómo las empresas seleccionan a nuestros estudiantes y colaboran con escuelas y centros.',
        ),
      },
    ],
  },
  {
    key: 'institution',
    short: bi('Institution', 'Institución'),
    title: bi('The institution', 'La institución'),
    intro: bi(
      'The institute the university belongs to, the foundation that supports it and our campus abroad.',
      'El instituto al que pertenece la universidad, la fundación que la apoya y nuestro campus en el extranjero.',
    ),
    units: [
      {
        brand: 'ibu',
        name: bi('IBU, the institute', 'IBU, el instituto'),
        text: bi(
          'The institution behind the university: its governance, leadership and strategy.',
          'La institución detrás de la universidad: su gobierno, su dirección y su estrategia.',
        ),
      },
      {
        brand: 'ibu-foundation',
        name: bi('Ibera University Foundation', 'Fundación Ibera University'),
        text: bi(
          'Gifts from graduates, families and companies, turned into scholarships.',
          'Donaciones de titulados, familias y empresas convertidas en becas.',
        ),
      },
      {
        brand: 'ibu-new-york',
        name: bi('Ibera University New York', 'Ibera University New York'),
        text: bi(
          'Our campus in Manhattan: executive programmes and a semester in New York.',
          'Nuestro campus en Manhattan: programas para directivos y un semestre en Nueva York.',
        ),
      },
    ],
  },
];

/** A unit's home in the page's language: `/law-school/`, `/es/law-school/`; the root site for ''. */
function homeOf(ctx: PageContext, brand: string): string {
  const path = brand ? brands[brand]?.path : '';
  if (path === undefined) throw new Error(`university: the directory names "${brand}", which is not a brand of site/lib/brands.ts`);
  return `${ctx.L('', '/es')}${path}/`;
}

const directoryLinks = (ctx: PageContext) =>
  directory.map((group) => ({
    component: 'LinkCollection',
    id: group.key,
    title: ctx.L(group.title.en, group.title.es),
    intro: ctx.L(group.intro.en, group.intro.es),
    links: group.units.map((unit) => ({
      title: ctx.L(unit.name.en, unit.name.es),
      description: ctx.L(unit.text.en, unit.text.es),
      href: homeOf(ctx, unit.brand),
    })),
  }));

export default defineUnit({
  brand: 'university',
  kind: 'institution',
  theme: 'default',
  siteName: bi('Ibera University', 'Ibera University'),
  email: EMAIL,
  menu: [
    { page: 'programmes', label: bi('Find a programme', 'Encuentre un programa') },
    {
      page: 'directory',
      label: bi('Schools and centres', 'Escuelas y centros'),
      children: [
        {
          page: 'directory',
          label: bi('All schools, centres and services', 'Todas las escuelas, centros y servicios'),
          description: bi(
            'Every part of the university, with a link to its site.',
            'Cada parte de la universidad, con un enlace a su sitio.',
          ),
        },
        {
          page: 'about',
          label: bi('How the university is organised', 'Cómo se organiza la universidad'),
          description: bi('Schools, centres, campuses and governance.', 'Escuelas, centros, campus y gobierno.'),
        },
      ],
    },
    { page: 'news', label: bi('News', 'Noticias') },
    { page: 'events', label: bi('Events', 'Eventos') },
    ...menuPages('about', 'contact'),
  ],
  primaryLink: { page: 'directory', text: bi('Find your school', 'Encuentre su escuela') },
  secondaryLink: CONTACT_LINK,
  footerUnits: [
    'business-school',
    'law-school',
    'architecture-design',
    'science-technology',
    'humanities',
    'politics-economics-global-affairs',
    'gpa',
  ],
  pages: [
    {
      key: 'home',
      slug: bi('', ''),
      templateType: 'Landing',
      title: bi('Ibera University', 'Ibera University'),
      metaDescription: bi(
        'Ibera University: seven schools, six research centres and campuses in Madrid, Segovia and New York.',
        'Ibera University: siete escuelas, seis centros de investigación y campus en Madrid, Segovia y Nueva York.',
      ),
      template: (ctx) => ({
        heroSection: [
          imageHero(ctx, {
            title: bi('One university, many ways in', 'Una universidad, muchas puertas de entrada'),
            subtitle: bi(
              'Seven schools, six research centres and the services that support 9,800 students on three campuses.',
              'Siete escuelas, seis centros de investigación y los servicios que acompañan a 9.800 estudiantes en tres campus.',
            ),
            image: 'campus.jpg',
            link: { page: 'directory', text: bi('Find your school', 'Encuentre su escuela') },
          }),
        ],
        mainSection: [
          {
            component: 'SectionIntro',
            eyebrow: ctx.L('Ibera University', 'Ibera University'),
            title: ctx.L('Think ahead', 'Piense en el futuro'),
            text: ctx.L(
              'We teach and research across disciplines, so a lawyer learns to read a balance sheet and an engineer to weigh a policy. Every school has its own site; this one brings them together.',
              'Enseñamos e investigamos entre disciplinas, para que una abogada sepa leer un balance y un ingeniero sepa valorar una política pública. Cada escuela tiene su propio sitio; este los reúne.',
            ),
            link: { href: ctx.href('about'), text: ctx.L('About the university', 'Sobre la universidad') },
          },
          {
            component: 'Statistics',
            title: ctx.L('The university in 2026–2027', 'La universidad en el curso 2026-2027'),
            items: [
              { value: 9800, label: ctx.L('students', 'estudiantes') },
              { value: 112, label: ctx.L('nationalities on campus', 'nacionalidades en el campus') },
              { value: 64, label: ctx.L('degrees and programmes', 'titulaciones y programas') },
              { value: 91, suffix: '%', label: ctx.L('of graduates employed within a year', 'de titulados con empleo en un año') },
            ],
          },
          {
            component: 'CardCollection',
            title: ctx.L('Where would you like to start?', '¿Por dónde quiere empezar?'),
            cards: [
              {
                title: ctx.L('Study a degree', 'Estudiar un grado'),
                text: ctx.L(
                  'Seven schools teach bachelor’s, master’s and doctoral degrees in English and Spanish.',
                  'Siete escuelas imparten grados, másteres y doctorados en inglés y en español.',
                ),
                image: ctx.media('classroom.jpg'),
                link: { href: `${ctx.href('directory')}#schools`, text: ctx.L('See the schools', 'Ver las escuelas') },
              },
              {
                title: ctx.L('Work with our researchers', 'Colaborar con nuestros investigadores'),
                text: ctx.L(
                  'Five centres study family firms, technology, policy, leadership and corporate learning.',
                  'Cinco centros estudian la empresa familiar, la tecnología, las políticas públicas, el liderazgo y el aprendizaje en las empresas.',
                ),
                image: ctx.media('research.jpg'),
                link: { href: `${ctx.href('directory')}#centres`, text: ctx.L('See the centres', 'Ver los centros') },
              },
              {
                title: ctx.L('Pay for your studies', 'Financiar sus estudios'),
                text: ctx.L(
                  'One in three of our students holds a scholarship. Financial Aid helps you find yours.',
                  'Uno de cada tres estudiantes tiene beca. Ayudas al Estudio le ayuda a encontrar la suya.',
                ),
                image: ctx.media('library.jpg'),
                link: { href: ctx.L('/financial-aid/', '/es/financial-aid/'), text: ctx.L('Financial Aid', 'Ayudas al Estudio') },
              },
            ],
          },
          ...directoryLinks(ctx).filter((group) => group.id === 'services'),
          // Family-wide: the latest news and the next events of every school, centre and service.
          newsDistributor(ctx, {
            title: bi('News from across the university', 'Noticias de toda la universidad'),
            data: acrossFamily('NewsDetail', { order: 'recent', quantity: 6 }),
          }),
          eventDistributor(ctx, {
            title: bi('Coming up across the university', 'Próximamente en toda la universidad'),
            upcoming: true,
            data: acrossFamily('EventDetail', { order: 'oldest', quantity: 6 }),
          }),
          callToAction(ctx, {
            title: bi('Not sure which school fits you?', '¿No sabe qué escuela encaja con usted?'),
            text: bi(
              'Write to us: an adviser will answer within two working days and put you in touch with the right programme team.',
              'Escríbanos: un asesor le responderá en dos días laborables y le pondrá en contacto con el equipo del programa adecuado.',
            ),
            primary: { page: 'contact', text: bi('Ask an adviser', 'Pregunte a un asesor') },
            secondary: { page: 'directory', text: bi('Browse the directory', 'Consulte el directorio') },
            layout: 'banner',
          }),
        ],
      }),
    },
    {
      key: 'programmes',
      slug: bi('programmes', 'programas'),
      templateType: 'ProgramsList',
      title: bi('Find a programme', 'Encuentre un programa'),
      metaDescription: bi(
        'Every bachelor, master and executive programme of the university, with filters by school, type and mode of study.',
        'Todos los grados, másteres y programas executive de la universidad, con filtros por escuela, tipo y modalidad.',
      ),
      template: (ctx) => ({
        intro: ctx.L(
          'The programmes of every school in one place: filter by school, type of programme, mode of study or format.',
          'Los programas de todas las escuelas en un solo lugar: filtre por escuela, tipo de programa, modalidad o formato.',
        ),
        pageSize: 12,
        filters: ['schools', 'programType', 'modeOfStudy', 'format'],
        data: {
          mode: 'auto',
          site: 'all',
          sources: [
            { structuredData: 'ProgramDetail', globalOperator: 'or' },
            { structuredData: 'ProgramDetailMax', globalOperator: 'or' },
          ],
          order: 'alpha',
        },
      }),
    },
    {
      key: 'directory',
      slug: bi('schools-and-centres', 'escuelas-y-centros'),
      templateType: 'BasicTemplate',
      title: bi('Schools, centres and services', 'Escuelas, centros y servicios'),
      metaDescription: bi(
        'Every school, research centre and service of Ibera University, with a link to its site.',
        'Todas las escuelas, centros de investigación y servicios de Ibera University, con un enlace a su sitio.',
      ),
      template: (ctx) => ({
        heroSection: [
          compactHero(ctx, {
            eyebrow: bi('Directory', 'Directorio'),
            title: bi('Schools, centres and services', 'Escuelas, centros y servicios'),
            subtitle: bi(
              'Each part of the university has its own site, with its programmes, people, news and contacts.',
              'Cada parte de la universidad tiene su propio sitio, con sus programas, personas, noticias y contactos.',
            ),
          }),
        ],
        mainSection: [
          {
            component: 'AnchorNav',
            label: ctx.L('On this page', 'En esta página'),
            items: directory.map((group) => ({ target: group.key, text: ctx.L(group.short.en, group.short.es) })),
          },
          ...directoryLinks(ctx),
        ],
      }),
    },
    newsListPage({
      title: bi('News from across the university', 'Noticias de toda la universidad'),
      description: bi(
        'The news of every school, research centre and service of Ibera University, newest first.',
        'Las noticias de todas las escuelas, centros de investigación y servicios de Ibera University, de la más reciente a la más antigua.',
      ),
      intro: bi(
        'What every part of the university has published: research results, students’ achievements, new programmes and appointments. Each story opens on the site of the school or centre that wrote it.',
        'Lo que ha publicado cada parte de la universidad: resultados de investigación, logros de estudiantes, nuevos programas y nombramientos. Cada noticia se abre en el sitio de la escuela o el centro que la escribió.',
      ),
      pageSize: 12,
      filters: ['year', 'topic'],
      data: () => acrossFamily('NewsDetail', { order: 'recent' }),
    }),
    eventListPage({
      title: bi('Events across the university', 'Eventos de toda la universidad'),
      description: bi(
        'Open days, lectures, conferences and webinars of every school, research centre and service of Ibera University.',
        'Jornadas de puertas abiertas, conferencias, congresos y webinarios de todas las escuelas, centros de investigación y servicios de Ibera University.',
      ),
      intro: bi(
        'Everything coming up in Madrid, Segovia, New York and online, whichever school or centre organises it. Most events are free and open to everyone.',
        'Todo lo que se avecina en Madrid, Segovia, Nueva York y en línea, organícelo la escuela o el centro que sea. La mayoría de los eventos son gratuitos y abiertos a todos.',
      ),
      pageSize: 12,
      filters: ['eventType', 'year'],
      data: () => acrossFamily('EventDetail'),
    }),
    {
      key: 'about',
      slug: bi('about', 'sobre-la-universidad'),
      templateType: 'BasicTemplate',
      title: bi('About the university', 'Sobre la universidad'),
      metaDescription: bi(
        'The history, campuses and governance of Ibera University, a private university in Madrid and Segovia.',
        'La historia, los campus y el gobierno de Ibera University, universidad privada en Madrid y Segovia.',
      ),
      template: (ctx) => ({
        heroSection: [
          compactHero(ctx, {
            eyebrow: bi('About', 'Sobre nosotros'),
            title: bi('A university built across disciplines', 'Una universidad construida entre disciplinas'),
            subtitle: bi(
              'Founded as a business school in Madrid, today a university of seven schools on three campuses.',
              'Nacida como escuela de negocios en Madrid, hoy una universidad de siete escuelas en tres campus.',
            ),
            image: 'old-town.jpg',
          }),
        ],
        mainSection: [
          {
            component: 'TextImage',
            title: ctx.L('What we believe', 'En qué creemos'),
            html: paragraphs(
              ctx.L(
                'Problems do not respect the borders between faculties. Our students take courses in other schools from the first year, and our centres bring lawyers, engineers, economists and designers to work on the same questions.',
                'Los problemas no respetan las fronteras entre facultades. Nuestros estudiantes cursan asignaturas de otras escuelas desde el primer año, y nuestros centros reúnen a juristas, ingenieros, economistas y diseñadores en torno a las mismas preguntas.',
              ),
              ctx.L(
                'Classes are small, taught by faculty who also practise their profession, and open to the world: more than half of our students come from outside Spain.',
                'Las clases son reducidas, las imparten profesores que también ejercen su profesión y están abiertas al mundo: más de la mitad de nuestros estudiantes vienen de fuera de España.',
              ),
            ),
            image: ctx.media('seminar.jpg'),
          },
          {
            component: 'Timeline',
            title: ctx.L('Our history', 'Nuestra historia'),
            items: [
              {
                date: '1973',
                title: ctx.L('A business school in Madrid', 'Una escuela de negocios en Madrid'),
                text: ctx.L(
                  'Twelve entrepreneurs found the school in Calle de María de Molina to train managers for a changing Spain.',
                  'Doce empresarios fundan la escuela en la calle de María de Molina para formar directivos para una España que cambia.',
                ),
              },
              {
                date: '1987',
                title: ctx.L('The Foundation', 'La Fundación'),
                text: ctx.L(
                  'The Ibera University Foundation is created to fund scholarships.',
                  'Se crea la Fundación Ibera University para financiar becas.',
                ),
              },
              {
                date: '2008',
                title: ctx.L('Recognised as a university', 'Reconocida como universidad'),
                text: ctx.L(
                  'The Community of Madrid recognises Ibera University; the Law School and the School of Humanities open.',
                  'La Comunidad de Madrid reconoce Ibera University; abren la Facultad de Derecho y la Facultad de Humanidades.',
                ),
              },
              {
                date: '2014',
                title: ctx.L('The Segovia campus', 'El campus de Segovia'),
                text: ctx.L(
                  'A restored convent becomes home to the School of Architecture and Design and the summer school.',
                  'Un convento restaurado acoge la Escuela de Arquitectura y Diseño y la escuela de verano.',
                ),
              },
              {
                date: '2022',
                title: ctx.L('New York', 'Nueva York'),
                text: ctx.L(
                  'Ibera University New York opens in Manhattan for executive programmes and exchange semesters.',
                  'Ibera University New York abre en Manhattan para programas de directivos y semestres de intercambio.',
                ),
              },
            ],
          },
          {
            component: 'Table',
            title: ctx.L('Our campuses', 'Nuestros campus'),
            caption: ctx.L(
              'The campuses of Ibera University and what each hosts',
              'Los campus de Ibera University y lo que acoge cada uno',
            ),
            columns: [ctx.L('Campus', 'Campus'), ctx.L('Address', 'Dirección'), ctx.L('What you find there', 'Qué encontrará')],
            rowHeaders: true,
            rows: [
              [
                'Madrid',
                'Calle de María de Molina 11, 28006 Madrid',
                ctx.L(
                  'Ibera Business School, Law School, the research centres and the main library',
                  'Escuela de Negocios Ibera, Facultad de Derecho, los centros de investigación y la biblioteca principal',
                ),
              ],
              [
                'Segovia',
                'Calle Cardenal Zúñiga 12, 40003 Segovia',
                ctx.L(
                  'Architecture and Design, Humanities, Science and Technology, the summer school and student residences',
                  'Arquitectura y Diseño, Humanidades, Ciencia y Tecnología, la escuela de verano y las residencias',
                ),
              ],
              [
                ctx.L('New York', 'Nueva York'),
                '420 Fifth Avenue, New York, NY 10018',
                ctx.L('Executive programmes and exchange semesters', 'Programas para directivos y semestres de intercambio'),
              ],
            ],
          },
          {
            component: 'Accordion',
            title: ctx.L('How the university is governed', 'Cómo se gobierna la universidad'),
            items: [
              {
                title: ctx.L('The Rector and the Governing Council', 'El rector y el Consejo de Gobierno'),
                html: paragraphs(
                  ctx.L(
                    'The Rector leads the university with the vice-rectors and the deans of the seven schools, who meet as the Governing Council every month.',
                    'El rector dirige la universidad con los vicerrectores y los decanos de las siete escuelas, que se reúnen cada mes como Consejo de Gobierno.',
                  ),
                ),
              },
              {
                title: ctx.L('The Board of Trustees', 'El Patronato'),
                html: paragraphs(
                  ctx.L(
                    'The Ibera University Foundation owns the university; its Board of Trustees approves the budget and the strategy and appoints the Rector.',
                    'La Fundación Ibera University es la titular de la universidad; su Patronato aprueba el presupuesto y la estrategia y nombra al rector.',
                  ),
                ),
              },
              {
                title: ctx.L('Quality and accreditation', 'Calidad y acreditación'),
                html: paragraphs(
                  ctx.L(
                    'Our official degrees are verified by the Council of Universities and accredited by the Madrid quality agency; Ibera Business School also holds international business-school accreditations.',
                    'Nuestras titulaciones oficiales están verificadas por el Consejo de Universidades y acreditadas por la agencia de calidad de Madrid; la Escuela de Negocios Ibera cuenta además con acreditaciones internacionales de escuelas de negocios.',
                  ),
                ),
              },
            ],
          },
          callToAction(ctx, {
            title: bi('Find the school for you', 'Encuentre su escuela'),
            primary: { page: 'directory', text: bi('Schools, centres and services', 'Escuelas, centros y servicios') },
          }),
        ],
      }),
    },
    {
      key: 'contact',
      slug: bi('contact', 'contacto'),
      templateType: 'BasicTemplate',
      title: bi('Contact', 'Contacto'),
      metaDescription: bi(
        'How to reach Ibera University: information office, phone, email and addresses of the campuses.',
        'Cómo contactar con Ibera University: oficina de información, teléfono, correo y direcciones de los campus.',
      ),
      template: (ctx) => ({
        mainSection: [
          {
            component: 'BasicContent',
            title: ctx.L('Information office', 'Oficina de información'),
            html: paragraphs(
              ctx.L(
                `Email: <a href="mailto:${EMAIL}">${EMAIL}</a><br>Phone: ${phoneLink(PHONE)}, Monday to Friday, 9:00 to 19:00 (CET)`,
                `Correo: <a href="mailto:${EMAIL}">${EMAIL}</a><br>Teléfono: ${phoneLink(PHONE)}, de lunes a viernes, de 9:00 a 19:00`,
              ),
              ctx.L(
                'Ibera University, Calle de María de Molina 11, 28006 Madrid, Spain',
                'Ibera University, Calle de María de Molina 11, 28006 Madrid, España',
              ),
              ctx.L(
                'Questions about a programme are best sent to its school: you will find every school’s contacts in the <a href="' +
                  ctx.href('directory') +
                  '">directory</a>.',
                'Las preguntas sobre un programa es mejor enviarlas a su escuela: encontrará los contactos de cada escuela en el <a href="' +
                  ctx.href('directory') +
                  '">directorio</a>.',
              ),
            ),
          },
          contactForm(ctx, { text: bi('Fields marked * are required.', 'Los campos marcados con * son obligatorios.') }),
        ],
      }),
    },
    {
      // The family's search: a programme, a news story or a person of any school, centre or service.
      key: 'search',
      slug: bi('search', 'buscar'),
      templateType: 'SearchResults',
      title: bi('Search the university', 'Buscar en la universidad'),
      metaDescription: bi(
        'Search the pages of every school, research centre and service of Ibera University at once.',
        'Busque a la vez en las páginas de todas las escuelas, centros de investigación y servicios de Ibera University.',
      ),
      template: (ctx) => ({
        scope: 'family',
        intro: ctx.L(
          'Programmes, news, events, people and research of every school, centre and service of the university. Each result names the site it is from.',
          'Programas, noticias, eventos, personas e investigación de todas las escuelas, centros y servicios de la universidad. Cada resultado indica el sitio del que procede.',
        ),
      }),
    },
  ],
});
