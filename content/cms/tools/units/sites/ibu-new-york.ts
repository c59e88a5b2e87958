// Ibera University New York: the university's campus in Manhattan, its programmes taught in New
// York, the campus and how to visit it, its events and news, and contact, in English and Spanish.
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
} from '../kit.ts';

const PATHWAY = 'PW-NEWYORK';
const ADDRESS = ['310 Lafayette Street', 'New York, NY 10012'];
const PHONE = '+1 (212) 555-0148';
const AT = { latitude: 40.7246, longitude: -73.9953 };

export default defineUnit({
  brand: 'ibu-new-york',
  kind: 'institution',
  theme: 'default',
  siteName: bi('Ibera University New York', 'Ibera University Nueva York'),
  email: 'newyork@ibera.edu',
  menu: [
    {
      page: 'programmes',
      children: [
        { page: 'finance', description: bi('Master, 10 months', 'Máster, 10 meses') },
        { page: 'communication', description: bi('Master, 12 months', 'Máster, 12 meses') },
        { page: 'semester', description: bi('For Ibera University undergraduates', 'Para estudiantes de grado de Ibera University') },
      ],
    },
    ...menuPages('campus', 'visit', 'events', 'news', 'contact'),
  ],
  primaryLink: { page: 'visit', text: bi('Visit us', 'Visítenos') },
  pages: [
    // ——— Home ———
    {
      key: 'home',
      slug: bi('', ''),
      templateType: 'Landing',
      title: bi('Ibera University New York', 'Ibera University Nueva York'),
      metaDescription: bi(
        'The New York campus of Ibera University: master’s degrees in finance and communication, a semester in New York, events and visits, in Lower Manhattan.',
        'El campus de Nueva York de Ibera University: másteres en finanzas y comunicación, un semestre en Nueva York, eventos y visitas, en el bajo Manhattan.',
      ),
      template: (ctx) => ({
        heroSection: [
          imageHero(ctx, {
            title: bi('A European university in the middle of Manhattan', 'Una universidad europea en pleno Manhattan'),
            subtitle: bi(
              'Since 2019 our New York campus has taught master’s degrees, hosted our students for a semester and brought Spain and the Americas together in its lecture hall on Lafayette Street.',
              'Desde 2019 nuestro campus de Nueva York imparte másteres, acoge a nuestros estudiantes durante un semestre y reúne a España y las Américas en su auditorio de Lafayette Street.',
            ),
            image: 'city-dusk.jpg',
            link: { page: 'programmes', text: bi('Study in New York', 'Estudie en Nueva York') },
          }),
        ],
        mainSection: [
          {
            component: 'FactsFigures',
            title: ctx.L('The campus in figures', 'El campus en cifras'),
            items: [
              {
                value: '420',
                label: ctx.L('students each year', 'estudiantes cada año'),
                detail: ctx.L(
                  'Master’s students and undergraduates on a semester from Madrid and Segovia.',
                  'Estudiantes de máster y de grado que pasan un semestre desde Madrid y Segovia.',
                ),
              },
              { value: '38', label: ctx.L('nationalities on campus', 'nacionalidades en el campus') },
              {
                value: '90+',
                label: ctx.L('partner companies for internships', 'empresas colaboradoras para prácticas'),
                detail: ctx.L(
                  'Banks, media groups, law firms and start-ups in New York.',
                  'Bancos, grupos de comunicación, despachos y empresas emergentes de Nueva York.',
                ),
              },
              { value: '6', label: ctx.L('floors on Lafayette Street', 'plantas en Lafayette Street') },
            ],
            note: ctx.L('Figures for the 2026–2027 academic year.', 'Cifras del curso 2026–2027.'),
          },
          programmeDistributor(ctx, {
            title: bi('Taught in New York', 'Se imparten en Nueva York'),
            data: below(ctx, 'programmes', ['ProgramDetail', 'ProgramDetailMax'], { order: 'alpha' }),
          }),
          {
            component: 'Countdown',
            title: ctx.L('Open house for graduate programmes', 'Jornada de puertas abiertas de los másteres'),
            text: ctx.L(
              'Thursday 28 January 2027 at 6:00 p.m., on campus and online.',
              'Jueves 28 de enero de 2027 a las 18:00 (hora de Nueva York), en el campus y en línea.',
            ),
            target: '2027-01-28T18:00:00-05:00',
            timeZone: 'America/New_York',
            ended: ctx.L(
              'The open house has taken place. The next one is in April.',
              'La jornada ya se celebró. La próxima será en abril.',
            ),
            link: { href: ctx.href('event-open-house'), text: ctx.L('Register', 'Inscríbase') },
          },
          eventDistributor(ctx, {
            title: bi('Events', 'Eventos'),
            upcoming: true,
            data: below(ctx, 'events', ['EventDetail'], { quantity: 2 }),
          }),
          newsDistributor(ctx, {
            title: bi('News from the campus', 'Noticias del campus'),
            data: below(ctx, 'news', ['NewsDetail'], { quantity: 2 }),
          }),
          callToAction(ctx, {
            layout: 'banner',
            title: bi('Come and see the campus', 'Venga a conocer el campus'),
            text: bi(
              'Tours every Tuesday and Friday at 11:00 a.m., led by a student.',
              'Visitas guiadas cada martes y viernes a las 11:00, con un estudiante.',
            ),
            primary: { page: 'visit', text: bi('Book a tour', 'Reserve una visita') },
            secondary: { page: 'campus', text: bi('About the campus', 'Sobre el campus') },
          }),
        ],
      }),
    },

    // ——— Programmes ———
    {
      key: 'programmes',
      slug: bi('programmes', 'programas'),
      templateType: 'ProgramsList',
      title: bi('Programmes in New York', 'Programas en Nueva York'),
      metaDescription: bi(
        'Master’s degrees and the semester programme taught at the New York campus.',
        'Los másteres y el programa de semestre que se imparten en el campus de Nueva York.',
      ),
      template: (ctx) => ({
        intro: ctx.L(
          'Two master’s degrees taught entirely in New York, and a semester for undergraduates of our Spanish campuses. Every programme is taught in English.',
          'Dos másteres que se imparten íntegramente en Nueva York y un semestre para estudiantes de grado de nuestros campus en España. Todos los programas se imparten en inglés.',
        ),
        filters: ['programType', 'duration', 'intake'],
      }),
    },
    {
      key: 'finance',
      slug: bi('programmes/master-in-global-finance-and-fintech', 'programas/master-en-finanzas-globales-y-fintech'),
      parent: 'programmes',
      templateType: 'ProgramDetailMax',
      title: bi('Master in Global Finance and Fintech', 'Máster en Finanzas Globales y Fintech'),
      metaDescription: bi(
        'Ten months in New York on capital markets, payments and financial technology, with an internship in a New York firm.',
        'Diez meses en Nueva York sobre mercados de capitales, pagos y tecnología financiera, con prácticas en una empresa neoyorquina.',
      ),
      template: (ctx) => ({
        title: ctx.L('Master in Global Finance and Fintech', 'Máster en Finanzas Globales y Fintech'),
        image: ctx.media('city-morning.jpg'),
        program: {
          code: 'ibu-ny-global-finance-fintech',
          programType: 'master',
          format: 'face-to-face',
          location: [ctx.L('New York', 'Nueva York')],
          duration: { amount: 10, unit: 'months' },
          language: ['en'],
          intake: ['2027-08-30'],
          fees: { amount: 54000, currency: 'USD', per: 'programme' },
          academicArea: [ctx.L('Finance', 'Finanzas')],
          credits: 60,
          abstract: ctx.L(
            'Ten months in New York on capital markets, payments and financial technology, ending with a ten-week internship in a bank, fund or fintech of the city.',
            'Diez meses en Nueva York sobre mercados de capitales, pagos y tecnología financiera, que terminan con diez semanas de prácticas en un banco, un fondo o una fintech de la ciudad.',
          ),
          studyPlan: [
            {
              title: ctx.L('Fall term (September–December)', 'Semestre de otoño (septiembre–diciembre)'),
              courses: ctx.L(
                ['Capital markets', 'Corporate valuation', 'Programming for finance (Python)', 'US and EU financial regulation'],
                [
                  'Mercados de capitales',
                  'Valoración de empresas',
                  'Programación para finanzas (Python)',
                  'Regulación financiera estadounidense y europea',
                ],
              ),
            },
            {
              title: ctx.L('Spring term (January–April)', 'Semestre de primavera (enero–abril)'),
              courses: ctx.L(
                ['Payments and digital money', 'Machine learning in credit and trading', 'Venture finance', 'Cross-border M&A'],
                [
                  'Pagos y dinero digital',
                  'Aprendizaje automático en crédito y trading',
                  'Financiación de startups',
                  'Fusiones y adquisiciones transfronterizas',
                ],
              ),
            },
            {
              title: ctx.L('Summer (May–July)', 'Verano (mayo–julio)'),
              courses: ctx.L(
                ['Internship in a New York firm', 'Master’s thesis'],
                ['Prácticas en una empresa de Nueva York', 'Trabajo fin de máster'],
              ),
            },
          ],
          reasonsWhy: [
            {
              title: ctx.L('Wall Street is a subway ride away', 'Wall Street está a una parada de metro'),
              text: ctx.L(
                'Practitioners from banks and funds teach a third of the courses, in the evening after their own work.',
                'Profesionales de bancos y fondos imparten un tercio de las asignaturas, por la tarde después de su trabajo.',
              ),
            },
            {
              title: ctx.L('A European degree', 'Un título europeo'),
              text: ctx.L(
                'A 60 ECTS master’s degree of Ibera University, recognised across Europe, and an OPT-eligible STEM designation in the US.',
                'Un máster de 60 ECTS de Ibera University, reconocido en toda Europa, con la designación STEM que permite el periodo de prácticas OPT en Estados Unidos.',
              ),
            },
            {
              title: ctx.L('An internship guaranteed', 'Prácticas garantizadas'),
              text: ctx.L(
                'Every student is placed in one of more than 40 partner firms for the summer.',
                'Cada estudiante hace prácticas en una de las más de 40 empresas colaboradoras durante el verano.',
              ),
            },
          ],
          forPeopleWho: ctx.L(
            ['have a degree in economics, business, engineering or mathematics', 'want to work in finance in New York or Europe'],
            ['tienen un grado en economía, empresa, ingeniería o matemáticas', 'quieren trabajar en finanzas en Nueva York o en Europa'],
          ),
          toBecome: ctx.L(
            ['Investment analyst', 'Fintech product manager', 'Risk analyst'],
            ['Analista de inversiones', 'Responsable de producto en una fintech', 'Analista de riesgos'],
          ),
        },
        body: paragraphs(
          ctx.L(
            'Classes are held on the campus on Lafayette Street from Monday to Thursday; Fridays are for company visits, workshops and career sessions with the campus careers team.',
            'Las clases son en el campus de Lafayette Street de lunes a jueves; los viernes se dedican a visitas a empresas, talleres y sesiones de orientación profesional con el equipo de carreras del campus.',
          ),
        ),
        leadFormSection: [
          leadForm(ctx, {
            programId: 'NY-MGFF',
            pathwayId: PATHWAY,
            title: ctx.L('the Master in Global Finance and Fintech', 'el Máster en Finanzas Globales y Fintech'),
          }),
        ],
        mainSection: [
          {
            component: 'FeesTable',
            title: ctx.L('Tuition and scholarships, 2027–2028', 'Matrícula y becas, curso 2027–2028'),
            currency: 'USD',
            fees: [
              { label: ctx.L('Tuition', 'Matrícula'), amount: 48500 },
              fee(ctx, 'application', 100),
              {
                label: ctx.L('Student services and health insurance', 'Servicios al estudiante y seguro médico'),
                amount: 3200,
                note: ctx.L(
                  'Waived if you show equivalent US coverage',
                  'No se cobra si acredita una cobertura equivalente en Estados Unidos',
                ),
              },
            ],
            instalments: [
              { label: ctx.L('Deposit', 'Depósito'), due: '2027-05-15', amount: 5000 },
              { label: ctx.L('Fall term', 'Semestre de otoño'), due: '2027-08-15', amount: 21750 },
              { label: ctx.L('Spring term', 'Semestre de primavera'), due: '2028-01-05', amount: 21750 },
            ],
            scholarships: [
              {
                name: ctx.L('Merit scholarship', 'Beca al mérito'),
                value: ctx.L('Up to 40 % of tuition', 'Hasta el 40 % de la matrícula'),
                eligibility: ctx.L(
                  'Applicants in the first round with an outstanding record',
                  'Candidatos de la primera ronda con un expediente sobresaliente',
                ),
                deadline: '2027-01-15',
              },
              {
                name: ctx.L('Ibera alumni award', 'Ayuda para antiguos alumnos de Ibera'),
                value: '$8,000',
                eligibility: ctx.L('Graduates of a bachelor’s degree of Ibera University', 'Titulados de un grado de Ibera University'),
              },
            ],
          },
          {
            component: 'AdmissionsProcess',
            title: ctx.L('Admissions rounds', 'Rondas de admisión'),
            steps: [
              {
                title: ctx.L('Round 1', 'Ronda 1'),
                text: ctx.L(
                  'Decision by 15 February; merit scholarships are awarded in this round.',
                  'Resolución antes del 15 de febrero; las becas al mérito se conceden en esta ronda.',
                ),
                date: '2026-10-01',
                endDate: '2027-01-15',
                documents: [
                  { title: ctx.L('Transcripts and degree certificate', 'Expediente y título') },
                  { title: ctx.L('Two letters of recommendation', 'Dos cartas de recomendación') },
                  { title: ctx.L('GMAT, GRE or our own quantitative test', 'GMAT, GRE o nuestra prueba cuantitativa') },
                ],
              },
              {
                title: ctx.L('Round 2', 'Ronda 2'),
                text: ctx.L('Decision by 15 April.', 'Resolución antes del 15 de abril.'),
                date: '2027-01-16',
                endDate: '2027-03-15',
              },
              {
                title: ctx.L('Visa', 'Visado'),
                text: ctx.L(
                  'Once you pay the deposit we issue the I-20 form you need for an F-1 student visa.',
                  'Una vez abonado el depósito emitimos el formulario I-20 necesario para el visado de estudiante F-1.',
                ),
              },
            ],
          },
        ],
      }),
    },
    {
      key: 'communication',
      slug: bi('programmes/master-in-strategic-communication', 'programas/master-en-comunicacion-estrategica'),
      parent: 'programmes',
      templateType: 'ProgramDetail',
      title: bi('Master in Strategic Communication', 'Máster en Comunicación Estratégica'),
      metaDescription: bi(
        'Twelve months in New York on corporate communication, public affairs and media, for communicators who work across languages.',
        'Doce meses en Nueva York sobre comunicación corporativa, asuntos públicos y medios, para comunicadores que trabajan entre idiomas.',
      ),
      template: (ctx) => ({
        title: ctx.L('Master in Strategic Communication', 'Máster en Comunicación Estratégica'),
        image: ctx.media('auditorium.jpg'),
        program: {
          code: 'ibu-ny-strategic-communication',
          programType: 'master',
          format: 'face-to-face',
          location: [ctx.L('New York', 'Nueva York')],
          duration: { amount: 12, unit: 'months' },
          language: ['en'],
          intake: ['2027-08-30'],
          fees: { amount: 48500, currency: 'USD', per: 'programme' },
          academicArea: [ctx.L('Communication', 'Comunicación')],
          credits: 60,
          abstract: ctx.L(
            'Twelve months in New York on corporate communication, public affairs and the media, with a focus on audiences in English and Spanish across the Americas.',
            'Doce meses en Nueva York sobre comunicación corporativa, asuntos públicos y medios, con especial atención a los públicos en inglés y en español de las Américas.',
          ),
          forPeopleWho: ctx.L(
            ['have two or more years in journalism, communication or marketing', 'speak English and Spanish'],
            ['tienen dos o más años de experiencia en periodismo, comunicación o marketing', 'hablan inglés y español'],
          ),
          toBecome: ctx.L(
            ['Head of corporate communication', 'Public affairs consultant', 'Editor of a bilingual newsroom'],
            ['Director de comunicación corporativa', 'Consultor de asuntos públicos', 'Editor de una redacción bilingüe'],
          ),
        },
        body: sections(
          [
            ctx.L(
              'One in five people in the United States speaks Spanish at home. Companies, institutions and media that want to reach them need communicators who think in both languages; this master’s degree trains them.',
              'Uno de cada cinco habitantes de Estados Unidos habla español en casa. Las empresas, instituciones y medios que quieren llegar a ellos necesitan comunicadores que piensen en los dos idiomas; este máster los forma.',
            ),
          ],
          [
            ctx.L('A client from the first week', 'Un cliente desde la primera semana'),
            ctx.L(
              'Teams of four work all year for a real client, a museum, a foundation or a company entering the US market, and present their campaign to its board in July.',
              'Equipos de cuatro trabajan todo el curso para un cliente real, un museo, una fundación o una empresa que entra en el mercado estadounidense, y presentan su campaña a su dirección en julio.',
            ),
          ],
        ),
        leadFormSection: [
          leadForm(ctx, {
            programId: 'NY-MSC',
            pathwayId: PATHWAY,
            title: ctx.L('the Master in Strategic Communication', 'el Máster en Comunicación Estratégica'),
          }),
        ],
        mainSection: [
          {
            component: 'ProgramFacts',
            duration: ctx.L('12 months', '12 meses'),
            format: ctx.L('On campus, full time', 'Presencial, a tiempo completo'),
            language: ctx.L('English, with Spanish-language workshops', 'Inglés, con talleres en español'),
            startDate: '2027-08-30',
            credits: 60,
            location: ctx.L('New York campus', 'Campus de Nueva York'),
          },
          {
            component: 'TestimonialSlider',
            title: ctx.L('Graduates of the first classes', 'Titulados de las primeras promociones'),
            testimonials: [
              {
                text: ctx.L(
                  'My team’s client was a Spanish food brand entering Texas. Six months later they hired me to run the launch.',
                  'El cliente de mi equipo era una marca española de alimentación que entraba en Texas. Seis meses después me contrataron para dirigir el lanzamiento.',
                ),
                name: 'Valeria Montes',
                role: ctx.L(
                  'Class of 2025, now communication manager in Houston',
                  'Promoción de 2025, hoy responsable de comunicación en Houston',
                ),
                portrait: ctx.portrait('Valeria Montes'),
              },
              {
                text: ctx.L(
                  'The newsroom workshops, in Spanish, with editors of Univision and El País, were the hardest and most useful hours of the year.',
                  'Los talleres de redacción en español, con editores de Univision y El País, fueron las horas más duras y útiles del año.',
                ),
                name: 'Thomas Reyes',
                role: ctx.L('Class of 2026', 'Promoción de 2026'),
                portrait: ctx.portrait('Thomas Reyes'),
              },
            ],
          },
        ],
      }),
    },
    {
      key: 'semester',
      slug: bi('programmes/semester-in-new-york', 'programas/semestre-en-nueva-york'),
      parent: 'programmes',
      templateType: 'ProgramDetail',
      title: bi('Semester in New York', 'Semestre en Nueva York'),
      metaDescription: bi(
        'A semester at the New York campus for undergraduates of Ibera University: courses, an internship and housing in Manhattan.',
        'Un semestre en el campus de Nueva York para estudiantes de grado de Ibera University: asignaturas, prácticas y alojamiento en Manhattan.',
      ),
      template: (ctx) => ({
        title: ctx.L('Semester in New York', 'Semestre en Nueva York'),
        image: ctx.media('harbour.jpg'),
        program: {
          code: 'ibu-ny-semester',
          programType: 'bachelor',
          format: 'face-to-face',
          location: [ctx.L('New York', 'Nueva York')],
          duration: { amount: 4, unit: 'months' },
          language: ['en'],
          intake: ['2027-01-19', '2027-09-07'],
          fees: { amount: 21500, currency: 'USD', per: 'programme' },
          academicArea: [ctx.L('Business', 'Empresa'), ctx.L('Communication', 'Comunicación'), ctx.L('Law', 'Derecho')],
          credits: 30,
          abstract: ctx.L(
            'A semester of 30 ECTS for third- and fourth-year undergraduates of Ibera University: four courses in English and a part-time internship, with housing in Manhattan.',
            'Un semestre de 30 ECTS para estudiantes de tercer y cuarto curso de Ibera University: cuatro asignaturas en inglés y prácticas a tiempo parcial, con alojamiento en Manhattan.',
          ),
          forPeopleWho: ctx.L(
            ['are in the third or fourth year of a bachelor’s degree of Ibera University', 'have a B2 level of English'],
            ['cursan tercero o cuarto de un grado de Ibera University', 'tienen un nivel B2 de inglés'],
          ),
        },
        body: paragraphs(
          ctx.L(
            'The credits count towards your degree in Madrid or Segovia: your school agrees the four courses with you before you leave. Two days a week are for an internship in a company, an NGO or a law firm of the city.',
            'Los créditos cuentan para su grado en Madrid o Segovia: su escuela acuerda con usted las cuatro asignaturas antes de partir. Dos días por semana son para las prácticas en una empresa, una ONG o un despacho de la ciudad.',
          ),
        ),
        leadFormSection: [
          leadForm(ctx, { programId: 'NY-SEM', pathwayId: PATHWAY, title: ctx.L('the Semester in New York', 'el Semestre en Nueva York') }),
        ],
        mainSection: [
          {
            component: 'Faq',
            groups: [
              {
                questions: [
                  {
                    question: ctx.L('Where will I live?', '¿Dónde viviré?'),
                    answer: paragraphs(
                      ctx.L(
                        'In shared apartments of a student residence in the East Village, a ten-minute walk from campus. The campus books your room.',
                        'En apartamentos compartidos de una residencia de estudiantes del East Village, a diez minutos a pie del campus. El campus reserva su habitación.',
                      ),
                    ),
                  },
                  {
                    question: ctx.L('What does it cost?', '¿Cuánto cuesta?'),
                    answer: paragraphs(
                      ctx.L(
                        'You pay your usual Ibera University tuition. Housing is $7,800 for the semester; a grant of $2,000 is available to students with a general scholarship.',
                        'Paga su matrícula habitual de Ibera University. El alojamiento cuesta 7.800 $ el semestre; los estudiantes con beca general pueden recibir una ayuda de 2.000 $.',
                      ),
                    ),
                  },
                  {
                    question: ctx.L('Which visa do I need?', '¿Qué visado necesito?'),
                    answer: paragraphs(
                      ctx.L(
                        'A J-1 exchange visitor visa; the campus sends you the DS-2019 form and guides you through the consulate appointment.',
                        'Un visado J-1 de intercambio; el campus le envía el formulario DS-2019 y le acompaña en la cita consular.',
                      ),
                    ),
                  },
                  {
                    question: ctx.L('When do I apply?', '¿Cuándo lo solicito?'),
                    answer: paragraphs(
                      ctx.L(
                        'Until 1 October for the spring semester and until 1 March for the fall semester, through the international office of your school.',
                        'Hasta el 1 de octubre para el semestre de primavera y hasta el 1 de marzo para el de otoño, a través de la oficina internacional de su escuela.',
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

    // ——— Campus ———
    {
      key: 'campus',
      slug: bi('the-campus', 'el-campus'),
      templateType: 'BasicTemplate',
      title: bi('The campus', 'El campus'),
      metaDescription: bi(
        'Six floors on Lafayette Street in NoHo: classrooms, a lecture hall, a library and a terrace over Manhattan.',
        'Seis plantas en Lafayette Street, en NoHo: aulas, un auditorio, una biblioteca y una terraza sobre Manhattan.',
      ),
      template: (ctx) => ({
        heroSection: [
          splitHero(ctx, {
            eyebrow: bi('The campus', 'El campus'),
            title: bi('Six floors on Lafayette Street', 'Seis plantas en Lafayette Street'),
            subtitle: bi(
              'A former printing works of 1891 in NoHo, restored in 2019, between Washington Square and SoHo.',
              'Una antigua imprenta de 1891 en NoHo, restaurada en 2019, entre Washington Square y SoHo.',
            ),
            image: 'city-morning.jpg',
            primary: { page: 'visit', text: bi('Plan a visit', 'Organice una visita') },
          }),
        ],
        mainSection: [
          {
            component: 'TextImage',
            title: ctx.L('What you find inside', 'Qué encontrará dentro'),
            html: paragraphs(
              ctx.L(
                'Twelve classrooms, a 180-seat lecture hall that opens onto the street for public events, a library with the university’s digital collections and a trading room with twenty market data terminals.',
                'Doce aulas, un auditorio de 180 plazas que se abre a la calle para los actos públicos, una biblioteca con las colecciones digitales de la universidad y una sala de mercados con veinte terminales de datos financieros.',
              ),
              ctx.L(
                'On the top floor, the terrace and café are open to students from 8:00 a.m. to 10:00 p.m.',
                'En la última planta, la terraza y la cafetería están abiertas a los estudiantes de 8:00 a 22:00.',
              ),
            ),
            image: ctx.media('classroom.jpg'),
          },
          {
            component: 'ImageGallery',
            title: ctx.L('Around the campus', 'Por el campus'),
            images: [
              {
                image: ctx.media('auditorium.jpg'),
                caption: ctx.L('The lecture hall on the ground floor', 'El auditorio de la planta baja'),
              },
              {
                image: ctx.media('seminar.jpg'),
                caption: ctx.L('A seminar room on the third floor', 'Un aula de seminario en la tercera planta'),
              },
              {
                image: ctx.media('harbour.jpg'),
                caption: ctx.L('The Hudson, a short walk west', 'El río Hudson, a un paseo hacia el oeste'),
              },
              {
                image: ctx.media('city-dusk.jpg'),
                caption: ctx.L('The view from the terrace at dusk', 'La vista desde la terraza al anochecer'),
              },
            ],
          },
          {
            component: 'Timeline',
            title: ctx.L('The campus since 2019', 'El campus desde 2019'),
            items: [
              {
                date: '2019',
                title: ctx.L('Opening', 'Inauguración'),
                text: ctx.L(
                  'Two floors and the first semester programme, with 60 students from Madrid.',
                  'Dos plantas y el primer programa de semestre, con 60 estudiantes de Madrid.',
                ),
              },
              {
                date: '2022',
                title: ctx.L('The first master’s degree', 'El primer máster'),
                text: ctx.L(
                  'The Master in Strategic Communication welcomes its first class.',
                  'El Máster en Comunicación Estratégica recibe a su primera promoción.',
                ),
              },
              {
                date: '2024',
                title: ctx.L('Finance comes to New York', 'Las finanzas llegan a Nueva York'),
                text: ctx.L(
                  'The Master in Global Finance and Fintech and the trading room open.',
                  'Se inauguran el Máster en Finanzas Globales y Fintech y la sala de mercados.',
                ),
              },
              {
                date: '2026',
                title: ctx.L('Six floors', 'Seis plantas'),
                text: ctx.L(
                  'The campus takes the whole building, with the terrace and a new library.',
                  'El campus ocupa todo el edificio, con la terraza y una nueva biblioteca.',
                ),
              },
            ],
          },
        ],
      }),
    },

    // ——— Visit ———
    {
      key: 'visit',
      slug: bi('visit', 'visitenos'),
      templateType: 'BasicTemplate',
      title: bi('Visit the campus', 'Visite el campus'),
      metaDescription: bi(
        'Guided tours of the New York campus on Tuesdays and Fridays, how to get there and how to book.',
        'Visitas guiadas al campus de Nueva York los martes y viernes, cómo llegar y cómo reservar.',
      ),
      template: (ctx) => ({
        mainSection: [
          {
            component: 'Steps',
            title: ctx.L('A visit in three steps', 'Una visita en tres pasos'),
            steps: [
              {
                title: ctx.L('Book a tour', 'Reserve una visita'),
                text: ctx.L(
                  'Tuesdays and Fridays at 11:00 a.m., 45 minutes, in English or Spanish. Use the form below.',
                  'Martes y viernes a las 11:00, 45 minutos, en inglés o en español. Use el formulario de abajo.',
                ),
                icon: 'calendar2',
              },
              {
                title: ctx.L('Bring an ID', 'Traiga su documento de identidad'),
                text: ctx.L(
                  'The building’s front desk asks for a photo ID.',
                  'La recepción del edificio pide un documento con fotografía.',
                ),
                icon: 'user',
              },
              {
                title: ctx.L('Sit in on a class', 'Asista a una clase'),
                text: ctx.L(
                  'If you are considering a master’s degree, ask to stay for a class after the tour.',
                  'Si está pensando en un máster, pida quedarse a una clase después de la visita.',
                ),
                icon: 'graduation-cap',
              },
            ],
          },
          {
            component: 'LocationMap',
            title: ctx.L('How to get here', 'Cómo llegar'),
            place: 'Ibera University New York',
            address: [...ADDRESS, ctx.L('United States', 'Estados Unidos')],
            ...AT,
            directions: ctx.L(
              'Subway: Bleecker Street (6) or Broadway–Lafayette Street (B, D, F, M), two minutes’ walk. The entrance is on Lafayette Street; the building is step-free.',
              'Metro: Bleecker Street (línea 6) o Broadway–Lafayette Street (B, D, F, M), a dos minutos a pie. La entrada está en Lafayette Street; el edificio es accesible sin escalones.',
            ),
            image: ctx.media('city-morning.jpg'),
          },
          {
            component: 'CallbackRequestForm',
            title: ctx.L('Book a campus tour', 'Reserve una visita al campus'),
            text: ctx.L(
              'Leave your number and the front desk will call you to find a Tuesday or Friday that suits you.',
              'Déjenos su número y la recepción le llamará para buscar un martes o un viernes que le convenga.',
            ),
            callHours: ctx.L(
              'Within one working day, 9:00 a.m.–6:00 p.m. New York time',
              'En un día laborable, de 9:00 a 18:00 (hora de Nueva York)',
            ),
            thankYou: thankYou(ctx),
          },
        ],
      }),
    },

    // ——— Events ———
    eventListPage({
      description: bi(
        'Open houses, lectures and debates at the New York campus.',
        'Jornadas de puertas abiertas, conferencias y debates en el campus de Nueva York.',
      ),
      intro: bi(
        'The lecture hall on Lafayette Street is open to the public for lectures on Spain, Europe and the Americas. Times are New York time.',
        'El auditorio de Lafayette Street está abierto al público para conferencias sobre España, Europa y las Américas. Los horarios son de Nueva York.',
      ),
      filters: ['eventType'],
    }),
    eventPage({
      key: 'event-open-house',
      slug: bi('events/graduate-open-house-january-2027', 'eventos/puertas-abiertas-masteres-enero-2027'),
      title: bi('Graduate open house', 'Jornada de puertas abiertas de los másteres'),
      description: bi(
        'Meet the directors, students and admissions team of our two master’s degrees in New York.',
        'Conozca a los directores, estudiantes y equipo de admisiones de nuestros dos másteres en Nueva York.',
      ),
      summary: bi(
        'Meet the directors, students and admissions team of the Master in Global Finance and Fintech and the Master in Strategic Communication.',
        'Conozca a los directores, estudiantes y equipo de admisiones del Máster en Finanzas Globales y Fintech y del Máster en Comunicación Estratégica.',
      ),
      image: 'auditorium.jpg',
      eventType: 'hybrid',
      start: '2027-01-28T18:00:00-05:00',
      end: '2027-01-28T20:00:00-05:00',
      location: bi('Lecture hall, 310 Lafayette Street, New York', 'Auditorio, 310 Lafayette Street, Nueva York'),
      register: { href: 'https://events.ibera.edu/ny-open-house-january-2027', text: bi('Register', 'Inscribirse') },
      info: { page: 'programmes', text: bi('The programmes', 'Los programas') },
      body: (ctx) =>
        sections(
          [
            ctx.L(
              'Two hours to find out whether one of our master’s degrees is right for you, as the second admissions round opens. Online attendees can ask questions in the chat.',
              'Dos horas para saber si uno de nuestros másteres es para usted, ahora que se abre la segunda ronda de admisión. Quienes asistan en línea pueden preguntar por el chat.',
            ),
          ],
          [
            ctx.L('Programme', 'Programa'),
            ctx.L(
              '6:00 p.m. welcome; 6:15 the two programmes, with their directors; 7:00 student panel; 7:30 campus tour and one-to-one questions with admissions.',
              '18:00 bienvenida; 18:15 los dos programas, con sus directores; 19:00 mesa de estudiantes; 19:30 visita al campus y preguntas individuales al equipo de admisiones.',
            ),
          ],
        ),
      mainSection: (ctx) => [
        {
          component: 'EventRegistrationForm',
          title: ctx.L('Register for the open house', 'Inscríbase en la jornada de puertas abiertas'),
          text: ctx.L(
            'Register once: we email you both the link to follow online and your badge for the lecture hall. Students may write their university as the company.',
            'Inscríbase una vez: le enviaremos por correo electrónico el enlace para seguirla en línea y su acreditación para el auditorio. Si es estudiante, indique su universidad como empresa.',
          ),
          event: ctx.L('Graduate open house, 28 January 2027', 'Jornada de puertas abiertas de los másteres, 28 de enero de 2027'),
          date: '2027-01-28T18:00:00-05:00',
          location: ctx.L('Lecture hall, 310 Lafayette Street, New York', 'Auditorio, 310 Lafayette Street, Nueva York'),
          thankYou: thankYou(ctx),
        },
      ],
    }),
    eventPage({
      key: 'event-lecture',
      slug: bi('events/lecture-spain-and-the-united-states', 'eventos/conferencia-espana-y-estados-unidos'),
      title: bi('Lecture: Spain and the United States, 250 years of trade', 'Conferencia: España y Estados Unidos, 250 años de comercio'),
      description: bi(
        'A public lecture and conversation at the New York campus.',
        'Una conferencia pública y coloquio en el campus de Nueva York.',
      ),
      summary: bi(
        'From Spanish loans to the American Revolution to today’s investment in US infrastructure: a public lecture by the economic historian Elena Cifuentes.',
        'De los préstamos españoles a la Revolución americana a la inversión actual en infraestructuras estadounidenses: una conferencia pública de la historiadora económica Elena Cifuentes.',
      ),
      image: 'event.jpg',
      eventType: 'face-to-face',
      start: '2027-03-10T18:30:00-05:00',
      end: '2027-03-10T20:00:00-05:00',
      location: bi('Lecture hall, 310 Lafayette Street, New York', 'Auditorio, 310 Lafayette Street, Nueva York'),
      register: { href: 'https://events.ibera.edu/ny-lecture-spain-us-trade', text: bi('Free registration', 'Inscripción gratuita') },
      body: (ctx) =>
        paragraphs(
          ctx.L(
            'As the United States prepares for its 250th anniversary, Elena Cifuentes, professor of economic history at Ibera University, tells the story of its trade with Spain, from the ports of Cádiz and New Orleans to the Spanish companies that build and run American highways today.',
            'Cuando Estados Unidos se prepara para su 250 aniversario, Elena Cifuentes, catedrática de historia económica de Ibera University, cuenta la historia de su comercio con España, desde los puertos de Cádiz y Nueva Orleans hasta las empresas españolas que hoy construyen y gestionan autopistas estadounidenses.',
          ),
          ctx.L(
            'In English, followed by a reception. Admission is free with registration.',
            'En inglés, seguida de un cóctel. Entrada gratuita con inscripción.',
          ),
        ),
    }),

    // ——— News ———
    newsListPage({
      description: bi('News from the New York campus of Ibera University.', 'Noticias del campus de Nueva York de Ibera University.'),
      intro: bi('What is happening on Lafayette Street.', 'Lo que pasa en Lafayette Street.'),
      data: (ctx) => below(ctx, 'news', ['NewsDetail']),
    }),
    newsPage({
      key: 'news-six-floors',
      slug: bi('news/campus-takes-the-whole-building', 'noticias/el-campus-ocupa-todo-el-edificio'),
      title: bi('The New York campus now takes the whole building', 'El campus de Nueva York ocupa ya todo el edificio'),
      description: bi(
        'Two new floors with a library and a roof terrace open for the fall semester.',
        'Dos nuevas plantas con biblioteca y terraza abren para el semestre de otoño.',
      ),
      date: '2026-09-08T14:00:00Z',
      summary: bi(
        'Two new floors, with a library, four seminar rooms and a roof terrace, opened for the fall semester.',
        'Dos nuevas plantas, con biblioteca, cuatro aulas de seminario y una terraza, se abrieron para el semestre de otoño.',
      ),
      category: bi('Campus', 'Campus'),
      image: 'city-dusk.jpg',
      body: (ctx) =>
        paragraphs(
          ctx.L(
            'Seven years after it opened on two floors, the New York campus now occupies all six floors of 310 Lafayette Street. The new fifth floor houses a library and four seminar rooms; the sixth, a café and a terrace over NoHo.',
            'Siete años después de abrir en dos plantas, el campus de Nueva York ocupa ya las seis plantas del 310 de Lafayette Street. La nueva quinta planta alberga una biblioteca y cuatro aulas de seminario; la sexta, una cafetería y una terraza sobre NoHo.',
          ),
          ctx.L(
            'The extension makes room for 420 students a year, twice as many as in 2023.',
            'La ampliación da cabida a 420 estudiantes al año, el doble que en 2023.',
          ),
        ),
    }),
    newsPage({
      key: 'news-internships',
      slug: bi('news/fintech-master-internship-partners', 'noticias/socios-de-practicas-del-master-fintech'),
      title: bi(
        'Twelve more firms join the internship programme of the fintech master',
        'Doce empresas más se suman a las prácticas del máster de fintech',
      ),
      description: bi(
        'The Master in Global Finance and Fintech now has 43 internship partners in New York.',
        'El Máster en Finanzas Globales y Fintech cuenta ya con 43 empresas de prácticas en Nueva York.',
      ),
      date: '2026-11-10T15:00:00Z',
      summary: bi(
        'Two payment companies, an asset manager and nine start-ups will take students of the Master in Global Finance and Fintech next summer.',
        'Dos empresas de pagos, una gestora de activos y nueve empresas emergentes acogerán el próximo verano a estudiantes del Máster en Finanzas Globales y Fintech.',
      ),
      category: bi('Careers', 'Empleabilidad'),
      image: 'meeting.jpg',
      body: (ctx) =>
        paragraphs(
          ctx.L(
            'With the new agreements, the programme has 43 internship partners in New York, enough to offer every student of the 2027–2028 class a choice of at least three firms.',
            'Con los nuevos acuerdos, el programa cuenta con 43 empresas de prácticas en Nueva York, suficientes para que cada estudiante de la promoción 2027–2028 pueda elegir entre al menos tres.',
          ),
          ctx.L(
            'Last summer, 19 of the 31 interns received a job offer from the firm that hosted them.',
            'El verano pasado, 19 de los 31 estudiantes en prácticas recibieron una oferta de empleo de la empresa que los acogió.',
          ),
        ),
    }),

    // ——— Contact ———
    {
      key: 'contact',
      slug: bi('contact', 'contacto'),
      templateType: 'BasicTemplate',
      title: bi('Contact', 'Contacto'),
      metaDescription: bi(
        'Write to, call or visit the New York campus of Ibera University.',
        'Escriba, llame o visite el campus de Nueva York de Ibera University.',
      ),
      template: (ctx) => ({
        mainSection: [
          {
            component: 'BasicContent',
            title: ctx.L('Ibera University New York', 'Ibera University Nueva York'),
            html: paragraphs(
              `${ctx.L('Email', 'Correo electrónico')}: <a href="mailto:newyork@ibera.edu">newyork@ibera.edu</a>`,
              `${ctx.L('Phone', 'Teléfono')}: ${PHONE}`,
              `${ctx.L('Address', 'Dirección')}: ${ADDRESS.join(', ')}, ${ctx.L('United States', 'Estados Unidos')}`,
              ctx.L(
                'The front desk is open Monday to Friday, 8:30 a.m. to 7:00 p.m. (New York time).',
                'La recepción abre de lunes a viernes, de 8:30 a 19:00 (hora de Nueva York).',
              ),
            ),
          },
          {
            component: 'ContactCard',
            cards: [
              {
                name: ctx.L('Admissions', 'Admisiones'),
                address: [...ADDRESS, ctx.L('United States', 'Estados Unidos')],
                phone: PHONE,
                email: 'newyork.admissions@ibera.edu',
                hours: [ctx.L('Monday to Friday, 9:00 a.m.–6:00 p.m.', 'De lunes a viernes, de 9:00 a 18:00')],
              },
              {
                name: ctx.L('Students on a semester from Spain', 'Estudiantes de semestre desde España'),
                phone: '+1 (212) 555-0163',
                email: 'newyork.semester@ibera.edu',
                hours: [ctx.L('Monday to Thursday, 10:00 a.m.–4:00 p.m.', 'De lunes a jueves, de 10:00 a 16:00')],
              },
            ],
          },
          contactForm(ctx, { text: bi('Fields marked * are required.', 'Los campos marcados con * son obligatorios.') }),
        ],
      }),
    },
  ],
});
