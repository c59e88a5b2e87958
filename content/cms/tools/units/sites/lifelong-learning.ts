// Lifelong Learning: short courses and certificates for working adults and alumni, online and in
// the evening (a catalogue of course pages with lead forms), how to fund them, how studying with
// us works, and contact, in English and Spanish.
import {
  bi,
  callToAction,
  contactForm,
  defineUnit,
  fee,
  instalment,
  leadForm,
  menuPages,
  paragraphs,
  sections,
  thankYou,
  type PageContext,
} from '../kit.ts';

/** Every course page below the catalogue, whichever programme template it uses ('or'). */
const catalogue = (ctx: PageContext, extra: Record<string, unknown> = {}) => ({
  mode: 'navigation',
  referenceId: ctx.href('courses'),
  sources: ['ProgramDetail', 'ProgramDetailMax'].map((name) => ({ structuredData: name, globalOperator: 'or' })),
  ...extra,
});

const PATHWAY = 'PW-LIFELONG';

export default defineUnit({
  brand: 'lifelong-learning',
  kind: 'service',
  theme: 'default',
  siteName: bi('Lifelong Learning', 'Formación Continua'),
  email: 'lifelong@ibera.edu',
  menu: [
    {
      page: 'courses',
      children: [
        { page: 'data', description: bi('Online, 10 weeks', 'En línea, 10 semanas') },
        { page: 'project', description: bi('Evenings in Madrid, 4 months', 'Tardes en Madrid, 4 meses') },
        { page: 'sustainability', description: bi('Online, 8 weeks', 'En línea, 8 semanas') },
        { page: 'people', description: bi('Blended, 5 months', 'Semipresencial, 5 meses') },
      ],
    },
    ...menuPages('funding', 'how-it-works', 'contact'),
  ],
  primaryLink: { page: 'courses', text: bi('Find a course', 'Busque un curso') },
  pages: [
    // ——— Home ———
    {
      key: 'home',
      slug: bi('', ''),
      templateType: 'Landing',
      title: bi('Lifelong Learning', 'Formación Continua'),
      metaDescription: bi(
        'Short courses and university certificates for working adults and alumni, online and in the evening.',
        'Cursos cortos y certificados universitarios para profesionales en activo y antiguos alumnos, en línea y por la tarde.',
      ),
      template: (ctx) => ({
        heroSection: [
          {
            component: 'HeroLanding',
            eyebrow: ctx.L('Lifelong Learning', 'Formación Continua'),
            title: ctx.L('Learn something new after work', 'Aprenda algo nuevo después del trabajo'),
            subtitle: ctx.L(
              'University certificates of eight weeks to five months, online or in the evening in Madrid, taught by the university’s faculty and by professionals who do the job every day.',
              'Certificados universitarios de ocho semanas a cinco meses, en línea o por la tarde en Madrid, impartidos por profesores de la universidad y por profesionales que hacen ese trabajo cada día.',
            ),
            image: ctx.media('library.jpg'),
            primary: { href: ctx.href('courses'), text: ctx.L('See the catalogue', 'Ver el catálogo') },
            secondary: { href: ctx.href('funding'), text: ctx.L('How to fund it', 'Cómo financiarlo') },
          },
        ],
        mainSection: [
          {
            component: 'ProgramSlider',
            title: ctx.L('Starting in 2027', 'Empiezan en 2027'),
            data: catalogue(ctx, { order: 'alpha' }),
            facts: ['format', 'duration', 'intake'],
            link: { href: ctx.href('courses'), text: ctx.L('The whole catalogue', 'Todo el catálogo') },
          },
          {
            component: 'IconCollection',
            title: ctx.L('Made for people who work', 'Pensado para quienes trabajan'),
            items: [
              {
                icon: 'clock',
                title: ctx.L('Evenings and online', 'Tardes y en línea'),
                text: ctx.L(
                  'Classes start at 18:30 or are online, live once a week and recorded.',
                  'Las clases empiezan a las 18:30 o son en línea, en directo una vez por semana y grabadas.',
                ),
              },
              {
                icon: 'award',
                title: ctx.L('A university certificate', 'Un certificado universitario'),
                text: ctx.L(
                  'Every course awards ECTS credits that count towards some of our master’s degrees.',
                  'Cada curso otorga créditos ECTS que cuentan para algunos de nuestros másteres.',
                ),
              },
              {
                icon: 'money',
                title: ctx.L('20 % off for alumni', '20 % de descuento para antiguos alumnos'),
                text: ctx.L(
                  'And company funding through the state training credit.',
                  'Y financiación de su empresa a través del crédito de formación.',
                ),
              },
              {
                icon: 'briefcase',
                title: ctx.L('Work on your own case', 'Trabaje sobre su propio caso'),
                text: ctx.L(
                  'Assignments use the data, projects and teams of your job.',
                  'Los trabajos usan los datos, proyectos y equipos de su empleo.',
                ),
              },
            ],
          },
          {
            component: 'TestimonialCollection',
            title: ctx.L('Why they came back to the university', 'Por qué volvieron a la universidad'),
            testimonials: [
              {
                text: ctx.L(
                  'After twenty years in accounting I needed to read our data myself. Ten weeks later I built the dashboard my manager had been asking IT for.',
                  'Tras veinte años en contabilidad necesitaba leer yo misma nuestros datos. Diez semanas después construí el cuadro de mando que mi jefe llevaba meses pidiendo a informática.',
                ),
                name: 'Mercedes Llamas',
                role: ctx.L('Data Analysis with Python, 2026', 'Análisis de Datos con Python, 2026'),
                portrait: ctx.portrait('Mercedes Llamas'),
              },
              {
                text: ctx.L(
                  'I studied law here in 2009. The project management certificate let me move from a law firm to running the legal tech projects of a bank.',
                  'Estudié Derecho aquí en 2009. El certificado de dirección de proyectos me permitió pasar de un despacho a dirigir los proyectos de tecnología jurídica de un banco.',
                ),
                name: 'Óscar Villalba',
                role: ctx.L('Alumnus, Project Management Certificate, 2025', 'Antiguo alumno, Certificado en Dirección de Proyectos, 2025'),
                portrait: ctx.portrait('Óscar Villalba'),
              },
            ],
          },
          {
            component: 'NewsletterCta',
            title: ctx.L('New courses, twice a term', 'Nuevos cursos, dos veces por trimestre'),
            text: ctx.L(
              'Get the new course dates and the alumni offers by email.',
              'Reciba por correo electrónico las fechas de los nuevos cursos y las ofertas para antiguos alumnos.',
            ),
            action: ctx.L('/newsletter/', '/es/boletin/'),
            privacy: {
              href: ctx.L('/privacy-policy/', '/es/politica-de-privacidad/'),
              text: ctx.L('Privacy policy', 'Política de privacidad'),
            },
          },
        ],
      }),
    },

    // ——— Catalogue ———
    {
      key: 'courses',
      slug: bi('courses', 'cursos'),
      templateType: 'ProgramsList',
      title: bi('Course catalogue', 'Catálogo de cursos'),
      metaDescription: bi(
        'Short courses and certificates for working adults: data, project management, sustainability reporting and people management.',
        'Cursos cortos y certificados para profesionales: datos, dirección de proyectos, información de sostenibilidad y dirección de personas.',
      ),
      template: (ctx) => ({
        intro: ctx.L(
          'Certificates of 8 weeks to 5 months. Filter by format and start date; every course page has its calendar, fee and a form to ask the course team.',
          'Certificados de 8 semanas a 5 meses. Filtre por formato y fecha de inicio; cada curso tiene su calendario, su precio y un formulario para preguntar al equipo.',
        ),
        filters: ['format', 'academicArea', 'intake', 'duration', 'language'],
      }),
    },
    {
      key: 'data',
      slug: bi('courses/data-analysis-with-python', 'cursos/analisis-de-datos-con-python'),
      parent: 'courses',
      templateType: 'ProgramDetail',
      title: bi('Data Analysis with Python', 'Análisis de Datos con Python'),
      metaDescription: bi(
        'Ten weeks online for professionals who work with spreadsheets and want to analyse data with Python. No programming experience needed.',
        'Diez semanas en línea para profesionales que trabajan con hojas de cálculo y quieren analizar datos con Python. No hace falta saber programar.',
      ),
      template: (ctx) => ({
        title: ctx.L('Data Analysis with Python', 'Análisis de Datos con Python'),
        image: ctx.media('webinar.jpg'),
        program: {
          code: 'll-data-analysis-python',
          programType: 'online',
          format: 'online',
          location: ['Online'],
          duration: { amount: 10, unit: 'weeks' },
          language: ['es'],
          intake: ['2027-02-08', '2027-10-04'],
          fees: { amount: 1450, currency: 'EUR', per: 'programme' },
          academicArea: [ctx.L('Data', 'Datos')],
          credits: 6,
          abstract: ctx.L(
            'Ten weeks online, six hours a week, for professionals who live in spreadsheets: clean, analyse and chart data with Python. No programming experience needed.',
            'Diez semanas en línea, seis horas semanales, para profesionales que viven en hojas de cálculo: limpiar, analizar y representar datos con Python. No hace falta saber programar.',
          ),
          forPeopleWho: ctx.L(
            ['work in finance, marketing, operations or HR', 'spend hours every week on spreadsheets'],
            ['trabajan en finanzas, marketing, operaciones o recursos humanos', 'dedican horas cada semana a las hojas de cálculo'],
          ),
          toBecome: ctx.L(
            ['Business analyst', 'The person the team asks for data'],
            ['Analista de negocio', 'La persona a la que el equipo pide los datos'],
          ),
        },
        body: sections(
          [
            ctx.L(
              'Each week has two hours of recorded lessons, a live session on Tuesdays from 19:00 to 20:30 and an exercise on a real data set. In the last three weeks you work on data from your own job, anonymised if needed.',
              'Cada semana tiene dos horas de lecciones grabadas, una sesión en directo los martes de 19:00 a 20:30 y un ejercicio con datos reales. En las tres últimas semanas trabaja con datos de su propio empleo, anonimizados si es necesario.',
            ),
          ],
          [
            ctx.L('Taught in Spanish', 'En español'),
            ctx.L(
              'Lessons and sessions are in Spanish; the code and most documentation are in English.',
              'Las lecciones y sesiones son en español; el código y buena parte de la documentación, en inglés.',
            ),
          ],
        ),
        leadFormSection: [
          leadForm(ctx, {
            programId: 'LL-DATA',
            pathwayId: PATHWAY,
            title: ctx.L('Data Analysis with Python', 'Análisis de Datos con Python'),
          }),
        ],
        mainSection: [
          {
            component: 'StudyPlan',
            title: ctx.L('Ten weeks', 'Diez semanas'),
            semesters: [
              {
                title: ctx.L('Weeks 1–5: The tools', 'Semanas 1–5: Las herramientas'),
                open: true,
                courses: [
                  {
                    title: ctx.L(
                      'Python from a spreadsheet user’s point of view',
                      'Python desde el punto de vista de quien usa hojas de cálculo',
                    ),
                    ects: 1,
                  },
                  { title: ctx.L('Cleaning and joining data with pandas', 'Limpiar y unir datos con pandas'), ects: 1.5 },
                  { title: ctx.L('Charts that managers read', 'Gráficos que leen los directivos'), ects: 1 },
                ],
              },
              {
                title: ctx.L('Weeks 6–10: Your data', 'Semanas 6–10: Sus datos'),
                courses: [
                  { title: ctx.L('Simple statistics and forecasting', 'Estadística básica y previsiones'), ects: 1 },
                  {
                    title: ctx.L('Final project with data from your job', 'Proyecto final con datos de su empleo'),
                    ects: 1.5,
                    type: 'project',
                  },
                ],
              },
            ],
          },
          {
            component: 'FeesTable',
            fees: [fee(ctx, 'course', 1450)],
            scholarships: [
              {
                name: ctx.L('Alumni discount', 'Descuento para antiguos alumnos'),
                value: ctx.L('20 % of the fee', '20 % del precio'),
                eligibility: ctx.L('Graduates of any Ibera University degree', 'Titulados de cualquier grado o máster de Ibera University'),
              },
            ],
            notes: [
              ctx.L(
                'Eligible for the state training credit (FUNDAE) if your company enrols you.',
                'Bonificable por FUNDAE si su empresa le inscribe.',
              ),
            ],
          },
        ],
      }),
    },
    {
      key: 'project',
      slug: bi('courses/project-management-certificate', 'cursos/certificado-en-direccion-de-proyectos'),
      parent: 'courses',
      templateType: 'ProgramDetail',
      title: bi('Certificate in Project Management', 'Certificado en Dirección de Proyectos'),
      metaDescription: bi(
        'Four months of Monday and Wednesday evenings in Madrid: plan, run and close projects, and prepare for the PMP or PRINCE2 exams.',
        'Cuatro meses de lunes y miércoles por la tarde en Madrid: planificar, dirigir y cerrar proyectos, y preparar los exámenes PMP o PRINCE2.',
      ),
      template: (ctx) => ({
        title: ctx.L('Certificate in Project Management', 'Certificado en Dirección de Proyectos'),
        image: ctx.media('meeting.jpg'),
        program: {
          code: 'll-project-management',
          programType: 'executive',
          format: 'face-to-face',
          location: ['Madrid'],
          duration: { amount: 4, unit: 'months' },
          language: ['es'],
          intake: ['2027-02-15'],
          fees: { amount: 2900, currency: 'EUR', per: 'programme' },
          academicArea: [ctx.L('Management', 'Gestión')],
          credits: 10,
          abstract: ctx.L(
            'Monday and Wednesday evenings in Madrid for four months: traditional and agile project management, with preparation for the PMP or PRINCE2 exam.',
            'Los lunes y miércoles por la tarde en Madrid durante cuatro meses: dirección de proyectos tradicional y ágil, con preparación para el examen PMP o PRINCE2.',
          ),
          forPeopleWho: ctx.L(
            ['run projects without having been trained to', 'want a recognised certification'],
            ['dirigen proyectos sin haberse formado para ello', 'quieren una certificación reconocida'],
          ),
          toBecome: ctx.L(
            ['Project manager', 'Programme manager', 'Scrum master'],
            ['Director de proyectos', 'Director de programas', 'Scrum master'],
          ),
        },
        body: paragraphs(
          ctx.L(
            'Classes run from 18:30 to 21:30 on the Madrid campus, 28 evenings in all. Each participant brings a project from work and uses it throughout: a plan, a risk register, a budget and a closing report.',
            'Las clases son de 18:30 a 21:30 en el campus de Madrid, 28 tardes en total. Cada participante trae un proyecto de su trabajo y lo usa durante todo el curso: un plan, un registro de riesgos, un presupuesto y un informe de cierre.',
          ),
          ctx.L(
            'The 35 hours of project management education the PMP exam requires are included; the exam fee is not.',
            'Incluye las 35 horas de formación en dirección de proyectos que exige el examen PMP; no incluye la tasa del examen.',
          ),
        ),
        leadFormSection: [
          leadForm(ctx, {
            programId: 'LL-PM',
            pathwayId: PATHWAY,
            title: ctx.L('the Project Management certificate', 'el certificado en Dirección de Proyectos'),
          }),
        ],
        mainSection: [
          {
            component: 'ProgramFacts',
            duration: ctx.L('4 months, 28 evenings', '4 meses, 28 tardes'),
            format: ctx.L('On campus, Monday and Wednesday 18:30–21:30', 'Presencial, lunes y miércoles de 18:30 a 21:30'),
            language: ctx.L('Spanish', 'Español'),
            startDate: '2027-02-15',
            credits: 10,
            location: ctx.L('Madrid campus', 'Campus de Madrid'),
          },
          {
            component: 'FeesTable',
            fees: [
              fee(ctx, 'course', 2900, bi('Includes a PMP exam simulator licence', 'Incluye una licencia de simulador del examen PMP')),
            ],
            instalments: [
              { label: ctx.L('On enrolment', 'Con la matrícula'), due: '2027-01-29', amount: 1450 },
              instalment(ctx, 'second', '2027-04-01', 1450),
            ],
          },
        ],
      }),
    },
    {
      key: 'sustainability',
      slug: bi('courses/sustainability-reporting', 'cursos/informacion-de-sostenibilidad'),
      parent: 'courses',
      templateType: 'ProgramDetail',
      title: bi('Sustainability Reporting for Finance Professionals', 'Información de Sostenibilidad para Profesionales de las Finanzas'),
      metaDescription: bi(
        'Eight weeks online on the EU sustainability reporting standards, for accountants, auditors and controllers.',
        'Ocho semanas en línea sobre las normas europeas de información de sostenibilidad, para contables, auditores y controllers.',
      ),
      template: (ctx) => ({
        title: ctx.L(
          'Sustainability Reporting for Finance Professionals',
          'Información de Sostenibilidad para Profesionales de las Finanzas',
        ),
        image: ctx.media('green-valley.jpg'),
        program: {
          code: 'll-sustainability-reporting',
          programType: 'online',
          format: 'online',
          location: ['Online'],
          duration: { amount: 8, unit: 'weeks' },
          language: ['en', 'es'],
          intake: ['2027-03-01'],
          fees: { amount: 1200, currency: 'EUR', per: 'programme' },
          academicArea: [ctx.L('Finance', 'Finanzas')],
          credits: 4,
          abstract: ctx.L(
            'Eight weeks online on the EU sustainability reporting standards: what a company must report, how to gather the data and how auditors check it.',
            'Ocho semanas en línea sobre las normas europeas de información de sostenibilidad: qué debe publicar una empresa, cómo reunir los datos y cómo los verifica el auditor.',
          ),
          forPeopleWho: ctx.L(
            ['work in accounting, audit, control or investor relations', 'are preparing their company’s first sustainability statement'],
            [
              'trabajan en contabilidad, auditoría, control de gestión o relación con inversores',
              'preparan el primer estado de sostenibilidad de su empresa',
            ],
          ),
        },
        body: paragraphs(
          ctx.L(
            'Taught with the Law School and two audit partners. Groups in English and in Spanish run in parallel; live sessions are on Thursdays at 18:00 Madrid time.',
            'Se imparte con la Law School y dos socios de auditoría. Hay grupos en inglés y en español en paralelo; las sesiones en directo son los jueves a las 18:00 (hora de Madrid).',
          ),
        ),
        leadFormSection: [
          leadForm(ctx, {
            programId: 'LL-ESG',
            pathwayId: PATHWAY,
            title: ctx.L('Sustainability Reporting', 'Información de Sostenibilidad'),
          }),
        ],
        mainSection: [
          {
            component: 'Accordion',
            title: ctx.L('Four two-week units', 'Cuatro unidades de dos semanas'),
            items: [
              {
                title: ctx.L('Double materiality', 'Doble materialidad'),
                html: paragraphs(
                  ctx.L(
                    'Deciding what your company must report, and documenting the decision.',
                    'Decidir qué debe publicar su empresa y documentar la decisión.',
                  ),
                ),
              },
              {
                title: ctx.L('Climate and the environment', 'Clima y medio ambiente'),
                html: paragraphs(
                  ctx.L(
                    'Emissions in scopes 1, 2 and 3, transition plans and the EU taxonomy.',
                    'Emisiones de alcance 1, 2 y 3, planes de transición y la taxonomía europea.',
                  ),
                ),
              },
              {
                title: ctx.L('People and governance', 'Personas y gobernanza'),
                html: paragraphs(
                  ctx.L(
                    'Workforce, value chain and business conduct disclosures.',
                    'Información sobre plantilla, cadena de valor y conducta empresarial.',
                  ),
                ),
              },
              {
                title: ctx.L('Assurance', 'Verificación'),
                html: paragraphs(
                  ctx.L(
                    'What the auditor will ask for, and how to prepare the evidence.',
                    'Qué pedirá el auditor y cómo preparar las evidencias.',
                  ),
                ),
              },
            ],
          },
          {
            component: 'Countdown',
            title: ctx.L('Enrolment closes on 22 February 2027', 'La matrícula se cierra el 22 de febrero de 2027'),
            target: '2027-02-22T23:59:00+01:00',
            ended: ctx.L(
              'Enrolment for March 2027 is closed; leave your details to hear about the next intake.',
              'La matrícula para marzo de 2027 está cerrada; déjenos sus datos para conocer la próxima edición.',
            ),
          },
        ],
      }),
    },
    {
      key: 'people',
      slug: bi('courses/people-management-certificate', 'cursos/certificado-en-direccion-de-personas'),
      parent: 'courses',
      templateType: 'ProgramDetail',
      title: bi('Certificate in People Management', 'Certificado en Dirección de Personas'),
      metaDescription: bi(
        'Five months for new team leaders: online evenings and four Saturday workshops in Madrid.',
        'Cinco meses para quienes empiezan a dirigir un equipo: tardes en línea y cuatro talleres de sábado en Madrid.',
      ),
      template: (ctx) => ({
        title: ctx.L('Certificate in People Management', 'Certificado en Dirección de Personas'),
        image: ctx.media('workshop.jpg'),
        program: {
          code: 'll-people-management',
          programType: 'executive',
          format: 'blended',
          location: ['Madrid', 'Online'],
          duration: { amount: 5, unit: 'months' },
          language: ['es'],
          intake: ['2027-01-18', '2027-09-20'],
          fees: { amount: 2600, currency: 'EUR', per: 'programme' },
          academicArea: [ctx.L('Management', 'Gestión')],
          credits: 8,
          abstract: ctx.L(
            'Five months for people who have just started leading a team: feedback, difficult conversations, hiring and well-being, online on weekday evenings and four Saturdays in Madrid.',
            'Cinco meses para quienes acaban de empezar a dirigir un equipo: feedback, conversaciones difíciles, selección y bienestar, en línea entre semana por la tarde y cuatro sábados en Madrid.',
          ),
          forPeopleWho: ctx.L(
            ['were promoted to lead their former colleagues', 'lead a team of three to fifteen people'],
            ['han sido ascendidos para dirigir a sus antiguos compañeros', 'dirigen un equipo de tres a quince personas'],
          ),
          toBecome: ctx.L(['Team leader', 'Department head'], ['Responsable de equipo', 'Jefe de departamento']),
        },
        body: paragraphs(
          ctx.L(
            'Online sessions are on Wednesdays from 19:00 to 21:00. The four Saturday workshops in Madrid (9:30–14:00) are for practice: role plays with actors of difficult conversations, an interview, a performance review and a team meeting.',
            'Las sesiones en línea son los miércoles de 19:00 a 21:00. Los cuatro talleres de sábado en Madrid (9:30–14:00) son para practicar: simulaciones con actores de conversaciones difíciles, una entrevista, una evaluación del desempeño y una reunión de equipo.',
          ),
        ),
        leadFormSection: [
          leadForm(ctx, {
            programId: 'LL-PEOPLE',
            pathwayId: PATHWAY,
            title: ctx.L('the People Management certificate', 'el certificado en Dirección de Personas'),
          }),
        ],
        mainSection: [
          {
            component: 'Steps',
            title: ctx.L('Four Saturday workshops', 'Cuatro talleres de sábado'),
            steps: [
              {
                title: ctx.L('Giving feedback', 'Dar feedback'),
                text: ctx.L(
                  'Praise and criticism that change behaviour, rehearsed with an actor.',
                  'Elogios y críticas que cambian conductas, ensayados con un actor.',
                ),
                icon: 'message-square',
              },
              {
                title: ctx.L('Hiring', 'Seleccionar'),
                text: ctx.L(
                  'A structured interview with a candidate played by a recruiter.',
                  'Una entrevista estructurada con un candidato interpretado por una seleccionadora.',
                ),
                icon: 'user',
              },
              {
                title: ctx.L('Reviewing performance', 'Evaluar el desempeño'),
                text: ctx.L(
                  'The yearly review, including the part nobody wants to have.',
                  'La evaluación anual, incluida la parte que nadie quiere tener.',
                ),
                icon: 'chart-bar',
              },
              {
                title: ctx.L('Leading the meeting', 'Dirigir la reunión'),
                text: ctx.L('A team meeting with a conflict on the agenda.', 'Una reunión de equipo con un conflicto en el orden del día.'),
                icon: 'users',
              },
            ],
          },
          {
            component: 'FeesTable',
            fees: [fee(ctx, 'course', 2350)],
            scholarships: [
              {
                name: ctx.L('Alumni discount', 'Descuento para antiguos alumnos'),
                value: ctx.L('20 % of the fee', '20 % del precio'),
                eligibility: ctx.L('Graduates of any Ibera University degree', 'Titulados de cualquier grado o máster de Ibera University'),
              },
              {
                name: ctx.L('Non-profit discount', 'Descuento para entidades sin ánimo de lucro'),
                value: ctx.L('30 % of the fee', '30 % del precio'),
                eligibility: ctx.L(
                  'Employees of registered non-profit organisations',
                  'Empleados de entidades sin ánimo de lucro registradas',
                ),
                deadline: '2026-12-18',
              },
            ],
          },
        ],
      }),
    },

    // ——— Funding ———
    {
      key: 'funding',
      slug: bi('funding', 'financiacion'),
      templateType: 'BasicTemplate',
      title: bi('Funding your course', 'Financiar su curso'),
      metaDescription: bi(
        'Company training credit, alumni and non-profit discounts and monthly payments for Lifelong Learning courses.',
        'Crédito de formación de las empresas, descuentos para antiguos alumnos y entidades sin ánimo de lucro y pago mensual para los cursos de Formación Continua.',
      ),
      template: (ctx) => ({
        heroSection: [
          {
            component: 'HeroClaim',
            eyebrow: ctx.L('Funding', 'Financiación'),
            title: ctx.L(
              'Most of our participants do not pay the full fee',
              'La mayoría de nuestros participantes no paga el precio completo',
            ),
            claim: ctx.L(
              'Seven in ten are funded by their company, an alumni discount or both. Here is what you can combine.',
              'Siete de cada diez se financian con su empresa, con un descuento de antiguo alumno o con ambos. Esto es lo que puede combinar.',
            ),
          },
        ],
        mainSection: [
          {
            component: 'Table',
            caption: ctx.L(
              'Ways to fund a course, and whether they can be combined',
              'Formas de financiar un curso y si se pueden combinar',
            ),
            columns: ctx.L(
              ['Option', 'What it covers', 'Who can use it', 'Combines with'],
              ['Opción', 'Qué cubre', 'Quién puede usarla', 'Se combina con'],
            ),
            rows: ctx.L(
              [
                [
                  'Company training credit (FUNDAE)',
                  'Part of the fee, deducted from the company’s social security payments',
                  'Employees of companies in Spain',
                  'Alumni discount',
                ],
                ['Alumni discount', '20 % of the fee', 'Graduates of any Ibera University degree', 'Training credit, monthly payments'],
                ['Non-profit discount', '30 % of the fee', 'Employees of registered non-profits', 'Monthly payments'],
                ['Monthly payments', 'The fee in up to 10 interest-free instalments', 'Anyone paying the fee personally', 'Any discount'],
              ],
              [
                [
                  'Crédito de formación (FUNDAE)',
                  'Parte del precio, que se deduce de las cotizaciones a la Seguridad Social de la empresa',
                  'Empleados de empresas en España',
                  'Descuento de antiguo alumno',
                ],
                [
                  'Descuento de antiguo alumno',
                  '20 % del precio',
                  'Titulados de cualquier grado o máster de Ibera University',
                  'Crédito de formación, pago mensual',
                ],
                [
                  'Descuento para entidades sin ánimo de lucro',
                  '30 % del precio',
                  'Empleados de entidades sin ánimo de lucro registradas',
                  'Pago mensual',
                ],
                ['Pago mensual', 'El precio en hasta 10 plazos sin intereses', 'Quien paga el precio personalmente', 'Cualquier descuento'],
              ],
            ),
            rowHeaders: true,
          },
          {
            component: 'Steps',
            title: ctx.L('Using your company’s training credit', 'Usar el crédito de formación de su empresa'),
            intro: ctx.L(
              'We handle the paperwork; your company has to start it at least seven days before the course.',
              'Nosotros gestionamos los trámites; su empresa debe iniciarlos al menos siete días antes del curso.',
            ),
            steps: [
              {
                title: ctx.L('Tell us your company', 'Indíquenos su empresa'),
                text: ctx.L(
                  'Send the form on the course page and say you want to use the training credit.',
                  'Envíe el formulario de la página del curso e indique que quiere usar el crédito de formación.',
                ),
                icon: 'building',
              },
              {
                title: ctx.L('We prepare the file', 'Preparamos el expediente'),
                text: ctx.L(
                  'We send your HR team the documents to sign and the amount that can be deducted.',
                  'Enviamos a su departamento de personas los documentos para firmar y el importe bonificable.',
                ),
                icon: 'document',
              },
              {
                title: ctx.L('Your company notifies FUNDAE', 'Su empresa lo comunica a FUNDAE'),
                text: ctx.L('Online, before the course starts.', 'En línea, antes de que empiece el curso.'),
                icon: 'check-circle',
              },
              {
                title: ctx.L('The deduction', 'La bonificación'),
                text: ctx.L(
                  'Your company deducts the amount from its social security payments once the course ends.',
                  'Su empresa deduce el importe de sus cotizaciones una vez terminado el curso.',
                ),
                icon: 'money',
              },
            ],
          },
          {
            component: 'CallbackRequestForm',
            title: ctx.L('Not sure what applies to you?', '¿No sabe qué le corresponde?'),
            text: ctx.L(
              'Leave your number and an adviser will call you to work out the cost of your course.',
              'Déjenos su número y un asesor le llamará para calcular el coste de su curso.',
            ),
            callHours: ctx.L('Within one working day, 10:00–20:00 CET', 'En un día laborable, de 10:00 a 20:00 (hora peninsular)'),
            thankYou: thankYou(ctx),
          },
        ],
      }),
    },

    // ——— How it works ———
    {
      key: 'how-it-works',
      slug: bi('how-it-works', 'como-funciona'),
      templateType: 'BasicTemplate',
      title: bi('How it works', 'Cómo funciona'),
      metaDescription: bi(
        'Enrolling, studying online or in the evening, certificates and credits: how Lifelong Learning courses work.',
        'Matrícula, estudio en línea o por la tarde, certificados y créditos: cómo funcionan los cursos de Formación Continua.',
      ),
      template: (ctx) => ({
        mainSection: [
          {
            component: 'SectionIntro',
            eyebrow: ctx.L('How it works', 'Cómo funciona'),
            title: ctx.L('Open to everyone, with a university’s standards', 'Abierto a todos, con el rigor de una universidad'),
            text: ctx.L(
              'Our courses have no entrance exam and most need no previous degree. They are assessed like any university course, and the credits you earn are real.',
              'Nuestros cursos no tienen prueba de acceso y la mayoría no exige titulación previa. Se evalúan como cualquier asignatura universitaria, y los créditos que obtiene son reales.',
            ),
          },
          {
            component: 'TwoColumns',
            columns: [
              {
                title: ctx.L('Online courses', 'Cursos en línea'),
                html: paragraphs(
                  ctx.L(
                    'One live session a week, always recorded, and lessons you watch when it suits you. A tutor answers questions in the course forum within one working day.',
                    'Una sesión en directo por semana, siempre grabada, y lecciones que ve cuando le conviene. Un tutor responde en el foro del curso en un día laborable.',
                  ),
                ),
              },
              {
                title: ctx.L('Evening courses', 'Cursos de tarde'),
                html: paragraphs(
                  ctx.L(
                    'Classes from 18:30 on the Madrid campus, near the Gregorio Marañón metro station. The library and the study rooms are open to you until 23:00.',
                    'Clases desde las 18:30 en el campus de Madrid, junto a la estación de metro de Gregorio Marañón. La biblioteca y las salas de estudio están a su disposición hasta las 23:00.',
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
                    question: ctx.L('Do I need a degree?', '¿Necesito una titulación?'),
                    answer: paragraphs(
                      ctx.L(
                        'No, except for Sustainability Reporting, which asks for a degree or three years’ experience in finance.',
                        'No, salvo Información de Sostenibilidad, que pide una titulación o tres años de experiencia en finanzas.',
                      ),
                    ),
                  },
                  {
                    question: ctx.L('Do the credits count towards a master’s degree?', '¿Cuentan los créditos para un máster?'),
                    answer: paragraphs(
                      ctx.L(
                        'Some do: the credits of Data Analysis with Python and of the Project Management certificate can be recognised in two master’s degrees of Ibera Business School.',
                        'Algunos sí: los créditos de Análisis de Datos con Python y del certificado de Dirección de Proyectos pueden reconocerse en dos másteres de la Escuela de Negocios Ibera.',
                      ),
                    ),
                  },
                  {
                    question: ctx.L('What if I miss a session?', '¿Y si falto a una sesión?'),
                    answer: paragraphs(
                      ctx.L(
                        'Online sessions are recorded. For evening courses you must attend 80 % of classes to receive the certificate.',
                        'Las sesiones en línea se graban. En los cursos de tarde debe asistir al 80 % de las clases para obtener el certificado.',
                      ),
                    ),
                  },
                  {
                    question: ctx.L('Can my company enrol a group?', '¿Puede mi empresa inscribir a un grupo?'),
                    answer: paragraphs(
                      ctx.L(
                        'Yes. From five participants we offer a group price; from fifteen, a private edition. Contact us.',
                        'Sí. A partir de cinco participantes ofrecemos un precio de grupo; a partir de quince, una edición exclusiva. Contacte con nosotros.',
                      ),
                    ),
                  },
                ],
              },
            ],
          },
          callToAction(ctx, {
            title: bi('Ready to choose?', '¿Listo para elegir?'),
            primary: { page: 'courses', text: bi('See the catalogue', 'Ver el catálogo') },
            secondary: { page: 'contact', text: bi('Ask us', 'Pregúntenos') },
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
      metaDescription: bi('Write to or call the Lifelong Learning office.', 'Escriba o llame a la oficina de Formación Continua.'),
      template: (ctx) => ({
        mainSection: [
          {
            component: 'BasicContent',
            title: ctx.L('Talk to an adviser', 'Hable con un asesor'),
            html: paragraphs(
              ctx.L(
                'We are open in the evening too, because that is when most of our participants can call.',
                'También atendemos por la tarde, porque es cuando la mayoría de nuestros participantes puede llamar.',
              ),
              `${ctx.L('Email', 'Correo electrónico')}: <a href="mailto:lifelong@ibera.edu">lifelong@ibera.edu</a>`,
              `${ctx.L('Phone', 'Teléfono')}: +34 91 514 26 90`,
              ctx.L(
                'Address: Lifelong Learning, Calle de María de Molina 11, 28006 Madrid, Spain',
                'Dirección: Formación Continua, Calle de María de Molina 11, 28006 Madrid, España',
              ),
            ),
          },
          {
            component: 'ContactCard',
            cards: [
              {
                name: ctx.L('Lifelong Learning office', 'Oficina de Formación Continua'),
                address: ctx.L(
                  ['Calle de María de Molina 11, ground floor', '28006 Madrid', 'Spain'],
                  ['Calle de María de Molina 11, planta baja', '28006 Madrid', 'España'],
                ),
                phone: '+34 91 514 26 90',
                email: 'lifelong@ibera.edu',
                hours: [
                  ctx.L('Monday to Thursday, 10:00–20:00', 'De lunes a jueves, de 10:00 a 20:00'),
                  ctx.L('Friday, 10:00–15:00', 'Viernes, de 10:00 a 15:00'),
                ],
              },
            ],
          },
          contactForm(ctx, { text: bi('Fields marked * are required.', 'Los campos marcados con * son obligatorios.') }),
        ],
      }),
    },
  ],
});
