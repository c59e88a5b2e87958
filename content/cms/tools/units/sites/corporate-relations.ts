// Corporate Relations: the office companies deal with to work with the university (recruiting,
// research contracts and chairs, executive education for their teams, sponsorship), in English
// and Spanish.
import { bi, callToAction, compactHero, contactForm, defineUnit, menuPages, paragraphs, phoneLink, splitHero, thankYou } from '../kit.ts';

const EMAIL = 'corporate@ibera.edu';
const PHONE = '+34 91 555 04 80';

/** The partner companies (logo-1 … logo-10 of the demo library, in this order). */
const PARTNERS: Array<{ name: string; en: string; es: string }> = [
  {
    name: 'Banca Mirabal',
    en: 'Chair in Sustainable Finance since 2019; study loans for students.',
    es: 'Cátedra de Finanzas Sostenibles desde 2019; préstamos para estudiantes.',
  },
  {
    name: 'Energías del Norte',
    en: 'Three research contracts on grid storage with the School of Science and Technology.',
    es: 'Tres contratos de investigación sobre almacenamiento en red con la Escuela de Ciencia y Tecnología.',
  },
  {
    name: 'Grupo Álvarez',
    en: 'Executive programme for its 120 store managers; 25 interns a year.',
    es: 'Programa de directivos para sus 120 gerentes de tienda; 25 estudiantes en prácticas al año.',
  },
  {
    name: 'Ruiz & Salvatierra Abogados',
    en: 'Sponsors the Law School moot court and recruits its finalists.',
    es: 'Patrocina el tribunal simulado de la Facultad de Derecho y selecciona a sus finalistas.',
  },
  {
    name: 'Nubia Systems',
    en: 'Cloud credits for the data science labs and a joint AI ethics seminar.',
    es: 'Créditos de nube para los laboratorios de ciencia de datos y un seminario conjunto de ética de la IA.',
  },
  {
    name: 'Constructora Duero',
    en: 'Funds the timber architecture studio on the Segovia campus.',
    es: 'Financia el taller de arquitectura en madera del campus de Segovia.',
  },
  { name: 'Fundación Rivas', en: 'Scholarships for students from Latin America.', es: 'Becas para estudiantes de Latinoamérica.' },
  {
    name: 'Caja Castellana',
    en: 'Sponsor of the Career Fair and of the Segovia housing grants.',
    es: 'Patrocinador del Foro de Empleo y de las ayudas de alojamiento de Segovia.',
  },
  {
    name: 'Hudson Advisory Partners',
    en: 'Hosts students of the New York campus for its summer analyst programme.',
    es: 'Acoge a estudiantes del campus de Nueva York en su programa de analistas de verano.',
  },
  {
    name: 'Ediciones del Acueducto',
    en: 'Publishes the university’s humanities collection and hosts editorial interns.',
    es: 'Publica la colección de humanidades de la universidad y acoge estudiantes en prácticas editoriales.',
  },
];

export default defineUnit({
  brand: 'corporate-relations',
  kind: 'service',
  theme: 'default',
  siteName: bi('Corporate Relations', 'Relaciones Corporativas'),
  email: EMAIL,
  menu: [
    {
      page: 'partner',
      children: [
        {
          page: 'partner',
          label: bi('Ways to partner', 'Formas de colaborar'),
          description: bi('Recruiting, research, training and sponsorship.', 'Selección, investigación, formación y patrocinio.'),
        },
        {
          page: 'research',
          description: bi('Contracts, chairs and industrial doctorates.', 'Contratos, cátedras y doctorados industriales.'),
        },
        { page: 'training', description: bi('Custom programmes for your teams.', 'Programas a medida para sus equipos.') },
      ],
    },
    ...menuPages('partners', 'work-with-us', 'contact'),
  ],
  primaryLink: { page: 'work-with-us', text: bi('Talk to us', 'Hable con nosotros') },
  pages: [
    {
      key: 'home',
      slug: bi('', ''),
      templateType: 'Landing',
      title: bi('Corporate Relations', 'Relaciones Corporativas'),
      metaDescription: bi(
        'One door for companies that want to work with Ibera University: recruiting, research, executive education and sponsorship.',
        'Una sola puerta para las empresas que quieren colaborar con Ibera University: selección, investigación, formación de directivos y patrocinio.',
      ),
      template: (ctx) => ({
        heroSection: [
          splitHero(ctx, {
            subtheme: 'inverse',
            eyebrow: bi('Corporate Relations', 'Relaciones Corporativas'),
            title: bi('One door to the whole university', 'Una sola puerta a toda la universidad'),
            subtitle: bi(
              'Twelve schools, nine research centres and three campuses. Tell us what your company needs; we find who can help.',
              'Doce escuelas, nueve centros de investigación y tres campus. Cuéntenos qué necesita su empresa; nosotros encontramos quién puede ayudarle.',
            ),
            image: 'city-morning.jpg',
            primary: { page: 'work-with-us', text: bi('Talk to us', 'Hable con nosotros') },
            secondary: { page: 'partner', text: bi('Ways to partner', 'Formas de colaborar') },
          }),
        ],
        mainSection: [
          {
            component: 'IconCollection',
            title: ctx.L('Four ways to work with us', 'Cuatro formas de colaborar'),
            items: [
              {
                icon: 'users',
                title: ctx.L('Recruit', 'Seleccionar talento'),
                text: ctx.L('Interns and graduates from every school.', 'Estudiantes en prácticas y titulados de todas las escuelas.'),
                link: { href: ctx.href('partner'), text: ctx.L('Recruiting', 'Selección') },
              },
              {
                icon: 'flask',
                title: ctx.L('Research', 'Investigar'),
                text: ctx.L('Contracts, chairs and industrial doctorates.', 'Contratos, cátedras y doctorados industriales.'),
                link: { href: ctx.href('research'), text: ctx.L('Research with us', 'Investigue con nosotros') },
              },
              {
                icon: 'graduation-cap',
                title: ctx.L('Train your teams', 'Formar a sus equipos'),
                text: ctx.L('Custom programmes designed with your company.', 'Programas a medida diseñados con su empresa.'),
                link: { href: ctx.href('training'), text: ctx.L('Executive education', 'Formación de directivos') },
              },
              {
                icon: 'handshake',
                title: ctx.L('Sponsor', 'Patrocinar'),
                text: ctx.L(
                  'Scholarships, events, spaces and student competitions.',
                  'Becas, eventos, espacios y competiciones de estudiantes.',
                ),
                link: { href: ctx.href('partner'), text: ctx.L('Sponsorship', 'Patrocinio') },
              },
            ],
          },
          {
            component: 'FactsFigures',
            title: ctx.L('Working with companies in 2025–2026', 'La colaboración con empresas en 2025-2026'),
            items: [
              {
                value: '312',
                label: ctx.L('partner companies', 'empresas colaboradoras'),
                source: { name: ctx.L('Corporate Relations', 'Relaciones Corporativas'), year: '2026' },
              },
              {
                value: ctx.L('€18.7 m', '18,7 M€'),
                label: ctx.L('in research contracts with industry', 'en contratos de investigación con empresas'),
                source: { name: ctx.L('Research Office', 'Vicerrectorado de Investigación'), year: '2026' },
              },
              {
                value: '14',
                label: ctx.L('company-funded chairs', 'cátedras de empresa'),
                source: { name: ctx.L('Corporate Relations', 'Relaciones Corporativas'), year: '2026' },
              },
              {
                value: ctx.L('5,300', '5.300'),
                label: ctx.L('employees trained in custom programmes', 'empleados formados en programas a medida'),
                source: { name: ctx.L('Executive Education', 'Formación de Directivos'), year: '2026' },
              },
            ],
          },
          {
            component: 'PartnerGrid',
            title: ctx.L('Some of our partners', 'Algunas empresas colaboradoras'),
            partners: PARTNERS.slice(0, 4).map((partner) => ({
              name: partner.name,
              logo: ctx.logo(partner.name),
              description: ctx.L(partner.en, partner.es),
            })),
          },
          callToAction(ctx, {
            layout: 'banner',
            title: bi('Meet the partners’ board', 'Conozca el consejo de empresas'),
            text: bi(
              'See all our partner companies and what they do with the university.',
              'Vea todas las empresas colaboradoras y lo que hacen con la universidad.',
            ),
            primary: { page: 'partners', text: bi('Partner companies', 'Empresas colaboradoras') },
          }),
        ],
      }),
    },
    {
      key: 'partner',
      slug: bi('partner-with-us', 'colabore-con-nosotros'),
      templateType: 'BasicTemplate',
      title: bi('Partner with us', 'Colabore con nosotros'),
      metaDescription: bi(
        'How companies work with Ibera University: recruiting, research, executive education and sponsorship, and the partnership levels.',
        'Cómo colaboran las empresas con Ibera University: selección, investigación, formación de directivos y patrocinio, y los niveles de colaboración.',
      ),
      template: (ctx) => ({
        heroSection: [
          compactHero(ctx, {
            eyebrow: bi('Corporate Relations', 'Relaciones Corporativas'),
            title: bi('Partner with us', 'Colabore con nosotros'),
            subtitle: bi(
              'Most partnerships start with one thing, an intern or a project, and grow from there.',
              'La mayoría de las colaboraciones empieza por una sola cosa, unas prácticas o un proyecto, y crece a partir de ahí.',
            ),
            image: 'meeting.jpg',
          }),
        ],
        mainSection: [
          {
            component: 'Tabs',
            title: ctx.L('Ways to partner', 'Formas de colaborar'),
            tabs: [
              {
                label: ctx.L('Recruitment', 'Selección'),
                html: paragraphs(
                  ctx.L(
                    'Publish offers on the job board, host interns for credit, present your company on campus and take a stand at the Career Fair in March. Talent and Careers runs the day-to-day; we coordinate when you recruit across several schools.',
                    'Publique ofertas en la bolsa de empleo, acoja estudiantes en prácticas, presente su empresa en el campus y tenga un estand en el Foro de Empleo de marzo. Talento y Empleo lleva el día a día; nosotros coordinamos cuando selecciona en varias escuelas.',
                  ),
                  ctx.L(
                    'See <a href="/talent-careers/">Talent and Careers</a> for offers and internships.',
                    'Consulte <a href="/es/talent-careers/">Talento y Empleo</a> para ofertas y prácticas.',
                  ),
                ),
              },
              {
                label: ctx.L('Research', 'Investigación'),
                html: paragraphs(
                  ctx.L(
                    'A contract for a defined question, a multi-year chair on a field that matters to you, or an industrial doctorate that puts a researcher in your company for three years.',
                    'Un contrato para una pregunta concreta, una cátedra plurianual en un ámbito que le importa o un doctorado industrial que sitúa a un investigador en su empresa durante tres años.',
                  ),
                ),
              },
              {
                label: ctx.L('Executive education', 'Formación de directivos'),
                html: paragraphs(
                  ctx.L(
                    'Programmes designed with you for a team, a level of management or a change your company is going through, taught on our campuses or yours.',
                    'Programas diseñados con usted para un equipo, un nivel directivo o un cambio que vive su empresa, impartidos en nuestros campus o en los suyos.',
                  ),
                ),
              },
              {
                label: ctx.L('Sponsorship', 'Patrocinio'),
                html: paragraphs(
                  ctx.L(
                    'Fund a named scholarship, a student competition, a lecture series or a space. Sponsorship agreements qualify for the tax relief of Spain’s patronage law.',
                    'Financie una beca con nombre, una competición de estudiantes, un ciclo de conferencias o un espacio. Los convenios de patrocinio se acogen a los incentivos fiscales de la ley de mecenazgo.',
                  ),
                ),
              },
            ],
          },
          {
            component: 'Table',
            title: ctx.L('Partnership levels', 'Niveles de colaboración'),
            caption: ctx.L('What each partnership level includes, per year', 'Qué incluye cada nivel de colaboración, por año'),
            columns: [ctx.L('Level', 'Nivel'), ctx.L('Contribution', 'Aportación'), ctx.L('Includes', 'Incluye')],
            rows: [
              [
                ctx.L('Associate', 'Asociada'),
                ctx.L('from €6,000', 'desde 6.000 €'),
                ctx.L(
                  'Priority stand at the Career Fair, two campus presentations',
                  'Estand preferente en el Foro de Empleo, dos presentaciones en el campus',
                ),
              ],
              [
                ctx.L('Partner', 'Colaboradora'),
                ctx.L('from €25,000', 'desde 25.000 €'),
                ctx.L(
                  'A named scholarship, a seat on the partners’ board, 10% off custom programmes',
                  'Una beca con nombre, un puesto en el consejo de empresas, un 10 % en programas a medida',
                ),
              ],
              [
                ctx.L('Strategic partner', 'Estratégica'),
                ctx.L('from €100,000', 'desde 100.000 €'),
                ctx.L(
                  'A chair or a research line, a named space, a yearly meeting with the Rector',
                  'Una cátedra o línea de investigación, un espacio con nombre, una reunión anual con el rector',
                ),
              ],
            ],
            rowHeaders: true,
            note: ctx.L('Agreements run for at least two years.', 'Los convenios tienen una duración mínima de dos años.'),
          },
          {
            component: 'Steps',
            title: ctx.L('How a partnership starts', 'Cómo empieza una colaboración'),
            steps: [
              {
                title: ctx.L('A first conversation', 'Una primera conversación'),
                text: ctx.L(
                  'Tell us what your company needs; an account manager answers within two days.',
                  'Cuéntenos qué necesita; un gestor le responde en dos días.',
                ),
                icon: 'message-square',
                link: { href: ctx.href('work-with-us'), text: ctx.L('Start here', 'Empiece aquí') },
              },
              {
                title: ctx.L('A proposal', 'Una propuesta'),
                text: ctx.L(
                  'We bring in the schools and researchers who fit, and write a proposal with them.',
                  'Sumamos a las escuelas e investigadores adecuados y redactamos con ellos una propuesta.',
                ),
                icon: 'document',
              },
              {
                title: ctx.L('The agreement', 'El convenio'),
                text: ctx.L(
                  'One agreement covers everything you do with the university.',
                  'Un solo convenio cubre todo lo que hace con la universidad.',
                ),
                icon: 'handshake',
              },
              {
                title: ctx.L('A yearly review', 'Una revisión anual'),
                text: ctx.L(
                  'We report on results each year and agree what comes next.',
                  'Cada año rendimos cuentas de los resultados y acordamos los siguientes pasos.',
                ),
                icon: 'chart-line',
              },
            ],
          },
        ],
      }),
    },
    {
      key: 'research',
      slug: bi('research-with-us', 'investigue-con-nosotros'),
      parent: 'partner',
      templateType: 'BasicTemplate',
      title: bi('Research with us', 'Investigue con nosotros'),
      metaDescription: bi(
        'Research contracts, company chairs and industrial doctorates with the research centres of Ibera University.',
        'Contratos de investigación, cátedras de empresa y doctorados industriales con los centros de investigación de Ibera University.',
      ),
      template: (ctx) => ({
        heroSection: [
          compactHero(ctx, {
            subtheme: 'inverse',
            eyebrow: bi('Partner with us', 'Colabore con nosotros'),
            title: bi('Research with us', 'Investigue con nosotros'),
            subtitle: bi(
              'Bring a question your company cannot answer alone. We bring the researchers, the laboratories and the method.',
              'Traiga una pregunta que su empresa no puede responder sola. Nosotros ponemos los investigadores, los laboratorios y el método.',
            ),
          }),
        ],
        mainSection: [
          {
            component: 'TwoColumns',
            ratio: 'equal',
            columns: [
              {
                title: ctx.L('Contracts and chairs', 'Contratos y cátedras'),
                html: paragraphs(
                  ctx.L(
                    'A research contract answers a defined question in six to eighteen months. A chair funds a line of research, teaching and outreach for at least three years, and carries your company’s name.',
                    'Un contrato de investigación responde a una pregunta concreta en seis a dieciocho meses. Una cátedra financia una línea de investigación, docencia y divulgación durante al menos tres años, y lleva el nombre de su empresa.',
                  ),
                ),
              },
              {
                title: ctx.L('Industrial doctorates', 'Doctorados industriales'),
                html: paragraphs(
                  ctx.L(
                    'A doctoral researcher works on a thesis in your company, co-supervised by one of your experts and a professor. Regional and national programmes fund up to half of the cost.',
                    'Un doctorando hace la tesis en su empresa, codirigida por uno de sus expertos y un profesor. Los programas autonómicos y nacionales financian hasta la mitad del coste.',
                  ),
                ),
              },
            ],
          },
          {
            component: 'Timeline',
            title: ctx.L(
              'A contract from start to finish: grid storage with Energías del Norte',
              'Un contrato de principio a fin: almacenamiento en red con Energías del Norte',
            ),
            items: [
              {
                date: ctx.L('March 2025', 'Marzo de 2025'),
                title: ctx.L('The question', 'La pregunta'),
                text: ctx.L(
                  'How long do second-life batteries last in a substation?',
                  '¿Cuánto duran las baterías de segunda vida en una subestación?',
                ),
              },
              {
                date: ctx.L('May 2025', 'Mayo de 2025'),
                title: ctx.L('The agreement', 'El convenio'),
                text: ctx.L(
                  'Fourteen months, two researchers and a test bench in Segovia.',
                  'Catorce meses, dos investigadores y un banco de pruebas en Segovia.',
                ),
              },
              {
                date: ctx.L('Autumn 2025', 'Otoño de 2025'),
                title: ctx.L('The tests', 'Los ensayos'),
                text: ctx.L(
                  '1,200 charge cycles on 48 modules from three manufacturers.',
                  '1.200 ciclos de carga en 48 módulos de tres fabricantes.',
                ),
              },
              {
                date: ctx.L('July 2026', 'Julio de 2026'),
                title: ctx.L('The results', 'Los resultados'),
                text: ctx.L(
                  'A model now used to plan 30 substations, and a patent filed jointly.',
                  'Un modelo que hoy planifica 30 subestaciones y una patente presentada en común.',
                ),
              },
            ],
          },
          callToAction(ctx, {
            title: bi('Have a research question?', '¿Tiene una pregunta de investigación?'),
            primary: { page: 'work-with-us', text: bi('Tell us about it', 'Cuéntenosla') },
          }),
        ],
      }),
    },
    {
      key: 'training',
      slug: bi('train-your-teams', 'forme-a-sus-equipos'),
      parent: 'partner',
      templateType: 'BasicTemplate',
      title: bi('Train your teams', 'Forme a sus equipos'),
      metaDescription: bi(
        'Custom executive education programmes designed with your company by the schools of Ibera University.',
        'Programas de formación de directivos a medida, diseñados con su empresa por las escuelas de Ibera University.',
      ),
      template: (ctx) => ({
        heroSection: [
          compactHero(ctx, {
            eyebrow: bi('Partner with us', 'Colabore con nosotros'),
            title: bi('Train your teams', 'Forme a sus equipos'),
            subtitle: bi(
              'Programmes designed around your company, not the other way round.',
              'Programas pensados para su empresa, y no al revés.',
            ),
            image: 'classroom.jpg',
          }),
        ],
        mainSection: [
          {
            component: 'TextImage',
            title: ctx.L('How we design a programme', 'Cómo diseñamos un programa'),
            html: paragraphs(
              ctx.L(
                'We start by interviewing the people who will take it and their managers. Then professors from the schools that fit write the programme with your learning team, using your own cases.',
                'Empezamos entrevistando a quienes lo cursarán y a sus responsables. Después, profesores de las escuelas adecuadas escriben el programa con su equipo de formación, con sus propios casos.',
              ),
              ctx.L(
                'Programmes run from two days to nine months, in Madrid, in Segovia, in New York or at your offices.',
                'Los programas duran de dos días a nueve meses, en Madrid, en Segovia, en Nueva York o en sus oficinas.',
              ),
            ),
            image: ctx.media('seminar.jpg'),
            imagePosition: 'left',
          },
          {
            component: 'Table',
            title: ctx.L('Recent custom programmes', 'Programas a medida recientes'),
            caption: ctx.L('Custom programmes delivered in 2025–2026', 'Programas a medida impartidos en 2025-2026'),
            columns: [
              ctx.L('Company', 'Empresa'),
              ctx.L('Programme', 'Programa'),
              ctx.L('Participants', 'Participantes'),
              ctx.L('Length', 'Duración'),
            ],
            rows: [
              [
                'Grupo Álvarez',
                ctx.L('Store managers as business leaders', 'Gerentes de tienda como líderes de negocio'),
                '120',
                ctx.L('6 months', '6 meses'),
              ],
              [
                'Banca Mirabal',
                ctx.L('Climate risk for credit committees', 'Riesgo climático para comités de crédito'),
                '64',
                ctx.L('5 days', '5 días'),
              ],
              ['Constructora Duero', ctx.L('Digital site management', 'Gestión digital de obra'), '38', ctx.L('3 months', '3 meses')],
              ['Nubia Systems', ctx.L('From engineer to manager', 'De ingeniero a directivo'), '45', ctx.L('9 months', '9 meses')],
            ],
            rowHeaders: true,
          },
          {
            component: 'InformationRequestForm',
            title: ctx.L('Ask about a programme for your team', 'Pregunte por un programa para su equipo'),
            text: ctx.L(
              'Tell us which open programme interests you, or in the message what your team needs; an adviser of Executive Education answers within two working days.',
              'Indíquenos qué programa abierto le interesa, o cuéntenos en el mensaje qué necesita su equipo; un asesor de Formación de Directivos le responde en dos días laborables.',
            ),
            contact: {
              email: EMAIL,
              phone: PHONE,
              hours: ctx.L('Monday to Friday, 9:00–18:00 (CET)', 'De lunes a viernes, de 9:00 a 18:00'),
            },
            thankYou: thankYou(ctx),
          },
        ],
      }),
    },
    {
      key: 'partners',
      slug: bi('partner-companies', 'empresas-colaboradoras'),
      templateType: 'BasicTemplate',
      title: bi('Partner companies', 'Empresas colaboradoras'),
      metaDescription: bi(
        'The companies that recruit, research, train and sponsor with Ibera University, and what each does with us.',
        'Las empresas que seleccionan, investigan, forman y patrocinan con Ibera University, y lo que hace cada una con nosotros.',
      ),
      template: (ctx) => ({
        heroSection: [
          compactHero(ctx, {
            subtheme: 'inverse',
            eyebrow: bi('Corporate Relations', 'Relaciones Corporativas'),
            title: bi('Partner companies', 'Empresas colaboradoras'),
            subtitle: bi(
              'The members of our partners’ board, and what each of them does with the university.',
              'Los miembros de nuestro consejo de empresas, y lo que cada una hace con la universidad.',
            ),
          }),
        ],
        mainSection: [
          {
            component: 'PartnerGrid',
            title: ctx.L('Partners’ board 2026–2027', 'Consejo de empresas 2026-2027'),
            intro: ctx.L(
              'Strategic partners and partners that sit on the board, in alphabetical order.',
              'Empresas estratégicas y colaboradoras que forman parte del consejo, por orden alfabético.',
            ),
            partners: PARTNERS.map((partner) => ({ ...partner, logo: ctx.logo(partner.name) }))
              .sort((a, b) => a.name.localeCompare(b.name))
              .map((partner) => ({ name: partner.name, logo: partner.logo, description: ctx.L(partner.en, partner.es) })),
          },
          {
            component: 'QuoteSlider',
            title: ctx.L('What our partners say', 'Lo que dicen las empresas'),
            quotes: [
              {
                quote: ctx.L(
                  'We came for interns and stayed for the research: the chair has changed how we price climate risk.',
                  'Vinimos por los estudiantes en prácticas y nos quedamos por la investigación: la cátedra ha cambiado cómo valoramos el riesgo climático.',
                ),
                author: 'Lorena Ibáñez',
                role: ctx.L('Chief Risk Officer, Banca Mirabal', 'Directora de Riesgos, Banca Mirabal'),
              },
              {
                quote: ctx.L(
                  'One contact for three schools. That is what made it work for a company of our size.',
                  'Un solo interlocutor para tres escuelas. Eso es lo que lo hizo posible para una empresa de nuestro tamaño.',
                ),
                author: 'Martín Duero',
                role: ctx.L('Managing Director, Constructora Duero', 'Consejero delegado, Constructora Duero'),
              },
            ],
          },
          callToAction(ctx, {
            title: bi('Would your company like to join?', '¿Quiere que su empresa se sume?'),
            primary: { page: 'work-with-us', text: bi('Talk to us', 'Hable con nosotros') },
            secondary: { page: 'partner', text: bi('Partnership levels', 'Niveles de colaboración') },
          }),
        ],
      }),
    },
    {
      key: 'work-with-us',
      slug: bi('work-with-us', 'trabaje-con-nosotros'),
      templateType: 'BasicTemplate',
      title: bi('Work with us', 'Trabaje con nosotros'),
      metaDescription: bi(
        'Tell Corporate Relations what your company needs and an account manager calls you back.',
        'Cuente a Relaciones Corporativas qué necesita su empresa y un gestor le llamará.',
      ),
      template: (ctx) => ({
        mainSection: [
          {
            component: 'SectionIntro',
            title: ctx.L('Work with us', 'Trabaje con nosotros'),
            text: ctx.L(
              'Each partner company has one account manager, whatever it does with the university. Tell us about yours.',
              'Cada empresa colaboradora tiene un solo gestor, haga lo que haga con la universidad. Cuéntenos sobre la suya.',
            ),
          },
          {
            component: 'CallbackRequestForm',
            title: ctx.L('An account manager will call you', 'Un gestor le llamará'),
            text: ctx.L(
              'Give your company’s name in the subject and, in the message, what you would like to do: recruit, research, train or sponsor.',
              'Indique el nombre de su empresa en el asunto y, en el mensaje, qué le gustaría hacer: seleccionar, investigar, formar o patrocinar.',
            ),
            callHours: ctx.L(
              'Within two working days, Monday to Friday, 9:00–18:00 (CET)',
              'En dos días laborables, de lunes a viernes de 9:00 a 18:00',
            ),
            thankYou: thankYou(ctx),
          },
          {
            component: 'PeopleCollection',
            title: ctx.L('The account managers', 'Los gestores'),
            people: [
              {
                name: 'Carmen Villalba',
                role: ctx.L('Director of Corporate Relations', 'Directora de Relaciones Corporativas'),
                portrait: ctx.portrait('Carmen Villalba'),
                email: 'c.villalba@ibera.edu',
                phone: '+34 91 555 04 81',
              },
              {
                name: 'Javier Ocaña',
                role: ctx.L('Banking, energy and industry', 'Banca, energía e industria'),
                portrait: ctx.portrait('Javier Ocaña'),
                email: 'j.ocana@ibera.edu',
                phone: '+34 91 555 04 82',
              },
              {
                name: 'Lucía Ferraz',
                role: ctx.L('Technology, retail and professional services', 'Tecnología, distribución y servicios profesionales'),
                portrait: ctx.portrait('Lucía Ferraz'),
                email: 'l.ferraz@ibera.edu',
                phone: '+34 91 555 04 83',
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
      metaDescription: bi('Write to, call or visit Corporate Relations.', 'Escriba, llame o visite Relaciones Corporativas.'),
      template: (ctx) => ({
        mainSection: [
          {
            component: 'BasicContent',
            title: ctx.L('Write, call or visit us', 'Escríbanos, llámenos o visítenos'),
            html: paragraphs(
              `${ctx.L('Email', 'Correo electrónico')}: <a href="mailto:${EMAIL}">${EMAIL}</a>`,
              `${ctx.L('Phone', 'Teléfono')}: ${phoneLink(PHONE)}`,
              ctx.L(
                'Rectorate Building, second floor, Calle de la Princesa 31, 28008 Madrid. Monday to Friday, 9:00–18:00.',
                'Edificio del Rectorado, segunda planta, Calle de la Princesa 31, 28008 Madrid. De lunes a viernes, de 9:00 a 18:00.',
              ),
            ),
          },
          contactForm(ctx, {
            text: bi(
              'For press or general questions. Companies that want to partner: the form on “Work with us” reaches an account manager sooner. Fields marked * are required.',
              'Para prensa o consultas generales. Las empresas que quieran colaborar llegarán antes a un gestor con el formulario de «Trabaje con nosotros». Los campos marcados con * son obligatorios.',
            ),
          }),
        ],
      }),
    },
  ],
});
