// School of Architecture and Design: the Bachelor in Architecture and its professional master,
// the Bachelor in Design with its interior and product specialisations, the Master in Urban
// Design, the studios and the exhibitions, in English and Spanish.
import {
  APPLY_NOW,
  bi,
  compactHero,
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
  programmeHero,
  sections,
  splitHero,
  studyPlan,
  teacherPage,
  type PageContext,
  type Teacher,
} from '../kit.ts';

const FACULTY: Teacher[] = [
  {
    slug: 'beatriz-lozano',
    name: 'Beatriz',
    lastName: 'Lozano',
    position: bi(
      'Professor of Architectural Design and Director of the School',
      'Catedrática de Proyectos Arquitectónicos y directora de la escuela',
    ),
    area: bi('Architecture', 'Arquitectura'),
    category: 'full',
    gender: 'f',
    nationality: bi('Spanish', 'Española'),
    orcid: '0000-0001-8842-1176',
    summary: bi(
      'Architect of schools and libraries in Castile; teaches the final-year studio on public buildings.',
      'Arquitecta de escuelas y bibliotecas en Castilla; dirige el taller de último curso sobre edificios públicos.',
    ),
    body: bi(
      sections(
        [
          'Beatriz Lozano has run her own practice in Madrid since 2004. Her public library in Ávila won the Spanish Architecture Award in 2019, and her practice has built eleven schools across Castile and León.',
        ],
        [
          'Teaching',
          'She leads the fifth-year studio of the Bachelor in Architecture, where students design a public building for a real site chosen with a town council.',
        ],
      ),
      sections(
        [
          'Beatriz Lozano dirige su propio estudio en Madrid desde 2004. Su biblioteca pública de Ávila recibió el Premio de Arquitectura Española en 2019, y su estudio ha construido once colegios en Castilla y León.',
        ],
        [
          'Docencia',
          'Dirige el taller de quinto curso del Grado en Arquitectura, en el que los estudiantes proyectan un edificio público en un solar real elegido con un ayuntamiento.',
        ],
      ),
    ),
  },
  {
    slug: 'pablo-iturriaga',
    name: 'Pablo',
    lastName: 'Iturriaga',
    position: bi('Associate Professor of Structures', 'Profesor titular de Estructuras'),
    area: bi('Architecture', 'Arquitectura'),
    category: 'associate',
    gender: 'm',
    nationality: bi('Spanish', 'Española'),
    orcid: '0000-0002-5519-3047',
    summary: bi(
      'Structural engineer who studies timber buildings, and builds them with his students at full scale.',
      'Ingeniero de estructuras que investiga los edificios de madera y los construye a escala real con sus estudiantes.',
    ),
    body: bi(
      sections(
        [
          'Pablo Iturriaga worked for ten years on timber and mixed structures in Bilbao and Zurich. His research measures how cross-laminated timber floors behave in mid-rise housing.',
        ],
        ['Teaching', 'Structures I to III, and the third-year build week, when the class puts up a timber pavilion on the Segovia campus.'],
      ),
      sections(
        [
          'Pablo Iturriaga trabajó diez años en estructuras de madera y mixtas en Bilbao y Zúrich. Su investigación mide cómo se comportan los forjados de madera contralaminada en viviendas de media altura.',
        ],
        [
          'Docencia',
          'Estructuras I a III y la semana de construcción de tercero, en la que el grupo levanta un pabellón de madera en el campus de Segovia.',
        ],
      ),
    ),
  },
  {
    slug: 'noor-haddad',
    name: 'Noor',
    lastName: 'Haddad',
    position: bi('Assistant Professor of Urban Design', 'Profesora ayudante de Diseño Urbano'),
    area: bi('Urban design', 'Diseño urbano'),
    category: 'assistant',
    gender: 'f',
    nationality: bi('Lebanese', 'Libanesa'),
    orcid: '0000-0003-6612-0384',
    summary: bi(
      'Urbanist who works on heat, shade and public space in Mediterranean cities.',
      'Urbanista que trabaja sobre el calor, la sombra y el espacio público en las ciudades mediterráneas.',
    ),
    body: bi(
      sections(
        ['Noor Haddad trained in Beirut and Delft and joined the school in 2023. She directs the Master in Urban Design.'],
        [
          'Research',
          'Her team maps the hottest streets of Madrid each summer with sensors carried by students, and tests with the city council how trees, awnings and fountains change them.',
        ],
      ),
      sections(
        ['Noor Haddad se formó en Beirut y Delft y se incorporó a la escuela en 2023. Dirige el Máster en Diseño Urbano.'],
        [
          'Investigación',
          'Su equipo cartografía cada verano las calles más calurosas de Madrid con sensores que llevan los estudiantes, y prueba con el ayuntamiento cómo las cambian los árboles, los toldos y las fuentes.',
        ],
      ),
    ),
  },
  {
    slug: 'marco-bellini',
    name: 'Marco',
    lastName: 'Bellini',
    position: bi(
      'Adjunct Professor of Product Design, industrial designer',
      'Profesor asociado de Diseño de Producto, diseñador industrial',
    ),
    area: bi('Design', 'Diseño'),
    category: 'adjunct',
    gender: 'm',
    nationality: bi('Italian', 'Italiana'),
    summary: bi(
      'Designs lamps and furniture for Italian and Spanish manufacturers; leads the product studio.',
      'Diseña lámparas y muebles para fabricantes italianos y españoles; dirige el taller de producto.',
    ),
    body: bi(
      sections(
        [
          'Marco Bellini studied at the Politecnico di Milano and has designed for manufacturers in Brianza and Valencia for twenty years. Two of his lamps are in the collection of the Madrid design museum.',
        ],
        [
          'Teaching',
          'He leads the Product and Interaction Design specialisation, where each student designs an object with a manufacturer, from the first sketch to a working prototype.',
        ],
      ),
      sections(
        [
          'Marco Bellini estudió en el Politecnico di Milano y lleva veinte años diseñando para fabricantes de la Brianza y de Valencia. Dos de sus lámparas forman parte de la colección del museo de diseño de Madrid.',
        ],
        [
          'Docencia',
          'Dirige la especialización en Diseño de Producto e Interacción, en la que cada estudiante diseña un objeto con un fabricante, del primer boceto a un prototipo que funciona.',
        ],
      ),
    ),
  },
  {
    slug: 'elena-quiroga',
    name: 'Elena',
    lastName: 'Quiroga',
    position: bi('Associate Professor of Interior Architecture', 'Profesora titular de Arquitectura de Interiores'),
    area: bi('Design', 'Diseño'),
    category: 'associate',
    gender: 'f',
    nationality: bi('Spanish', 'Española'),
    orcid: '0000-0002-0914-6658',
    summary: bi(
      'Works on the reuse of old buildings as homes and shops, and on light in interiors.',
      'Trabaja en la reutilización de edificios antiguos como viviendas y comercios y en la luz de los interiores.',
    ),
    body: bi(
      sections(
        [
          'Elena Quiroga has converted warehouses, a convent and a cinema in Madrid into homes, offices and a market. She writes about what old buildings teach designers about light.',
        ],
        ['Teaching', 'She leads the Interior and Spatial Design specialisation and curates the school’s end-of-year show.'],
      ),
      sections(
        [
          'Elena Quiroga ha transformado almacenes, un convento y un cine de Madrid en viviendas, oficinas y un mercado. Escribe sobre lo que los edificios antiguos enseñan a los diseñadores sobre la luz.',
        ],
        [
          'Docencia',
          'Dirige la especialización en Diseño de Interiores y del Espacio y comisaría la exposición de fin de curso de la escuela.',
        ],
      ),
    ),
  },
];

const portfolioBanner = (ctx: PageContext) => ({
  component: 'CallToAction',
  layout: 'banner',
  title: ctx.L('Show us how you see', 'Enséñenos cómo mira'),
  text: ctx.L(
    'Every application includes a portfolio: drawings, models, photographs or objects. Our admissions page explains what we look for.',
    'Todas las solicitudes incluyen un portfolio: dibujos, maquetas, fotografías u objetos. En la página de admisiones explicamos qué buscamos.',
  ),
  primary: { href: ctx.href('admissions'), text: ctx.L('How to apply', 'Cómo solicitar la admisión') },
  secondary: { href: ctx.href('studios'), text: ctx.L('Visit the studios', 'Visite los talleres') },
});

export default defineUnit({
  brand: 'architecture-design',
  kind: 'school',
  theme: 'architecture-design-theme',
  siteName: bi('School of Architecture and Design', 'Escuela de Arquitectura y Diseño'),
  email: 'architecture.design@ibera.edu',
  menu: [
    {
      page: 'programmes',
      label: bi('Programmes', 'Programas'),
      auxText: bi('Architecture, design and the city', 'Arquitectura, diseño y ciudad'),
      children: [
        { page: 'ba-architecture', description: bi('Five years to design buildings', 'Cinco años para proyectar edificios') },
        {
          page: 'm-architecture',
          description: bi('The master that qualifies you as an architect', 'El máster que le habilita como arquitecto'),
        },
        { page: 'ba-design', description: bi('Interiors, products and interactions', 'Interiores, productos e interacciones') },
        { page: 'ma-urban-design', description: bi('Streets, squares and neighbourhoods', 'Calles, plazas y barrios') },
      ],
    },
    { page: 'studios', label: bi('Studios', 'Talleres') },
    {
      page: 'exhibitions',
      label: bi('Exhibitions', 'Exposiciones'),
      auxText: bi('The gallery, lectures and open days', 'La sala, conferencias y jornadas abiertas'),
      children: [
        {
          page: 'exhibitions',
          label: bi('Sala Ibera exhibitions', 'Exposiciones de la Sala Ibera'),
          description: bi('Our gallery and the end-of-year show', 'Nuestra sala y la exposición de fin de curso'),
        },
        { page: 'events', description: bi('Lectures, shows and open studios', 'Conferencias, exposiciones y talleres abiertos') },
      ],
    },
    ...menuPages('faculty', 'news', 'admissions'),
  ],
  primaryLink: { page: 'admissions', text: bi('Apply', 'Solicitar admisión') },
  secondaryLink: { page: 'about', text: bi('About the school', 'Sobre la escuela') },
  pages: [
    {
      key: 'home',
      slug: bi('', ''),
      templateType: 'Landing',
      title: bi('School of Architecture and Design', 'Escuela de Arquitectura y Diseño'),
      metaDescription: bi(
        'Architecture, design and urban design in Madrid and Segovia: bachelors, the professional master, studios and exhibitions.',
        'Arquitectura, diseño y diseño urbano en Madrid y Segovia: grados, el máster habilitante, talleres y exposiciones.',
      ),
      template: (ctx) => ({
        heroSection: [
          imageHero(ctx, {
            title: bi('Design the places people live in', 'Diseñe los lugares donde vive la gente'),
            subtitle: bi(
              'Architecture, interiors, objects and cities, learnt in the studio: drawing, building models and, every year, building something at full scale.',
              'Arquitectura, interiores, objetos y ciudades, aprendidos en el taller: dibujando, haciendo maquetas y, cada curso, construyendo algo a escala real.',
            ),
            image: 'city-dusk.jpg',
            link: { page: 'programmes', text: bi('Our programmes', 'Nuestros programas') },
          }),
        ],
        mainSection: [
          programmeDistributor(ctx, { title: bi('Programmes', 'Programas') }),
          {
            component: 'CardCollection',
            title: ctx.L('Where the work happens', 'Dónde se trabaja'),
            intro: ctx.L(
              'The studio is the centre of every programme; the rest of the school is built around it.',
              'El taller es el centro de todos los programas; el resto de la escuela se organiza a su alrededor.',
            ),
            cards: [
              {
                title: ctx.L('Studios', 'Talleres'),
                text: ctx.L(
                  'Open 24 hours, with a desk for every student from the first day.',
                  'Abiertos las 24 horas, con una mesa para cada estudiante desde el primer día.',
                ),
                image: ctx.media('workshop.jpg'),
                link: { href: ctx.href('studios'), text: ctx.L('The studios', 'Los talleres') },
              },
              {
                title: ctx.L('Exhibitions', 'Exposiciones'),
                text: ctx.L(
                  'Our gallery shows students’ work and architects we admire.',
                  'Nuestra sala muestra obra de estudiantes y de arquitectos a los que admiramos.',
                ),
                image: ctx.media('event.jpg'),
                link: { href: ctx.href('exhibitions'), text: ctx.L('Exhibitions', 'Exposiciones') },
              },
              {
                title: ctx.L('The faculty', 'El profesorado'),
                text: ctx.L(
                  'Architects and designers who build and make what they teach.',
                  'Arquitectos y diseñadores que construyen y fabrican lo que enseñan.',
                ),
                image: ctx.media('meeting.jpg'),
                link: { href: ctx.href('faculty'), text: ctx.L('Meet them', 'Conózcalos') },
              },
            ],
          },
          {
            component: 'Statistics',
            title: ctx.L('The school in numbers', 'La escuela en cifras'),
            items: [
              { value: 1, label: ctx.L('desk for every student, 24 hours a day', 'mesa para cada estudiante, las 24 horas') },
              { value: 12, label: ctx.L('students in each studio group', 'estudiantes en cada grupo de taller') },
              {
                value: 3,
                label: ctx.L(
                  'full-scale pavilions built by students since 2024',
                  'pabellones a escala real construidos por estudiantes desde 2024',
                ),
              },
              {
                value: 40,
                label: ctx.L('practices and manufacturers offering internships', 'estudios y fabricantes que ofrecen prácticas'),
              },
            ],
          },
          newsDistributor(ctx, { title: bi('News', 'Noticias'), quantity: 3 }),
          eventDistributor(ctx, {
            title: bi('Lectures, shows and open days', 'Conferencias, exposiciones y jornadas de puertas abiertas'),
            order: 'oldest',
            quantity: 3,
          }),
          {
            component: 'TestimonialSlider',
            title: ctx.L('Students and graduates', 'Estudiantes y graduados'),
            testimonials: [
              {
                text: ctx.L(
                  'We built the pavilion in five days and it has stood through two Segovia winters. No drawing taught me as much about joints.',
                  'Construimos el pabellón en cinco días y ha aguantado dos inviernos de Segovia. Ningún plano me enseñó tanto sobre uniones.',
                ),
                name: 'Carmen Vidal',
                role: ctx.L('Bachelor in Architecture, fourth year', 'Grado en Arquitectura, cuarto curso'),
                portrait: ctx.portrait('Carmen Vidal'),
              },
              {
                text: ctx.L(
                  'My final project was a chair for a Valencian manufacturer. It went into production the year I graduated.',
                  'Mi proyecto final fue una silla para un fabricante valenciano. Entró en producción el año en que me gradué.',
                ),
                name: 'Hugo Marín',
                role: ctx.L('Bachelor in Design, 2025 · Product designer', 'Grado en Diseño, 2025 · Diseñador de producto'),
                portrait: ctx.portrait('Hugo Marín'),
              },
            ],
          },
          portfolioBanner(ctx),
        ],
      }),
    },
    {
      key: 'programmes',
      slug: bi('programmes', 'programas'),
      templateType: 'ProgramsList',
      title: bi('Programmes', 'Programas'),
      metaDescription: bi(
        'The Bachelor in Architecture, the Master in Architecture, the Bachelor in Design and the Master in Urban Design.',
        'El Grado en Arquitectura, el Máster en Arquitectura, el Grado en Diseño y el Máster en Diseño Urbano.',
      ),
      template: (ctx) => ({
        intro: ctx.L(
          'Two bachelors and two masters. Architects take the bachelor and then the professional master, which qualifies them to practise in Spain and the European Union.',
          'Dos grados y dos másteres. Los arquitectos cursan el grado y después el máster habilitante, que les permite ejercer en España y en la Unión Europea.',
        ),
      }),
    },
    {
      key: 'ba-architecture',
      slug: bi('programmes/bachelor-in-architecture', 'programas/grado-en-arquitectura'),
      parent: 'programmes',
      templateType: 'ProgramDetailMax',
      title: bi('Bachelor in Architecture', 'Grado en Arquitectura'),
      metaDescription: bi(
        'Five years of architecture in Madrid and Segovia, built around the design studio, leading to the professional master.',
        'Cinco años de arquitectura en Madrid y Segovia, organizados en torno al taller de proyectos, que conducen al máster habilitante.',
      ),
      template: (ctx) => {
        const title = ctx.L('Bachelor in Architecture', 'Grado en Arquitectura');
        return {
          title,
          image: ctx.media('city-morning.jpg'),
          program: {
            code: 'sad-ba-architecture',
            programType: 'bachelor',
            format: 'face-to-face',
            location: ['Madrid', 'Segovia'],
            duration: { amount: 5, unit: 'years' },
            language: ['en', 'es'],
            intake: ['2027-09-13'],
            fees: { amount: 21600, currency: 'EUR', per: 'year' },
            academicArea: [ctx.L('Architecture', 'Arquitectura')],
            credits: 300,
            abstract: ctx.L(
              'Five years in the design studio, in English or Spanish, with a build week every year and a path to the professional master.',
              'Cinco años en el taller de proyectos, en inglés o en español, con una semana de construcción cada curso y acceso al máster habilitante.',
            ),
            forPeopleWho: [
              ctx.L('draw, build and take things apart', 'dibujan, construyen y desmontan cosas'),
              ctx.L('want to shape the buildings and cities we live in', 'quieren dar forma a los edificios y ciudades en los que vivimos'),
            ],
            toBecome: [
              ctx.L('Architect (after the professional master)', 'Arquitecto (tras el máster habilitante)'),
              ctx.L('Urban planner', 'Urbanista'),
              ctx.L('Heritage and restoration specialist', 'Especialista en patrimonio y restauración'),
              ctx.L('Computational designer', 'Diseñador computacional'),
            ],
            reasonsWhy: [
              {
                title: ctx.L('Build every year', 'Construir cada curso'),
                text: ctx.L(
                  'A build week on the Segovia campus each spring, ending with a full-scale structure.',
                  'Una semana de construcción en el campus de Segovia cada primavera, que termina con una estructura a escala real.',
                ),
              },
              {
                title: ctx.L('Studios of twelve', 'Talleres de doce'),
                text: ctx.L(
                  'Every project is discussed at your desk with an architect who builds.',
                  'Cada proyecto se comenta en su mesa con un arquitecto que construye.',
                ),
              },
              {
                title: ctx.L('Straight to the master', 'Directo al máster'),
                text: ctx.L(
                  'Guaranteed place in the professional master for graduates with a passing final project.',
                  'Plaza garantizada en el máster habilitante para los graduados con el proyecto final aprobado.',
                ),
              },
            ],
            studyPlan: studyPlan(
              ctx,
              [
                bi('Years 1–2: foundations', 'Primero y segundo: fundamentos'),
                bi('Design studio I–IV', 'Proyectos I-IV'),
                bi('Architectural drawing', 'Dibujo arquitectónico'),
                bi('Mathematics and physics', 'Matemáticas y física'),
                bi('History of architecture', 'Historia de la arquitectura'),
              ],
              [
                bi('Years 3–4: building', 'Tercero y cuarto: construir'),
                bi('Design studio V–VIII', 'Proyectos V-VIII'),
                bi('Structures', 'Estructuras'),
                bi('Construction', 'Construcción'),
                bi('Urban planning', 'Urbanismo'),
              ],
              [
                bi('Year 5: the city', 'Quinto: la ciudad'),
                bi('Public building studio', 'Taller de edificio público'),
                bi('Building services', 'Instalaciones'),
                bi('Final project', 'Trabajo de fin de grado'),
              ],
            ),
            residentialPeriods: [
              { title: ctx.L('Build week', 'Semana de construcción'), location: 'Segovia', startDate: '2028-04-17', endDate: '2028-04-21' },
            ],
          },
          body: sections(
            [
              ctx.L(
                'The Bachelor in Architecture is an official degree of 300 ECTS credits. Studio courses are taught in English and in Spanish in parallel groups; you choose one at enrolment.',
                'El Grado en Arquitectura es un título oficial de 300 créditos ECTS. Las asignaturas de taller se imparten en grupos paralelos en inglés y en español; se elige uno al matricularse.',
              ),
            ],
            [
              ctx.L('Becoming an architect', 'Llegar a ser arquitecto'),
              ctx.L(
                'In Spain, practising as an architect requires the professional master after the bachelor. Our graduates move on to it without a further admission process.',
                'En España, para ejercer como arquitecto se necesita el máster habilitante tras el grado. Nuestros graduados acceden a él sin otro proceso de admisión.',
              ),
            ],
          ),
          heroSection: [
            programmeHero(ctx, {
              eyebrow: bi('Bachelor', 'Grado'),
              title,
              subtitle: bi(
                'Five years in the studio, and something built at full scale every year.',
                'Cinco años en el taller, y algo construido a escala real cada curso.',
              ),
              image: 'city-morning.jpg',
              facts: {
                duration: bi('5 years', '5 años'),
                credits: '300 ECTS',
                language: bi('English or Spanish', 'Inglés o español'),
                intake: bi('September 2027', 'Septiembre de 2027'),
              },
              primary: APPLY_NOW,
              secondary: { page: 'm-architecture', text: bi('The professional master', 'El máster habilitante') },
            }),
          ],
          leadFormSection: [leadForm(ctx, { programId: 'SAD-BARCH', pathwayId: 'SAD-UG', title })],
          mainSection: [
            {
              component: 'StudyPlan',
              title: ctx.L('The first year', 'El primer curso'),
              intro: ctx.L(
                'Half of every year is studio; the other half gives the studio its tools.',
                'La mitad de cada curso es taller; la otra mitad le da sus herramientas.',
              ),
              semesters: [
                {
                  title: ctx.L('Semester 1 (September–January)', 'Primer semestre (septiembre-enero)'),
                  open: true,
                  courses: [
                    { title: ctx.L('Design studio I: the room', 'Proyectos I: la habitación'), ects: 12, type: 'project' },
                    { title: ctx.L('Architectural drawing I', 'Dibujo arquitectónico I'), ects: 6 },
                    { title: ctx.L('Mathematics for architects', 'Matemáticas para arquitectos'), ects: 6 },
                    { title: ctx.L('History of architecture I', 'Historia de la arquitectura I'), ects: 6 },
                  ],
                },
                {
                  title: ctx.L('Semester 2 (February–June)', 'Segundo semestre (febrero-junio)'),
                  courses: [
                    { title: ctx.L('Design studio II: the house', 'Proyectos II: la casa'), ects: 12, type: 'project' },
                    {
                      title: ctx.L('Architectural drawing II and digital modelling', 'Dibujo arquitectónico II y modelado digital'),
                      ects: 6,
                    },
                    { title: ctx.L('Physics: forces and materials', 'Física: fuerzas y materiales'), ects: 6 },
                    {
                      title: ctx.L('Build week', 'Semana de construcción'),
                      ects: 6,
                      type: 'project',
                      description: ctx.L(
                        'A timber structure designed and built by the whole year in Segovia.',
                        'Una estructura de madera proyectada y construida por todo el curso en Segovia.',
                      ),
                    },
                  ],
                },
              ],
            },
            {
              component: 'FeesTable',
              title: ctx.L('Fees and scholarships 2027–2028', 'Precios y becas 2027-2028'),
              fees: [
                fee(ctx, 'tuitionPerYear', 13200),
                {
                  label: ctx.L('Studio materials', 'Materiales de taller'),
                  amount: 450,
                  note: ctx.L('Per year; covers the model shop and the fab lab', 'Por curso; cubre el taller de maquetas y el fab lab'),
                },
              ],
              instalments: [instalment(ctx, 'reservation', '2027-06-30', 2200), instalment(ctx, 'restOfFirstYear', '2027-09-01', 11450)],
              scholarships: [
                {
                  name: ctx.L('Portfolio scholarship', 'Beca Portfolio'),
                  value: ctx.L('Up to 50% of tuition', 'Hasta el 50 % de la matrícula'),
                  eligibility: ctx.L(
                    'Applicants with an outstanding portfolio, chosen by the admissions committee',
                    'Candidatos con un portfolio excepcional, elegidos por el comité de admisiones',
                  ),
                  deadline: '2027-03-31',
                },
              ],
            },
            portfolioBanner(ctx),
          ],
        };
      },
    },
    {
      key: 'm-architecture',
      slug: bi('programmes/master-in-architecture', 'programas/master-en-arquitectura'),
      parent: 'programmes',
      templateType: 'ProgramDetail',
      title: bi('Master in Architecture (professional qualification)', 'Máster Universitario en Arquitectura (habilitante)'),
      metaDescription: bi(
        'The one-and-a-half-year master that qualifies graduates in architecture to practise as architects in Spain and the EU.',
        'El máster de año y medio que habilita a los graduados en Arquitectura para ejercer como arquitectos en España y en la UE.',
      ),
      template: (ctx) => {
        const title = ctx.L('Master in Architecture (professional qualification)', 'Máster Universitario en Arquitectura (habilitante)');
        return {
          title,
          image: ctx.media('boardroom.jpg'),
          program: {
            code: 'sad-m-architecture',
            programType: 'master',
            format: 'face-to-face',
            location: ['Madrid'],
            duration: { amount: 18, unit: 'months' },
            language: ['es'],
            intake: ['2027-09-20'],
            fees: { amount: 24900, currency: 'EUR', per: 'year' },
            academicArea: [ctx.L('Architecture', 'Arquitectura')],
            credits: 60,
            abstract: ctx.L(
              'The master that qualifies you to practise as an architect: a semester of professional practice and a final project defended before a panel of architects.',
              'El máster que le habilita para ejercer como arquitecto: un semestre de práctica profesional y un proyecto final defendido ante un tribunal de arquitectos.',
            ),
            forPeopleWho: [
              ctx.L('hold a bachelor in architecture of 300 ECTS', 'tienen un grado en Arquitectura de 300 ECTS'),
              ctx.L('want to sign projects as architects', 'quieren firmar proyectos como arquitectos'),
            ],
            toBecome: [
              ctx.L('Registered architect', 'Arquitecto colegiado'),
              ctx.L('Partner in an architecture practice', 'Socio de un estudio de arquitectura'),
            ],
          },
          body: paragraphs(
            ctx.L(
              'The master completes the professional training of architects required by Spanish and European law. It is taught in Spanish, with a semester in a practice in Madrid and a final project that documents a building as if it were going to be built: drawings, structure, services, budget.',
              'El máster completa la formación profesional de los arquitectos que exigen la ley española y la europea. Se imparte en español, con un semestre en un estudio de Madrid y un proyecto final que documenta un edificio como si fuera a construirse: planos, estructura, instalaciones y presupuesto.',
            ),
          ),
          heroSection: [
            programmeHero(ctx, {
              eyebrow: bi('Professional master', 'Máster habilitante'),
              title,
              subtitle: bi('Eighteen months from graduate to architect.', 'Dieciocho meses de graduado a arquitecto.'),
              image: 'boardroom.jpg',
              link: APPLY_NOW,
            }),
          ],
          leadFormSection: [leadForm(ctx, { programId: 'SAD-MARCH', pathwayId: 'SAD-PG', title })],
          mainSection: [
            {
              component: 'Timeline',
              title: ctx.L('Eighteen months', 'Dieciocho meses'),
              items: [
                {
                  date: ctx.L('September–January', 'Septiembre-enero'),
                  title: ctx.L('Professional practice studio', 'Taller de práctica profesional'),
                  text: ctx.L(
                    'Regulations, contracts, budgets and site management.',
                    'Normativa, contratos, presupuestos y dirección de obra.',
                  ),
                },
                {
                  date: ctx.L('February–June', 'Febrero-junio'),
                  title: ctx.L('Internship in a practice', 'Prácticas en un estudio'),
                  text: ctx.L(
                    'Four days a week in one of 30 partner practices.',
                    'Cuatro días a la semana en uno de los 30 estudios colaboradores.',
                  ),
                },
                {
                  date: ctx.L('September–February', 'Septiembre-febrero'),
                  title: ctx.L('Final project', 'Proyecto fin de máster'),
                  text: ctx.L(
                    'Defended before a panel including two architects from outside the school.',
                    'Defendido ante un tribunal con dos arquitectos ajenos a la escuela.',
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
                      question: ctx.L('Can graduates of other schools apply?', '¿Pueden solicitarlo graduados de otras escuelas?'),
                      answer: paragraphs(
                        ctx.L(
                          'Yes, with a Spanish or EU bachelor in architecture of 300 ECTS. Places left after our own graduates are given by portfolio.',
                          'Sí, con un grado en Arquitectura español o europeo de 300 ECTS. Las plazas que quedan tras nuestros graduados se adjudican por portfolio.',
                        ),
                      ),
                    },
                    {
                      question: ctx.L('Is the internship paid?', '¿Las prácticas son remuneradas?'),
                      answer: paragraphs(
                        ctx.L(
                          'Yes. Every partner practice pays at least the minimum internship allowance set by the school.',
                          'Sí. Todos los estudios colaboradores pagan al menos la ayuda mínima fijada por la escuela.',
                        ),
                      ),
                    },
                  ],
                },
              ],
            },
          ],
        };
      },
    },
    {
      key: 'ba-design',
      slug: bi('programmes/bachelor-in-design', 'programas/grado-en-diseno'),
      parent: 'programmes',
      templateType: 'ProgramDetail',
      title: bi('Bachelor in Design', 'Grado en Diseño'),
      metaDescription: bi(
        'Four years of design in Madrid, with a specialisation in interior and spatial design or in product and interaction design.',
        'Cuatro años de diseño en Madrid, con especialización en diseño de interiores y del espacio o en diseño de producto e interacción.',
      ),
      template: (ctx) => {
        const title = ctx.L('Bachelor in Design', 'Grado en Diseño');
        return {
          title,
          image: ctx.media('workshop.jpg'),
          program: {
            code: 'sad-ba-design',
            programType: 'bachelor',
            format: 'face-to-face',
            location: ['Madrid'],
            duration: { amount: 4, unit: 'years' },
            language: ['en'],
            intake: ['2027-09-13'],
            fees: { amount: 19800, currency: 'EUR', per: 'year' },
            academicArea: [ctx.L('Design', 'Diseño')],
            credits: 240,
            abstract: ctx.L(
              'Four years of studio in English: two of shared foundations, then interiors and space, or products and interactions.',
              'Cuatro años de taller en inglés: dos de fundamentos comunes y después interiores y espacio, o productos e interacciones.',
            ),
            forPeopleWho: [
              ctx.L(
                'notice how things are made and how people use them',
                'se fijan en cómo están hechas las cosas y cómo las usa la gente',
              ),
              ctx.L('want to make objects, interiors or interfaces that last', 'quieren hacer objetos, interiores o interfaces que duren'),
            ],
            toBecome: [
              ctx.L('Interior designer', 'Interiorista'),
              ctx.L('Product designer', 'Diseñador de producto'),
              ctx.L('Interaction and UX designer', 'Diseñador de interacción y experiencia de usuario'),
              ctx.L('Exhibition designer', 'Diseñador de exposiciones'),
            ],
          },
          body: paragraphs(
            ctx.L(
              'The first two years teach drawing, materials, typography, colour and making in the workshops. In the third year you choose a specialisation, and in the fourth you design with a manufacturer, a shop or a studio as your client.',
              'Los dos primeros cursos enseñan dibujo, materiales, tipografía, color y fabricación en los talleres. En tercero elige una especialización y en cuarto diseña con un fabricante, una tienda o un estudio como cliente.',
            ),
          ),
          heroSection: [
            splitHero(ctx, {
              eyebrow: bi('Bachelor', 'Grado'),
              title: title,
              subtitle: bi(
                'Interiors, products and interactions, taught in English in Madrid.',
                'Interiores, productos e interacciones, en inglés, en Madrid.',
              ),
              image: 'workshop.jpg',
              imagePosition: 'left',
              primary: { page: 'admissions', text: bi('Apply now', 'Solicite la admisión') },
              secondary: { page: 'ba-design-interior', text: bi('The specialisations', 'Las especializaciones') },
            }),
          ],
          leadFormSection: [leadForm(ctx, { programId: 'SAD-BDES', pathwayId: 'SAD-UG', title })],
          mainSection: [
            {
              component: 'ProgramFacts',
              duration: ctx.L('4 years', '4 años'),
              format: ctx.L('On campus', 'Presencial'),
              language: ctx.L('English', 'Inglés'),
              startDate: '2027-09-13',
              credits: 240,
              location: 'Madrid',
            },
            {
              component: 'IconCollection',
              title: ctx.L('The workshops', 'Los talleres'),
              items: [
                {
                  icon: 'settings',
                  title: ctx.L('Fab lab', 'Fab lab'),
                  text: ctx.L('Laser cutters, 3D printers and a CNC router.', 'Cortadoras láser, impresoras 3D y una fresadora CNC.'),
                },
                {
                  icon: 'puzzle',
                  title: ctx.L('Wood and metal', 'Madera y metal'),
                  text: ctx.L('A full workshop with two technicians.', 'Un taller completo con dos técnicos.'),
                },
                {
                  icon: 'image',
                  title: ctx.L('Print and textiles', 'Impresión y textil'),
                  text: ctx.L('Screen printing, risograph and looms.', 'Serigrafía, risografía y telares.'),
                },
                {
                  icon: 'laptop',
                  title: ctx.L('Interaction lab', 'Laboratorio de interacción'),
                  text: ctx.L('Prototyping kits and a user-testing room.', 'Kits de prototipado y una sala de pruebas con usuarios.'),
                },
              ],
            },
            portfolioBanner(ctx),
          ],
        };
      },
    },
    {
      key: 'ba-design-interior',
      slug: bi('programmes/bachelor-in-design/interior-and-spatial-design', 'programas/grado-en-diseno/diseno-de-interiores-y-del-espacio'),
      parent: 'ba-design',
      templateType: 'SpecializationDetail',
      title: bi('Specialisation in Interior and Spatial Design', 'Especialización en Diseño de Interiores y del Espacio'),
      metaDescription: bi(
        'The specialisation of the Bachelor in Design on homes, shops, exhibitions and the reuse of old buildings.',
        'La especialización del Grado en Diseño sobre viviendas, comercios, exposiciones y la reutilización de edificios antiguos.',
      ),
      template: (ctx) => ({
        title: ctx.L('Specialisation in Interior and Spatial Design', 'Especialización en Diseño de Interiores y del Espacio'),
        summary: ctx.L(
          'Homes, shops and exhibitions inside existing buildings: two years of projects led by Elena Quiroga.',
          'Viviendas, comercios y exposiciones dentro de edificios existentes: dos cursos de proyectos dirigidos por Elena Quiroga.',
        ),
        image: ctx.media('boardroom.jpg'),
        program: 'sad-ba-design',
        courses: [
          ctx.L('Interior design studio', 'Taller de interiores'),
          ctx.L('Light and colour', 'Luz y color'),
          ctx.L('Furniture and fittings', 'Mobiliario y equipamiento'),
          ctx.L('Exhibition design', 'Diseño de exposiciones'),
          ctx.L('Building regulations for interiors', 'Normativa para interiores'),
        ],
        body: paragraphs(
          ctx.L(
            'Each project starts from a real building in Madrid: a flat in a nineteenth-century block, a ground-floor shop, a hall of the university. In the fourth year the class designs and builds the school’s end-of-year show.',
            'Cada proyecto parte de un edificio real de Madrid: un piso en una corrala del siglo XIX, un local a pie de calle, una sala de la universidad. En cuarto, el grupo diseña y monta la exposición de fin de curso de la escuela.',
          ),
        ),
        leadFormSection: [
          leadForm(ctx, {
            programId: 'SAD-BDES',
            pathwayId: 'SAD-UG',
            track: 'SAD-BDES-INT',
            title: ctx.L('the interior design specialisation', 'la especialización en interiores'),
          }),
        ],
        mainSection: [
          {
            component: 'Quote',
            quote: ctx.L(
              'An old building already knows where the light comes in. Our job is to listen before we draw.',
              'Un edificio antiguo ya sabe por dónde entra la luz. Nuestro trabajo es escuchar antes de dibujar.',
            ),
            author: 'Elena Quiroga',
            role: ctx.L('Associate Professor of Interior Architecture', 'Profesora titular de Arquitectura de Interiores'),
          },
        ],
      }),
    },
    {
      key: 'ba-design-product',
      slug: bi(
        'programmes/bachelor-in-design/product-and-interaction-design',
        'programas/grado-en-diseno/diseno-de-producto-e-interaccion',
      ),
      parent: 'ba-design',
      templateType: 'SpecializationDetail',
      title: bi('Specialisation in Product and Interaction Design', 'Especialización en Diseño de Producto e Interacción'),
      metaDescription: bi(
        'The specialisation of the Bachelor in Design on objects, furniture and the interfaces that go with them.',
        'La especialización del Grado en Diseño sobre objetos, mobiliario y las interfaces que los acompañan.',
      ),
      template: (ctx) => ({
        title: ctx.L('Specialisation in Product and Interaction Design', 'Especialización en Diseño de Producto e Interacción'),
        summary: ctx.L(
          'Objects and the screens that go with them, designed with manufacturers from sketch to working prototype.',
          'Objetos y las pantallas que los acompañan, diseñados con fabricantes del boceto al prototipo que funciona.',
        ),
        image: ctx.media('workshop.jpg'),
        program: 'sad-ba-design',
        courses: [
          ctx.L('Product design studio', 'Taller de diseño de producto'),
          ctx.L('Materials and manufacturing', 'Materiales y procesos de fabricación'),
          ctx.L('Interaction design', 'Diseño de interacción'),
          ctx.L('Design for repair and reuse', 'Diseño para reparar y reutilizar'),
        ],
        body: paragraphs(
          ctx.L(
            'Led by Marco Bellini. Every student designs one object with one of the programme’s twelve partner manufacturers in Spain and Italy; several have gone into production.',
            'La dirige Marco Bellini. Cada estudiante diseña un objeto con uno de los doce fabricantes colaboradores del programa en España e Italia; varios han llegado a producirse.',
          ),
        ),
        leadFormSection: [
          leadForm(ctx, {
            programId: 'SAD-BDES',
            pathwayId: 'SAD-UG',
            track: 'SAD-BDES-PROD',
            title: ctx.L('the product design specialisation', 'la especialización en producto'),
          }),
        ],
        mainSection: [
          {
            component: 'Steps',
            title: ctx.L('From sketch to prototype', 'Del boceto al prototipo'),
            steps: [
              {
                title: ctx.L('Brief', 'Encargo'),
                text: ctx.L('A manufacturer sets a problem and a budget.', 'Un fabricante plantea un problema y un presupuesto.'),
                icon: 'document',
              },
              {
                title: ctx.L('Sketches and models', 'Bocetos y maquetas'),
                text: ctx.L('Fifty ideas, five models, one direction.', 'Cincuenta ideas, cinco maquetas, una dirección.'),
                icon: 'pencil',
              },
              {
                title: ctx.L('Prototype', 'Prototipo'),
                text: ctx.L('Built in the fab lab and tested with users.', 'Fabricado en el fab lab y probado con usuarios.'),
                icon: 'settings',
              },
              {
                title: ctx.L('Presentation', 'Presentación'),
                text: ctx.L(
                  'Presented at the factory to the people who would make it.',
                  'Presentado en la fábrica a quienes lo fabricarían.',
                ),
                icon: 'users',
              },
            ],
          },
        ],
      }),
    },
    {
      key: 'ma-urban-design',
      slug: bi('programmes/master-in-urban-design', 'programas/master-en-diseno-urbano'),
      parent: 'programmes',
      templateType: 'ProgramDetailMax',
      title: bi('Master in Urban Design', 'Máster en Diseño Urbano'),
      metaDescription: bi(
        'A year on streets, squares and neighbourhoods for a hotter climate, with projects for the city of Madrid.',
        'Un año sobre calles, plazas y barrios para un clima más cálido, con proyectos para la ciudad de Madrid.',
      ),
      template: (ctx) => {
        const title = ctx.L('Master in Urban Design', 'Máster en Diseño Urbano');
        return {
          title,
          image: ctx.media('harbour.jpg'),
          program: {
            code: 'sad-ma-urban-design',
            programType: 'master',
            format: 'face-to-face',
            location: ['Madrid'],
            duration: { amount: 11, unit: 'months' },
            language: ['en'],
            intake: ['2027-09-27'],
            fees: { amount: 27500, currency: 'EUR', per: 'programme' },
            academicArea: [ctx.L('Urban design', 'Diseño urbano')],
            credits: 60,
            abstract: ctx.L(
              'Eleven months on the design of streets, squares and neighbourhoods for a hotter climate, with a studio project commissioned by the city of Madrid.',
              'Once meses sobre el diseño de calles, plazas y barrios para un clima más cálido, con un proyecto de taller encargado por el Ayuntamiento de Madrid.',
            ),
            forPeopleWho: [
              ctx.L('are architects, landscape architects, planners or engineers', 'son arquitectos, paisajistas, urbanistas o ingenieros'),
              ctx.L(
                'want to work on public space for cities and their residents',
                'quieren trabajar en el espacio público para las ciudades y sus vecinos',
              ),
            ],
            toBecome: [
              ctx.L('Urban designer', 'Diseñador urbano'),
              ctx.L('Public space officer in a city council', 'Técnico de espacio público en un ayuntamiento'),
              ctx.L('Climate adaptation consultant', 'Consultor de adaptación climática'),
            ],
            reasonsWhy: [
              {
                title: ctx.L('A real client', 'Un cliente real'),
                text: ctx.L(
                  'The studio project is commissioned by a Madrid district each year.',
                  'Cada año un distrito de Madrid encarga el proyecto de taller.',
                ),
              },
              {
                title: ctx.L('Data from the street', 'Datos de la calle'),
                text: ctx.L(
                  'Measure heat, shade and use with the school’s sensor kits.',
                  'Mida calor, sombra y uso con los kits de sensores de la escuela.',
                ),
              },
            ],
            studyPlan: studyPlan(
              ctx,
              [
                bi('Autumn', 'Otoño'),
                bi('Reading the city', 'Leer la ciudad'),
                bi('Climate and public space', 'Clima y espacio público'),
                bi('Mapping with data', 'Cartografía con datos'),
              ],
              [
                bi('Winter', 'Invierno'),
                bi('Urban design studio', 'Taller de diseño urbano'),
                bi('Housing and neighbourhoods', 'Vivienda y barrios'),
                bi('Participation and consultation', 'Participación ciudadana'),
              ],
              [
                bi('Spring and summer', 'Primavera y verano'),
                bi('Studio project for Madrid', 'Proyecto de taller para Madrid'),
                bi('Master’s thesis', 'Trabajo de fin de máster'),
              ],
            ),
          },
          body: paragraphs(
            ctx.L(
              'Madrid has warmed by more than one degree since 1980, and its streets feel it first. The master teaches how to design public space that people can use in July: shade, trees, water, materials and the rules that make them possible.',
              'Madrid se ha calentado más de un grado desde 1980 y sus calles son las primeras en notarlo. El máster enseña a proyectar espacio público que pueda usarse en julio: sombra, árboles, agua, materiales y las normas que los hacen posibles.',
            ),
          ),
          heroSection: [
            programmeHero(ctx, {
              eyebrow: bi('Master', 'Máster'),
              title,
              subtitle: bi(
                'Design public space for a hotter climate, with Madrid as your client.',
                'Proyecte espacio público para un clima más cálido, con Madrid como cliente.',
              ),
              image: 'harbour.jpg',
              facts: {
                duration: bi('11 months', '11 meses'),
                credits: '60 ECTS',
                language: bi('English', 'Inglés'),
                intake: bi('September 2027', 'Septiembre de 2027'),
              },
              primary: APPLY_NOW,
              secondary: { page: 'faculty-noor-haddad', text: bi('Meet the director', 'Conozca a la directora') },
            }),
          ],
          leadFormSection: [leadForm(ctx, { programId: 'SAD-MUD', pathwayId: 'SAD-PG', title })],
          mainSection: [
            {
              component: 'FactsFigures',
              title: ctx.L('Why it matters', 'Por qué importa'),
              items: [
                {
                  value: '+1.3 °C',
                  label: ctx.L('rise in Madrid’s mean temperature since 1980', 'de aumento de la temperatura media de Madrid desde 1980'),
                  source: { name: 'AEMET', year: '2025' },
                },
                {
                  value: '9 °C',
                  label: ctx.L(
                    'difference between a shaded and an unshaded street surface at 5 pm in July',
                    'de diferencia entre el suelo de una calle con sombra y otra sin ella a las 17:00 en julio',
                  ),
                  detail: ctx.L(
                    'Measured by students of the master in Lavapiés, 2026.',
                    'Medido por estudiantes del máster en Lavapiés, 2026.',
                  ),
                  source: { name: ctx.L('Urban Design studio', 'Taller de Diseño Urbano'), year: '2026' },
                },
              ],
            },
            {
              component: 'FeesTable',
              title: ctx.L('Fees and scholarships 2027–2028', 'Precios y becas 2027-2028'),
              fees: [fee(ctx, 'tuition', 19800)],
              instalments: [
                instalment(ctx, 'reservation', '2027-05-31', 3800),
                instalment(ctx, 'second', '2027-09-27', 8000),
                instalment(ctx, 'third', '2028-01-31', 8000),
              ],
              scholarships: [
                {
                  name: ctx.L('Cities scholarship', 'Beca Ciudades'),
                  value: ctx.L('Up to 35% of tuition', 'Hasta el 35 % de la matrícula'),
                  eligibility: ctx.L(
                    'Applicants working in a public administration',
                    'Candidatos que trabajan en una administración pública',
                  ),
                  deadline: '2027-04-15',
                },
              ],
            },
          ],
        };
      },
    },
    {
      key: 'studios',
      slug: bi('studios', 'talleres'),
      templateType: 'BasicTemplate',
      title: bi('Studios and workshops', 'Talleres'),
      metaDescription: bi(
        'The design studios, the model shop, the fab lab and the build yard of the school.',
        'Los talleres de proyectos, el taller de maquetas, el fab lab y el patio de construcción de la escuela.',
      ),
      template: (ctx) => ({
        heroSection: [
          splitHero(ctx, {
            eyebrow: bi('Studios', 'Talleres'),
            title: bi('A desk of your own, open all night', 'Una mesa propia, abierta toda la noche'),
            subtitle: bi(
              'Every student has a desk in a studio of twelve from the first day. Around the studios: the model shop, the fab lab and, in Segovia, the build yard.',
              'Cada estudiante tiene una mesa en un taller de doce desde el primer día. Alrededor de los talleres: el taller de maquetas, el fab lab y, en Segovia, el patio de construcción.',
            ),
            image: 'workshop.jpg',
            primary: { page: 'programmes', text: bi('Our programmes', 'Nuestros programas') },
          }),
        ],
        mainSection: [
          {
            component: 'Tabs',
            title: ctx.L('How a studio works', 'Cómo funciona un taller'),
            tabs: [
              {
                label: ctx.L('Desk crits', 'Correcciones en mesa'),
                html: paragraphs(
                  ctx.L(
                    'Twice a week your tutor comes to your desk and talks through your drawings and models with you.',
                    'Dos veces por semana su tutor pasa por su mesa y comenta con usted sus planos y maquetas.',
                  ),
                ),
              },
              {
                label: ctx.L('Pin-ups', 'Sesiones críticas'),
                html: paragraphs(
                  ctx.L(
                    'Every three weeks the whole studio pins up its work and discusses it together.',
                    'Cada tres semanas todo el taller cuelga su trabajo y lo comenta en común.',
                  ),
                ),
              },
              {
                label: ctx.L('Juries', 'Jurados'),
                html: paragraphs(
                  ctx.L(
                    'At the end of each semester you present to a jury that includes architects and designers from outside the school.',
                    'Al final de cada semestre presenta ante un jurado con arquitectos y diseñadores ajenos a la escuela.',
                  ),
                ),
              },
            ],
          },
          {
            component: 'ImageGallery',
            title: ctx.L('Inside the studios', 'Dentro de los talleres'),
            images: [
              {
                image: ctx.media('workshop.jpg'),
                caption: ctx.L('Second-year architecture studio, Madrid.', 'Taller de segundo de Arquitectura, Madrid.'),
              },
              {
                image: ctx.media('classroom.jpg'),
                caption: ctx.L('A pin-up in the design studio.', 'Una sesión crítica en el taller de diseño.'),
              },
              {
                image: ctx.media('seminar.jpg'),
                caption: ctx.L('Final jury of the Master in Urban Design.', 'Jurado final del Máster en Diseño Urbano.'),
              },
              {
                image: ctx.media('green-valley.jpg'),
                caption: ctx.L('The build yard on the Segovia campus.', 'El patio de construcción del campus de Segovia.'),
              },
            ],
          },
          {
            component: 'Accordion',
            title: ctx.L('Opening hours and rules', 'Horarios y normas'),
            items: [
              {
                title: ctx.L('Studios', 'Talleres'),
                html: paragraphs(
                  ctx.L(
                    'Open 24 hours, seven days a week, with your student card.',
                    'Abiertos las 24 horas, los siete días, con la tarjeta de estudiante.',
                  ),
                ),
              },
              {
                title: ctx.L('Model shop and fab lab', 'Taller de maquetas y fab lab'),
                html: paragraphs(
                  ctx.L(
                    'Monday to Saturday, 8:00–22:00, after the safety induction in your first week.',
                    'De lunes a sábado, de 8:00 a 22:00, tras la formación de seguridad de la primera semana.',
                  ),
                ),
              },
              {
                title: ctx.L('Materials', 'Materiales'),
                html: paragraphs(
                  ctx.L(
                    'Cardboard, timber and basic materials are included in the studio fee; special materials are sold at cost.',
                    'El cartón, la madera y los materiales básicos están incluidos en la tasa de taller; los especiales se venden a precio de coste.',
                  ),
                ),
              },
            ],
          },
        ],
      }),
    },
    {
      key: 'exhibitions',
      slug: bi('exhibitions', 'exposiciones'),
      templateType: 'BasicTemplate',
      title: bi('Exhibitions', 'Exposiciones'),
      metaDescription: bi(
        'The school’s gallery: students’ work, the end-of-year show and exhibitions of architects and designers.',
        'La sala de la escuela: obra de estudiantes, la exposición de fin de curso y muestras de arquitectos y diseñadores.',
      ),
      template: (ctx) => ({
        heroSection: [
          compactHero(ctx, {
            eyebrow: bi('Sala Ibera', 'Sala Ibera'),
            title: bi('Exhibitions', 'Exposiciones'),
            subtitle: bi(
              'Our gallery on the ground floor of the Madrid building is open to everyone, free, Tuesday to Sunday.',
              'Nuestra sala en la planta baja del edificio de Madrid está abierta a todos, gratis, de martes a domingo.',
            ),
            image: 'event.jpg',
            subtheme: 'inverse',
          }),
        ],
        mainSection: [
          {
            component: 'TextImage',
            title: ctx.L('The end-of-year show', 'La exposición de fin de curso'),
            html: paragraphs(
              ctx.L(
                'Every June the whole school moves into the gallery and the studios: final projects of every programme, models, prototypes and the drawings behind them. The show is designed and built by fourth-year interior design students.',
                'Cada junio toda la escuela se traslada a la sala y a los talleres: proyectos finales de todos los programas, maquetas, prototipos y los planos que hay detrás. La diseñan y montan los estudiantes de cuarto de interiores.',
              ),
            ),
            image: ctx.media('auditorium.jpg'),
            imagePosition: 'right',
            link: { href: ctx.href('event-end-of-year-show'), text: ctx.L('The 2027 show', 'La exposición de 2027') },
          },
          {
            component: 'Timeline',
            title: ctx.L('Recent exhibitions', 'Exposiciones recientes'),
            items: [
              {
                date: ctx.L('Spring 2026', 'Primavera de 2026'),
                title: ctx.L('Shade: drawings for a hotter Madrid', 'Sombra: dibujos para un Madrid más cálido'),
                text: ctx.L('Projects of the Master in Urban Design for Lavapiés.', 'Proyectos del Máster en Diseño Urbano para Lavapiés.'),
              },
              {
                date: ctx.L('Autumn 2025', 'Otoño de 2025'),
                title: ctx.L('Three pavilions', 'Tres pabellones'),
                text: ctx.L(
                  'Models and photographs of the build weeks in Segovia.',
                  'Maquetas y fotografías de las semanas de construcción en Segovia.',
                ),
              },
              {
                date: ctx.L('Spring 2025', 'Primavera de 2025'),
                title: ctx.L('Beatriz Lozano: eleven schools', 'Beatriz Lozano: once colegios'),
                text: ctx.L(
                  'Twenty years of school buildings in Castile and León.',
                  'Veinte años de edificios escolares en Castilla y León.',
                ),
              },
            ],
          },
          eventDistributor(ctx, { title: bi('Coming up in the gallery', 'Próximamente en la sala'), upcoming: true, quantity: 3 }),
        ],
      }),
    },
    {
      key: 'faculty',
      slug: bi('faculty', 'profesorado'),
      templateType: 'TeachersList',
      title: bi('Faculty', 'Profesorado'),
      metaDescription: bi(
        'The architects, engineers, urbanists and designers who teach at the School of Architecture and Design.',
        'Los arquitectos, ingenieros, urbanistas y diseñadores que enseñan en la Escuela de Arquitectura y Diseño.',
      ),
      template: (ctx) => ({
        intro: ctx.L(
          'Most of our teachers also run a practice or a studio: they bring the week’s site visit and the factory’s latest problem into the studio.',
          'La mayoría de nuestros profesores dirige además un estudio: traen al taller la visita de obra de la semana y el último problema de la fábrica.',
        ),
        pageSize: 12,
        data: { mode: 'navigation', referenceId: ctx.href('faculty'), sources: [{ structuredData: 'TeacherDetail' }], order: 'alpha' },
      }),
    },
    ...FACULTY.map(teacherPage),
    newsListPage({
      description: bi(
        'News from the School of Architecture and Design: projects, prizes and students.',
        'Noticias de la Escuela de Arquitectura y Diseño: proyectos, premios y estudiantes.',
      ),
      intro: bi(
        'Projects, prizes, buildings and what our students have made.',
        'Proyectos, premios, edificios y lo que han hecho nuestros estudiantes.',
      ),
      pageSize: 9,
    }),
    newsPage({
      key: 'news-pavilion',
      slug: bi('news/third-pavilion-built-in-segovia', 'noticias/tercer-pabellon-construido-en-segovia'),
      title: bi(
        'Third-year students build a timber reading pavilion in Segovia',
        'Los estudiantes de tercero construyen un pabellón de lectura de madera en Segovia',
      ),
      description: bi(
        'Forty students designed and built the pavilion in one week with local pine.',
        'Cuarenta estudiantes proyectaron y construyeron el pabellón en una semana con pino de la zona.',
      ),
      date: '2026-10-28',
      summary: bi(
        'Forty students, one week and 6 m³ of pine from the Guadarrama hills: the school’s third full-scale pavilion.',
        'Cuarenta estudiantes, una semana y 6 m³ de pino de la sierra de Guadarrama: el tercer pabellón a escala real de la escuela.',
      ),
      category: bi('Building', 'Construcción'),
      image: 'green-valley.jpg',
      body: (ctx) =>
        sections(
          [
            ctx.L(
              'The pavilion, a covered reading room for the Segovia campus library, was chosen from twelve proposals by the students themselves. Pablo Iturriaga checked every joint before the first cut.',
              'El pabellón, una sala de lectura cubierta para la biblioteca del campus de Segovia, fue elegido entre doce propuestas por los propios estudiantes. Pablo Iturriaga revisó cada unión antes del primer corte.',
            ),
          ],
          [
            ctx.L('Built to last', 'Hecho para durar'),
            ctx.L(
              'Unlike the first two pavilions, this one is designed to stand for at least ten years, and its timber is certified from sustainably managed forests.',
              'A diferencia de los dos primeros, este pabellón está pensado para durar al menos diez años, y su madera procede de bosques con gestión sostenible certificada.',
            ),
          ],
        ),
    }),
    newsPage({
      key: 'news-shade-map',
      slug: bi('news/shade-map-for-madrid', 'noticias/mapa-de-sombra-para-madrid'),
      title: bi(
        'A shade map of central Madrid, drawn by the Master in Urban Design',
        'Un mapa de sombra del centro de Madrid, dibujado por el Máster en Diseño Urbano',
      ),
      description: bi(
        'Students measured 140 streets last summer; the city council will use the map to plant trees.',
        'Los estudiantes midieron 140 calles el verano pasado; el ayuntamiento usará el mapa para plantar árboles.',
      ),
      date: '2026-10-07',
      summary: bi(
        'Measurements from 140 streets, taken on foot with the school’s sensor kits, now guide the city’s tree planting.',
        'Las mediciones de 140 calles, tomadas a pie con los kits de sensores de la escuela, orientan ya la plantación de árboles de la ciudad.',
      ),
      author: 'Noor Haddad',
      category: bi('Urban design', 'Diseño urbano'),
      image: 'city-morning.jpg',
      body: (ctx) =>
        paragraphs(
          ctx.L(
            'Between June and August, 22 students of the master walked the streets of Centro and Arganzuela at 8 am, 1 pm and 5 pm with sensors for air and surface temperature. The resulting map shows which streets have no shade at all in the afternoon.',
            'Entre junio y agosto, 22 estudiantes del máster recorrieron las calles de Centro y Arganzuela a las 8:00, las 13:00 y las 17:00 con sensores de temperatura del aire y del suelo. El mapa resultante muestra qué calles no tienen ninguna sombra por la tarde.',
          ),
          ctx.L(
            'The city council will use it to choose where to plant 1,200 trees over the next two years.',
            'El ayuntamiento lo utilizará para decidir dónde plantar 1.200 árboles en los próximos dos años.',
          ),
        ),
    }),
    newsPage({
      key: 'news-lamp-production',
      slug: bi('news/student-lamp-goes-into-production', 'noticias/lampara-de-estudiante-llega-a-produccion'),
      title: bi(
        'A lamp designed by a design student goes into production',
        'Una lámpara diseñada por una estudiante de diseño llega a producción',
      ),
      description: bi(
        'Sofía Ramos’s table lamp, designed with a Valencian manufacturer, reaches the shops in 2027.',
        'La lámpara de mesa de Sofía Ramos, diseñada con un fabricante valenciano, llegará a las tiendas en 2027.',
      ),
      date: '2026-09-16',
      summary: bi(
        'Designed in the product studio, the lamp can be taken apart with one screwdriver and every part replaced.',
        'Diseñada en el taller de producto, la lámpara se desmonta con un solo destornillador y cada pieza puede sustituirse.',
      ),
      category: bi('Design', 'Diseño'),
      image: 'workshop.jpg',
      body: (ctx) =>
        paragraphs(
          ctx.L(
            'Sofía Ramos designed the lamp last year for the brief “a light you can repair at home”. The manufacturer will produce a first series of 2,000 in ceramic and recycled aluminium.',
            'Sofía Ramos diseñó la lámpara el curso pasado para el encargo «una luz que se pueda reparar en casa». El fabricante producirá una primera serie de 2.000 unidades en cerámica y aluminio reciclado.',
          ),
        ),
    }),
    eventListPage({
      description: bi(
        'Lectures, exhibitions and open days of the School of Architecture and Design.',
        'Conferencias, exposiciones y jornadas de puertas abiertas de la Escuela de Arquitectura y Diseño.',
      ),
      intro: bi(
        'Lectures by architects and designers, exhibitions in our gallery and open days for future students.',
        'Conferencias de arquitectos y diseñadores, exposiciones en nuestra sala y jornadas de puertas abiertas para futuros estudiantes.',
      ),
      filters: ['eventType', 'year'],
      pageSize: 6,
    }),
    eventPage({
      key: 'event-open-studio',
      slug: bi('events/open-studios-february-2027', 'eventos/talleres-abiertos-febrero-2027'),
      title: bi('Open studios', 'Talleres abiertos'),
      description: bi(
        'Visit the studios, the model shop and the fab lab, and bring your portfolio for advice.',
        'Visite los talleres, el taller de maquetas y el fab lab, y traiga su portfolio para que se lo comentemos.',
      ),
      summary: bi(
        'A Saturday in the studios for future students, with portfolio reviews by our faculty.',
        'Un sábado en los talleres para futuros estudiantes, con revisión de portfolios por nuestro profesorado.',
      ),
      image: 'workshop.jpg',
      eventType: 'face-to-face',
      start: '2027-02-13T10:00:00+01:00',
      end: '2027-02-13T14:00:00+01:00',
      location: bi('School of Architecture and Design, Madrid', 'Escuela de Arquitectura y Diseño, Madrid'),
      register: { page: 'contact', text: bi('Book a portfolio review', 'Reserve una revisión de portfolio') },
      info: { page: 'admissions', text: bi('How admissions work', 'Cómo funciona la admisión') },
      body: (ctx) =>
        sections(
          [
            ctx.L(
              'Students will be at their desks working; ask them anything.',
              'Los estudiantes estarán trabajando en sus mesas; pregúnteles lo que quiera.',
            ),
          ],
          [
            ctx.L('Portfolio reviews', 'Revisión de portfolios'),
            ctx.L(
              'Fifteen-minute reviews by a member of the faculty, every quarter of an hour from 10:30. Places are limited: book in advance.',
              'Revisiones de quince minutos con un profesor, cada cuarto de hora desde las 10:30. Plazas limitadas: reserve con antelación.',
            ),
          ],
        ),
    }),
    eventPage({
      key: 'event-lecture',
      slug: bi('events/lecture-building-with-timber', 'eventos/conferencia-construir-con-madera'),
      title: bi('Lecture: building with timber in a warming climate', 'Conferencia: construir con madera en un clima que se calienta'),
      description: bi(
        'Pablo Iturriaga and guests on timber housing in Spain, in person and online.',
        'Pablo Iturriaga e invitados sobre vivienda de madera en España, presencial y en línea.',
      ),
      summary: bi(
        'What mid-rise timber housing needs to work in a Spanish summer, from an engineer and two architects who have built it.',
        'Lo que necesita la vivienda de madera de media altura para funcionar en un verano español, contado por un ingeniero y dos arquitectos que la han construido.',
      ),
      image: 'auditorium.jpg',
      eventType: 'hybrid',
      start: '2027-01-21T19:00:00+01:00',
      end: '2027-01-21T20:30:00+01:00',
      location: bi('Auditorium, Madrid campus', 'Auditorio, campus de Madrid'),
      register: { page: 'contact', text: bi('Register', 'Inscríbase') },
      body: (ctx) =>
        paragraphs(
          ctx.L(
            'Free and open to all. The lecture is in Spanish with simultaneous English subtitles on the stream.',
            'Gratuita y abierta a todos. La conferencia es en español, con subtítulos en inglés en la retransmisión.',
          ),
        ),
    }),
    eventPage({
      key: 'event-end-of-year-show',
      slug: bi('events/end-of-year-show-2027', 'eventos/exposicion-fin-de-curso-2027'),
      title: bi('End-of-year show 2027', 'Exposición de fin de curso 2027'),
      description: bi(
        'Final projects of every programme of the school, in the gallery and the studios.',
        'Los proyectos finales de todos los programas de la escuela, en la sala y los talleres.',
      ),
      summary: bi(
        'Ten days of models, prototypes and drawings: the work of the whole school, open to everyone.',
        'Diez días de maquetas, prototipos y planos: el trabajo de toda la escuela, abierto a todos.',
      ),
      image: 'event.jpg',
      eventType: 'face-to-face',
      start: '2027-06-18T18:00:00+02:00',
      end: '2027-06-27T20:00:00+02:00',
      location: bi('Sala Ibera and studios, Madrid', 'Sala Ibera y talleres, Madrid'),
      info: { page: 'exhibitions', text: bi('About our exhibitions', 'Sobre nuestras exposiciones') },
      body: (ctx) =>
        paragraphs(
          ctx.L(
            'Opening night on 18 June from 18:00, with the awards for the best final projects. Then every day from 11:00 to 20:00; free entry.',
            'Inauguración el 18 de junio a las 18:00, con la entrega de premios a los mejores proyectos finales. Después, todos los días de 11:00 a 20:00; entrada libre.',
          ),
        ),
    }),
    {
      key: 'admissions',
      slug: bi('admissions', 'admisiones'),
      templateType: 'BasicTemplate',
      title: bi('Admissions', 'Admisiones'),
      metaDescription: bi(
        'How to apply to the programmes of the School of Architecture and Design: portfolio, dates and documents.',
        'Cómo solicitar la admisión en los programas de la Escuela de Arquitectura y Diseño: portfolio, fechas y documentos.',
      ),
      template: (ctx) => ({
        heroSection: [
          compactHero(ctx, {
            eyebrow: bi('Admissions 2027–2028', 'Admisiones 2027-2028'),
            title: bi('Apply with your portfolio', 'Solicite la admisión con su portfolio'),
            subtitle: bi(
              'Grades matter, but what we most want to see is how you look at things and how you make them.',
              'Las notas cuentan, pero lo que más queremos ver es cómo mira las cosas y cómo las hace.',
            ),
          }),
        ],
        mainSection: [
          {
            component: 'AdmissionsProcess',
            title: ctx.L('Bachelors', 'Grados'),
            steps: [
              {
                title: ctx.L('Online application', 'Solicitud en línea'),
                date: '2026-10-15',
                endDate: '2027-03-31',
                documents: [
                  { title: ctx.L('Secondary school grades', 'Notas de bachillerato') },
                  { title: ctx.L('Portfolio of 10 to 20 pieces (PDF)', 'Portfolio de 10 a 20 trabajos (PDF)') },
                  { title: ctx.L('Copy of your passport or identity card', 'Copia del pasaporte o DNI') },
                ],
              },
              {
                title: ctx.L('Drawing workshop and interview', 'Taller de dibujo y entrevista'),
                text: ctx.L(
                  'A two-hour drawing workshop on campus, then a conversation about your portfolio.',
                  'Un taller de dibujo de dos horas en el campus y después una conversación sobre su portfolio.',
                ),
                date: '2027-04-17',
              },
              {
                title: ctx.L('Decision', 'Resolución'),
                text: ctx.L('By e-mail, with any scholarship offer.', 'Por correo electrónico, junto con la oferta de beca si la hay.'),
                date: '2027-05-07',
              },
            ],
            link: { href: ctx.href('contact'), text: ctx.L('Questions about your portfolio?', '¿Dudas sobre su portfolio?') },
          },
          {
            component: 'Table',
            title: ctx.L('Programmes at a glance', 'Los programas de un vistazo'),
            caption: ctx.L(
              'Programmes of the School of Architecture and Design, 2027–2028',
              'Programas de la Escuela de Arquitectura y Diseño, 2027-2028',
            ),
            columns: [
              ctx.L('Programme', 'Programa'),
              ctx.L('Language', 'Idioma'),
              ctx.L('Duration', 'Duración'),
              ctx.L('Application deadline', 'Fin del plazo'),
            ],
            rows: [
              [
                ctx.L('Bachelor in Architecture', 'Grado en Arquitectura'),
                ctx.L('English or Spanish', 'Inglés o español'),
                ctx.L('5 years', '5 años'),
                ctx.L('31 March 2027', '31 de marzo de 2027'),
              ],
              [
                ctx.L('Master in Architecture', 'Máster en Arquitectura'),
                ctx.L('Spanish', 'Español'),
                ctx.L('18 months', '18 meses'),
                ctx.L('30 June 2027', '30 de junio de 2027'),
              ],
              [
                ctx.L('Bachelor in Design', 'Grado en Diseño'),
                ctx.L('English', 'Inglés'),
                ctx.L('4 years', '4 años'),
                ctx.L('31 March 2027', '31 de marzo de 2027'),
              ],
              [
                ctx.L('Master in Urban Design', 'Máster en Diseño Urbano'),
                ctx.L('English', 'Inglés'),
                ctx.L('11 months', '11 meses'),
                ctx.L('31 May 2027', '31 de mayo de 2027'),
              ],
            ],
            rowHeaders: true,
          },
          {
            component: 'Faq',
            title: ctx.L('About the portfolio', 'Sobre el portfolio'),
            groups: [
              {
                questions: [
                  {
                    question: ctx.L('What should my portfolio include?', '¿Qué debe incluir mi portfolio?'),
                    answer: paragraphs(
                      ctx.L(
                        'Work you made yourself: drawings from life, photographs, models, objects, anything that shows how you observe and make. School work is welcome; finished-looking work is not required.',
                        'Trabajos hechos por usted: dibujos del natural, fotografías, maquetas, objetos, cualquier cosa que muestre cómo observa y cómo hace. Se admiten trabajos escolares; no hace falta que parezcan acabados.',
                      ),
                    ),
                  },
                  {
                    question: ctx.L('Do I need to know CAD software?', '¿Necesito saber programas de CAD?'),
                    answer: paragraphs(
                      ctx.L(
                        'No. We teach it in the first year. Hand drawing tells us more.',
                        'No. Lo enseñamos en primero. El dibujo a mano nos dice más.',
                      ),
                    ),
                  },
                ],
              },
            ],
          },
          {
            component: 'LinkCollection',
            title: ctx.L('Before you apply', 'Antes de solicitar'),
            layout: 'list',
            links: [
              {
                title: ctx.L('Come to the open studios', 'Venga a los talleres abiertos'),
                description: ctx.L(
                  'Bring your portfolio for a review on 13 February.',
                  'Traiga su portfolio para que se lo revisemos el 13 de febrero.',
                ),
                href: ctx.href('event-open-studio'),
                icon: 'calendar2',
              },
              {
                title: ctx.L('Scholarships and payment plans', 'Becas y planes de pago'),
                description: ctx.L(
                  'The Financial Aid office reviews them with your application.',
                  'La oficina de Ayudas al Estudio las estudia con su solicitud.',
                ),
                href: ctx.L('/financial-aid/', '/es/financial-aid/'),
                icon: 'award',
              },
              {
                title: ctx.L('Write to admissions', 'Escriba a admisiones'),
                description: ctx.L('We answer within two working days.', 'Respondemos en dos días laborables.'),
                href: ctx.href('contact'),
                icon: 'message-square',
              },
            ],
          },
        ],
      }),
    },
    {
      key: 'about',
      slug: bi('about', 'sobre-la-escuela'),
      templateType: 'BasicTemplate',
      title: bi('About the school', 'Sobre la escuela'),
      metaDescription: bi(
        'The history, the buildings and the accreditations of the School of Architecture and Design.',
        'La historia, los edificios y las acreditaciones de la Escuela de Arquitectura y Diseño.',
      ),
      template: (ctx) => ({
        heroSection: [
          {
            component: 'HeroClaim',
            eyebrow: ctx.L('About the school', 'Sobre la escuela'),
            title: ctx.L('Learn by making', 'Aprender haciendo'),
            claim: ctx.L(
              'Since 1999 we have taught architecture and design the way they are practised: at a desk, in a workshop and on site.',
              'Desde 1999 enseñamos arquitectura y diseño como se ejercen: en la mesa, en el taller y en la obra.',
            ),
          },
        ],
        mainSection: [
          {
            component: 'TwoColumns',
            ratio: 'wide-start',
            columns: [
              {
                title: ctx.L('Two buildings', 'Dos edificios'),
                html: paragraphs(
                  ctx.L(
                    'The school occupies a former printing works in the Arganzuela district of Madrid, converted in 2008 into studios, a gallery and the workshops. In Segovia, a yard on the campus is where the build weeks take place.',
                    'La escuela ocupa una antigua imprenta del distrito de Arganzuela, en Madrid, transformada en 2008 en talleres, una sala de exposiciones y los talleres de fabricación. En Segovia, un patio del campus acoge las semanas de construcción.',
                  ),
                ),
              },
              {
                title: ctx.L('In figures', 'En cifras'),
                html: `<ul><li>${ctx.L('540 students', '540 estudiantes')}</li><li>${ctx.L('62 teachers', '62 profesores')}</li><li>${ctx.L('4 programmes', '4 programas')}</li></ul>`,
              },
            ],
          },
          {
            component: 'AccreditationsRankings',
            title: ctx.L('Accredited and ranked', 'Acreditaciones y rankings'),
            accreditations: [
              {
                name: ctx.L('ANECA accreditation', 'Acreditación ANECA'),
                body: ctx.L(
                  'National Agency for Quality Assessment and Accreditation of Spain',
                  'Agencia Nacional de Evaluación de la Calidad y Acreditación',
                ),
                since: '2011',
              },
              {
                name: ctx.L('EU Directive 2005/36/EC', 'Directiva europea 2005/36/CE'),
                body: ctx.L(
                  'Professional recognition of the Master in Architecture across the European Union',
                  'Reconocimiento profesional del Máster en Arquitectura en toda la Unión Europea',
                ),
                since: '2015',
              },
            ],
            rankings: [
              {
                position: 6,
                ranking: ctx.L('Architecture degrees', 'Grados en Arquitectura'),
                scope: ctx.L('in Spain', 'en España'),
                publisher: 'El Mundo',
                year: '2026',
              },
            ],
          },
          {
            component: 'TeacherDistributor',
            title: ctx.L('Who leads the school', 'Quién dirige la escuela'),
            layout: 'list',
            data: {
              mode: 'manual',
              fixed: [ctx.id('faculty-beatriz-lozano'), ctx.id('faculty-noor-haddad'), ctx.id('faculty-elena-quiroga')],
            },
            link: { href: ctx.href('faculty'), text: ctx.L('The whole faculty', 'Todo el profesorado') },
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
        'Write to, call or visit the School of Architecture and Design in Madrid.',
        'Escriba, llame o visite la Escuela de Arquitectura y Diseño en Madrid.',
      ),
      template: (ctx) => ({
        mainSection: [
          {
            component: 'BasicContent',
            title: ctx.L('Write, call or visit us', 'Escríbanos, llámenos o visítenos'),
            html: paragraphs(
              ctx.L(
                'Email: <a href="mailto:architecture.design@ibera.edu">architecture.design@ibera.edu</a>',
                'Correo electrónico: <a href="mailto:architecture.design@ibera.edu">architecture.design@ibera.edu</a>',
              ),
              ctx.L(
                'Phone: +34 91 456 47 00 (Monday to Friday, 9:00–18:00)',
                'Teléfono: +34 91 456 47 00 (de lunes a viernes, de 9:00 a 18:00)',
              ),
              ctx.L(
                'Address: School of Architecture and Design, Paseo de la Chopera 14, 28045 Madrid, Spain',
                'Dirección: Escuela de Arquitectura y Diseño, paseo de la Chopera 14, 28045 Madrid',
              ),
            ),
          },
          {
            component: 'ContactCard',
            cards: [
              {
                name: ctx.L('Admissions', 'Admisiones'),
                address: ['Paseo de la Chopera 14', '28045 Madrid', ctx.L('Spain', 'España')],
                phone: '+34 91 456 47 00',
                email: 'sad.admissions@ibera.edu',
                hours: [ctx.L('Monday to Friday, 9:00–18:00', 'De lunes a viernes, de 9:00 a 18:00')],
              },
              {
                name: 'Sala Ibera',
                address: ['Paseo de la Chopera 14', '28045 Madrid', ctx.L('Spain', 'España')],
                phone: '+34 91 456 47 20',
                email: 'sad.gallery@ibera.edu',
                hours: [ctx.L('Tuesday to Sunday, 11:00–20:00', 'De martes a domingo, de 11:00 a 20:00')],
              },
            ],
          },
          contactForm(ctx, {
            text: bi(
              'We answer within two working days. Fields marked * are required.',
              'Respondemos en dos días laborables. Los campos marcados con * son obligatorios.',
            ),
          }),
        ],
      }),
    },
  ],
});
