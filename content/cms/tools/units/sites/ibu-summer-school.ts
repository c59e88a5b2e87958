// Ibera University Summer School: three-week credit courses in July 2027 in Madrid and Segovia
// (Spanish language and culture, international business, design, European law), their teachers,
// housing, how to apply, news, events, questions, about and contact, in English and Spanish.
import {
  below,
  bi,
  callToAction,
  compactHero,
  contactForm,
  defineUnit,
  eventDistributor,
  eventListPage,
  eventPage,
  leadForm,
  menuPages,
  newsDistributor,
  newsListPage,
  newsPage,
  paragraphs,
  sections,
  teacherPage,
  thankYou,
  type PageContext,
  type Teacher,
} from '../kit.ts';

/** The detail pages below one of the unit's pages, whichever programme template they use ('or'). */
const PATHWAY = 'PW-SUMMER';
const START = '2027-07-05';
const DEADLINE = '2027-04-30T23:59:00+02:00';

/** The teachers of the courses, each from the school that teaches the subject during the year. */
const FACULTY: Teacher[] = [
  {
    slug: 'javier-lozano',
    name: 'Javier',
    lastName: 'Lozano',
    position: bi(
      'Associate Professor of Contemporary History, School of Humanities; Academic Director of the Summer School',
      'Profesor titular de Historia Contemporánea, Facultad de Humanidades; director académico de la Escuela de Verano',
    ),
    area: bi('History and culture', 'Historia y cultura'),
    category: 'associate',
    gender: 'm',
    nationality: bi('Spanish', 'Española'),
    summary: bi(
      'Teaches the culture course “Spain today” and has directed the Summer School since 2019.',
      'Imparte el curso de cultura «La España actual» y dirige la Escuela de Verano desde 2019.',
    ),
    body: bi(
      sections(
        [
          'Javier Lozano studies how Spaniards remember the transition to democracy, through school textbooks, television and family stories. He has taught at the School of Humanities since 2011.',
        ],
        [
          'In the Summer School',
          'He teaches “Spain today” to every group of the Spanish course, in Spanish at each group’s level, and chairs the committee that sets the syllabus of the four courses with their schools.',
        ],
      ),
      sections(
        [
          'Javier Lozano estudia cómo recuerdan los españoles la Transición a través de los libros de texto, la televisión y las historias familiares. Enseña en la Facultad de Humanidades desde 2011.',
        ],
        [
          'En la Escuela de Verano',
          'Imparte «La España actual» a todos los grupos del curso de español, en español y al nivel de cada grupo, y preside la comisión que fija con las escuelas el programa de los cuatro cursos.',
        ],
      ),
    ),
  },
  {
    slug: 'beatriz-sanz',
    name: 'Beatriz',
    lastName: 'Sanz',
    position: bi('Coordinator of the Spanish language courses', 'Coordinadora de los cursos de lengua española'),
    area: bi('Spanish as a foreign language', 'Español como lengua extranjera'),
    category: 'adjunct',
    gender: 'f',
    nationality: bi('Spanish', 'Española'),
    summary: bi(
      'Has taught Spanish to foreign students in Segovia for fifteen summers and writes the placement test.',
      'Lleva quince veranos enseñando español a estudiantes extranjeros en Segovia y redacta la prueba de nivel.',
    ),
    body: bi(
      sections(
        [
          'Beatriz Sanz trained as a teacher of Spanish as a foreign language in Salamanca and taught for six years in Hamburg and Seoul before returning to Segovia. During the year she teaches Spanish to the university’s exchange students.',
        ],
        [
          'In the Summer School',
          'She places every student in a group on the first morning, trains the six language teachers and leads the conversation workshops in the market and the cafés of the old town.',
        ],
      ),
      sections(
        [
          'Beatriz Sanz se formó como profesora de español como lengua extranjera en Salamanca y enseñó seis años en Hamburgo y Seúl antes de volver a Segovia. Durante el curso enseña español a los estudiantes de intercambio de la universidad.',
        ],
        [
          'En la Escuela de Verano',
          'Asigna a cada estudiante su grupo la primera mañana, forma a los seis profesores de lengua y dirige los talleres de conversación en el mercado y los cafés del casco antiguo.',
        ],
      ),
    ),
  },
  {
    slug: 'mariana-teixeira',
    name: 'Mariana',
    lastName: 'Teixeira',
    position: bi(
      'Assistant Professor of International Business, Ibera Business School',
      'Profesora ayudante de Negocios Internacionales, Escuela de Negocios Ibera',
    ),
    area: bi('International business', 'Negocios internacionales'),
    category: 'assistant',
    gender: 'f',
    nationality: bi('Portuguese', 'Portuguesa'),
    summary: bi(
      'Leads International Business in Europe; studies how small exporters choose their first foreign market.',
      'Dirige Negocios Internacionales en Europa; estudia cómo eligen su primer mercado exterior las pequeñas empresas exportadoras.',
    ),
    body: bi(
      sections(
        [
          'Mariana Teixeira worked in export promotion in Lisbon before her doctorate. Her research follows 500 Spanish and Portuguese firms through their first five years of exporting.',
        ],
        [
          'In the Summer School',
          'She designs the course around the market-entry plan each team presents on the last Thursday, and arranges the four company visits.',
        ],
      ),
      sections(
        [
          'Mariana Teixeira trabajó en promoción de exportaciones en Lisboa antes de doctorarse. Su investigación sigue a 500 empresas españolas y portuguesas durante sus cinco primeros años de exportación.',
        ],
        [
          'En la Escuela de Verano',
          'Diseña el curso en torno al plan de entrada en el mercado que cada equipo presenta el último jueves, y organiza las cuatro visitas a empresas.',
        ],
      ),
    ),
  },
  {
    slug: 'irene-guzman',
    name: 'Irene',
    lastName: 'Guzmán',
    position: bi(
      'Adjunct Professor, School of Architecture and Design; architect in Segovia',
      'Profesora asociada, Escuela de Arquitectura y Diseño; arquitecta en Segovia',
    ),
    area: bi('Architecture and heritage', 'Arquitectura y patrimonio'),
    category: 'adjunct',
    gender: 'f',
    nationality: bi('Spanish', 'Española'),
    summary: bi(
      'Restored a stretch of Segovia’s walls; co-leads the Design Studio with two professors of the school.',
      'Restauró un tramo de la muralla de Segovia; codirige el Taller de Diseño con dos profesores de la escuela.',
    ),
    body: bi(
      sections(
        [
          'Irene Guzmán runs a small practice in Segovia that works on historic buildings. Between 2019 and 2023 she directed the restoration of the walls between the Puerta de San Andrés and the Alcázar.',
        ],
        [
          'In the Summer School',
          'She leads the morning drawing sessions in the old town and brings the students’ proposals to the city’s architects.',
        ],
      ),
      sections(
        [
          'Irene Guzmán dirige en Segovia un pequeño estudio que trabaja en edificios históricos. Entre 2019 y 2023 dirigió la restauración de la muralla entre la Puerta de San Andrés y el Alcázar.',
        ],
        [
          'En la Escuela de Verano',
          'Dirige las sesiones de dibujo de cada mañana en el casco antiguo y presenta las propuestas de los estudiantes a los arquitectos municipales.',
        ],
      ),
    ),
  },
  {
    slug: 'sebastian-rivas',
    name: 'Sebastián',
    lastName: 'Rivas',
    position: bi('Lecturer in European Union Law, Law School', 'Profesor de Derecho de la Unión Europea, Facultad de Derecho'),
    area: bi('European law', 'Derecho europeo'),
    category: 'adjunct',
    gender: 'm',
    nationality: bi('Chilean', 'Chilena'),
    summary: bi(
      'Former legal secretary at the Court of Justice of the EU; leads European and International Law and its moot arbitration.',
      'Antiguo letrado del Tribunal de Justicia de la UE; dirige Derecho Europeo e Internacional y su arbitraje simulado.',
    ),
    body: bi(
      sections(
        [
          'Sebastián Rivas spent five years as a legal secretary in a judge’s chambers at the Court of Justice in Luxembourg. He now practises EU competition law in Madrid and teaches at the Law School.',
        ],
        [
          'In the Summer School',
          'He teaches the week on how the European Union makes and enforces law, and writes the case the students argue in the final moot arbitration.',
        ],
      ),
      sections(
        [
          'Sebastián Rivas fue durante cinco años letrado en el gabinete de un juez del Tribunal de Justicia en Luxemburgo. Hoy ejerce derecho de la competencia de la UE en Madrid y enseña en la Facultad de Derecho.',
        ],
        [
          'En la Escuela de Verano',
          'Imparte la semana sobre cómo elabora y aplica el derecho la Unión Europea, y escribe el caso que los estudiantes defienden en el arbitraje simulado final.',
        ],
      ),
    ),
  },
];

/** What every course page says about the dates, in the page's language. */
const datesFacts = (ctx: PageContext, location: string, language: string, credits: number) => ({
  component: 'ProgramFacts',
  duration: ctx.L('3 weeks, 5–23 July 2027', '3 semanas, del 5 al 23 de julio de 2027'),
  format: ctx.L('On campus, 20 hours a week', 'Presencial, 20 horas semanales'),
  language,
  startDate: START,
  credits,
  location,
  link: { href: ctx.href('apply'), text: ctx.L('How to apply', 'Cómo inscribirse') },
});

export default defineUnit({
  brand: 'ibu-summer-school',
  kind: 'school',
  theme: 'default',
  siteName: bi('Ibera University Summer School', 'Escuela de Verano de Ibera University'),
  email: 'summer@ibera.edu',
  menu: [
    {
      page: 'courses',
      children: [
        { page: 'spanish', description: bi('Segovia, all levels', 'Segovia, todos los niveles') },
        { page: 'business', description: bi('Madrid, in English', 'Madrid, en inglés') },
        { page: 'design', description: bi('Segovia, in English', 'Segovia, en inglés') },
        { page: 'law', description: bi('Madrid, in English', 'Madrid, en inglés') },
      ],
    },
    ...menuPages('housing', 'apply'),
    {
      page: 'about',
      label: bi('About us', 'Sobre nosotros'),
      children: [
        { page: 'about', description: bi('Since 2014 in Segovia', 'Desde 2014 en Segovia') },
        { page: 'faculty', description: bi('Who teaches the courses', 'Quién imparte los cursos') },
        { page: 'news', description: bi('Courses, students and cities', 'Cursos, estudiantes y ciudades') },
        { page: 'events', description: bi('Online sessions and the closing in July', 'Sesiones en línea y la clausura de julio') },
      ],
    },
    ...menuPages('faq', 'contact'),
  ],
  primaryLink: { page: 'apply', text: bi('Apply', 'Inscríbase') },
  pages: [
    // ——— Home ———
    {
      key: 'home',
      slug: bi('', ''),
      templateType: 'Landing',
      title: bi('Summer School', 'Escuela de Verano'),
      metaDescription: bi(
        'Three-week credit courses in Madrid and Segovia in July 2027: Spanish language and culture, international business, design and European law.',
        'Cursos de tres semanas con créditos en Madrid y Segovia en julio de 2027: lengua y cultura españolas, negocios internacionales, diseño y derecho europeo.',
      ),
      template: (ctx) => ({
        heroSection: [
          {
            component: 'HeroMosaic',
            eyebrow: ctx.L('5–23 July 2027', 'Del 5 al 23 de julio de 2027'),
            title: ctx.L('Three weeks of summer in Madrid and Segovia', 'Tres semanas de verano en Madrid y Segovia'),
            subtitle: ctx.L(
              'Credit-bearing courses for university students from anywhere in the world, with weekend trips, a residence on campus and classmates from 40 countries.',
              'Cursos con créditos para universitarios de todo el mundo, con excursiones de fin de semana, residencia en el campus y compañeros de 40 países.',
            ),
            link: { href: ctx.href('courses'), text: ctx.L('Choose your course', 'Elija su curso') },
            images: [ctx.media('old-town.jpg'), ctx.media('campus.jpg'), ctx.media('classroom.jpg')],
          },
        ],
        mainSection: [
          {
            component: 'Countdown',
            title: ctx.L('Applications close on 30 April 2027', 'Las inscripciones se cierran el 30 de abril de 2027'),
            text: ctx.L(
              'Places in each course are limited to 25 students and offered in order of application.',
              'Las plazas de cada curso se limitan a 25 estudiantes y se asignan por orden de inscripción.',
            ),
            target: DEADLINE,
            ended: ctx.L(
              'Applications for 2027 are closed. The 2028 courses will be announced in December.',
              'Las inscripciones para 2027 están cerradas. Los cursos de 2028 se anunciarán en diciembre.',
            ),
            link: { href: ctx.href('apply'), text: ctx.L('Apply now', 'Inscríbase ahora') },
          },
          {
            component: 'ProgramDistributor',
            title: ctx.L('Four courses in 2027', 'Cuatro cursos en 2027'),
            data: below(ctx, 'courses', ['ProgramDetail', 'ProgramDetailMax'], { order: 'alpha' }),
            link: { href: ctx.href('courses'), text: ctx.L('Compare the courses', 'Compare los cursos') },
          },
          {
            component: 'IconCollection',
            title: ctx.L('What the fee includes', 'Qué incluye el precio'),
            items: [
              {
                icon: 'graduation-cap',
                title: ctx.L('60 hours of classes', '60 horas de clase'),
                text: ctx.L(
                  'And a transcript with 6 ECTS credits for your home university.',
                  'Y un certificado académico con 6 créditos ECTS para su universidad de origen.',
                ),
              },
              {
                icon: 'compass',
                title: ctx.L('Two weekend trips', 'Dos excursiones de fin de semana'),
                text: ctx.L(
                  'Toledo and Salamanca, with a guide from the university.',
                  'Toledo y Salamanca, con un guía de la universidad.',
                ),
              },
              {
                icon: 'coffee',
                title: ctx.L('Welcome and farewell dinners', 'Cenas de bienvenida y despedida'),
                text: ctx.L(
                  'And a tapas evening with Spanish students each week.',
                  'Y una tarde de tapas con estudiantes españoles cada semana.',
                ),
              },
              {
                icon: 'user',
                title: ctx.L('A student buddy', 'Un compañero mentor'),
                text: ctx.L(
                  'A student of the university who meets you on arrival and helps all summer.',
                  'Un estudiante de la universidad que le recibe a su llegada y le ayuda todo el verano.',
                ),
              },
            ],
          },
          {
            component: 'CampusMap',
            title: ctx.L('Two campuses, thirty minutes apart by train', 'Dos campus, a treinta minutos en tren'),
            intro: ctx.L(
              'Business and law are taught in Madrid; Spanish and design in Segovia. A free excursion takes every student to the other city.',
              'Negocios y derecho se imparten en Madrid; español y diseño, en Segovia. Una excursión gratuita lleva a todos los estudiantes a la otra ciudad.',
            ),
            campuses: [
              {
                name: ctx.L('Madrid campus', 'Campus de Madrid'),
                address: ctx.L(
                  ['Calle de María de Molina 11', '28006 Madrid', 'Spain'],
                  ['Calle de María de Molina 11', '28006 Madrid', 'España'],
                ),
                latitude: 40.4381,
                longitude: -3.6851,
                text: ctx.L(
                  'International Business and European Law courses; residence hall five minutes’ walk away.',
                  'Cursos de Negocios Internacionales y Derecho Europeo; residencia a cinco minutos a pie.',
                ),
                phone: '+34 91 514 26 80',
                image: ctx.media('campus.jpg'),
              },
              {
                name: ctx.L('Segovia campus', 'Campus de Segovia'),
                address: ctx.L(
                  ['Calle Cardenal Zúñiga 12', '40003 Segovia', 'Spain'],
                  ['Calle Cardenal Zúñiga 12', '40003 Segovia', 'España'],
                ),
                latitude: 40.9481,
                longitude: -4.1184,
                zoom: 15,
                text: ctx.L(
                  'Spanish Language and Culture and Design courses, in a sixteenth-century convent in the old town.',
                  'Cursos de Lengua y Cultura Españolas y de Diseño, en un convento del siglo XVI del casco antiguo.',
                ),
                phone: '+34 91 514 26 81',
                image: ctx.media('old-town.jpg'),
              },
            ],
          },
          {
            component: 'QuoteSlider',
            title: ctx.L('Students of the 2026 Summer School', 'Estudiantes de la Escuela de Verano 2026'),
            quotes: [
              {
                quote: ctx.L(
                  'I arrived with school Spanish and left arguing about football with the woman who ran the bakery.',
                  'Llegué con el español del instituto y me fui discutiendo de fútbol con la dueña de la panadería.',
                ),
                author: 'Hannah Becker',
                role: ctx.L('Spanish Language and Culture, University of Freiburg', 'Lengua y Cultura Españolas, Universidad de Friburgo'),
              },
              {
                quote: ctx.L(
                  'The company visits were the best part: a fashion brand, a bank and a start-up in one week.',
                  'Las visitas a empresas fueron lo mejor: una marca de moda, un banco y una empresa emergente en una semana.',
                ),
                author: 'Daniel Kim',
                role: ctx.L('International Business, University of Toronto', 'Negocios Internacionales, Universidad de Toronto'),
              },
              {
                quote: ctx.L(
                  'Sketching the aqueduct every morning taught me more about proportion than a semester of theory.',
                  'Dibujar el acueducto cada mañana me enseñó más sobre proporción que un semestre de teoría.',
                ),
                author: 'Sofía Paredes',
                role: ctx.L('Design, Universidad de los Andes', 'Diseño, Universidad de los Andes'),
              },
            ],
          },
          newsDistributor(ctx, { title: bi('News', 'Noticias'), data: below(ctx, 'news', 'NewsDetail', { quantity: 3 }) }),
          eventDistributor(ctx, {
            title: bi('Coming up', 'Próximamente'),
            upcoming: true,
            data: below(ctx, 'events', 'EventDetail', { quantity: 3 }),
          }),
          callToAction(ctx, {
            layout: 'banner',
            title: bi('Where will you sleep?', '¿Dónde se alojará?'),
            text: bi(
              'A room in the residence hall, a host family or a shared flat: compare the options and prices.',
              'Una habitación en la residencia, una familia de acogida o un piso compartido: compare opciones y precios.',
            ),
            primary: { page: 'housing', text: bi('See housing', 'Ver alojamiento') },
            secondary: { page: 'faq', text: bi('Questions and answers', 'Preguntas frecuentes') },
          }),
        ],
      }),
    },

    // ——— Courses ———
    {
      key: 'courses',
      slug: bi('courses', 'cursos'),
      templateType: 'ProgramsList',
      title: bi('Courses 2027', 'Cursos 2027'),
      metaDescription: bi(
        'The four courses of the 2027 Summer School, 5–23 July: campus, language and credits.',
        'Los cuatro cursos de la Escuela de Verano 2027, del 5 al 23 de julio: campus, idioma y créditos.',
      ),
      template: (ctx) => ({
        intro: ctx.L(
          'Every course runs for three weeks, from 5 to 23 July 2027, with 60 hours of classes and 6 ECTS credits. Choose one course.',
          'Todos los cursos duran tres semanas, del 5 al 23 de julio de 2027, con 60 horas de clase y 6 créditos ECTS. Elija un curso.',
        ),
        filters: ['location', 'language', 'academicArea'],
      }),
    },
    {
      key: 'spanish',
      slug: bi('courses/spanish-language-and-culture', 'cursos/lengua-y-cultura-espanolas'),
      parent: 'courses',
      templateType: 'ProgramDetailMax',
      title: bi('Spanish Language and Culture', 'Lengua y Cultura Españolas'),
      metaDescription: bi(
        'Three weeks of Spanish in Segovia, from beginner to advanced, with culture classes and two weekend trips.',
        'Tres semanas de español en Segovia, de nivel inicial a avanzado, con clases de cultura y dos excursiones de fin de semana.',
      ),
      template: (ctx) => ({
        title: ctx.L('Spanish Language and Culture', 'Lengua y Cultura Españolas'),
        image: ctx.media('old-town.jpg'),
        program: {
          code: 'ibu-ss-spanish-language-culture',
          programType: 'bachelor',
          format: 'face-to-face',
          location: ['Segovia'],
          duration: { amount: 3, unit: 'weeks' },
          language: ['es'],
          intake: [START],
          fees: { amount: 2900, currency: 'EUR', per: 'programme' },
          academicArea: [ctx.L('Language and culture', 'Lengua y cultura')],
          credits: 6,
          abstract: ctx.L(
            'Three weeks in Segovia: 15 hours of Spanish a week in small groups at your level, and a culture course on Spain today.',
            'Tres semanas en Segovia: 15 horas semanales de español en grupos reducidos de su nivel y un curso de cultura sobre la España actual.',
          ),
          reasonsWhy: [
            {
              title: ctx.L('Groups of twelve at most', 'Grupos de doce como máximo'),
              text: ctx.L(
                'A placement test on the first morning puts you in a group from A1 to C1.',
                'Una prueba de nivel la primera mañana le asigna un grupo de A1 a C1.',
              ),
            },
            {
              title: ctx.L('A city that speaks Spanish', 'Una ciudad que habla español'),
              text: ctx.L(
                'Segovia has few English speakers: you practise at the market, in cafés and with your host family.',
                'En Segovia se habla poco inglés: practicará en el mercado, en los cafés y con su familia de acogida.',
              ),
            },
            {
              title: ctx.L('Credits your university recognises', 'Créditos que su universidad reconoce'),
              text: ctx.L(
                '6 ECTS and a transcript with your level according to the Common European Framework.',
                '6 ECTS y un certificado académico con su nivel según el Marco Común Europeo.',
              ),
            },
          ],
          forPeopleWho: ctx.L(
            ['are university students of any field, 18 or older', 'want to start Spanish or take their level up a step'],
            [
              'son estudiantes universitarios de cualquier disciplina, mayores de 18 años',
              'quieren empezar a estudiar español o subir un nivel',
            ],
          ),
          toBecome: ctx.L(
            ['A confident Spanish speaker', 'An exchange student in a Spanish-speaking country'],
            ['Un hablante de español con soltura', 'Un estudiante de intercambio en un país hispanohablante'],
          ),
        },
        body: sections(
          [
            ctx.L(
              'Mornings are for language: three hours from Monday to Friday in groups by level. Afternoons alternate between the culture course and workshops on conversation, cinema and cooking.',
              'Las mañanas son para la lengua: tres horas de lunes a viernes en grupos por nivel. Las tardes alternan el curso de cultura con talleres de conversación, cine y cocina.',
            ),
          ],
          [
            ctx.L('The culture course', 'El curso de cultura'),
            ctx.L(
              'Spain today: its regions and languages, the transition to democracy, food, football and the family. Taught in Spanish at an accessible level, with readings adapted for each group.',
              'La España actual: sus regiones y lenguas, la Transición, la comida, el fútbol y la familia. En español, a un nivel accesible y con lecturas adaptadas a cada grupo.',
            ),
          ],
        ),
        leadFormSection: [
          leadForm(ctx, {
            programId: 'SS-SPA',
            pathwayId: PATHWAY,
            summerCourse: 'spanish-language-culture',
            title: ctx.L('Spanish Language and Culture', 'Lengua y Cultura Españolas'),
          }),
        ],
        mainSection: [
          datesFacts(ctx, ctx.L('Segovia campus', 'Campus de Segovia'), ctx.L('Spanish (all levels)', 'Español (todos los niveles)'), 6),
          {
            component: 'StudyPlan',
            title: ctx.L('What you study', 'Qué estudiará'),
            intro: ctx.L(
              'Six credits in three weeks: two courses and a final presentation.',
              'Seis créditos en tres semanas: dos asignaturas y una presentación final.',
            ),
            semesters: [
              {
                title: ctx.L('5–23 July 2027', 'Del 5 al 23 de julio de 2027'),
                open: true,
                courses: [
                  { title: ctx.L('Spanish language (by level, A1–C1)', 'Lengua española (por niveles, A1–C1)'), ects: 4 },
                  { title: ctx.L('Spain today: society and culture', 'La España actual: sociedad y cultura'), ects: 1.5 },
                  {
                    title: ctx.L('Final presentation in Spanish', 'Presentación final en español'),
                    ects: 0.5,
                    type: 'project',
                    description: ctx.L(
                      'Ten minutes on a place or a person of Segovia, in front of your group.',
                      'Diez minutos sobre un lugar o una persona de Segovia, ante su grupo.',
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
      key: 'business',
      slug: bi('courses/international-business', 'cursos/negocios-internacionales'),
      parent: 'courses',
      templateType: 'ProgramDetail',
      title: bi('International Business in Europe', 'Negocios Internacionales en Europa'),
      metaDescription: bi(
        'Three weeks in Madrid on how companies enter and compete in the European market, with company visits, taught in English.',
        'Tres semanas en Madrid sobre cómo entran y compiten las empresas en el mercado europeo, con visitas a empresas, en inglés.',
      ),
      template: (ctx) => ({
        title: ctx.L('International Business in Europe', 'Negocios Internacionales en Europa'),
        image: ctx.media('city-morning.jpg'),
        program: {
          code: 'ibu-ss-international-business',
          programType: 'bachelor',
          format: 'face-to-face',
          location: ['Madrid'],
          duration: { amount: 3, unit: 'weeks' },
          language: ['en'],
          intake: [START],
          fees: { amount: 3400, currency: 'EUR', per: 'programme' },
          academicArea: [ctx.L('Business', 'Empresa')],
          credits: 6,
          abstract: ctx.L(
            'How companies enter and compete in the European market, taught in English in Madrid with four company visits.',
            'Cómo entran y compiten las empresas en el mercado europeo, en inglés en Madrid y con cuatro visitas a empresas.',
          ),
          forPeopleWho: ctx.L(
            [
              'study business, economics or engineering and have finished their first year',
              'want to see European companies from the inside',
            ],
            ['estudian empresa, economía o ingeniería y han terminado el primer curso', 'quieren conocer empresas europeas por dentro'],
          ),
        },
        body: sections(
          [
            ctx.L(
              'The course follows one question: how would a company from your country sell in Europe? Classes on the single market, trade rules, marketing and finance alternate with visits to a fashion group, a bank, a food exporter and a Madrid start-up.',
              'El curso gira en torno a una pregunta: ¿cómo vendería en Europa una empresa de su país? Las clases sobre mercado único, normas comerciales, marketing y finanzas se alternan con visitas a un grupo de moda, un banco, un exportador de alimentación y una empresa emergente madrileña.',
            ),
          ],
          [
            ctx.L('Assessment', 'Evaluación'),
            ctx.L(
              'A team market-entry plan presented on the last Thursday (50 %), a case exam (30 %) and participation (20 %).',
              'Un plan de entrada en el mercado en equipo presentado el último jueves (50 %), un examen de caso (30 %) y la participación (20 %).',
            ),
          ],
        ),
        leadFormSection: [
          leadForm(ctx, {
            programId: 'SS-BUS',
            pathwayId: PATHWAY,
            summerCourse: 'international-business',
            title: ctx.L('International Business', 'Negocios Internacionales'),
          }),
        ],
        mainSection: [
          datesFacts(ctx, ctx.L('Madrid campus', 'Campus de Madrid'), ctx.L('English', 'Inglés'), 6),
          {
            component: 'Table',
            title: ctx.L('A typical week', 'Una semana tipo'),
            caption: ctx.L('Week 2 of International Business in Europe', 'Semana 2 de Negocios Internacionales en Europa'),
            columns: ctx.L(['Day', 'Morning (9:30–13:00)', 'Afternoon'], ['Día', 'Mañana (9:30–13:00)', 'Tarde']),
            rows: ctx.L(
              [
                ['Monday', 'The single market and its limits', 'Team work'],
                ['Tuesday', 'Marketing across cultures', 'Visit: a Spanish fashion group'],
                ['Wednesday', 'Financing international growth', 'Free'],
                ['Thursday', 'Trade rules and tariffs', 'Visit: a food exporter'],
                ['Friday', 'Case discussion', 'Departure for Salamanca'],
              ],
              [
                ['Lunes', 'El mercado único y sus límites', 'Trabajo en equipo'],
                ['Martes', 'Marketing entre culturas', 'Visita: un grupo de moda español'],
                ['Miércoles', 'Financiar el crecimiento internacional', 'Libre'],
                ['Jueves', 'Normas comerciales y aranceles', 'Visita: un exportador de alimentación'],
                ['Viernes', 'Discusión de caso', 'Salida hacia Salamanca'],
              ],
            ),
            rowHeaders: true,
          },
        ],
      }),
    },
    {
      key: 'design',
      slug: bi('courses/design', 'cursos/diseno'),
      parent: 'courses',
      templateType: 'ProgramDetail',
      title: bi('Design Studio: Drawing the Historic City', 'Taller de Diseño: Dibujar la Ciudad Histórica'),
      metaDescription: bi(
        'A three-week design studio in Segovia: drawing, measuring and redesigning public spaces of a World Heritage city, in English.',
        'Un taller de diseño de tres semanas en Segovia: dibujar, medir y rediseñar espacios públicos de una ciudad Patrimonio de la Humanidad, en inglés.',
      ),
      template: (ctx) => ({
        title: ctx.L('Design Studio: Drawing the Historic City', 'Taller de Diseño: Dibujar la Ciudad Histórica'),
        image: ctx.media('green-valley.jpg'),
        program: {
          code: 'ibu-ss-design-studio',
          programType: 'bachelor',
          format: 'face-to-face',
          location: ['Segovia'],
          duration: { amount: 3, unit: 'weeks' },
          language: ['en'],
          intake: [START],
          fees: { amount: 3400, currency: 'EUR', per: 'programme' },
          academicArea: [ctx.L('Design', 'Diseño')],
          credits: 6,
          abstract: ctx.L(
            'A studio in Segovia with the School of Architecture and Design: drawing, measuring and redesigning a square of the old town.',
            'Un taller en Segovia con la Escuela de Arquitectura y Diseño: dibujar, medir y rediseñar una plaza del casco antiguo.',
          ),
          forPeopleWho: ctx.L(
            ['study architecture, design, fine arts or urban planning', 'can bring a sketchbook and a laptop'],
            ['estudian arquitectura, diseño, bellas artes o urbanismo', 'pueden traer un cuaderno de dibujo y un ordenador portátil'],
          ),
        },
        body: paragraphs(
          ctx.L(
            'Each morning starts with an hour of drawing outdoors, at the aqueduct, the cathedral or the Alcázar. The studio then works on one real brief: the Segovia city council has asked for ideas to give shade and seating to the Plaza de San Martín without hiding its façades.',
            'Cada mañana empieza con una hora de dibujo al aire libre, en el acueducto, la catedral o el Alcázar. Después el taller trabaja en un encargo real: el Ayuntamiento de Segovia ha pedido ideas para dar sombra y asientos a la plaza de San Martín sin ocultar sus fachadas.',
          ),
          ctx.L(
            'The final proposals are shown to the city’s architects and exhibited in the convent’s cloister during the last week.',
            'Las propuestas finales se presentan a los arquitectos municipales y se exponen en el claustro del convento durante la última semana.',
          ),
        ),
        leadFormSection: [
          leadForm(ctx, {
            programId: 'SS-DES',
            pathwayId: PATHWAY,
            summerCourse: 'design-studio',
            title: ctx.L('the Design Studio', 'el Taller de Diseño'),
          }),
        ],
        mainSection: [
          datesFacts(ctx, ctx.L('Segovia campus', 'Campus de Segovia'), ctx.L('English', 'Inglés'), 6),
          {
            component: 'TextImage',
            title: ctx.L('Taught with the School of Architecture and Design', 'Con la Escuela de Arquitectura y Diseño'),
            html: paragraphs(
              ctx.L(
                'Two professors of the school lead the studio, with a Segovia architect who restored part of the old town walls.',
                'Dirigen el taller dos profesores de la escuela, junto a una arquitecta segoviana que restauró parte de la muralla.',
              ),
            ),
            image: ctx.media('old-town.jpg'),
            imagePosition: 'right',
            link: {
              href: ctx.L('/school-architecture-design/', '/es/school-architecture-design/'),
              text: ctx.L('About the school', 'Sobre la escuela'),
            },
          },
        ],
      }),
    },
    {
      key: 'law',
      slug: bi('courses/european-law', 'cursos/derecho-europeo'),
      parent: 'courses',
      templateType: 'ProgramDetail',
      title: bi('European and International Law', 'Derecho Europeo e Internacional'),
      metaDescription: bi(
        'Three weeks in Madrid on EU law, human rights and international arbitration, with a moot court and a visit to a Madrid court, in English.',
        'Tres semanas en Madrid sobre derecho de la Unión Europea, derechos humanos y arbitraje internacional, con un juicio simulado y la visita a un tribunal, en inglés.',
      ),
      template: (ctx) => ({
        title: ctx.L('European and International Law', 'Derecho Europeo e Internacional'),
        image: ctx.media('library.jpg'),
        program: {
          code: 'ibu-ss-european-law',
          programType: 'bachelor',
          format: 'face-to-face',
          location: ['Madrid'],
          duration: { amount: 3, unit: 'weeks' },
          language: ['en'],
          intake: [START],
          fees: { amount: 3200, currency: 'EUR', per: 'programme' },
          academicArea: [ctx.L('Law', 'Derecho')],
          credits: 6,
          abstract: ctx.L(
            'EU law, human rights and international arbitration in Madrid, taught in English by the Law School, with a moot court.',
            'Derecho de la Unión Europea, derechos humanos y arbitraje internacional en Madrid, en inglés y con la Law School, con un juicio simulado.',
          ),
          forPeopleWho: ctx.L(
            ['study law or international relations and have finished their first year', 'are thinking of a career in international law'],
            [
              'estudian derecho o relaciones internacionales y han terminado el primer curso',
              'se plantean una carrera en derecho internacional',
            ],
          ),
        },
        body: paragraphs(
          ctx.L(
            'Three modules of one week each: how the European Union makes and enforces law; the European Convention on Human Rights and its court; and international commercial arbitration, for which Madrid is a growing seat.',
            'Tres módulos de una semana cada uno: cómo elabora y aplica el derecho la Unión Europea; el Convenio Europeo de Derechos Humanos y su tribunal; y el arbitraje comercial internacional, del que Madrid es una sede en crecimiento.',
          ),
          ctx.L(
            'The course ends with a moot arbitration in the Law School’s courtroom, judged by practising arbitrators.',
            'El curso termina con un arbitraje simulado en la sala de vistas de la Law School, juzgado por árbitros en ejercicio.',
          ),
        ),
        leadFormSection: [
          leadForm(ctx, {
            programId: 'SS-LAW',
            pathwayId: PATHWAY,
            summerCourse: 'european-law',
            title: ctx.L('European and International Law', 'Derecho Europeo e Internacional'),
          }),
        ],
        mainSection: [
          datesFacts(ctx, ctx.L('Madrid campus', 'Campus de Madrid'), ctx.L('English', 'Inglés'), 6),
          {
            component: 'Quote',
            quote: ctx.L(
              'Arguing a case in front of real arbitrators in my second year of law school was terrifying, and the best thing I did that year.',
              'Defender un caso ante árbitros de verdad en segundo de carrera me aterró, y fue lo mejor que hice ese año.',
            ),
            author: 'Priya Raman',
            role: ctx.L(
              'European and International Law 2026, National Law School of India University',
              'Derecho Europeo e Internacional 2026, National Law School of India University',
            ),
          },
        ],
      }),
    },

    // ——— Housing ———
    {
      key: 'housing',
      slug: bi('housing', 'alojamiento'),
      templateType: 'BasicTemplate',
      title: bi('Housing', 'Alojamiento'),
      metaDescription: bi(
        'Where Summer School students live in Madrid and Segovia: residence halls, host families and shared flats, with prices for July 2027.',
        'Dónde viven los estudiantes de la Escuela de Verano en Madrid y Segovia: residencias, familias de acogida y pisos compartidos, con precios para julio de 2027.',
      ),
      template: (ctx) => ({
        heroSection: [
          compactHero(ctx, {
            eyebrow: bi('Housing', 'Alojamiento'),
            title: bi('A place to live for three weeks', 'Un lugar donde vivir tres semanas'),
            subtitle: bi(
              'We book your room when you enrol: you arrive on Sunday 4 July and leave on Saturday 24 July.',
              'Reservamos su habitación al matricularse: llega el domingo 4 de julio y se va el sábado 24 de julio.',
            ),
            image: 'city-dusk.jpg',
          }),
        ],
        mainSection: [
          {
            component: 'Tabs',
            title: ctx.L('Three options', 'Tres opciones'),
            tabs: [
              {
                label: ctx.L('Residence hall', 'Residencia'),
                html: paragraphs(
                  ctx.L(
                    'Single rooms with a private bathroom in the university residence, five minutes from the Madrid campus or in the Segovia convent itself. Breakfast and dinner are included; linen is changed weekly.',
                    'Habitaciones individuales con baño propio en la residencia universitaria, a cinco minutos del campus de Madrid o en el propio convento de Segovia. Incluye desayuno y cena; la ropa de cama se cambia cada semana.',
                  ),
                ),
              },
              {
                label: ctx.L('Host family', 'Familia de acogida'),
                html: paragraphs(
                  ctx.L(
                    'A single room in the home of a Spanish family, with three meals a day. The best choice for the Spanish course: our families have hosted students for years and are visited by our staff every spring.',
                    'Una habitación individual en casa de una familia española, con las tres comidas. La mejor opción para el curso de español: nuestras familias acogen estudiantes desde hace años y nuestro personal las visita cada primavera.',
                  ),
                ),
              },
              {
                label: ctx.L('Shared flat', 'Piso compartido'),
                html: paragraphs(
                  ctx.L(
                    'A single room in a flat shared with three or four Summer School students, with a kitchen. Madrid only; no meals.',
                    'Una habitación individual en un piso compartido con tres o cuatro estudiantes de la Escuela de Verano, con cocina. Solo en Madrid; sin comidas.',
                  ),
                ),
              },
            ],
          },
          {
            component: 'FeesTable',
            title: ctx.L('Housing prices, 4–24 July 2027', 'Precios del alojamiento, del 4 al 24 de julio de 2027'),
            fees: [
              {
                label: ctx.L('Residence hall, Madrid', 'Residencia, Madrid'),
                amount: 1650,
                note: ctx.L('Breakfast and dinner', 'Desayuno y cena'),
              },
              {
                label: ctx.L('Residence, Segovia convent', 'Residencia, convento de Segovia'),
                amount: 1480,
                note: ctx.L('Breakfast and dinner', 'Desayuno y cena'),
              },
              {
                label: ctx.L('Host family, Madrid or Segovia', 'Familia de acogida, Madrid o Segovia'),
                amount: 1390,
                note: ctx.L('Three meals a day', 'Tres comidas al día'),
              },
              { label: ctx.L('Shared flat, Madrid', 'Piso compartido, Madrid'), amount: 990, note: ctx.L('No meals', 'Sin comidas') },
            ],
            notes: [
              ctx.L(
                'Housing is paid together with the course fee. An extra night before or after costs €70.',
                'El alojamiento se paga junto con el precio del curso. Una noche adicional antes o después cuesta 70 €.',
              ),
            ],
          },
          callToAction(ctx, {
            title: bi('Choose your housing when you apply', 'Elija su alojamiento al inscribirse'),
            primary: { page: 'apply', text: bi('How to apply', 'Cómo inscribirse') },
          }),
        ],
      }),
    },

    // ——— Apply ———
    {
      key: 'apply',
      slug: bi('how-to-apply', 'como-inscribirse'),
      templateType: 'BasicTemplate',
      title: bi('How to apply', 'Cómo inscribirse'),
      metaDescription: bi(
        'Applying to the 2027 Summer School: steps, dates, fees and the information request form.',
        'Inscribirse en la Escuela de Verano 2027: pasos, fechas, precios y el formulario de solicitud de información.',
      ),
      template: (ctx) => ({
        mainSection: [
          {
            component: 'AdmissionsProcess',
            title: ctx.L('Four steps to Madrid or Segovia', 'Cuatro pasos hasta Madrid o Segovia'),
            intro: ctx.L(
              'Places are offered in order of application; most courses fill up by the end of March.',
              'Las plazas se asignan por orden de inscripción; la mayoría de los cursos se completa a finales de marzo.',
            ),
            steps: [
              {
                title: ctx.L('Apply online', 'Inscripción en línea'),
                text: ctx.L(
                  'Choose your course and housing and upload your documents.',
                  'Elija curso y alojamiento y adjunte sus documentos.',
                ),
                date: '2026-12-01',
                endDate: '2027-04-30',
                documents: [
                  { title: ctx.L('Transcript of your university studies', 'Certificado de sus estudios universitarios') },
                  { title: ctx.L('Copy of your passport', 'Copia de su pasaporte') },
                  {
                    title: ctx.L(
                      'English certificate (B2) for courses taught in English, unless it is your first language',
                      'Certificado de inglés (B2) para los cursos en inglés, salvo que sea su lengua materna',
                    ),
                  },
                ],
              },
              {
                title: ctx.L('Confirmation', 'Confirmación'),
                text: ctx.L('We confirm your place within five working days.', 'Confirmamos su plaza en cinco días laborables.'),
              },
              {
                title: ctx.L('Payment', 'Pago'),
                text: ctx.L(
                  'Pay the course fee (€2,400) and housing within 15 days of confirmation.',
                  'Abone el precio del curso (2.400 €) y el alojamiento en los 15 días siguientes a la confirmación.',
                ),
              },
              {
                title: ctx.L('Arrival', 'Llegada'),
                text: ctx.L(
                  'Your buddy meets you on Sunday 4 July; classes start on Monday 5 July at 9:30.',
                  'Su compañero mentor le recibe el domingo 4 de julio; las clases empiezan el lunes 5 de julio a las 9:30.',
                ),
                date: '2027-07-04',
              },
            ],
            link: { linkToURL: 'https://apply.ibera.edu/summer-2027', text: ctx.L('Start your application', 'Empiece su inscripción') },
          },
          {
            component: 'InformationRequestForm',
            title: ctx.L('Questions before you apply?', '¿Tiene preguntas antes de inscribirse?'),
            text: ctx.L(
              'Tell us which course interests you and we will answer within two working days, in English or Spanish.',
              'Díganos qué curso le interesa y le responderemos en dos días laborables, en inglés o en español.',
            ),
            contact: {
              email: 'summer@ibera.edu',
              phone: '+34 91 514 26 80',
              hours: ctx.L('Monday to Friday, 9:00–17:00 (CET)', 'De lunes a viernes, de 9:00 a 17:00 (hora peninsular)'),
            },
            thankYou: thankYou(ctx),
          },
        ],
      }),
    },

    // ——— FAQ ———
    {
      key: 'faq',
      slug: bi('faq', 'preguntas-frecuentes'),
      templateType: 'BasicTemplate',
      title: bi('Questions and answers', 'Preguntas frecuentes'),
      metaDescription: bi(
        'Answers about credits, visas, insurance, arriving and money for the 2027 Summer School.',
        'Respuestas sobre créditos, visados, seguro, llegada y dinero para la Escuela de Verano 2027.',
      ),
      template: (ctx) => ({
        mainSection: [
          {
            component: 'Faq',
            title: ctx.L('Questions and answers', 'Preguntas frecuentes'),
            groups: [
              {
                title: ctx.L('Courses and credits', 'Cursos y créditos'),
                questions: [
                  {
                    question: ctx.L('Will my university recognise the credits?', '¿Reconocerá mi universidad los créditos?'),
                    answer: paragraphs(
                      ctx.L(
                        'Most do: each course is worth 6 ECTS (about 3 US semester credits). Send the course page to your home university before you apply; we can send them the syllabus.',
                        'La mayoría sí: cada curso vale 6 ECTS (unos 3 créditos semestrales estadounidenses). Envíe la página del curso a su universidad antes de inscribirse; podemos enviarles el programa.',
                      ),
                    ),
                  },
                  {
                    question: ctx.L('Can I take two courses?', '¿Puedo hacer dos cursos?'),
                    answer: paragraphs(
                      ctx.L(
                        'No. The courses run at the same time and each takes a full day.',
                        'No. Los cursos se imparten a la vez y cada uno ocupa la jornada completa.',
                      ),
                    ),
                  },
                  {
                    question: ctx.L('Are there exams?', '¿Hay exámenes?'),
                    answer: paragraphs(
                      ctx.L(
                        'Every course has a final assessment; you receive a transcript with your grade in August.',
                        'Todos los cursos tienen una evaluación final; recibirá su certificado con la nota en agosto.',
                      ),
                    ),
                  },
                ],
              },
              {
                title: ctx.L('Travel and visas', 'Viaje y visados'),
                questions: [
                  {
                    question: ctx.L('Do I need a visa?', '¿Necesito visado?'),
                    answer: paragraphs(
                      ctx.L(
                        'Citizens of the EU do not. Many other nationalities can stay up to 90 days without a visa; check with the Spanish consulate in your country. We send a letter of admission for your application.',
                        'Los ciudadanos de la UE no. Muchas otras nacionalidades pueden permanecer hasta 90 días sin visado; consulte al consulado español de su país. Le enviamos una carta de admisión para su solicitud.',
                      ),
                    ),
                  },
                  {
                    question: ctx.L('Is health insurance included?', '¿Incluye seguro médico?'),
                    answer: paragraphs(
                      ctx.L(
                        'Yes, the fee includes travel and health insurance for the three weeks. EU students should also bring their European Health Insurance Card.',
                        'Sí, el precio incluye un seguro de viaje y asistencia médica para las tres semanas. Los estudiantes de la UE deben traer también su Tarjeta Sanitaria Europea.',
                      ),
                    ),
                  },
                  {
                    question: ctx.L('How do I get to Segovia from the airport?', '¿Cómo llego a Segovia desde el aeropuerto?'),
                    answer: paragraphs(
                      ctx.L(
                        'On Sunday 4 July a university coach leaves Madrid airport (Terminal 4) for Segovia at 13:00 and 18:00. Tell us your flight when you apply.',
                        'El domingo 4 de julio sale un autocar de la universidad desde el aeropuerto de Madrid (Terminal 4) hacia Segovia a las 13:00 y a las 18:00. Indíquenos su vuelo al inscribirse.',
                      ),
                    ),
                  },
                ],
              },
              {
                title: ctx.L('Money', 'Dinero'),
                questions: [
                  {
                    question: ctx.L('What does the Summer School cost?', '¿Cuánto cuesta la Escuela de Verano?'),
                    answer: paragraphs(
                      ctx.L(
                        'The course fee is €2,400, including classes, materials, trips and insurance. Housing is from €990 to €1,650; see the <a href="' +
                          ctx.href('housing') +
                          '">housing page</a>.',
                        'El precio del curso es de 2.400 €, con clases, materiales, excursiones y seguro. El alojamiento cuesta de 990 € a 1.650 €; consulte la <a href="' +
                          ctx.href('housing') +
                          '">página de alojamiento</a>.',
                      ),
                    ),
                  },
                  {
                    question: ctx.L('Are there scholarships?', '¿Hay becas?'),
                    answer: paragraphs(
                      ctx.L(
                        'Twenty scholarships of €1,200 for students of partner universities in Latin America, Africa and Asia. Ask your international office.',
                        'Veinte becas de 1.200 € para estudiantes de universidades asociadas de América Latina, África y Asia. Pregunte en su oficina de relaciones internacionales.',
                      ),
                    ),
                  },
                  {
                    question: ctx.L('Can I cancel?', '¿Puedo cancelar?'),
                    answer: paragraphs(
                      ctx.L(
                        'Until 31 May we refund everything but €200. After that, refunds are only given if your visa is refused.',
                        'Hasta el 31 de mayo devolvemos todo salvo 200 €. Después, solo se devuelve el importe si le deniegan el visado.',
                      ),
                    ),
                  },
                ],
              },
            ],
          },
          callToAction(ctx, {
            title: bi('Your question is not here?', '¿No encuentra su pregunta?'),
            primary: { page: 'contact', text: bi('Write to us', 'Escríbanos') },
          }),
        ],
      }),
    },

    // ——— Faculty ———
    {
      key: 'faculty',
      slug: bi('faculty', 'profesorado'),
      templateType: 'TeachersList',
      title: bi('Faculty', 'Profesorado'),
      metaDescription: bi(
        'The teachers of the 2027 Summer School: professors of the university’s schools and practitioners from Madrid and Segovia.',
        'El profesorado de la Escuela de Verano 2027: profesores de las escuelas de la universidad y profesionales de Madrid y Segovia.',
      ),
      template: (ctx) => ({
        intro: ctx.L(
          'Each course is led by a professor of the school that teaches the subject during the year, with teachers who practise it: an architect who restores Segovia’s walls, a lawyer who argues before the courts in Luxembourg.',
          'Cada curso lo dirige un profesor de la escuela que imparte la materia durante el año, con docentes que la ejercen: una arquitecta que restaura la muralla de Segovia, un abogado que litiga ante los tribunales de Luxemburgo.',
        ),
        pageSize: 12,
        data: below(ctx, 'faculty', 'TeacherDetail', { order: 'alpha' }),
      }),
    },
    ...FACULTY.map(teacherPage),

    // ——— News ———
    newsListPage({
      description: bi(
        'News from the Ibera University Summer School: courses, students and the cities they study in.',
        'Noticias de la Escuela de Verano de Ibera University: cursos, estudiantes y las ciudades en las que estudian.',
      ),
      intro: bi(
        'The 2027 courses, what last summer’s students did and what they left behind in Madrid and Segovia.',
        'Los cursos de 2027, lo que hicieron los estudiantes del verano pasado y lo que dejaron en Madrid y Segovia.',
      ),
      pageSize: 9,
      filters: ['year', 'topic'],
    }),
    newsPage({
      key: 'news-applications-open',
      slug: bi('news/applications-open-2027', 'noticias/inscripciones-abiertas-2027'),
      title: bi('Applications for the 2027 Summer School are open', 'Abiertas las inscripciones de la Escuela de Verano 2027'),
      description: bi(
        'Four courses from 5 to 23 July 2027, twenty scholarships and a real brief from the Segovia city council for the Design Studio.',
        'Cuatro cursos del 5 al 23 de julio de 2027, veinte becas y un encargo real del Ayuntamiento de Segovia para el Taller de Diseño.',
      ),
      date: '2026-12-01',
      summary: bi(
        'Places in each course are limited to 25 and offered in order of application until 30 April.',
        'Las plazas de cada curso se limitan a 25 y se asignan por orden de inscripción hasta el 30 de abril.',
      ),
      author: bi('Summer School office', 'Oficina de la Escuela de Verano'),
      category: bi('Admissions', 'Inscripción'),
      image: 'classroom.jpg',
      body: (ctx) =>
        sections(
          [
            ctx.L(
              'The 2027 edition keeps the four courses of last summer: Spanish Language and Culture and the Design Studio in Segovia, International Business in Europe and European and International Law in Madrid. Each is worth 6 ECTS credits.',
              'La edición de 2027 mantiene los cuatro cursos del verano pasado: Lengua y Cultura Españolas y el Taller de Diseño en Segovia, Negocios Internacionales en Europa y Derecho Europeo e Internacional en Madrid. Cada uno vale 6 créditos ECTS.',
            ),
          ],
          [
            ctx.L('What is new', 'Qué hay de nuevo'),
            ctx.L(
              'The Design Studio works this year on a real brief: the Segovia city council wants ideas to give shade and seating to the Plaza de San Martín. International Business adds a visit to a Madrid start-up, and the scholarships for partner universities rise from fifteen to twenty.',
              'El Taller de Diseño trabaja este año en un encargo real: el Ayuntamiento de Segovia quiere ideas para dar sombra y asientos a la plaza de San Martín. Negocios Internacionales suma la visita a una empresa emergente madrileña, y las becas para universidades asociadas pasan de quince a veinte.',
            ),
          ],
        ),
    }),
    newsPage({
      key: 'news-design-exhibition',
      slug: bi('news/design-studio-exhibition-2026', 'noticias/exposicion-taller-de-diseno-2026'),
      title: bi(
        'Last summer’s design proposals go on show in Segovia, and win the studio a brief for 2027',
        'Las propuestas de diseño del verano pasado se exponen en Segovia y le valen al taller un encargo para 2027',
      ),
      description: bi(
        'Twenty-four students redrew three of the old town’s small squares; the city council has asked the 2027 studio to work on a fourth.',
        'Veinticuatro estudiantes redibujaron tres plazuelas del casco antiguo; el ayuntamiento ha pedido al taller de 2027 que trabaje en una cuarta.',
      ),
      date: '2026-10-20',
      summary: bi(
        'The drawings and models of the 2026 Design Studio are on show at the Casa de los Picos until 30 November.',
        'Los dibujos y maquetas del Taller de Diseño de 2026 se exponen en la Casa de los Picos hasta el 30 de noviembre.',
      ),
      author: bi('Summer School office', 'Oficina de la Escuela de Verano'),
      category: bi('Courses', 'Cursos'),
      image: 'workshop.jpg',
      body: (ctx) =>
        paragraphs(
          ctx.L(
            'Students from eleven countries spent three weeks measuring, drawing and redesigning the squares of Medina del Campo, San Esteban and La Merced. The exhibition shows their sketchbooks beside the final boards and three models in lime wood.',
            'Estudiantes de once países dedicaron tres semanas a medir, dibujar y rediseñar las plazas de Medina del Campo, San Esteban y La Merced. La exposición muestra sus cuadernos junto a los paneles finales y tres maquetas en madera de tilo.',
          ),
          ctx.L(
            'After visiting it, the city’s architects asked the school to devote the 2027 studio to the Plaza de San Martín, where the council plans to add shade and seating without hiding the façades.',
            'Tras visitarla, los arquitectos municipales pidieron a la escuela que dedicara el taller de 2027 a la plaza de San Martín, donde el ayuntamiento quiere añadir sombra y asientos sin ocultar las fachadas.',
          ),
        ),
    }),
    newsPage({
      key: 'news-2026-in-numbers',
      slug: bi('news/summer-2026-in-numbers', 'noticias/el-verano-de-2026-en-cifras'),
      title: bi('The 2026 Summer School in numbers', 'La Escuela de Verano 2026 en cifras'),
      description: bi(
        'How many students came, from where, and what they thought of the courses, the housing and the trips.',
        'Cuántos estudiantes vinieron, de dónde, y qué opinaron de los cursos, el alojamiento y las excursiones.',
      ),
      date: '2026-09-15',
      summary: bi(
        '196 students from 41 countries; nine in ten would recommend their course to a friend.',
        '196 estudiantes de 41 países; nueve de cada diez recomendarían su curso a un amigo.',
      ),
      author: bi('Summer School office', 'Oficina de la Escuela de Verano'),
      category: bi('Students', 'Estudiantes'),
      image: 'campus.jpg',
      body: (ctx) =>
        sections(
          [
            ctx.L(
              'The largest groups came from the United States, Germany, Mexico and South Korea. Spanish Language and Culture was again the most popular course, with six groups from A1 to C1.',
              'Los grupos más numerosos llegaron de Estados Unidos, Alemania, México y Corea del Sur. Lengua y Cultura Españolas volvió a ser el curso más solicitado, con seis grupos del A1 al C1.',
            ),
          ],
          [
            ctx.L('What students asked us to change', 'Qué nos pidieron cambiar los estudiantes'),
            ctx.L(
              'More time in Salamanca, fewer hours on the coach, and air conditioning in the Madrid residence. The first two are in the 2027 programme; the third is being installed this winter.',
              'Más tiempo en Salamanca, menos horas de autocar y aire acondicionado en la residencia de Madrid. Las dos primeras están en el programa de 2027; la tercera se instala este invierno.',
            ),
          ],
        ),
    }),

    // ——— Events ———
    eventListPage({
      description: bi(
        'Information sessions, the pre-departure briefing and the closing exhibition of the Summer School.',
        'Sesiones informativas, la reunión previa al viaje y la exposición de clausura de la Escuela de Verano.',
      ),
      intro: bi(
        'Meet the team online before you apply, get ready before you travel, and join us in Segovia at the end of July.',
        'Conozca al equipo en línea antes de inscribirse, prepárese antes de viajar y acompáñenos en Segovia a finales de julio.',
      ),
      filters: ['eventType', 'year'],
      pageSize: 6,
    }),
    eventPage({
      key: 'event-info-session',
      slug: bi('events/online-information-session-february-2027', 'eventos/sesion-informativa-en-linea-febrero-2027'),
      title: bi('Online information session: Summer School 2027', 'Sesión informativa en línea: Escuela de Verano 2027'),
      description: bi(
        'The four courses, housing, credits and scholarships explained in an hour, with time for questions.',
        'Los cuatro cursos, el alojamiento, los créditos y las becas, explicados en una hora y con tiempo para preguntas.',
      ),
      summary: bi(
        'For students and for the international offices of their universities, in English.',
        'Para estudiantes y para las oficinas de relaciones internacionales de sus universidades, en inglés.',
      ),
      image: 'webinar.jpg',
      eventType: 'online',
      start: '2027-02-03T16:00:00+01:00',
      end: '2027-02-03T17:00:00+01:00',
      register: { page: 'contact', text: bi('Ask for the link', 'Pida el enlace') },
      info: { page: 'courses', text: bi('The 2027 courses', 'Los cursos de 2027') },
      body: (ctx) =>
        paragraphs(
          ctx.L(
            'Beatriz Sanz and Javier Lozano present the courses and answer questions about credit recognition, visas and life in Segovia. Two students of the 2026 edition join them for the last twenty minutes.',
            'Beatriz Sanz y Javier Lozano presentan los cursos y responden a las preguntas sobre reconocimiento de créditos, visados y la vida en Segovia. Dos estudiantes de la edición de 2026 se unen a ellos en los últimos veinte minutos.',
          ),
        ),
    }),
    eventPage({
      key: 'event-pre-departure',
      slug: bi('events/pre-departure-briefing-2027', 'eventos/reunion-previa-al-viaje-2027'),
      title: bi('Pre-departure briefing for admitted students', 'Reunión previa al viaje para estudiantes admitidos'),
      description: bi(
        'What to pack, how to reach Segovia from the airport and what happens on the first day.',
        'Qué llevar, cómo llegar a Segovia desde el aeropuerto y qué ocurre el primer día.',
      ),
      summary: bi(
        'An online meeting for everyone with a place in the 2027 courses, and a first chance to meet their buddies.',
        'Una reunión en línea para todos los que tienen plaza en los cursos de 2027, y una primera ocasión de conocer a sus compañeros mentores.',
      ),
      image: 'seminar.jpg',
      eventType: 'online',
      start: '2027-06-09T17:00:00+02:00',
      end: '2027-06-09T18:00:00+02:00',
      info: { page: 'faq', text: bi('Questions and answers', 'Preguntas frecuentes') },
      body: (ctx) =>
        sections(
          [
            ctx.L(
              'The link is sent by email to every admitted student. The session is recorded for those who cannot join from their time zone.',
              'El enlace se envía por correo a cada estudiante admitido. La sesión se graba para quienes no puedan conectarse por su huso horario.',
            ),
          ],
          [
            ctx.L('What we cover', 'Qué veremos'),
            ctx.L(
              'The coach from Madrid airport on Sunday 4 July, the placement test for Spanish, what the residences provide and what to bring, insurance and what to do if you fall ill, and the weekend trips to Toledo and Salamanca.',
              'El autocar desde el aeropuerto de Madrid el domingo 4 de julio, la prueba de nivel de español, qué ofrecen las residencias y qué traer, el seguro y qué hacer si enferma, y las excursiones de fin de semana a Toledo y Salamanca.',
            ),
          ],
        ),
    }),
    eventPage({
      key: 'event-closing',
      slug: bi('events/closing-ceremony-and-exhibition-2027', 'eventos/clausura-y-exposicion-2027'),
      title: bi('Closing ceremony and Design Studio exhibition', 'Clausura y exposición del Taller de Diseño'),
      description: bi(
        'The end of the 2027 Summer School in the cloister of the Segovia convent, with the Design Studio’s proposals for the Plaza de San Martín.',
        'El final de la Escuela de Verano 2027 en el claustro del convento de Segovia, con las propuestas del Taller de Diseño para la plaza de San Martín.',
      ),
      summary: bi(
        'Certificates for every student, the studio’s proposals on show and a farewell dinner. Open to the people of Segovia.',
        'Diplomas para todos los estudiantes, las propuestas del taller expuestas y una cena de despedida. Abierta a los segovianos.',
      ),
      image: 'old-town.jpg',
      eventType: 'face-to-face',
      start: '2027-07-22T19:00:00+02:00',
      end: '2027-07-22T22:30:00+02:00',
      location: bi('Cloister of the convent, Segovia campus', 'Claustro del convento, campus de Segovia'),
      info: { page: 'design', text: bi('The Design Studio', 'El Taller de Diseño') },
      body: (ctx) =>
        paragraphs(
          ctx.L(
            'The exhibition opens at 19:00 and stays open until the end of July; the city’s architects will be there on the first evening to discuss the proposals with the students. Certificates are handed out at 20:30, followed by dinner in the cloister for students and teachers.',
            'La exposición abre a las 19:00 y seguirá abierta hasta finales de julio; los arquitectos municipales estarán la primera tarde para comentar las propuestas con los estudiantes. Los diplomas se entregan a las 20:30, y después hay cena en el claustro para estudiantes y profesores.',
          ),
        ),
    }),

    // ——— About ———
    {
      key: 'about',
      slug: bi('about', 'sobre-la-escuela-de-verano'),
      templateType: 'BasicTemplate',
      title: bi('About the Summer School', 'Sobre la Escuela de Verano'),
      metaDescription: bi(
        'How the Ibera University Summer School began in Segovia in 2014, who runs it and what it promises its students.',
        'Cómo empezó la Escuela de Verano de Ibera University en Segovia en 2014, quién la dirige y qué promete a sus estudiantes.',
      ),
      template: (ctx) => ({
        heroSection: [
          compactHero(ctx, {
            eyebrow: bi('About us', 'Sobre nosotros'),
            title: bi('A summer in two cities, with credits to take home', 'Un verano en dos ciudades, con créditos para llevar a casa'),
            subtitle: bi(
              'The university opens its campuses in July to students from partner universities around the world.',
              'La universidad abre sus campus en julio a estudiantes de universidades asociadas de todo el mundo.',
            ),
            image: 'library.jpg',
          }),
        ],
        mainSection: [
          {
            component: 'TextImage',
            title: ctx.L('How it started', 'Cómo empezó'),
            html: paragraphs(
              ctx.L(
                'In 2014, when the university restored the convent in Segovia, it kept the building busy in July with a single Spanish course for 31 students from two American universities. Business and law were added in Madrid in 2018, and the Design Studio in 2021.',
                'En 2014, cuando la universidad restauró el convento de Segovia, mantuvo el edificio activo en julio con un único curso de español para 31 estudiantes de dos universidades estadounidenses. Negocios y derecho se sumaron en Madrid en 2018, y el Taller de Diseño en 2021.',
              ),
              ctx.L(
                'Today the Summer School is run by a small office in Madrid together with the four schools that teach its courses, which set the syllabus and assess the students as they do during the year.',
                'Hoy la Escuela de Verano la gestiona una pequeña oficina en Madrid junto con las cuatro escuelas que imparten sus cursos, que fijan el programa y evalúan a los estudiantes como durante el curso.',
              ),
            ),
            image: ctx.media('old-town.jpg'),
            imagePosition: 'right',
          },
          {
            component: 'Statistics',
            title: ctx.L('The Summer School since 2014', 'La Escuela de Verano desde 2014'),
            items: [
              { value: 1640, label: ctx.L('students in thirteen summers', 'estudiantes en trece veranos') },
              { value: 63, label: ctx.L('countries they came from', 'países de procedencia') },
              { value: 48, label: ctx.L('partner universities that send students', 'universidades asociadas que envían estudiantes') },
              { value: 25, label: ctx.L('students at most in a course', 'estudiantes como máximo por curso') },
            ],
          },
          {
            component: 'Accordion',
            title: ctx.L('What we promise', 'Qué prometemos'),
            items: [
              {
                title: ctx.L('Credits your university can recognise', 'Créditos que su universidad puede reconocer'),
                html: paragraphs(
                  ctx.L(
                    'Every course is assessed and graded by the school that teaches it, and the transcript is issued by the university, not by a language academy.',
                    'Cada curso lo evalúa y califica la escuela que lo imparte, y el certificado académico lo expide la universidad, no una academia de idiomas.',
                  ),
                ),
              },
              {
                title: ctx.L('Someone to call, day and night', 'Alguien a quien llamar, de día y de noche'),
                html: paragraphs(
                  ctx.L(
                    'A member of the office is on call every day of July, and each student has a buddy from the university who speaks their language or English.',
                    'Un miembro de la oficina está de guardia todos los días de julio, y cada estudiante tiene un compañero mentor de la universidad que habla su idioma o inglés.',
                  ),
                ),
              },
              {
                title: ctx.L('Your money back if your visa is refused', 'Le devolvemos el dinero si le deniegan el visado'),
                html: paragraphs(
                  ctx.L(
                    'Whenever you cancel for that reason, we refund everything you paid.',
                    'Cuando cancele por ese motivo, le devolvemos todo lo que haya pagado.',
                  ),
                ),
              },
            ],
          },
          {
            component: 'TeacherDistributor',
            title: ctx.L('Who runs the Summer School', 'Quién dirige la Escuela de Verano'),
            data: { mode: 'manual', fixed: [ctx.id('faculty-javier-lozano'), ctx.id('faculty-beatriz-sanz')] },
            link: { href: ctx.href('faculty'), text: ctx.L('All our teachers', 'Todo el profesorado') },
          },
          callToAction(ctx, {
            title: bi('Join us in July', 'Acompáñenos en julio'),
            primary: { page: 'courses', text: bi('Choose your course', 'Elija su curso') },
            secondary: { page: 'apply', text: bi('How to apply', 'Cómo inscribirse') },
          }),
        ],
      }),
    },

    // ——— Contact ———
    {
      key: 'contact',
      slug: bi('contact', 'contacto'),
      templateType: 'BasicTemplate',
      title: bi('Contact', 'Contacto'),
      metaDescription: bi(
        'Write to or call the Summer School office in Madrid.',
        'Escriba o llame a la oficina de la Escuela de Verano en Madrid.',
      ),
      template: (ctx) => ({
        mainSection: [
          {
            component: 'BasicContent',
            title: ctx.L('The Summer School office', 'La oficina de la Escuela de Verano'),
            html: paragraphs(
              ctx.L(
                'We answer in English and Spanish. In July the office moves with the students: you will find us on both campuses.',
                'Respondemos en inglés y en español. En julio la oficina se traslada con los estudiantes: nos encontrará en ambos campus.',
              ),
              `${ctx.L('Email', 'Correo electrónico')}: <a href="mailto:summer@ibera.edu">summer@ibera.edu</a>`,
              `${ctx.L('Phone', 'Teléfono')}: +34 91 514 26 80`,
              ctx.L(
                'Address: Summer School, Calle de María de Molina 11, 28006 Madrid, Spain',
                'Dirección: Escuela de Verano, Calle de María de Molina 11, 28006 Madrid, España',
              ),
            ),
          },
          {
            component: 'ContactCard',
            cards: [
              {
                name: ctx.L('Summer School office, Madrid', 'Oficina de la Escuela de Verano, Madrid'),
                address: ctx.L(
                  ['Calle de María de Molina 11', '28006 Madrid', 'Spain'],
                  ['Calle de María de Molina 11', '28006 Madrid', 'España'],
                ),
                phone: '+34 91 514 26 80',
                email: 'summer@ibera.edu',
                hours: [ctx.L('Monday to Friday, 9:00–17:00', 'De lunes a viernes, de 9:00 a 17:00')],
              },
              {
                name: ctx.L('Segovia campus reception (July)', 'Recepción del campus de Segovia (julio)'),
                address: ctx.L(
                  ['Calle Cardenal Zúñiga 12', '40003 Segovia', 'Spain'],
                  ['Calle Cardenal Zúñiga 12', '40003 Segovia', 'España'],
                ),
                phone: '+34 91 514 26 81',
                hours: [ctx.L('Every day in July, 8:00–22:00', 'Todos los días de julio, de 8:00 a 22:00')],
              },
            ],
          },
          contactForm(ctx, { text: bi('Fields marked * are required.', 'Los campos marcados con * son obligatorios.') }),
        ],
      }),
    },
  ],
});
