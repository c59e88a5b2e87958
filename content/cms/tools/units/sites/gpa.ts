// School of Global and Public Affairs: masters in international relations (with two
// specialisations), public policy and international development, its faculty, news and events,
// in English and Spanish.
import {
  applyForm,
  bi,
  callToAction,
  compactHero,
  CONTACT_LINK,
  contactForm,
  defineUnit,
  eventDistributor,
  eventListPage,
  eventPage,
  fee,
  instalment,
  newsDistributor,
  newsListPage,
  newsPage,
  paragraphs,
  phoneLink,
  programmeDistributor,
  programmeHero,
  sections,
  splitHero,
  studyPlan,
  teacherPage,
  type Teacher,
} from '../kit.ts';

const EMAIL = 'gpa@ibera.edu';
const PHONE = '+34 91 514 42 10';

const FULL = bi('Full professor', 'Catedrático');
const ASSOCIATE = bi('Associate professor', 'Profesor titular');
const ASSISTANT = bi('Assistant professor', 'Profesor ayudante doctor');
const IR = bi('International relations', 'Relaciones internacionales');
const POLICY = bi('Public policy', 'Políticas públicas');
const DEVELOPMENT = bi('International development', 'Desarrollo internacional');

const teachers: Teacher[] = [
  {
    key: 'teacher-ana-beltran',
    slug: 'ana-beltran',
    name: 'Ana',
    lastName: 'Beltrán Ferrer',
    position: bi('Dean and Professor of International Relations', 'Decana y catedrática de Relaciones Internacionales'),
    area: IR,
    category: FULL,
    nationality: bi('Spanish', 'Española'),
    gender: 'f',
    summary: bi(
      'A diplomat for eighteen years, in Brussels, Rabat and at the United Nations, before she turned to teaching negotiation.',
      'Diplomática durante dieciocho años, en Bruselas, Rabat y las Naciones Unidas, antes de dedicarse a enseñar negociación.',
    ),
    body: bi(
      sections(
        [
          'Ana Beltrán joined the Spanish diplomatic service in 1998 and served in the permanent representation to the European Union, the embassy in Rabat and the mission to the United Nations in New York, where she negotiated for Spain on migration and maritime law. She holds a PhD in international law from the Complutense University of Madrid and has been dean of the school since 2022.',
        ],
        [
          'Research',
          'She studies how small delegations win in multilateral negotiations: coalitions, drafting and the use of time. Her book on the negotiation of the Global Compact for Migration is used in diplomatic academies in Spain and Latin America.',
        ],
        [
          'Teaching',
          'Negotiation and Diplomatic Practice in the Master in International Relations, and the New York term’s UN simulation.',
        ],
      ),
      sections(
        [
          'Ana Beltrán ingresó en la carrera diplomática en 1998 y estuvo destinada en la Representación Permanente ante la Unión Europea, la embajada en Rabat y la misión ante las Naciones Unidas en Nueva York, donde negoció por España en migraciones y derecho del mar. Es doctora en Derecho Internacional por la Universidad Complutense de Madrid y decana de la escuela desde 2022.',
        ],
        [
          'Investigación',
          'Estudia cómo ganan las delegaciones pequeñas en las negociaciones multilaterales: coaliciones, redacción y uso del tiempo. Su libro sobre la negociación del Pacto Mundial sobre Migración se usa en academias diplomáticas de España y América Latina.',
        ],
        [
          'Docencia',
          'Negociación y Práctica Diplomática en el Máster en Relaciones Internacionales, y la simulación de la ONU del trimestre en Nueva York.',
        ],
      ),
    ),
  },
  {
    key: 'teacher-kwame-mensah',
    slug: 'kwame-mensah',
    name: 'Kwame',
    lastName: 'Mensah',
    position: bi('Associate Professor of Development Economics', 'Profesor titular de Economía del Desarrollo'),
    area: DEVELOPMENT,
    category: ASSOCIATE,
    nationality: bi('Ghanaian', 'Ghanesa'),
    gender: 'm',
    summary: bi(
      'Evaluates what cash transfers and rural credit change in West African households, with randomised trials and long interviews.',
      'Evalúa qué cambian las transferencias monetarias y el crédito rural en los hogares de África Occidental, con ensayos aleatorios y largas entrevistas.',
    ),
    body: bi(
      sections(
        [
          'Kwame Mensah studied economics at the University of Ghana and took his PhD at the London School of Economics. Before joining Ibera University in 2019 he ran evaluations for a research centre in Accra. He directs the Master in International Development.',
        ],
        [
          'Research',
          'His trials in northern Ghana and Burkina Faso follow 6,000 households over eight years to see whether unconditional cash transfers lead to lasting investment, and for whom.',
        ],
        ['Teaching', 'Impact Evaluation and Development Economics, and the supervision of field projects.'],
      ),
      sections(
        [
          'Kwame Mensah estudió Economía en la Universidad de Ghana y se doctoró en la London School of Economics. Antes de incorporarse a Ibera University en 2019 dirigió evaluaciones para un centro de investigación de Acra. Dirige el Máster en Desarrollo Internacional.',
        ],
        [
          'Investigación',
          'Sus ensayos en el norte de Ghana y en Burkina Faso siguen a 6.000 hogares durante ocho años para saber si las transferencias monetarias incondicionales se traducen en inversión duradera, y para quién.',
        ],
        ['Docencia', 'Evaluación de Impacto y Economía del Desarrollo, y la tutoría de los proyectos de campo.'],
      ),
    ),
  },
  {
    key: 'teacher-isabel-fonseca',
    slug: 'isabel-fonseca',
    name: 'Isabel',
    lastName: 'Fonseca',
    position: bi('Professor of Public Policy', 'Catedrática de Políticas Públicas'),
    area: POLICY,
    category: FULL,
    nationality: bi('Portuguese', 'Portuguesa'),
    gender: 'f',
    summary: bi(
      'Studies why good policies fail when they are implemented, from housing subsidies to school meals, and how to design them so they do not.',
      'Estudia por qué fracasan las buenas políticas cuando se aplican, de las ayudas a la vivienda a los comedores escolares, y cómo diseñarlas para evitarlo.',
    ),
    body: bi(
      sections(
        [
          'Isabel Fonseca worked for the Portuguese Ministry of Finance and for the OECD in Paris before moving into academia. She directs the Master in Public Policy and its capstone projects with public administrations.',
        ],
        [
          'Research',
          'Her work follows policies from the law to the counter: how many of those entitled to a benefit actually receive it, and what forms, offices and deadlines stand in the way.',
        ],
        ['Teaching', 'Policy Design and Implementation, and Public Budgeting.'],
      ),
      sections(
        [
          'Isabel Fonseca trabajó en el Ministerio de Finanzas de Portugal y en la OCDE, en París, antes de dedicarse a la universidad. Dirige el Máster en Políticas Públicas y sus proyectos finales con administraciones públicas.',
        ],
        [
          'Investigación',
          'Su trabajo sigue las políticas desde la ley hasta la ventanilla: cuántas de las personas con derecho a una ayuda la reciben de verdad, y qué formularios, oficinas y plazos se lo impiden.',
        ],
        ['Docencia', 'Diseño e Implementación de Políticas, y Presupuestación Pública.'],
      ),
    ),
  },
  {
    key: 'teacher-javier-lozano',
    slug: 'javier-lozano',
    name: 'Javier',
    lastName: 'Lozano Prieto',
    position: bi('Assistant Professor of Security Studies', 'Profesor ayudante doctor de Estudios de Seguridad'),
    area: IR,
    category: ASSISTANT,
    nationality: bi('Spanish', 'Española'),
    gender: 'm',
    summary: bi(
      'Researches maritime security in the Gulf of Guinea and the Sahel, and coordinates the International Security specialisation.',
      'Investiga la seguridad marítima en el golfo de Guinea y el Sahel, y coordina la especialidad en Seguridad Internacional.',
    ),
    body: bi(
      sections(
        [
          'Javier Lozano served as an analyst at the European Union Institute for Security Studies in Paris and took his PhD at King’s College London. He joined the school in 2023.',
        ],
        [
          'Research',
          'He maps piracy, illegal fishing and smuggling in the Gulf of Guinea, and how coastal states share information to fight them.',
        ],
        ['Teaching', 'International Security, and Conflict Analysis in the International Security specialisation.'],
      ),
      sections(
        [
          'Javier Lozano fue analista en el Instituto de Estudios de Seguridad de la Unión Europea, en París, y se doctoró en el King’s College de Londres. Se incorporó a la escuela en 2023.',
        ],
        [
          'Investigación',
          'Cartografía la piratería, la pesca ilegal y el contrabando en el golfo de Guinea, y cómo comparten información los Estados ribereños para combatirlos.',
        ],
        ['Docencia', 'Seguridad Internacional, y Análisis de Conflictos en la especialidad en Seguridad Internacional.'],
      ),
    ),
  },
  {
    key: 'teacher-sarah-whitfield',
    slug: 'sarah-whitfield',
    name: 'Sarah',
    lastName: 'Whitfield',
    position: bi('Associate Professor of Global Governance', 'Profesora titular de Gobernanza Global'),
    area: IR,
    category: ASSOCIATE,
    nationality: bi('American', 'Estadounidense'),
    gender: 'f',
    summary: bi(
      'Teaches the New York term of the Master in International Relations and writes on how the UN’s budget shapes what it can do.',
      'Imparte el trimestre en Nueva York del Máster en Relaciones Internacionales y escribe sobre cómo el presupuesto de la ONU condiciona lo que puede hacer.',
    ),
    body: bi(
      sections(
        [
          'Sarah Whitfield worked for eight years in the UN Secretariat’s budget office before earning her PhD at Columbia University. She is based at Ibera University’s New York campus.',
        ],
        [
          'Research',
          'She studies how voluntary contributions, earmarked by donor states, have reshaped the priorities of UN agencies since 2000.',
        ],
        ['Teaching', 'Global Governance and the United Nations, and the New York term’s briefings with UN delegations.'],
      ),
      sections(
        [
          'Sarah Whitfield trabajó ocho años en la oficina de presupuesto de la Secretaría de las Naciones Unidas antes de doctorarse en la Universidad de Columbia. Trabaja en el campus de Ibera University en Nueva York.',
        ],
        [
          'Investigación',
          'Estudia cómo las contribuciones voluntarias, asignadas por los Estados donantes, han cambiado desde 2000 las prioridades de las agencias de la ONU.',
        ],
        ['Docencia', 'Gobernanza Global y Naciones Unidas, y los encuentros con delegaciones ante la ONU del trimestre en Nueva York.'],
      ),
    ),
  },
];

export default defineUnit({
  brand: 'gpa',
  kind: 'school',
  theme: 'default',
  siteName: bi('School of Global and Public Affairs', 'Escuela de Asuntos Globales y Públicos'),
  email: EMAIL,
  menu: [
    {
      page: 'programmes',
      label: bi('Masters', 'Másteres'),
      auxText: bi('Three masters in Madrid and New York', 'Tres másteres en Madrid y Nueva York'),
      children: [
        {
          page: 'master-international-relations',
          description: bi('One year, Madrid and New York, in English', 'Un año, Madrid y Nueva York, en inglés'),
        },
        {
          page: 'master-public-policy',
          description: bi('Eighteen months, blended, for working professionals', 'Dieciocho meses, semipresencial, para profesionales'),
        },
        {
          page: 'master-development',
          description: bi('One year, Madrid and a field term', 'Un año, Madrid y un trimestre de campo'),
        },
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
      title: bi('School of Global and Public Affairs', 'Escuela de Asuntos Globales y Públicos'),
      metaDescription: bi(
        'Masters in international relations, public policy and international development in Madrid and New York.',
        'Másteres en relaciones internacionales, políticas públicas y desarrollo internacional en Madrid y Nueva York.',
      ),
      template: (ctx) => ({
        heroSection: [
          splitHero(ctx, {
            eyebrow: ctx.name,
            title: bi('Prepared for public life', 'Preparados para la vida pública'),
            subtitle: bi(
              'Masters for people who want to serve: in diplomacy, in government and in the organisations that fight poverty. Taught in Madrid and New York by people who have done the work.',
              'Másteres para quienes quieren servir: en la diplomacia, en la administración y en las organizaciones que combaten la pobreza. En Madrid y Nueva York, con profesores que han hecho ese trabajo.',
            ),
            image: 'city-morning.jpg',
            primary: { page: 'programmes', text: bi('Our masters', 'Nuestros másteres') },
            secondary: { page: 'event-info-session', text: bi('Join an information session', 'Asista a una sesión informativa') },
            subtheme: 'accent',
          }),
        ],
        mainSection: [
          {
            component: 'SectionIntro',
            eyebrow: ctx.L('Our masters', 'Nuestros másteres'),
            title: ctx.L('Three ways into public life', 'Tres caminos hacia la vida pública'),
            text: ctx.L(
              'Each master ends with work for a real client: a ministry, a city council, a UN delegation or a development organisation.',
              'Cada máster termina con un trabajo para un cliente real: un ministerio, un ayuntamiento, una delegación ante la ONU o una organización de desarrollo.',
            ),
            align: 'center',
          },
          programmeDistributor(ctx, { link: bi('Compare the masters', 'Compare los másteres') }),
          {
            component: 'IconCollection',
            title: ctx.L('What sets the school apart', 'Lo que distingue a la escuela'),
            items: [
              {
                icon: 'flag',
                title: ctx.L('A term in New York', 'Un trimestre en Nueva York'),
                text: ctx.L(
                  'International relations students spend their third term at our New York campus, a few streets from the UN.',
                  'Los estudiantes de Relaciones Internacionales pasan el tercer trimestre en nuestro campus de Nueva York, a pocas calles de la ONU.',
                ),
              },
              {
                icon: 'briefcase',
                title: ctx.L('Practitioners in the classroom', 'Profesionales en el aula'),
                text: ctx.L(
                  'Diplomats, budget officers and evaluators teach alongside researchers.',
                  'Diplomáticos, técnicos de presupuestos y evaluadores enseñan junto a investigadores.',
                ),
              },
              {
                icon: 'handshake',
                title: ctx.L('Real clients', 'Clientes reales'),
                text: ctx.L(
                  'Every capstone answers a question set by a public body or an NGO.',
                  'Cada proyecto final responde a una pregunta planteada por un organismo público o una ONG.',
                ),
              },
              {
                icon: 'language',
                title: ctx.L('English and Spanish', 'Inglés y español'),
                text: ctx.L(
                  'Work in the two languages of most of the Americas and much of Europe.',
                  'Trabaje en las dos lenguas de casi toda América y de buena parte de Europa.',
                ),
              },
            ],
          },
          {
            component: 'QuoteSlider',
            title: ctx.L('Graduates of the school', 'Titulados de la escuela'),
            quotes: [
              {
                quote: ctx.L(
                  'The UN simulation in New York was the first time I drafted a resolution paragraph and saw it survive a night of negotiation.',
                  'La simulación de la ONU en Nueva York fue la primera vez que redacté un párrafo de resolución y lo vi sobrevivir a una noche de negociación.',
                ),
                author: 'Carmen Ledesma',
                role: ctx.L(
                  'Master in International Relations, 2025 · Spanish diplomatic service',
                  'Máster en Relaciones Internacionales, 2025 · Carrera diplomática',
                ),
              },
              {
                quote: ctx.L(
                  'My capstone redesigned the application form for a regional housing subsidy. Take-up rose by a fifth the following year.',
                  'Mi proyecto final rediseñó el formulario de una ayuda autonómica a la vivienda. Al año siguiente, las solicitudes subieron una quinta parte.',
                ),
                author: 'Pablo Arregui',
                role: ctx.L('Master in Public Policy, 2024', 'Máster en Políticas Públicas, 2024'),
              },
              {
                quote: ctx.L(
                  'Three months with a women’s cooperative in Senegal taught me more about credit than any model.',
                  'Tres meses con una cooperativa de mujeres en Senegal me enseñaron más sobre el crédito que cualquier modelo.',
                ),
                author: 'Lea Hoffmann',
                role: ctx.L('Master in International Development, 2025', 'Máster en Desarrollo Internacional, 2025'),
              },
            ],
          },
          newsDistributor(ctx, { title: bi('Latest news', 'Últimas noticias'), quantity: 3 }),
          eventDistributor(ctx, { title: bi('Upcoming events', 'Próximos eventos'), upcoming: true, order: 'oldest', quantity: 3 }),
          callToAction(ctx, {
            title: bi('Applications for 2027–28 are open', 'Abierta la admisión para 2027-28'),
            text: bi(
              'Apply by 31 January 2027 to be considered for our merit scholarships.',
              'Presente su solicitud antes del 31 de enero de 2027 para optar a nuestras becas por mérito.',
            ),
            primary: { page: 'admissions', text: bi('How to apply', 'Cómo solicitar plaza') },
            layout: 'banner',
          }),
        ],
      }),
    },
    // ─── Programmes ─────────────────────────────────────────────────────────
    {
      key: 'programmes',
      slug: bi('masters', 'masteres'),
      templateType: 'ProgramsList',
      title: bi('Masters', 'Másteres'),
      metaDescription: bi(
        'The masters of the School of Global and Public Affairs: international relations, public policy and international development.',
        'Los másteres de la Escuela de Asuntos Globales y Públicos: relaciones internacionales, políticas públicas y desarrollo internacional.',
      ),
      template: (ctx) => ({
        heroSection: [
          compactHero(ctx, {
            eyebrow: ctx.name,
            title: bi('Masters', 'Másteres'),
            subtitle: bi(
              'Three official masters for careers in diplomacy, government and development.',
              'Tres másteres oficiales para carreras en la diplomacia, la administración y el desarrollo.',
            ),
            image: 'city-dusk.jpg',
            subtheme: 'inverse',
          }),
        ],
        intro: ctx.L(
          'Filter by format, language or start date; each master’s page has its study plan, fees and a form to reach its director.',
          'Filtre por formato, idioma o fecha de inicio; cada máster tiene su plan de estudios, sus precios y un formulario para contactar con su dirección.',
        ),
        filters: ['format', 'location', 'language', 'intake'],
      }),
    },
    {
      key: 'master-international-relations',
      slug: bi('masters/master-international-relations', 'masteres/master-relaciones-internacionales'),
      parent: 'programmes',
      templateType: 'ProgramDetailMax',
      title: bi('Master in International Relations', 'Máster en Relaciones Internacionales'),
      metaDescription: bi(
        'A one-year official master in Madrid and New York, taught in English, with specialisations in diplomacy and negotiation or international security.',
        'Un máster oficial de un año en Madrid y Nueva York, en inglés, con especialidades en diplomacia y negociación o en seguridad internacional.',
      ),
      template: (ctx) => ({
        title: ctx.L('Master in International Relations', 'Máster en Relaciones Internacionales'),
        image: ctx.media('city-dusk.jpg'),
        program: {
          code: 'gpa-master-international-relations',
          programType: 'master',
          format: 'face-to-face',
          location: ['Madrid', 'New York'],
          duration: { amount: 12, unit: 'months' },
          language: ['en'],
          intake: ['2027-09-20'],
          fees: { amount: 29800, currency: 'EUR', per: 'programme' },
          academicArea: [ctx.L('International relations', 'Relaciones internacionales')],
          credits: 75,
          abstract: ctx.L(
            'Twelve months to understand and practise international politics: two terms in Madrid, a third at our New York campus beside the United Nations, and a specialisation in diplomacy or security.',
            'Doce meses para entender y practicar la política internacional: dos trimestres en Madrid, un tercero en nuestro campus de Nueva York junto a las Naciones Unidas y una especialidad en diplomacia o en seguridad.',
          ),
          studyPlan: studyPlan(
            ctx,
            [
              bi('Term 1, Madrid: Foundations', 'Trimestre 1, Madrid: Fundamentos'),
              bi('Theories of international relations', 'Teorías de las relaciones internacionales'),
              bi('International law', 'Derecho internacional'),
              bi('International political economy', 'Economía política internacional'),
              bi('Research methods', 'Métodos de investigación'),
            ],
            [
              bi('Term 2, Madrid: Specialisation', 'Trimestre 2, Madrid: Especialidad'),
              bi('The European Union in the world', 'La Unión Europea en el mundo'),
              bi('Two specialisation courses', 'Dos asignaturas de especialidad'),
              bi('Writing for policy makers', 'Escribir para quien decide'),
            ],
            [
              bi('Term 3, New York: Practice', 'Trimestre 3, Nueva York: Práctica'),
              bi('Global governance and the United Nations', 'Gobernanza global y Naciones Unidas'),
              bi('UN simulation', 'Simulación de Naciones Unidas'),
              bi('Capstone for a delegation or agency', 'Proyecto final para una delegación u organismo'),
            ],
          ),
          residentialPeriods: [
            {
              title: ctx.L('New York term', 'Trimestre en Nueva York'),
              location: 'New York',
              startDate: '2028-04-10',
              endDate: '2028-06-30',
            },
          ],
          reasonsWhy: [
            {
              title: ctx.L('A term beside the UN', 'Un trimestre junto a la ONU'),
              text: ctx.L(
                'Briefings with delegations, agencies and NGOs every week of the New York term.',
                'Encuentros con delegaciones, agencias y ONG cada semana del trimestre en Nueva York.',
              ),
            },
            {
              title: ctx.L('Taught by diplomats', 'Con diplomáticos en el aula'),
              text: ctx.L(
                'A third of the courses are taught by serving or former diplomats.',
                'Un tercio de las asignaturas las imparten diplomáticos en activo o retirados.',
              ),
            },
            {
              title: ctx.L('Preparation for the diplomatic service', 'Preparación para la carrera diplomática'),
              text: ctx.L(
                'An optional weekly seminar prepares the Spanish diplomatic service exams.',
                'Un seminario semanal opcional prepara las oposiciones a la carrera diplomática.',
              ),
            },
          ],
          forPeopleWho: [
            ctx.L(
              'hold a degree in politics, law, economics, history or a related field',
              'tienen un grado en ciencias políticas, derecho, economía, historia o afines',
            ),
            ctx.L(
              'want a career in diplomacy, international organisations or risk analysis',
              'buscan una carrera en la diplomacia, los organismos internacionales o el análisis de riesgo',
            ),
          ],
          toBecome: [
            ctx.L('Diplomat', 'Diplomático'),
            ctx.L('Officer of an international organisation', 'Funcionario de un organismo internacional'),
            ctx.L('Political risk analyst', 'Analista de riesgo político'),
            ctx.L('Government affairs manager', 'Responsable de relaciones institucionales'),
          ],
        },
        body: sections(
          [
            ctx.L(
              'The master joins the theory of international politics with its craft. You learn why states cooperate and fight, and then practise what diplomats actually do: draft, negotiate, brief and report.',
              'El máster une la teoría de la política internacional con su oficio. Aprenderá por qué los Estados cooperan y se enfrentan, y después practicará lo que de verdad hacen los diplomáticos: redactar, negociar, informar y dar cuenta.',
            ),
          ],
          [
            ctx.L('Two specialisations', 'Dos especialidades'),
            ctx.L(
              'In the second term you choose Diplomacy and Negotiation or International Security. Both continue into your New York capstone.',
              'En el segundo trimestre elige Diplomacia y Negociación o Seguridad Internacional. Ambas continúan en su proyecto final en Nueva York.',
            ),
          ],
        ),
        heroSection: [
          programmeHero(ctx, {
            eyebrow: bi('Master · Madrid and New York', 'Máster · Madrid y Nueva York'),
            title: bi('Master in International Relations', 'Máster en Relaciones Internacionales'),
            subtitle: bi(
              'Two terms in Madrid, one beside the United Nations.',
              'Dos trimestres en Madrid y uno junto a las Naciones Unidas.',
            ),
            image: 'city-dusk.jpg',
            facts: {
              duration: bi('12 months', '12 meses'),
              credits: '75 ECTS',
              campuses: bi('Madrid, New York', 'Madrid, Nueva York'),
              starts: bi('20 September 2027', '20 de septiembre de 2027'),
            },
            primary: { href: '#apply', text: bi('Request information', 'Solicitar información') },
            secondary: { page: 'admissions', text: bi('How to apply', 'Cómo solicitar plaza') },
          }),
        ],
        leadFormSection: [
          applyForm(ctx, {
            programId: 'GPA-MIR',
            pathwayId: 'GPA-PG',
            track: 'international-relations',
            title: ctx.L('the Master in International Relations', 'el Máster en Relaciones Internacionales'),
          }),
        ],
        mainSection: [
          {
            component: 'Timeline',
            title: ctx.L('Your year, 2027–28', 'Su curso, 2027-28'),
            items: [
              {
                date: ctx.L('September 2027', 'Septiembre de 2027'),
                title: ctx.L('Opening week in Madrid', 'Semana de apertura en Madrid'),
                text: ctx.L(
                  'A crisis simulation on your second day, before any lecture.',
                  'Una simulación de crisis el segundo día, antes de cualquier clase.',
                ),
              },
              {
                date: ctx.L('January 2028', 'Enero de 2028'),
                title: ctx.L('Specialisation begins', 'Comienza la especialidad'),
                text: ctx.L('Diplomacy and Negotiation or International Security.', 'Diplomacia y Negociación o Seguridad Internacional.'),
              },
              {
                date: ctx.L('March 2028', 'Marzo de 2028'),
                title: ctx.L('Brussels study visit', 'Visita de estudio a Bruselas'),
                text: ctx.L('Three days at the EU institutions and NATO.', 'Tres días en las instituciones de la UE y la OTAN.'),
              },
              {
                date: ctx.L('April–June 2028', 'Abril-junio de 2028'),
                title: ctx.L('New York term', 'Trimestre en Nueva York'),
                text: ctx.L(
                  'Global governance, the UN simulation and your capstone.',
                  'Gobernanza global, la simulación de la ONU y su proyecto final.',
                ),
              },
              {
                date: ctx.L('July 2028', 'Julio de 2028'),
                title: ctx.L('Capstone presentations', 'Presentación de proyectos finales'),
                text: ctx.L('To the delegations and agencies that set them.', 'Ante las delegaciones y organismos que los encargaron.'),
              },
            ],
          },
          {
            component: 'FeesTable',
            title: ctx.L('Fees and scholarships 2027–28', 'Precios y becas 2027-28'),
            currency: 'EUR',
            fees: [fee(ctx, 'tuition', 24500), fee(ctx, 'application', 120)],
            instalments: [
              instalment(ctx, 'reservation', '2027-05-31', 4900),
              instalment(ctx, 'second', '2027-10-15', 9800),
              instalment(ctx, 'third', '2028-02-15', 9800),
            ],
            scholarships: [
              {
                name: ctx.L('Merit scholarship', 'Beca por mérito'),
                value: ctx.L('Up to 50 % of tuition', 'Hasta el 50 % de la matrícula'),
                eligibility: ctx.L(
                  'All applicants who apply by 31 January 2027',
                  'Todos los candidatos que soliciten plaza antes del 31 de enero de 2027',
                ),
                deadline: '2027-01-31',
              },
              {
                name: ctx.L('Latin America scholarship', 'Beca América Latina'),
                value: '€8,000',
                eligibility: ctx.L('Nationals of Latin American countries', 'Nacionales de países de América Latina'),
                deadline: '2027-03-31',
              },
            ],
            notes: [
              ctx.L(
                'Tuition includes the Brussels study visit and the flights to and from New York. For the New York term the school arranges shared housing near the campus at cost, about USD 1,900 a month.',
                'La matrícula incluye la visita de estudio a Bruselas y los vuelos de ida y vuelta a Nueva York. Para el trimestre en Nueva York la escuela gestiona alojamiento compartido cerca del campus a precio de coste, unos 1.900 USD al mes.',
              ),
            ],
          },
          {
            component: 'TeacherDistributor',
            title: ctx.L('Faculty of the master', 'Profesorado del máster'),
            data: {
              mode: 'manual',
              fixed: [ctx.id('teacher-ana-beltran'), ctx.id('teacher-sarah-whitfield'), ctx.id('teacher-javier-lozano')],
            },
            link: { href: ctx.href('faculty'), text: ctx.L('All faculty', 'Todo el profesorado') },
          },
        ],
      }),
    },
    {
      key: 'spec-diplomacy',
      slug: bi(
        'masters/master-international-relations/diplomacy-and-negotiation',
        'masteres/master-relaciones-internacionales/diplomacia-y-negociacion',
      ),
      parent: 'master-international-relations',
      templateType: 'SpecializationDetail',
      title: bi('Specialisation in Diplomacy and Negotiation', 'Especialidad en Diplomacia y Negociación'),
      metaDescription: bi(
        'The specialisation of the Master in International Relations for future diplomats and negotiators.',
        'La especialidad del Máster en Relaciones Internacionales para futuros diplomáticos y negociadores.',
      ),
      template: (ctx) => ({
        title: ctx.L('Specialisation in Diplomacy and Negotiation', 'Especialidad en Diplomacia y Negociación'),
        summary: ctx.L(
          'The craft of diplomacy: drafting, negotiating in multilateral settings, consular work and public diplomacy, taught by serving diplomats.',
          'El oficio diplomático: redacción, negociación multilateral, trabajo consular y diplomacia pública, con diplomáticos en activo.',
        ),
        image: ctx.media('boardroom.jpg'),
        program: 'gpa-master-international-relations',
        courses: [
          ctx.L('Multilateral negotiation', 'Negociación multilateral'),
          ctx.L('Diplomatic drafting', 'Redacción diplomática'),
          ctx.L('Consular affairs and protection of nationals', 'Asuntos consulares y protección de nacionales'),
          ctx.L('Public diplomacy', 'Diplomacia pública'),
        ],
        body: paragraphs(
          ctx.L(
            'You negotiate from the first week: bilateral trade disputes, a fisheries agreement, and finally a General Assembly resolution in New York. Every negotiation is recorded and reviewed with a diplomat who has sat at that kind of table.',
            'Negociará desde la primera semana: disputas comerciales bilaterales, un acuerdo pesquero y, por último, una resolución de la Asamblea General en Nueva York. Cada negociación se graba y se analiza con un diplomático que se ha sentado en una mesa así.',
          ),
          ctx.L(
            'The specialisation is coordinated by the dean, Ana Beltrán, who negotiated for Spain at the United Nations.',
            'La especialidad la coordina la decana, Ana Beltrán, que negoció por España en las Naciones Unidas.',
          ),
        ),
        heroSection: [
          compactHero(ctx, {
            eyebrow: bi('Specialisation', 'Especialidad'),
            title: bi('Diplomacy and Negotiation', 'Diplomacia y Negociación'),
            subtitle: bi('Learn the craft at the table, not only about it.', 'Aprenda el oficio en la mesa, no solo sobre ella.'),
            image: 'boardroom.jpg',
            subtheme: 'inverse',
          }),
        ],
        leadFormSection: [
          applyForm(ctx, {
            programId: 'GPA-MIR',
            pathwayId: 'GPA-PG',
            track: 'international-relations-diplomacy',
            title: ctx.L('the Diplomacy and Negotiation specialisation', 'la especialidad en Diplomacia y Negociación'),
          }),
        ],
      }),
    },
    {
      key: 'spec-security',
      slug: bi(
        'masters/master-international-relations/international-security',
        'masteres/master-relaciones-internacionales/seguridad-internacional',
      ),
      parent: 'master-international-relations',
      templateType: 'SpecializationDetail',
      title: bi('Specialisation in International Security', 'Especialidad en Seguridad Internacional'),
      metaDescription: bi(
        'The specialisation of the Master in International Relations on conflict, defence and the new threats to security.',
        'La especialidad del Máster en Relaciones Internacionales sobre conflicto, defensa y las nuevas amenazas a la seguridad.',
      ),
      template: (ctx) => ({
        title: ctx.L('Specialisation in International Security', 'Especialidad en Seguridad Internacional'),
        summary: ctx.L(
          'Conflict analysis, defence policy, maritime security and cyber threats, with a crisis simulation run with a defence think tank.',
          'Análisis de conflictos, política de defensa, seguridad marítima y ciberamenazas, con una simulación de crisis organizada con un centro de estudios de defensa.',
        ),
        image: ctx.media('harbour.jpg'),
        program: 'gpa-master-international-relations',
        courses: [
          ctx.L('Conflict analysis', 'Análisis de conflictos'),
          ctx.L('European defence policy', 'Política europea de defensa'),
          ctx.L('Maritime security', 'Seguridad marítima'),
          ctx.L('Cyber conflict and international law', 'Ciberconflicto y derecho internacional'),
        ],
        body: paragraphs(
          ctx.L(
            'The specialisation studies how wars start, how they are contained and how they end, and the threats that do not fit the old categories: piracy, attacks on undersea cables, disinformation. It is coordinated by Javier Lozano, who worked as an analyst at the EU Institute for Security Studies.',
            'La especialidad estudia cómo empiezan las guerras, cómo se contienen y cómo terminan, y las amenazas que no encajan en las categorías clásicas: piratería, ataques a cables submarinos, desinformación. La coordina Javier Lozano, que fue analista en el Instituto de Estudios de Seguridad de la UE.',
          ),
        ),
        heroSection: [
          compactHero(ctx, {
            eyebrow: bi('Specialisation', 'Especialidad'),
            title: bi('International Security', 'Seguridad Internacional'),
            subtitle: bi('From the causes of war to the cables under the sea.', 'De las causas de la guerra a los cables bajo el mar.'),
          }),
        ],
        leadFormSection: [
          applyForm(ctx, {
            programId: 'GPA-MIR',
            pathwayId: 'GPA-PG',
            track: 'international-relations-security',
            title: ctx.L('the International Security specialisation', 'la especialidad en Seguridad Internacional'),
          }),
        ],
        mainSection: [
          {
            component: 'Quote',
            quote: ctx.L(
              'Most of the threats our students will face next decade have no treaty yet. We teach them to reason about those too.',
              'La mayoría de las amenazas a las que se enfrentarán nuestros estudiantes en la próxima década aún no tienen tratado. Les enseñamos a razonar también sobre ellas.',
            ),
            author: 'Javier Lozano',
            role: ctx.L('Coordinator of the specialisation', 'Coordinador de la especialidad'),
          },
        ],
      }),
    },
    {
      key: 'master-public-policy',
      slug: bi('masters/master-public-policy', 'masteres/master-politicas-publicas'),
      parent: 'programmes',
      templateType: 'ProgramDetail',
      title: bi('Master in Public Policy', 'Máster en Políticas Públicas'),
      metaDescription: bi(
        'An eighteen-month blended master for public servants and professionals: weekends in Madrid, online weeks and a capstone for a public administration.',
        'Un máster semipresencial de dieciocho meses para empleados públicos y profesionales: fines de semana en Madrid, semanas en línea y un proyecto final para una administración.',
      ),
      template: (ctx) => ({
        title: ctx.L('Master in Public Policy', 'Máster en Políticas Públicas'),
        image: ctx.media('meeting.jpg'),
        program: {
          code: 'gpa-master-public-policy',
          programType: 'master',
          format: 'blended',
          location: ['Madrid', 'Online'],
          duration: { amount: 18, unit: 'months' },
          language: ['es', 'en'],
          intake: ['2027-10-01', '2028-02-04'],
          fees: { amount: 26500, currency: 'EUR', per: 'programme' },
          academicArea: [ctx.L('Public policy', 'Políticas públicas')],
          credits: 60,
          abstract: ctx.L(
            'Eighteen months, without leaving your job, to learn how to design, budget, implement and evaluate public policies, ending with a capstone for a public administration.',
            'Dieciocho meses, sin dejar su trabajo, para aprender a diseñar, presupuestar, aplicar y evaluar políticas públicas, con un proyecto final para una administración pública.',
          ),
          forPeopleWho: [
            ctx.L(
              'work in a public administration, a regulator or a political office',
              'trabajan en una administración pública, un regulador o un gabinete político',
            ),
            ctx.L(
              'work with government from a company, a foundation or an NGO',
              'trabajan con la administración desde una empresa, una fundación o una ONG',
            ),
          ],
          toBecome: [
            ctx.L('Policy analyst', 'Analista de políticas públicas'),
            ctx.L('Head of a public programme', 'Responsable de un programa público'),
            ctx.L('Evaluation officer', 'Técnico de evaluación'),
          ],
        },
        body: sections(
          [
            ctx.L(
              'The master is built around one question: why do so many sensible policies fail once they leave the law? You study economics, budgeting, law and behavioural science, always through real policies, and use them in a capstone that a public body has asked for.',
              'El máster gira en torno a una pregunta: ¿por qué fracasan tantas políticas sensatas en cuanto salen del boletín oficial? Estudiará economía, presupuestos, derecho y ciencias del comportamiento, siempre a través de políticas reales, y lo aplicará en un proyecto final encargado por un organismo público.',
            ),
          ],
          [
            ctx.L('How the weeks work', 'Cómo se organizan las semanas'),
            ctx.L(
              'One weekend a month on the Madrid campus (Friday afternoon and Saturday), and about twelve hours a week of online work, with a live seminar on Wednesday evenings. Each group is taught in Spanish; the February intake also has an English group.',
              'Un fin de semana al mes en el campus de Madrid (viernes por la tarde y sábado) y unas doce horas semanales de trabajo en línea, con un seminario en directo los miércoles por la tarde. Cada grupo se imparte en español; la promoción de febrero tiene además un grupo en inglés.',
            ),
          ],
        ),
        heroSection: [
          programmeHero(ctx, {
            eyebrow: bi('Master · Blended', 'Máster · Semipresencial'),
            title: bi('Master in Public Policy', 'Máster en Políticas Públicas'),
            subtitle: bi('Policies that work once they leave the law.', 'Políticas que funcionan cuando salen del boletín oficial.'),
            image: 'meeting.jpg',
            link: { href: '#apply', text: bi('Request information', 'Solicitar información') },
          }),
        ],
        leadFormSection: [
          applyForm(ctx, {
            programId: 'GPA-MPP',
            pathwayId: 'GPA-PG',
            track: 'public-policy',
            title: ctx.L('the Master in Public Policy', 'el Máster en Políticas Públicas'),
          }),
        ],
        mainSection: [
          {
            component: 'ProgramFacts',
            duration: ctx.L('18 months, part time', '18 meses, a tiempo parcial'),
            format: ctx.L('Blended: one weekend a month in Madrid', 'Semipresencial: un fin de semana al mes en Madrid'),
            language: ctx.L('Spanish; English group in February', 'Español; grupo en inglés en febrero'),
            startDate: '2027-10-01',
            credits: 60,
            location: ctx.L('Madrid and online', 'Madrid y en línea'),
          },
          {
            component: 'Steps',
            title: ctx.L('The capstone, step by step', 'El proyecto final, paso a paso'),
            intro: ctx.L(
              'In the last six months you work in a team of four for a public body.',
              'En los últimos seis meses trabaja en un equipo de cuatro para un organismo público.',
            ),
            steps: [
              {
                title: ctx.L('The question', 'La pregunta'),
                text: ctx.L(
                  'A ministry, region or city council sets a question it needs answered, such as why few eligible families claim a childcare grant.',
                  'Un ministerio, una comunidad autónoma o un ayuntamiento plantea una pregunta que necesita responder, como por qué pocas familias con derecho solicitan una ayuda de guardería.',
                ),
                icon: 'help',
              },
              {
                title: ctx.L('The evidence', 'La evidencia'),
                text: ctx.L(
                  'You gather data, interview staff and users, and review what other countries did.',
                  'Reúne datos, entrevista a técnicos y usuarios y revisa lo que hicieron otros países.',
                ),
                icon: 'chart-bar',
              },
              {
                title: ctx.L('The proposal', 'La propuesta'),
                text: ctx.L(
                  'A costed proposal with a plan to pilot and evaluate it.',
                  'Una propuesta presupuestada, con un plan para pilotarla y evaluarla.',
                ),
                icon: 'document',
              },
              {
                title: ctx.L('The briefing', 'La presentación'),
                text: ctx.L(
                  'You present it to the officials who asked the question.',
                  'La presenta a los responsables que formularon la pregunta.',
                ),
                icon: 'users',
              },
            ],
          },
          {
            component: 'FeesTable',
            title: ctx.L('Fees 2027–28', 'Precios 2027-28'),
            fees: [fee(ctx, 'tuition', 14800), fee(ctx, 'application', 90)],
            scholarships: [
              {
                name: ctx.L('Public service scholarship', 'Beca de servicio público'),
                value: ctx.L('25 % of tuition', '25 % de la matrícula'),
                eligibility: ctx.L(
                  'Employees of any Spanish or European public administration',
                  'Empleados de cualquier administración pública española o europea',
                ),
                deadline: '2027-06-30',
              },
            ],
            notes: [
              ctx.L(
                'Many administrations fund training for their staff; we provide the documents your employer asks for.',
                'Muchas administraciones financian la formación de su personal; le facilitamos los documentos que pida su empleador.',
              ),
            ],
          },
          {
            component: 'Faq',
            title: ctx.L('Questions about the master', 'Preguntas sobre el máster'),
            groups: [
              {
                questions: [
                  {
                    question: ctx.L(
                      'Can I combine the master with a full-time job?',
                      '¿Puedo compaginar el máster con un trabajo a tiempo completo?',
                    ),
                    answer: paragraphs(
                      ctx.L(
                        'Yes; nearly all our students do. Plan on about twelve hours a week and one weekend a month.',
                        'Sí; casi todos nuestros estudiantes lo hacen. Cuente con unas doce horas semanales y un fin de semana al mes.',
                      ),
                    ),
                  },
                  {
                    question: ctx.L('Does it count for promotion in the civil service?', '¿Computa para la carrera administrativa?'),
                    answer: paragraphs(
                      ctx.L(
                        'It is an official master’s degree of 60 ECTS, which most administrations recognise in their merit scales. Check the rules of your own body.',
                        'Es un máster oficial de 60 ECTS, que la mayoría de las administraciones reconocen en sus baremos de méritos. Consulte las normas de su propio organismo.',
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
      key: 'master-development',
      slug: bi('masters/master-international-development', 'masteres/master-desarrollo-internacional'),
      parent: 'programmes',
      templateType: 'ProgramDetail',
      title: bi('Master in International Development', 'Máster en Desarrollo Internacional'),
      metaDescription: bi(
        'A one-year master in Madrid, taught in English, with a three-month field term with a development organisation in Latin America or West Africa.',
        'Un máster de un año en Madrid, en inglés, con un trimestre de campo de tres meses en una organización de desarrollo de América Latina o África Occidental.',
      ),
      template: (ctx) => ({
        title: ctx.L('Master in International Development', 'Máster en Desarrollo Internacional'),
        image: ctx.media('green-valley.jpg'),
        program: {
          code: 'gpa-master-international-development',
          programType: 'master',
          format: 'face-to-face',
          location: ['Madrid'],
          duration: { amount: 12, unit: 'months' },
          language: ['en'],
          intake: ['2027-09-20'],
          academicArea: [ctx.L('International development', 'Desarrollo internacional')],
          credits: 60,
          abstract: ctx.L(
            'A year to learn what reduces poverty and how to tell: development economics, impact evaluation and project management in Madrid, and three months in the field with a partner organisation.',
            'Un año para aprender qué reduce la pobreza y cómo saberlo: economía del desarrollo, evaluación de impacto y gestión de proyectos en Madrid, y tres meses sobre el terreno con una organización socia.',
          ),
          forPeopleWho: [
            ctx.L(
              'want to work in development cooperation, humanitarian aid or social impact',
              'quieren trabajar en cooperación al desarrollo, ayuda humanitaria o impacto social',
            ),
            ctx.L('are comfortable with numbers, or ready to become so', 'se manejan con los números, o están dispuestos a hacerlo'),
          ],
          toBecome: [
            ctx.L('Programme officer in an NGO or agency', 'Técnico de programas en una ONG o agencia'),
            ctx.L('Impact evaluator', 'Evaluador de impacto'),
            ctx.L('Development finance analyst', 'Analista de financiación del desarrollo'),
          ],
        },
        body: sections(
          [
            ctx.L(
              'Development work is full of good intentions; this master teaches you to check them. You learn the economics of poverty, the methods to measure what a programme changed, and the management of projects with small budgets and long distances.',
              'El trabajo de desarrollo está lleno de buenas intenciones; este máster le enseña a comprobarlas. Aprenderá la economía de la pobreza, los métodos para medir qué ha cambiado un programa y la gestión de proyectos con presupuestos pequeños y grandes distancias.',
            ),
          ],
          [
            ctx.L('The field term', 'El trimestre de campo'),
            ctx.L(
              'From April to June you join one of our partner organisations in Colombia, Peru, Guatemala, Senegal or Ghana, and carry out an evaluation or a study it needs. A faculty supervisor visits every site.',
              'De abril a junio se incorpora a una de nuestras organizaciones socias en Colombia, Perú, Guatemala, Senegal o Ghana, y realiza una evaluación o un estudio que necesite. Un tutor de la escuela visita cada destino.',
            ),
          ],
        ),
        heroSection: [
          programmeHero(ctx, {
            eyebrow: bi('Master · taught in English', 'Máster · en inglés'),
            title: bi('Master in International Development', 'Máster en Desarrollo Internacional'),
            subtitle: bi('Learn what reduces poverty, and how to tell.', 'Aprenda qué reduce la pobreza, y cómo saberlo.'),
            image: 'green-valley.jpg',
            link: { href: '#apply', text: bi('Request information', 'Solicitar información') },
          }),
        ],
        leadFormSection: [
          applyForm(ctx, {
            programId: 'GPA-MID',
            pathwayId: 'GPA-PG',
            track: 'international-development',
            title: ctx.L('the Master in International Development', 'el Máster en Desarrollo Internacional'),
          }),
        ],
        mainSection: [
          {
            component: 'StudyPlan',
            title: ctx.L('Study plan', 'Plan de estudios'),
            semesters: [
              {
                title: ctx.L('Autumn term, Madrid', 'Trimestre de otoño, Madrid'),
                open: true,
                courses: [
                  { title: ctx.L('Development economics', 'Economía del desarrollo'), ects: 6 },
                  { title: ctx.L('Quantitative methods', 'Métodos cuantitativos'), ects: 6 },
                  { title: ctx.L('Politics of development', 'Política del desarrollo'), ects: 6 },
                  { title: ctx.L('Field languages: French or Spanish', 'Idiomas de campo: francés o español'), ects: 3, type: 'elective' },
                ],
              },
              {
                title: ctx.L('Winter term, Madrid', 'Trimestre de invierno, Madrid'),
                courses: [
                  { title: ctx.L('Impact evaluation', 'Evaluación de impacto'), ects: 6 },
                  { title: ctx.L('Project management and finance', 'Gestión y financiación de proyectos'), ects: 6 },
                  { title: ctx.L('Humanitarian action', 'Acción humanitaria'), ects: 3, type: 'elective' },
                  { title: ctx.L('Climate and development', 'Clima y desarrollo'), ects: 3, type: 'elective' },
                ],
              },
              {
                title: ctx.L('Spring and summer: field term and thesis', 'Primavera y verano: trimestre de campo y trabajo final'),
                courses: [
                  {
                    title: ctx.L('Field term with a partner organisation', 'Trimestre de campo en una organización socia'),
                    ects: 12,
                    type: 'internship',
                  },
                  {
                    title: ctx.L('Master’s thesis', 'Trabajo de fin de máster'),
                    ects: 9,
                    type: 'project',
                    description: ctx.L(
                      'The evaluation or study carried out in the field.',
                      'La evaluación o el estudio realizados sobre el terreno.',
                    ),
                  },
                ],
              },
            ],
          },
          {
            component: 'TextImage',
            title: ctx.L('Where our students go', 'Adónde van nuestros estudiantes'),
            html: paragraphs(
              ctx.L(
                'In 2026 our students worked with a microfinance cooperative in Cusco, a school-meals programme in Guatemala City, a women’s savings network in Thiès and a climate-adaptation project in northern Ghana.',
                'En 2026 nuestros estudiantes trabajaron con una cooperativa de microfinanzas en Cuzco, un programa de comedores escolares en Ciudad de Guatemala, una red de ahorro de mujeres en Thiès y un proyecto de adaptación climática en el norte de Ghana.',
              ),
              ctx.L(
                'Travel, insurance and a living allowance during the field term are included in the fee.',
                'El viaje, el seguro y una ayuda de manutención durante el trimestre de campo están incluidos en el precio.',
              ),
            ),
            image: ctx.media('green-valley.jpg'),
            imagePosition: 'right',
          },
          {
            component: 'TestimonialSlider',
            title: ctx.L('From the field', 'Desde el terreno'),
            testimonials: [
              {
                text: ctx.L(
                  'Our evaluation showed the cooperative’s loans worked best for women who already had a market stall. They changed who they lend to first.',
                  'Nuestra evaluación mostró que los préstamos de la cooperativa funcionaban mejor para las mujeres que ya tenían un puesto en el mercado. Cambiaron a quién prestan primero.',
                ),
                name: 'Lea Hoffmann',
                role: ctx.L('Field term in Thiès, Senegal, 2025', 'Trimestre de campo en Thiès (Senegal), 2025'),
                portrait: ctx.portrait('Lea Hoffmann'),
              },
              {
                text: ctx.L(
                  'I arrived in Cusco with a questionnaire and left with a much better one, written with the farmers who had to answer it.',
                  'Llegué a Cuzco con un cuestionario y me fui con uno mucho mejor, escrito con los agricultores que tenían que responderlo.',
                ),
                name: 'Diego Paredes',
                role: ctx.L('Field term in Cusco, Peru, 2026', 'Trimestre de campo en Cuzco (Perú), 2026'),
                portrait: ctx.portrait('Diego Paredes'),
              },
            ],
          },
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
        'The faculty of the School of Global and Public Affairs: researchers, diplomats and policy practitioners.',
        'El profesorado de la Escuela de Asuntos Globales y Públicos: investigadores, diplomáticos y profesionales de las políticas públicas.',
      ),
      template: (ctx) => ({
        heroSection: [
          compactHero(ctx, {
            eyebrow: ctx.name,
            title: bi('Faculty', 'Profesorado'),
            subtitle: bi(
              'Researchers and practitioners from eleven countries, in Madrid and New York.',
              'Investigadores y profesionales de once países, en Madrid y Nueva York.',
            ),
          }),
        ],
        intro: ctx.L('Filter by academic area or category.', 'Filtre por área académica o categoría.'),
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
        'News of the School of Global and Public Affairs: students, research and partnerships.',
        'Noticias de la Escuela de Asuntos Globales y Públicos: estudiantes, investigación y alianzas.',
      ),
      intro: bi('What our students, faculty and partners are doing.', 'Lo que hacen nuestros estudiantes, profesores y socios.'),
      pageSize: 12,
    }),
    newsPage({
      key: 'news-housing-capstone',
      slug: bi('news/capstone-doubles-take-up-of-rent-support', 'noticias/proyecto-final-duplica-solicitudes-ayuda-alquiler'),
      title: bi(
        'A capstone team helps a city council double applications for rent support',
        'Un equipo del máster ayuda a un ayuntamiento a duplicar las solicitudes de ayuda al alquiler',
      ),
      description: bi(
        'Students of the Master in Public Policy redesigned how young people apply for rent support in a city near Madrid.',
        'Estudiantes del Máster en Políticas Públicas rediseñaron cómo solicitan los jóvenes la ayuda al alquiler en una ciudad cercana a Madrid.',
      ),
      date: '2026-11-16',
      summary: bi(
        'Four students of the Master in Public Policy found why young people were not claiming rent support, and how to fix it.',
        'Cuatro estudiantes del Máster en Políticas Públicas averiguaron por qué los jóvenes no pedían la ayuda al alquiler, y cómo resolverlo.',
      ),
      category: bi('Students', 'Estudiantes'),
      image: 'meeting.jpg',
      body: (ctx) =>
        sections(
          [
            ctx.L(
              'In 2025 only 31 % of the young people entitled to the city’s rent support applied for it. A capstone team supervised by Professor Isabel Fonseca interviewed 60 of them and followed the application from the first web page to the final letter.',
              'En 2025 solo el 31 % de los jóvenes con derecho a la ayuda municipal al alquiler la solicitó. Un equipo de proyecto final dirigido por la profesora Isabel Fonseca entrevistó a 60 de ellos y siguió la solicitud desde la primera página web hasta la carta de resolución.',
            ),
            ctx.L(
              'They found that a landlord’s signature, required on paper, stopped most applications. The council replaced it with a check against the rental deposit register.',
              'Descubrieron que la firma del arrendador, exigida en papel, frenaba la mayoría de las solicitudes. El ayuntamiento la sustituyó por una consulta al registro de fianzas.',
            ),
          ],
          [
            ctx.L('The result', 'El resultado'),
            ctx.L(
              'Applications in the first call of 2026 were twice those of the year before. The team will present the case at the school’s capstone day in February.',
              'Las solicitudes de la primera convocatoria de 2026 duplicaron las del año anterior. El equipo presentará el caso en la jornada de proyectos finales de la escuela en febrero.',
            ),
          ],
        ),
    }),
    newsPage({
      key: 'news-new-york-term',
      slug: bi('news/students-brief-un-delegations-in-new-york', 'noticias/estudiantes-presentan-trabajos-delegaciones-onu-nueva-york'),
      title: bi(
        'Twenty-eight students brief UN delegations at the close of the New York term',
        'Veintiocho estudiantes presentan sus trabajos a delegaciones ante la ONU al cierre del trimestre en Nueva York',
      ),
      description: bi(
        'The international relations class of 2026 presented eleven capstones to delegations and UN agencies in New York.',
        'La promoción 2026 de Relaciones Internacionales presentó once proyectos finales a delegaciones y agencias de la ONU en Nueva York.',
      ),
      date: '2026-10-26',
      summary: bi(
        'The class of 2026 presented eleven capstones, from ocean governance to the funding of peace operations.',
        'La promoción 2026 presentó once proyectos finales, de la gobernanza de los océanos a la financiación de las operaciones de paz.',
      ),
      category: bi('New York', 'Nueva York'),
      image: 'night-city.jpg',
      body: (ctx) =>
        paragraphs(
          ctx.L(
            'Each capstone answered a question set by a delegation or an agency. One team mapped how small island states could share the cost of monitoring their waters under the new high seas treaty; another compared how peace operations are funded when assessed contributions arrive late.',
            'Cada proyecto respondía a una pregunta planteada por una delegación o una agencia. Un equipo analizó cómo podrían los pequeños Estados insulares compartir el coste de vigilar sus aguas con el nuevo tratado de alta mar; otro comparó cómo se financian las operaciones de paz cuando las cuotas obligatorias llegan tarde.',
          ),
          ctx.L(
            '“The questions were real and so was the feedback,” said Professor Sarah Whitfield, who led the term.',
            '«Las preguntas eran reales, y las respuestas de las delegaciones también», dijo la profesora Sarah Whitfield, que dirigió el trimestre.',
          ),
        ),
    }),
    newsPage({
      key: 'news-cash-transfers',
      slug: bi('news/cash-transfers-study-eight-year-results', 'noticias/estudio-transferencias-resultados-ocho-anos'),
      title: bi(
        'Eight years on, cash transfers in northern Ghana still show in household savings',
        'Ocho años después, las transferencias monetarias en el norte de Ghana siguen notándose en el ahorro de los hogares',
      ),
      description: bi(
        'Kwame Mensah’s long-running trial publishes its eight-year results.',
        'El ensayo de larga duración de Kwame Mensah publica sus resultados a ocho años.',
      ),
      date: '2026-09-30',
      summary: bi(
        'Households that received transfers in 2018 hold 40 % more savings and livestock than those that did not.',
        'Los hogares que recibieron transferencias en 2018 tienen un 40 % más de ahorro y ganado que los que no las recibieron.',
      ),
      author: 'Kwame Mensah',
      category: bi('Research', 'Investigación'),
      image: 'green-valley.jpg',
      body: (ctx) =>
        paragraphs(
          ctx.L(
            'The study followed 6,000 households in 120 villages, half of which received unconditional transfers for two years from 2018. Eight years later, the difference in savings and livestock has not faded, and children in those households completed on average one more year of school.',
            'El estudio siguió a 6.000 hogares de 120 aldeas, la mitad de los cuales recibió transferencias incondicionales durante dos años a partir de 2018. Ocho años después, la diferencia en ahorro y ganado no se ha reducido, y los niños de esos hogares completaron de media un curso escolar más.',
          ),
          ctx.L(
            'Students of the Master in International Development took part in the last round of interviews during their field term.',
            'Estudiantes del Máster en Desarrollo Internacional participaron en la última ronda de entrevistas durante su trimestre de campo.',
          ),
        ),
    }),
    // ─── Events ─────────────────────────────────────────────────────────────
    eventListPage({
      description: bi(
        'Information sessions, public lectures and the Ibera Diplomacy Forum.',
        'Sesiones informativas, conferencias públicas y el Foro de Diplomacia Ibera.',
      ),
      intro: bi(
        'Information sessions for applicants, and public debates on the questions our graduates work on.',
        'Sesiones informativas para candidatos y debates públicos sobre las cuestiones en las que trabajan nuestros titulados.',
      ),
      filters: ['eventType', 'year'],
    }),
    eventPage({
      key: 'event-info-session',
      slug: bi('events/online-information-session-january-2027', 'eventos/sesion-informativa-en-linea-enero-2027'),
      title: bi('Online information session: our three masters', 'Sesión informativa en línea: nuestros tres másteres'),
      description: bi(
        'Meet the directors of the three masters and ask about admissions and scholarships, online on 20 January 2027.',
        'Conozca a los directores de los tres másteres y pregunte por la admisión y las becas, en línea el 20 de enero de 2027.',
      ),
      summary: bi(
        'The directors of the three masters present them and answer your questions, eleven days before the scholarship deadline.',
        'Los directores de los tres másteres los presentan y responden a sus preguntas, once días antes del cierre de las becas.',
      ),
      image: 'classroom.jpg',
      eventType: 'online',
      start: '2027-01-20T18:00:00+01:00',
      end: '2027-01-20T19:15:00+01:00',
      register: { page: 'contact', text: bi('Register', 'Inscríbase') },
      info: { page: 'programmes', text: bi('Our masters', 'Nuestros másteres') },
      body: (ctx) =>
        sections(
          [
            ctx.L(
              'Seventy-five minutes, in English with questions in either language. Registered participants receive the link the day before.',
              'Setenta y cinco minutos, en inglés, con preguntas en cualquiera de los dos idiomas. Las personas inscritas reciben el enlace el día anterior.',
            ),
          ],
          [
            ctx.L('Programme', 'Programa'),
            ctx.L(
              '18:00 Welcome by the dean, Ana Beltrán. 18:10 The three masters, by their directors. 18:45 Admissions and scholarships. 19:00 Your questions.',
              '18:00 Bienvenida de la decana, Ana Beltrán. 18:10 Los tres másteres, por sus directores. 18:45 Admisión y becas. 19:00 Sus preguntas.',
            ),
          ],
        ),
    }),
    eventPage({
      key: 'event-diplomacy-forum',
      slug: bi('events/ibera-diplomacy-forum-2027', 'eventos/foro-diplomacia-ibera-2027'),
      title: bi(
        'Ibera Diplomacy Forum 2027: negotiating in a divided world',
        'Foro de Diplomacia Ibera 2027: negociar en un mundo dividido',
      ),
      description: bi(
        'Two days of debate with diplomats, negotiators and researchers in Madrid on 4 and 5 March 2027.',
        'Dos días de debate con diplomáticos, negociadores e investigadores en Madrid, el 4 y 5 de marzo de 2027.',
      ),
      summary: bi(
        'Diplomats, negotiators and researchers on how agreements are still reached when the great powers disagree.',
        'Diplomáticos, negociadores e investigadores sobre cómo se siguen alcanzando acuerdos cuando las grandes potencias discrepan.',
      ),
      image: 'auditorium.jpg',
      eventType: 'hybrid',
      start: '2027-03-04T09:30:00+01:00',
      end: '2027-03-05T14:00:00+01:00',
      location: bi('Auditorium, Madrid campus, and streamed online', 'Auditorio, campus de Madrid, y retransmisión en línea'),
      register: { page: 'contact', text: bi('Request an invitation', 'Solicite una invitación') },
      body: (ctx) =>
        sections(
          [
            ctx.L(
              'The school’s annual forum brings together people who negotiate for a living. This second edition asks how treaties on the high seas, pandemics and plastics were agreed despite deep divisions, and what that teaches for the negotiations to come.',
              'El foro anual de la escuela reúne a quienes negocian por oficio. Esta segunda edición se pregunta cómo se acordaron los tratados sobre la alta mar, las pandemias y los plásticos pese a divisiones profundas, y qué enseña eso para las negociaciones que vienen.',
            ),
          ],
          [
            ctx.L('Sessions', 'Sesiones'),
            ctx.L(
              'Thursday: the high seas treaty, told by three of its negotiators; small states as brokers. Friday: negotiating with artificial intelligence at the table; closing lecture by the dean.',
              'Jueves: el tratado de alta mar contado por tres de sus negociadores; los pequeños Estados como mediadores. Viernes: negociar con inteligencia artificial en la mesa; conferencia de clausura de la decana.',
            ),
          ],
        ),
    }),
    eventPage({
      key: 'event-evaluation-webinar',
      slug: bi('events/webinar-what-did-the-aid-achieve', 'eventos/webinario-que-logro-la-ayuda'),
      title: bi('Webinar: what did the aid achieve?', 'Webinario: ¿qué logró la ayuda?'),
      description: bi(
        'An introduction to impact evaluation for development professionals, online on 17 February 2027.',
        'Una introducción a la evaluación de impacto para profesionales del desarrollo, en línea el 17 de febrero de 2027.',
      ),
      summary: bi(
        'A one-hour introduction to impact evaluation for NGO and agency staff, with Professor Kwame Mensah.',
        'Una introducción de una hora a la evaluación de impacto para personal de ONG y agencias, con el profesor Kwame Mensah.',
      ),
      image: 'webinar.jpg',
      eventType: 'online',
      start: '2027-02-17T17:00:00+01:00',
      end: '2027-02-17T18:00:00+01:00',
      register: { page: 'contact', text: bi('Register', 'Inscríbase') },
      info: { page: 'master-development', text: bi('Master in International Development', 'Máster en Desarrollo Internacional') },
      body: (ctx) =>
        paragraphs(
          ctx.L(
            'How do you know whether a programme changed anything? Kwame Mensah explains the main methods, from randomised trials to before-and-after comparisons, when each can be trusted, and what a small organisation can do with a small budget.',
            '¿Cómo saber si un programa cambió algo? Kwame Mensah explica los principales métodos, de los ensayos aleatorios a las comparaciones antes y después, cuándo es fiable cada uno y qué puede hacer una organización pequeña con poco presupuesto.',
          ),
        ),
    }),
    // ─── Admissions, about, contact ─────────────────────────────────────────
    {
      key: 'admissions',
      slug: bi('admissions', 'admisiones'),
      templateType: 'BasicTemplate',
      title: bi('Admissions', 'Admisiones'),
      metaDescription: bi(
        'How to apply to the masters of the School of Global and Public Affairs for 2027–28, with deadlines and scholarships.',
        'Cómo solicitar plaza en los másteres de la Escuela de Asuntos Globales y Públicos para 2027-28, con plazos y becas.',
      ),
      template: (ctx) => ({
        heroSection: [
          {
            component: 'HeroLanding',
            eyebrow: ctx.L('Admissions 2027–28', 'Admisiones 2027-28'),
            title: ctx.L('Apply to a master', 'Solicite plaza en un máster'),
            subtitle: ctx.L(
              'We look for people who want to serve, and can show it: in their studies, their work or what they have done for others.',
              'Buscamos personas que quieran servir y puedan demostrarlo: en sus estudios, en su trabajo o en lo que han hecho por los demás.',
            ),
            primary: {
              href: ctx.href('event-info-session'),
              text: ctx.L('Information session, 20 January', 'Sesión informativa, 20 de enero'),
            },
            image: ctx.media('seminar.jpg'),
          },
        ],
        mainSection: [
          {
            component: 'AdmissionsProcess',
            title: ctx.L('How to apply', 'Cómo solicitar plaza'),
            intro: ctx.L(
              'Three rounds. Apply in the first to be considered for merit scholarships.',
              'Tres rondas. Preséntese en la primera para optar a las becas por mérito.',
            ),
            steps: [
              {
                title: ctx.L('Round 1', 'Primera ronda'),
                text: ctx.L('Applications and scholarship requests.', 'Solicitudes de plaza y de beca.'),
                date: '2026-10-01',
                endDate: '2027-01-31',
                documents: [
                  { title: ctx.L('CV', 'Currículum') },
                  { title: ctx.L('Degree transcript', 'Expediente académico') },
                  { title: ctx.L('Statement of purpose (800 words)', 'Carta de motivación (800 palabras)') },
                  { title: ctx.L('Two references', 'Dos cartas de referencia') },
                  {
                    title: ctx.L('English certificate, C1 (B2 for public policy)', 'Certificado de inglés, C1 (B2 en Políticas Públicas)'),
                  },
                ],
              },
              {
                title: ctx.L('Round 2', 'Segunda ronda'),
                date: '2027-02-01',
                endDate: '2027-03-31',
              },
              {
                title: ctx.L('Round 3', 'Tercera ronda'),
                text: ctx.L('Only if places remain.', 'Solo si quedan plazas.'),
                date: '2027-04-01',
                endDate: '2027-05-31',
              },
              {
                title: ctx.L('Interview and decision', 'Entrevista y resolución'),
                text: ctx.L(
                  'A 30-minute interview with the master’s director, by video call; a decision within four weeks of the round’s close.',
                  'Una entrevista de 30 minutos con la dirección del máster, por videollamada; resolución en las cuatro semanas siguientes al cierre de la ronda.',
                ),
              },
            ],
            link: { href: ctx.href('contact'), text: ctx.L('Ask the admissions team', 'Pregunte al equipo de admisiones') },
          },
          {
            component: 'Table',
            title: ctx.L('The masters side by side', 'Los másteres, comparados'),
            caption: ctx.L('The three masters of the school in 2027–28', 'Los tres másteres de la escuela en 2027-28'),
            columns: [
              ctx.L('Master', 'Máster'),
              ctx.L('Format', 'Formato'),
              ctx.L('Duration', 'Duración'),
              ctx.L('Starts', 'Inicio'),
              ctx.L('Tuition', 'Matrícula'),
            ],
            rows: [
              [
                ctx.L('International Relations', 'Relaciones Internacionales'),
                ctx.L('On campus, Madrid and New York', 'Presencial, Madrid y Nueva York'),
                ctx.L('12 months', '12 meses'),
                ctx.L('20 Sep 2027', '20 sep 2027'),
                '€24,500',
              ],
              [
                ctx.L('Public Policy', 'Políticas Públicas'),
                ctx.L('Blended', 'Semipresencial'),
                ctx.L('18 months', '18 meses'),
                ctx.L('1 Oct 2027 or 4 Feb 2028', '1 oct 2027 o 4 feb 2028'),
                '€14,800',
              ],
              [
                ctx.L('International Development', 'Desarrollo Internacional'),
                ctx.L('On campus, Madrid, and field term', 'Presencial, Madrid, y trimestre de campo'),
                ctx.L('12 months', '12 meses'),
                ctx.L('20 Sep 2027', '20 sep 2027'),
                '€21,900',
              ],
            ],
            rowHeaders: true,
          },
          {
            component: 'Faq',
            title: ctx.L('Admissions questions', 'Preguntas sobre la admisión'),
            groups: [
              {
                questions: [
                  {
                    question: ctx.L('Do I need work experience?', '¿Necesito experiencia profesional?'),
                    answer: paragraphs(
                      ctx.L(
                        'Not for International Relations or International Development, though most students have some. The Master in Public Policy asks for two years.',
                        'No para Relaciones Internacionales ni para Desarrollo Internacional, aunque la mayoría de los estudiantes la tiene. El Máster en Políticas Públicas pide dos años.',
                      ),
                    ),
                  },
                  {
                    question: ctx.L('Do I need a visa for the New York term?', '¿Necesito visado para el trimestre en Nueva York?'),
                    answer: paragraphs(
                      ctx.L(
                        'Yes, a student visa. Our New York campus sends you the documents for it in January and guides you through the appointment.',
                        'Sí, un visado de estudiante. Nuestro campus de Nueva York le envía los documentos en enero y le orienta para la cita consular.',
                      ),
                    ),
                  },
                  {
                    question: ctx.L('Can I apply for scholarships after I am admitted?', '¿Puedo pedir beca después de ser admitido?'),
                    answer: paragraphs(
                      ctx.L(
                        'Merit scholarships are decided with the first round. For need-based aid, ask <a href="/financial-aid/">Financial Aid</a> at any time.',
                        'Las becas por mérito se resuelven con la primera ronda. Para ayudas según la renta, consulte a <a href="/es/financial-aid/">Ayudas al Estudio</a> en cualquier momento.',
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
        'The School of Global and Public Affairs: its mission, its history and its campuses in Madrid and New York.',
        'La Escuela de Asuntos Globales y Públicos: su misión, su historia y sus campus de Madrid y Nueva York.',
      ),
      template: (ctx) => ({
        heroSection: [
          {
            component: 'HeroMosaic',
            eyebrow: ctx.name,
            title: ctx.L('A school for public service', 'Una escuela para el servicio público'),
            subtitle: ctx.L(
              'Since 2015 we have trained diplomats, public managers and development professionals from 52 countries.',
              'Desde 2015 hemos formado a diplomáticos, gestores públicos y profesionales del desarrollo de 52 países.',
            ),
            images: [ctx.media('city-dusk.jpg'), ctx.media('seminar.jpg'), ctx.media('green-valley.jpg'), ctx.media('auditorium.jpg')],
          },
        ],
        mainSection: [
          {
            component: 'BasicContent',
            title: ctx.L('Our mission', 'Nuestra misión'),
            html: paragraphs(
              ctx.L(
                'Public problems cross borders and departments; so does our teaching. We train people who can read a budget, draft a treaty article and evaluate a programme, and who remember whom all three are for.',
                'Los problemas públicos cruzan fronteras y departamentos; nuestra docencia también. Formamos a personas capaces de leer un presupuesto, redactar el artículo de un tratado y evaluar un programa, sin olvidar para quién son los tres.',
              ),
            ),
          },
          {
            component: 'FactsFigures',
            title: ctx.L('The school in figures', 'La escuela en cifras'),
            items: [
              {
                value: '52',
                label: ctx.L('nationalities among our graduates', 'nacionalidades entre nuestros titulados'),
                source: { name: ctx.L('Academic office', 'Secretaría académica'), year: '2026' },
              },
              {
                value: ctx.L('1 in 4', '1 de cada 4'),
                label: ctx.L(
                  'international relations graduates works in a foreign service or international organisation',
                  'titulados en Relaciones Internacionales trabaja en un servicio exterior o un organismo internacional',
                ),
                source: { name: ctx.L('Graduate survey', 'Encuesta de egresados'), year: '2026' },
              },
              {
                value: '74',
                label: ctx.L(
                  'capstones delivered to public bodies and NGOs since 2019',
                  'proyectos finales entregados a organismos públicos y ONG desde 2019',
                ),
                source: { name: ctx.L('Capstone register', 'Registro de proyectos finales'), year: '2026' },
              },
            ],
            note: ctx.L(
              'Survey of graduates of 2020–2025, answered by 68 % of them.',
              'Encuesta a titulados de 2020-2025, respondida por el 68 % de ellos.',
            ),
          },
          {
            component: 'Timeline',
            title: ctx.L('Our history', 'Nuestra historia'),
            items: [
              {
                date: '2015',
                title: ctx.L('The school is founded', 'Nace la escuela'),
                text: ctx.L(
                  'With the Master in International Relations and 24 students.',
                  'Con el Máster en Relaciones Internacionales y 24 estudiantes.',
                ),
              },
              {
                date: '2018',
                title: ctx.L('Master in Public Policy', 'Máster en Políticas Públicas'),
                text: ctx.L('A blended master for public servants.', 'Un máster semipresencial para empleados públicos.'),
              },
              {
                date: '2021',
                title: ctx.L('The New York term', 'El trimestre en Nueva York'),
                text: ctx.L(
                  'International relations students move to the New York campus for their final term.',
                  'Los estudiantes de Relaciones Internacionales se trasladan al campus de Nueva York en su último trimestre.',
                ),
              },
              {
                date: '2023',
                title: ctx.L('Master in International Development', 'Máster en Desarrollo Internacional'),
                text: ctx.L('With field partners in five countries.', 'Con socios de campo en cinco países.'),
              },
              {
                date: '2026',
                title: ctx.L('First Ibera Diplomacy Forum', 'Primer Foro de Diplomacia Ibera'),
              },
            ],
          },
          {
            component: 'LocationMap',
            title: ctx.L('Where we are', 'Dónde estamos'),
            place: ctx.L('School of Global and Public Affairs, Madrid campus', 'Escuela de Asuntos Globales y Públicos, campus de Madrid'),
            address: ['Calle de María de Molina 31', '28006 Madrid', ctx.L('Spain', 'España')],
            latitude: 40.4394,
            longitude: -3.6847,
            directions: ctx.L(
              'Metro: Avenida de América (lines 4, 6, 7 and 9) or Gregorio Marañón (lines 7 and 10), five minutes’ walk.',
              'Metro: Avenida de América (líneas 4, 6, 7 y 9) o Gregorio Marañón (líneas 7 y 10), a cinco minutos a pie.',
            ),
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
        'Write to, call or visit the School of Global and Public Affairs in Madrid or New York.',
        'Escriba, llame o visite la Escuela de Asuntos Globales y Públicos en Madrid o Nueva York.',
      ),
      template: (ctx) => ({
        heroSection: [
          compactHero(ctx, {
            eyebrow: ctx.name,
            title: bi('Contact', 'Contacto'),
            subtitle: bi('Admissions, programmes and partnerships.', 'Admisiones, programas y colaboraciones.'),
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
                'Address: Calle de María de Molina 31, 28006 Madrid, Spain.',
                'Dirección: Calle de María de Molina 31, 28006 Madrid, España.',
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
                email: 'gpa.admissions@ibera.edu',
                hours: [ctx.L('Monday to Friday, 9:00–18:00 (CET)', 'De lunes a viernes, de 9:00 a 18:00')],
              },
              {
                name: ctx.L('New York term office', 'Oficina del trimestre en Nueva York'),
                address: [
                  'Ibera University New York',
                  '305 East 46th Street',
                  'New York, NY 10017',
                  ctx.L('United States', 'Estados Unidos'),
                ],
                email: 'gpa.newyork@ibera.edu',
                hours: [ctx.L('Monday to Friday, 9:00–17:00 (Eastern Time)', 'De lunes a viernes, de 9:00 a 17:00 (hora de Nueva York)')],
              },
            ],
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
