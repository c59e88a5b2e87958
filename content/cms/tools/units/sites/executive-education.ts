// Executive Education: programmes for experienced managers (the Executive MBA with its weekend
// and global tracks, open programmes, custom programmes for companies), its faculty, news and
// events, in English and Spanish.
import {
  below,
  bi,
  callToAction,
  contactForm,
  defineUnit,
  eventDistributor,
  eventListPage,
  eventPage,
  fee,
  imageHero,
  instalment,
  leadForm,
  menuPages,
  newsDistributor,
  newsListPage,
  newsPage,
  paragraphs,
  programmeDistributor,
  sections,
  splitHero,
  thankYou,
  type PageContext,
} from '../kit.ts';

const PROGRAMMES = ['ProgramDetail', 'ProgramDetailMax'];
const PATHWAY = 'PW-EXEC';

export default defineUnit({
  brand: 'executive-education',
  kind: 'school',
  theme: 'emba-theme',
  siteName: bi('Executive Education', 'Executive Education'),
  email: 'executive@ibera.edu',
  menu: [
    {
      page: 'programmes',
      children: [
        { page: 'emba', description: bi('18 months, weekend or global track', '18 meses, modalidad de fin de semana o global') },
        { page: 'amp', description: bi('For senior executives', 'Para la alta dirección') },
        {
          page: 'women-leadership',
          description: bi('For women moving into senior roles', 'Para mujeres que asumen puestos de alta dirección'),
        },
        {
          page: 'digital-leadership',
          description: bi('Lead technology and data decisions', 'Dirija las decisiones de tecnología y datos'),
        },
      ],
    },
    { page: 'custom', label: bi('For companies', 'Para empresas') },
    ...menuPages('faculty', 'admissions', 'news', 'events', 'about'),
  ],
  primaryLink: { page: 'contact', text: bi('Talk to an adviser', 'Hable con un asesor') },
  secondaryLink: { page: 'admissions', text: bi('How to apply', 'Cómo solicitar plaza') },
  pages: [
    // ——— Home ———
    {
      key: 'home',
      slug: bi('', ''),
      templateType: 'Landing',
      title: bi('Executive Education', 'Executive Education'),
      metaDescription: bi(
        'The Executive MBA, open programmes and custom programmes for companies of Ibera University, in Madrid, New York and online.',
        'El Executive MBA, los programas abiertos y los programas a medida para empresas de Ibera University, en Madrid, Nueva York y en línea.',
      ),
      template: (ctx) => ({
        heroSection: [
          imageHero(ctx, {
            title: bi('Lead what comes next, without stepping away from your job', 'Dirija lo que viene sin dejar su trabajo'),
            subtitle: bi(
              'Programmes for managers with ten or more years of experience: an Executive MBA on weekends or across three continents, and short open programmes on leadership and digital strategy.',
              'Programas para directivos con diez o más años de experiencia: un Executive MBA en fines de semana o en tres continentes, y programas abiertos cortos de liderazgo y estrategia digital.',
            ),
            image: 'boardroom.jpg',
            link: { page: 'programmes', text: bi('See the programmes', 'Ver los programas') },
          }),
        ],
        mainSection: [
          {
            component: 'Statistics',
            title: ctx.L('Executive Education in figures', 'Executive Education en cifras'),
            items: [
              {
                value: 16,
                label: ctx.L(
                  'years of average experience in the Executive MBA class',
                  'años de experiencia media en la clase del Executive MBA',
                ),
              },
              { value: 31, label: ctx.L('nationalities in this year’s programmes', 'nacionalidades en los programas de este año') },
              { value: 1200, label: ctx.L('managers trained every year', 'directivos formados cada año') },
              { value: 94, suffix: ' %', label: ctx.L('of participants would recommend us', 'de los participantes nos recomendaría') },
            ],
          },
          programmeDistributor(ctx, {
            title: bi('Our programmes', 'Nuestros programas'),
            data: below(ctx, 'programmes', PROGRAMMES, { order: 'alpha' }),
          }),
          {
            component: 'TextImage',
            title: ctx.L('Programmes designed with your company', 'Programas diseñados con su empresa'),
            html: paragraphs(
              ctx.L(
                'When a whole management team needs to learn the same thing at the same time, we build the programme around your strategy: a week for a bank’s regional directors, a year-long academy for the plant managers of an industrial group.',
                'Cuando todo un equipo directivo necesita aprender lo mismo a la vez, construimos el programa en torno a su estrategia: una semana para los directores regionales de un banco o una academia de un año para los directores de planta de un grupo industrial.',
              ),
            ),
            image: ctx.media('seminar.jpg'),
            imagePosition: 'right',
            link: { href: ctx.href('custom'), text: ctx.L('Custom programmes', 'Programas a medida') },
          },
          {
            component: 'TestimonialSlider',
            title: ctx.L('In the words of our participants', 'En palabras de nuestros participantes'),
            testimonials: [
              {
                text: ctx.L(
                  'I took the global track because our group was opening in the United States. The New York week saved us a year of mistakes.',
                  'Elegí la modalidad global porque nuestro grupo abría mercado en Estados Unidos. La semana de Nueva York nos ahorró un año de errores.',
                ),
                name: 'Irene Cabanillas',
                role: ctx.L('Executive MBA, global track, 2025', 'Executive MBA, modalidad global, 2025'),
                portrait: ctx.portrait('Irene Cabanillas'),
              },
              {
                text: ctx.L(
                  'Women in Leadership gave me a board-level network in Madrid that I did not have after fifteen years in the company.',
                  'Women in Leadership me dio una red de consejeras en Madrid que no tenía tras quince años en la empresa.',
                ),
                name: 'Nuria Escolano',
                role: ctx.L('Women in Leadership, 2026', 'Women in Leadership, 2026'),
                portrait: ctx.portrait('Nuria Escolano'),
              },
              {
                text: ctx.L(
                  'Every weekend session ended with something I could use in Monday’s management meeting.',
                  'Cada fin de semana de clase terminaba con algo que podía usar en el comité de dirección del lunes.',
                ),
                name: 'Alberto Merino',
                role: ctx.L('Executive MBA, weekend track, 2026', 'Executive MBA, modalidad de fin de semana, 2026'),
                portrait: ctx.portrait('Alberto Merino'),
              },
            ],
          },
          eventDistributor(ctx, {
            title: bi('Upcoming events', 'Próximos eventos'),
            upcoming: true,
            data: below(ctx, 'events', 'EventDetail', { quantity: 2 }),
          }),
          newsDistributor(ctx, { title: bi('News', 'Noticias'), data: below(ctx, 'news', 'NewsDetail', { quantity: 3 }) }),
          callToAction(ctx, {
            layout: 'banner',
            title: bi('Not sure which programme fits?', '¿No sabe qué programa le encaja?'),
            text: bi(
              'Book a 30-minute call with an adviser: we look at your experience and goals and tell you honestly which programme, if any, is right for you.',
              'Reserve una llamada de 30 minutos con un asesor: revisamos su experiencia y sus objetivos y le decimos con franqueza qué programa le conviene, si alguno.',
            ),
            primary: { page: 'contact', text: bi('Book a call', 'Reservar una llamada') },
            secondary: { page: 'admissions', text: bi('How to apply', 'Cómo solicitar plaza') },
          }),
        ],
      }),
    },

    // ——— Programmes ———
    {
      key: 'programmes',
      slug: bi('programmes', 'programas'),
      templateType: 'ProgramsList',
      title: bi('Programmes', 'Programas'),
      metaDescription: bi(
        'The Executive MBA and the open programmes of Executive Education: dates, formats and languages.',
        'El Executive MBA y los programas abiertos de Executive Education: fechas, formatos e idiomas.',
      ),
      template: (ctx) => ({
        intro: ctx.L(
          'An Executive MBA in two tracks and three open programmes of one to six months. Filter by format, language or start date.',
          'Un Executive MBA en dos modalidades y tres programas abiertos de uno a seis meses. Filtre por formato, idioma o fecha de inicio.',
        ),
        filters: ['format', 'location', 'language', 'intake', 'duration'],
      }),
    },
    {
      key: 'emba',
      slug: bi('programmes/executive-mba', 'programas/executive-mba'),
      parent: 'programmes',
      templateType: 'ProgramDetailMax',
      title: bi('Executive MBA', 'Executive MBA'),
      metaDescription: bi(
        'An 18-month Executive MBA for managers with ten years of experience: a weekend track in Madrid or a global track in Madrid, New York and Mexico City.',
        'Un Executive MBA de 18 meses para directivos con diez años de experiencia: modalidad de fin de semana en Madrid o modalidad global en Madrid, Nueva York y Ciudad de México.',
      ),
      template: (ctx) => ({
        title: 'Executive MBA',
        image: ctx.media('auditorium.jpg'),
        program: {
          code: 'exe-executive-mba',
          programType: 'executive',
          format: 'blended',
          location: ['Madrid', ctx.L('New York', 'Nueva York'), ctx.L('Mexico City', 'Ciudad de México')],
          duration: { amount: 18, unit: 'months' },
          language: ['en', 'es'],
          intake: ['2027-02-04', '2027-10-04'],
          fees: { amount: 68000, currency: 'EUR', per: 'programme' },
          academicArea: [ctx.L('General management', 'Dirección general')],
          credits: 90,
          brochure: {
            title: ctx.L('Executive MBA brochure', 'Folleto del Executive MBA'),
            href: '/media/brochure-emba.pdf',
            format: 'PDF',
          },
          abstract: ctx.L(
            'Eighteen months for managers with ten or more years of experience, in two tracks: alternate weekends in Madrid, or six residential weeks in Madrid, New York and Mexico City.',
            'Dieciocho meses para directivos con diez o más años de experiencia, en dos modalidades: fines de semana alternos en Madrid, o seis semanas residenciales en Madrid, Nueva York y Ciudad de México.',
          ),
          studyPlan: [
            {
              title: ctx.L('Term 1: The general manager’s toolkit', 'Trimestre 1: Las herramientas del director general'),
              courses: ctx.L(
                ['Financial reporting and analysis', 'Managerial economics', 'Data-driven decisions', 'Leading yourself'],
                ['Información financiera y análisis', 'Economía de la empresa', 'Decisiones basadas en datos', 'Liderazgo personal'],
              ),
            },
            {
              title: ctx.L('Term 2: Markets and operations', 'Trimestre 2: Mercados y operaciones'),
              courses: ctx.L(
                ['Marketing strategy', 'Operations and supply chains', 'Corporate finance', 'Negotiation'],
                ['Estrategia de marketing', 'Operaciones y cadena de suministro', 'Finanzas corporativas', 'Negociación'],
              ),
            },
            {
              title: ctx.L('Term 3: Strategy and change', 'Trimestre 3: Estrategia y cambio'),
              courses: ctx.L(
                ['Competitive strategy', 'Digital business models', 'Leading organisational change', 'Corporate governance'],
                ['Estrategia competitiva', 'Modelos de negocio digitales', 'Liderazgo del cambio organizativo', 'Gobierno corporativo'],
              ),
            },
            {
              title: ctx.L('Term 4: The capstone', 'Trimestre 4: El proyecto final'),
              courses: ctx.L(
                ['Entrepreneurship and corporate venturing', 'Geopolitics for business', 'Capstone: a strategic plan for your company'],
                [
                  'Emprendimiento e innovación corporativa',
                  'Geopolítica para la empresa',
                  'Proyecto final: un plan estratégico para su empresa',
                ],
              ),
            },
          ],
          residentialPeriods: [
            {
              title: ctx.L('Opening days, weekend track', 'Jornadas de inicio, modalidad de fin de semana'),
              location: 'Segovia',
              startDate: '2027-02-04',
              endDate: '2027-02-06',
            },
            {
              title: ctx.L('Opening week, global track', 'Semana de inicio, modalidad global'),
              location: 'Segovia',
              startDate: '2027-10-04',
              endDate: '2027-10-08',
            },
            {
              title: ctx.L('Global week, both tracks', 'Semana global, ambas modalidades'),
              location: ctx.L('New York', 'Nueva York'),
              startDate: '2027-11-15',
              endDate: '2027-11-19',
            },
            {
              title: ctx.L('Latin America week, global track', 'Semana de América Latina, modalidad global'),
              location: ctx.L('Mexico City', 'Ciudad de México'),
              startDate: '2028-06-05',
              endDate: '2028-06-09',
            },
          ],
          reasonsWhy: [
            {
              title: ctx.L('Your company is the case', 'Su empresa es el caso'),
              text: ctx.L(
                'Every course ends with an assignment on your own company, and the capstone is a strategic plan you present to its leadership.',
                'Cada asignatura termina con un trabajo sobre su propia empresa, y el proyecto final es un plan estratégico que presenta a su dirección.',
              ),
            },
            {
              title: ctx.L('Two tracks, one class', 'Dos modalidades, una clase'),
              text: ctx.L(
                'Weekend and global participants meet in the global week in New York, and share the same faculty and coaches.',
                'Los participantes de fin de semana y los de la modalidad global coinciden en la semana global de Nueva York y comparten profesorado y coaches.',
              ),
            },
            {
              title: ctx.L('A coach for 18 months', 'Un coach durante 18 meses'),
              text: ctx.L(
                'Six one-to-one sessions with a certified executive coach, starting from a 360-degree review with your colleagues.',
                'Seis sesiones individuales con un coach ejecutivo certificado, a partir de una evaluación 360 grados con sus colegas.',
              ),
            },
          ],
          forPeopleWho: ctx.L(
            [
              'have at least ten years of professional experience, five of them managing people',
              'want to move into general management',
              'need to keep working full time while they study',
            ],
            [
              'tienen al menos diez años de experiencia profesional, cinco de ellos dirigiendo personas',
              'quieren dar el paso a la dirección general',
              'necesitan seguir trabajando a tiempo completo mientras estudian',
            ],
          ),
          toBecome: ctx.L(
            ['Managing director', 'Country manager', 'Chief operating officer', 'Founder of a new venture'],
            ['Director general', 'Director de país', 'Director de operaciones', 'Fundador de una nueva empresa'],
          ),
          blogs: [{ href: ctx.href('news-class-2028'), text: ctx.L('The class of 2028 starts', 'Empieza la promoción de 2028') }],
        },
        body: sections(
          [
            ctx.L(
              'The Executive MBA is a master’s degree of 90 ECTS awarded by Ibera University. It has one curriculum and two ways of taking it: choose the track that fits your job and your family life.',
              'El Executive MBA es un título de máster de 90 ECTS expedido por Ibera University. Tiene un único plan de estudios y dos maneras de cursarlo: elija la modalidad que encaja con su trabajo y su vida familiar.',
            ),
          ],
          [
            ctx.L('Which track?', '¿Qué modalidad?'),
            ctx.L(
              'The weekend track meets on Friday afternoons and Saturdays every other week in Madrid, in Spanish and English. The global track meets for six residential weeks on three campuses and works online in between, entirely in English.',
              'La modalidad de fin de semana se reúne el viernes por la tarde y el sábado cada dos semanas en Madrid, en español e inglés. La modalidad global se reúne en seis semanas residenciales en tres campus y trabaja en línea entre ellas, íntegramente en inglés.',
            ),
          ],
        ),
        leadFormSection: [leadForm(ctx, { programId: 'EXE-EMBA', pathwayId: PATHWAY, title: 'Executive MBA' })],
        mainSection: [
          {
            component: 'FeesTable',
            title: ctx.L('Fees and scholarships, classes starting in 2027', 'Precios y becas, promociones que empiezan en 2027'),
            currency: 'EUR',
            fees: [
              {
                label: ctx.L('Tuition, weekend track', 'Matrícula, modalidad de fin de semana'),
                amount: 58500,
                note: ctx.L(
                  'Includes materials, meals on class days and the Segovia week',
                  'Incluye materiales, comidas en días de clase y la semana de Segovia',
                ),
              },
              {
                label: ctx.L('Tuition, global track', 'Matrícula, modalidad global'),
                amount: 72000,
                note: ctx.L(
                  'Includes accommodation during the six residential weeks; flights not included',
                  'Incluye alojamiento en las seis semanas residenciales; vuelos no incluidos',
                ),
              },
              fee(ctx, 'application', 150, bi('Deducted from tuition once admitted', 'Se descuenta de la matrícula una vez admitido')),
            ],
            instalments: [
              instalment(ctx, 'reservation', '2026-12-18', 8500),
              instalment(ctx, 'second', '2027-03-01', 25000),
              instalment(ctx, 'third', '2027-10-01', 25000),
            ],
            scholarships: [
              {
                name: ctx.L('Women in General Management scholarship', 'Beca Mujeres en la Dirección General'),
                value: ctx.L('25 % of tuition', '25 % de la matrícula'),
                eligibility: ctx.L('Women with five or more years managing teams', 'Mujeres con cinco o más años dirigiendo equipos'),
                deadline: '2026-12-11',
              },
              {
                name: ctx.L('Entrepreneurs scholarship', 'Beca Emprendedores'),
                value: '€10,000',
                eligibility: ctx.L('Founders of companies with fewer than 50 employees', 'Fundadores de empresas de menos de 50 empleados'),
              },
            ],
            notes: [
              ctx.L(
                'Fees for the weekend track apply to the class starting in February 2027; the global track, to the class starting in October 2027.',
                'Los precios de la modalidad de fin de semana se aplican a la promoción de febrero de 2027; los de la modalidad global, a la de octubre de 2027.',
              ),
              ctx.L(
                'Companies paying for a participant receive an invoice in their name.',
                'Las empresas que pagan por un participante reciben la factura a su nombre.',
              ),
            ],
          },
          {
            component: 'TeacherDistributor',
            title: ctx.L('Some of the faculty', 'Parte del profesorado'),
            data: below(ctx, 'faculty', 'TeacherDetail', { order: 'alpha', quantity: 3 }),
            link: { href: ctx.href('faculty'), text: ctx.L('The whole faculty', 'Todo el claustro') },
          },
        ],
      }),
    },
    {
      key: 'emba-weekend',
      slug: bi('programmes/executive-mba/weekend-track', 'programas/executive-mba/modalidad-fin-de-semana'),
      parent: 'emba',
      templateType: 'SpecializationDetail',
      title: bi('Executive MBA: weekend track', 'Executive MBA: modalidad de fin de semana'),
      metaDescription: bi(
        'The Executive MBA on alternate Fridays and Saturdays in Madrid, in Spanish and English, starting 4 February 2027.',
        'El Executive MBA en viernes y sábados alternos en Madrid, en español e inglés, desde el 4 de febrero de 2027.',
      ),
      template: (ctx) => ({
        title: ctx.L('Executive MBA: weekend track', 'Executive MBA: modalidad de fin de semana'),
        summary: ctx.L(
          'Friday afternoon and Saturday every other week on the Madrid campus, for 18 months, in Spanish and English.',
          'Viernes por la tarde y sábado cada dos semanas en el campus de Madrid, durante 18 meses, en español e inglés.',
        ),
        image: ctx.media('classroom.jpg'),
        program: 'exe-executive-mba',
        courses: ctx.L(
          [
            'Three opening days in Segovia',
            '36 class weekends in Madrid',
            'New York week with the global track',
            'Capstone presentation in Madrid',
          ],
          [
            'Tres jornadas de inicio en Segovia',
            '36 fines de semana de clase en Madrid',
            'Semana de Nueva York con la modalidad global',
            'Presentación del proyecto final en Madrid',
          ],
        ),
        body: sections(
          [
            ctx.L(
              'Classes run from 15:30 to 21:00 on Fridays and from 9:00 to 14:30 on Saturdays. Most participants live in or near Madrid; some fly in from Valencia, Bilbao or Lisbon every other week.',
              'Las clases son de 15:30 a 21:00 los viernes y de 9:00 a 14:30 los sábados. La mayoría de los participantes vive en Madrid o cerca; algunos vienen en avión desde Valencia, Bilbao o Lisboa cada dos semanas.',
            ),
          ],
          [
            ctx.L('Languages', 'Idiomas'),
            ctx.L(
              'About half the courses are taught in Spanish and half in English. You need at least a B2 level in both; we offer an English refresher online before the start.',
              'Aproximadamente la mitad de las asignaturas se imparte en español y la otra mitad en inglés. Necesita al menos un nivel B2 en ambos idiomas; ofrecemos un repaso de inglés en línea antes del inicio.',
            ),
          ],
        ),
        leadFormSection: [
          leadForm(ctx, {
            programId: 'EXE-EMBA',
            pathwayId: PATHWAY,
            track: 'weekend',
            title: ctx.L('the weekend track', 'la modalidad de fin de semana'),
          }),
        ],
        mainSection: [
          {
            component: 'ProgramFacts',
            duration: ctx.L('18 months, 36 weekends', '18 meses, 36 fines de semana'),
            format: ctx.L('Blended: weekends on campus', 'Semipresencial: fines de semana en el campus'),
            language: ctx.L('Spanish and English', 'Español e inglés'),
            startDate: '2027-02-04',
            credits: 90,
            location: ctx.L('Madrid campus', 'Campus de Madrid'),
          },
        ],
      }),
    },
    {
      key: 'emba-global',
      slug: bi('programmes/executive-mba/global-track', 'programas/executive-mba/modalidad-global'),
      parent: 'emba',
      templateType: 'SpecializationDetail',
      title: bi('Executive MBA: global track', 'Executive MBA: modalidad global'),
      metaDescription: bi(
        'The Executive MBA in six residential weeks in Madrid, New York and Mexico City with online work in between, in English, starting 4 October 2027.',
        'El Executive MBA en seis semanas residenciales en Madrid, Nueva York y Ciudad de México con trabajo en línea entre ellas, en inglés, desde el 4 de octubre de 2027.',
      ),
      template: (ctx) => ({
        title: ctx.L('Executive MBA: global track', 'Executive MBA: modalidad global'),
        summary: ctx.L(
          'Six residential weeks in Madrid, Segovia, New York and Mexico City, with live online sessions in between; taught in English.',
          'Seis semanas residenciales en Madrid, Segovia, Nueva York y Ciudad de México, con sesiones en línea en directo entre ellas; en inglés.',
        ),
        image: ctx.media('city-dusk.jpg'),
        program: 'exe-executive-mba',
        courses: ctx.L(
          [
            'Opening week in Segovia',
            'Two weeks in Madrid',
            'Two weeks at the New York campus',
            'One week in Mexico City with a partner business school',
            'Two live online evenings a month',
          ],
          [
            'Semana de inicio en Segovia',
            'Dos semanas en Madrid',
            'Dos semanas en el campus de Nueva York',
            'Una semana en Ciudad de México con una escuela de negocios asociada',
            'Dos tardes al mes de sesiones en línea en directo',
          ],
        ),
        body: sections(
          [
            ctx.L(
              'The global track is for managers whose job already crosses borders, or soon will. The class is smaller, around 30 participants, and typically from more than 15 countries.',
              'La modalidad global es para directivos cuyo trabajo ya cruza fronteras o pronto lo hará. La clase es más reducida, unos 30 participantes, y suele reunir a más de 15 nacionalidades.',
            ),
          ],
          [
            ctx.L('Between the residential weeks', 'Entre las semanas residenciales'),
            ctx.L(
              'You work about twelve hours a week online: recorded lectures, readings, a live session every other Tuesday evening (Madrid time) and a team project with colleagues on three continents.',
              'Trabaja unas doce horas semanales en línea: clases grabadas, lecturas, una sesión en directo cada dos martes por la tarde (hora de Madrid) y un proyecto en equipo con compañeros de tres continentes.',
            ),
          ],
        ),
        leadFormSection: [
          leadForm(ctx, {
            programId: 'EXE-EMBA',
            pathwayId: PATHWAY,
            track: 'global',
            title: ctx.L('the global track', 'la modalidad global'),
          }),
        ],
        mainSection: [
          {
            component: 'Timeline',
            title: ctx.L('The six residential weeks', 'Las seis semanas residenciales'),
            items: [
              {
                date: ctx.L('October 2027', 'Octubre de 2027'),
                title: ctx.L('Segovia: opening week', 'Segovia: semana de inicio'),
                text: ctx.L(
                  'Leadership assessment, team building and the first course on financial analysis.',
                  'Evaluación de liderazgo, formación de equipos y la primera asignatura de análisis financiero.',
                ),
              },
              {
                date: ctx.L('November 2027', 'Noviembre de 2027'),
                title: ctx.L('New York: the global week', 'Nueva York: la semana global'),
                text: ctx.L(
                  'Shared with the weekend track: the US market, investors and founders, at the New York campus.',
                  'Compartida con la modalidad de fin de semana: el mercado estadounidense, inversores y fundadores, en el campus de Nueva York.',
                ),
              },
              {
                date: ctx.L('February 2028', 'Febrero de 2028'),
                title: ctx.L('Madrid: markets and operations', 'Madrid: mercados y operaciones'),
                text: ctx.L(
                  'Company visits to a logistics hub and a retail group.',
                  'Visitas a un centro logístico y a un grupo de distribución.',
                ),
              },
              {
                date: ctx.L('June 2028', 'Junio de 2028'),
                title: ctx.L('Mexico City: Latin America', 'Ciudad de México: América Latina'),
                text: ctx.L(
                  'With a partner business school: nearshoring, family groups and regional expansion.',
                  'Con una escuela de negocios asociada: nearshoring, grupos familiares y expansión regional.',
                ),
              },
              {
                date: ctx.L('October 2028', 'Octubre de 2028'),
                title: ctx.L('New York: capital and innovation', 'Nueva York: capital e innovación'),
                text: ctx.L(
                  'Corporate venturing and growth finance, with visits to two technology companies.',
                  'Innovación corporativa y financiación del crecimiento, con visitas a dos empresas tecnológicas.',
                ),
              },
              {
                date: ctx.L('March 2029', 'Marzo de 2029'),
                title: ctx.L('Madrid: capstone and graduation', 'Madrid: proyecto final y graduación'),
                text: ctx.L(
                  'You present your strategic plan to a panel of faculty and board members.',
                  'Presenta su plan estratégico ante un tribunal de profesores y consejeros.',
                ),
              },
            ],
          },
        ],
      }),
    },
    {
      key: 'amp',
      slug: bi('programmes/advanced-management-programme', 'programas/programa-de-alta-direccion'),
      parent: 'programmes',
      templateType: 'ProgramDetail',
      title: bi('Advanced Management Programme', 'Programa de Alta Dirección'),
      metaDescription: bi(
        'Six months for senior executives about to lead a company or a business unit: four residential modules in Madrid and Segovia.',
        'Seis meses para altos directivos que van a dirigir una empresa o una unidad de negocio: cuatro módulos residenciales en Madrid y Segovia.',
      ),
      template: (ctx) => ({
        title: ctx.L('Advanced Management Programme', 'Programa de Alta Dirección'),
        image: ctx.media('meeting.jpg'),
        program: {
          code: 'exe-advanced-management',
          programType: 'executive',
          format: 'face-to-face',
          location: ['Madrid', 'Segovia'],
          duration: { amount: 6, unit: 'months' },
          language: ['es'],
          intake: ['2027-03-08'],
          fees: { amount: 32500, currency: 'EUR', per: 'programme' },
          academicArea: [ctx.L('General management', 'Dirección general')],
          abstract: ctx.L(
            'For senior executives about to lead a company or a business unit: four residential modules of four days in Madrid and Segovia, taught in Spanish.',
            'Para altos directivos que van a dirigir una empresa o una unidad de negocio: cuatro módulos residenciales de cuatro días en Madrid y Segovia, en español.',
          ),
          forPeopleWho: ctx.L(
            [
              'sit on a management committee or will soon',
              'have 15 or more years of experience',
              'need a complete view of the company beyond their own function',
            ],
            [
              'forman parte de un comité de dirección o lo harán pronto',
              'tienen 15 o más años de experiencia',
              'necesitan una visión completa de la empresa más allá de su área',
            ],
          ),
          toBecome: ctx.L(
            ['Chief executive', 'Business unit director', 'Board member'],
            ['Consejero delegado', 'Director de unidad de negocio', 'Consejero'],
          ),
        },
        body: sections(
          [
            ctx.L(
              'The programme brings together 40 executives from different sectors, which is the point: a hospital director, a bank’s head of risk and the operations director of a car parts maker see the same case very differently.',
              'El programa reúne a 40 directivos de sectores distintos, y esa es la clave: la directora de un hospital, el responsable de riesgos de un banco y el director de operaciones de un fabricante de componentes ven el mismo caso de forma muy diferente.',
            ),
          ],
          [
            ctx.L('Four modules', 'Cuatro módulos'),
            ctx.L(
              'Strategy and the economy (March, Madrid); Finance for the top team (April, Madrid); People, culture and change (May, Segovia); Governance and the board (September, Madrid). Each module runs from Wednesday to Saturday lunchtime.',
              'Estrategia y entorno económico (marzo, Madrid); Finanzas para la alta dirección (abril, Madrid); Personas, cultura y cambio (mayo, Segovia); Gobierno corporativo y consejo (septiembre, Madrid). Cada módulo va del miércoles al sábado a mediodía.',
            ),
          ],
        ),
        leadFormSection: [
          leadForm(ctx, {
            programId: 'EXE-AMP',
            pathwayId: PATHWAY,
            title: ctx.L('the Advanced Management Programme', 'el Programa de Alta Dirección'),
          }),
        ],
        mainSection: [
          {
            component: 'ProgramFacts',
            title: ctx.L('The programme at a glance', 'El programa en breve'),
            duration: ctx.L('6 months, 4 modules of 4 days', '6 meses, 4 módulos de 4 días'),
            format: ctx.L('On campus, residential', 'Presencial, residencial'),
            language: ctx.L('Spanish', 'Español'),
            startDate: '2027-03-08',
            location: 'Madrid, Segovia',
            link: { href: ctx.href('admissions'), text: ctx.L('How to apply', 'Cómo solicitar plaza') },
          },
          {
            component: 'FeesTable',
            title: ctx.L('Fees 2027', 'Precios 2027'),
            fees: [
              fee(
                ctx,
                'programme',
                24800,
                bi(
                  'Includes accommodation in Segovia and all meals during modules',
                  'Incluye alojamiento en Segovia y todas las comidas durante los módulos',
                ),
              ),
            ],
            instalments: [
              { label: ctx.L('On admission', 'Con la admisión'), due: '2027-01-29', amount: 12400 },
              { label: ctx.L('Before the third module', 'Antes del tercer módulo'), due: '2027-05-03', amount: 12400 },
            ],
            notes: [
              ctx.L(
                'Alumni of any Ibera University programme receive a 10 % discount.',
                'Los antiguos alumnos de cualquier programa de Ibera University tienen un 10 % de descuento.',
              ),
            ],
          },
          {
            component: 'Quote',
            quote: ctx.L(
              'I had run a plant for ten years. The programme taught me to read the whole company, and to argue with the finance director on equal terms.',
              'Había dirigido una planta durante diez años. El programa me enseñó a leer la empresa entera y a discutir con el director financiero de igual a igual.',
            ),
            author: 'Rafael Gámez',
            role: ctx.L(
              'Managing director, Gámez Componentes; Advanced Management Programme 2025',
              'Director general de Gámez Componentes; Programa de Alta Dirección 2025',
            ),
          },
        ],
      }),
    },
    {
      key: 'women-leadership',
      slug: bi('programmes/women-in-leadership', 'programas/women-in-leadership'),
      parent: 'programmes',
      templateType: 'ProgramDetail',
      title: bi('Women in Leadership', 'Women in Leadership'),
      metaDescription: bi(
        'Ten weeks for women moving into senior management: three on-campus days in Madrid, online workshops and a sponsor inside your company.',
        'Diez semanas para mujeres que dan el paso a la alta dirección: tres jornadas presenciales en Madrid, talleres en línea y una persona mentora en su propia empresa.',
      ),
      template: (ctx) => ({
        title: 'Women in Leadership',
        image: ctx.media('workshop.jpg'),
        program: {
          code: 'exe-women-in-leadership',
          programType: 'executive',
          format: 'blended',
          location: ['Madrid', 'Online'],
          duration: { amount: 10, unit: 'weeks' },
          language: ['en'],
          intake: ['2027-04-12'],
          fees: { amount: 9800, currency: 'EUR', per: 'programme' },
          academicArea: [ctx.L('Leadership', 'Liderazgo')],
          abstract: ctx.L(
            'Ten weeks for women moving into senior management, with three days on campus in Madrid, weekly online workshops and a sponsor from your own company.',
            'Diez semanas para mujeres que dan el paso a la alta dirección, con tres jornadas en el campus de Madrid, talleres semanales en línea y una persona mentora de su propia empresa.',
          ),
          forPeopleWho: ctx.L(
            [
              'lead a team or a department and are one step away from the management committee',
              'want to negotiate their next role with a clear plan',
            ],
            [
              'dirigen un equipo o un departamento y están a un paso del comité de dirección',
              'quieren negociar su próximo puesto con un plan claro',
            ],
          ),
          toBecome: ctx.L(
            ['Director', 'Management committee member', 'Independent board member'],
            ['Directora', 'Miembro del comité de dirección', 'Consejera independiente'],
          ),
        },
        body: sections(
          [
            ctx.L(
              'The programme starts with three days in Madrid on negotiation, executive presence and strategic networking, and continues with a two-hour online workshop every Thursday evening. Each participant names a sponsor, a senior leader in her company, who joins two of the sessions.',
              'El programa empieza con tres jornadas en Madrid sobre negociación, presencia ejecutiva y redes estratégicas, y continúa con un taller en línea de dos horas cada jueves por la tarde. Cada participante designa a una persona mentora, un alto directivo de su empresa, que asiste a dos de las sesiones.',
            ),
          ],
          [
            ctx.L('Taught in English', 'En inglés'),
            ctx.L(
              'The class is international and the sessions are in English; the coaching sessions can be held in Spanish.',
              'La clase es internacional y las sesiones son en inglés; las sesiones de coaching pueden hacerse en español.',
            ),
          ],
        ),
        leadFormSection: [leadForm(ctx, { programId: 'EXE-WIL', pathwayId: PATHWAY, title: 'Women in Leadership' })],
        mainSection: [
          {
            component: 'Countdown',
            title: ctx.L(
              'Applications for the April 2027 class close on 1 March',
              'Las solicitudes para la edición de abril de 2027 se cierran el 1 de marzo',
            ),
            text: ctx.L('The class is limited to 32 participants.', 'La edición está limitada a 32 participantes.'),
            target: '2027-03-01T23:59:00+01:00',
            ended: ctx.L(
              'Applications for April 2027 are closed. Leave your details below to hear about the autumn class.',
              'Las solicitudes para abril de 2027 están cerradas. Déjenos sus datos para conocer la edición de otoño.',
            ),
            link: { href: ctx.href('admissions'), text: ctx.L('How to apply', 'Cómo solicitar plaza') },
          },
          {
            component: 'Steps',
            title: ctx.L('Ten weeks, step by step', 'Diez semanas, paso a paso'),
            steps: [
              {
                title: ctx.L('Before you start', 'Antes de empezar'),
                text: ctx.L(
                  'A 360-degree review with eight colleagues and a first call with your coach.',
                  'Una evaluación 360 grados con ocho colegas y una primera llamada con su coach.',
                ),
                icon: 'users',
              },
              {
                title: ctx.L('Three days in Madrid', 'Tres jornadas en Madrid'),
                text: ctx.L(
                  'Negotiation, executive presence and building a network that opens doors.',
                  'Negociación, presencia ejecutiva y construcción de una red que abre puertas.',
                ),
                icon: 'handshake',
              },
              {
                title: ctx.L('Eight online workshops', 'Ocho talleres en línea'),
                text: ctx.L(
                  'Thursday evenings, two hours each, with case work in small groups.',
                  'Los jueves por la tarde, dos horas cada uno, con casos en grupos reducidos.',
                ),
                icon: 'laptop',
              },
              {
                title: ctx.L('Your career plan', 'Su plan de carrera'),
                text: ctx.L(
                  'You present a two-year plan to your sponsor and your coach.',
                  'Presenta un plan a dos años a su persona mentora y a su coach.',
                ),
                icon: 'target',
              },
            ],
          },
          {
            component: 'FeesTable',
            fees: [
              fee(
                ctx,
                'programme',
                7900,
                bi('Includes coaching and meals on campus days', 'Incluye coaching y comidas en las jornadas presenciales'),
              ),
            ],
            scholarships: [
              {
                name: ctx.L('Partner companies scholarship', 'Beca de empresas colaboradoras'),
                value: ctx.L('50 % of the fee', '50 % del precio'),
                eligibility: ctx.L(
                  'Managers of non-profit organisations and companies with fewer than 250 employees',
                  'Directivas de entidades sin ánimo de lucro y de empresas de menos de 250 empleados',
                ),
                deadline: '2027-02-15',
              },
            ],
          },
        ],
      }),
    },
    {
      key: 'digital-leadership',
      slug: bi('programmes/digital-leadership', 'programas/liderazgo-digital'),
      parent: 'programmes',
      templateType: 'ProgramDetail',
      title: bi('Digital Leadership Programme', 'Programa de Liderazgo Digital'),
      metaDescription: bi(
        'Eight weeks online for managers who decide on technology, data and AI without being engineers, with a final week at the New York campus.',
        'Ocho semanas en línea para directivos que deciden sobre tecnología, datos e inteligencia artificial sin ser ingenieros, con una semana final en el campus de Nueva York.',
      ),
      template: (ctx) => ({
        title: ctx.L('Digital Leadership Programme', 'Programa de Liderazgo Digital'),
        image: ctx.media('webinar.jpg'),
        program: {
          code: 'exe-digital-leadership',
          programType: 'executive',
          format: 'online',
          location: ['Online', ctx.L('New York', 'Nueva York')],
          duration: { amount: 8, unit: 'weeks' },
          language: ['en', 'es'],
          intake: ['2027-01-25', '2027-09-27'],
          fees: { amount: 12400, currency: 'EUR', per: 'programme' },
          academicArea: [ctx.L('Digital strategy', 'Estrategia digital')],
          abstract: ctx.L(
            'Eight weeks online for managers who decide on technology, data and AI without being engineers, with an optional final week at the New York campus.',
            'Ocho semanas en línea para directivos que deciden sobre tecnología, datos e inteligencia artificial sin ser ingenieros, con una semana final optativa en el campus de Nueva York.',
          ),
          forPeopleWho: ctx.L(
            ['approve technology budgets or lead digital projects', 'sit on boards that are asked about AI and cyber risk'],
            [
              'aprueban presupuestos de tecnología o dirigen proyectos digitales',
              'forman parte de consejos a los que se pregunta por la inteligencia artificial y el riesgo cibernético',
            ],
          ),
          toBecome: ctx.L(['Chief digital officer', 'Transformation director'], ['Director digital', 'Director de transformación']),
        },
        body: paragraphs(
          ctx.L(
            'Each week combines a recorded masterclass, a live session on Wednesday at 18:00 Madrid time and a short assignment on your own company. Sessions run in English and in Spanish in parallel groups: choose the language when you enrol.',
            'Cada semana combina una clase magistral grabada, una sesión en directo el miércoles a las 18:00 (hora de Madrid) y un breve trabajo sobre su propia empresa. Las sesiones se imparten en inglés y en español en grupos paralelos: elija el idioma al matricularse.',
          ),
          ctx.L(
            'The optional final week at the New York campus includes visits to two technology companies and a session with venture investors.',
            'La semana final optativa en el campus de Nueva York incluye visitas a dos empresas tecnológicas y una sesión con inversores de capital riesgo.',
          ),
        ),
        leadFormSection: [
          leadForm(ctx, { programId: 'EXE-DLP', pathwayId: PATHWAY, title: ctx.L('Digital Leadership', 'Liderazgo Digital') }),
        ],
        mainSection: [
          {
            component: 'Accordion',
            title: ctx.L('Eight weeks', 'Ocho semanas'),
            items: [
              {
                title: ctx.L('Weeks 1–2: Data and decisions', 'Semanas 1–2: Datos y decisiones'),
                html: paragraphs(
                  ctx.L(
                    'What data your company has, what it is worth, and how to ask good questions of an analytics team.',
                    'Qué datos tiene su empresa, cuánto valen y cómo hacer buenas preguntas a un equipo de analítica.',
                  ),
                ),
              },
              {
                title: ctx.L('Weeks 3–4: AI in the business', 'Semanas 3–4: La inteligencia artificial en la empresa'),
                html: paragraphs(
                  ctx.L(
                    'Where AI creates value, where it adds risk, and how to govern it: the new EU rules explained for managers.',
                    'Dónde crea valor la inteligencia artificial, dónde añade riesgo y cómo gobernarla: las nuevas normas europeas explicadas para directivos.',
                  ),
                ),
              },
              {
                title: ctx.L('Weeks 5–6: Platforms and ecosystems', 'Semanas 5–6: Plataformas y ecosistemas'),
                html: paragraphs(
                  ctx.L(
                    'Business models that depend on partners, and how incumbents compete with them.',
                    'Modelos de negocio que dependen de socios, y cómo compiten con ellos las empresas establecidas.',
                  ),
                ),
              },
              {
                title: ctx.L('Weeks 7–8: Leading the transformation', 'Semanas 7–8: Liderar la transformación'),
                html: paragraphs(
                  ctx.L(
                    'Budgets, teams and culture: you finish with a 90-day plan for a digital initiative in your company.',
                    'Presupuestos, equipos y cultura: termina con un plan de 90 días para una iniciativa digital de su empresa.',
                  ),
                ),
              },
            ],
          },
          {
            component: 'Faq',
            groups: [
              {
                questions: [
                  {
                    question: ctx.L('Do I need a technical background?', '¿Necesito formación técnica?'),
                    answer: paragraphs(
                      ctx.L(
                        'No. The programme is for managers who decide on technology, not for those who build it.',
                        'No. El programa es para directivos que deciden sobre tecnología, no para quienes la desarrollan.',
                      ),
                    ),
                  },
                  {
                    question: ctx.L('How much time does it take each week?', '¿Cuánto tiempo requiere cada semana?'),
                    answer: paragraphs(
                      ctx.L(
                        'Between five and six hours, including the live session.',
                        'Entre cinco y seis horas, incluida la sesión en directo.',
                      ),
                    ),
                  },
                  {
                    question: ctx.L('What does the programme cost?', '¿Cuánto cuesta el programa?'),
                    answer: paragraphs(
                      ctx.L(
                        '€4,900 for the online weeks; the New York week adds €2,600, accommodation included.',
                        '4.900 € las semanas en línea; la semana de Nueva York añade 2.600 €, alojamiento incluido.',
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

    // ——— Custom programmes ———
    {
      key: 'custom',
      slug: bi('custom-programmes', 'programas-a-medida'),
      templateType: 'BasicTemplate',
      title: bi('Custom programmes for companies', 'Programas a medida para empresas'),
      metaDescription: bi(
        'Programmes designed with your company for its management team: from a two-day workshop to a year-long academy.',
        'Programas diseñados con su empresa para su equipo directivo: desde un taller de dos días hasta una academia de un año.',
      ),
      template: (ctx) => ({
        heroSection: [
          splitHero(ctx, {
            eyebrow: bi('For companies', 'Para empresas'),
            title: bi('A programme built around your strategy', 'Un programa construido en torno a su estrategia'),
            subtitle: bi(
              'We design and teach programmes for the managers of one company: your cases, your data, your calendar.',
              'Diseñamos e impartimos programas para los directivos de una sola empresa: sus casos, sus datos, su calendario.',
            ),
            image: 'boardroom.jpg',
            primary: { page: 'contact', text: bi('Tell us what you need', 'Cuéntenos qué necesita') },
          }),
        ],
        mainSection: [
          {
            component: 'IconCollection',
            title: ctx.L('What we design', 'Qué diseñamos'),
            items: [
              {
                icon: 'building',
                title: ctx.L('Leadership academies', 'Academias de liderazgo'),
                text: ctx.L(
                  'Year-long programmes for the next layer of management, with projects sponsored by the executive committee.',
                  'Programas de un año para el siguiente nivel directivo, con proyectos patrocinados por el comité de dirección.',
                ),
              },
              {
                icon: 'target',
                title: ctx.L('Strategy workshops', 'Talleres de estrategia'),
                text: ctx.L(
                  'Two or three days for a top team preparing a strategic plan.',
                  'Dos o tres días para un equipo directivo que prepara un plan estratégico.',
                ),
              },
              {
                icon: 'laptop',
                title: ctx.L('Digital and AI literacy', 'Competencias digitales y de inteligencia artificial'),
                text: ctx.L(
                  'Online tracks for hundreds of managers at once, in several languages.',
                  'Itinerarios en línea para cientos de directivos a la vez, en varios idiomas.',
                ),
              },
              {
                icon: 'scale',
                title: ctx.L('Board programmes', 'Programas para consejos'),
                text: ctx.L(
                  'Sessions on governance, risk and sustainability reporting for boards of directors.',
                  'Sesiones sobre gobierno corporativo, riesgos e información de sostenibilidad para consejos de administración.',
                ),
              },
            ],
          },
          {
            component: 'Steps',
            title: ctx.L('How we work with you', 'Cómo trabajamos con usted'),
            steps: [
              {
                title: ctx.L('Diagnosis', 'Diagnóstico'),
                text: ctx.L(
                  'Interviews with your leadership and HR team to agree what must change and how we will measure it.',
                  'Entrevistas con su dirección y su equipo de personas para acordar qué debe cambiar y cómo lo mediremos.',
                ),
                icon: 'compass',
              },
              {
                title: ctx.L('Design', 'Diseño'),
                text: ctx.L(
                  'A proposal with faculty, format, calendar and budget within three weeks.',
                  'Una propuesta con profesorado, formato, calendario y presupuesto en tres semanas.',
                ),
                icon: 'pencil',
              },
              {
                title: ctx.L('Delivery', 'Impartición'),
                text: ctx.L(
                  'On our campuses in Madrid, Segovia or New York, at your premises or online.',
                  'En nuestros campus de Madrid, Segovia o Nueva York, en sus instalaciones o en línea.',
                ),
                icon: 'graduation-cap',
              },
              {
                title: ctx.L('Impact review', 'Revisión del impacto'),
                text: ctx.L(
                  'Six months later we review the results with you against the goals agreed at the start.',
                  'Seis meses después revisamos con usted los resultados frente a los objetivos acordados al inicio.',
                ),
                icon: 'chart-line',
              },
            ],
          },
          {
            component: 'CardCollection',
            title: ctx.L('Recent programmes', 'Programas recientes'),
            cards: [
              {
                title: ctx.L('A regional bank’s branch directors', 'Los directores de oficina de un banco regional'),
                text: ctx.L(
                  'Five two-day modules for 180 directors on advising small businesses, taught in four cities.',
                  'Cinco módulos de dos días para 180 directores sobre asesoramiento a pymes, impartidos en cuatro ciudades.',
                ),
                image: ctx.media('city-morning.jpg'),
              },
              {
                title: ctx.L('An engineering group’s plant managers', 'Los directores de planta de un grupo de ingeniería'),
                text: ctx.L(
                  'A year-long academy for 40 managers from Spain, Mexico and Poland, with projects on energy efficiency.',
                  'Una academia de un año para 40 directivos de España, México y Polonia, con proyectos de eficiencia energética.',
                ),
                image: ctx.media('research.jpg'),
              },
              {
                title: ctx.L('A hospital network’s department heads', 'Los jefes de servicio de una red hospitalaria'),
                text: ctx.L(
                  'Management for clinicians: budgets, teams and patient experience, on Friday afternoons.',
                  'Gestión para clínicos: presupuestos, equipos y experiencia del paciente, los viernes por la tarde.',
                ),
                image: ctx.media('classroom.jpg'),
              },
            ],
          },
          {
            component: 'CallbackRequestForm',
            title: ctx.L('Ask for a call from our corporate team', 'Pida una llamada de nuestro equipo de empresas'),
            text: ctx.L(
              'Tell us about your company and we will call you to discuss your needs.',
              'Cuéntenos sobre su empresa y le llamaremos para hablar de sus necesidades.',
            ),
            callHours: ctx.L('Within one working day, 9:00–18:00 CET', 'En un día laborable, de 9:00 a 18:00 (hora peninsular)'),
            thankYou: thankYou(ctx),
          },
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
        'The professors and practitioners who teach in the Executive MBA and the open programmes.',
        'Los profesores y profesionales que enseñan en el Executive MBA y los programas abiertos.',
      ),
      template: (ctx) => ({
        intro: ctx.L(
          'Professors of the university’s schools and practitioners who lead companies today teach in our programmes.',
          'En nuestros programas enseñan profesores de las escuelas de la universidad y profesionales que hoy dirigen empresas.',
        ),
        pageSize: 12,
        data: below(ctx, 'faculty', 'TeacherDetail', { order: 'alpha' }),
      }),
    },
    ...[
      {
        key: 'teacher-olivares',
        slug: bi('faculty/carmen-olivares', 'profesorado/carmen-olivares'),
        name: 'Carmen',
        lastName: 'Olivares',
        position: bi(
          'Professor of Strategy; Academic Director of the Executive MBA',
          'Catedrática de Estrategia; directora académica del Executive MBA',
        ),
        nationality: bi('Spanish', 'Española'),
        area: bi('Strategy', 'Estrategia'),
        category: bi('Professor', 'Catedrática'),
        gender: bi('Female', 'Mujer'),
        summary: bi(
          'Studies how mid-sized companies grow abroad; leads the Executive MBA since 2022.',
          'Estudia cómo crecen en el extranjero las empresas medianas; dirige el Executive MBA desde 2022.',
        ),
        body: [
          bi(
            'Carmen Olivares teaches competitive strategy in the Executive MBA and the Advanced Management Programme. Before her doctorate she spent eight years in a strategy consultancy in Madrid and São Paulo.',
            'Carmen Olivares imparte estrategia competitiva en el Executive MBA y en el Programa de Alta Dirección. Antes de doctorarse trabajó ocho años en una consultora de estrategia en Madrid y São Paulo.',
          ),
          bi(
            'Her research follows 300 Spanish mid-sized companies that opened subsidiaries in Latin America and the United States, and asks why half of them withdraw within five years.',
            'Su investigación sigue a 300 empresas medianas españolas que abrieron filiales en América Latina y Estados Unidos, y se pregunta por qué la mitad se retira en cinco años.',
          ),
        ],
      },
      {
        key: 'teacher-whitfield',
        slug: bi('faculty/james-whitfield', 'profesorado/james-whitfield'),
        name: 'James',
        lastName: 'Whitfield',
        position: bi('Professor of Leadership and Organisational Behaviour', 'Profesor de Liderazgo y Comportamiento Organizativo'),
        nationality: bi('British', 'Británica'),
        area: bi('Leadership', 'Liderazgo'),
        category: bi('Professor', 'Catedrático'),
        gender: bi('Male', 'Hombre'),
        summary: bi(
          'Teaches leading change; researches how new chief executives build their first team.',
          'Enseña liderazgo del cambio; investiga cómo forman su primer equipo los nuevos consejeros delegados.',
        ),
        body: [
          bi(
            'James Whitfield joined the university from a London business school in 2019. He teaches Leading organisational change in the Executive MBA and directs the coaching programme of both tracks.',
            'James Whitfield llegó a la universidad desde una escuela de negocios de Londres en 2019. Imparte Liderazgo del cambio organizativo en el Executive MBA y dirige el programa de coaching de ambas modalidades.',
          ),
          bi(
            'His current study interviews 60 chief executives in their first year in the role, in Spain, the United Kingdom and the United States.',
            'Su estudio actual entrevista a 60 consejeros delegados durante su primer año en el cargo, en España, el Reino Unido y Estados Unidos.',
          ),
        ],
      },
      {
        key: 'teacher-beltran',
        slug: bi('faculty/ana-beltran', 'profesorado/ana-beltran'),
        name: 'Ana',
        lastName: 'Beltrán',
        position: bi(
          'Adjunct Professor of Digital Transformation; Director of the Digital Leadership Programme',
          'Profesora asociada de Transformación Digital; directora del Programa de Liderazgo Digital',
        ),
        nationality: bi('Spanish', 'Española'),
        area: bi('Digital strategy', 'Estrategia digital'),
        category: bi('Adjunct professor', 'Profesora asociada'),
        gender: bi('Female', 'Mujer'),
        summary: bi(
          'Former chief digital officer of a retail bank; teaches data, AI and platforms to managers.',
          'Antigua directora digital de un banco minorista; enseña datos, inteligencia artificial y plataformas a directivos.',
        ),
        body: [
          bi(
            'Ana Beltrán led the digital transformation of a Spanish retail bank for seven years, from its first mobile app to the closure of a third of its branches. She now advises boards on technology and AI governance.',
            'Ana Beltrán dirigió durante siete años la transformación digital de un banco minorista español, desde su primera aplicación móvil hasta el cierre de un tercio de sus oficinas. Hoy asesora a consejos de administración sobre gobierno de la tecnología y de la inteligencia artificial.',
          ),
          bi(
            'She designed the Digital Leadership Programme and teaches Digital business models in the Executive MBA.',
            'Diseñó el Programa de Liderazgo Digital e imparte Modelos de negocio digitales en el Executive MBA.',
          ),
        ],
      },
      {
        key: 'teacher-mehta',
        slug: bi('faculty/rohan-mehta', 'profesorado/rohan-mehta'),
        name: 'Rohan',
        lastName: 'Mehta',
        position: bi('Associate Professor of Finance', 'Profesor titular de Finanzas'),
        nationality: bi('Indian', 'India'),
        area: bi('Finance', 'Finanzas'),
        category: bi('Associate professor', 'Profesor titular'),
        gender: bi('Male', 'Hombre'),
        summary: bi(
          'Teaches corporate finance in the Executive MBA; researches how boards decide on acquisitions.',
          'Imparte finanzas corporativas en el Executive MBA; investiga cómo deciden los consejos sobre adquisiciones.',
        ),
        body: [
          bi(
            'Rohan Mehta worked in mergers and acquisitions in Mumbai and New York before his doctorate. He teaches Corporate finance in both tracks of the Executive MBA and Finance for the top team in the Advanced Management Programme.',
            'Rohan Mehta trabajó en fusiones y adquisiciones en Bombay y Nueva York antes de doctorarse. Imparte Finanzas corporativas en las dos modalidades del Executive MBA y Finanzas para la alta dirección en el Programa de Alta Dirección.',
          ),
          bi(
            'His research on acquisitions by family-controlled groups has been published in leading finance journals; he spends each autumn at the New York campus.',
            'Su investigación sobre adquisiciones de grupos de control familiar se ha publicado en revistas de finanzas de referencia; pasa cada otoño en el campus de Nueva York.',
          ),
        ],
      },
    ].map((teacher) => ({
      key: teacher.key,
      slug: teacher.slug,
      parent: 'faculty',
      templateType: 'TeacherDetail',
      title: bi(`${teacher.name} ${teacher.lastName}`, `${teacher.name} ${teacher.lastName}`),
      metaDescription: teacher.summary,
      template: (ctx: PageContext) => ({
        teacher: {
          name: teacher.name,
          lastName: teacher.lastName,
          position: ctx.L(teacher.position.en, teacher.position.es),
          contact: `${teacher.name}.${teacher.lastName}@ibera.edu`
            .toLowerCase()
            .normalize('NFD')
            .replace(/[\u0300-\u036f]/g, ''),
          nationality: ctx.L(teacher.nationality.en, teacher.nationality.es),
          academicArea: ctx.L(teacher.area.en, teacher.area.es),
          facultyCategory: ctx.L(teacher.category.en, teacher.category.es),
          gender: ctx.L(teacher.gender.en, teacher.gender.es),
          image: ctx.portrait(`${teacher.name} ${teacher.lastName}`),
        },
        summary: ctx.L(teacher.summary.en, teacher.summary.es),
        body: paragraphs(...teacher.body.map((text) => ctx.L(text.en, text.es))),
      }),
    })),

    // ——— News ———
    newsListPage({
      description: bi(
        'News from Executive Education: classes, programmes and faculty.',
        'Noticias de Executive Education: promociones, programas y profesorado.',
      ),
      intro: bi(
        'New classes, new programmes and what our faculty and participants are doing.',
        'Nuevas promociones, nuevos programas y lo que hacen nuestros profesores y participantes.',
      ),
      data: (ctx) => below(ctx, 'news', 'NewsDetail'),
    }),
    newsPage({
      key: 'news-class-2028',
      slug: bi('news/executive-mba-class-of-2028', 'noticias/promocion-2028-executive-mba'),
      title: bi(
        'The Executive MBA class of 2028 starts with 46 managers from 14 countries',
        'La promoción de 2028 del Executive MBA empieza con 46 directivos de 14 países',
      ),
      description: bi(
        'The new global-track class met for its opening week in Segovia.',
        'La nueva promoción de la modalidad global se reunió en su semana de inicio en Segovia.',
      ),
      date: '2026-10-09T09:00:00Z',
      summary: bi(
        'The new global-track class met for its opening week in Segovia: average age 41, sixteen years of experience, 43 % women.',
        'La nueva promoción de la modalidad global se reunió en su semana de inicio en Segovia: 41 años de edad media, dieciséis años de experiencia y un 43 % de mujeres.',
      ),
      category: bi('Executive MBA', 'Executive MBA'),
      image: 'old-town.jpg',
      body: (ctx) =>
        sections(
          [
            ctx.L(
              'Forty-six managers from fourteen countries started the global track of the Executive MBA on 5 October with a week in Segovia. The class includes a hospital director from Bogotá, the head of a wind farm operator in Texas and the founder of a Madrid logistics start-up.',
              'Cuarenta y seis directivos de catorce países empezaron la modalidad global del Executive MBA el 5 de octubre con una semana en Segovia. Entre ellos hay una directora de hospital de Bogotá, el responsable de un operador de parques eólicos en Texas y el fundador de una empresa emergente de logística de Madrid.',
            ),
          ],
          [
            ctx.L('A class that works across borders', 'Una clase que trabaja entre fronteras'),
            ctx.L(
              'Forty-three per cent of the class are women, the highest share since the programme began. Two thirds already manage teams in more than one country.',
              'El 43 % de la promoción son mujeres, la proporción más alta desde que empezó el programa. Dos tercios ya dirigen equipos en más de un país.',
            ),
          ],
        ),
    }),
    newsPage({
      key: 'news-wil-scholarships',
      slug: bi('news/partner-companies-fund-women-in-leadership-places', 'noticias/empresas-financian-plazas-women-in-leadership'),
      title: bi('Five companies fund scholarships for Women in Leadership', 'Cinco empresas financian becas para Women in Leadership'),
      description: bi(
        'Twelve half scholarships for managers of smaller companies and non-profits.',
        'Doce medias becas para directivas de empresas pequeñas y entidades sin ánimo de lucro.',
      ),
      date: '2026-11-03T09:00:00Z',
      summary: bi(
        'Twelve half scholarships for the April 2027 class, for managers of companies with fewer than 250 employees and of non-profit organisations.',
        'Doce medias becas para la edición de abril de 2027, para directivas de empresas de menos de 250 empleados y de entidades sin ánimo de lucro.',
      ),
      category: bi('Scholarships', 'Becas'),
      image: 'workshop.jpg',
      body: (ctx) =>
        paragraphs(
          ctx.L(
            'Five partner companies of the university will fund twelve half scholarships for the next class of Women in Leadership, which starts on 12 April 2027. Applications close on 15 February.',
            'Cinco empresas colaboradoras de la universidad financiarán doce medias becas para la próxima edición de Women in Leadership, que empieza el 12 de abril de 2027. El plazo de solicitud se cierra el 15 de febrero.',
          ),
          ctx.L(
            'The scholarships are meant for women who would otherwise not have a company budget for executive education. The admissions committee decides on them with the programme application; no separate form is needed.',
            'Las becas están pensadas para mujeres que de otro modo no contarían con presupuesto de su empresa para formación directiva. El comité de admisiones las resuelve junto con la solicitud al programa; no hace falta un formulario aparte.',
          ),
        ),
    }),
    newsPage({
      key: 'news-ai-module',
      slug: bi('news/digital-leadership-adds-ai-governance', 'noticias/liderazgo-digital-gobierno-de-la-ia'),
      title: bi(
        'Digital Leadership adds two weeks on AI governance',
        'Liderazgo Digital añade dos semanas sobre gobierno de la inteligencia artificial',
      ),
      description: bi(
        'The programme now covers the EU AI rules for managers and boards.',
        'El programa incluye ahora las normas europeas sobre inteligencia artificial para directivos y consejos.',
      ),
      date: '2026-09-15T09:00:00Z',
      summary: bi(
        'From January 2027 the programme devotes weeks 3 and 4 to where AI creates value in a company and how managers and boards should govern it.',
        'Desde enero de 2027 el programa dedica las semanas 3 y 4 a dónde crea valor la inteligencia artificial en una empresa y cómo deben gobernarla directivos y consejos.',
      ),
      category: bi('Programmes', 'Programas'),
      image: 'webinar.jpg',
      body: (ctx) =>
        paragraphs(
          ctx.L(
            'The Digital Leadership Programme has been redesigned for its January 2027 intake. Two of its eight weeks now deal with artificial intelligence: choosing where to use it, measuring its value and meeting the obligations of the EU rules.',
            'El Programa de Liderazgo Digital se ha rediseñado para su edición de enero de 2027. Dos de sus ocho semanas tratan ahora de inteligencia artificial: elegir dónde usarla, medir su valor y cumplir las obligaciones de las normas europeas.',
          ),
          ctx.L(
            '“Managers no longer ask whether to use AI but who is responsible when it goes wrong,” says Ana Beltrán, the programme’s director.',
            '«Los directivos ya no preguntan si usar la inteligencia artificial, sino quién responde cuando falla», explica Ana Beltrán, directora del programa.',
          ),
        ),
    }),

    // ——— Events ———
    eventListPage({
      description: bi(
        'Information sessions and executive breakfasts of Executive Education.',
        'Sesiones informativas y desayunos directivos de Executive Education.',
      ),
      intro: bi(
        'Meet the faculty and participants before you apply, in Madrid or online.',
        'Conozca al profesorado y a los participantes antes de solicitar plaza, en Madrid o en línea.',
      ),
      filters: ['eventType'],
    }),
    eventPage({
      key: 'event-emba-evening',
      slug: bi('events/executive-mba-information-evening', 'eventos/sesion-informativa-executive-mba'),
      title: bi('Executive MBA information evening', 'Sesión informativa del Executive MBA'),
      description: bi(
        'Meet the academic director and alumni of both tracks, in Madrid or online.',
        'Conozca a la directora académica y a antiguos alumnos de ambas modalidades, en Madrid o en línea.',
      ),
      summary: bi(
        'Meet Carmen Olivares, the academic director, and alumni of both tracks; sit in on a 30-minute sample class.',
        'Conozca a Carmen Olivares, directora académica, y a antiguos alumnos de ambas modalidades; asista a una clase de muestra de 30 minutos.',
      ),
      image: 'auditorium.jpg',
      eventType: 'hybrid',
      start: '2027-01-21T18:30:00+01:00',
      end: '2027-01-21T20:30:00+01:00',
      location: bi('Auditorium, Madrid campus', 'Auditorio, campus de Madrid'),
      register: { href: 'https://events.ibera.edu/emba-information-evening', text: bi('Register', 'Inscribirse') },
      info: { page: 'emba', text: bi('About the Executive MBA', 'Sobre el Executive MBA') },
      body: (ctx) =>
        sections(
          [
            ctx.L(
              'An evening to find out whether the Executive MBA is right for you, and which track. You can attend in person or follow online and ask questions in the chat.',
              'Una tarde para saber si el Executive MBA es para usted y en qué modalidad. Puede asistir en persona o seguirla en línea y preguntar por el chat.',
            ),
          ],
          [
            ctx.L('Programme', 'Programa'),
            ctx.L(
              '18:30 welcome and the programme, with Carmen Olivares. 19:00 sample class on competitive strategy. 19:30 alumni panel. 20:00 drinks and one-to-one conversations with the admissions team.',
              '18:30 bienvenida y presentación del programa, con Carmen Olivares. 19:00 clase de muestra de estrategia competitiva. 19:30 mesa de antiguos alumnos. 20:00 cóctel y conversaciones individuales con el equipo de admisiones.',
            ),
          ],
        ),
    }),
    eventPage({
      key: 'event-ai-breakfast',
      slug: bi('events/breakfast-what-boards-should-ask-about-ai', 'eventos/desayuno-que-deben-preguntar-los-consejos-sobre-ia'),
      title: bi(
        'Executive breakfast: what boards should ask about AI',
        'Desayuno directivo: qué deben preguntar los consejos sobre inteligencia artificial',
      ),
      description: bi(
        'A breakfast talk with Ana Beltrán for board members and senior managers.',
        'Un desayuno con Ana Beltrán para consejeros y altos directivos.',
      ),
      summary: bi(
        'Ana Beltrán and two board members discuss the ten questions a board should put to its management about AI.',
        'Ana Beltrán y dos consejeros debaten las diez preguntas que un consejo debería hacer a su equipo directivo sobre inteligencia artificial.',
      ),
      image: 'event.jpg',
      eventType: 'face-to-face',
      start: '2027-02-11T08:30:00+01:00',
      end: '2027-02-11T10:00:00+01:00',
      location: bi('Executive Education building, Madrid campus', 'Edificio de Executive Education, campus de Madrid'),
      register: { href: 'https://events.ibera.edu/ai-boards-breakfast', text: bi('Book your place', 'Reserve su plaza') },
      info: { page: 'digital-leadership', text: bi('About Digital Leadership', 'Sobre Liderazgo Digital') },
      body: (ctx) =>
        paragraphs(
          ctx.L(
            'A one-and-a-half-hour breakfast for board members and senior managers, limited to 60 guests. Free of charge; places are confirmed by email.',
            'Un desayuno de hora y media para consejeros y altos directivos, limitado a 60 invitados. Gratuito; las plazas se confirman por correo electrónico.',
          ),
        ),
    }),

    // ——— Admissions ———
    {
      key: 'admissions',
      slug: bi('admissions', 'admisiones'),
      templateType: 'BasicTemplate',
      title: bi('Admissions', 'Admisiones'),
      metaDescription: bi(
        'How to apply to the Executive MBA and the open programmes: steps, dates, documents and answers to common questions.',
        'Cómo solicitar plaza en el Executive MBA y los programas abiertos: pasos, fechas, documentos y respuestas a las preguntas frecuentes.',
      ),
      template: (ctx) => ({
        heroSection: [
          {
            component: 'HeroClaim',
            eyebrow: ctx.L('Admissions', 'Admisiones'),
            title: ctx.L('We admit people, not just CVs', 'Admitimos personas, no solo currículos'),
            claim: ctx.L(
              'Every applicant has an interview with a member of the faculty. We look for experience, ambition and what you will bring to your classmates.',
              'Cada candidato tiene una entrevista con un profesor. Buscamos experiencia, ambición y lo que aportará a sus compañeros.',
            ),
          },
        ],
        mainSection: [
          {
            component: 'AdmissionsProcess',
            title: ctx.L('Applying to the Executive MBA', 'Solicitar plaza en el Executive MBA'),
            intro: ctx.L(
              'Applications are reviewed in rounds; places are offered until the class is complete.',
              'Las solicitudes se revisan por rondas; las plazas se ofrecen hasta completar la promoción.',
            ),
            steps: [
              {
                title: ctx.L('Online application', 'Solicitud en línea'),
                text: ctx.L('Fill in the form and upload your documents.', 'Rellene el formulario y adjunte sus documentos.'),
                date: '2026-09-01',
                endDate: '2027-01-08',
                documents: [
                  { title: ctx.L('CV', 'Currículum') },
                  { title: ctx.L('Copy of your university degree', 'Copia de su título universitario') },
                  { title: ctx.L('Letter from your company if it sponsors you', 'Carta de su empresa si le patrocina') },
                ],
              },
              {
                title: ctx.L('Admissions test', 'Prueba de admisión'),
                text: ctx.L(
                  'Our own online test of quantitative reasoning, or a GMAT or GRE score.',
                  'Nuestra prueba en línea de razonamiento cuantitativo, o una puntuación del GMAT o del GRE.',
                ),
              },
              {
                title: ctx.L('Interview', 'Entrevista'),
                text: ctx.L(
                  '45 minutes with a member of the faculty, on campus or by video call.',
                  '45 minutos con un profesor, en el campus o por videollamada.',
                ),
              },
              {
                title: ctx.L('Decision and reservation', 'Resolución y reserva de plaza'),
                text: ctx.L(
                  'You receive the decision within ten working days; pay the reservation to secure your place.',
                  'Recibe la resolución en diez días laborables; abone la reserva para asegurar su plaza.',
                ),
              },
            ],
            link: { href: ctx.href('contact'), text: ctx.L('Ask the admissions team', 'Pregunte al equipo de admisiones') },
          },
          {
            component: 'BasicContent',
            title: ctx.L('Open programmes', 'Programas abiertos'),
            html: paragraphs(
              ctx.L(
                'For the Advanced Management Programme, Women in Leadership and Digital Leadership, send the request form on the programme’s page. An adviser calls you to talk about your experience; there is no test.',
                'Para el Programa de Alta Dirección, Women in Leadership y Liderazgo Digital, envíe el formulario de la página del programa. Un asesor le llamará para hablar de su experiencia; no hay prueba de admisión.',
              ),
            ),
          },
          {
            component: 'Faq',
            groups: [
              {
                title: ctx.L('Before you apply', 'Antes de solicitar'),
                questions: [
                  {
                    question: ctx.L('Do I need a university degree?', '¿Necesito un título universitario?'),
                    answer: paragraphs(
                      ctx.L(
                        'For the Executive MBA, yes. Open programmes do not require one.',
                        'Para el Executive MBA, sí. Los programas abiertos no lo exigen.',
                      ),
                    ),
                  },
                  {
                    question: ctx.L('Can my company pay?', '¿Puede pagar mi empresa?'),
                    answer: paragraphs(
                      ctx.L(
                        'Yes. Many participants are sponsored; we invoice the company directly. Spanish companies can deduct part of the cost through the state training credit (FUNDAE).',
                        'Sí. Muchos participantes están patrocinados; facturamos directamente a la empresa. Las empresas españolas pueden bonificar parte del coste a través del crédito de formación de FUNDAE.',
                      ),
                    ),
                  },
                  {
                    question: ctx.L('Which English level do I need?', '¿Qué nivel de inglés necesito?'),
                    answer: paragraphs(
                      ctx.L(
                        'B2 for the weekend track, C1 for the global track and Women in Leadership.',
                        'B2 para la modalidad de fin de semana; C1 para la modalidad global y Women in Leadership.',
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

    // ——— About ———
    {
      key: 'about',
      slug: bi('about', 'sobre-nosotros'),
      templateType: 'BasicTemplate',
      title: bi('About Executive Education', 'Sobre Executive Education'),
      metaDescription: bi(
        'How Executive Education teaches managers, who leads it and how it grew from a weekend programme in 1981 to 1,200 participants a year.',
        'Cómo enseña Executive Education a los directivos, quién la dirige y cómo pasó de un programa de fin de semana en 1981 a 1.200 participantes al año.',
      ),
      template: (ctx) => ({
        heroSection: [
          {
            component: 'HeroClaim',
            eyebrow: ctx.L('About us', 'Sobre nosotros'),
            title: ctx.L('Learning that goes back to work on Monday', 'Un aprendizaje que vuelve al trabajo el lunes'),
            claim: ctx.L(
              'We teach people who already run teams, budgets and companies. Every session starts from a decision someone in the room has to take, and ends with what they will do differently.',
              'Enseñamos a personas que ya dirigen equipos, presupuestos y empresas. Cada sesión parte de una decisión que alguien de la sala tiene que tomar y termina con lo que hará de otra manera.',
            ),
          },
        ],
        mainSection: [
          {
            component: 'TwoColumns',
            title: ctx.L('How we teach', 'Cómo enseñamos'),
            divider: true,
            columns: [
              {
                title: ctx.L('Cases, then your own company', 'Casos, y después su propia empresa'),
                html: paragraphs(
                  ctx.L(
                    'Half of each programme is discussion of cases, many of them written by our faculty with Spanish and Latin American companies. The other half applies the same tools to a challenge participants bring from their own organisation.',
                    'La mitad de cada programa es discusión de casos, muchos escritos por nuestro profesorado con empresas españolas y latinoamericanas. La otra mitad aplica las mismas herramientas a un reto que los participantes traen de su propia organización.',
                  ),
                ),
              },
              {
                title: ctx.L('Classmates who teach too', 'Compañeros que también enseñan'),
                html: paragraphs(
                  ctx.L(
                    'We admit people with at least ten years of experience and mix sectors and countries on purpose, so that a hospital manager and a bank’s regional director solve the same problem from two sides.',
                    'Admitimos a personas con al menos diez años de experiencia y mezclamos sectores y países a propósito, para que una gerente de hospital y un director regional de banca resuelvan el mismo problema desde dos lados.',
                  ),
                ),
              },
            ],
          },
          {
            component: 'Timeline',
            title: ctx.L('Our history', 'Nuestra historia'),
            items: [
              {
                date: '1981',
                title: ctx.L('A weekend programme for managers', 'Un programa de fin de semana para directivos'),
                text: ctx.L(
                  'The business school opens its first programme for working managers, on Friday evenings and Saturdays in Madrid.',
                  'La escuela de negocios abre su primer programa para directivos en activo, los viernes por la tarde y los sábados en Madrid.',
                ),
              },
              {
                date: '1996',
                title: ctx.L('The Executive MBA', 'El Executive MBA'),
                text: ctx.L(
                  'The first class of 28 managers graduates after eighteen months of weekends.',
                  'La primera promoción, de 28 directivos, se gradúa tras dieciocho meses de fines de semana.',
                ),
              },
              {
                date: '2011',
                title: ctx.L('Programmes for companies', 'Programas para empresas'),
                text: ctx.L(
                  'A team designs custom programmes for the management of a single company; the first is for a regional bank.',
                  'Un equipo diseña programas a medida para la dirección de una sola empresa; el primero es para un banco regional.',
                ),
              },
              {
                date: '2022',
                title: ctx.L('The global track', 'La modalidad global'),
                text: ctx.L(
                  'With the opening of the New York campus, the Executive MBA adds a track with weeks in Madrid, New York and São Paulo.',
                  'Con la apertura del campus de Nueva York, el Executive MBA suma una modalidad con semanas en Madrid, Nueva York y São Paulo.',
                ),
              },
              {
                date: '2025',
                title: ctx.L('A unit for the whole university', 'Una unidad para toda la universidad'),
                text: ctx.L(
                  'Executive Education starts serving every school of the university: its programmes now draw on faculty from law, engineering and the humanities as well as business.',
                  'Executive Education pasa a servir a todas las escuelas de la universidad: sus programas cuentan ahora con profesorado de derecho, ingeniería y humanidades, además de empresa.',
                ),
              },
            ],
          },
          {
            component: 'AccreditationsRankings',
            title: ctx.L('Accredited and ranked', 'Acreditaciones y rankings'),
            accreditations: [
              {
                name: ctx.L('EQUIS accreditation', 'Acreditación EQUIS'),
                body: ctx.L('European Foundation for Management Development', 'European Foundation for Management Development'),
                since: '2004',
              },
            ],
            rankings: [
              {
                position: 21,
                ranking: ctx.L('Executive MBA', 'Executive MBA'),
                scope: ctx.L('worldwide', 'en el mundo'),
                publisher: 'Financial Times',
                year: '2026',
              },
              {
                position: 14,
                ranking: ctx.L('Custom programmes', 'Programas a medida'),
                scope: ctx.L('worldwide', 'en el mundo'),
                publisher: 'Financial Times',
                year: '2026',
              },
            ],
          },
          {
            component: 'TeacherDistributor',
            title: ctx.L('Who leads Executive Education', 'Quién dirige Executive Education'),
            data: { mode: 'manual', fixed: [ctx.id('teacher-olivares'), ctx.id('teacher-beltran')] },
            link: { href: ctx.href('faculty'), text: ctx.L('The whole faculty', 'Todo el profesorado') },
          },
          callToAction(ctx, {
            layout: 'banner',
            title: bi('Is now the right time?', '¿Es el momento adecuado?'),
            text: bi(
              'An adviser will look at your experience and your plans with you, and tell you which programme fits, or that none does yet.',
              'Un asesor revisará con usted su experiencia y sus planes y le dirá qué programa le encaja, o que todavía ninguno.',
            ),
            primary: { page: 'contact', text: bi('Talk to an adviser', 'Hable con un asesor') },
            secondary: { page: 'programmes', text: bi('See the programmes', 'Ver los programas') },
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
        'Write to, call or visit Executive Education in Madrid.',
        'Escriba, llame o visite Executive Education en Madrid.',
      ),
      template: (ctx) => ({
        mainSection: [
          {
            component: 'BasicContent',
            title: ctx.L('Talk to us', 'Hable con nosotros'),
            html: paragraphs(
              ctx.L(
                'Our advisers answer questions about programmes, admissions and fees, and can arrange a visit to a class.',
                'Nuestros asesores responden a sus preguntas sobre programas, admisiones y precios, y pueden organizar la visita a una clase.',
              ),
              `${ctx.L('Email', 'Correo electrónico')}: <a href="mailto:executive@ibera.edu">executive@ibera.edu</a>`,
              `${ctx.L('Phone', 'Teléfono')}: +34 91 514 27 30`,
              ctx.L(
                'Address: Executive Education, Calle de María de Molina 13, 28006 Madrid, Spain',
                'Dirección: Executive Education, Calle de María de Molina 13, 28006 Madrid, España',
              ),
            ),
          },
          {
            component: 'ContactCard',
            cards: [
              {
                name: ctx.L('Programme advisers', 'Asesores de programas'),
                address: ctx.L(
                  ['Calle de María de Molina 13', '28006 Madrid', 'Spain'],
                  ['Calle de María de Molina 13', '28006 Madrid', 'España'],
                ),
                phone: '+34 91 514 27 30',
                email: 'executive@ibera.edu',
                hours: [ctx.L('Monday to Friday, 9:00–19:00', 'De lunes a viernes, de 9:00 a 19:00')],
              },
              {
                name: ctx.L('Custom programmes for companies', 'Programas a medida para empresas'),
                phone: '+34 91 514 27 45',
                email: 'executive.companies@ibera.edu',
                hours: [ctx.L('Monday to Friday, 9:00–18:00', 'De lunes a viernes, de 9:00 a 18:00')],
              },
            ],
          },
          contactForm(ctx, { text: bi('Fields marked * are required.', 'Los campos marcados con * son obligatorios.') }),
        ],
      }),
    },
  ],
});
