// School of Politics, Economics and Global Affairs: bachelors in philosophy, politics, law and
// economics (PPLE), economics (with a finance specialisation) and international relations, a
// dual degree in law and international relations, faculty, news and events, in English and Spanish.
import {
  applyForm,
  bi,
  both,
  callToAction,
  compactHero,
  CONTACT_LINK,
  contactForm,
  defineUnit,
  eventDistributor,
  eventListPage,
  eventPage,
  fee,
  imageHero,
  newsDistributor,
  newsListPage,
  newsPage,
  paragraphs,
  phoneLink,
  programmeHero,
  sections,
  studyPlan,
  teacherPage,
  type Teacher,
} from '../kit.ts';

const EMAIL = 'peg@ibera.edu';
const PHONE = '+34 91 514 47 30';

/** Every programme of the school, whichever of the two programme templates it uses. */
const ALL_PROGRAMMES = [
  { structuredData: 'ProgramDetail', globalOperator: 'or' },
  { structuredData: 'ProgramDetailMax', globalOperator: 'or' },
];

const FULL = bi('Full professor', 'Catedrático');
const ASSOCIATE = bi('Associate professor', 'Profesor titular');
const ASSISTANT = bi('Assistant professor', 'Profesor ayudante doctor');

const teachers: Teacher[] = [
  {
    key: 'teacher-miguel-cortes',
    slug: 'miguel-angel-cortes',
    name: 'Miguel Ángel',
    lastName: 'Cortés',
    position: bi('Dean and Professor of Political Philosophy', 'Decano y catedrático de Filosofía Política'),
    area: bi('Philosophy', 'Filosofía'),
    category: FULL,
    nationality: bi('Spanish', 'Española'),
    gender: 'm',
    summary: bi(
      'Writes on what citizens owe each other in a democracy, and founded the school’s PPLE bachelor in 2017.',
      'Escribe sobre lo que se deben los ciudadanos en una democracia y fundó el grado PPLE de la escuela en 2017.',
    ),
    body: bi(
      sections(
        [
          'Miguel Ángel Cortés studied philosophy and law in Salamanca and took his doctorate at Oxford with a thesis on political obligation. He taught at the University of Valencia before joining Ibera University in 2016, and has been dean since 2021.',
        ],
        [
          'Research',
          'His current book asks whether tax compliance is a duty of justice or of fairness between citizens, and what that means for amnesties.',
        ],
        ['Teaching', 'Political Philosophy and the first-year seminar Reading the Classics, where every PPLE student starts.'],
      ),
      sections(
        [
          'Miguel Ángel Cortés estudió Filosofía y Derecho en Salamanca y se doctoró en Oxford con una tesis sobre la obligación política. Fue profesor en la Universidad de Valencia antes de incorporarse a Ibera University en 2016, y es decano desde 2021.',
        ],
        [
          'Investigación',
          'Su próximo libro se pregunta si pagar impuestos es un deber de justicia o de equidad entre ciudadanos, y qué implica eso para las amnistías fiscales.',
        ],
        ['Docencia', 'Filosofía Política y el seminario de primero Leer a los clásicos, con el que empieza todo estudiante de PPLE.'],
      ),
    ),
  },
  {
    key: 'teacher-helena-richter',
    slug: 'helena-richter',
    name: 'Helena',
    lastName: 'Richter',
    position: bi('Professor of Economics', 'Catedrática de Economía'),
    area: bi('Economics', 'Economía'),
    category: FULL,
    nationality: bi('German', 'Alemana'),
    gender: 'f',
    summary: bi(
      'A macroeconomist who studies how households feel inflation, and directs the Bachelor in Economics.',
      'Macroeconomista que estudia cómo viven la inflación los hogares, y directora del Grado en Economía.',
    ),
    body: bi(
      sections(
        [
          'Helena Richter studied economics in Mannheim and took her PhD at Pompeu Fabra University in Barcelona. She worked in the research department of a central bank for five years before returning to teaching.',
        ],
        [
          'Research',
          'She runs the school’s quarterly Household Prices Survey, which asks 3,000 Spanish households what they pay and what they expect to pay, and compares it with official inflation.',
        ],
        ['Teaching', 'Macroeconomics I and II, and Monetary Economics in the Finance and Markets specialisation.'],
      ),
      sections(
        [
          'Helena Richter estudió Economía en Mannheim y se doctoró en la Universidad Pompeu Fabra de Barcelona. Trabajó cinco años en el servicio de estudios de un banco central antes de volver a la docencia.',
        ],
        [
          'Investigación',
          'Dirige la Encuesta Trimestral de Precios en los Hogares de la escuela, que pregunta a 3.000 hogares españoles qué pagan y qué esperan pagar, y lo compara con la inflación oficial.',
        ],
        ['Docencia', 'Macroeconomía I y II, y Economía Monetaria en la especialidad en Finanzas y Mercados.'],
      ),
    ),
  },
  {
    key: 'teacher-rodrigo-salinas',
    slug: 'rodrigo-salinas',
    name: 'Rodrigo',
    lastName: 'Salinas Ortiz',
    position: bi('Associate Professor of Law and Economics', 'Profesor titular de Derecho y Economía'),
    area: bi('Law', 'Derecho'),
    category: ASSOCIATE,
    nationality: bi('Mexican', 'Mexicana'),
    gender: 'm',
    summary: bi(
      'A lawyer and economist who studies competition law in Latin America, and coordinates the dual degree in law and international relations.',
      'Abogado y economista que estudia el derecho de la competencia en América Latina, y coordinador del doble grado en Derecho y Relaciones Internacionales.',
    ),
    body: bi(
      sections(
        [
          'Rodrigo Salinas practised competition law in Mexico City for seven years before taking a PhD in law and economics at the European University Institute in Florence.',
        ],
        [
          'Research',
          'He compares how competition authorities in Mexico, Colombia, Chile and Spain decide merger cases, and whether their decisions lower prices.',
        ],
        ['Teaching', 'Law and Economics, Competition Law, and the PPLE third-year seminar on markets and the state.'],
      ),
      sections(
        [
          'Rodrigo Salinas ejerció el derecho de la competencia en Ciudad de México durante siete años antes de doctorarse en Derecho y Economía en el Instituto Universitario Europeo de Florencia.',
        ],
        [
          'Investigación',
          'Compara cómo deciden las operaciones de concentración las autoridades de competencia de México, Colombia, Chile y España, y si sus decisiones bajan los precios.',
        ],
        ['Docencia', 'Análisis Económico del Derecho, Derecho de la Competencia y el seminario de tercero de PPLE sobre mercado y Estado.'],
      ),
    ),
  },
  {
    key: 'teacher-priya-raman',
    slug: 'priya-raman',
    name: 'Priya',
    lastName: 'Raman',
    position: bi('Assistant Professor of Political Science', 'Profesora ayudante doctora de Ciencia Política'),
    area: bi('Political science', 'Ciencia política'),
    category: ASSISTANT,
    nationality: bi('British', 'Británica'),
    gender: 'f',
    summary: bi(
      'Studies polarisation and how voters sort their news, with survey experiments in Spain, the United Kingdom and India.',
      'Estudia la polarización y cómo eligen los votantes sus noticias, con experimentos en encuestas en España, el Reino Unido y la India.',
    ),
    body: bi(
      sections(
        [
          'Priya Raman grew up in Leicester, studied PPE at the University of Warwick and took her PhD in political science at the University of Mannheim. She joined the school in 2024.',
        ],
        [
          'Research',
          'Her experiments show voters two versions of the same news story and measure what changes their minds, and what only confirms them.',
        ],
        ['Teaching', 'Comparative Politics, and Research Methods for the Social Sciences.'],
      ),
      sections(
        [
          'Priya Raman creció en Leicester, estudió PPE en la Universidad de Warwick y se doctoró en Ciencia Política en la Universidad de Mannheim. Se incorporó a la escuela en 2024.',
        ],
        [
          'Investigación',
          'Sus experimentos muestran a los votantes dos versiones de la misma noticia y miden qué les hace cambiar de opinión y qué solo les reafirma.',
        ],
        ['Docencia', 'Política Comparada y Métodos de Investigación en Ciencias Sociales.'],
      ),
    ),
  },
  {
    key: 'teacher-clara-estevez',
    slug: 'clara-estevez',
    name: 'Clara',
    lastName: 'Estévez Mora',
    position: bi('Associate Professor of International Relations', 'Profesora titular de Relaciones Internacionales'),
    area: bi('International relations', 'Relaciones internacionales'),
    category: ASSOCIATE,
    nationality: bi('Spanish', 'Española'),
    gender: 'f',
    summary: bi(
      'Works on trade between the European Union and Latin America, and directs the Bachelor in International Relations in Segovia.',
      'Trabaja sobre el comercio entre la Unión Europea y América Latina, y dirige el Grado en Relaciones Internacionales en Segovia.',
    ),
    body: bi(
      sections(
        [
          'Clara Estévez studied political science in Madrid and took her PhD at Sciences Po in Paris. Before joining the school she advised the European Parliament’s delegation for relations with Mercosur.',
        ],
        [
          'Research',
          'She follows the EU–Mercosur agreement from negotiation to ratification, and the alliances of farmers, industries and environmental groups for and against it.',
        ],
        ['Teaching', 'International Political Economy, and the Segovia Model European Union.'],
      ),
      sections(
        [
          'Clara Estévez estudió Ciencias Políticas en Madrid y se doctoró en Sciences Po, en París. Antes de incorporarse a la escuela asesoró a la delegación del Parlamento Europeo para las relaciones con Mercosur.',
        ],
        [
          'Investigación',
          'Sigue el acuerdo entre la UE y Mercosur desde la negociación hasta la ratificación, y las alianzas de agricultores, industrias y grupos ecologistas a favor y en contra.',
        ],
        ['Docencia', 'Economía Política Internacional y el Modelo de Unión Europea de Segovia.'],
      ),
    ),
  },
];

export default defineUnit({
  brand: 'politics-economics-global-affairs',
  kind: 'school',
  theme: 'default',
  siteName: bi('School of Politics, Economics and Global Affairs', 'Escuela de Política, Economía y Asuntos Globales'),
  email: EMAIL,
  menu: [
    {
      page: 'programmes',
      label: bi('Programmes', 'Programas'),
      auxText: bi('Three bachelors and a dual degree', 'Tres grados y un doble grado'),
      children: [
        { page: 'bachelor-pple', description: bi('Four years, Madrid, in English', 'Cuatro años, Madrid, en inglés') },
        {
          page: 'bachelor-economics',
          description: bi('Four years, Madrid, in English or Spanish', 'Cuatro años, Madrid, en inglés o en español'),
        },
        { page: 'bachelor-international-relations', description: bi('Four years, Segovia, in English', 'Cuatro años, Segovia, en inglés') },
        { page: 'dual-law-ir', description: bi('Five years, Madrid and Segovia', 'Cinco años, Madrid y Segovia') },
      ],
    },
    { page: 'faculty', label: bi('Faculty', 'Profesorado') },
    { page: 'news', label: bi('News', 'Noticias') },
    { page: 'events', label: bi('Events', 'Eventos') },
    { page: 'admissions', label: bi('Admissions', 'Admisiones') },
    { page: 'about', label: bi('About', 'La escuela') },
  ],
  primaryLink: { page: 'admissions', text: bi('Apply', 'Solicitar plaza') },
  secondaryLink: CONTACT_LINK,
  pages: [
    // ─── Home ───────────────────────────────────────────────────────────────
    {
      key: 'home',
      slug: bi('', ''),
      templateType: 'Landing',
      title: bi('School of Politics, Economics and Global Affairs', 'Escuela de Política, Economía y Asuntos Globales'),
      metaDescription: bi(
        'Bachelors in PPLE, economics and international relations, and a dual degree in law and international relations, in Madrid and Segovia.',
        'Grados en PPLE, Economía y Relaciones Internacionales, y un doble grado en Derecho y Relaciones Internacionales, en Madrid y Segovia.',
      ),
      template: (ctx) => ({
        heroSection: [
          {
            component: 'HeroLanding',
            eyebrow: ctx.name,
            title: ctx.L('Understand the world, then change it', 'Entender el mundo para cambiarlo'),
            subtitle: ctx.L(
              'Philosophy, politics, law and economics, studied together: because no public question has ever respected the borders between them.',
              'Filosofía, política, derecho y economía, estudiadas juntas: porque ninguna cuestión pública ha respetado nunca las fronteras entre ellas.',
            ),
            image: ctx.media('library.jpg'),
            primary: { href: ctx.href('programmes'), text: ctx.L('Our bachelors', 'Nuestros grados') },
            secondary: { href: ctx.href('event-open-day'), text: ctx.L('Open day, 6 February', 'Puertas abiertas, 6 de febrero') },
          },
        ],
        mainSection: [
          {
            component: 'ProgramSlider',
            title: ctx.L('Our bachelors', 'Nuestros grados'),
            data: { mode: 'auto', sources: ALL_PROGRAMMES, order: 'alpha' },
            facts: ['duration', 'location', 'language', 'intake'],
            link: { href: ctx.href('programmes'), text: ctx.L('All programmes', 'Todos los programas') },
          },
          {
            component: 'TwoColumns',
            title: ctx.L('How we teach', 'Cómo enseñamos'),
            columns: [
              {
                title: ctx.L('Small seminars', 'Seminarios reducidos'),
                html: paragraphs(
                  ctx.L(
                    'Every course has a weekly seminar of no more than 20 students, where you defend a position in writing and out loud.',
                    'Cada asignatura tiene un seminario semanal de 20 estudiantes como máximo, donde defiende una postura por escrito y en voz alta.',
                  ),
                ),
              },
              {
                title: ctx.L('Questions, not disciplines', 'Preguntas, no disciplinas'),
                html: paragraphs(
                  ctx.L(
                    'From the second year, courses are organised around questions such as housing, migration or climate, taught by a philosopher, a lawyer and an economist together.',
                    'Desde segundo, las asignaturas se organizan en torno a preguntas como la vivienda, la migración o el clima, impartidas a la vez por un filósofo, un jurista y un economista.',
                  ),
                ),
              },
            ],
            divider: true,
          },
          {
            component: 'Statistics',
            title: ctx.L('The school in numbers', 'La escuela en números'),
            items: [
              { value: 940, label: ctx.L('students', 'estudiantes') },
              { value: 20, prefix: ctx.L('up to ', 'hasta '), label: ctx.L('students in each seminar', 'estudiantes por seminario') },
              { value: 31, label: ctx.L('partner universities for exchanges', 'universidades socias para intercambios') },
              {
                value: 91,
                suffix: ' %',
                label: ctx.L('of graduates in work or further study after a year', 'de titulados trabajando o estudiando al año'),
              },
            ],
          },
          newsDistributor(ctx, { title: bi('News', 'Noticias'), quantity: 3 }),
          eventDistributor(ctx, { title: bi('Events', 'Eventos'), upcoming: true, order: 'oldest', quantity: 3 }),
          {
            component: 'TeacherDistributor',
            title: ctx.L('Meet some of our faculty', 'Conozca a parte de nuestro profesorado'),
            data: { mode: 'auto', sources: [{ structuredData: 'TeacherDetail' }], order: 'alpha', quantity: 4 },
            link: { href: ctx.href('faculty'), text: ctx.L('All faculty', 'Todo el profesorado') },
          },
          callToAction(ctx, {
            title: bi('Applications for September 2027', 'Admisión para septiembre de 2027'),
            text: bi('First round closes on 28 February 2027.', 'La primera ronda cierra el 28 de febrero de 2027.'),
            primary: { page: 'admissions', text: bi('How to apply', 'Cómo solicitar plaza') },
            secondary: { page: 'contact', text: bi('Ask us', 'Pregúntenos') },
          }),
        ],
      }),
    },
    // ─── Programmes ─────────────────────────────────────────────────────────
    {
      key: 'programmes',
      slug: bi('programmes', 'programas'),
      templateType: 'ProgramsList',
      title: bi('Programmes', 'Programas'),
      metaDescription: bi(
        'The bachelors and the dual degree of the School of Politics, Economics and Global Affairs.',
        'Los grados y el doble grado de la Escuela de Política, Economía y Asuntos Globales.',
      ),
      template: (ctx) => ({
        heroSection: [
          compactHero(ctx, {
            eyebrow: ctx.name,
            title: bi('Programmes', 'Programas'),
            subtitle: bi('Three bachelors and a dual degree in Madrid and Segovia.', 'Tres grados y un doble grado en Madrid y Segovia.'),
            image: 'campus.jpg',
            subtheme: 'inverse',
          }),
        ],
        intro: ctx.L(
          'Every programme is an official degree recognised across Europe. Filter by campus, language or duration.',
          'Todos los programas son títulos oficiales reconocidos en toda Europa. Filtre por campus, idioma o duración.',
        ),
        filters: ['location', 'language', 'duration'],
      }),
    },
    {
      key: 'bachelor-pple',
      slug: bi('programmes/bachelor-pple', 'programas/grado-pple'),
      parent: 'programmes',
      templateType: 'ProgramDetailMax',
      title: bi('Bachelor in Philosophy, Politics, Law and Economics (PPLE)', 'Grado en Filosofía, Política, Derecho y Economía (PPLE)'),
      metaDescription: bi(
        'A four-year bachelor in Madrid, taught in English, that studies public questions through philosophy, politics, law and economics at once.',
        'Un grado de cuatro años en Madrid, en inglés, que estudia las cuestiones públicas desde la filosofía, la política, el derecho y la economía a la vez.',
      ),
      template: (ctx) => ({
        title: ctx.L(
          'Bachelor in Philosophy, Politics, Law and Economics (PPLE)',
          'Grado en Filosofía, Política, Derecho y Economía (PPLE)',
        ),
        image: ctx.media('seminar.jpg'),
        program: {
          code: 'peg-bachelor-pple',
          programType: 'bachelor',
          format: 'face-to-face',
          location: ['Madrid'],
          duration: { amount: 4, unit: 'years' },
          language: ['en'],
          intake: ['2027-09-13'],
          fees: { amount: 19200, currency: 'EUR', per: 'year' },
          academicArea: [ctx.L('Philosophy, politics, law and economics', 'Filosofía, política, derecho y economía')],
          credits: 240,
          abstract: ctx.L(
            'Four disciplines, one set of questions: what is fair, what works, what is lawful and what it costs. Four years in Madrid, in English, in seminars of twenty.',
            'Cuatro disciplinas, unas mismas preguntas: qué es justo, qué funciona, qué es legal y cuánto cuesta. Cuatro años en Madrid, en inglés, en seminarios de veinte.',
          ),
          studyPlan: studyPlan(
            ctx,
            [
              bi('Year 1: The four disciplines', 'Primero: las cuatro disciplinas'),
              bi('Reading the classics', 'Leer a los clásicos'),
              bi('Introduction to political science', 'Introducción a la ciencia política'),
              bi('Foundations of law', 'Fundamentos del derecho'),
              bi('Principles of economics', 'Principios de economía'),
              bi('Logic and argument', 'Lógica y argumentación'),
            ],
            [
              bi('Year 2: Methods', 'Segundo: los métodos'),
              bi('Statistics for the social sciences', 'Estadística para las ciencias sociales'),
              bi('Constitutional law', 'Derecho constitucional'),
              bi('Microeconomics', 'Microeconomía'),
              bi('Ethics', 'Ética'),
            ],
            [
              bi('Year 3: Questions', 'Tercero: las preguntas'),
              bi('Housing', 'Vivienda'),
              bi('Migration', 'Migración'),
              bi('Climate', 'Clima'),
              bi('Exchange semester (optional)', 'Semestre de intercambio (opcional)'),
            ],
            [
              bi('Year 4: Your question', 'Cuarto: su pregunta'),
              bi('Electives', 'Optativas'),
              bi('Internship', 'Prácticas'),
              bi('Final thesis', 'Trabajo de fin de grado'),
            ],
          ),
          reasonsWhy: [
            {
              title: ctx.L('Seminars of twenty', 'Seminarios de veinte'),
              text: ctx.L('You speak, write and are answered every week.', 'Habla, escribe y recibe respuesta cada semana.'),
            },
            {
              title: ctx.L('Taught across disciplines', 'Enseñanza entre disciplinas'),
              text: ctx.L(
                'Third-year courses are taught by three professors from different fields.',
                'Las asignaturas de tercero las imparten tres profesores de campos distintos.',
              ),
            },
            {
              title: ctx.L('Debate society', 'Sociedad de debate'),
              text: ctx.L('Spanish university champions in 2026.', 'Campeones universitarios de España en 2026.'),
            },
          ],
          forPeopleWho: [
            ctx.L('cannot choose between philosophy, law and economics', 'no saben elegir entre filosofía, derecho y economía'),
            ctx.L('like to argue, and to be argued with', 'disfrutan argumentando, y que les rebatan'),
          ],
          toBecome: [
            ctx.L('Policy adviser', 'Asesor de políticas públicas'),
            ctx.L('Consultant', 'Consultor'),
            ctx.L('Journalist', 'Periodista'),
            ctx.L('Graduate student in law, economics or philosophy', 'Estudiante de máster en derecho, economía o filosofía'),
          ],
        },
        body: paragraphs(
          ctx.L(
            'PPLE follows the Oxford tradition of studying philosophy, politics and economics together, and adds law, because in Europe most public choices end in a legal text. The first two years give you the tools of each discipline; the third puts them to work on shared questions; the fourth is yours.',
            'PPLE sigue la tradición de Oxford de estudiar juntas filosofía, política y economía, y añade el derecho, porque en Europa la mayoría de las decisiones públicas terminan en un texto legal. Los dos primeros cursos le dan las herramientas de cada disciplina; el tercero las pone a trabajar sobre preguntas comunes; el cuarto es suyo.',
          ),
        ),
        heroSection: [
          programmeHero(ctx, {
            eyebrow: bi('Bachelor · taught in English', 'Grado · en inglés'),
            title: bi('Philosophy, Politics, Law and Economics', 'Filosofía, Política, Derecho y Economía'),
            subtitle: bi(
              'What is fair, what works, what is lawful and what it costs.',
              'Qué es justo, qué funciona, qué es legal y cuánto cuesta.',
            ),
            image: 'seminar.jpg',
            facts: { duration: bi('4 years', '4 años'), credits: '240 ECTS', language: bi('English', 'Inglés'), places: '60' },
            primary: { href: '#apply', text: bi('Request information', 'Solicitar información') },
            secondary: { page: 'admissions', text: bi('How to apply', 'Cómo solicitar plaza') },
          }),
        ],
        leadFormSection: [
          applyForm(ctx, {
            programId: 'PEG-PPLE',
            pathwayId: 'PEG-UG',
            track: 'pple',
            title: ctx.L('the PPLE bachelor', 'el Grado en PPLE'),
          }),
        ],
        mainSection: [
          {
            component: 'Tabs',
            title: ctx.L('A week in PPLE', 'Una semana en PPLE'),
            tabs: [
              {
                label: ctx.L('Lectures', 'Clases'),
                html: paragraphs(
                  ctx.L(
                    'About ten hours of lectures a week, shared by the whole year group of 60.',
                    'Unas diez horas semanales de clases magistrales, compartidas por toda la promoción de 60.',
                  ),
                ),
              },
              {
                label: ctx.L('Seminars', 'Seminarios'),
                html: paragraphs(
                  ctx.L(
                    'Four seminars of twenty, one per course, where you present and discuss the week’s reading.',
                    'Cuatro seminarios de veinte, uno por asignatura, donde presenta y discute la lectura de la semana.',
                  ),
                ),
              },
              {
                label: ctx.L('Essays', 'Ensayos'),
                html: paragraphs(
                  ctx.L(
                    'One short essay a week, returned with written comments within seven days.',
                    'Un ensayo breve por semana, devuelto con comentarios escritos en siete días.',
                  ),
                ),
              },
              {
                label: ctx.L('Tutorials', 'Tutorías'),
                html: paragraphs(
                  ctx.L(
                    'A monthly tutorial with your personal tutor, who follows you for the four years.',
                    'Una tutoría mensual con su tutor personal, que le acompaña durante los cuatro años.',
                  ),
                ),
              },
            ],
          },
          {
            component: 'FeesTable',
            title: ctx.L('Fees and scholarships 2027–28', 'Precios y becas 2027-28'),
            fees: [
              fee(ctx, 'tuitionPerYear', 12600),
              {
                label: ctx.L('Reservation of place', 'Reserva de plaza'),
                amount: 1500,
                note: ctx.L('Deducted from the first year’s tuition', 'Se descuenta de la matrícula de primero'),
              },
            ],
            scholarships: [
              {
                name: ctx.L('PPLE essay prize', 'Premio de ensayo PPLE'),
                value: ctx.L('100 % of first-year tuition', '100 % de la matrícula de primero'),
                eligibility: ctx.L(
                  'Applicants who submit the best essay on the year’s question',
                  'Candidatos que presenten el mejor ensayo sobre la pregunta del año',
                ),
                deadline: '2027-02-28',
              },
              {
                name: ctx.L('Need-based scholarship', 'Beca según renta'),
                value: ctx.L('Up to 60 % of tuition', 'Hasta el 60 % de la matrícula'),
                eligibility: ctx.L(
                  'Families with an income under the published threshold',
                  'Familias con ingresos por debajo del umbral publicado',
                ),
              },
            ],
          },
          {
            component: 'TestimonialCollection',
            title: ctx.L('PPLE students', 'Estudiantes de PPLE'),
            testimonials: [
              {
                text: ctx.L(
                  'In the housing course, the philosopher, the lawyer and the economist disagreed in front of us. That was the point.',
                  'En la asignatura de vivienda, el filósofo, la jurista y el economista discrepaban delante de nosotros. De eso se trataba.',
                ),
                name: 'Nerea Goikoetxea',
                role: ctx.L('PPLE, 4th year', 'PPLE, 4.º curso'),
                portrait: ctx.portrait('Nerea Goikoetxea'),
              },
              {
                text: ctx.L(
                  'I write faster and better than I ever thought I could. One essay a week will do that.',
                  'Escribo más rápido y mejor de lo que nunca creí posible. Un ensayo por semana tiene ese efecto.',
                ),
                name: 'Tomás Aguirre',
                role: ctx.L(
                  'PPLE, 2025 · Trainee at a Brussels think tank',
                  'PPLE, 2025 · En prácticas en un centro de estudios de Bruselas',
                ),
                portrait: ctx.portrait('Tomás Aguirre'),
              },
            ],
          },
        ],
      }),
    },
    {
      key: 'bachelor-economics',
      slug: bi('programmes/bachelor-economics', 'programas/grado-economia'),
      parent: 'programmes',
      templateType: 'ProgramDetail',
      title: bi('Bachelor in Economics', 'Grado en Economía'),
      metaDescription: bi(
        'A four-year bachelor in Madrid, in English or Spanish, with strong quantitative training and a fourth-year specialisation in finance and markets.',
        'Un grado de cuatro años en Madrid, en inglés o en español, con una sólida formación cuantitativa y una especialidad de cuarto en finanzas y mercados.',
      ),
      template: (ctx) => ({
        title: ctx.L('Bachelor in Economics', 'Grado en Economía'),
        image: ctx.media('city-morning.jpg'),
        program: {
          code: 'peg-bachelor-economics',
          programType: 'bachelor',
          format: 'face-to-face',
          location: ['Madrid'],
          duration: { amount: 4, unit: 'years' },
          language: ['en', 'es'],
          intake: ['2027-09-13'],
          fees: { amount: 19200, currency: 'EUR', per: 'year' },
          academicArea: [ctx.L('Economics', 'Economía')],
          credits: 240,
          abstract: ctx.L(
            'Economics with the mathematics and data to test it: four years in Madrid, in English or Spanish, with the school’s own household survey as your lab and a specialisation in finance and markets.',
            'Economía con las matemáticas y los datos para contrastarla: cuatro años en Madrid, en inglés o en español, con la encuesta de hogares de la escuela como laboratorio y una especialidad en finanzas y mercados.',
          ),
          forPeopleWho: [
            ctx.L(
              'enjoy mathematics and want to use it on social questions',
              'disfrutan de las matemáticas y quieren aplicarlas a cuestiones sociales',
            ),
            ctx.L(
              'want a career in economics, finance or public institutions',
              'buscan una carrera en la economía, las finanzas o las instituciones públicas',
            ),
          ],
          toBecome: [
            ctx.L('Economist in a central bank or ministry', 'Economista en un banco central o un ministerio'),
            ctx.L('Financial analyst', 'Analista financiero'),
            ctx.L('Data analyst', 'Analista de datos'),
          ],
        },
        body: sections(
          [
            ctx.L(
              'The first two years build the core: micro- and macroeconomics, mathematics, statistics and econometrics. The third adds public, labour and international economics and a semester abroad if you want it; in the fourth you may take the Finance and Markets specialisation.',
              'Los dos primeros cursos construyen el núcleo: micro y macroeconomía, matemáticas, estadística y econometría. Tercero añade economía pública, laboral e internacional y, si lo desea, un semestre en el extranjero; en cuarto puede cursar la especialidad en Finanzas y Mercados.',
            ),
          ],
          [
            ctx.L('Data from day one', 'Datos desde el primer día'),
            ctx.L(
              'You work with the microdata of the school’s quarterly Household Prices Survey from the first year, and from the third you help design its questions.',
              'Trabajará con los microdatos de la Encuesta Trimestral de Precios en los Hogares de la escuela desde primero, y desde tercero ayudará a diseñar sus preguntas.',
            ),
          ],
        ),
        heroSection: [
          programmeHero(ctx, {
            eyebrow: bi('Bachelor', 'Grado'),
            title: bi('Bachelor in Economics', 'Grado en Economía'),
            subtitle: bi('Economics, and the data to test it.', 'Economía, y los datos para contrastarla.'),
            image: 'city-morning.jpg',
            link: { href: '#apply', text: bi('Request information', 'Solicitar información') },
          }),
        ],
        leadFormSection: [
          applyForm(ctx, {
            programId: 'PEG-BEC',
            pathwayId: 'PEG-UG',
            track: 'economics',
            title: ctx.L('the Bachelor in Economics', 'el Grado en Economía'),
          }),
        ],
        mainSection: [
          {
            component: 'ProgramFacts',
            duration: ctx.L('4 years', '4 años'),
            format: ctx.L('On campus', 'Presencial'),
            language: ctx.L('English or Spanish', 'Inglés o español'),
            startDate: '2027-09-13',
            credits: 240,
            location: 'Madrid',
          },
          {
            component: 'StudyPlan',
            title: ctx.L('First year', 'Primer curso'),
            intro: ctx.L('The first year, the same in both language groups.', 'El primer curso, igual en los dos grupos de idioma.'),
            semesters: [
              {
                title: ctx.L('Semester 1 (September–January)', 'Primer semestre (septiembre-enero)'),
                open: true,
                courses: [
                  { title: ctx.L('Principles of microeconomics', 'Principios de microeconomía'), ects: 6 },
                  { title: ctx.L('Mathematics I', 'Matemáticas I'), ects: 6 },
                  { title: ctx.L('Economic history', 'Historia económica'), ects: 6 },
                  { title: ctx.L('Introduction to law', 'Introducción al derecho'), ects: 6 },
                  { title: ctx.L('Programming for economists', 'Programación para economistas'), ects: 6 },
                ],
              },
              {
                title: ctx.L('Semester 2 (February–June)', 'Segundo semestre (febrero-junio)'),
                courses: [
                  { title: ctx.L('Principles of macroeconomics', 'Principios de macroeconomía'), ects: 6 },
                  { title: ctx.L('Mathematics II', 'Matemáticas II'), ects: 6 },
                  { title: ctx.L('Statistics I', 'Estadística I'), ects: 6 },
                  { title: ctx.L('Accounting', 'Contabilidad'), ects: 6 },
                  { title: ctx.L('Political philosophy for economists', 'Filosofía política para economistas'), ects: 6 },
                ],
              },
            ],
          },
          {
            component: 'Faq',
            title: ctx.L('Questions about the bachelor', 'Preguntas sobre el grado'),
            groups: [
              {
                questions: [
                  {
                    question: ctx.L('Can I switch language group?', '¿Puedo cambiar de grupo de idioma?'),
                    answer: paragraphs(
                      ctx.L(
                        'Yes, at the start of any year, if there are places. Many students take the first year in Spanish and move to English later.',
                        'Sí, al comienzo de cualquier curso, si hay plazas. Muchos estudiantes hacen primero en español y pasan después al inglés.',
                      ),
                    ),
                  },
                  {
                    question: ctx.L('How much mathematics is there?', '¿Cuántas matemáticas hay?'),
                    answer: paragraphs(
                      ctx.L(
                        'About a quarter of the first two years. A free two-week refresher course runs in early September.',
                        'Alrededor de una cuarta parte de los dos primeros cursos. A principios de septiembre hay un curso de repaso gratuito de dos semanas.',
                      ),
                    ),
                  },
                ],
              },
            ],
          },
        ],
      }),
    },
    {
      key: 'spec-finance-markets',
      slug: bi('programmes/bachelor-economics/finance-and-markets', 'programas/grado-economia/finanzas-y-mercados'),
      parent: 'bachelor-economics',
      templateType: 'SpecializationDetail',
      title: bi('Specialisation in Finance and Markets', 'Especialidad en Finanzas y Mercados'),
      metaDescription: bi(
        'The fourth-year specialisation of the Bachelor in Economics on financial markets, banking and monetary policy.',
        'La especialidad de cuarto del Grado en Economía sobre mercados financieros, banca y política monetaria.',
      ),
      template: (ctx) => ({
        title: ctx.L('Specialisation in Finance and Markets', 'Especialidad en Finanzas y Mercados'),
        summary: ctx.L(
          'Asset pricing, banking, monetary policy and financial regulation, with a trading-room simulation and an internship in a financial institution.',
          'Valoración de activos, banca, política monetaria y regulación financiera, con una simulación de sala de mercados y prácticas en una entidad financiera.',
        ),
        image: ctx.media('research.jpg'),
        program: 'peg-bachelor-economics',
        courses: [
          ctx.L('Financial economics', 'Economía financiera'),
          ctx.L('Monetary economics', 'Economía monetaria'),
          ctx.L('Banking and financial regulation', 'Banca y regulación financiera'),
          ctx.L('Empirical finance', 'Finanzas empíricas'),
        ],
        body: paragraphs(
          ctx.L(
            'The specialisation takes up 30 of the 60 credits of the fourth year. It is taught by Helena Richter, formerly of a central bank’s research department, and by practitioners from Madrid’s banks and regulators.',
            'La especialidad ocupa 30 de los 60 créditos de cuarto. La imparten Helena Richter, que trabajó en el servicio de estudios de un banco central, y profesionales de bancos y supervisores de Madrid.',
          ),
          ctx.L(
            'Your internship is with a bank, an asset manager or a financial supervisor, and your final thesis answers a question it sets.',
            'Sus prácticas se hacen en un banco, una gestora de activos o un supervisor financiero, y su trabajo final responde a una pregunta que plantee.',
          ),
        ),
        heroSection: [
          compactHero(ctx, {
            eyebrow: bi('Specialisation · Year 4', 'Especialidad · Cuarto curso'),
            title: bi('Finance and Markets', 'Finanzas y Mercados'),
            subtitle: bi(
              'How money, banks and markets work, and how they are kept safe.',
              'Cómo funcionan el dinero, los bancos y los mercados, y cómo se mantienen seguros.',
            ),
          }),
        ],
        leadFormSection: [
          applyForm(ctx, {
            programId: 'PEG-BEC',
            pathwayId: 'PEG-UG',
            track: 'economics-finance',
            title: ctx.L('the Finance and Markets specialisation', 'la especialidad en Finanzas y Mercados'),
          }),
        ],
      }),
    },
    {
      key: 'bachelor-international-relations',
      slug: bi('programmes/bachelor-international-relations', 'programas/grado-relaciones-internacionales'),
      parent: 'programmes',
      templateType: 'ProgramDetail',
      title: bi('Bachelor in International Relations', 'Grado en Relaciones Internacionales'),
      metaDescription: bi(
        'A four-year bachelor on the Segovia campus, taught in English, with two foreign languages and a year abroad or an internship in an international organisation.',
        'Un grado de cuatro años en el campus de Segovia, en inglés, con dos idiomas extranjeros y un año fuera o prácticas en un organismo internacional.',
      ),
      template: (ctx) => ({
        title: ctx.L('Bachelor in International Relations', 'Grado en Relaciones Internacionales'),
        image: ctx.media('old-town.jpg'),
        program: {
          code: 'peg-bachelor-international-relations',
          programType: 'bachelor',
          format: 'face-to-face',
          location: ['Segovia'],
          duration: { amount: 4, unit: 'years' },
          language: ['en'],
          intake: ['2027-09-13'],
          fees: { amount: 19200, currency: 'EUR', per: 'year' },
          academicArea: [ctx.L('International relations', 'Relaciones internacionales')],
          credits: 240,
          abstract: ctx.L(
            'Four years in Segovia to understand how states, organisations and markets interact across borders, with two foreign languages and a third year abroad or in an international organisation.',
            'Cuatro años en Segovia para entender cómo interactúan Estados, organizaciones y mercados más allá de las fronteras, con dos idiomas extranjeros y un tercer curso fuera o en un organismo internacional.',
          ),
          forPeopleWho: [
            ctx.L('follow the international news and want to understand it', 'siguen la actualidad internacional y quieren entenderla'),
            ctx.L('want to live abroad during their studies', 'quieren vivir fuera durante sus estudios'),
          ],
          toBecome: [
            ctx.L('Diplomat', 'Diplomático'),
            ctx.L('International organisation officer', 'Funcionario internacional'),
            ctx.L('Trade and investment analyst', 'Analista de comercio e inversiones'),
          ],
        },
        body: sections(
          [
            ctx.L(
              'The bachelor combines international politics, law, economics and history with two foreign languages. In the third year you choose between a full year at one of our 31 partner universities and a six-month internship with an international organisation or an embassy.',
              'El grado combina política, derecho, economía e historia internacionales con dos idiomas extranjeros. En tercero elige entre un curso completo en una de nuestras 31 universidades socias y unas prácticas de seis meses en un organismo internacional o una embajada.',
            ),
          ],
          [
            ctx.L('Why Segovia', 'Por qué Segovia'),
            ctx.L(
              'A small campus in a World Heritage city, 27 minutes from Madrid by train. Students live close together, and the Segovia Model European Union brings 300 students from across Europe every spring.',
              'Un campus pequeño en una ciudad Patrimonio de la Humanidad, a 27 minutos de Madrid en tren. Los estudiantes viven cerca unos de otros, y el Modelo de Unión Europea de Segovia reúne cada primavera a 300 estudiantes de toda Europa.',
            ),
          ],
        ),
        heroSection: [
          programmeHero(ctx, {
            eyebrow: bi('Bachelor · Segovia', 'Grado · Segovia'),
            title: bi('Bachelor in International Relations', 'Grado en Relaciones Internacionales'),
            subtitle: bi(
              'The world from a World Heritage city, and a year out in it.',
              'El mundo desde una ciudad Patrimonio de la Humanidad, y un año en él.',
            ),
            image: 'old-town.jpg',
            link: { href: '#apply', text: bi('Request information', 'Solicitar información') },
          }),
        ],
        leadFormSection: [
          applyForm(ctx, {
            programId: 'PEG-BIR',
            pathwayId: 'PEG-UG',
            track: 'international-relations',
            title: ctx.L('the Bachelor in International Relations', 'el Grado en Relaciones Internacionales'),
          }),
        ],
        mainSection: [
          {
            component: 'Accordion',
            title: ctx.L('Year by year', 'Curso a curso'),
            items: [
              {
                title: ctx.L('Year 1', 'Primero'),
                html: paragraphs(
                  ctx.L(
                    'History of international relations, introduction to political science, principles of economics, public international law, and your two languages.',
                    'Historia de las relaciones internacionales, introducción a la ciencia política, principios de economía, derecho internacional público y sus dos idiomas.',
                  ),
                ),
              },
              {
                title: ctx.L('Year 2', 'Segundo'),
                html: paragraphs(
                  ctx.L(
                    'International political economy, theories of international relations, the European Union, research methods and languages.',
                    'Economía política internacional, teorías de las relaciones internacionales, la Unión Europea, métodos de investigación e idiomas.',
                  ),
                ),
              },
              {
                title: ctx.L('Year 3', 'Tercero'),
                html: paragraphs(
                  ctx.L(
                    'A year at a partner university, or a six-month internship and a semester of regional studies in Segovia.',
                    'Un curso en una universidad socia, o seis meses de prácticas y un semestre de estudios regionales en Segovia.',
                  ),
                ),
              },
              {
                title: ctx.L('Year 4', 'Cuarto'),
                html: paragraphs(
                  ctx.L(
                    'Security, development and global governance, electives, and your final thesis.',
                    'Seguridad, desarrollo y gobernanza global, optativas y su trabajo de fin de grado.',
                  ),
                ),
              },
            ],
          },
          {
            component: 'FactsFigures',
            title: ctx.L('Where the year abroad takes you', 'Adónde le lleva el año fuera'),
            items: [
              {
                value: '31',
                label: ctx.L('partner universities in 17 countries', 'universidades socias en 17 países'),
                source: { name: ctx.L('International office', 'Oficina internacional'), year: '2026' },
              },
              {
                value: '42',
                label: ctx.L(
                  'internships in embassies and international organisations in 2026',
                  'prácticas en embajadas y organismos internacionales en 2026',
                ),
                source: { name: ctx.L('Careers office', 'Oficina de empleo'), year: '2026' },
              },
            ],
          },
        ],
      }),
    },
    {
      key: 'dual-law-ir',
      slug: bi('programmes/dual-bachelor-law-international-relations', 'programas/doble-grado-derecho-relaciones-internacionales'),
      parent: 'programmes',
      templateType: 'ProgramDetail',
      title: bi('Dual Bachelor in Law and International Relations', 'Doble Grado en Derecho y Relaciones Internacionales'),
      metaDescription: bi(
        'A five-year dual degree with the Law School: two official bachelor’s degrees, in Madrid and Segovia, taught in Spanish and English.',
        'Un doble grado de cinco años con la Facultad de Derecho: dos títulos oficiales de grado, en Madrid y Segovia, en español y en inglés.',
      ),
      template: (ctx) => ({
        title: ctx.L('Dual Bachelor in Law and International Relations', 'Doble Grado en Derecho y Relaciones Internacionales'),
        image: ctx.media('boardroom.jpg'),
        program: {
          code: 'peg-dual-law-international-relations',
          programType: 'bachelor',
          format: 'face-to-face',
          location: ['Madrid', 'Segovia'],
          duration: { amount: 5, unit: 'years' },
          language: ['es', 'en'],
          intake: ['2027-09-13'],
          academicArea: [ctx.L('Law', 'Derecho'), ctx.L('International relations', 'Relaciones internacionales')],
          credits: 354,
          abstract: ctx.L(
            'Two official degrees in five years, taught with the Law School: the law you need to practise in Spain, and the international relations to practise it across borders.',
            'Dos títulos oficiales en cinco años, con la Facultad de Derecho: el derecho que necesita para ejercer en España y las relaciones internacionales para ejercerlo más allá de sus fronteras.',
          ),
          forPeopleWho: [
            ctx.L(
              'want to practise international law, arbitration or trade law',
              'quieren ejercer el derecho internacional, el arbitraje o el derecho mercantil internacional',
            ),
            ctx.L('are preparing for the diplomatic service', 'preparan la carrera diplomática'),
          ],
          toBecome: [
            ctx.L('International lawyer', 'Abogado internacionalista'),
            ctx.L('Diplomat', 'Diplomático'),
            ctx.L('Legal officer in an international organisation', 'Jurista en un organismo internacional'),
          ],
        },
        body: sections(
          [
            ctx.L(
              'The first three years are taught in Madrid, mostly in Spanish, with the Law School’s students; the last two in Segovia, mostly in English, with the international relations students. You graduate with both degrees and meet the academic requirements for the Spanish bar exam.',
              'Los tres primeros cursos se imparten en Madrid, sobre todo en español, con los estudiantes de la Facultad de Derecho; los dos últimos en Segovia, sobre todo en inglés, con los de Relaciones Internacionales. Se titula en ambos grados y cumple los requisitos académicos para el acceso a la abogacía.',
            ),
          ],
          [
            ctx.L('Moot courts', 'Tribunales simulados'),
            ctx.L(
              'Every dual-degree student takes part in at least one international moot court competition, in investment arbitration or international humanitarian law.',
              'Todo estudiante del doble grado participa en al menos una competición internacional de tribunales simulados, de arbitraje de inversiones o de derecho internacional humanitario.',
            ),
          ],
        ),
        heroSection: [
          programmeHero(ctx, {
            eyebrow: bi('Dual degree · with the Law School', 'Doble grado · con la Facultad de Derecho'),
            title: bi('Dual Bachelor in Law and International Relations', 'Doble Grado en Derecho y Relaciones Internacionales'),
            subtitle: bi(
              'Two degrees in five years, for law without borders.',
              'Dos títulos en cinco años, para un derecho sin fronteras.',
            ),
            image: 'boardroom.jpg',
            link: { href: '#apply', text: bi('Request information', 'Solicitar información') },
          }),
        ],
        leadFormSection: [
          {
            ...applyForm(ctx, {
              programId: 'PEG-DLIR',
              pathwayId: 'PEG-UG',
              track: 'dual-law-international-relations',
              title: ctx.L('the dual degree', 'el doble grado'),
            }),
            typeofDualMastersdegrees: 'law-international-relations',
          },
        ],
        mainSection: [
          {
            component: 'Table',
            title: ctx.L('How the five years are organised', 'Cómo se organizan los cinco años'),
            caption: ctx.L('Dual degree: years, campus and language', 'Doble grado: cursos, campus e idioma'),
            columns: [
              ctx.L('Year', 'Curso'),
              ctx.L('Campus', 'Campus'),
              ctx.L('Main language', 'Idioma principal'),
              ctx.L('Focus', 'Contenido'),
            ],
            rows: [
              [
                ctx.L('1–3', '1.º-3.º'),
                'Madrid',
                ctx.L('Spanish', 'Español'),
                ctx.L('Civil, criminal, constitutional and administrative law', 'Derecho civil, penal, constitucional y administrativo'),
              ],
              [
                ctx.L('4', '4.º'),
                'Segovia',
                ctx.L('English', 'Inglés'),
                ctx.L('International relations, EU law, languages', 'Relaciones internacionales, derecho de la UE, idiomas'),
              ],
              [
                ctx.L('5', '5.º'),
                'Segovia',
                ctx.L('English', 'Inglés'),
                ctx.L('International law, internship, two final theses', 'Derecho internacional, prácticas, dos trabajos finales'),
              ],
            ],
            rowHeaders: true,
          },
          callToAction(ctx, {
            title: bi('Forty places a year', 'Cuarenta plazas al año'),
            text: bi(
              'The dual degree asks for an entrance grade of 11 out of 14 or its equivalent.',
              'El doble grado exige una nota de acceso de 11 sobre 14 o su equivalente.',
            ),
            primary: { page: 'admissions', text: bi('Admissions', 'Admisiones') },
          }),
        ],
      }),
    },
    // ─── Faculty ────────────────────────────────────────────────────────────
    {
      key: 'faculty',
      slug: bi('faculty', 'profesorado'),
      templateType: 'TeachersList',
      title: bi('Faculty', 'Profesorado'),
      metaDescription: bi(
        'The faculty of the School of Politics, Economics and Global Affairs: philosophers, political scientists, lawyers and economists.',
        'El profesorado de la Escuela de Política, Economía y Asuntos Globales: filósofos, politólogos, juristas y economistas.',
      ),
      template: (ctx) => ({
        intro: ctx.L(
          'Philosophers, political scientists, lawyers and economists who teach together. Filter by area or category.',
          'Filósofos, politólogos, juristas y economistas que enseñan juntos. Filtre por área o categoría.',
        ),
        pageSize: 12,
        data: {
          mode: 'navigation',
          referenceId: ctx.href('faculty'),
          sources: [{ structuredData: 'TeacherDetail' }],
          order: 'alpha',
        },
      }),
    },
    ...teachers.map(teacherPage),
    // ─── News ───────────────────────────────────────────────────────────────
    newsListPage({
      description: bi(
        'News of the School of Politics, Economics and Global Affairs.',
        'Noticias de la Escuela de Política, Economía y Asuntos Globales.',
      ),
      intro: bi('Research, students and the life of the school.', 'Investigación, estudiantes y la vida de la escuela.'),
      pageSize: 12,
    }),
    newsPage({
      key: 'news-debate-champions',
      slug: bi('news/pple-students-win-national-debate-league', 'noticias/estudiantes-pple-ganan-liga-nacional-debate'),
      title: bi(
        'PPLE students win the national university debate league',
        'Estudiantes de PPLE ganan la liga nacional universitaria de debate',
      ),
      description: bi(
        'The school’s debate society beat 64 teams to win the league final in Zaragoza.',
        'La sociedad de debate de la escuela se impuso a 64 equipos en la final de la liga en Zaragoza.',
      ),
      date: '2026-11-09',
      summary: bi(
        'Three third-year students beat 64 teams and won the final, on whether housing should be treated as a right or a market.',
        'Tres estudiantes de tercero se impusieron a 64 equipos y ganaron la final, sobre si la vivienda debe tratarse como un derecho o como un mercado.',
      ),
      category: bi('Students', 'Estudiantes'),
      image: 'auditorium.jpg',
      body: (ctx) =>
        paragraphs(
          ctx.L(
            'The team of Nerea Goikoetxea, Pau Ferrando and Aïcha Diallo defended the motion that housing should be guaranteed as a right, drawing on the housing course they took last year with a philosopher, a lawyer and an economist.',
            'El equipo formado por Nerea Goikoetxea, Pau Ferrando y Aïcha Diallo defendió que la vivienda debe garantizarse como un derecho, apoyándose en la asignatura de vivienda que cursaron el año pasado con un filósofo, una jurista y un economista.',
          ),
          ctx.L(
            'It is the society’s first national title. The team will represent Spain at the European universities championship in 2027.',
            'Es el primer título nacional de la sociedad. El equipo representará a España en el campeonato europeo universitario de 2027.',
          ),
        ),
    }),
    newsPage({
      key: 'news-household-prices',
      slug: bi('news/household-prices-survey-young-renters', 'noticias/encuesta-precios-hogares-jovenes-inquilinos'),
      title: bi(
        'Young renters feel inflation twice as much as the official figure, our survey finds',
        'Los jóvenes inquilinos sienten el doble de inflación que la cifra oficial, según nuestra encuesta',
      ),
      description: bi(
        'The third-quarter Household Prices Survey compares what households pay with official inflation.',
        'La Encuesta Trimestral de Precios en los Hogares del tercer trimestre compara lo que pagan los hogares con la inflación oficial.',
      ),
      date: '2026-10-14',
      summary: bi(
        'Households headed by renters under 35 report price rises of 5.8 % over the year, against an official 2.7 %.',
        'Los hogares encabezados por inquilinos menores de 35 años declaran subidas de precios del 5,8 % en un año, frente al 2,7 % oficial.',
      ),
      author: 'Helena Richter',
      category: bi('Research', 'Investigación'),
      image: 'city-morning.jpg',
      body: (ctx) =>
        sections(
          [
            ctx.L(
              'The gap is explained mostly by rent, which weighs three times more in their spending than in the average basket, and by the food they buy. Homeowners over 55, by contrast, report inflation close to the official figure.',
              'La diferencia se explica sobre todo por el alquiler, que pesa tres veces más en su gasto que en la cesta media, y por los alimentos que compran. Los propietarios mayores de 55 años, en cambio, declaran una inflación cercana a la oficial.',
            ),
          ],
          [
            ctx.L('About the survey', 'Sobre la encuesta'),
            ctx.L(
              'The Household Prices Survey asks 3,000 households each quarter what they paid for 40 everyday items and what they expect to pay next year. Economics students take part in its design and analysis.',
              'La Encuesta Trimestral de Precios en los Hogares pregunta cada trimestre a 3.000 hogares qué pagaron por 40 productos cotidianos y qué esperan pagar el año próximo. Los estudiantes de Economía participan en su diseño y análisis.',
            ),
          ],
        ),
    }),
    newsPage({
      key: 'news-dual-degree',
      slug: bi('news/dual-degree-law-international-relations-approved', 'noticias/aprobado-doble-grado-derecho-relaciones-internacionales'),
      title: bi(
        'New dual degree in law and international relations opens in September 2027',
        'El nuevo doble grado en Derecho y Relaciones Internacionales abre en septiembre de 2027',
      ),
      description: bi(
        'The school and the Law School will offer forty places in a five-year dual degree.',
        'La escuela y la Facultad de Derecho ofrecerán cuarenta plazas en un doble grado de cinco años.',
      ),
      date: '2026-09-22',
      summary: bi(
        'Forty places a year in a five-year programme taught with the Law School, in Madrid and Segovia.',
        'Cuarenta plazas al año en un programa de cinco años impartido con la Facultad de Derecho, en Madrid y Segovia.',
      ),
      category: bi('Programmes', 'Programas'),
      image: 'boardroom.jpg',
      body: (ctx) =>
        paragraphs(
          ctx.L(
            'The regional education authority has approved the dual degree, which the school will teach with the Law School from September 2027. Its coordinator, Professor Rodrigo Salinas, says it answers demand from law firms and public bodies for lawyers who can work across legal systems and languages.',
            'La consejería de educación ha aprobado el doble grado, que la escuela impartirá con la Facultad de Derecho desde septiembre de 2027. Su coordinador, el profesor Rodrigo Salinas, afirma que responde a la demanda de despachos y organismos públicos de juristas capaces de trabajar entre sistemas jurídicos e idiomas.',
          ),
          ctx.L(
            'Applications open with the rest of the school’s bachelors on 2 November 2026.',
            'La admisión se abre con el resto de los grados de la escuela el 2 de noviembre de 2026.',
          ),
        ),
    }),
    // ─── Events ─────────────────────────────────────────────────────────────
    eventListPage({
      description: bi(
        'Open days, public debates and the Segovia Model European Union, with the events of the Global Policy Center and the Center for the Governance of Change.',
        'Jornadas de puertas abiertas, debates públicos y el Modelo de Unión Europea de Segovia, con los eventos del Global Policy Center y del Center for the Governance of Change.',
      ),
      intro: bi(
        'Open days, public debates and student simulations, and the dialogues and forums of the university’s two policy centres, the Global Policy Center and the Center for the Governance of Change, which our students attend: filter by centre to see one centre’s events.',
        'Jornadas de puertas abiertas, debates públicos y simulaciones de estudiantes, y los diálogos y foros de los dos centros de políticas públicas de la universidad, el Global Policy Center y el Center for the Governance of Change, a los que asisten nuestros estudiantes: filtre por centro para ver los eventos de uno de ellos.',
      ),
      filters: ['eventType', 'centers', 'year'],
      // The school's events and its neighbours' in policy research: the items keep their own
      // addresses on the centres' sites.
      data: () => ({
        mode: 'auto',
        site: ['politics-economics-global-affairs', 'gpc', 'cgc'],
        sources: [{ structuredData: 'EventDetail' }],
        order: 'recent',
      }),
    }),
    eventPage({
      key: 'event-ai-rules-debate',
      slug: bi('events/debate-who-writes-the-rules-for-ai', 'eventos/debate-quien-pone-las-reglas-a-la-ia'),
      title: bi(
        'Debate: who writes the rules for artificial intelligence?',
        'Debate: ¿quién pone las reglas a la inteligencia artificial?',
      ),
      description: bi(
        'The directors of the Global Policy Center and the Center for the Governance of Change debated whether Brussels, Washington or Beijing will set the rules for AI, on 15 October 2026.',
        'Las directoras del Global Policy Center y del Center for the Governance of Change debatieron si Bruselas, Washington o Pekín pondrán las reglas a la IA, el 15 de octubre de 2026.',
      ),
      summary: bi(
        'Carmen Villalba and Marta Quiroga on whether the EU’s AI Act will become the world’s rulebook, moderated by Priya Raman.',
        'Carmen Villalba y Marta Quiroga sobre si el Reglamento europeo de IA se convertirá en la norma mundial, con la moderación de Priya Raman.',
      ),
      image: 'seminar.jpg',
      eventType: 'hybrid',
      start: '2026-10-15T19:00:00+02:00',
      end: '2026-10-15T20:30:00+02:00',
      location: bi('Auditorium, Madrid campus, and online', 'Auditorio, campus de Madrid, y en línea'),
      centers: both(
        ['Global Policy Center', 'Center for the Governance of Change'],
        ['Global Policy Center', 'Center for the Governance of Change'],
      ),
      info: { page: 'programmes', text: bi('Our programmes', 'Nuestros programas') },
      body: (ctx) =>
        paragraphs(
          ctx.L(
            'Organised by the school with the Global Policy Center and the Center for the Governance of Change. Carmen Villalba, a former trade diplomat, argued that market size lets Brussels export its rules, as it did with data protection; Marta Quiroga, a political scientist, that AI rules will be written where the models are trained. Priya Raman moderated, and students of the Bachelor in Philosophy, Politics, Law and Economics put the first questions.',
            'Organizado por la escuela con el Global Policy Center y el Center for the Governance of Change. Carmen Villalba, antigua diplomática comercial, defendió que el tamaño de su mercado permite a Bruselas exportar sus normas, como ya hizo con la protección de datos; Marta Quiroga, politóloga, que las reglas de la IA se escribirán donde se entrenan los modelos. Moderó Priya Raman, y estudiantes del Grado en Filosofía, Política, Derecho y Economía hicieron las primeras preguntas.',
          ),
          ctx.L(
            'Before the debate, 58% of the audience thought the EU’s rules would prevail; afterwards, 44%.',
            'Antes del debate, el 58 % del público creía que se impondrían las normas europeas; después, el 44 %.',
          ),
        ),
    }),
    eventPage({
      key: 'event-climate-debate',
      slug: bi('events/debate-should-central-banks-fight-climate-change', 'eventos/debate-bancos-centrales-cambio-climatico'),
      title: bi('Debate: should central banks fight climate change?', 'Debate: ¿deben los bancos centrales combatir el cambio climático?'),
      description: bi(
        'An economist, a lawyer and a philosopher debate the mandate of central banks, on campus and online, on 28 January 2027.',
        'Una economista, un jurista y un filósofo debaten el mandato de los bancos centrales, presencial y en línea, el 28 de enero de 2027.',
      ),
      summary: bi(
        'Helena Richter, Rodrigo Salinas and Miguel Ángel Cortés on what central banks may, must and should not do.',
        'Helena Richter, Rodrigo Salinas y Miguel Ángel Cortés sobre lo que los bancos centrales pueden, deben y no deberían hacer.',
      ),
      image: 'auditorium.jpg',
      eventType: 'hybrid',
      start: '2027-01-28T19:00:00+01:00',
      end: '2027-01-28T20:30:00+01:00',
      location: bi('Auditorium, Madrid campus, and online', 'Auditorio, campus de Madrid, y en línea'),
      register: { page: 'contact', text: bi('Register', 'Inscríbase') },
      body: (ctx) =>
        paragraphs(
          ctx.L(
            'The economist asks whether it works, the lawyer whether it is within the mandate, the philosopher whether unelected bodies should make such choices. The audience votes before and after. In Spanish, with English subtitles online.',
            'La economista se pregunta si funciona, el jurista si cabe en el mandato, el filósofo si organismos no elegidos deben tomar esas decisiones. El público vota antes y después. En español, con subtítulos en inglés en línea.',
          ),
        ),
    }),
    eventPage({
      key: 'event-open-day',
      slug: bi('events/open-day-february-2027', 'eventos/puertas-abiertas-febrero-2027'),
      title: bi('Open day: PPLE, economics and the dual degree', 'Puertas abiertas: PPLE, Economía y el doble grado'),
      description: bi(
        'Sit in on a PPLE seminar and meet students and faculty in Madrid on 6 February 2027.',
        'Asista a un seminario de PPLE y conozca a estudiantes y profesores en Madrid el 6 de febrero de 2027.',
      ),
      summary: bi(
        'Sit in on a real seminar, meet students and faculty, and ask about admissions and the essay prize.',
        'Asista a un seminario real, conozca a estudiantes y profesores y pregunte por la admisión y el premio de ensayo.',
      ),
      image: 'campus.jpg',
      eventType: 'face-to-face',
      start: '2027-02-06T10:00:00+01:00',
      end: '2027-02-06T13:30:00+01:00',
      location: bi('Madrid campus, Calle de María de Molina 31', 'Campus de Madrid, Calle de María de Molina 31'),
      register: { page: 'contact', text: bi('Book your place', 'Reserve su plaza') },
      info: { page: 'programmes', text: bi('Our programmes', 'Nuestros programas') },
      body: (ctx) =>
        paragraphs(
          ctx.L(
            'Students and their families are welcome. The morning starts with a 45-minute PPLE seminar on a short text you receive when you book, followed by talks on each programme and lunch with current students.',
            'Estudiantes y familias son bienvenidos. La mañana empieza con un seminario de PPLE de 45 minutos sobre un texto breve que recibirá al reservar, seguido de presentaciones de cada programa y una comida con estudiantes actuales.',
          ),
          ctx.L(
            'Students interested in international relations can visit the Segovia campus on 13 March, during the Model European Union.',
            'Quien se interese por Relaciones Internacionales puede visitar el campus de Segovia el 13 de marzo, durante el Modelo de Unión Europea.',
          ),
        ),
    }),
    eventPage({
      key: 'event-model-eu',
      slug: bi('events/segovia-model-european-union-2027', 'eventos/modelo-union-europea-segovia-2027'),
      title: bi('Segovia Model European Union 2027', 'Modelo de Unión Europea de Segovia 2027'),
      description: bi(
        'Three hundred students from across Europe negotiate a European law in Segovia from 11 to 14 March 2027.',
        'Trescientos estudiantes de toda Europa negocian una ley europea en Segovia del 11 al 14 de marzo de 2027.',
      ),
      summary: bi(
        'Three hundred students play ministers, MEPs and journalists and negotiate a European law on critical raw materials.',
        'Trescientos estudiantes hacen de ministros, eurodiputados y periodistas y negocian una ley europea sobre materias primas críticas.',
      ),
      image: 'old-town.jpg',
      eventType: 'face-to-face',
      start: '2027-03-11T09:00:00+01:00',
      end: '2027-03-14T14:00:00+01:00',
      location: bi('Segovia campus and the city’s old town', 'Campus de Segovia y casco antiguo de la ciudad'),
      register: { page: 'contact', text: bi('Apply to take part', 'Solicite participar') },
      info: {
        page: 'bachelor-international-relations',
        text: bi('Bachelor in International Relations', 'Grado en Relaciones Internacionales'),
      },
      body: (ctx) =>
        sections(
          [
            ctx.L(
              'Organised by students of the Bachelor in International Relations since 2019. Participants are assigned a role, a country and a party, and must reach agreement between the Council and the Parliament by Sunday at noon.',
              'Organizado por estudiantes del Grado en Relaciones Internacionales desde 2019. Cada participante recibe un papel, un país y un partido, y el Consejo y el Parlamento deben llegar a un acuerdo antes del domingo a mediodía.',
            ),
          ],
          [
            ctx.L('Who can take part', 'Quién puede participar'),
            ctx.L(
              'University students of any discipline. Applications close on 31 January 2027; the fee of €90 includes accommodation and meals.',
              'Estudiantes universitarios de cualquier disciplina. La inscripción cierra el 31 de enero de 2027; la cuota de 90 € incluye alojamiento y comidas.',
            ),
          ],
        ),
    }),
    // ─── Admissions, about, contact ─────────────────────────────────────────
    {
      key: 'admissions',
      slug: bi('admissions', 'admisiones'),
      templateType: 'BasicTemplate',
      title: bi('Admissions', 'Admisiones'),
      metaDescription: bi(
        'How to apply to the bachelors and the dual degree of the School of Politics, Economics and Global Affairs for September 2027.',
        'Cómo solicitar plaza en los grados y el doble grado de la Escuela de Política, Economía y Asuntos Globales para septiembre de 2027.',
      ),
      template: (ctx) => ({
        heroSection: [
          compactHero(ctx, {
            eyebrow: bi('Admissions 2027', 'Admisiones 2027'),
            title: bi('How to apply', 'Cómo solicitar plaza'),
            subtitle: bi(
              'Two rounds, an essay and a conversation. We want to know how you think.',
              'Dos rondas, un ensayo y una conversación. Queremos saber cómo piensa.',
            ),
            image: 'library.jpg',
            subtheme: 'inverse',
          }),
        ],
        mainSection: [
          {
            component: 'Steps',
            title: ctx.L('Four steps', 'Cuatro pasos'),
            steps: [
              {
                title: ctx.L('Apply online', 'Solicite en línea'),
                text: ctx.L(
                  'First round from 2 November 2026 to 28 February 2027; second round until 30 April.',
                  'Primera ronda del 2 de noviembre de 2026 al 28 de febrero de 2027; segunda hasta el 30 de abril.',
                ),
                icon: 'edit',
                link: { href: ctx.href('contact'), text: ctx.L('Ask about your application', 'Consulte sobre su solicitud') },
              },
              {
                title: ctx.L('Write the essay', 'Escriba el ensayo'),
                text: ctx.L(
                  'Up to 1,000 words on this year’s question: “Should we be allowed to sell our vote?”',
                  'Hasta 1.000 palabras sobre la pregunta de este año: «¿Debería permitirse vender el voto?»',
                ),
                icon: 'pencil',
              },
              {
                title: ctx.L('Talk with us', 'Hable con nosotros'),
                text: ctx.L(
                  'A 20-minute conversation with two professors about your essay, by video call or on campus.',
                  'Una conversación de 20 minutos con dos profesores sobre su ensayo, por videollamada o en el campus.',
                ),
                icon: 'message-square',
              },
              {
                title: ctx.L('Receive your offer', 'Reciba su oferta'),
                text: ctx.L('Within three weeks of the conversation.', 'En las tres semanas siguientes a la conversación.'),
                icon: 'check-circle',
              },
            ],
          },
          {
            component: 'AccreditationsRankings',
            title: ctx.L('Recognised degrees', 'Títulos reconocidos'),
            intro: ctx.L(
              'All four programmes are official degrees, verified by the national quality agency.',
              'Los cuatro programas son títulos oficiales, verificados por la agencia nacional de calidad.',
            ),
            accreditations: [
              {
                name: ctx.L('ANECA verification', 'Verificación de ANECA'),
                body: ctx.L(
                  'Spanish National Agency for Quality Assessment and Accreditation',
                  'Agencia Nacional de Evaluación de la Calidad y Acreditación',
                ),
                since: '2017',
              },
            ],
          },
          {
            component: 'Faq',
            title: ctx.L('Admissions questions', 'Preguntas sobre la admisión'),
            groups: [
              {
                title: ctx.L('Requirements', 'Requisitos'),
                questions: [
                  {
                    question: ctx.L('What grades do I need?', '¿Qué nota necesito?'),
                    answer: paragraphs(
                      ctx.L(
                        'There is no fixed cut-off for the bachelors: we read grades with the essay and the conversation. The dual degree asks for 11 out of 14 in the Spanish university entrance exam, or its equivalent.',
                        'Los grados no tienen nota de corte fija: leemos las notas junto con el ensayo y la conversación. El doble grado pide un 11 sobre 14 en la prueba de acceso a la universidad, o su equivalente.',
                      ),
                    ),
                  },
                  {
                    question: ctx.L('Which English level do I need?', '¿Qué nivel de inglés necesito?'),
                    answer: paragraphs(
                      ctx.L(
                        'B2 for programmes taught in English; C1 is recommended for PPLE.',
                        'B2 para los programas en inglés; se recomienda C1 para PPLE.',
                      ),
                    ),
                  },
                ],
              },
              {
                title: ctx.L('Scholarships', 'Becas'),
                questions: [
                  {
                    question: ctx.L('How do I apply for a scholarship?', '¿Cómo solicito una beca?'),
                    answer: paragraphs(
                      ctx.L(
                        'Tick the box in your application. The essay also enters you for the PPLE essay prize. For need-based aid see <a href="/financial-aid/">Financial Aid</a>.',
                        'Marque la casilla en su solicitud. El ensayo le presenta también al premio de ensayo PPLE. Para ayudas según la renta, consulte <a href="/es/financial-aid/">Ayudas al Estudio</a>.',
                      ),
                    ),
                  },
                ],
              },
            ],
          },
        ],
      }),
    },
    {
      key: 'about',
      slug: bi('about', 'la-escuela'),
      templateType: 'BasicTemplate',
      title: bi('About the school', 'Sobre la escuela'),
      metaDescription: bi(
        'The School of Politics, Economics and Global Affairs: how it teaches, its history and its campuses.',
        'La Escuela de Política, Economía y Asuntos Globales: cómo enseña, su historia y sus campus.',
      ),
      template: (ctx) => ({
        heroSection: [
          imageHero(ctx, {
            title: bi('About the school', 'Sobre la escuela'),
            subtitle: bi(
              'A school built on one conviction: public questions are too important to be left to a single discipline.',
              'Una escuela construida sobre una convicción: las cuestiones públicas son demasiado importantes para dejarlas en manos de una sola disciplina.',
            ),
            image: 'city-dusk.jpg',
          }),
        ],
        mainSection: [
          {
            component: 'TextImage',
            title: ctx.L('Who we are', 'Quiénes somos'),
            html: paragraphs(
              ctx.L(
                'The school brings together the university’s philosophers, political scientists, lawyers and economists in one faculty. It teaches 940 students on two campuses, in Madrid and Segovia, and runs the quarterly Household Prices Survey.',
                'La escuela reúne en un solo claustro a los filósofos, politólogos, juristas y economistas de la universidad. Enseña a 940 estudiantes en dos campus, Madrid y Segovia, y publica la Encuesta Trimestral de Precios en los Hogares.',
              ),
            ),
            image: ctx.media('seminar.jpg'),
            imagePosition: 'left',
          },
          {
            component: 'Timeline',
            title: ctx.L('Our history', 'Nuestra historia'),
            items: [
              {
                date: '2013',
                title: ctx.L('Economics', 'Economía'),
                text: ctx.L('The Bachelor in Economics opens in Madrid.', 'Abre en Madrid el Grado en Economía.'),
              },
              {
                date: '2016',
                title: ctx.L('International relations in Segovia', 'Relaciones internacionales en Segovia'),
                text: ctx.L('The second bachelor, taught in English.', 'El segundo grado, impartido en inglés.'),
              },
              {
                date: '2017',
                title: ctx.L('PPLE and a new school', 'PPLE y una nueva escuela'),
                text: ctx.L(
                  'The PPLE bachelor opens and the three programmes become one school.',
                  'Abre el grado PPLE y los tres programas se convierten en una escuela.',
                ),
              },
              {
                date: '2022',
                title: ctx.L('Household Prices Survey', 'Encuesta de Precios en los Hogares'),
                text: ctx.L('The first quarterly survey is published.', 'Se publica la primera encuesta trimestral.'),
              },
              {
                date: '2027',
                title: ctx.L('Dual degree', 'Doble grado'),
                text: ctx.L(
                  'Law and International Relations, with the Law School.',
                  'Derecho y Relaciones Internacionales, con la Facultad de Derecho.',
                ),
              },
            ],
          },
          {
            component: 'AccreditationsRankings',
            title: ctx.L('Rankings', 'Rankings'),
            rankings: [
              {
                position: 4,
                ranking: ctx.L('Bachelor in Economics, private universities', 'Grado en Economía, universidades privadas'),
                scope: ctx.L('in Spain', 'en España'),
                publisher: ctx.L('National university guide', 'Guía nacional de universidades'),
                year: '2026',
              },
              {
                position: 2,
                ranking: ctx.L('International relations degrees', 'Grados en relaciones internacionales'),
                scope: ctx.L('in Spain', 'en España'),
                publisher: ctx.L('National university guide', 'Guía nacional de universidades'),
                year: '2026',
              },
            ],
          },
          {
            component: 'LinkCollection',
            title: ctx.L('Find out more', 'Más información'),
            layout: 'list',
            links: [
              {
                title: ctx.L('Our faculty', 'Nuestro profesorado'),
                description: ctx.L('Who teaches at the school, and what they research.', 'Quién enseña en la escuela y qué investiga.'),
                href: ctx.href('faculty'),
                icon: 'users',
              },
              {
                title: ctx.L('Programmes', 'Programas'),
                description: ctx.L('Three bachelors and a dual degree.', 'Tres grados y un doble grado.'),
                href: ctx.href('programmes'),
                icon: 'graduation-cap',
              },
              {
                title: ctx.L('Financial Aid', 'Ayudas al Estudio'),
                description: ctx.L(
                  'Scholarships and payment plans across the university.',
                  'Becas y planes de pago de toda la universidad.',
                ),
                href: ctx.L('/financial-aid/', '/es/financial-aid/'),
                icon: 'money',
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
        'Write to, call or visit the School of Politics, Economics and Global Affairs in Madrid and Segovia.',
        'Escriba, llame o visite la Escuela de Política, Economía y Asuntos Globales en Madrid y Segovia.',
      ),
      template: (ctx) => ({
        heroSection: [
          compactHero(ctx, {
            eyebrow: ctx.name,
            title: bi('Contact', 'Contacto'),
            subtitle: bi('Admissions, visits and general questions.', 'Admisiones, visitas y consultas generales.'),
          }),
        ],
        mainSection: [
          {
            component: 'BasicContent',
            title: ctx.L('Write or call us', 'Escríbanos o llámenos'),
            html: paragraphs(
              `${ctx.L('Email', 'Correo electrónico')}: <a href="mailto:${EMAIL}">${EMAIL}</a>`,
              `${ctx.L('Phone', 'Teléfono')}: ${phoneLink(PHONE)}`,
              ctx.L(
                'Madrid: Calle de María de Molina 31, 28006 Madrid. Segovia: Calle Cardenal Zúñiga 12, 40003 Segovia.',
                'Madrid: Calle de María de Molina 31, 28006 Madrid. Segovia: Calle Cardenal Zúñiga 12, 40003 Segovia.',
              ),
            ),
          },
          {
            component: 'ContactCard',
            title: ctx.L('Our offices', 'Nuestras oficinas'),
            cards: [
              {
                name: ctx.L('Admissions, Madrid', 'Admisiones, Madrid'),
                address: ['Calle de María de Molina 31', '28006 Madrid', ctx.L('Spain', 'España')],
                phone: PHONE,
                email: 'peg.admissions@ibera.edu',
                hours: [ctx.L('Monday to Friday, 9:00–18:00', 'De lunes a viernes, de 9:00 a 18:00')],
              },
              {
                name: ctx.L('Segovia campus', 'Campus de Segovia'),
                address: ['Calle Cardenal Zúñiga 12', '40003 Segovia', ctx.L('Spain', 'España')],
                phone: '+34 91 514 47 55',
                email: 'peg.segovia@ibera.edu',
                hours: [ctx.L('Monday to Thursday, 9:00–17:00', 'De lunes a jueves, de 9:00 a 17:00')],
              },
            ],
          },
          {
            component: 'LocationMap',
            title: ctx.L('Segovia campus', 'Campus de Segovia'),
            place: ctx.L(
              'School of Politics, Economics and Global Affairs, Segovia',
              'Escuela de Política, Economía y Asuntos Globales, Segovia',
            ),
            address: ['Calle Cardenal Zúñiga 12', '40003 Segovia', ctx.L('Spain', 'España')],
            latitude: 40.9505,
            longitude: -4.1183,
            directions: ctx.L(
              'From Segovia-Guiomar high-speed station, bus line 11 to the Aqueduct, then eight minutes’ walk.',
              'Desde la estación de alta velocidad Segovia-Guiomar, autobús de la línea 11 hasta el Acueducto y ocho minutos a pie.',
            ),
          },
          contactForm(ctx, {
            text: bi(
              'Fields marked * are required. We answer within two working days.',
              'Los campos marcados con * son obligatorios. Respondemos en dos días laborables.',
            ),
          }),
        ],
      }),
    },
  ],
});
