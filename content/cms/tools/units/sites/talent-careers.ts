// Talent and Careers: the university's careers service, for students and graduates looking for
// work or an internship and for companies recruiting them, in English and Spanish.
import {
  bi,
  callToAction,
  compactHero,
  contactForm,
  defineUnit,
  eventDistributor,
  eventListPage,
  eventPage,
  imageHero,
  menuPages,
  paragraphs,
  phoneLink,
  sections,
  splitHero,
  thankYou,
} from '../kit.ts';

const EMAIL = 'careers@ibera.edu';
const RECRUITERS = 'recruiters@ibera.edu';
const PHONE = '+34 91 555 02 60';

export default defineUnit({
  brand: 'talent-careers',
  kind: 'service',
  theme: 'default',
  siteName: bi('Talent and Careers', 'Talento y Empleo'),
  email: EMAIL,
  menu: [
    {
      page: 'students',
      label: bi('Career advice', 'Orientación profesional'),
      children: [
        {
          page: 'students',
          label: bi('Career advice and internships', 'Orientación y prácticas'),
          description: bi('Appointments, workshops and internships for credit.', 'Citas, talleres y prácticas con créditos.'),
        },
        {
          page: 'jobs',
          description: bi('Offers open to our students and graduates now.', 'Ofertas abiertas ahora para nuestros estudiantes.'),
        },
        {
          page: 'figures',
          description: bi('Where our graduates work, and how soon.', 'Dónde trabajan nuestros titulados y en cuánto tiempo.'),
        },
      ],
    },
    ...menuPages('jobs', 'recruiters', 'events', 'contact'),
  ],
  primaryLink: { page: 'jobs', text: bi('See the offers', 'Ver ofertas') },
  secondaryLink: { page: 'recruiters', text: bi('Recruit with us', 'Seleccione talento') },
  pages: [
    {
      key: 'home',
      slug: bi('', ''),
      templateType: 'Landing',
      title: bi('Talent and Careers', 'Talento y Empleo'),
      metaDescription: bi(
        'Career advice, internships and a job board for Ibera University students and graduates, and a recruiting partner for companies.',
        'Orientación profesional, prácticas y bolsa de empleo para estudiantes y titulados de Ibera University, y un aliado de selección para las empresas.',
      ),
      template: (ctx) => ({
        heroSection: [
          splitHero(ctx, {
            subtheme: 'inverse',
            eyebrow: bi('Talent and Careers', 'Talento y Empleo'),
            title: bi('From the classroom to your first job, and the next one', 'Del aula al primer empleo, y al siguiente'),
            subtitle: bi(
              'Advice, internships and offers for students and graduates of every school, for life.',
              'Orientación, prácticas y ofertas para estudiantes y titulados de todas las escuelas, para siempre.',
            ),
            image: 'classroom.jpg',
            primary: { page: 'students', text: bi('Book career advice', 'Pida orientación') },
            secondary: { page: 'recruiters', text: bi('I am recruiting', 'Busco talento') },
          }),
        ],
        mainSection: [
          {
            component: 'CardCollection',
            title: ctx.L('What we do for you', 'Qué hacemos por usted'),
            cards: [
              {
                title: ctx.L('Career advice', 'Orientación profesional'),
                text: ctx.L(
                  'One-to-one sessions to choose a path, write your CV and prepare interviews.',
                  'Sesiones individuales para elegir camino, preparar el currículum y las entrevistas.',
                ),
                image: ctx.media('seminar.jpg'),
                link: { href: ctx.href('students'), text: ctx.L('Career advice and internships', 'Orientación y prácticas') },
              },
              {
                title: ctx.L('Job board', 'Bolsa de empleo'),
                text: ctx.L(
                  'Jobs and internships published by companies for Ibera students and graduates only.',
                  'Empleos y prácticas que las empresas publican solo para estudiantes y titulados de Ibera.',
                ),
                image: ctx.media('city-morning.jpg'),
                link: { href: ctx.href('jobs'), text: ctx.L('See the current offers', 'Ver las ofertas') },
              },
              {
                title: ctx.L('For companies', 'Para empresas'),
                text: ctx.L(
                  'Publish offers, present your company on campus and host interns.',
                  'Publique ofertas, presente su empresa en el campus y acoja a estudiantes en prácticas.',
                ),
                image: ctx.media('meeting.jpg'),
                link: { href: ctx.href('recruiters'), text: ctx.L('Recruit our talent', 'Seleccione a nuestro talento') },
              },
            ],
          },
          {
            component: 'Statistics',
            title: ctx.L('The class of 2025, one year on', 'La promoción de 2025, un año después'),
            items: [
              { value: 91, suffix: ctx.L('%', ' %'), label: ctx.L('in work or further study', 'trabaja o sigue estudiando') },
              {
                value: 3.1,
                decimals: 1,
                label: ctx.L('months to the first job, on average', 'meses hasta el primer empleo, de media'),
              },
              { value: 1480, label: ctx.L('internships in companies', 'prácticas en empresas') },
              { value: 620, label: ctx.L('recruiting companies', 'empresas que seleccionan') },
            ],
          },
          eventDistributor(ctx, { title: bi('Coming up', 'Próximas citas'), upcoming: true, order: 'oldest', quantity: 3, scope: 'list' }),
          callToAction(ctx, {
            layout: 'banner',
            title: bi('Career Fair 2027: 11 and 12 March', 'Foro de Empleo 2027: 11 y 12 de marzo'),
            text: bi(
              'Ninety companies on the Madrid campus. Register to get the list of exhibitors and book interviews.',
              'Noventa empresas en el campus de Madrid. Inscríbase para recibir la lista de expositores y reservar entrevistas.',
            ),
            primary: { page: 'career-fair', text: bi('Register', 'Inscríbase') },
          }),
        ],
      }),
    },
    {
      key: 'students',
      slug: bi('students', 'estudiantes'),
      templateType: 'BasicTemplate',
      title: bi('Career advice and internships', 'Orientación profesional y prácticas'),
      metaDescription: bi(
        'One-to-one career advice, workshops and internships for credit for Ibera University students and graduates.',
        'Orientación individual, talleres y prácticas con créditos para estudiantes y titulados de Ibera University.',
      ),
      template: (ctx) => ({
        heroSection: [
          compactHero(ctx, {
            eyebrow: bi('Students and graduates', 'Estudiantes y titulados'),
            title: bi('Career advice and internships', 'Orientación profesional y prácticas'),
            subtitle: bi(
              'Start in your first year, not your last: the students who find work soonest are those who came to see us early.',
              'Empiece en primero, no en el último curso: quienes antes encuentran trabajo son quienes vinieron a vernos pronto.',
            ),
            image: 'workshop.jpg',
          }),
        ],
        mainSection: [
          {
            component: 'Tabs',
            title: ctx.L('How we help you', 'Cómo le ayudamos'),
            tabs: [
              {
                label: ctx.L('Career advice', 'Orientación'),
                html: paragraphs(
                  ctx.L(
                    'Book a 45-minute session with an adviser of your school, on campus or by video call. Bring a question, a CV or a doubt about what to do next.',
                    'Reserve una sesión de 45 minutos con un orientador de su escuela, en el campus o por videollamada. Traiga una pregunta, un currículum o una duda sobre qué hacer después.',
                  ),
                  ctx.L(
                    'Graduates keep the service for life: four sessions a year at no cost.',
                    'Los titulados conservan el servicio para siempre: cuatro sesiones al año sin coste.',
                  ),
                ),
              },
              {
                label: ctx.L('Workshops', 'Talleres'),
                html: paragraphs(
                  ctx.L(
                    'Every Wednesday at 13:30: a CV that gets read, LinkedIn for students, case interviews, salary negotiation, and working in the European institutions.',
                    'Cada miércoles a las 13:30: un currículum que se lea, LinkedIn para estudiantes, entrevistas de casos, negociar el salario y trabajar en las instituciones europeas.',
                  ),
                ),
              },
              {
                label: ctx.L('Internships', 'Prácticas'),
                html: paragraphs(
                  ctx.L(
                    'Internships for credit are part of most degrees: from 6 to 30 ECTS, with a tutor at the company and one at the university. Extracurricular internships are open to any student who has passed half of the degree.',
                    'Las prácticas curriculares forman parte de la mayoría de los grados: de 6 a 30 ECTS, con un tutor en la empresa y otro en la universidad. Las extracurriculares están abiertas a quien haya superado la mitad del grado.',
                  ),
                  ctx.L(
                    'Every internship carries a monthly allowance of at least €600 and Social Security registration.',
                    'Toda práctica tiene una ayuda mensual de al menos 600 € y alta en la Seguridad Social.',
                  ),
                ),
              },
            ],
          },
          {
            component: 'Steps',
            title: ctx.L('Your internship in four steps', 'Sus prácticas en cuatro pasos'),
            steps: [
              {
                title: ctx.L('Talk to your adviser', 'Hable con su orientador'),
                text: ctx.L(
                  'Choose the sector and the term that fit your degree.',
                  'Elija el sector y el periodo que encajan con su grado.',
                ),
                icon: 'message-square',
              },
              {
                title: ctx.L('Apply on the job board', 'Inscríbase en la bolsa de empleo'),
                text: ctx.L(
                  'Internships are published there with their dates and allowance.',
                  'Allí se publican las prácticas con sus fechas y su ayuda.',
                ),
                icon: 'briefcase',
                link: { href: ctx.href('jobs'), text: ctx.L('Job board', 'Bolsa de empleo') },
              },
              {
                title: ctx.L('Sign the agreement', 'Firme el convenio'),
                text: ctx.L(
                  'The company, you and the university sign the training agreement before you start.',
                  'La empresa, usted y la universidad firman el anexo de prácticas antes de empezar.',
                ),
                icon: 'document',
              },
              {
                title: ctx.L('Report on what you learned', 'Presente su memoria'),
                text: ctx.L(
                  'A short report and your tutor’s assessment give you the credits.',
                  'Una memoria breve y la evaluación de su tutor le dan los créditos.',
                ),
                icon: 'check-circle',
              },
            ],
          },
          {
            component: 'PeopleCollection',
            title: ctx.L('Your career advisers', 'Sus orientadores'),
            people: [
              {
                name: 'Beatriz Almansa',
                role: ctx.L('Law School and School of Politics', 'Facultad de Derecho y Escuela de Política'),
                portrait: ctx.portrait('Beatriz Almansa'),
                email: 'b.almansa@ibera.edu',
              },
              {
                name: 'Hugo Verdaguer',
                role: ctx.L('Ibera Business School and Executive Education', 'Escuela de Negocios Ibera y Formación de Directivos'),
                portrait: ctx.portrait('Hugo Verdaguer'),
                email: 'h.verdaguer@ibera.edu',
              },
              {
                name: 'Irene Castaño',
                role: ctx.L('Science and Technology, Architecture and Design', 'Ciencia y Tecnología, Arquitectura y Diseño'),
                portrait: ctx.portrait('Irene Castaño'),
                email: 'i.castano@ibera.edu',
              },
              {
                name: 'Samuel Ortega',
                role: ctx.L('Humanities; Segovia campus', 'Humanidades; campus de Segovia'),
                portrait: ctx.portrait('Samuel Ortega'),
                email: 's.ortega@ibera.edu',
              },
            ],
          },
          {
            component: 'TestimonialCollection',
            title: ctx.L('Where an internship led', 'A dónde llevaron unas prácticas'),
            testimonials: [
              {
                text: ctx.L(
                  'Six months of internship in the compliance team, and an offer the week I handed in my report.',
                  'Seis meses de prácticas en el equipo de cumplimiento y una oferta la misma semana en que entregué la memoria.',
                ),
                name: 'Claudia Bermejo',
                role: ctx.L('Law, 2025 · Associate, Ruiz & Salvatierra Abogados', 'Derecho, 2025 · Asociada, Ruiz & Salvatierra Abogados'),
                portrait: ctx.portrait('Claudia Bermejo'),
              },
              {
                text: ctx.L(
                  'The mock interviews were harder than the real ones. That was the point.',
                  'Las entrevistas simuladas fueron más duras que las reales. Esa era la idea.',
                ),
                name: 'Óscar Llorente',
                role: ctx.L('Data Science, 2026 · Analyst, Energías del Norte', 'Ciencia de Datos, 2026 · Analista, Energías del Norte'),
                portrait: ctx.portrait('Óscar Llorente'),
              },
            ],
          },
        ],
      }),
    },
    {
      key: 'jobs',
      slug: bi('job-board', 'bolsa-de-empleo'),
      templateType: 'BasicTemplate',
      title: bi('Job board', 'Bolsa de empleo'),
      metaDescription: bi(
        'Jobs and internships open to Ibera University students and graduates, published by companies that recruit on campus.',
        'Empleos y prácticas abiertos a estudiantes y titulados de Ibera University, publicados por empresas que seleccionan en el campus.',
      ),
      template: (ctx) => ({
        heroSection: [
          compactHero(ctx, {
            subtheme: 'inverse',
            eyebrow: bi('Talent and Careers', 'Talento y Empleo'),
            title: bi('Job board', 'Bolsa de empleo'),
            subtitle: bi(
              'Offers published for our students and graduates only. Sign in to your career area with your university account to apply.',
              'Ofertas publicadas solo para nuestros estudiantes y titulados. Entre en su área de empleo con su cuenta de la universidad para inscribirse.',
            ),
          }),
        ],
        mainSection: [
          {
            component: 'Table',
            title: ctx.L('Open offers, November 2026', 'Ofertas abiertas, noviembre de 2026'),
            caption: ctx.L(
              'Jobs and internships open to Ibera students and graduates',
              'Empleos y prácticas abiertos a estudiantes y titulados de Ibera',
            ),
            columns: [
              ctx.L('Position', 'Puesto'),
              ctx.L('Company', 'Empresa'),
              ctx.L('Type', 'Tipo'),
              ctx.L('Place', 'Lugar'),
              ctx.L('Apply by', 'Plazo'),
            ],
            rows: [
              [
                ctx.L('Junior associate, litigation', 'Abogado júnior, litigación'),
                'Ruiz & Salvatierra Abogados',
                ctx.L('Job', 'Empleo'),
                'Madrid',
                ctx.L('15 Dec 2026', '15 dic 2026'),
              ],
              [
                ctx.L('Data analyst intern', 'Prácticas de analista de datos'),
                'Energías del Norte',
                ctx.L('Internship, 6 months', 'Prácticas, 6 meses'),
                'Bilbao',
                ctx.L('4 Dec 2026', '4 dic 2026'),
              ],
              [
                ctx.L('Graduate programme, finance', 'Programa de titulados, finanzas'),
                'Banca Mirabal',
                ctx.L('Job', 'Empleo'),
                'Madrid',
                ctx.L('31 Jan 2027', '31 ene 2027'),
              ],
              [
                ctx.L('Architectural assistant', 'Arquitecto colaborador'),
                'Estudio Lanza Arquitectos',
                ctx.L('Job', 'Empleo'),
                'Segovia',
                ctx.L('20 Dec 2026', '20 dic 2026'),
              ],
              [
                ctx.L('Policy research intern', 'Prácticas de investigación en políticas'),
                'Global Policy Center',
                ctx.L('Internship, 4 months', 'Prácticas, 4 meses'),
                ctx.L('Madrid, hybrid', 'Madrid, híbrido'),
                ctx.L('10 Jan 2027', '10 ene 2027'),
              ],
              [
                ctx.L('Marketing trainee', 'Becario de marketing'),
                'Grupo Álvarez',
                ctx.L('Internship, 6 months', 'Prácticas, 6 meses'),
                'Valencia',
                ctx.L('18 Dec 2026', '18 dic 2026'),
              ],
              [
                ctx.L('Software engineer, graduate', 'Ingeniero de software, recién titulado'),
                'Nubia Systems',
                ctx.L('Job', 'Empleo'),
                ctx.L('Remote (Spain)', 'En remoto (España)'),
                ctx.L('28 Feb 2027', '28 feb 2027'),
              ],
              [
                ctx.L('Editorial assistant', 'Asistente editorial'),
                'Ediciones del Acueducto',
                ctx.L('Job, part-time', 'Empleo, media jornada'),
                'Segovia',
                ctx.L('9 Dec 2026', '9 dic 2026'),
              ],
            ],
            rowHeaders: true,
            note: ctx.L(
              'New offers every week. Each offer’s full description, salary and how to apply are in your career area.',
              'Hay ofertas nuevas cada semana. La descripción completa, el salario y cómo inscribirse están en su área de empleo.',
            ),
          },
          {
            component: 'Accordion',
            title: ctx.L('Before you apply', 'Antes de inscribirse'),
            items: [
              {
                title: ctx.L('Who can apply', 'Quién puede inscribirse'),
                html: paragraphs(
                  ctx.L(
                    'Students of any year for internships (the offer says which degrees), and graduates of any year for jobs.',
                    'Estudiantes de cualquier curso en las prácticas (la oferta indica qué titulaciones) y titulados de cualquier promoción en los empleos.',
                  ),
                ),
              },
              {
                title: ctx.L('How companies choose', 'Cómo eligen las empresas'),
                html: paragraphs(
                  ctx.L(
                    'The company receives the applications when the offer closes and contacts the people it shortlists, usually within three weeks.',
                    'La empresa recibe las candidaturas al cerrar la oferta y contacta con quienes preselecciona, normalmente en tres semanas.',
                  ),
                ),
              },
              {
                title: ctx.L('An offer that looks wrong', 'Una oferta que parece incorrecta'),
                html: paragraphs(
                  ctx.L(
                    `We check every offer, but if one asks you to pay, or pays less than it says, write to <a href="mailto:${EMAIL}">${EMAIL}</a>.`,
                    `Revisamos cada oferta, pero si alguna le pide dinero o paga menos de lo anunciado, escriba a <a href="mailto:${EMAIL}">${EMAIL}</a>.`,
                  ),
                ),
              },
            ],
          },
          callToAction(ctx, {
            title: bi('Publishing an offer?', '¿Quiere publicar una oferta?'),
            text: bi('Companies publish for free once they have an account.', 'Las empresas publican gratis una vez tienen cuenta.'),
            primary: { page: 'recruiters', text: bi('Information for recruiters', 'Información para empresas') },
          }),
        ],
      }),
    },
    {
      key: 'recruiters',
      slug: bi('recruiters', 'empresas'),
      templateType: 'BasicTemplate',
      title: bi('Recruiters', 'Empresas que seleccionan'),
      metaDescription: bi(
        'Recruit Ibera University students and graduates: publish offers, host interns, present your company on campus.',
        'Seleccione a estudiantes y titulados de Ibera University: publique ofertas, acoja prácticas y preséntese en el campus.',
      ),
      template: (ctx) => ({
        heroSection: [
          imageHero(ctx, {
            title: bi('Recruit the graduates of twelve schools', 'Seleccione a titulados de doce escuelas'),
            subtitle: bi(
              'Lawyers, engineers, economists, architects and humanists, in Madrid, Segovia and New York.',
              'Juristas, ingenieros, economistas, arquitectos y humanistas, en Madrid, Segovia y Nueva York.',
            ),
            image: 'boardroom.jpg',
            subtheme: 'inverse',
          }),
        ],
        mainSection: [
          {
            component: 'IconCollection',
            title: ctx.L('How you can recruit with us', 'Cómo seleccionar con nosotros'),
            items: [
              {
                icon: 'briefcase',
                title: ctx.L('Publish offers', 'Publique ofertas'),
                text: ctx.L(
                  'Jobs and internships on the job board, free of charge, checked within 48 hours.',
                  'Empleos y prácticas en la bolsa, sin coste, revisados en 48 horas.',
                ),
              },
              {
                icon: 'graduation-cap',
                title: ctx.L('Host interns', 'Acoja estudiantes en prácticas'),
                text: ctx.L(
                  'We draft the training agreement and find the tutor at the university.',
                  'Redactamos el convenio y asignamos el tutor académico.',
                ),
              },
              {
                icon: 'users',
                title: ctx.L('Present on campus', 'Preséntese en el campus'),
                text: ctx.L(
                  'A lunchtime talk or a case challenge for the students you are looking for.',
                  'Una charla a mediodía o un reto de casos para los estudiantes que busca.',
                ),
              },
              {
                icon: 'target',
                title: ctx.L('Targeted search', 'Búsqueda a medida'),
                text: ctx.L(
                  'We shortlist graduates for a hard-to-fill role within ten working days.',
                  'Preseleccionamos titulados para un puesto difícil en diez días laborables.',
                ),
              },
            ],
          },
          {
            component: 'Table',
            title: ctx.L('Recruiting calendar 2026–2027', 'Calendario de selección 2026-2027'),
            caption: ctx.L('When companies meet our students', 'Cuándo conocen las empresas a nuestros estudiantes'),
            columns: [ctx.L('When', 'Cuándo'), ctx.L('What', 'Qué'), ctx.L('Who it is for', 'Para quién')],
            rows: [
              [
                ctx.L('October–November', 'Octubre-noviembre'),
                ctx.L('Company presentations', 'Presentaciones de empresa'),
                ctx.L('Final-year students', 'Estudiantes de último curso'),
              ],
              [
                ctx.L('February', 'Febrero'),
                ctx.L('Summer internship offers', 'Ofertas de prácticas de verano'),
                ctx.L('Third-year students', 'Estudiantes de tercero'),
              ],
              [
                ctx.L('11–12 March', '11-12 de marzo'),
                ctx.L('Career Fair, Madrid campus', 'Foro de Empleo, campus de Madrid'),
                ctx.L('All students and graduates', 'Todos los estudiantes y titulados'),
              ],
              [
                ctx.L('May', 'Mayo'),
                ctx.L('Graduate programme interviews', 'Entrevistas de programas de titulados'),
                ctx.L('Master’s students', 'Estudiantes de máster'),
              ],
            ],
            rowHeaders: true,
          },
          {
            component: 'CallbackRequestForm',
            title: ctx.L('Tell us what profile you are looking for', 'Cuéntenos qué perfil busca'),
            text: ctx.L(
              'Leave your name, your company and a phone number, and say in the message which roles you want to fill; a member of the recruiter relations team calls you back.',
              'Déjenos su nombre, su empresa y un teléfono, e indique en el mensaje qué puestos quiere cubrir; alguien del equipo de relación con empresas le llamará.',
            ),
            callHours: ctx.L(
              'Within one working day, Monday to Friday, 9:00–18:00 (CET)',
              'En un día laborable, de lunes a viernes de 9:00 a 18:00',
            ),
            thankYou: thankYou(ctx),
          },
          {
            component: 'BasicContent',
            title: ctx.L('Partnerships beyond recruiting', 'Colaborar más allá de la selección'),
            html: paragraphs(
              ctx.L(
                'Research contracts, executive education and sponsorship are handled by <a href="/corporate-relations/">Corporate Relations</a>.',
                'Los contratos de investigación, la formación de directivos y el patrocinio los gestiona <a href="/es/corporate-relations/">Relaciones Corporativas</a>.',
              ),
            ),
          },
        ],
      }),
    },
    {
      key: 'figures',
      slug: bi('employment-figures', 'datos-de-empleo'),
      templateType: 'BasicTemplate',
      title: bi('Employment figures', 'Datos de empleo'),
      metaDescription: bi(
        'Where Ibera University graduates work, how soon they find work and what they earn: the 2026 employment survey.',
        'Dónde trabajan los titulados de Ibera University, en cuánto tiempo encuentran empleo y cuánto ganan: la encuesta de empleo de 2026.',
      ),
      template: (ctx) => ({
        heroSection: [
          compactHero(ctx, {
            subtheme: 'inverse',
            eyebrow: bi('Employment survey 2026', 'Encuesta de empleo 2026'),
            title: bi('Employment figures', 'Datos de empleo'),
            subtitle: bi(
              'Every year we ask the graduates of the year before where they are. These are their answers.',
              'Cada año preguntamos a los titulados del curso anterior dónde están. Estas son sus respuestas.',
            ),
          }),
        ],
        mainSection: [
          {
            component: 'FactsFigures',
            title: ctx.L('The class of 2025', 'La promoción de 2025'),
            items: [
              {
                value: ctx.L('91%', '91 %'),
                label: ctx.L(
                  'in work or further study twelve months after graduating',
                  'trabaja o estudia doce meses después de titularse',
                ),
                source: { name: ctx.L('Ibera employment survey', 'Encuesta de empleo de Ibera'), year: '2026' },
              },
              {
                value: ctx.L('3.1 months', '3,1 meses'),
                label: ctx.L('to the first job, on average', 'hasta el primer empleo, de media'),
                source: { name: ctx.L('Ibera employment survey', 'Encuesta de empleo de Ibera'), year: '2026' },
              },
              {
                value: ctx.L('€31,400', '31.400 €'),
                label: ctx.L('median gross starting salary', 'salario bruto de entrada mediano'),
                detail: ctx.L(
                  'Full-time jobs in Spain; master’s graduates €38,900.',
                  'Empleos a tiempo completo en España; titulados de máster, 38.900 €.',
                ),
                source: { name: ctx.L('Ibera employment survey', 'Encuesta de empleo de Ibera'), year: '2026' },
              },
              {
                value: ctx.L('2 in 5', '2 de cada 5'),
                label: ctx.L('were hired by the company of their internship', 'fueron contratados por la empresa de sus prácticas'),
                source: { name: ctx.L('Ibera employment survey', 'Encuesta de empleo de Ibera'), year: '2026' },
              },
            ],
            note: ctx.L(
              'Survey of 3,412 graduates of 2025, answered by 2,287 (67%) between June and September 2026.',
              'Encuesta a 3.412 titulados de 2025, respondida por 2.287 (67 %) entre junio y septiembre de 2026.',
            ),
          },
          {
            component: 'Table',
            title: ctx.L('By school', 'Por escuela'),
            caption: ctx.L(
              'Employment of the class of 2025 by school, twelve months on',
              'Empleo de la promoción de 2025 por escuela, a los doce meses',
            ),
            columns: [
              ctx.L('School', 'Escuela'),
              ctx.L('In work', 'Trabaja'),
              ctx.L('Further study', 'Estudia'),
              ctx.L('Median salary', 'Salario mediano'),
            ],
            rows: [
              [ctx.L('Ibera Business School', 'Escuela de Negocios Ibera'), '84%', '9%', ctx.L('€36,200', '36.200 €')],
              [ctx.L('Law School', 'Facultad de Derecho'), '72%', '21%', ctx.L('€33,500', '33.500 €')],
              [ctx.L('Science and Technology', 'Ciencia y Tecnología'), '86%', '7%', ctx.L('€35,800', '35.800 €')],
              [ctx.L('Architecture and Design', 'Arquitectura y Diseño'), '78%', '10%', ctx.L('€27,100', '27.100 €')],
              [ctx.L('Humanities', 'Humanidades'), '69%', '19%', ctx.L('€25,300', '25.300 €')],
            ].map((row) => (ctx.locale === 'es' ? row.map((cell) => cell.replace(/^(\d+)%$/, '$1 %')) : row)),
            rowHeaders: true,
            note: ctx.L('Full-time jobs in Spain; gross yearly salary.', 'Empleos a tiempo completo en España; salario bruto anual.'),
          },
          callToAction(ctx, {
            title: bi('Want the figures for your degree?', '¿Quiere los datos de su titulación?'),
            text: bi(
              'Your career adviser has the survey results for each degree and master’s programme.',
              'Su orientador tiene los resultados de la encuesta para cada grado y máster.',
            ),
            primary: { page: 'contact', text: bi('Ask us', 'Pregúntenos') },
          }),
        ],
      }),
    },
    eventListPage({
      description: bi(
        'The Career Fair, company presentations and career workshops of Ibera University.',
        'El Foro de Empleo, presentaciones de empresas y talleres de empleo de Ibera University.',
      ),
      intro: bi(
        'The Career Fair, company days and online sessions to prepare your job search.',
        'El Foro de Empleo, jornadas de empresa y sesiones en línea para preparar la búsqueda de empleo.',
      ),
      filters: ['eventType'],
    }),
    eventPage({
      key: 'career-fair',
      slug: bi('events/career-fair-2027', 'eventos/foro-de-empleo-2027'),
      title: bi('Career Fair 2027', 'Foro de Empleo 2027'),
      description: bi(
        'Ninety companies meet Ibera University students and graduates on the Madrid campus on 11 and 12 March 2027.',
        'Noventa empresas conocen a estudiantes y titulados de Ibera University en el campus de Madrid el 11 y 12 de marzo de 2027.',
      ),
      published: '2026-10-20T09:00:00Z',
      summary: bi(
        'Two days, ninety companies and three hundred interviews on the Madrid campus.',
        'Dos días, noventa empresas y trescientas entrevistas en el campus de Madrid.',
      ),
      image: 'event.jpg',
      eventType: 'face-to-face',
      start: '2027-03-11T09:30:00+01:00',
      end: '2027-03-12T17:00:00+01:00',
      location: bi('Main hall and Auditorium, Madrid campus', 'Vestíbulo principal y Auditorio, campus de Madrid'),
      info: { page: 'contact', text: bi('Questions? Write to us', '¿Preguntas? Escríbanos') },
      body: (ctx) =>
        sections(
          [
            ctx.L(
              'The university’s largest recruiting event: banks, law firms, engineering and consulting companies, public institutions and start-ups looking for interns and graduates of every school.',
              'El mayor evento de selección de la universidad: bancos, despachos, ingenierías, consultoras, instituciones públicas y start-ups que buscan estudiantes en prácticas y titulados de todas las escuelas.',
            ),
          ],
          [
            ctx.L('Programme', 'Programa'),
            ctx.L(
              'Thursday 11: stands from 9:30 to 17:00, and short company talks in the Auditorium every half hour.',
              'Jueves 11: estands de 9:30 a 17:00 y charlas breves de empresa en el Auditorio cada media hora.',
            ),
            ctx.L(
              'Friday 12: booked interviews from 9:30, and a CV review desk run by our advisers all day.',
              'Viernes 12: entrevistas concertadas desde las 9:30 y un punto de revisión de currículum con nuestros orientadores todo el día.',
            ),
          ],
          [
            ctx.L('Prepare your visit', 'Prepare su visita'),
            ctx.L(
              'Registered students receive the list of exhibitors two weeks before and can book up to three interviews. Bring printed copies of your CV.',
              'Quienes se inscriban recibirán la lista de expositores dos semanas antes y podrán reservar hasta tres entrevistas. Traiga su currículum impreso.',
            ),
          ],
        ),
      mainSection: (ctx) => [
        {
          component: 'Countdown',
          title: ctx.L('The fair opens in', 'El foro abre en'),
          target: '2027-03-11T09:30:00+01:00',
          ended: ctx.L('The 2027 fair has taken place. See you in 2028.', 'El foro de 2027 ya se celebró. Nos vemos en 2028.'),
        },
        {
          component: 'EventRegistrationForm',
          title: ctx.L('Register for the Career Fair', 'Inscríbase en el Foro de Empleo'),
          text: ctx.L(
            'Free for Ibera students and graduates. We confirm your place by email and send the exhibitors’ list in February.',
            'Gratuito para estudiantes y titulados de Ibera. Confirmamos su plaza por correo y enviamos la lista de expositores en febrero.',
          ),
          event: ctx.L('Career Fair 2027', 'Foro de Empleo 2027'),
          date: '2027-03-11',
          location: ctx.L('Madrid campus', 'Campus de Madrid'),
          thankYou: thankYou(ctx),
        },
      ],
    }),
    eventPage({
      key: 'interview-webinar',
      slug: bi('events/case-interview-webinar', 'eventos/webinar-entrevistas-de-casos'),
      title: bi('Webinar: cracking the case interview', 'Webinar: cómo resolver una entrevista de casos'),
      description: bi(
        'An online session on case interviews with two consultants who graduated from Ibera University, on 3 February 2027.',
        'Una sesión en línea sobre entrevistas de casos con dos consultores titulados por Ibera University, el 3 de febrero de 2027.',
      ),
      published: '2026-11-05T09:00:00Z',
      summary: bi(
        'Two consultants solve a case live and explain what interviewers look for.',
        'Dos consultores resuelven un caso en directo y explican qué buscan los entrevistadores.',
      ),
      image: 'webinar.jpg',
      eventType: 'online',
      start: '2027-02-03T18:00:00+01:00',
      end: '2027-02-03T19:15:00+01:00',
      register: { page: 'contact', text: bi('Ask for the link', 'Pida el enlace') },
      body: (ctx) =>
        paragraphs(
          ctx.L(
            'Marta Quiroga and Daniel Yáñez, Ibera graduates and now managers at two consulting firms, solve a market-entry case in real time, then answer questions in the chat.',
            'Marta Quiroga y Daniel Yáñez, titulados de Ibera y hoy gerentes en dos consultoras, resuelven en directo un caso de entrada en un mercado y después responden en el chat.',
          ),
          ctx.L(
            'For final-year and master’s students applying to consulting, banking or strategy roles. The recording is sent to everyone who registers.',
            'Para estudiantes de último curso y de máster que optan a consultoría, banca o estrategia. La grabación se envía a todos los inscritos.',
          ),
        ),
    }),
    {
      key: 'contact',
      slug: bi('contact', 'contacto'),
      templateType: 'BasicTemplate',
      title: bi('Contact', 'Contacto'),
      metaDescription: bi('Write to, call or visit Talent and Careers.', 'Escriba, llame o visite Talento y Empleo.'),
      template: (ctx) => ({
        mainSection: [
          {
            component: 'BasicContent',
            title: ctx.L('Write, call or visit us', 'Escríbanos, llámenos o visítenos'),
            html: paragraphs(
              `${ctx.L('Students and graduates', 'Estudiantes y titulados')}: <a href="mailto:${EMAIL}">${EMAIL}</a>`,
              `${ctx.L('Companies', 'Empresas')}: <a href="mailto:${RECRUITERS}">${RECRUITERS}</a>`,
              `${ctx.L('Phone', 'Teléfono')}: ${phoneLink(PHONE)}`,
              ctx.L(
                'Student Services Building, first floor, Calle de la Princesa 31, 28008 Madrid. Monday to Friday, 9:00–18:00.',
                'Edificio de Servicios al Estudiante, primera planta, Calle de la Princesa 31, 28008 Madrid. De lunes a viernes, de 9:00 a 18:00.',
              ),
            ),
          },
          contactForm(ctx, {
            text: bi(
              'Students: tell us your degree and year. Companies: tell us your sector. Fields marked * are required.',
              'Estudiantes: indiquen su titulación y curso. Empresas: indiquen su sector. Los campos marcados con * son obligatorios.',
            ),
          }),
        ],
      }),
    },
  ],
});
