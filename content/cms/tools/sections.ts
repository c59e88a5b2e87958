// The section pages of SPEC §2 (research, lists, team, partners, education, contact, knowledge
// hub, the two standalone pages) in English and Spanish, with their modules.
import { members, partners, type PersonItem } from './data/people.ts';
import { logo, media, portrait } from './data/media.ts';
import { programmeBrochureHref } from './data/document-links.ts';

export type Locale = 'en' | 'es';
export type Doc = Record<string, unknown> & { id: string; translationGroup: string; locale: Locale; path: string };
type Crumb = { label: string; path: string };
type Routes = Record<string, Record<Locale, Crumb>>;

const r = (en: [string, string], es: [string, string]): Record<Locale, Crumb> => ({
  en: { label: en[0], path: en[1] },
  es: { label: es[0], path: es[1] },
});

/** Every section route of SPEC §2 with its Spanish alternate. */
export const ROUTES = {
  home: r(['Home', '/'], ['Inicio', '/es/']),
  news: r(['News', '/news/'], ['Noticias', '/es/noticias/']),
  research: r(['Research', '/research/'], ['Investigación', '/es/investigacion/']),
  reports: r(['Reports', '/research/reports/'], ['Informes', '/es/investigacion/informes/']),
  academic: r(
    ['Academic research', '/research/academic-research/'],
    ['Investigación académica', '/es/investigacion/investigacion-academica/'],
  ),
  cases: r(['Cases', '/research/cases/'], ['Casos', '/es/investigacion/cases/']),
  dissemination: r(['Dissemination', '/dissemination/'], ['Difusión', '/es/difusion/']),
  caseStudies: r(['Case studies in our sessions', '/dissemination/case-studies/'], ['Casos de estudio', '/es/difusion/casos-estudio/']),
  team: r(['Our team', '/our-team/'], ['Nuestro equipo', '/es/nuestro-equipo/']),
  partners: r(['Our partners', '/our-team/our-partners/'], ['Nuestros partners', '/es/nuestro-equipo/nuestros-partners/']),
  education: r(['Education and training', '/education-and-training/'], ['Formación', '/es/formacion/']),
  contact: r(['Contact us', '/contact-us/'], ['Contacto', '/es/contacto/']),
  hub: r(
    ['Family Offices Knowledge Hub', '/family-offices-knowledge-hub/'],
    ['Family Offices Knowledge Hub', '/es/family-offices-knowledge-hub/'],
  ),
  intergenerational: r(
    ['Intergenerational collaboration and the demographic transition', '/colaboracion-intergeneracional-y-transicion-demografica/'],
    ['Colaboración intergeneracional y transición demográfica', '/es/colaboracion-intergeneracional-y-transicion-demografica/'],
  ),
  socialImpact: r(
    ['The social impact of business families in Latin America', '/impacto-social-familias-empresarias-latinoamerica/'],
    ['El impacto social de las familias empresarias en Latinoamérica', '/es/impacto-social-familias-empresarias-latinoamerica/'],
  ),
} satisfies Routes;

type Key = keyof typeof ROUTES;
const L = <T>(locale: Locale, en: T, es: T): T => (locale === 'en' ? en : es);

/** A card that leads to one of the section pages: named after the page, with a line and maybe a cover picture. */
const routeCard = (locale: Locale, key: keyof typeof ROUTES, en: string, es: string, cover?: Parameters<typeof media>[0]) => ({
  title: ROUTES[key][locale].label,
  text: L(locale, en, es),
  ...(cover ? { image: media(cover, locale, ROUTES[key][locale].label) } : {}),
  link: { href: ROUTES[key][locale].path },
});
const source = (structuredData: string, filters: string[] = []) => [{ structuredData, filters, filterOperator: 'and' }];

function page(
  key: Key,
  locale: Locale,
  templateType: string,
  fields: { metaDescription: string; parents?: Key[]; template: Record<string, unknown>; title?: string },
): Doc {
  const route = ROUTES[key][locale];
  const parents: Key[] = ['home', ...(fields.parents ?? [])];
  return {
    id: `${key}-${locale}`,
    translationGroup: `section-${key}`,
    locale,
    path: route.path,
    templateType,
    title: fields.title ?? route.label,
    metaDescription: fields.metaDescription,
    breadcrumb: [...parents.map((parent) => ROUTES[parent][locale]), route].map(({ label, path }) => ({ label, url: path })),
    published: '2026-01-12T09:00:00Z',
    modified: '2026-11-02T10:30:00Z',
    template: { templateType, ...fields.template },
  };
}

function person(item: PersonItem, locale: Locale): Record<string, unknown> {
  const out: Record<string, unknown> = { id: item.id, kind: item.kind, name: item.name, position: item.position[locale] };
  // Team members show their portrait, partners their logo.
  const fullName = [item.name, item.lastName].filter(Boolean).join(' ');
  if (item.kind === 'member') out.image = portrait(fullName, locale);
  else out.logo = logo(fullName);
  if (item.lastName) out.lastName = item.lastName;
  if (item.area) out.area = item.area[locale];
  if (item.bio) out.bio = item.bio[locale];
  if (item.email) out.email = item.email;
  if (item.linkedin) out.linkedin = item.linkedin;
  if (item.website) out.website = item.website;
  return out;
}

const contactCta = (locale: Locale, withProgrammes = true) => ({
  component: 'CallToAction',
  title: L(locale, 'Working with a business family?', '¿Trabajas con una familia empresaria?'),
  text: L(
    locale,
    'Tell us about your question: we answer every message and can often point you to a report, a case or a colleague.',
    'Cuéntanos tu pregunta: respondemos a todos los mensajes y a menudo podemos orientarte hacia un informe, un caso o un colega.',
  ),
  primary: { href: ROUTES.contact[locale].path, text: L(locale, 'Contact us', 'Contacta con nosotros') },
  ...(withProgrammes
    ? { secondary: { href: ROUTES.education[locale].path, text: L(locale, 'See our programmes', 'Ver nuestros programas') } }
    : {}),
});

function listPage(
  key: 'reports' | 'academic' | 'cases',
  locale: Locale,
  intro: [string, string],
  meta: [string, string],
  filters: string[],
): Doc {
  return page(key, locale, 'PublicationsList', {
    parents: ['research'],
    metaDescription: L(locale, ...meta),
    template: { intro: L(locale, ...intro), pageSize: 6, filters, mainSection: [contactCta(locale)] },
  });
}

export function sectionPages(): Doc[] {
  return (['en', 'es'] as const).flatMap((locale) => [
    page('research', locale, 'Landing', {
      metaDescription: L(
        locale,
        'Research on business families: reports, academic articles and teaching cases.',
        'Investigación sobre familias empresarias: informes, artículos académicos y casos docentes.',
      ),
      template: {
        heroSection: [
          {
            component: 'HeroClaim',
            eyebrow: L(locale, 'Research', 'Investigación'),
            title: L(
              locale,
              'Evidence for the families who own and run companies',
              'Evidencia para las familias que poseen y dirigen empresas',
            ),
            claim: L(
              locale,
              'We publish practitioner reports, peer-reviewed research and teaching cases on succession, governance, family offices and the social role of business families.',
              'Publicamos informes para profesionales, investigación con revisión por pares y casos docentes sobre sucesión, gobierno, family offices y el papel social de las familias empresarias.',
            ),
          },
        ],
        mainSection: [
          {
            component: 'CardCollection',
            title: L(locale, 'Three ways into our research', 'Tres formas de acercarse a nuestra investigación'),
            cards: [
              routeCard(
                locale,
                'reports',
                'Surveys and censuses written for owners, advisers and policymakers.',
                'Encuestas y censos escritos para propietarios, asesores y responsables públicos.',
                'cover-1.jpg',
              ),
              routeCard(
                locale,
                'academic',
                'Articles in peer-reviewed journals and conference papers.',
                'Artículos en revistas con revisión por pares y ponencias en congresos.',
                'cover-4.jpg',
              ),
              routeCard(
                locale,
                'cases',
                'Teaching cases written with real families, for classes and workshops.',
                'Casos docentes escritos con familias reales, para clases y talleres.',
                'cover-6.jpg',
              ),
            ],
          },
          {
            component: 'BasicContent',
            title: L(locale, 'Our research lines', 'Nuestras líneas de investigación'),
            html: L(
              locale,
              '<ul><li><strong>Succession and the next generation</strong>: how families prepare, choose and accept successors.</li><li><strong>Family governance</strong>: protocols, family councils and boards.</li><li><strong>Family wealth</strong>: family offices, dividends and philanthropy.</li><li><strong>Business families in society</strong>: demography, gender and social impact, with a focus on Latin America.</li></ul>',
              '<ul><li><strong>Sucesión y siguiente generación</strong>: cómo preparan, eligen y aceptan las familias a sus sucesores.</li><li><strong>Gobierno familiar</strong>: protocolos, consejos de familia y consejos de administración.</li><li><strong>Patrimonio familiar</strong>: family offices, dividendos y filantropía.</li><li><strong>Familias empresarias y sociedad</strong>: demografía, género e impacto social, con especial atención a Latinoamérica.</li></ul>',
            ),
          },
          {
            component: 'NewsDistributor',
            title: L(locale, 'Research news', 'Noticias de investigación'),
            layout: 'list',
            data: {
              mode: 'auto',
              sources: source('NewsDetail', [`topic:${L(locale, 'Research', 'Investigación')}`]),
              order: 'recent',
              quantity: 3,
            },
            link: { href: ROUTES.news[locale].path, text: L(locale, 'All news', 'Todas las noticias') },
          },
        ],
      },
    }),
    listPage(
      'reports',
      locale,
      [
        'Surveys, censuses and guides written for business families, their advisers and policymakers.',
        'Encuestas, censos y guías escritos para familias empresarias, sus asesores y responsables públicos.',
      ],
      ['Research reports of the Centre for Business Families.', 'Informes de investigación del Centro de Familias Empresarias.'],
      ['year', 'academicArea'],
    ),
    listPage(
      'academic',
      locale,
      [
        "Peer-reviewed articles and conference papers by the Centre's researchers.",
        'Artículos con revisión por pares y ponencias de los investigadores del Centro.',
      ],
      [
        'Academic research on family business from the Centre for Business Families.',
        'Investigación académica sobre empresa familiar del Centro de Familias Empresarias.',
      ],
      ['year', 'academicArea'],
    ),
    listPage(
      'cases',
      locale,
      [
        'Teaching cases written with real business families. Instructors can request teaching notes.',
        'Casos docentes escritos con familias empresarias reales. Los profesores pueden solicitar las notas docentes.',
      ],
      ['Teaching cases on business families.', 'Casos docentes sobre familias empresarias.'],
      ['academicArea'],
    ),
    page('dissemination', locale, 'EventList', {
      metaDescription: L(
        locale,
        'Conferences, breakfasts and webinars on business families.',
        'Congresos, desayunos y webinars sobre familias empresarias.',
      ),
      template: {
        intro: L(
          locale,
          'We share our research at conferences, breakfasts and webinars, face to face in Madrid, Segovia and Mexico City, and online.',
          'Compartimos nuestra investigación en congresos, desayunos y webinars, presencialmente en Madrid, Segovia y Ciudad de México, y en línea.',
        ),
        pageSize: 6,
        filters: ['eventType', 'centers', 'country', 'year'],
        mainSection: [
          {
            component: 'Video',
            title: L(locale, 'Annual Conference 2026: opening conversation', 'Congreso Anual 2026: conversación inaugural'),
            videoId: 'M7lc1UVf-VE',
            poster: media('auditorium.jpg', locale),
            caption: L(
              locale,
              'Three generations of a ceramics family in conversation with Laura Méndez.',
              'Tres generaciones de una familia ceramista conversan con Laura Méndez.',
            ),
          },
          {
            component: 'CardCollection',
            title: L(locale, 'In our sessions', 'En nuestras sesiones'),
            cards: [
              routeCard(
                locale,
                'caseStudies',
                'The teaching cases we discuss with families at our events.',
                'Los casos docentes que trabajamos con las familias en nuestros encuentros.',
              ),
              routeCard(
                locale,
                'hub',
                'Breakfasts and guides for family office professionals.',
                'Desayunos y guías para profesionales de family offices.',
              ),
            ],
          },
        ],
      },
    }),
    page('caseStudies', locale, 'GeneralInfoList', {
      parents: ['dissemination'],
      metaDescription: L(
        locale,
        "Teaching cases used in the Centre's dissemination sessions.",
        'Casos docentes que se usan en las sesiones de difusión del Centro.',
      ),
      template: {
        intro: L(
          locale,
          'These cases, written with real business families, are the starting point of our workshops and breakfasts.',
          'Estos casos, escritos con familias empresarias reales, son el punto de partida de nuestros talleres y desayunos.',
        ),
        pageSize: 6,
        filters: ['academicArea'],
        data: { mode: 'navigation', referenceId: ROUTES.cases[locale].path, sources: source('PublicationDetail'), order: 'recent' },
      },
    }),
    page('team', locale, 'PersonList', {
      metaDescription: L(
        locale,
        'The researchers and staff of the Centre for Business Families.',
        'Los investigadores y el equipo del Centro de Familias Empresarias.',
      ),
      template: {
        intro: L(
          locale,
          'Researchers in strategy, governance, finance and sociology, and the people who run the Centre.',
          'Investigadores en estrategia, gobierno, finanzas y sociología, y las personas que gestionan el Centro.',
        ),
        pageSize: 8,
        filters: ['academicArea'],
        people: members.map((item) => person(item, locale)),
        mainSection: [
          {
            component: 'Quote',
            quote: L(
              locale,
              'Families do not need more opinions about succession. They need evidence, and a place to talk about it.',
              'Las familias no necesitan más opiniones sobre la sucesión. Necesitan evidencia, y un lugar donde hablar de ella.',
            ),
            author: 'Laura Méndez',
            role: L(locale, 'Director of the Centre', 'Directora del Centro'),
          },
          {
            component: 'LogoCollection',
            title: L(locale, 'With the support of our partners', 'Con el apoyo de nuestros partners'),
            data: { mode: 'auto', sources: source('Person', ['kind:partner']), order: 'alpha', quantity: 6 },
            link: { href: ROUTES.partners[locale].path, text: L(locale, 'Meet all our partners', 'Conoce a todos nuestros partners') },
          },
        ],
      },
    }),
    page('partners', locale, 'PersonList', {
      parents: ['team'],
      metaDescription: L(
        locale,
        'The companies and institutions that support the Centre for Business Families.',
        'Las empresas e instituciones que apoyan al Centro de Familias Empresarias.',
      ),
      template: {
        intro: L(
          locale,
          'Family companies, foundations and institutions that fund our research and open their doors to it.',
          'Empresas familiares, fundaciones e instituciones que financian nuestra investigación y le abren sus puertas.',
        ),
        pageSize: 50,
        filters: ['sector'],
        people: partners.map((item) => person(item, locale)),
        mainSection: [
          {
            component: 'PeopleDistributor',
            title: L(locale, 'Your contacts at the Centre', 'Tus contactos en el Centro'),
            data: { mode: 'manual', fixed: ['lucia-campos', 'laura-mendez'] },
          },
          {
            component: 'CallToAction',
            title: L(locale, 'Become a partner', 'Hazte partner'),
            text: L(
              locale,
              'Partners join an annual meeting with the research team and receive our reports before publication.',
              'Los partners participan en una reunión anual con el equipo investigador y reciben nuestros informes antes de su publicación.',
            ),
            primary: { href: 'mailto:cbf@ibera.edu', text: L(locale, 'Write to us', 'Escríbenos') },
          },
        ],
      },
    }),
    page('education', locale, 'BasicTemplate', {
      metaDescription: L(
        locale,
        'Programmes for members of business families and the professionals who advise them.',
        'Programas para miembros de familias empresarias y los profesionales que las asesoran.',
      ),
      template: {
        heroSection: [
          {
            component: 'HeroClaim',
            eyebrow: L(locale, 'Education and training', 'Formación'),
            title: L(locale, 'Learning to own, govern and lead together', 'Aprender a ser propietarios, gobernar y dirigir juntos'),
            claim: L(
              locale,
              'Programmes built on our research for each generation of a business family and for their advisers.',
              'Programas basados en nuestra investigación para cada generación de una familia empresaria y para sus asesores.',
            ),
          },
        ],
        mainSection: [
          {
            component: 'Tabs',
            title: L(locale, 'Our programmes', 'Nuestros programas'),
            tabs: [
              {
                label: L(locale, 'Family Governance Programme', 'Programa de Gobierno Familiar'),
                html: L(
                  locale,
                  '<p>Four three-day modules in Madrid and Segovia for family members who sit, or will sit, on boards and family councils. February to June; 30 places.</p>',
                  '<p>Cuatro módulos de tres días en Madrid y Segovia para familiares que forman o formarán parte de consejos y consejos de familia. De febrero a junio; 30 plazas.</p>',
                ),
              },
              {
                label: L(locale, 'Next-generation summer school', 'Escuela de verano de la siguiente generación'),
                html: L(
                  locale,
                  '<p>One week in Segovia for members aged 18 to 30: cases, workshops and visits to family companies. July.</p>',
                  '<p>Una semana en Segovia para jóvenes de 18 a 30 años: casos, talleres y visitas a empresas familiares. Julio.</p>',
                ),
              },
              {
                label: L(locale, 'Family office professionals', 'Profesionales de family offices'),
                html: L(
                  locale,
                  '<p>A six-week online course on governance, investment policy and reporting for family office staff.</p>',
                  '<p>Un curso en línea de seis semanas sobre gobierno, política de inversión e información para equipos de family offices.</p>',
                ),
              },
            ],
          },
          {
            component: 'Accordion',
            title: L(locale, 'Frequently asked questions', 'Preguntas frecuentes'),
            items: [
              {
                title: L(locale, 'Can several members of one family attend?', '¿Pueden asistir varios miembros de una familia?'),
                html: L(
                  locale,
                  '<p>Yes. Families may send up to three members to the governance programme; many send members of two generations.</p>',
                  '<p>Sí. Cada familia puede inscribir hasta tres miembros en el programa de gobierno; muchas envían a miembros de dos generaciones.</p>',
                ),
              },
              {
                title: L(locale, 'Do I need a business degree?', '¿Necesito una titulación en empresa?'),
                html: L(
                  locale,
                  '<p>No. Our programmes are designed for owners and future owners with any background.</p>',
                  '<p>No. Nuestros programas están pensados para propietarios y futuros propietarios de cualquier formación.</p>',
                ),
              },
              {
                title: L(locale, 'Are the sessions confidential?', '¿Son confidenciales las sesiones?'),
                html: L(
                  locale,
                  '<p>Yes. Everything families share in class stays in the room.</p>',
                  '<p>Sí. Todo lo que las familias comparten en clase queda en el aula.</p>',
                ),
              },
            ],
          },
          {
            component: 'Downloads',
            items: [
              {
                title: L(locale, 'Family Governance Programme 2027 brochure', 'Folleto del Programa de Gobierno Familiar 2027'),
                href: programmeBrochureHref(locale),
                format: 'PDF',
              },
            ],
          },
          contactCta(locale, false),
        ],
      },
    }),
    page('contact', locale, 'BasicTemplate', {
      metaDescription: L(locale, 'How to reach the Centre for Business Families.', 'Cómo contactar con el Centro de Familias Empresarias.'),
      template: {
        mainSection: [
          {
            component: 'BasicContent',
            title: L(locale, 'Write, call or visit us', 'Escríbenos, llámanos o visítanos'),
            html: L(
              locale,
              '<p>Email: <a href="mailto:cbf@ibera.edu">cbf@ibera.edu</a><br>Phone: <a href="tel:+34915689600">+34&nbsp;915&nbsp;689&nbsp;600</a></p><p>Centre for Business Families, Ibera University<br>Calle de María de Molina 11, 28006 Madrid, Spain</p><p>We answer within two working days.</p>',
              '<p>Correo: <a href="mailto:cbf@ibera.edu">cbf@ibera.edu</a><br>Teléfono: <a href="tel:+34915689600">+34&nbsp;915&nbsp;689&nbsp;600</a></p><p>Centro de Familias Empresarias, Ibera University<br>Calle de María de Molina 11, 28006 Madrid, España</p><p>Respondemos en un plazo de dos días laborables.</p>',
            ),
          },
          {
            component: 'PeopleDistributor',
            title: L(locale, 'Who to ask', 'A quién preguntar'),
            data: { mode: 'manual', fixed: ['lucia-campos', 'javier-ortega', 'ana-lucia-torres'] },
          },
          // SPEC §3 "Contact and lead form fields": the contact form, checked as SPEC §5 says (docs/forms.md).
          {
            component: 'ContactForm',
            title: L(locale, 'Send us a message', 'Envíanos un mensaje'),
            text: L(locale, 'Fields marked * are required.', 'Los campos marcados con * son obligatorios.'),
            thankYou: L(locale, '/thank-you/', '/es/gracias/'),
          },
          // The chatbot belongs here (SPEC §2 "Chatbot loader"): shown once the visitor consents.
          { component: 'Chatbot' },
        ],
      },
    }),
    page('hub', locale, 'Landing', {
      metaDescription: L(
        locale,
        'Research, guides and meetings for family offices and the families behind them.',
        'Investigación, guías y encuentros para family offices y las familias que los crean.',
      ),
      template: {
        heroSection: [
          {
            component: 'HeroClaim',
            eyebrow: L(locale, 'Knowledge hub', 'Knowledge hub'),
            title: 'Family Offices Knowledge Hub',
            claim: L(
              locale,
              'What we know about how families organise and govern their wealth once the company is no longer the only asset.',
              'Lo que sabemos sobre cómo las familias organizan y gobiernan su patrimonio cuando la empresa ya no es su único activo.',
            ),
          },
        ],
        mainSection: [
          {
            component: 'BasicContent',
            html: L(
              locale,
              "<p>The hub brings together the Centre's work on family offices: the first census of family offices in Spain, research on their governance, and breakfasts where professionals discuss it under the Chatham House rule.</p>",
              '<p>El hub reúne el trabajo del Centro sobre family offices: el primer censo de family offices en España, la investigación sobre su gobierno y desayunos en los que los profesionales lo debaten bajo la regla de Chatham House.</p>',
            ),
          },
          {
            component: 'CardCollection',
            title: L(locale, 'Start here', 'Empieza aquí'),
            cards: [
              {
                title: L(locale, 'Family Offices in Spain: a first census', 'Los family offices en España: un primer censo'),
                text: L(locale, 'Who sets up a family office, and how it is run.', 'Quién crea un family office y cómo se gestiona.'),
                link: {
                  href: L(
                    locale,
                    '/research/reports/family-office-census-spain/',
                    '/es/investigacion/informes/censo-family-offices-espana/',
                  ),
                },
              },
              {
                title: L(locale, 'The governance of single-family offices', 'El gobierno de los family offices unifamiliares'),
                text: L(
                  locale,
                  'Why outside members on investment committees matter.',
                  'Por qué importan los miembros externos en los comités de inversión.',
                ),
                link: {
                  href: L(
                    locale,
                    '/research/academic-research/governance-of-single-family-offices/',
                    '/es/investigacion/investigacion-academica/gobierno-de-los-family-offices-unifamiliares/',
                  ),
                },
              },
              routeCard(
                locale,
                'intergenerational',
                'Three or four generations now share ownership: what it means for the office.',
                'Tres o cuatro generaciones comparten hoy la propiedad: qué supone para la oficina.',
              ),
              routeCard(
                locale,
                'socialImpact',
                'Philanthropy and community investment by business families.',
                'Filantropía e inversión en la comunidad de las familias empresarias.',
              ),
            ],
          },
          {
            component: 'Accordion',
            title: L(locale, 'Family offices in brief', 'Los family offices en pocas palabras'),
            items: [
              {
                title: L(locale, 'What is a single-family office?', '¿Qué es un family office unifamiliar?'),
                html: L(
                  locale,
                  '<p>An organisation that manages the wealth and shared affairs of one family, often created after the sale of part of the family business.</p>',
                  '<p>Una organización que gestiona el patrimonio y los asuntos comunes de una sola familia, creada a menudo tras la venta de parte de la empresa familiar.</p>',
                ),
              },
              {
                title: L(locale, 'How many are there in Spain?', '¿Cuántos hay en España?'),
                html: L(
                  locale,
                  '<p>Our census identified 412 single-family offices in 2026.</p>',
                  '<p>Nuestro censo identificó 412 family offices unifamiliares en 2026.</p>',
                ),
              },
            ],
          },
          {
            component: 'EventDistributor',
            title: L(locale, 'Upcoming and recent meetings', 'Encuentros próximos y recientes'),
            layout: 'slider',
            data: { mode: 'auto', sources: source('EventDetail'), order: 'recent', quantity: 6 },
            link: { href: ROUTES.dissemination[locale].path, text: L(locale, 'All events', 'Todos los eventos') },
          },
          {
            component: 'PeopleDistributor',
            title: L(locale, 'The hub team', 'El equipo del hub'),
            data: { mode: 'manual', fixed: ['daniel-ruiz', 'elena-navarro'] },
          },
        ],
      },
    }),
    page('intergenerational', locale, 'GeneralInfoDetail', {
      metaDescription: L(
        locale,
        'How longer lives change collaboration between generations in business families.',
        'Cómo cambian las vidas más largas la colaboración entre generaciones en las familias empresarias.',
      ),
      template: {
        title: ROUTES.intergenerational[locale].label,
        category: L(locale, 'Research line', 'Línea de investigación'),
        date: '2026-03-20T09:00:00Z',
        summary: L(
          locale,
          'People live longer, so more generations now share the ownership and the decisions of a family firm. We study how they work together.',
          'Vivimos más años, así que más generaciones comparten la propiedad y las decisiones de la empresa familiar. Estudiamos cómo colaboran.',
        ),
        factsTitle: L(locale, 'In figures', 'En cifras'),
        facts: [
          {
            label: L(locale, 'Average age at succession', 'Edad media en la sucesión'),
            value: L(locale, '58 years, up from 48 in 1990', '58 años, frente a 48 en 1990'),
          },
          { label: L(locale, 'Firms with three generations as owners', 'Empresas con tres generaciones propietarias'), value: '37%' },
        ],
        body: L(
          locale,
          '<p>The demographic transition has changed the rhythm of succession. Founders stay active longer, successors take charge later, and grandchildren often become shareholders before their parents have retired.</p><p>Our research looks at the practices that help generations collaborate: shared projects, mentoring in both directions, and governance bodies that give each generation a voice.</p>',
          '<p>La transición demográfica ha cambiado el ritmo de la sucesión. Los fundadores se mantienen activos más tiempo, los sucesores asumen el mando más tarde y los nietos se convierten a menudo en accionistas antes de que sus padres se hayan jubilado.</p><p>Nuestra investigación analiza las prácticas que ayudan a colaborar a las generaciones: proyectos compartidos, mentoría en ambos sentidos y órganos de gobierno que dan voz a cada generación.</p>',
        ),
      },
    }),
    page('socialImpact', locale, 'GeneralInfoDetail', {
      metaDescription: L(
        locale,
        'Philanthropy, employment and community investment by business families in Latin America.',
        'Filantropía, empleo e inversión en la comunidad de las familias empresarias en Latinoamérica.',
      ),
      template: {
        title: ROUTES.socialImpact[locale].label,
        category: L(locale, 'Research line', 'Línea de investigación'),
        date: '2026-07-18T09:00:00Z',
        summary: L(
          locale,
          'Business families are among the largest employers and donors in Latin America. Our network measures what they contribute and how.',
          'Las familias empresarias están entre los mayores empleadores y donantes de Latinoamérica. Nuestra red mide qué aportan y cómo.',
        ),
        factsTitle: L(locale, 'The network', 'La red'),
        facts: [
          { label: L(locale, 'Universities', 'Universidades'), value: '7' },
          {
            label: L(locale, 'Countries', 'Países'),
            value: L(locale, 'Mexico, Colombia, Chile, Peru and Argentina', 'México, Colombia, Chile, Perú y Argentina'),
          },
        ],
        body: L(
          locale,
          '<p>Family business groups account for a large share of private employment in the region, and many run foundations that fund education, health and culture close to where they operate.</p><p>Our Latin American network surveys these families every two years and publishes comparable indicators on philanthropy and community investment.</p>',
          '<p>Los grupos empresariales familiares concentran buena parte del empleo privado de la región, y muchos tienen fundaciones que financian educación, salud y cultura cerca de donde operan.</p><p>Nuestra red latinoamericana encuesta a estas familias cada dos años y publica indicadores comparables sobre filantropía e inversión en la comunidad.</p>',
        ),
      },
    }),
  ]);
}
