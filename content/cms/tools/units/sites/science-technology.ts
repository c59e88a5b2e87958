// School of Science and Technology: bachelors in computer science, data science and AI, and
// biotechnology, a master in cybersecurity, the school's labs, faculty, news and events, in
// English and Spanish.
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
  imageHero,
  instalment,
  newsDistributor,
  newsListPage,
  newsPage,
  paragraphs,
  phoneLink,
  programmeDistributor,
  programmeHero,
  sections,
  studyPlan,
  teacherPage,
  type Teacher,
} from '../kit.ts';

const EMAIL = 'science@ibera.edu';
const PHONE = '+34 91 514 38 20';

const FULL = bi('Full professor', 'Catedrático');
const ASSOCIATE = bi('Associate professor', 'Profesor titular');
const ASSISTANT = bi('Assistant professor', 'Profesor ayudante doctor');
const SPANISH = bi('Spanish', 'Española');
/** The school's two departments: the faculty list's "unit" filter. */
const COMPUTER_SCIENCE = bi('Department of Computer Science', 'Departamento de Ciencias de la Computación');
const LIFE_SCIENCES = bi('Department of Life Sciences', 'Departamento de Ciencias de la Vida');

const teachers: Teacher[] = [
  {
    key: 'teacher-elena-sanz',
    slug: 'elena-sanz',
    name: 'Elena',
    lastName: 'Sanz Olmedo',
    position: bi('Dean and Professor of Computer Science', 'Decana y catedrática de Ciencias de la Computación'),
    area: bi('Computer science', 'Informática'),
    unit: COMPUTER_SCIENCE,
    category: FULL,
    nationality: SPANISH,
    gender: 'f',
    summary: bi(
      'Works on distributed systems that keep running when parts of them fail; dean of the school since 2023.',
      'Investiga sistemas distribuidos que siguen funcionando cuando fallan partes de ellos; decana de la escuela desde 2023.',
    ),
    body: bi(
      sections(
        [
          'Elena Sanz studied telecommunications engineering in Madrid and took her PhD at ETH Zurich with a thesis on consensus protocols for networks with unreliable links. She spent six years at a cloud provider in Dublin designing the storage layer of its European data centres before joining Ibera University in 2014.',
        ],
        [
          'Research',
          'Her group studies how large systems degrade: which failures they can absorb, and how to prove it before they run. Its current project, funded by the Spanish State Research Agency, models the power and network outages of regional hospitals.',
        ],
        [
          'Teaching',
          'She teaches Distributed Systems in the third year of the Bachelor in Computer Science and supervises final projects on fault tolerance.',
        ],
      ),
      sections(
        [
          'Elena Sanz estudió Ingeniería de Telecomunicación en Madrid y se doctoró en la ETH de Zúrich con una tesis sobre protocolos de consenso en redes con enlaces poco fiables. Trabajó seis años en un proveedor de servicios en la nube en Dublín, diseñando la capa de almacenamiento de sus centros de datos europeos, antes de incorporarse a Ibera University en 2014.',
        ],
        [
          'Investigación',
          'Su grupo estudia cómo se degradan los grandes sistemas: qué fallos pueden absorber y cómo demostrarlo antes de ponerlos en marcha. Su proyecto actual, financiado por la Agencia Estatal de Investigación, modela los cortes eléctricos y de red de los hospitales comarcales.',
        ],
        [
          'Docencia',
          'Imparte Sistemas Distribuidos en tercer curso del Grado en Ingeniería Informática y dirige trabajos de fin de grado sobre tolerancia a fallos.',
        ],
      ),
    ),
  },
  {
    key: 'teacher-tomas-ibarra',
    slug: 'tomas-ibarra',
    name: 'Tomás',
    lastName: 'Ibarra',
    position: bi('Associate Professor of Machine Learning', 'Profesor titular de Aprendizaje Automático'),
    area: bi('Data science and AI', 'Ciencia de datos e IA'),
    unit: COMPUTER_SCIENCE,
    category: ASSOCIATE,
    nationality: bi('Chilean', 'Chilena'),
    gender: 'm',
    summary: bi(
      'Builds machine learning models that say how sure they are, for doctors and engineers who must decide on them.',
      'Desarrolla modelos de aprendizaje automático que dicen cuán seguros están, para médicos e ingenieros que deben decidir con ellos.',
    ),
    body: bi(
      sections(
        [
          'Tomás Ibarra grew up in Valparaíso, studied mathematical engineering at the University of Chile and took his PhD in statistics at University College London. He directs the Bachelor in Data Science and Artificial Intelligence.',
        ],
        [
          'Research',
          'He works on uncertainty in machine learning: models that tell a radiologist when their own prediction should not be trusted. He collaborates with two hospitals in Madrid on the triage of chest X-rays.',
        ],
        ['Teaching', 'Machine Learning I and II, and the fourth-year seminar on responsible AI.'],
      ),
      sections(
        [
          'Tomás Ibarra creció en Valparaíso, estudió Ingeniería Matemática en la Universidad de Chile y se doctoró en Estadística en el University College London. Dirige el Grado en Ciencia de Datos e Inteligencia Artificial.',
        ],
        [
          'Investigación',
          'Trabaja sobre la incertidumbre en el aprendizaje automático: modelos que avisan al radiólogo cuando su propia predicción no es de fiar. Colabora con dos hospitales de Madrid en la priorización de radiografías de tórax.',
        ],
        ['Docencia', 'Aprendizaje Automático I y II, y el seminario de cuarto curso sobre IA responsable.'],
      ),
    ),
  },
  {
    key: 'teacher-nuria-valls',
    slug: 'nuria-valls',
    name: 'Núria',
    lastName: 'Valls',
    position: bi('Professor of Molecular Biology', 'Catedrática de Biología Molecular'),
    area: bi('Biotechnology', 'Biotecnología'),
    unit: LIFE_SCIENCES,
    category: FULL,
    nationality: SPANISH,
    gender: 'f',
    summary: bi(
      'Studies how soil bacteria break down plastics, and runs the school’s biotechnology laboratory in Segovia.',
      'Estudia cómo las bacterias del suelo degradan plásticos y dirige el laboratorio de biotecnología de la escuela en Segovia.',
    ),
    body: bi(
      sections(
        [
          'Núria Valls trained as a biologist in Barcelona and worked for nine years at the Spanish National Research Council before founding the Environmental Biotechnology Laboratory on the Segovia campus in 2019.',
        ],
        [
          'Research',
          'Her team isolates enzymes from bacteria found in landfill soil that can break down polyethylene terephthalate, and tests them at pilot scale with a recycling company in Valladolid.',
        ],
        ['Teaching', 'Molecular Biology and Genetic Engineering in the Bachelor in Biotechnology.'],
      ),
      sections(
        [
          'Núria Valls se formó como bióloga en Barcelona y trabajó nueve años en el Consejo Superior de Investigaciones Científicas antes de fundar en 2019 el Laboratorio de Biotecnología Ambiental del campus de Segovia.',
        ],
        [
          'Investigación',
          'Su equipo aísla enzimas de bacterias halladas en suelos de vertedero capaces de degradar tereftalato de polietileno, y las prueba a escala piloto con una empresa de reciclaje de Valladolid.',
        ],
        ['Docencia', 'Biología Molecular e Ingeniería Genética en el Grado en Biotecnología.'],
      ),
    ),
  },
  {
    key: 'teacher-daniel-okafor',
    slug: 'daniel-okafor',
    name: 'Daniel',
    lastName: 'Okafor',
    position: bi('Associate Professor of Cybersecurity', 'Profesor titular de Ciberseguridad'),
    area: bi('Cybersecurity', 'Ciberseguridad'),
    unit: COMPUTER_SCIENCE,
    category: ASSOCIATE,
    nationality: bi('British', 'Británica'),
    gender: 'm',
    summary: bi(
      'A former incident responder who now teaches how attacks are found, contained and explained to a board.',
      'Antiguo analista de respuesta a incidentes que hoy enseña cómo se detecta un ataque, cómo se contiene y cómo se explica a un consejo.',
    ),
    body: bi(
      sections(
        [
          'Daniel Okafor spent twelve years in incident response, first for a London bank and then for a European consultancy, leading investigations into ransomware attacks on ports, hospitals and utilities. He directs the Master in Cybersecurity.',
        ],
        [
          'Research',
          'He studies how organisations decide during an attack: who is called, what is shut down and when the public is told. His case library of 40 anonymised incidents is used in the master’s crisis simulations.',
        ],
        ['Teaching', 'Incident Response and Digital Forensics, and the master’s final crisis exercise.'],
      ),
      sections(
        [
          'Daniel Okafor pasó doce años en respuesta a incidentes, primero en un banco de Londres y después en una consultora europea, dirigiendo investigaciones de ataques de ransomware contra puertos, hospitales y empresas de suministros. Dirige el Máster en Ciberseguridad.',
        ],
        [
          'Investigación',
          'Estudia cómo deciden las organizaciones durante un ataque: a quién se llama, qué se apaga y cuándo se informa al público. Su biblioteca de 40 incidentes anonimizados se usa en las simulaciones de crisis del máster.',
        ],
        ['Docencia', 'Respuesta a Incidentes y Análisis Forense Digital, y el ejercicio final de crisis del máster.'],
      ),
    ),
  },
  {
    key: 'teacher-lucia-romero',
    slug: 'lucia-romero',
    name: 'Lucía',
    lastName: 'Romero Gil',
    position: bi('Assistant Professor of Bioinformatics', 'Profesora ayudante doctora de Bioinformática'),
    area: bi('Biotechnology', 'Biotecnología'),
    unit: LIFE_SCIENCES,
    category: ASSISTANT,
    nationality: SPANISH,
    gender: 'f',
    summary: bi(
      'Reads genomes with code: her models predict which mutations make crop plants tolerate drought.',
      'Lee genomas con código: sus modelos predicen qué mutaciones hacen que los cultivos toleren la sequía.',
    ),
    body: bi(
      sections(
        [
          'Lucía Romero studied biotechnology in Salamanca and took her PhD in computational biology in Heidelberg. She joined the school in 2024 and teaches where its biology and its computing meet.',
        ],
        [
          'Research',
          'She combines genome sequencing and field trials of barley from Castilla y León farms to find the genetic variants behind drought tolerance.',
        ],
        ['Teaching', 'Bioinformatics and Programming for Biologists, shared by the biotechnology and data science bachelors.'],
      ),
      sections(
        [
          'Lucía Romero estudió Biotecnología en Salamanca y se doctoró en Biología Computacional en Heidelberg. Se incorporó a la escuela en 2024 y enseña donde se cruzan la biología y la informática.',
        ],
        [
          'Investigación',
          'Combina la secuenciación genómica con ensayos de campo de cebada de explotaciones de Castilla y León para encontrar las variantes genéticas de la tolerancia a la sequía.',
        ],
        ['Docencia', 'Bioinformática y Programación para Biólogos, compartidas por los grados de Biotecnología y de Ciencia de Datos.'],
      ),
    ),
  },
];

export default defineUnit({
  brand: 'science-technology',
  kind: 'school',
  theme: 'science-theme',
  siteName: bi('School of Science and Technology', 'Escuela de Ciencia y Tecnología'),
  email: EMAIL,
  menu: [
    {
      page: 'programmes',
      label: bi('Programmes', 'Programas'),
      auxText: bi('Three bachelors and a master', 'Tres grados y un máster'),
      children: [
        {
          page: 'bachelor-computer-science',
          description: bi('Four years, Madrid, in English or Spanish', 'Cuatro años, Madrid, en inglés o en español'),
        },
        {
          page: 'bachelor-data-ai',
          description: bi('Four years, Madrid, in English', 'Cuatro años, Madrid, en inglés'),
        },
        {
          page: 'bachelor-biotechnology',
          description: bi('Four years, Segovia, in Spanish', 'Cuatro años, Segovia, en español'),
        },
        {
          page: 'master-cybersecurity',
          description: bi('One year, Madrid, in English', 'Un año, Madrid, en inglés'),
        },
      ],
    },
    { page: 'labs', label: bi('Labs', 'Laboratorios') },
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
      title: bi('School of Science and Technology', 'Escuela de Ciencia y Tecnología'),
      metaDescription: bi(
        'Bachelors in computer science, data science and AI, and biotechnology, and a master in cybersecurity, in Madrid and Segovia.',
        'Grados en Ingeniería Informática, Ciencia de Datos e IA y Biotecnología, y un máster en Ciberseguridad, en Madrid y Segovia.',
      ),
      template: (ctx) => ({
        heroSection: [
          imageHero(ctx, {
            title: bi('Science that shapes tomorrow', 'Ciencia que da forma al mañana'),
            subtitle: bi(
              'Computer science, data and artificial intelligence, biotechnology and cybersecurity, learnt in labs that work on real problems from the first year.',
              'Informática, datos e inteligencia artificial, biotecnología y ciberseguridad, aprendidas en laboratorios que trabajan en problemas reales desde primer curso.',
            ),
            image: 'campus.jpg',
            link: { page: 'programmes', text: bi('See our programmes', 'Conozca nuestros programas') },
          }),
        ],
        mainSection: [
          {
            component: 'Statistics',
            title: ctx.L('The school today', 'La escuela hoy'),
            items: [
              { value: 1180, label: ctx.L('students in Madrid and Segovia', 'estudiantes en Madrid y Segovia') },
              { value: 6, label: ctx.L('research labs', 'laboratorios de investigación') },
              { value: 94, suffix: ' %', label: ctx.L('of graduates in work within a year', 'de titulados con empleo en un año') },
              { value: 38, label: ctx.L('nationalities on campus', 'nacionalidades en el campus') },
            ],
          },
          programmeDistributor(ctx, { title: bi('Our programmes', 'Nuestros programas') }),
          {
            component: 'TextImage',
            title: ctx.L('Labs before lectures', 'Primero el laboratorio'),
            html: paragraphs(
              ctx.L(
                'From the first term, every student joins one of our six labs for a few hours a week: securing a hospital network, training a model on satellite images, growing enzymes that digest plastic.',
                'Desde el primer trimestre, cada estudiante se une unas horas a la semana a uno de nuestros seis laboratorios: proteger la red de un hospital, entrenar un modelo con imágenes de satélite, cultivar enzimas que digieren plástico.',
              ),
              ctx.L(
                'Lectures then explain what the lab has already shown you. It is slower at first and much faster by the third year.',
                'Las clases explican después lo que el laboratorio ya le ha enseñado. Es más lento al principio y mucho más rápido en tercero.',
              ),
            ),
            image: ctx.media('workshop.jpg'),
            imagePosition: 'right',
            link: { href: ctx.href('labs'), text: ctx.L('Visit the labs', 'Visite los laboratorios') },
          },
          newsDistributor(ctx, { title: bi('News from the school', 'Noticias de la escuela'), quantity: 3 }),
          eventDistributor(ctx, { title: bi('Coming up', 'Próximos eventos'), upcoming: true, order: 'oldest', quantity: 3 }),
          {
            component: 'TestimonialCollection',
            title: ctx.L('Students on the school', 'Los estudiantes hablan de la escuela'),
            testimonials: [
              {
                text: ctx.L(
                  'In my second year our lab found a flaw in the booking system of a regional hospital. They fixed it in a week and invited us to present it to their IT team.',
                  'En segundo, nuestro laboratorio encontró un fallo en el sistema de citas de un hospital comarcal. Lo corrigieron en una semana y nos invitaron a presentarlo a su equipo de informática.',
                ),
                name: 'Irene Castaño',
                role: ctx.L('Bachelor in Computer Science, 3rd year', 'Grado en Ingeniería Informática, 3.er curso'),
                portrait: ctx.portrait('Irene Castaño'),
              },
              {
                text: ctx.L(
                  'I came for the biology and stayed for the code. Segovia is small enough that the lab becomes your second home.',
                  'Vine por la biología y me quedé por el código. Segovia es lo bastante pequeña para que el laboratorio se convierta en tu segunda casa.',
                ),
                name: 'Marc Puig',
                role: ctx.L('Bachelor in Biotechnology, 2026', 'Grado en Biotecnología, 2026'),
                portrait: ctx.portrait('Marc Puig'),
              },
            ],
          },
          callToAction(ctx, {
            title: bi('Applications for September 2027 are open', 'Abierta la admisión para septiembre de 2027'),
            text: bi(
              'Apply before 15 March 2027 for the first round and a decision in April.',
              'Presente su solicitud antes del 15 de marzo de 2027 para la primera ronda y reciba la respuesta en abril.',
            ),
            primary: { page: 'admissions', text: bi('How to apply', 'Cómo solicitar plaza') },
            secondary: { page: 'events', text: bi('Come to an open day', 'Venga a una jornada de puertas abiertas') },
            layout: 'banner',
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
        'Bachelors and masters of the School of Science and Technology, with their campus, language and start dates.',
        'Grados y másteres de la Escuela de Ciencia y Tecnología, con su campus, idioma y fechas de inicio.',
      ),
      template: (ctx) => ({
        heroSection: [
          compactHero(ctx, {
            eyebrow: ctx.name,
            title: bi('Programmes', 'Programas'),
            subtitle: bi(
              'Three four-year bachelors and a one-year master, in Madrid and Segovia.',
              'Tres grados de cuatro años y un máster de un año, en Madrid y Segovia.',
            ),
          }),
        ],
        intro: ctx.L(
          'Filter by type, campus, language or start date. Every programme page has its study plan, fees and a form to ask the programme team.',
          'Filtre por tipo, campus, idioma o fecha de inicio. Cada programa tiene su plan de estudios, sus precios y un formulario para preguntar a su equipo.',
        ),
        pageSize: 12,
      }),
    },
    {
      key: 'bachelor-computer-science',
      slug: bi('programmes/bachelor-computer-science', 'programas/grado-ingenieria-informatica'),
      parent: 'programmes',
      templateType: 'ProgramDetailMax',
      title: bi('Bachelor in Computer Science', 'Grado en Ingeniería Informática'),
      metaDescription: bi(
        'A four-year official degree in Madrid, taught in English or Spanish, with a lab project every year and a paid internship.',
        'Un grado oficial de cuatro años en Madrid, en inglés o en español, con un proyecto de laboratorio cada año y prácticas remuneradas.',
      ),
      template: (ctx) => ({
        title: ctx.L('Bachelor in Computer Science', 'Grado en Ingeniería Informática'),
        image: ctx.media('classroom.jpg'),
        program: {
          code: 'sst-bachelor-computer-science',
          programType: 'bachelor',
          format: 'face-to-face',
          location: ['Madrid'],
          duration: { amount: 4, unit: 'years' },
          language: ['en', 'es'],
          intake: ['2027-09-13'],
          fees: { amount: 20400, currency: 'EUR', per: 'year' },
          academicArea: [ctx.L('Computer science', 'Informática')],
          credits: 240,
          abstract: ctx.L(
            'Four years in Madrid to learn how software and the machines it runs on work, from algorithms to operating systems, with a lab project every year and a paid internship in the fourth.',
            'Cuatro años en Madrid para entender cómo funcionan el software y las máquinas en que se ejecuta, de los algoritmos a los sistemas operativos, con un proyecto de laboratorio cada año y prácticas remuneradas en cuarto.',
          ),
          reasonsWhy: [
            {
              title: ctx.L('Two languages, one degree', 'Dos idiomas, un título'),
              text: ctx.L(
                'Take the whole degree in English or in Spanish, or mix groups from the second year.',
                'Curse el grado entero en inglés o en español, o combine grupos a partir de segundo.',
              ),
            },
            {
              title: ctx.L('A project a year', 'Un proyecto cada año'),
              text: ctx.L(
                'Each year ends with a team project set by one of the school’s labs or a partner company.',
                'Cada curso termina con un proyecto en equipo propuesto por un laboratorio de la escuela o una empresa colaboradora.',
              ),
            },
            {
              title: ctx.L('Paid internship', 'Prácticas remuneradas'),
              text: ctx.L(
                'Sixteen weeks in the fourth year at one of more than 60 partner companies.',
                'Dieciséis semanas en cuarto en una de las más de 60 empresas colaboradoras.',
              ),
            },
          ],
          forPeopleWho: [
            ctx.L('enjoy mathematics and want to build things with it', 'disfrutan de las matemáticas y quieren construir cosas con ellas'),
            ctx.L('have written some code, or want to start', 'han escrito algo de código o quieren empezar'),
            ctx.L('want a degree recognised across Europe', 'quieren un título reconocido en toda Europa'),
          ],
          toBecome: [
            ctx.L('Software engineer', 'Ingeniero de software'),
            ctx.L('Systems architect', 'Arquitecto de sistemas'),
            ctx.L('Site reliability engineer', 'Ingeniero de fiabilidad de sistemas'),
            ctx.L('Researcher in computing', 'Investigador en informática'),
          ],
        },
        body: sections(
          [
            ctx.L(
              'The first two years give you the foundations every engineer relies on: discrete mathematics, programming in Python and C, data structures, computer architecture and databases. The third year opens the systems that hold everything together: operating systems, networks, distributed systems and security.',
              'Los dos primeros cursos le dan los fundamentos en los que se apoya todo ingeniero: matemática discreta, programación en Python y C, estructuras de datos, arquitectura de computadores y bases de datos. Tercero abre los sistemas que lo sostienen todo: sistemas operativos, redes, sistemas distribuidos y seguridad.',
            ),
            ctx.L(
              'In the fourth year you choose electives, complete a sixteen-week internship and write your final project with a supervisor from the faculty.',
              'En cuarto elige optativas, hace dieciséis semanas de prácticas y escribe su trabajo de fin de grado con un tutor del claustro.',
            ),
          ],
          [
            ctx.L('Recognised degree', 'Título oficial'),
            ctx.L(
              'An official bachelor’s degree of 240 ECTS credits, verified by the Spanish quality agency ANECA and recognised across the European Higher Education Area.',
              'Un grado oficial de 240 créditos ECTS, verificado por la ANECA y reconocido en todo el Espacio Europeo de Educación Superior.',
            ),
          ],
        ),
        heroSection: [
          programmeHero(ctx, {
            eyebrow: bi('Bachelor', 'Grado'),
            title: bi('Bachelor in Computer Science', 'Grado en Ingeniería Informática'),
            subtitle: bi(
              'From algorithms to operating systems, with a lab project every year.',
              'De los algoritmos a los sistemas operativos, con un proyecto de laboratorio cada año.',
            ),
            image: 'classroom.jpg',
            facts: {
              duration: bi('4 years', '4 años'),
              credits: '240 ECTS',
              campus: 'Madrid',
              starts: bi('September 2027', 'Septiembre de 2027'),
            },
            primary: { href: '#apply', text: bi('Request information', 'Solicitar información') },
            secondary: { page: 'admissions', text: bi('How to apply', 'Cómo solicitar plaza') },
          }),
        ],
        leadFormSection: [
          applyForm(ctx, {
            programId: 'SST-BCS',
            pathwayId: 'SST-UG',
            track: 'computer-science',
            title: ctx.L('the Bachelor in Computer Science', 'el Grado en Ingeniería Informática'),
          }),
        ],
        mainSection: [
          {
            component: 'StudyPlan',
            title: ctx.L('Study plan', 'Plan de estudios'),
            intro: ctx.L(
              '60 ECTS a year. The first and fourth years are shown in full; the second and third follow the same pattern.',
              '60 ECTS por curso. Se muestran completos primero y cuarto; segundo y tercero siguen el mismo esquema.',
            ),
            semesters: [
              {
                title: ctx.L('Year 1', 'Primer curso'),
                open: true,
                courses: [
                  { title: ctx.L('Programming I: Python', 'Programación I: Python'), ects: 6 },
                  { title: ctx.L('Discrete mathematics', 'Matemática discreta'), ects: 6 },
                  { title: ctx.L('Calculus', 'Cálculo'), ects: 6 },
                  { title: ctx.L('Computer fundamentals', 'Fundamentos de computadores'), ects: 6 },
                  { title: ctx.L('Linear algebra', 'Álgebra lineal'), ects: 6 },
                  { title: ctx.L('Programming II: C', 'Programación II: C'), ects: 6 },
                  { title: ctx.L('Statistics', 'Estadística'), ects: 6 },
                  { title: ctx.L('Physics for computing', 'Física para la informática'), ects: 6 },
                  { title: ctx.L('Ethics and technology', 'Ética y tecnología'), ects: 6 },
                  {
                    title: ctx.L('First-year lab project', 'Proyecto de laboratorio de primero'),
                    ects: 6,
                    type: 'project',
                    description: ctx.L(
                      'A small tool built in teams for one of the school’s labs.',
                      'Una pequeña herramienta construida en equipo para un laboratorio de la escuela.',
                    ),
                  },
                ],
              },
              {
                title: ctx.L('Year 4', 'Cuarto curso'),
                courses: [
                  { title: ctx.L('Software engineering practice', 'Práctica de la ingeniería del software'), ects: 6 },
                  { title: ctx.L('Compilers', 'Compiladores'), ects: 6 },
                  { title: ctx.L('Cloud infrastructure', 'Infraestructura en la nube'), ects: 6, type: 'elective' },
                  { title: ctx.L('Human–computer interaction', 'Interacción persona-ordenador'), ects: 6, type: 'elective' },
                  { title: ctx.L('Internship', 'Prácticas en empresa'), ects: 18, type: 'internship' },
                  { title: ctx.L('Final project', 'Trabajo de fin de grado'), ects: 18, type: 'project' },
                ],
              },
            ],
          },
          {
            component: 'FeesTable',
            title: ctx.L('Fees and scholarships 2027–28', 'Precios y becas 2027-28'),
            currency: 'EUR',
            fees: [
              fee(ctx, 'tuitionPerYear', 11400),
              {
                label: ctx.L('Reservation of place', 'Reserva de plaza'),
                amount: 1500,
                note: ctx.L('Deducted from the first year’s tuition', 'Se descuenta de la matrícula de primer curso'),
              },
            ],
            instalments: [
              { label: ctx.L('First instalment', 'Primer plazo'), due: '2027-07-15', amount: 4950 },
              instalment(ctx, 'second', '2028-01-15', 4950),
            ],
            scholarships: [
              {
                name: ctx.L('Women in Computing scholarship', 'Beca Mujeres en la Informática'),
                value: ctx.L('50 % of tuition, renewable', '50 % de la matrícula, renovable'),
                eligibility: ctx.L(
                  'Women entering the first year with a grade of 8 or higher',
                  'Mujeres que ingresan en primero con nota de 8 o más',
                ),
                deadline: '2027-04-30',
              },
              {
                name: ctx.L('Excellence scholarship', 'Beca de excelencia'),
                value: ctx.L('Up to 40 % of tuition', 'Hasta el 40 % de la matrícula'),
                eligibility: ctx.L('Entrance grade of 9 or higher', 'Nota de acceso de 9 o más'),
                deadline: '2027-04-30',
              },
            ],
            notes: [
              ctx.L(
                'Fees are exempt from VAT as higher education. The Financial Aid office advises on state grants.',
                'La matrícula está exenta de IVA por ser enseñanza superior. Ayudas al Estudio le asesora sobre las becas públicas.',
              ),
            ],
          },
          {
            component: 'TeacherDistributor',
            title: ctx.L('Some of your teachers', 'Algunos de sus profesores'),
            data: { mode: 'manual', fixed: [ctx.id('teacher-elena-sanz'), ctx.id('teacher-daniel-okafor')] },
            link: { href: ctx.href('faculty'), text: ctx.L('The whole faculty', 'Todo el profesorado') },
          },
        ],
      }),
    },
    {
      key: 'bachelor-data-ai',
      slug: bi('programmes/bachelor-data-science-ai', 'programas/grado-ciencia-datos-ia'),
      parent: 'programmes',
      templateType: 'ProgramDetail',
      title: bi('Bachelor in Data Science and Artificial Intelligence', 'Grado en Ciencia de Datos e Inteligencia Artificial'),
      metaDescription: bi(
        'A four-year degree in Madrid, taught in English, joining statistics, programming and machine learning, with two specialisations in the fourth year.',
        'Un grado de cuatro años en Madrid, en inglés, que une estadística, programación y aprendizaje automático, con dos especialidades en cuarto.',
      ),
      template: (ctx) => ({
        title: ctx.L('Bachelor in Data Science and Artificial Intelligence', 'Grado en Ciencia de Datos e Inteligencia Artificial'),
        image: ctx.media('webinar.jpg'),
        program: {
          code: 'sst-bachelor-data-science-ai',
          programType: 'bachelor',
          format: 'face-to-face',
          location: ['Madrid'],
          duration: { amount: 4, unit: 'years' },
          language: ['en'],
          intake: ['2027-09-13'],
          fees: { amount: 21600, currency: 'EUR', per: 'year' },
          academicArea: [ctx.L('Data science and AI', 'Ciencia de datos e IA')],
          credits: 240,
          abstract: ctx.L(
            'Statistics, programming and machine learning in equal parts, taught in English in Madrid, with a fourth-year specialisation in machine learning engineering or in AI for health.',
            'Estadística, programación y aprendizaje automático a partes iguales, en inglés y en Madrid, con una especialidad en cuarto: ingeniería de aprendizaje automático o IA para la salud.',
          ),
          forPeopleWho: [
            ctx.L(
              'liked mathematics at school and want to use it on real data',
              'disfrutaron de las matemáticas en el instituto y quieren aplicarlas a datos reales',
            ),
            ctx.L(
              'want to understand how AI systems work, and when they fail',
              'quieren entender cómo funcionan los sistemas de IA y cuándo fallan',
            ),
          ],
          toBecome: [
            ctx.L('Data scientist', 'Científico de datos'),
            ctx.L('Machine learning engineer', 'Ingeniero de aprendizaje automático'),
            ctx.L('AI auditor', 'Auditor de sistemas de IA'),
          ],
        },
        body: sections(
          [
            ctx.L(
              'You learn to ask a good question of data, collect it honestly, model it and explain the answer to people who will act on it. Mathematics and programming run through all four years; machine learning starts in the second.',
              'Aprenderá a formular buenas preguntas a los datos, a recogerlos con honestidad, a modelarlos y a explicar la respuesta a quienes actuarán en consecuencia. Las matemáticas y la programación recorren los cuatro cursos; el aprendizaje automático empieza en segundo.',
            ),
          ],
          [
            ctx.L('Responsible by design', 'Responsable desde el diseño'),
            ctx.L(
              'Every model you build is reviewed for bias, privacy and energy use before it is graded. A fourth-year seminar on the European AI Act prepares you for the audits your employers will face.',
              'Cada modelo que construya se revisa en cuanto a sesgos, privacidad y consumo energético antes de calificarse. Un seminario de cuarto sobre el Reglamento Europeo de IA le prepara para las auditorías a las que se enfrentarán sus empleadores.',
            ),
          ],
          [
            ctx.L('Two specialisations', 'Dos especialidades'),
            ctx.L(
              'In the fourth year you choose machine learning engineering, for those who want to put models into production, or AI for health, taught with two Madrid hospitals.',
              'En cuarto elige ingeniería de aprendizaje automático, para quien quiera llevar modelos a producción, o IA para la salud, impartida con dos hospitales de Madrid.',
            ),
          ],
        ),
        heroSection: [
          programmeHero(ctx, {
            eyebrow: bi('Bachelor · taught in English', 'Grado · en inglés'),
            title: bi('Bachelor in Data Science and Artificial Intelligence', 'Grado en Ciencia de Datos e Inteligencia Artificial'),
            subtitle: bi(
              'Ask better questions of data, and build AI you can explain.',
              'Haga mejores preguntas a los datos y construya una IA que pueda explicar.',
            ),
            image: 'webinar.jpg',
            link: { href: '#apply', text: bi('Request information', 'Solicitar información') },
          }),
        ],
        leadFormSection: [
          applyForm(ctx, {
            programId: 'SST-BDAI',
            pathwayId: 'SST-UG',
            track: 'data-ai',
            title: ctx.L('the Bachelor in Data Science and AI', 'el Grado en Ciencia de Datos e IA'),
          }),
        ],
        mainSection: [
          {
            component: 'ProgramFacts',
            duration: ctx.L('4 years, full time', '4 años, a tiempo completo'),
            format: ctx.L('On campus', 'Presencial'),
            language: ctx.L('English', 'Inglés'),
            startDate: '2027-09-13',
            credits: 240,
            location: 'Madrid',
          },
          {
            component: 'Tabs',
            title: ctx.L('Year by year', 'Curso a curso'),
            tabs: [
              {
                label: ctx.L('Year 1', 'Primero'),
                html: paragraphs(
                  ctx.L(
                    'Calculus, linear algebra, probability, programming in Python and an introduction to data: where it comes from and how it lies.',
                    'Cálculo, álgebra lineal, probabilidad, programación en Python y una introducción a los datos: de dónde vienen y cómo engañan.',
                  ),
                ),
              },
              {
                label: ctx.L('Year 2', 'Segundo'),
                html: paragraphs(
                  ctx.L(
                    'Statistical inference, databases, algorithms and Machine Learning I. Your first lab project uses open data from the Madrid city council.',
                    'Inferencia estadística, bases de datos, algoritmos y Aprendizaje Automático I. Su primer proyecto de laboratorio usa datos abiertos del Ayuntamiento de Madrid.',
                  ),
                ),
              },
              {
                label: ctx.L('Year 3', 'Tercero'),
                html: paragraphs(
                  ctx.L(
                    'Machine Learning II, deep learning, natural language processing, optimisation and causal inference. A semester abroad is possible at one of 14 partner universities.',
                    'Aprendizaje Automático II, aprendizaje profundo, procesamiento del lenguaje natural, optimización e inferencia causal. Puede pasar un semestre en una de las 14 universidades socias.',
                  ),
                ),
              },
              {
                label: ctx.L('Year 4', 'Cuarto'),
                html: paragraphs(
                  ctx.L(
                    'Your specialisation, the seminar on responsible AI, a twelve-week internship and your final project.',
                    'Su especialidad, el seminario de IA responsable, doce semanas de prácticas y el trabajo de fin de grado.',
                  ),
                ),
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
                    question: ctx.L('Which English level do I need?', '¿Qué nivel de inglés necesito?'),
                    answer: paragraphs(
                      ctx.L(
                        'B2 or higher. If you have no certificate, you can take our free online placement test when you apply.',
                        'B2 o superior. Si no tiene certificado, puede hacer nuestra prueba de nivel en línea, gratuita, al presentar la solicitud.',
                      ),
                    ),
                  },
                  {
                    question: ctx.L('Do I need to know how to program?', '¿Necesito saber programar?'),
                    answer: paragraphs(
                      ctx.L(
                        'No. Programming starts from zero in the first term. Students who already code can validate the introductory course with a test in September.',
                        'No. La programación empieza desde cero en el primer trimestre. Quien ya programe puede convalidar la asignatura introductoria con una prueba en septiembre.',
                      ),
                    ),
                  },
                  {
                    question: ctx.L('When do I choose my specialisation?', '¿Cuándo elijo la especialidad?'),
                    answer: paragraphs(
                      ctx.L(
                        'In May of the third year, after an information session with both specialisation directors.',
                        'En mayo de tercero, tras una sesión informativa con los directores de las dos especialidades.',
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
      key: 'spec-ml-engineering',
      slug: bi(
        'programmes/bachelor-data-science-ai/machine-learning-engineering',
        'programas/grado-ciencia-datos-ia/ingenieria-aprendizaje-automatico',
      ),
      parent: 'bachelor-data-ai',
      templateType: 'SpecializationDetail',
      title: bi('Specialisation in Machine Learning Engineering', 'Especialidad en Ingeniería de Aprendizaje Automático'),
      metaDescription: bi(
        'The fourth-year specialisation of the data science and AI bachelor for students who want to put models into production.',
        'La especialidad de cuarto del grado en Ciencia de Datos e IA para quienes quieren llevar modelos a producción.',
      ),
      template: (ctx) => ({
        title: ctx.L('Specialisation in Machine Learning Engineering', 'Especialidad en Ingeniería de Aprendizaje Automático'),
        summary: ctx.L(
          'How a model leaves the notebook: data pipelines, training at scale, deployment, monitoring and the cost of it all.',
          'Cómo sale un modelo del cuaderno: flujos de datos, entrenamiento a escala, despliegue, monitorización y lo que cuesta todo ello.',
        ),
        image: ctx.media('city-morning.jpg'),
        program: 'sst-bachelor-data-science-ai',
        courses: [
          ctx.L('Data engineering and pipelines', 'Ingeniería y flujos de datos'),
          ctx.L('Distributed training', 'Entrenamiento distribuido'),
          ctx.L('Deploying and monitoring models', 'Despliegue y monitorización de modelos'),
          ctx.L('Efficient AI: energy and cost', 'IA eficiente: energía y coste'),
        ],
        body: paragraphs(
          ctx.L(
            'Most models never reach their users. This specialisation teaches the engineering that gets them there and keeps them honest once they are: versioned data, reproducible training, tests that catch drift, and dashboards that tell you when to retrain.',
            'La mayoría de los modelos nunca llega a sus usuarios. Esta especialidad enseña la ingeniería que los lleva hasta ellos y los mantiene fiables después: datos versionados, entrenamiento reproducible, pruebas que detectan la deriva y paneles que avisan de cuándo reentrenar.',
          ),
          ctx.L(
            'Your internship is with one of our engineering partners, among them a Madrid bank, a logistics company and a public weather service.',
            'Sus prácticas se hacen en una de nuestras empresas colaboradoras de ingeniería, entre ellas un banco madrileño, una empresa de logística y un servicio meteorológico público.',
          ),
        ),
        heroSection: [
          compactHero(ctx, {
            eyebrow: bi('Specialisation · Year 4', 'Especialidad · Cuarto curso'),
            title: bi('Machine Learning Engineering', 'Ingeniería de Aprendizaje Automático'),
            subtitle: bi(
              'From the notebook to production, and back when the data changes.',
              'Del cuaderno a producción, y de vuelta cuando cambian los datos.',
            ),
            image: 'city-morning.jpg',
            subtheme: 'inverse',
          }),
        ],
        leadFormSection: [
          applyForm(ctx, {
            programId: 'SST-BDAI',
            pathwayId: 'SST-UG',
            track: 'data-ai-ml-engineering',
            title: ctx.L('the Machine Learning Engineering specialisation', 'la especialidad en Ingeniería de Aprendizaje Automático'),
          }),
        ],
        mainSection: [
          {
            component: 'Quote',
            quote: ctx.L(
              'A model that nobody can run, monitor or switch off is not finished. We grade the whole life of it.',
              'Un modelo que nadie puede ejecutar, vigilar o apagar no está terminado. Evaluamos su vida entera.',
            ),
            author: 'Tomás Ibarra',
            role: ctx.L('Director of the bachelor', 'Director del grado'),
          },
        ],
      }),
    },
    {
      key: 'spec-ai-health',
      slug: bi('programmes/bachelor-data-science-ai/ai-for-health', 'programas/grado-ciencia-datos-ia/ia-para-la-salud'),
      parent: 'bachelor-data-ai',
      templateType: 'SpecializationDetail',
      title: bi('Specialisation in AI for Health', 'Especialidad en IA para la Salud'),
      metaDescription: bi(
        'The fourth-year specialisation of the data science and AI bachelor taught with two Madrid hospitals.',
        'La especialidad de cuarto del grado en Ciencia de Datos e IA impartida con dos hospitales de Madrid.',
      ),
      template: (ctx) => ({
        title: ctx.L('Specialisation in AI for Health', 'Especialidad en IA para la Salud'),
        summary: ctx.L(
          'Clinical data, medical imaging and the rules that protect patients, taught with the doctors who use the models.',
          'Datos clínicos, imagen médica y las normas que protegen a los pacientes, con los médicos que usan los modelos.',
        ),
        image: ctx.media('seminar.jpg'),
        program: 'sst-bachelor-data-science-ai',
        courses: [
          ctx.L('Clinical data and health records', 'Datos clínicos e historia clínica electrónica'),
          ctx.L('Medical image analysis', 'Análisis de imagen médica'),
          ctx.L('Uncertainty and clinical decisions', 'Incertidumbre y decisión clínica'),
          ctx.L('Health data law and ethics', 'Derecho y ética de los datos de salud'),
        ],
        body: paragraphs(
          ctx.L(
            'Half of the teaching takes place in the hospitals’ own data units. You work on anonymised records under their data protection officers’ rules, and present your final project to a clinical committee.',
            'La mitad de la docencia se imparte en las propias unidades de datos de los hospitales. Trabajará con historias anonimizadas bajo las normas de sus delegados de protección de datos y presentará su trabajo final ante un comité clínico.',
          ),
        ),
        heroSection: [
          compactHero(ctx, {
            eyebrow: bi('Specialisation · Year 4', 'Especialidad · Cuarto curso'),
            title: bi('AI for Health', 'IA para la Salud'),
            subtitle: bi(
              'Models that doctors can trust, and know when not to.',
              'Modelos en los que los médicos puedan confiar, y sepan cuándo no.',
            ),
          }),
        ],
        leadFormSection: [
          applyForm(ctx, {
            programId: 'SST-BDAI',
            pathwayId: 'SST-UG',
            track: 'data-ai-health',
            title: ctx.L('the AI for Health specialisation', 'la especialidad en IA para la Salud'),
          }),
        ],
      }),
    },
    {
      key: 'bachelor-biotechnology',
      slug: bi('programmes/bachelor-biotechnology', 'programas/grado-biotecnologia'),
      parent: 'programmes',
      templateType: 'ProgramDetail',
      title: bi('Bachelor in Biotechnology', 'Grado en Biotecnología'),
      metaDescription: bi(
        'A four-year degree on the Segovia campus, taught in Spanish, with 900 hours of laboratory work and a final project in a research group.',
        'Un grado de cuatro años en el campus de Segovia, en español, con 900 horas de laboratorio y un trabajo final en un grupo de investigación.',
      ),
      template: (ctx) => ({
        title: ctx.L('Bachelor in Biotechnology', 'Grado en Biotecnología'),
        image: ctx.media('old-town.jpg'),
        program: {
          code: 'sst-bachelor-biotechnology',
          programType: 'bachelor',
          format: 'face-to-face',
          location: ['Segovia'],
          duration: { amount: 4, unit: 'years' },
          language: ['es'],
          intake: ['2027-09-13'],
          fees: { amount: 20400, currency: 'EUR', per: 'year' },
          academicArea: [ctx.L('Biotechnology', 'Biotecnología')],
          credits: 240,
          abstract: ctx.L(
            'Biology, chemistry and computing applied to health, food and the environment, with 900 hours in the laboratory over four years on the Segovia campus.',
            'Biología, química e informática aplicadas a la salud, la alimentación y el medio ambiente, con 900 horas de laboratorio en cuatro años en el campus de Segovia.',
          ),
          forPeopleWho: [
            ctx.L(
              'took biology and chemistry at school and want to work with them',
              'cursaron Biología y Química en el bachillerato y quieren trabajar con ellas',
            ),
            ctx.L('prefer a small campus and classes of 40', 'prefieren un campus pequeño y grupos de 40'),
          ],
          toBecome: [
            ctx.L('Research scientist', 'Investigador científico'),
            ctx.L('Bioprocess engineer', 'Ingeniero de bioprocesos'),
            ctx.L(
              'Quality manager in the food or pharmaceutical industry',
              'Responsable de calidad en la industria alimentaria o farmacéutica',
            ),
          ],
        },
        body: sections(
          [
            ctx.L(
              'The degree is taught in Spanish on the Segovia campus, in groups of no more than 40. Each week has at least one full afternoon in the laboratory, and the final project is done inside one of the school’s research groups or a partner company’s R&D department.',
              'El grado se imparte en español en el campus de Segovia, en grupos de 40 estudiantes como máximo. Cada semana incluye al menos una tarde completa de laboratorio, y el trabajo final se hace dentro de un grupo de investigación de la escuela o del departamento de I+D de una empresa colaboradora.',
            ),
          ],
          [
            ctx.L('A campus between the city and the fields', 'Un campus entre la ciudad y el campo'),
            ctx.L(
              'Segovia is an hour from Madrid by bus and 27 minutes by high-speed train. The region’s farms, food companies and water authority give the degree its field work.',
              'Segovia está a una hora de Madrid en autobús y a 27 minutos en tren de alta velocidad. Las explotaciones agrarias, la industria alimentaria y la confederación hidrográfica de la región aportan al grado su trabajo de campo.',
            ),
          ],
        ),
        heroSection: [
          programmeHero(ctx, {
            eyebrow: bi('Bachelor · Segovia', 'Grado · Segovia'),
            title: bi('Bachelor in Biotechnology', 'Grado en Biotecnología'),
            subtitle: bi(
              'Life sciences in the lab every week, on a campus in the old town of Segovia.',
              'Ciencias de la vida en el laboratorio cada semana, en un campus del casco antiguo de Segovia.',
            ),
            image: 'old-town.jpg',
            link: { href: '#apply', text: bi('Request information', 'Solicitar información') },
          }),
        ],
        leadFormSection: [
          applyForm(ctx, {
            programId: 'SST-BBIO',
            pathwayId: 'SST-UG',
            track: 'biotechnology',
            title: ctx.L('the Bachelor in Biotechnology', 'el Grado en Biotecnología'),
          }),
        ],
        mainSection: [
          {
            component: 'FactsFigures',
            title: ctx.L('The degree in figures', 'El grado en cifras'),
            items: [
              {
                value: '900',
                label: ctx.L('hours of laboratory work', 'horas de laboratorio'),
                source: { name: ctx.L('Verified study plan', 'Plan de estudios verificado'), year: '2024' },
              },
              {
                value: '40',
                label: ctx.L('students at most in each group', 'estudiantes como máximo por grupo'),
                source: { name: ctx.L('Academic office', 'Secretaría académica'), year: '2026' },
              },
              {
                value: ctx.L('1 in 3', '1 de cada 3'),
                label: ctx.L('graduates go on to a PhD', 'titulados continúa con un doctorado'),
                detail: ctx.L(
                  'Graduates of 2022 to 2025, surveyed a year after finishing.',
                  'Titulados de 2022 a 2025, encuestados un año después de terminar.',
                ),
                source: { name: ctx.L('Graduate survey', 'Encuesta de egresados'), year: '2026' },
              },
            ],
          },
          {
            component: 'Accordion',
            title: ctx.L('What you study', 'Qué estudiará'),
            items: [
              {
                title: ctx.L('Years 1 and 2: the foundations', 'Primero y segundo: los fundamentos'),
                html: paragraphs(
                  ctx.L(
                    'General and organic chemistry, cell biology, biochemistry, genetics, microbiology, mathematics and statistics, and Programming for Biologists.',
                    'Química general y orgánica, biología celular, bioquímica, genética, microbiología, matemáticas y estadística, y Programación para Biólogos.',
                  ),
                ),
              },
              {
                title: ctx.L('Year 3: biotechnology in practice', 'Tercero: la biotecnología en la práctica'),
                html: paragraphs(
                  ctx.L(
                    'Molecular biology, genetic engineering, bioinformatics, immunology and bioprocess engineering, each with its own lab module.',
                    'Biología molecular, ingeniería genética, bioinformática, inmunología e ingeniería de bioprocesos, cada una con su módulo de laboratorio.',
                  ),
                ),
              },
              {
                title: ctx.L('Year 4: your direction', 'Cuarto: su orientación'),
                html: paragraphs(
                  ctx.L(
                    'Electives in health, food or environmental biotechnology, a placement and a final project in a research group.',
                    'Optativas de biotecnología sanitaria, alimentaria o ambiental, prácticas externas y un trabajo final en un grupo de investigación.',
                  ),
                ),
              },
            ],
          },
          {
            component: 'TeacherDistributor',
            title: ctx.L('Who teaches you', 'Quién le enseña'),
            data: { mode: 'manual', fixed: [ctx.id('teacher-nuria-valls'), ctx.id('teacher-lucia-romero')] },
          },
        ],
      }),
    },
    {
      key: 'master-cybersecurity',
      slug: bi('programmes/master-cybersecurity', 'programas/master-ciberseguridad'),
      parent: 'programmes',
      templateType: 'ProgramDetailMax',
      title: bi('Master in Cybersecurity', 'Máster en Ciberseguridad'),
      metaDescription: bi(
        'A one-year official master in Madrid, taught in English, on defending networks, responding to incidents and governing security.',
        'Un máster oficial de un año en Madrid, en inglés, sobre defensa de redes, respuesta a incidentes y gobierno de la seguridad.',
      ),
      template: (ctx) => ({
        title: ctx.L('Master in Cybersecurity', 'Máster en Ciberseguridad'),
        image: ctx.media('night-city.jpg'),
        program: {
          code: 'sst-master-cybersecurity',
          programType: 'master',
          format: 'face-to-face',
          location: ['Madrid'],
          duration: { amount: 10, unit: 'months' },
          language: ['en'],
          intake: ['2027-09-27'],
          fees: { amount: 26900, currency: 'EUR', per: 'programme' },
          academicArea: [ctx.L('Cybersecurity', 'Ciberseguridad')],
          credits: 60,
          abstract: ctx.L(
            'Ten months in Madrid for engineers and IT professionals who want to defend networks, lead the response to an attack and explain security to the people who fund it.',
            'Diez meses en Madrid para ingenieros y profesionales de sistemas que quieren defender redes, dirigir la respuesta a un ataque y explicar la seguridad a quienes la financian.',
          ),
          studyPlan: studyPlan(
            ctx,
            [
              bi('Term 1: Defend', 'Trimestre 1: Defender'),
              bi('Network security', 'Seguridad de redes'),
              bi('Applied cryptography', 'Criptografía aplicada'),
              bi('Secure software development', 'Desarrollo de software seguro'),
            ],
            [
              bi('Term 2: Respond', 'Trimestre 2: Responder'),
              bi('Incident response and digital forensics', 'Respuesta a incidentes y análisis forense digital'),
              bi('Offensive security and red teaming', 'Seguridad ofensiva y equipos rojos'),
              bi('Threat intelligence', 'Inteligencia de amenazas'),
            ],
            [
              bi('Term 3: Govern', 'Trimestre 3: Gobernar'),
              bi('Security governance and European regulation', 'Gobierno de la seguridad y regulación europea'),
              bi('Crisis simulation', 'Simulación de crisis'),
              bi('Master’s thesis', 'Trabajo de fin de máster'),
            ],
          ),
          residentialPeriods: [
            {
              title: ctx.L('Crisis week at the cyber range', 'Semana de crisis en el campo de ciberentrenamiento'),
              location: 'Segovia',
              startDate: '2028-05-08',
              endDate: '2028-05-12',
            },
          ],
          reasonsWhy: [
            {
              title: ctx.L('A cyber range of our own', 'Un campo de ciberentrenamiento propio'),
              text: ctx.L(
                'A replica of a hospital, a port and a water utility network where you attack and defend under supervision.',
                'Una réplica de la red de un hospital, un puerto y una empresa de aguas donde atacar y defender bajo supervisión.',
              ),
            },
            {
              title: ctx.L('Taught by responders', 'Impartido por profesionales de respuesta'),
              text: ctx.L(
                'Half of the teaching staff lead security teams in banks, utilities and public agencies.',
                'La mitad del profesorado dirige equipos de seguridad en bancos, empresas de suministros y organismos públicos.',
              ),
            },
            {
              title: ctx.L('Certifications included', 'Certificaciones incluidas'),
              text: ctx.L(
                'The fee includes the exam for one industry certification of your choice.',
                'El precio incluye el examen de una certificación profesional a su elección.',
              ),
            },
          ],
          forPeopleWho: [
            ctx.L(
              'hold a degree in computing, telecommunications or mathematics',
              'tienen un título en informática, telecomunicaciones o matemáticas',
            ),
            ctx.L('work in IT and want to move into security', 'trabajan en sistemas y quieren pasar a la seguridad'),
          ],
          toBecome: [
            ctx.L('Security analyst', 'Analista de seguridad'),
            ctx.L('Incident responder', 'Especialista en respuesta a incidentes'),
            ctx.L('Penetration tester', 'Auditor de intrusión'),
            ctx.L('Chief information security officer', 'Director de seguridad de la información'),
          ],
        },
        body: paragraphs(
          ctx.L(
            'The master follows the life of an attack: how to make it harder, how to notice it, how to contain it and how to account for it afterwards. Every term ends with an exercise on the school’s cyber range, and the year ends with a week-long crisis in which you lead the response of a fictional port authority.',
            'El máster sigue la vida de un ataque: cómo dificultarlo, cómo detectarlo, cómo contenerlo y cómo rendir cuentas después. Cada trimestre termina con un ejercicio en el campo de ciberentrenamiento de la escuela, y el curso cierra con una semana de crisis en la que dirige la respuesta de una autoridad portuaria ficticia.',
          ),
        ),
        heroSection: [
          programmeHero(ctx, {
            eyebrow: bi('Master · taught in English', 'Máster · en inglés'),
            title: bi('Master in Cybersecurity', 'Máster en Ciberseguridad'),
            subtitle: bi(
              'Defend, respond, govern: a year that follows the life of an attack.',
              'Defender, responder, gobernar: un año que sigue la vida de un ataque.',
            ),
            image: 'night-city.jpg',
            facts: {
              duration: bi('10 months', '10 meses'),
              credits: '60 ECTS',
              language: bi('English', 'Inglés'),
              starts: bi('27 September 2027', '27 de septiembre de 2027'),
            },
            primary: { href: '#apply', text: bi('Request information', 'Solicitar información') },
            secondary: { page: 'admissions', text: bi('Admissions', 'Admisiones') },
          }),
        ],
        leadFormSection: [
          applyForm(ctx, {
            programId: 'SST-MCYB',
            pathwayId: 'SST-PG',
            track: 'cybersecurity',
            title: ctx.L('the Master in Cybersecurity', 'el Máster en Ciberseguridad'),
          }),
        ],
        mainSection: [
          {
            component: 'AdmissionsProcess',
            title: ctx.L('How to apply for September 2027', 'Cómo solicitar plaza para septiembre de 2027'),
            intro: ctx.L('Thirty places, offered in three rounds.', 'Treinta plazas, ofrecidas en tres rondas.'),
            steps: [
              {
                title: ctx.L('Online application', 'Solicitud en línea'),
                text: ctx.L(
                  'Round 1 closes on 31 January, round 2 on 31 March and round 3 on 31 May 2027.',
                  'La primera ronda cierra el 31 de enero, la segunda el 31 de marzo y la tercera el 31 de mayo de 2027.',
                ),
                date: '2026-11-02',
                endDate: '2027-05-31',
                documents: [
                  { title: ctx.L('CV in English', 'Currículum en inglés') },
                  { title: ctx.L('Degree transcript', 'Expediente académico') },
                  { title: ctx.L('English certificate (B2 or higher)', 'Certificado de inglés (B2 o superior)') },
                ],
              },
              {
                title: ctx.L('Technical test', 'Prueba técnica'),
                text: ctx.L(
                  'A 90-minute online test on networks, operating systems and programming.',
                  'Una prueba en línea de 90 minutos sobre redes, sistemas operativos y programación.',
                ),
              },
              {
                title: ctx.L('Interview', 'Entrevista'),
                text: ctx.L(
                  'Thirty minutes with the director, on campus or by video call.',
                  'Treinta minutos con el director, en el campus o por videollamada.',
                ),
              },
              {
                title: ctx.L('Decision and reservation', 'Resolución y reserva'),
                text: ctx.L(
                  'You hear from us within three weeks of your interview.',
                  'Recibirá nuestra respuesta en las tres semanas siguientes a la entrevista.',
                ),
              },
            ],
            link: { href: ctx.href('admissions'), text: ctx.L('Admissions at the school', 'Admisiones de la escuela') },
          },
          {
            component: 'FeesTable',
            title: ctx.L('Fees 2027–28', 'Precios 2027-28'),
            fees: [
              fee(ctx, 'tuition', 18900, bi('Includes one certification exam', 'Incluye un examen de certificación')),
              fee(ctx, 'application', 100),
            ],
            scholarships: [
              {
                name: ctx.L('Public sector scholarship', 'Beca para el sector público'),
                value: ctx.L('30 % of tuition', '30 % de la matrícula'),
                eligibility: ctx.L(
                  'Employees of public administrations and hospitals',
                  'Empleados de administraciones públicas y hospitales',
                ),
                deadline: '2027-03-31',
              },
            ],
          },
          {
            component: 'TestimonialCollection',
            title: ctx.L('Graduates of the master', 'Titulados del máster'),
            testimonials: [
              {
                text: ctx.L(
                  'The crisis week was the hardest five days of my studies, and the first time I understood what my manager does during an incident.',
                  'La semana de crisis fueron los cinco días más duros de mis estudios, y la primera vez que entendí qué hace mi jefa durante un incidente.',
                ),
                name: 'Andrea Molina',
                role: ctx.L(
                  'Master in Cybersecurity, 2025 · Security analyst at a Madrid bank',
                  'Máster en Ciberseguridad, 2025 · Analista de seguridad en un banco madrileño',
                ),
                portrait: ctx.portrait('Andrea Molina'),
              },
              {
                text: ctx.L(
                  'I came from network administration. A year later I was leading the security team of a hospital group.',
                  'Venía de la administración de redes. Un año después dirigía el equipo de seguridad de un grupo hospitalario.',
                ),
                name: 'Samuel Ortega',
                role: ctx.L('Master in Cybersecurity, 2024', 'Máster en Ciberseguridad, 2024'),
                portrait: ctx.portrait('Samuel Ortega'),
              },
            ],
          },
        ],
      }),
    },
    // ─── Labs ───────────────────────────────────────────────────────────────
    {
      key: 'labs',
      slug: bi('labs', 'laboratorios'),
      templateType: 'BasicTemplate',
      title: bi('Labs', 'Laboratorios'),
      metaDescription: bi(
        'The six research labs of the School of Science and Technology, where students work from their first year.',
        'Los seis laboratorios de investigación de la Escuela de Ciencia y Tecnología, donde los estudiantes trabajan desde primer curso.',
      ),
      template: (ctx) => ({
        heroSection: [
          {
            component: 'HeroSplit',
            eyebrow: ctx.name,
            title: ctx.L('Six labs, open from the first year', 'Seis laboratorios, abiertos desde primer curso'),
            subtitle: ctx.L(
              'Every student spends a few hours a week in one of them. Some never leave.',
              'Cada estudiante pasa unas horas a la semana en uno de ellos. Algunos no se van nunca.',
            ),
            image: ctx.media('workshop.jpg'),
            primary: { href: ctx.href('contact'), text: ctx.L('Book a lab visit', 'Reserve una visita') },
            // The header is transparent over this hero: a light text half would leave its white links unreadable.
            subtheme: 'accent',
          },
        ],
        mainSection: [
          {
            component: 'CardCollection',
            title: ctx.L('Our labs', 'Nuestros laboratorios'),
            cards: [
              {
                title: ctx.L('Resilient Systems Lab', 'Laboratorio de Sistemas Resilientes'),
                text: ctx.L(
                  'Distributed systems that survive failures. Led by Elena Sanz; works with regional hospitals on outage planning. Madrid.',
                  'Sistemas distribuidos que sobreviven a los fallos. Dirigido por Elena Sanz; trabaja con hospitales comarcales en planes ante cortes. Madrid.',
                ),
                link: { href: ctx.href('teacher-elena-sanz'), text: ctx.L('Elena Sanz', 'Elena Sanz') },
              },
              {
                title: ctx.L('Trustworthy AI Lab', 'Laboratorio de IA Fiable'),
                text: ctx.L(
                  'Machine learning that knows its limits: uncertainty, fairness and medical imaging. Led by Tomás Ibarra. Madrid.',
                  'Aprendizaje automático que conoce sus límites: incertidumbre, equidad e imagen médica. Dirigido por Tomás Ibarra. Madrid.',
                ),
                link: { href: ctx.href('teacher-tomas-ibarra'), text: ctx.L('Tomás Ibarra', 'Tomás Ibarra') },
              },
              {
                title: ctx.L('Cyber Range', 'Campo de Ciberentrenamiento'),
                text: ctx.L(
                  'Replica networks of a hospital, a port and a water utility for attack and defence exercises. Led by Daniel Okafor. Madrid and Segovia.',
                  'Réplicas de las redes de un hospital, un puerto y una empresa de aguas para ejercicios de ataque y defensa. Dirigido por Daniel Okafor. Madrid y Segovia.',
                ),
                link: { href: ctx.href('teacher-daniel-okafor'), text: ctx.L('Daniel Okafor', 'Daniel Okafor') },
              },
              {
                title: ctx.L('Environmental Biotechnology Lab', 'Laboratorio de Biotecnología Ambiental'),
                text: ctx.L(
                  'Enzymes and bacteria that break down plastics and clean water. Led by Núria Valls. Segovia.',
                  'Enzimas y bacterias que degradan plásticos y depuran el agua. Dirigido por Núria Valls. Segovia.',
                ),
                link: { href: ctx.href('teacher-nuria-valls'), text: ctx.L('Núria Valls', 'Núria Valls') },
              },
              {
                title: ctx.L('Crop Genomics Lab', 'Laboratorio de Genómica de Cultivos'),
                text: ctx.L(
                  'Genome sequencing and field trials for drought-tolerant cereals. Led by Lucía Romero. Segovia.',
                  'Secuenciación genómica y ensayos de campo para cereales tolerantes a la sequía. Dirigido por Lucía Romero. Segovia.',
                ),
                link: { href: ctx.href('teacher-lucia-romero'), text: ctx.L('Lucía Romero', 'Lucía Romero') },
              },
              {
                title: ctx.L('Maker Space', 'Espacio Maker'),
                text: ctx.L(
                  '3D printers, electronics benches and a small clean room for student projects, open until 22:00 on weekdays. Madrid.',
                  'Impresoras 3D, bancos de electrónica y una pequeña sala blanca para proyectos de estudiantes, abierto hasta las 22:00 entre semana. Madrid.',
                ),
              },
            ],
          },
          {
            component: 'Steps',
            title: ctx.L('How students join a lab', 'Cómo se incorpora un estudiante a un laboratorio'),
            steps: [
              {
                title: ctx.L('Lab fair', 'Feria de laboratorios'),
                text: ctx.L(
                  'In the second week of term every lab presents its projects for the year.',
                  'En la segunda semana del curso cada laboratorio presenta sus proyectos del año.',
                ),
                icon: 'flask',
              },
              {
                title: ctx.L('Choose three', 'Elija tres'),
                text: ctx.L(
                  'You rank three labs; most students get their first choice.',
                  'Ordena tres laboratorios por preferencia; la mayoría obtiene el primero.',
                ),
                icon: 'list',
              },
              {
                title: ctx.L('Four hours a week', 'Cuatro horas a la semana'),
                text: ctx.L(
                  'Working with a doctoral student as your mentor, credited as your lab project.',
                  'Trabaja con un doctorando como mentor, y se le reconoce como proyecto de laboratorio.',
                ),
                icon: 'clock',
              },
              {
                title: ctx.L('Present your results', 'Presente sus resultados'),
                text: ctx.L('Every June at the school’s research day.', 'Cada junio en la jornada de investigación de la escuela.'),
                icon: 'chart-bar',
              },
            ],
          },
          {
            component: 'ImageGallery',
            title: ctx.L('Inside the labs', 'Dentro de los laboratorios'),
            images: [
              {
                image: ctx.media('seminar.jpg'),
                caption: ctx.L('Weekly meeting of the Trustworthy AI Lab', 'Reunión semanal del Laboratorio de IA Fiable'),
              },
              {
                image: ctx.media('classroom.jpg'),
                caption: ctx.L('A cyber range exercise debrief', 'Puesta en común tras un ejercicio del campo de ciberentrenamiento'),
              },
              {
                image: ctx.media('workshop.jpg'),
                caption: ctx.L('First-year students at the lab fair', 'Estudiantes de primero en la feria de laboratorios'),
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
        'The professors of the School of Science and Technology: their research, their teaching and how to reach them.',
        'El profesorado de la Escuela de Ciencia y Tecnología: su investigación, su docencia y cómo contactar con ellos.',
      ),
      template: (ctx) => ({
        intro: ctx.L(
          'Researchers who teach, and many who came from industry, in two departments, Computer Science and Life Sciences: filter by unit, area or category.',
          'Investigadores que enseñan, muchos de ellos procedentes de la empresa, en dos departamentos, Ciencias de la Computación y Ciencias de la Vida: filtre por unidad, área o categoría.',
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
        'News of the School of Science and Technology: research, students and programmes.',
        'Noticias de la Escuela de Ciencia y Tecnología: investigación, estudiantes y programas.',
      ),
      intro: bi(
        'Research results, student achievements and news of our programmes.',
        'Resultados de investigación, logros de estudiantes y novedades de nuestros programas.',
      ),
      pageSize: 12,
    }),
    newsPage({
      key: 'news-plastic-enzyme',
      slug: bi('news/enzyme-breaks-down-plastic-bottles', 'noticias/enzima-degrada-botellas-plastico'),
      title: bi(
        'An enzyme found in Segovia breaks down plastic bottles in four days',
        'Una enzima hallada en Segovia degrada botellas de plástico en cuatro días',
      ),
      description: bi(
        'The Environmental Biotechnology Lab publishes an enzyme that digests PET at room temperature.',
        'El Laboratorio de Biotecnología Ambiental publica una enzima que digiere PET a temperatura ambiente.',
      ),
      date: '2026-11-12',
      summary: bi(
        'The Environmental Biotechnology Lab publishes an enzyme, isolated from landfill soil, that digests PET at room temperature.',
        'El Laboratorio de Biotecnología Ambiental publica una enzima, aislada de suelo de vertedero, que digiere PET a temperatura ambiente.',
      ),
      author: 'Núria Valls',
      category: bi('Research', 'Investigación'),
      image: 'green-valley.jpg',
      body: (ctx) =>
        sections(
          [
            ctx.L(
              'A team led by Professor Núria Valls has described an enzyme that breaks down PET, the plastic of drinks bottles, at 25 °C and in four days. Most enzymes known so far need temperatures above 60 °C, which makes recycling with them expensive.',
              'Un equipo dirigido por la profesora Núria Valls ha descrito una enzima que degrada el PET, el plástico de las botellas de bebidas, a 25 °C y en cuatro días. La mayoría de las enzimas conocidas hasta ahora necesitan temperaturas superiores a 60 °C, lo que encarece su uso en el reciclaje.',
            ),
            ctx.L(
              'The bacterium that produces it was found in soil samples from a landfill near Segovia collected by third-year biotechnology students in 2024.',
              'La bacteria que la produce se encontró en muestras de suelo de un vertedero próximo a Segovia recogidas por estudiantes de tercero de Biotecnología en 2024.',
            ),
          ],
          [
            ctx.L('What comes next', 'Próximos pasos'),
            ctx.L(
              'The lab will test the enzyme at pilot scale in 2027 with a recycling company in Valladolid. Two final-year students will join the trials.',
              'El laboratorio probará la enzima a escala piloto en 2027 con una empresa de reciclaje de Valladolid. Dos estudiantes de último curso participarán en los ensayos.',
            ),
          ],
        ),
    }),
    newsPage({
      key: 'news-hackathon',
      slug: bi('news/students-win-european-cyber-challenge', 'noticias/estudiantes-ganan-reto-europeo-ciberseguridad'),
      title: bi(
        'Our students win the European university cyber defence challenge',
        'Nuestros estudiantes ganan el reto europeo universitario de ciberdefensa',
      ),
      description: bi(
        'A team of five master’s students defended a simulated port network for 36 hours and took first place among 48 universities.',
        'Un equipo de cinco estudiantes de máster defendió durante 36 horas la red simulada de un puerto y quedó primero entre 48 universidades.',
      ),
      date: '2026-10-21',
      summary: bi(
        'Five students of the Master in Cybersecurity defended a simulated port network for 36 hours and came first among 48 universities.',
        'Cinco estudiantes del Máster en Ciberseguridad defendieron durante 36 horas la red simulada de un puerto y quedaron primeros entre 48 universidades.',
      ),
      category: bi('Students', 'Estudiantes'),
      image: 'harbour.jpg',
      body: (ctx) =>
        paragraphs(
          ctx.L(
            'The challenge, held in Tallinn from 16 to 18 October, asked teams to keep a port’s cranes, customs systems and email running while a red team attacked them. The Ibera team restored the customs system fastest and wrote what the jury called the clearest report to management.',
            'El reto, celebrado en Tallin del 16 al 18 de octubre, pedía a los equipos mantener en funcionamiento las grúas, los sistemas de aduanas y el correo de un puerto mientras un equipo rojo los atacaba. El equipo de Ibera fue el que antes restableció el sistema de aduanas y redactó lo que el jurado llamó el informe a la dirección más claro.',
          ),
          ctx.L(
            '“We had practised exactly this on the cyber range in Segovia,” said team captain Andrea Ruiz. The team will represent Spain at the international final in 2027.',
            '«Habíamos practicado exactamente esto en el campo de ciberentrenamiento de Segovia», dijo la capitana del equipo, Andrea Ruiz. El equipo representará a España en la final internacional de 2027.',
          ),
        ),
    }),
    newsPage({
      key: 'news-ai-hospitals',
      slug: bi('news/ai-triage-agreement-with-two-hospitals', 'noticias/acuerdo-ia-triaje-dos-hospitales'),
      title: bi(
        'Two Madrid hospitals join the school to test AI for chest X-ray triage',
        'Dos hospitales de Madrid se unen a la escuela para probar la IA en el triaje de radiografías de tórax',
      ),
      description: bi(
        'A three-year agreement brings clinical data, and doctors, into the AI for Health specialisation.',
        'Un acuerdo de tres años lleva datos clínicos, y médicos, a la especialidad en IA para la Salud.',
      ),
      date: '2026-09-29',
      summary: bi(
        'A three-year agreement brings anonymised clinical data, and the doctors who use it, into teaching and research.',
        'Un acuerdo de tres años lleva datos clínicos anonimizados, y a los médicos que los usan, a la docencia y la investigación.',
      ),
      category: bi('Partnerships', 'Alianzas'),
      image: 'meeting.jpg',
      body: (ctx) =>
        paragraphs(
          ctx.L(
            'The agreement lets the Trustworthy AI Lab test models that flag urgent chest X-rays and say how confident they are. Radiologists from both hospitals will review every flag, and their corrections become teaching material for the AI for Health specialisation.',
            'El acuerdo permite al Laboratorio de IA Fiable probar modelos que señalan las radiografías de tórax urgentes e indican su grado de confianza. Radiólogos de ambos hospitales revisarán cada aviso, y sus correcciones se convertirán en material docente de la especialidad en IA para la Salud.',
          ),
          ctx.L(
            'No model will be used to decide on a patient during the study. Data stays on the hospitals’ servers; only the models travel.',
            'Ningún modelo se usará para decidir sobre un paciente durante el estudio. Los datos se quedan en los servidores de los hospitales; solo viajan los modelos.',
          ),
        ),
    }),
    // ─── Events ─────────────────────────────────────────────────────────────
    eventListPage({
      description: bi(
        'Open days, talks and workshops of the School of Science and Technology.',
        'Jornadas de puertas abiertas, charlas y talleres de la Escuela de Ciencia y Tecnología.',
      ),
      intro: bi(
        'Open days for future students, public talks and workshops in our labs.',
        'Jornadas de puertas abiertas para futuros estudiantes, charlas públicas y talleres en nuestros laboratorios.',
      ),
      filters: ['eventType'],
    }),
    eventPage({
      key: 'event-open-day',
      slug: bi('events/open-day-january-2027', 'eventos/puertas-abiertas-enero-2027'),
      title: bi('Open day: science and technology bachelors', 'Jornada de puertas abiertas: grados de ciencia y tecnología'),
      description: bi(
        'Visit the labs, sit in on a class and meet students of our three bachelors on 23 January 2027 in Madrid.',
        'Visite los laboratorios, asista a una clase y conozca a estudiantes de nuestros tres grados el 23 de enero de 2027 en Madrid.',
      ),
      summary: bi(
        'Visit the labs, sit in on a class and meet students of our three bachelors, with your family.',
        'Visite los laboratorios, asista a una clase y conozca a estudiantes de nuestros tres grados, con su familia.',
      ),
      image: 'campus.jpg',
      eventType: 'face-to-face',
      start: '2027-01-23T10:00:00+01:00',
      end: '2027-01-23T14:00:00+01:00',
      location: bi('School of Science and Technology, Madrid campus', 'Escuela de Ciencia y Tecnología, campus de Madrid'),
      register: { page: 'contact', text: bi('Book your place', 'Reserve su plaza') },
      info: { page: 'programmes', text: bi('Our programmes', 'Nuestros programas') },
      body: (ctx) =>
        sections(
          [
            ctx.L(
              'A morning for students finishing school and their families. Places are limited to 120; book one for each person who comes.',
              'Una mañana para estudiantes que terminan el bachillerato y sus familias. Las plazas están limitadas a 120; reserve una por cada persona que venga.',
            ),
          ],
          [
            ctx.L('Programme', 'Programa'),
            ctx.L(
              '10:00 Welcome by the dean, Elena Sanz. 10:30 Sample classes in computer science, data science and biotechnology. 11:45 Lab tours in small groups. 13:00 Admissions and scholarships, with questions.',
              '10:00 Bienvenida de la decana, Elena Sanz. 10:30 Clases de muestra de informática, ciencia de datos y biotecnología. 11:45 Visitas a los laboratorios en grupos reducidos. 13:00 Admisión y becas, con turno de preguntas.',
            ),
          ],
        ),
    }),
    eventPage({
      key: 'event-responsible-ai-talk',
      slug: bi('events/talk-who-audits-the-algorithm', 'eventos/charla-quien-audita-al-algoritmo'),
      title: bi('Talk: Who audits the algorithm?', 'Charla: ¿Quién audita al algoritmo?'),
      description: bi(
        'A public talk, on campus and online, on what the European AI Act asks of companies from 2027.',
        'Una charla pública, presencial y en línea, sobre lo que el Reglamento Europeo de IA exige a las empresas desde 2027.',
      ),
      summary: bi(
        'What the European AI Act asks of companies that use high-risk systems, explained by a regulator and a data scientist.',
        'Lo que el Reglamento Europeo de IA exige a las empresas que usan sistemas de alto riesgo, explicado por una reguladora y un científico de datos.',
      ),
      image: 'auditorium.jpg',
      eventType: 'hybrid',
      start: '2027-02-11T18:30:00+01:00',
      end: '2027-02-11T20:00:00+01:00',
      location: bi('Auditorium, Madrid campus, and online', 'Auditorio, campus de Madrid, y en línea'),
      register: { page: 'contact', text: bi('Register', 'Inscríbase') },
      body: (ctx) =>
        paragraphs(
          ctx.L(
            'From August 2027 the European AI Act’s rules for high-risk systems apply in full. Tomás Ibarra, director of the Bachelor in Data Science and AI, talks with an officer of the Spanish AI supervisory agency about what an audit looks like in practice, who can carry it out and what companies should start doing now.',
            'Desde agosto de 2027 se aplican por completo las normas del Reglamento Europeo de IA sobre sistemas de alto riesgo. Tomás Ibarra, director del Grado en Ciencia de Datos e IA, conversa con una responsable de la agencia española de supervisión de la IA sobre cómo es una auditoría en la práctica, quién puede hacerla y qué deberían empezar a hacer las empresas.',
          ),
          ctx.L(
            'The talk is in Spanish with English subtitles online. Free entry with registration.',
            'La charla es en español, con subtítulos en inglés en línea. Entrada libre con inscripción.',
          ),
        ),
    }),
    eventPage({
      key: 'event-biotech-lab-day',
      slug: bi('events/biotechnology-lab-day-segovia', 'eventos/dia-laboratorio-biotecnologia-segovia'),
      title: bi('Biotechnology lab day in Segovia', 'Día del laboratorio de biotecnología en Segovia'),
      description: bi(
        'Secondary school students extract DNA and culture bacteria in our Segovia labs on 6 March 2027.',
        'Estudiantes de bachillerato extraen ADN y cultivan bacterias en nuestros laboratorios de Segovia el 6 de marzo de 2027.',
      ),
      summary: bi(
        'A Saturday in the lab for secondary school students: extract DNA, culture bacteria and meet our researchers.',
        'Un sábado en el laboratorio para estudiantes de bachillerato: extraiga ADN, cultive bacterias y conozca a nuestros investigadores.',
      ),
      image: 'old-town.jpg',
      eventType: 'face-to-face',
      start: '2027-03-06T10:00:00+01:00',
      end: '2027-03-06T15:00:00+01:00',
      location: bi('Environmental Biotechnology Lab, Segovia campus', 'Laboratorio de Biotecnología Ambiental, campus de Segovia'),
      register: { page: 'contact', text: bi('Book a place', 'Reserve una plaza') },
      info: { page: 'bachelor-biotechnology', text: bi('Bachelor in Biotechnology', 'Grado en Biotecnología') },
      body: (ctx) =>
        paragraphs(
          ctx.L(
            'Thirty places for students in their last two years of secondary school. Lab coats, goggles and lunch are provided. A free bus leaves Madrid (Moncloa) at 8:45 and returns at 16:00.',
            'Treinta plazas para estudiantes de primero y segundo de bachillerato. Se facilitan bata, gafas y comida. Un autobús gratuito sale de Madrid (Moncloa) a las 8:45 y regresa a las 16:00.',
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
        'How to apply to the bachelors and the master of the School of Science and Technology for September 2027.',
        'Cómo solicitar plaza en los grados y el máster de la Escuela de Ciencia y Tecnología para septiembre de 2027.',
      ),
      template: (ctx) => ({
        heroSection: [
          compactHero(ctx, {
            eyebrow: bi('Admissions 2027', 'Admisiones 2027'),
            title: bi('Applying to the school', 'Cómo solicitar plaza'),
            subtitle: bi(
              'We read every application in full: your grades matter, and so does what you have built, grown or taken apart.',
              'Leemos cada solicitud entera: sus notas importan, y también lo que haya construido, cultivado o desmontado.',
            ),
            image: 'classroom.jpg',
            subtheme: 'inverse',
          }),
        ],
        mainSection: [
          {
            component: 'AdmissionsProcess',
            title: ctx.L('Bachelors: how to apply', 'Grados: cómo solicitar plaza'),
            intro: ctx.L(
              'Two rounds for September 2027. Places left after the second round are offered in July.',
              'Dos rondas para septiembre de 2027. Las plazas que queden tras la segunda se ofrecen en julio.',
            ),
            steps: [
              {
                title: ctx.L('Apply online', 'Solicitud en línea'),
                text: ctx.L(
                  'First round until 15 March, second round until 15 May 2027.',
                  'Primera ronda hasta el 15 de marzo, segunda hasta el 15 de mayo de 2027.',
                ),
                date: '2026-11-02',
                endDate: '2027-05-15',
                documents: [
                  { title: ctx.L('Secondary school grades of the last two years', 'Notas de los dos últimos cursos de secundaria') },
                  {
                    title: ctx.L(
                      'A one-page statement: something you made and what you learnt',
                      'Una página sobre algo que haya hecho y lo que aprendió',
                    ),
                  },
                  { title: ctx.L('Copy of your passport or national identity card', 'Copia del pasaporte o del DNI') },
                ],
              },
              {
                title: ctx.L('Admissions test and interview', 'Prueba de admisión y entrevista'),
                text: ctx.L(
                  'A mathematics and reasoning test (biotechnology: also science) and a 20-minute conversation with a professor.',
                  'Una prueba de matemáticas y razonamiento (en Biotecnología, también de ciencias) y una conversación de 20 minutos con un profesor.',
                ),
              },
              {
                title: ctx.L('Decision', 'Resolución'),
                text: ctx.L('First round in April, second round in June.', 'La primera ronda en abril, la segunda en junio.'),
              },
              {
                title: ctx.L('Reserve your place', 'Reserve su plaza'),
                text: ctx.L(
                  'Pay the reservation of €1,500 within fifteen days of your offer.',
                  'Abone la reserva de 1.500 € en los quince días siguientes a la oferta.',
                ),
                documents: [{ title: ctx.L('Signed enrolment agreement', 'Contrato de matrícula firmado') }],
              },
            ],
          },
          {
            component: 'Table',
            title: ctx.L('Places and requirements', 'Plazas y requisitos'),
            caption: ctx.L('Places and requirements for September 2027', 'Plazas y requisitos para septiembre de 2027'),
            columns: [
              ctx.L('Programme', 'Programa'),
              ctx.L('Places', 'Plazas'),
              ctx.L('Language', 'Idioma'),
              ctx.L('Language level', 'Nivel de idioma'),
            ],
            rows: [
              [
                ctx.L('Bachelor in Computer Science', 'Grado en Ingeniería Informática'),
                '120',
                ctx.L('English or Spanish', 'Inglés o español'),
                'B2',
              ],
              [ctx.L('Bachelor in Data Science and AI', 'Grado en Ciencia de Datos e IA'), '80', ctx.L('English', 'Inglés'), 'B2'],
              [ctx.L('Bachelor in Biotechnology', 'Grado en Biotecnología'), '80', ctx.L('Spanish', 'Español'), 'B2'],
              [ctx.L('Master in Cybersecurity', 'Máster en Ciberseguridad'), '30', ctx.L('English', 'Inglés'), 'B2'],
            ],
            rowHeaders: true,
            note: ctx.L(
              'International students: we recognise most secondary school diplomas; ask us about yours.',
              'Estudiantes internacionales: reconocemos la mayoría de los títulos de secundaria; consúltenos por el suyo.',
            ),
          },
          {
            component: 'Faq',
            title: ctx.L('Admissions questions', 'Preguntas sobre la admisión'),
            groups: [
              {
                title: ctx.L('Applying', 'La solicitud'),
                questions: [
                  {
                    question: ctx.L(
                      'Can I apply before I have my final school grades?',
                      '¿Puedo solicitar plaza antes de tener las notas finales?',
                    ),
                    answer: paragraphs(
                      ctx.L(
                        'Yes. We make a conditional offer on your grades so far; it becomes final when you send your final grades and university entrance results.',
                        'Sí. Le hacemos una oferta condicionada a sus notas hasta la fecha; será definitiva cuando nos envíe las notas finales y el resultado de la prueba de acceso.',
                      ),
                    ),
                  },
                  {
                    question: ctx.L('Can I apply to two programmes?', '¿Puedo solicitar dos programas?'),
                    answer: paragraphs(
                      ctx.L(
                        'Yes, with one application. Rank them and we consider both.',
                        'Sí, con una sola solicitud. Ordénelos y estudiaremos ambos.',
                      ),
                    ),
                  },
                ],
              },
              {
                title: ctx.L('Money', 'Costes'),
                questions: [
                  {
                    question: ctx.L('Are there scholarships?', '¿Hay becas?'),
                    answer: paragraphs(
                      ctx.L(
                        'Yes: excellence scholarships, the Women in Computing scholarship and need-based aid. Ask the <a href="/financial-aid/">Financial Aid</a> office.',
                        'Sí: becas de excelencia, la beca Mujeres en la Informática y ayudas según la renta. Consulte a <a href="/es/financial-aid/">Ayudas al Estudio</a>.',
                      ),
                    ),
                  },
                ],
              },
            ],
          },
          callToAction(ctx, {
            title: bi('Not sure which programme is yours?', '¿No sabe qué programa es el suyo?'),
            text: bi(
              'Talk to our admissions team or come to the open day on 23 January.',
              'Hable con nuestro equipo de admisiones o venga a la jornada de puertas abiertas del 23 de enero.',
            ),
            primary: { page: 'contact', text: bi('Contact admissions', 'Contacte con admisiones') },
            secondary: { page: 'event-open-day', text: bi('Open day', 'Puertas abiertas') },
          }),
        ],
      }),
    },
    {
      key: 'about',
      slug: bi('about', 'la-escuela'),
      templateType: 'BasicTemplate',
      title: bi('About the school', 'Sobre la escuela'),
      metaDescription: bi(
        'The School of Science and Technology of Ibera University: its history, figures and accreditations.',
        'La Escuela de Ciencia y Tecnología de Ibera University: su historia, sus cifras y sus acreditaciones.',
      ),
      template: (ctx) => ({
        heroSection: [
          imageHero(ctx, {
            title: bi('About the school', 'Sobre la escuela'),
            subtitle: bi(
              'Founded in 2011 with one degree and 60 students; today four programmes, six labs and 1,180 students.',
              'Fundada en 2011 con un grado y 60 estudiantes; hoy cuatro programas, seis laboratorios y 1.180 estudiantes.',
            ),
            image: 'library.jpg',
            subtheme: 'accent',
          }),
        ],
        mainSection: [
          {
            component: 'BasicContent',
            title: ctx.L('What we believe', 'En qué creemos'),
            html: paragraphs(
              ctx.L(
                'Science and engineering are learnt by doing them, in teams, on problems that matter to someone outside the university. That is why our students join a lab in their first year, and why our labs work with hospitals, farms, utilities and public agencies.',
                'La ciencia y la ingeniería se aprenden haciéndolas, en equipo, sobre problemas que le importan a alguien fuera de la universidad. Por eso nuestros estudiantes entran en un laboratorio en primer curso, y por eso nuestros laboratorios trabajan con hospitales, explotaciones agrarias, empresas de suministros y organismos públicos.',
              ),
            ),
          },
          {
            component: 'Timeline',
            title: ctx.L('Our history', 'Nuestra historia'),
            items: [
              {
                date: '2011',
                title: ctx.L('The school opens', 'Nace la escuela'),
                text: ctx.L(
                  'The Bachelor in Computer Science welcomes its first 60 students in Madrid.',
                  'El Grado en Ingeniería Informática recibe a sus primeros 60 estudiantes en Madrid.',
                ),
              },
              {
                date: '2016',
                title: ctx.L('Biotechnology in Segovia', 'Biotecnología en Segovia'),
                text: ctx.L(
                  'The Bachelor in Biotechnology opens on the Segovia campus.',
                  'El Grado en Biotecnología abre en el campus de Segovia.',
                ),
              },
              {
                date: '2019',
                title: ctx.L('The first research labs', 'Los primeros laboratorios'),
                text: ctx.L(
                  'The Environmental Biotechnology Lab and the Resilient Systems Lab are founded.',
                  'Se fundan el Laboratorio de Biotecnología Ambiental y el de Sistemas Resilientes.',
                ),
              },
              {
                date: '2021',
                title: ctx.L('Master in Cybersecurity', 'Máster en Ciberseguridad'),
                text: ctx.L('The master and the cyber range open together.', 'El máster y el campo de ciberentrenamiento abren a la vez.'),
              },
              {
                date: '2024',
                title: ctx.L('Data science and AI', 'Ciencia de datos e IA'),
                text: ctx.L('The school’s third bachelor, taught in English.', 'El tercer grado de la escuela, impartido en inglés.'),
              },
            ],
          },
          {
            component: 'AccreditationsRankings',
            title: ctx.L('Quality and recognition', 'Calidad y reconocimiento'),
            accreditations: [
              {
                name: 'EUR-ACE',
                body: ctx.L(
                  'European Network for Accreditation of Engineering Education',
                  'Red Europea para la Acreditación de la Enseñanza de la Ingeniería',
                ),
                since: '2018',
              },
              {
                name: ctx.L('ANECA institutional accreditation', 'Acreditación institucional de ANECA'),
                body: ctx.L(
                  'Spanish National Agency for Quality Assessment and Accreditation',
                  'Agencia Nacional de Evaluación de la Calidad y Acreditación',
                ),
                since: '2022',
              },
            ],
          },
          {
            component: 'TwoColumns',
            title: ctx.L('Two campuses', 'Dos campus'),
            columns: [
              {
                title: 'Madrid',
                html: paragraphs(
                  ctx.L(
                    'Computer science, data science and AI, and cybersecurity, with the Maker Space and the main cyber range.',
                    'Informática, ciencia de datos e IA y ciberseguridad, con el Espacio Maker y el campo de ciberentrenamiento principal.',
                  ),
                ),
              },
              {
                title: 'Segovia',
                html: paragraphs(
                  ctx.L(
                    'Biotechnology, with the environmental biotechnology and crop genomics labs, in a former convent in the old town.',
                    'Biotecnología, con los laboratorios de biotecnología ambiental y de genómica de cultivos, en un antiguo convento del casco histórico.',
                  ),
                ),
              },
            ],
            divider: true,
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
        'Write to, call or visit the School of Science and Technology in Madrid and Segovia.',
        'Escriba, llame o visite la Escuela de Ciencia y Tecnología en Madrid y Segovia.',
      ),
      template: (ctx) => ({
        heroSection: [
          compactHero(ctx, {
            eyebrow: ctx.name,
            title: bi('Contact', 'Contacto'),
            subtitle: bi('Admissions, lab visits and general questions.', 'Admisiones, visitas a laboratorios y consultas generales.'),
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
                'Madrid: Calle de Serrano Galvache 18, 28033 Madrid. Segovia: Calle Cardenal Zúñiga 12, 40003 Segovia.',
                'Madrid: Calle de Serrano Galvache 18, 28033 Madrid. Segovia: Calle Cardenal Zúñiga 12, 40003 Segovia.',
              ),
            ),
          },
          {
            component: 'ContactCard',
            title: ctx.L('Our offices', 'Nuestras oficinas'),
            cards: [
              {
                name: ctx.L('Admissions office, Madrid', 'Oficina de admisiones, Madrid'),
                address: ['Calle de Serrano Galvache 18', '28033 Madrid', ctx.L('Spain', 'España')],
                phone: PHONE,
                email: 'science.admissions@ibera.edu',
                hours: [ctx.L('Monday to Friday, 9:00–18:00', 'De lunes a viernes, de 9:00 a 18:00')],
              },
              {
                name: ctx.L('Segovia campus', 'Campus de Segovia'),
                address: ['Calle Cardenal Zúñiga 12', '40003 Segovia', ctx.L('Spain', 'España')],
                phone: '+34 91 514 38 45',
                email: 'science.segovia@ibera.edu',
                hours: [ctx.L('Monday to Thursday, 9:00–17:00', 'De lunes a jueves, de 9:00 a 17:00')],
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
