// IBU, the main institute: the institution behind Ibera University, its foundation, its New
// York campus, its summer school and its executive programmes. Its site says what the institute
// is, who governs and leads it, what is happening across all of its institutions (news and events
// of every site of the family) and how to reach it, in English and Spanish.
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
  sections,
} from '../kit.ts';

const EMAIL = 'institute@ibera.edu';
const PHONE = '+34 91 568 96 10';

export default defineUnit({
  brand: 'ibu',
  kind: 'institution',
  theme: 'default',
  siteName: bi('Ibera University Institute', 'Instituto Ibera University'),
  email: EMAIL,
  menu: [
    {
      page: 'about',
      label: bi('The institute', 'El instituto'),
      children: [
        {
          page: 'about',
          description: bi('Our mission, history and strategy to 2030.', 'Nuestra misión, historia y estrategia hasta 2030.'),
        },
        {
          page: 'governance',
          description: bi(
            'The board, the executive committee and the heads of our institutions.',
            'El consejo, el comité ejecutivo y quienes dirigen nuestras instituciones.',
          ),
        },
      ],
    },
    ...menuPages('governance'),
    { page: 'news', label: bi('News', 'Noticias') },
    { page: 'events', label: bi('Events', 'Eventos') },
    ...menuPages('contact'),
  ],
  primaryLink: CONTACT_LINK,
  footerUnits: ['university', 'ibu-foundation', 'ibu-new-york', 'ibu-summer-school', 'executive-education'],
  pages: [
    {
      key: 'home',
      slug: bi('', ''),
      templateType: 'Landing',
      title: bi('Ibera University Institute', 'Instituto Ibera University'),
      metaDescription: bi(
        'The Ibera University Institute: the institution behind the university, its foundation, its New York campus and its executive programmes.',
        'El Instituto Ibera University: la institución detrás de la universidad, su fundación, su campus de Nueva York y sus programas para directivos.',
      ),
      template: (ctx) => ({
        heroSection: [
          imageHero(ctx, {
            title: bi('Think ahead', 'Piense en el futuro'),
            subtitle: bi(
              'For more than fifty years we have educated people who lead change, and we have grown into a university, a foundation and a campus in New York.',
              'Durante más de cincuenta años hemos formado a personas que lideran el cambio, y hemos crecido hasta ser una universidad, una fundación y un campus en Nueva York.',
            ),
            image: 'city-morning.jpg',
            link: { page: 'about', text: bi('About the institute', 'Sobre el instituto') },
          }),
        ],
        mainSection: [
          {
            component: 'SectionIntro',
            eyebrow: ctx.L('The institute', 'El instituto'),
            title: ctx.L('One institution, several ways to learn', 'Una institución, varias formas de aprender'),
            text: ctx.L(
              'The institute sets the strategy, the standards and the budget that its institutions share, and leaves each to serve its own students and partners.',
              'El instituto fija la estrategia, los estándares y el presupuesto que comparten sus instituciones, y deja que cada una sirva a sus propios estudiantes y socios.',
            ),
          },
          {
            component: 'CardCollection',
            title: ctx.L('Our institutions', 'Nuestras instituciones'),
            cards: [
              {
                title: 'Ibera University',
                text: ctx.L(
                  'Seven schools and six research centres on the Madrid and Segovia campuses.',
                  'Siete escuelas y seis centros de investigación en los campus de Madrid y Segovia.',
                ),
                image: ctx.media('campus.jpg'),
                link: { href: ctx.L('/university/', '/es/university/'), text: ctx.L('Visit the university', 'Visite la universidad') },
              },
              {
                title: ctx.L('Ibera University Foundation', 'Fundación Ibera University'),
                text: ctx.L(
                  'Turns the gifts of graduates, families and companies into scholarships.',
                  'Convierte las donaciones de titulados, familias y empresas en becas.',
                ),
                image: ctx.media('library.jpg'),
                link: { href: ctx.L('/ibu-foundation/', '/es/ibu-foundation/'), text: ctx.L('The Foundation', 'La Fundación') },
              },
              {
                title: 'Ibera University New York',
                text: ctx.L(
                  'Executive programmes and exchange semesters in Manhattan.',
                  'Programas para directivos y semestres de intercambio en Manhattan.',
                ),
                image: ctx.media('night-city.jpg'),
                link: { href: ctx.L('/ibu-new-york/', '/es/ibu-new-york/'), text: ctx.L('The New York campus', 'El campus de Nueva York') },
              },
              {
                title: ctx.L('Summer School', 'Escuela de Verano'),
                text: ctx.L(
                  'July courses in Segovia for pupils, students and professionals.',
                  'Cursos de julio en Segovia para estudiantes de secundaria, universitarios y profesionales.',
                ),
                image: ctx.media('old-town.jpg'),
                link: {
                  href: ctx.L('/ibu-summer-school/', '/es/ibu-summer-school/'),
                  text: ctx.L('The Summer School', 'La Escuela de Verano'),
                },
              },
            ],
          },
          {
            component: 'Statistics',
            title: ctx.L('The institute in 2025–2026', 'El instituto en el curso 2025-2026'),
            items: [
              { value: 14200, label: ctx.L('students and participants', 'estudiantes y participantes') },
              { value: 1150, label: ctx.L('faculty and staff', 'profesores y personal') },
              { value: 78000, label: ctx.L('graduates in 140 countries', 'titulados en 140 países') },
              { value: 212, decimals: 0, prefix: '€', suffix: ' m', label: ctx.L('annual budget', 'presupuesto anual') },
            ],
          },
          // What is happening across the institute: every site of the family, newest first.
          newsDistributor(ctx, {
            title: bi('News from our institutions', 'Noticias de nuestras instituciones'),
            data: acrossFamily('NewsDetail', { order: 'recent', quantity: 3 }),
          }),
          eventDistributor(ctx, {
            title: bi('Coming up across the institute', 'Próximamente en el instituto'),
            upcoming: true,
            data: acrossFamily('EventDetail', { order: 'oldest', quantity: 3 }),
          }),
          {
            component: 'LinkCollection',
            title: ctx.L('Schools, centres and services', 'Escuelas, centros y servicios'),
            intro: ctx.L(
              'The university’s directory lists every school, research centre and service of the institute, each with its own site.',
              'El directorio de la universidad reúne todas las escuelas, centros de investigación y servicios del instituto, cada uno con su propio sitio.',
            ),
            links: [
              {
                title: ctx.L('The directory of schools and centres', 'El directorio de escuelas y centros'),
                description: ctx.L(
                  'Business, law, architecture and design, science and technology, humanities, politics and global affairs, and the research centres.',
                  'Empresa, derecho, arquitectura y diseño, ciencia y tecnología, humanidades, política y asuntos globales, y los centros de investigación.',
                ),
                href: ctx.L('/university/schools-and-centres/', '/es/university/escuelas-y-centros/'),
              },
              {
                title: ctx.L('Find a programme', 'Encuentre un programa'),
                description: ctx.L(
                  'Every bachelor, master and executive programme, with filters by school.',
                  'Todos los grados, másteres y programas para directivos, con filtros por escuela.',
                ),
                href: ctx.L('/university/programmes/', '/es/university/programas/'),
              },
            ],
          },
          callToAction(ctx, {
            title: bi('Who leads the institute', 'Quién dirige el instituto'),
            text: bi(
              'The Board of Governors, the executive committee and the heads of our institutions.',
              'El Consejo de Gobierno, el comité ejecutivo y quienes dirigen nuestras instituciones.',
            ),
            primary: { page: 'governance', text: bi('Governance and leadership', 'Gobierno y dirección') },
            secondary: { page: 'contact', text: bi('Contact the institute', 'Contacte con el instituto') },
          }),
        ],
      }),
    },
    {
      key: 'about',
      slug: bi('about', 'sobre-el-instituto'),
      templateType: 'BasicTemplate',
      title: bi('About the institute', 'Sobre el instituto'),
      metaDescription: bi(
        'The mission, history and 2030 strategy of the Ibera University Institute.',
        'La misión, la historia y la estrategia 2030 del Instituto Ibera University.',
      ),
      template: (ctx) => ({
        heroSection: [
          compactHero(ctx, {
            eyebrow: bi('About', 'Sobre nosotros'),
            title: bi('Educating people who lead change', 'Formar a personas que lideran el cambio'),
            image: 'boardroom.jpg',
          }),
        ],
        mainSection: [
          {
            component: 'BasicContent',
            title: ctx.L('Our mission', 'Nuestra misión'),
            html: sections(
              [
                ctx.L(
                  'The Ibera University Institute is a non-profit institution. It was founded in Madrid in 1973 as a business school by twelve entrepreneurs who wanted managers trained for an open economy; today it groups a university, a foundation, a campus in New York, a summer school and an executive education unit.',
                  'El Instituto Ibera University es una institución sin ánimo de lucro. Lo fundaron en Madrid en 1973, como escuela de negocios, doce empresarios que querían directivos preparados para una economía abierta; hoy reúne una universidad, una fundación, un campus en Nueva York, una escuela de verano y una unidad de formación para directivos.',
                ),
              ],
              [
                ctx.L('What we share', 'Lo que compartimos'),
                ctx.L(
                  'Every institution of the institute teaches across disciplines, in small groups and with faculty who practise what they teach. All reinvest their surplus in scholarships, research and campuses.',
                  'Todas las instituciones del instituto enseñan entre disciplinas, en grupos reducidos y con profesores que practican lo que enseñan. Todas reinvierten su excedente en becas, investigación y campus.',
                ),
              ],
            ),
          },
          {
            component: 'Accordion',
            title: ctx.L('Our strategy to 2030', 'Nuestra estrategia hasta 2030'),
            items: [
              {
                title: ctx.L('Open to talent', 'Abiertos al talento'),
                html: paragraphs(
                  ctx.L(
                    'One in three students with a scholarship by 2030, funded by the Foundation and by the surplus of executive programmes.',
                    'Uno de cada tres estudiantes con beca en 2030, financiada por la Fundación y por el excedente de los programas para directivos.',
                  ),
                ),
              },
              {
                title: ctx.L('Research that is used', 'Investigación que se usa'),
                html: paragraphs(
                  ctx.L(
                    'Our centres publish for the people who decide: families, companies and governments, as well as for journals.',
                    'Nuestros centros publican para quienes deciden: familias, empresas y gobiernos, además de para las revistas científicas.',
                  ),
                ),
              },
              {
                title: ctx.L('Campuses that last', 'Campus que perduran'),
                html: paragraphs(
                  ctx.L(
                    'Carbon-neutral campuses by 2030: the Segovia convent already runs on geothermal heat, and Madrid follows in 2027.',
                    'Campus neutros en carbono en 2030: el convento de Segovia ya se calienta con geotermia y Madrid le sigue en 2027.',
                  ),
                ),
              },
            ],
          },
          callToAction(ctx, {
            title: bi('The schools and centres of the university', 'Las escuelas y centros de la universidad'),
            primary: {
              href: bi('/university/schools-and-centres/', '/es/university/escuelas-y-centros/'),
              text: bi('See the directory', 'Ver el directorio'),
            },
          }),
        ],
      }),
    },
    {
      key: 'governance',
      slug: bi('governance-and-leadership', 'gobierno-y-direccion'),
      parent: 'about',
      templateType: 'PersonList',
      title: bi('Governance and leadership', 'Gobierno y dirección'),
      metaDescription: bi(
        'The Board of Governors and the executive committee of the Ibera University Institute.',
        'El Consejo de Gobierno y el comité ejecutivo del Instituto Ibera University.',
      ),
      template: (ctx) => ({
        intro: ctx.L(
          'The Board of Governors sets the institute’s strategy and approves its budget and accounts; the executive committee runs it day to day.',
          'El Consejo de Gobierno fija la estrategia del instituto y aprueba su presupuesto y sus cuentas; el comité ejecutivo lo dirige en el día a día.',
        ),
        people: [
          {
            id: 'ines-carvajal',
            kind: 'member',
            name: 'Inés',
            lastName: 'Carvajal',
            position: ctx.L('Chair of the Board of Governors', 'Presidenta del Consejo de Gobierno'),
            area: ctx.L('Board of Governors', 'Consejo de Gobierno'),
            bio: ctx.L(
              'Former chief executive of a Spanish engineering group and graduate of the 1989 MBA; chair since 2021.',
              'Ex consejera delegada de un grupo de ingeniería español y titulada del MBA de 1989; preside el Consejo desde 2021.',
            ),
            image: ctx.portrait('Inés Carvajal'),
          },
          {
            id: 'tomas-echeverria',
            kind: 'member',
            name: 'Tomás',
            lastName: 'Echeverría',
            position: ctx.L('President of the institute', 'Presidente del instituto'),
            area: ctx.L('Executive committee', 'Comité ejecutivo'),
            bio: ctx.L(
              'Economist; led Ibera Business School for ten years before being appointed president in 2019.',
              'Economista; dirigió la Escuela de Negocios Ibera durante diez años antes de ser nombrado presidente en 2019.',
            ),
            email: 'president@ibera.edu',
            image: ctx.portrait('Tomás Echeverría'),
          },
          {
            id: 'alberto-quesada',
            kind: 'member',
            name: 'Alberto',
            lastName: 'Quesada',
            position: ctx.L('Rector of Ibera University', 'Rector de Ibera University'),
            area: ctx.L('Executive committee', 'Comité ejecutivo'),
            bio: ctx.L('Professor of constitutional law; rector since 2022.', 'Catedrático de Derecho Constitucional; rector desde 2022.'),
            image: ctx.portrait('Alberto Quesada'),
          },
          {
            id: 'rebeca-solis',
            kind: 'member',
            name: 'Rebeca',
            lastName: 'Solís',
            position: ctx.L('Chief Financial Officer', 'Directora financiera'),
            area: ctx.L('Executive committee', 'Comité ejecutivo'),
            bio: ctx.L(
              'Oversees the budget, the campuses and the investments of the institute.',
              'Supervisa el presupuesto, los campus y las inversiones del instituto.',
            ),
            image: ctx.portrait('Rebeca Solís'),
          },
          {
            id: 'daniel-whitaker',
            kind: 'member',
            name: 'Daniel',
            lastName: 'Whitaker',
            position: ctx.L('Executive Director, Ibera University New York', 'Director ejecutivo de Ibera University New York'),
            area: ctx.L('Executive committee', 'Comité ejecutivo'),
            bio: ctx.L(
              'Opened the New York campus in 2022 after twenty years in executive education in the United States.',
              'Abrió el campus de Nueva York en 2022 tras veinte años en formación de directivos en Estados Unidos.',
            ),
            image: ctx.portrait('Daniel Whitaker'),
          },
          {
            id: 'marta-ibarra',
            kind: 'member',
            name: 'Marta',
            lastName: 'Ibarra',
            position: ctx.L('Secretary General', 'Secretaria general'),
            area: ctx.L('Board of Governors', 'Consejo de Gobierno'),
            bio: ctx.L(
              'Lawyer; secretary of the Board of Governors and head of legal affairs and compliance.',
              'Abogada; secretaria del Consejo de Gobierno y responsable de asesoría jurídica y cumplimiento normativo.',
            ),
            image: ctx.portrait('Marta Ibarra'),
          },
        ],
      }),
    },
    newsListPage({
      title: bi('News from our institutions', 'Noticias de nuestras instituciones'),
      description: bi(
        'The news of the university’s schools and centres, the Foundation, the New York campus, the Summer School and Executive Education.',
        'Las noticias de las escuelas y centros de la universidad, la Fundación, el campus de Nueva York, la Escuela de Verano y Executive Education.',
      ),
      intro: bi(
        'Every institution of the institute publishes its own news; here they are together, newest first. Each story opens on the site that wrote it.',
        'Cada institución del instituto publica sus propias noticias; aquí están juntas, de la más reciente a la más antigua. Cada noticia se abre en el sitio que la escribió.',
      ),
      pageSize: 12,
      filters: ['year', 'topic'],
      data: () => acrossFamily('NewsDetail', { order: 'recent' }),
    }),
    eventListPage({
      title: bi('Events across the institute', 'Eventos del instituto'),
      description: bi(
        'Open days, conferences, lectures and webinars of every institution of the Ibera University Institute.',
        'Jornadas de puertas abiertas, congresos, conferencias y webinarios de todas las instituciones del Instituto Ibera University.',
      ),
      intro: bi(
        'What is coming up in Madrid, Segovia, New York and online, across the university, the Foundation and our programmes for executives.',
        'Lo que se avecina en Madrid, Segovia, Nueva York y en línea, en la universidad, la Fundación y nuestros programas para directivos.',
      ),
      pageSize: 12,
      filters: ['eventType', 'year'],
      data: () => acrossFamily('EventDetail'),
    }),
    {
      key: 'contact',
      slug: bi('contact', 'contacto'),
      templateType: 'BasicTemplate',
      title: bi('Contact', 'Contacto'),
      metaDescription: bi('How to reach the Ibera University Institute.', 'Cómo contactar con el Instituto Ibera University.'),
      template: (ctx) => ({
        mainSection: [
          {
            component: 'BasicContent',
            title: ctx.L('Office of the President', 'Oficina de Presidencia'),
            html: paragraphs(
              ctx.L(
                `Email: <a href="mailto:${EMAIL}">${EMAIL}</a><br>Phone: ${phoneLink(PHONE)}`,
                `Correo: <a href="mailto:${EMAIL}">${EMAIL}</a><br>Teléfono: ${phoneLink(PHONE)}`,
              ),
              ctx.L(
                'Ibera University Institute, Calle de María de Molina 11, 28006 Madrid, Spain',
                'Instituto Ibera University, Calle de María de Molina 11, 28006 Madrid, España',
              ),
              ctx.L(
                'For admissions and programmes, write to the school concerned; press enquiries go to <a href="mailto:press@ibera.edu">press@ibera.edu</a>.',
                'Para admisiones y programas, escriba a la escuela correspondiente; las consultas de prensa, a <a href="mailto:press@ibera.edu">press@ibera.edu</a>.',
              ),
            ),
          },
          contactForm(ctx, { text: bi('Fields marked * are required.', 'Los campos marcados con * son obligatorios.') }),
        ],
      }),
    },
  ],
});
