// School of Humanities: bachelors in philosophy and in history, masters in creative writing and
// in digital humanities, the Segovia writing workshops and the digital humanities lab, in English
// and Spanish.
import {
  APPLY_NOW,
  bi,
  compactHero,
  CONTACT_LINK,
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
    slug: 'clara-villanueva',
    name: 'Clara',
    lastName: 'Villanueva',
    position: bi('Professor of Moral Philosophy and Dean of the School', 'Catedrática de Filosofía Moral y decana'),
    area: bi('Philosophy', 'Filosofía'),
    category: 'full',
    gender: 'f',
    nationality: bi('Spanish', 'Española'),
    orcid: '0000-0001-6623-4120',
    summary: bi(
      'Works on the ethics of care and on what we owe to people we will never meet.',
      'Trabaja sobre la ética del cuidado y sobre lo que debemos a personas a las que nunca conoceremos.',
    ),
    body: bi(
      sections(
        [
          'Clara Villanueva has been dean since 2021. She studied in Salamanca and Toronto and taught at the Universidad Complutense before joining Ibera in 2011.',
        ],
        [
          'Teaching',
          'She teaches Ethics in the first year of the Bachelor in Philosophy and a seminar on justice between generations, open to students of every bachelor of the school.',
        ],
        [
          'Books',
          'Her latest book, <em>Lo que se debe a los que vienen</em> (2025), asks how a democracy can keep promises to citizens who cannot yet vote.',
        ],
      ),
      sections(
        [
          'Clara Villanueva es decana desde 2021. Estudió en Salamanca y Toronto y fue profesora de la Universidad Complutense antes de llegar a Ibera en 2011.',
        ],
        [
          'Docencia',
          'Imparte Ética en primer curso del Grado en Filosofía y un seminario sobre justicia entre generaciones abierto a estudiantes de todos los grados de la facultad.',
        ],
        [
          'Libros',
          'Su último libro, <em>Lo que se debe a los que vienen</em> (2025), se pregunta cómo puede una democracia cumplir sus promesas con ciudadanos que todavía no votan.',
        ],
      ),
    ),
  },
  {
    slug: 'tomas-arribas',
    name: 'Tomás',
    lastName: 'Arribas',
    position: bi('Associate Professor of Medieval History', 'Profesor titular de Historia Medieval'),
    area: bi('History', 'Historia'),
    category: 'associate',
    gender: 'm',
    nationality: bi('Spanish', 'Española'),
    orcid: '0000-0002-3350-8812',
    summary: bi(
      'Reads the notarial records of fifteenth-century Segovia to reconstruct the lives of its cloth makers.',
      'Lee los protocolos notariales de la Segovia del siglo XV para reconstruir la vida de sus pañeros.',
    ),
    body: bi(
      sections(
        [
          'Tomás Arribas is a specialist in the urban history of Castile. He leads the school’s fieldwork in the Segovia provincial archive, where second-year students transcribe documents no one has read since they were written.',
        ],
        ['Teaching', 'Medieval Iberia, Palaeography and the specialisation in Medieval Studies of the Bachelor in History.'],
      ),
      sections(
        [
          'Tomás Arribas es especialista en historia urbana de Castilla. Dirige el trabajo de campo de la facultad en el Archivo Histórico Provincial de Segovia, donde los estudiantes de segundo transcriben documentos que nadie ha leído desde que se escribieron.',
        ],
        ['Docencia', 'La península ibérica medieval, Paleografía y la mención en Estudios Medievales del Grado en Historia.'],
      ),
    ),
  },
  {
    slug: 'julia-ferrand',
    name: 'Julia',
    lastName: 'Ferrand',
    position: bi('Assistant Professor of Digital Humanities', 'Profesora ayudante de Humanidades Digitales'),
    area: bi('Digital humanities', 'Humanidades digitales'),
    category: 'assistant',
    gender: 'f',
    nationality: bi('French', 'Francesa'),
    orcid: '0000-0003-0457-9916',
    summary: bi(
      'Builds digital editions of letters and teaches historians to ask questions of a corpus with code.',
      'Construye ediciones digitales de cartas y enseña a los historiadores a interrogar un corpus con código.',
    ),
    body: bi(
      sections(
        [
          'Julia Ferrand came to Ibera in 2022 from the École nationale des chartes in Paris. She directs the Master in Digital Humanities and the school’s digital humanities lab.',
        ],
        [
          'Research',
          'Her current edition brings together 3,200 letters written by Spanish exiles in France between 1939 and 1975, encoded in TEI and searchable by place, person and date.',
        ],
      ),
      sections(
        [
          'Julia Ferrand llegó a Ibera en 2022 desde la École nationale des chartes de París. Dirige el Máster en Humanidades Digitales y el laboratorio de humanidades digitales de la facultad.',
        ],
        [
          'Investigación',
          'Su edición actual reúne 3.200 cartas escritas por exiliados españoles en Francia entre 1939 y 1975, codificadas en TEI y consultables por lugar, persona y fecha.',
        ],
      ),
    ),
  },
  {
    slug: 'martin-esquivel',
    name: 'Martín',
    lastName: 'Esquivel',
    position: bi('Adjunct Professor of Creative Writing, novelist', 'Profesor asociado de Escritura Creativa, novelista'),
    area: bi('Literature and creative writing', 'Literatura y escritura creativa'),
    category: 'adjunct',
    gender: 'm',
    nationality: bi('Mexican', 'Mexicana'),
    summary: bi(
      'Novelist and translator; leads the fiction workshop of the Master in Creative Writing.',
      'Novelista y traductor; dirige el taller de narrativa del Máster en Escritura Creativa.',
    ),
    body: bi(
      sections(
        [
          'Martín Esquivel has published four novels and translated Alice Munro and Colm Tóibín into Spanish. His novel <em>La casa de los relojes parados</em> won a national critics’ award in 2023.',
        ],
        [
          'The workshop',
          'In his fiction workshop every student brings ten pages a fortnight, and every page is read aloud. He says he teaches less how to write than how to reread.',
        ],
      ),
      sections(
        [
          'Martín Esquivel ha publicado cuatro novelas y ha traducido al español a Alice Munro y a Colm Tóibín. Su novela <em>La casa de los relojes parados</em> recibió un premio nacional de la crítica en 2023.',
        ],
        [
          'El taller',
          'En su taller de narrativa cada estudiante trae diez páginas cada dos semanas y todas se leen en voz alta. Dice que no enseña tanto a escribir como a releer.',
        ],
      ),
    ),
  },
  {
    slug: 'helena-sotomayor',
    name: 'Helena',
    lastName: 'Sotomayor',
    position: bi('Associate Professor of Comparative Literature', 'Profesora titular de Literatura Comparada'),
    area: bi('Literature and creative writing', 'Literatura y escritura creativa'),
    category: 'associate',
    gender: 'f',
    nationality: bi('Chilean', 'Chilena'),
    orcid: '0000-0002-7781-2045',
    summary: bi(
      'Studies how novels travel between Spanish and English, and what is lost and found on the way.',
      'Estudia cómo viajan las novelas entre el español y el inglés, y qué se pierde y se encuentra por el camino.',
    ),
    body: bi(
      sections(
        [
          'Helena Sotomayor took her doctorate at Columbia University and taught in New York for six years before joining the school in 2019.',
        ],
        [
          'Teaching',
          'She teaches World Literature and the translation seminar of the Master in Creative Writing, where students translate a short story and meet its author.',
        ],
      ),
      sections(
        [
          'Helena Sotomayor se doctoró en la Universidad de Columbia y enseñó seis años en Nueva York antes de incorporarse a la facultad en 2019.',
        ],
        [
          'Docencia',
          'Imparte Literatura Universal y el seminario de traducción del Máster en Escritura Creativa, donde los estudiantes traducen un cuento y conocen a su autor.',
        ],
      ),
    ),
  },
];

const applyBox = (ctx: PageContext, programme: string) => ({
  component: 'CallToAction',
  title: ctx.L(`Apply to the ${programme}`, `Solicite la admisión en el ${programme}`),
  text: ctx.L(
    'Tell us what you read and what you want to write, research or build: the application takes about an hour.',
    'Cuéntenos qué lee y qué quiere escribir, investigar o construir: la solicitud lleva alrededor de una hora.',
  ),
  primary: { href: ctx.href('admissions'), text: ctx.L('How to apply', 'Cómo solicitar la admisión') },
  secondary: { href: ctx.href('events'), text: ctx.L('Come to an open day', 'Venga a una jornada de puertas abiertas') },
});

export default defineUnit({
  brand: 'humanities',
  kind: 'school',
  theme: 'humanities-theme',
  siteName: bi('School of Humanities', 'Facultad de Humanidades'),
  email: 'humanities@ibera.edu',
  menu: [
    {
      page: 'programmes',
      label: bi('Programmes', 'Programas'),
      auxText: bi('Bachelors and masters', 'Grados y másteres'),
      children: [
        {
          page: 'ba-philosophy',
          description: bi('Four years of questions worth keeping', 'Cuatro años de preguntas que merece la pena conservar'),
        },
        { page: 'ba-history', description: bi('From the archive to the museum', 'Del archivo al museo') },
        { page: 'ma-creative-writing', description: bi('A year of workshops in Segovia', 'Un año de talleres en Segovia') },
        { page: 'ma-digital-humanities', description: bi('Texts, data and code', 'Textos, datos y código') },
      ],
    },
    { page: 'lab', label: bi('Digital lab', 'Laboratorio') },
    ...menuPages('faculty', 'news', 'events', 'admissions', 'about'),
  ],
  primaryLink: { page: 'admissions', text: bi('Apply', 'Solicitar admisión') },
  secondaryLink: CONTACT_LINK,
  pages: [
    {
      key: 'home',
      slug: bi('', ''),
      templateType: 'Landing',
      title: bi('School of Humanities', 'Facultad de Humanidades'),
      metaDescription: bi(
        'Bachelors in philosophy and history, masters in creative writing and digital humanities, in Madrid and Segovia.',
        'Grados en Filosofía e Historia, másteres en Escritura Creativa y Humanidades Digitales, en Madrid y Segovia.',
      ),
      template: (ctx) => ({
        heroSection: [
          {
            component: 'HeroMosaic',
            eyebrow: ctx.L('School of Humanities', 'Facultad de Humanidades'),
            title: ctx.L('Read closely, think freely, write well', 'Leer despacio, pensar con libertad, escribir bien'),
            subtitle: ctx.L(
              'Philosophy, history, literature and the digital tools that now read alongside us, taught in small seminars in Madrid and in the old town of Segovia.',
              'Filosofía, historia, literatura y las herramientas digitales que hoy leen a nuestro lado, en seminarios reducidos en Madrid y en el casco antiguo de Segovia.',
            ),
            link: { href: ctx.href('programmes'), text: ctx.L('Our programmes', 'Nuestros programas') },
            images: [ctx.media('old-town.jpg'), ctx.media('library.jpg'), ctx.media('seminar.jpg'), ctx.media('classroom.jpg')],
          },
        ],
        mainSection: [
          {
            component: 'SectionIntro',
            eyebrow: ctx.L('Why the humanities', 'Por qué las humanidades'),
            title: ctx.L('The questions do not go away', 'Las preguntas no desaparecen'),
            text: ctx.L(
              'What is a good life? What happened, and how do we know? What makes a sentence true to the world? Our students learn to ask these questions carefully and to answer them in writing, which is what employers in publishing, culture, education, policy and technology ask of them.',
              '¿Qué es una vida buena? ¿Qué ocurrió y cómo lo sabemos? ¿Qué hace que una frase sea fiel al mundo? Nuestros estudiantes aprenden a plantear estas preguntas con cuidado y a responderlas por escrito, que es lo que les piden en la edición, la cultura, la educación, las políticas públicas y la tecnología.',
            ),
            align: 'center',
          },
          programmeDistributor(ctx, { title: bi('Bachelors and masters', 'Grados y másteres') }),
          {
            component: 'Statistics',
            title: ctx.L('The school in numbers', 'La facultad en cifras'),
            items: [
              { value: 14, label: ctx.L('students, on average, in a seminar', 'estudiantes de media por seminario') },
              { value: 620, label: ctx.L('students in bachelors and masters', 'estudiantes de grado y máster') },
              { value: 31, label: ctx.L('books published by our faculty since 2023', 'libros publicados por el profesorado desde 2023') },
              {
                value: 92,
                suffix: ctx.L('%', ' %'),
                label: ctx.L(
                  'of graduates in work or further study within a year',
                  'de los graduados trabaja o sigue estudiando al cabo de un año',
                ),
              },
            ],
          },
          newsDistributor(ctx, { title: bi('News', 'Noticias'), quantity: 3 }),
          {
            component: 'QuoteSlider',
            title: ctx.L('Heard in our seminars', 'Oído en nuestros seminarios'),
            quotes: [
              {
                quote: ctx.L(
                  'A document does not tell you what happened. It tells you what someone wanted remembered.',
                  'Un documento no dice lo que ocurrió. Dice lo que alguien quiso que se recordara.',
                ),
                author: 'Tomás Arribas',
                role: ctx.L('Associate Professor of Medieval History', 'Profesor titular de Historia Medieval'),
              },
              {
                quote: ctx.L('Writing is rereading with a pencil in your hand.', 'Escribir es releer con un lápiz en la mano.'),
                author: 'Martín Esquivel',
                role: ctx.L('Novelist, Master in Creative Writing', 'Novelista, Máster en Escritura Creativa'),
              },
              {
                quote: ctx.L('Code is one more way of reading slowly.', 'El código es una manera más de leer despacio.'),
                author: 'Julia Ferrand',
                role: ctx.L('Director of the digital humanities lab', 'Directora del laboratorio de humanidades digitales'),
              },
            ],
          },
          eventDistributor(ctx, {
            title: bi('Readings, lectures and open days', 'Lecturas, conferencias y jornadas de puertas abiertas'),
            upcoming: true,
            quantity: 3,
          }),
          {
            component: 'TeacherDistributor',
            title: ctx.L('Meet the faculty', 'Conozca al profesorado'),
            intro: ctx.L(
              'Philosophers, historians, novelists and programmers who teach in small groups.',
              'Filósofos, historiadores, novelistas y programadores que enseñan en grupos reducidos.',
            ),
            data: { mode: 'auto', sources: [{ structuredData: 'TeacherDetail' }], order: 'alpha', quantity: 4 },
            link: { href: ctx.href('faculty'), text: ctx.L('The whole faculty', 'Todo el profesorado') },
          },
        ],
      }),
    },
    {
      key: 'programmes',
      slug: bi('programmes', 'programas'),
      templateType: 'ProgramsList',
      title: bi('Programmes', 'Programas'),
      metaDescription: bi(
        'Bachelors in Philosophy and in History, Masters in Creative Writing and in Digital Humanities.',
        'Grados en Filosofía y en Historia, másteres en Escritura Creativa y en Humanidades Digitales.',
      ),
      template: (ctx) => ({
        intro: ctx.L(
          'Two four-year bachelors in Madrid and two masters: creative writing in Segovia and digital humanities, mostly online.',
          'Dos grados de cuatro años en Madrid y dos másteres: escritura creativa en Segovia y humanidades digitales, sobre todo en línea.',
        ),
      }),
    },
    {
      key: 'ba-philosophy',
      slug: bi('programmes/bachelor-in-philosophy', 'programas/grado-en-filosofia'),
      parent: 'programmes',
      templateType: 'ProgramDetail',
      title: bi('Bachelor in Philosophy', 'Grado en Filosofía'),
      metaDescription: bi(
        'Four years of philosophy in Madrid: ethics, logic, the history of ideas and the philosophy of technology, in small seminars.',
        'Cuatro años de filosofía en Madrid: ética, lógica, historia de las ideas y filosofía de la tecnología, en seminarios reducidos.',
      ),
      template: (ctx) => {
        const title = ctx.L('Bachelor in Philosophy', 'Grado en Filosofía');
        return {
          title,
          image: ctx.media('library.jpg'),
          program: {
            code: 'hum-ba-philosophy',
            programType: 'bachelor',
            format: 'face-to-face',
            location: ['Madrid'],
            duration: { amount: 4, unit: 'years' },
            language: ['es'],
            intake: ['2027-09-13'],
            fees: { amount: 16200, currency: 'EUR', per: 'year' },
            academicArea: [ctx.L('Philosophy', 'Filosofía')],
            credits: 240,
            abstract: ctx.L(
              'The official degree in philosophy, in Spanish, with seminars of fifteen and a final year devoted to ethics of technology or political philosophy.',
              'El título oficial en Filosofía, en español, con seminarios de quince estudiantes y un último curso dedicado a la ética de la tecnología o a la filosofía política.',
            ),
            forPeopleWho: [
              ctx.L('keep asking why after everyone else has stopped', 'siguen preguntando por qué cuando los demás ya han parado'),
              ctx.L('want to write and argue with precision', 'quieren escribir y argumentar con precisión'),
            ],
            toBecome: [
              ctx.L('Secondary school teacher', 'Profesor de secundaria'),
              ctx.L('Editor or cultural journalist', 'Editor o periodista cultural'),
              ctx.L('Ethics and policy adviser', 'Asesor de ética y políticas públicas'),
              ctx.L('Researcher', 'Investigador'),
            ],
          },
          body: sections(
            [
              ctx.L(
                'The Bachelor in Philosophy reads the great texts slowly, from Plato to Simone Weil, and puts them to work on today’s questions: artificial intelligence, climate, the limits of markets.',
                'El Grado en Filosofía lee despacio los grandes textos, de Platón a Simone Weil, y los pone a trabajar sobre las preguntas de hoy: la inteligencia artificial, el clima, los límites del mercado.',
              ),
            ],
            [
              ctx.L('Writing every week', 'Escribir cada semana'),
              ctx.L(
                'Every seminar asks for a short essay a week, returned with comments. By the fourth year our students have written more than a hundred.',
                'Cada seminario pide un breve ensayo semanal que se devuelve comentado. Al llegar a cuarto, nuestros estudiantes han escrito más de cien.',
              ),
            ],
          ),
          heroSection: [
            programmeHero(ctx, {
              eyebrow: bi('Bachelor', 'Grado'),
              title,
              subtitle: bi('Four years in Madrid, in seminars of fifteen.', 'Cuatro años en Madrid, en seminarios de quince.'),
              image: 'library.jpg',
              link: APPLY_NOW,
            }),
          ],
          leadFormSection: [leadForm(ctx, { programId: 'HUM-BA-PHIL', pathwayId: 'HUM-UG', title })],
          mainSection: [
            {
              component: 'IconCollection',
              title: ctx.L('Four years, four questions', 'Cuatro años, cuatro preguntas'),
              items: [
                {
                  icon: 'lightbulb',
                  title: ctx.L('What can we know?', '¿Qué podemos saber?'),
                  text: ctx.L(
                    'Logic, epistemology and philosophy of science.',
                    'Lógica, teoría del conocimiento y filosofía de la ciencia.',
                  ),
                },
                {
                  icon: 'scale',
                  title: ctx.L('What should we do?', '¿Qué debemos hacer?'),
                  text: ctx.L('Ethics, political philosophy and philosophy of law.', 'Ética, filosofía política y filosofía del Derecho.'),
                },
                {
                  icon: 'document',
                  title: ctx.L('Where do our ideas come from?', '¿De dónde vienen nuestras ideas?'),
                  text: ctx.L('History of philosophy from antiquity to today.', 'Historia de la filosofía de la Antigüedad a hoy.'),
                },
                {
                  icon: 'laptop',
                  title: ctx.L('What are we making?', '¿Qué estamos construyendo?'),
                  text: ctx.L('Philosophy of technology and of the mind.', 'Filosofía de la tecnología y de la mente.'),
                },
              ],
            },
            {
              component: 'Faq',
              groups: [
                {
                  questions: [
                    {
                      question: ctx.L('Is the bachelor taught in English?', '¿Se imparte el grado en inglés?'),
                      answer: paragraphs(
                        ctx.L(
                          'It is taught in Spanish, but a third of the readings are in English and two electives each year are taught in English.',
                          'Se imparte en español, pero un tercio de las lecturas es en inglés y cada curso hay dos optativas en inglés.',
                        ),
                      ),
                    },
                    {
                      question: ctx.L('Can I combine it with another degree?', '¿Puedo combinarlo con otro grado?'),
                      answer: paragraphs(
                        ctx.L(
                          'Yes: a minor in History or in Literature takes 30 credits of electives.',
                          'Sí: una mención menor en Historia o en Literatura ocupa 30 créditos de optativas.',
                        ),
                      ),
                    },
                  ],
                },
              ],
            },
            applyBox(ctx, title),
          ],
        };
      },
    },
    {
      key: 'ba-history',
      slug: bi('programmes/bachelor-in-history', 'programas/grado-en-historia'),
      parent: 'programmes',
      templateType: 'ProgramDetailMax',
      title: bi('Bachelor in History', 'Grado en Historia'),
      metaDescription: bi(
        'Four years of history in Madrid, with archive fieldwork in Segovia and specialisations in medieval studies or public history.',
        'Cuatro años de historia en Madrid, con trabajo de archivo en Segovia y menciones en estudios medievales o historia pública.',
      ),
      template: (ctx) => {
        const title = ctx.L('Bachelor in History', 'Grado en Historia');
        return {
          title,
          image: ctx.media('old-town.jpg'),
          program: {
            code: 'hum-ba-history',
            programType: 'bachelor',
            format: 'face-to-face',
            location: ['Madrid', 'Segovia'],
            duration: { amount: 4, unit: 'years' },
            language: ['es', 'en'],
            intake: ['2027-09-13'],
            fees: { amount: 16200, currency: 'EUR', per: 'year' },
            academicArea: [ctx.L('History', 'Historia')],
            credits: 240,
            abstract: ctx.L(
              'History read from its sources: archive work from the second year, and a specialisation in medieval studies or in public history and museums.',
              'La historia leída desde sus fuentes: trabajo de archivo desde segundo y una mención en estudios medievales o en historia pública y museos.',
            ),
            forPeopleWho: [
              ctx.L('want to know how we know what happened', 'quieren saber cómo sabemos lo que ocurrió'),
              ctx.L(
                'like old papers, old buildings and long arguments',
                'disfrutan con papeles viejos, edificios antiguos y discusiones largas',
              ),
            ],
            toBecome: [
              ctx.L('Archivist or librarian', 'Archivero o bibliotecario'),
              ctx.L('Museum curator', 'Conservador de museo'),
              ctx.L('History teacher', 'Profesor de historia'),
              ctx.L('Heritage manager', 'Gestor de patrimonio'),
            ],
            reasonsWhy: [
              {
                title: ctx.L('Archive from year two', 'Archivo desde segundo'),
                text: ctx.L(
                  'Transcribe unpublished documents in the Segovia provincial archive.',
                  'Transcriba documentos inéditos en el Archivo Histórico Provincial de Segovia.',
                ),
              },
              {
                title: ctx.L('Internships in museums', 'Prácticas en museos'),
                text: ctx.L(
                  'Twelve partner museums and archives in Madrid and Castile.',
                  'Doce museos y archivos colaboradores en Madrid y Castilla.',
                ),
              },
              {
                title: ctx.L('Two specialisations', 'Dos menciones'),
                text: ctx.L('Medieval studies, or public history and museums.', 'Estudios medievales, o historia pública y museos.'),
              },
            ],
            studyPlan: studyPlan(
              ctx,
              [
                bi('Year 1', 'Primer curso'),
                bi('Ancient history', 'Historia antigua'),
                bi('Historical method', 'Método histórico'),
                bi('Geography', 'Geografía'),
              ],
              [
                bi('Year 2', 'Segundo curso'),
                bi('Medieval Iberia', 'La península ibérica medieval'),
                bi('Palaeography', 'Paleografía'),
                bi('Archive fieldwork', 'Trabajo de archivo'),
              ],
              [
                bi('Year 3', 'Tercer curso'),
                bi('Early modern Europe', 'Europa moderna'),
                bi('History of the Americas', 'Historia de América'),
                bi('Specialisation courses', 'Asignaturas de mención'),
              ],
              [
                bi('Year 4', 'Cuarto curso'),
                bi('Contemporary Spain', 'España contemporánea'),
                bi('Internship', 'Prácticas'),
                bi('Final dissertation', 'Trabajo de fin de grado'),
              ],
            ),
            residentialPeriods: [
              {
                title: ctx.L('Archive fortnight', 'Quincena de archivo'),
                location: 'Segovia',
                startDate: '2028-10-02',
                endDate: '2028-10-13',
              },
            ],
          },
          body: paragraphs(
            ctx.L(
              'The Bachelor in History is taught in Madrid, with two weeks of archive fieldwork in Segovia each autumn of the second year. Core courses are in Spanish; the specialisation in public history can be taken in English.',
              'El Grado en Historia se imparte en Madrid, con dos semanas de trabajo de archivo en Segovia cada otoño de segundo curso. Las asignaturas básicas son en español; la mención en historia pública puede cursarse en inglés.',
            ),
          ),
          heroSection: [
            programmeHero(ctx, {
              eyebrow: bi('Bachelor', 'Grado'),
              title,
              subtitle: bi(
                'History from the sources, with archive work in Segovia from the second year.',
                'La historia desde sus fuentes, con trabajo de archivo en Segovia desde segundo.',
              ),
              image: 'old-town.jpg',
              facts: {
                duration: bi('4 years', '4 años'),
                credits: '240 ECTS',
                campus: bi('Madrid and Segovia', 'Madrid y Segovia'),
                intake: bi('September 2027', 'Septiembre de 2027'),
              },
              primary: APPLY_NOW,
              secondary: { page: 'ba-history-public', text: bi('The specialisations', 'Las menciones') },
            }),
          ],
          leadFormSection: [leadForm(ctx, { programId: 'HUM-BA-HIST', pathwayId: 'HUM-UG', title })],
          mainSection: [
            {
              component: 'StudyPlan',
              title: ctx.L('The first year', 'El primer curso'),
              semesters: [
                {
                  title: ctx.L('Semester 1 (September–January)', 'Primer semestre (septiembre-enero)'),
                  open: true,
                  courses: [
                    { title: ctx.L('Prehistory and ancient history', 'Prehistoria e historia antigua'), ects: 6 },
                    { title: ctx.L('Historical method and sources', 'Método histórico y fuentes'), ects: 6 },
                    { title: ctx.L('Geography of Spain', 'Geografía de España'), ects: 6 },
                    { title: ctx.L('Latin for historians', 'Latín para historiadores'), ects: 6 },
                    { title: ctx.L('Academic writing', 'Escritura académica'), ects: 6 },
                  ],
                },
                {
                  title: ctx.L('Semester 2 (February–June)', 'Segundo semestre (febrero-junio)'),
                  courses: [
                    { title: ctx.L('Rome and late antiquity', 'Roma y la Antigüedad tardía'), ects: 6 },
                    { title: ctx.L('Art history', 'Historia del arte'), ects: 6 },
                    { title: ctx.L('Introduction to archaeology', 'Introducción a la arqueología'), ects: 6 },
                    { title: ctx.L('Philosophy of history', 'Filosofía de la historia'), ects: 6 },
                    {
                      title: ctx.L('Digital tools for historians', 'Herramientas digitales para historiadores'),
                      ects: 6,
                      type: 'elective',
                    },
                  ],
                },
              ],
            },
            {
              component: 'TestimonialCollection',
              title: ctx.L('Students on the archive fortnight', 'Los estudiantes, sobre la quincena de archivo'),
              testimonials: [
                {
                  text: ctx.L(
                    'I held a will from 1468 and was the first person to read it in five hundred years. That is when I knew I wanted to be an archivist.',
                    'Tuve en las manos un testamento de 1468 y fui la primera persona en leerlo en quinientos años. Ahí supe que quería ser archivera.',
                  ),
                  name: 'Irene Salcedo',
                  role: ctx.L('Bachelor in History, third year', 'Grado en Historia, tercer curso'),
                  portrait: ctx.portrait('Irene Salcedo'),
                },
                {
                  text: ctx.L(
                    'Palaeography looked impossible in October. By the end of the fortnight we were arguing about abbreviations.',
                    'En octubre la paleografía parecía imposible. Al acabar la quincena discutíamos sobre abreviaturas.',
                  ),
                  name: 'Daniel Ocaña',
                  role: ctx.L('Bachelor in History, 2026', 'Grado en Historia, 2026'),
                  portrait: ctx.portrait('Daniel Ocaña'),
                },
              ],
            },
            {
              component: 'FeesTable',
              title: ctx.L('Fees 2027–2028', 'Precios 2027-2028'),
              fees: [
                fee(ctx, 'tuitionPerYear', 9400),
                {
                  label: ctx.L('Archive fortnight in Segovia', 'Quincena de archivo en Segovia'),
                  amount: 0,
                  note: ctx.L('Travel and lodging included', 'Viaje y alojamiento incluidos'),
                },
              ],
              scholarships: [
                {
                  name: ctx.L('Humanities talent scholarship', 'Beca Talento en Humanidades'),
                  value: ctx.L('Up to 40% of tuition', 'Hasta el 40 % de la matrícula'),
                  eligibility: ctx.L(
                    'An essay prize awarded each spring to secondary school students',
                    'Un premio de ensayo que se concede cada primavera a estudiantes de bachillerato',
                  ),
                  deadline: '2027-04-15',
                },
              ],
            },
            applyBox(ctx, title),
          ],
        };
      },
    },
    {
      key: 'ba-history-medieval',
      slug: bi('programmes/bachelor-in-history/medieval-studies', 'programas/grado-en-historia/estudios-medievales'),
      parent: 'ba-history',
      templateType: 'SpecializationDetail',
      title: bi('Specialisation in Medieval Studies', 'Mención en Estudios Medievales'),
      metaDescription: bi(
        'The specialisation of the Bachelor in History in medieval Iberia, palaeography and manuscript culture.',
        'La mención del Grado en Historia en la península ibérica medieval, la paleografía y la cultura manuscrita.',
      ),
      template: (ctx) => ({
        title: ctx.L('Specialisation in Medieval Studies', 'Mención en Estudios Medievales'),
        summary: ctx.L(
          'Thirty credits in the third and fourth years on medieval Iberia, its languages and its documents.',
          'Treinta créditos en tercero y cuarto sobre la península ibérica medieval, sus lenguas y sus documentos.',
        ),
        image: ctx.media('old-town.jpg'),
        program: 'hum-ba-history',
        courses: [
          ctx.L('Advanced palaeography and diplomatics', 'Paleografía y diplomática avanzadas'),
          ctx.L('Christians, Muslims and Jews in medieval Iberia', 'Cristianos, musulmanes y judíos en la península medieval'),
          ctx.L('Medieval Latin', 'Latín medieval'),
          ctx.L('Cities and trade in Castile', 'Ciudades y comercio en Castilla'),
        ],
        body: paragraphs(
          ctx.L(
            'Led by Tomás Arribas. Your dissertation is an edition and study of an unpublished document from the Segovia archive, which the school publishes online in its series of student editions.',
            'La dirige Tomás Arribas. Su trabajo de fin de grado es la edición y el estudio de un documento inédito del archivo de Segovia, que la facultad publica en línea en su colección de ediciones de estudiantes.',
          ),
        ),
        leadFormSection: [
          leadForm(ctx, {
            programId: 'HUM-BA-HIST',
            pathwayId: 'HUM-UG',
            track: 'HUM-BA-HIST-MED',
            title: ctx.L('the Medieval Studies specialisation', 'la mención en Estudios Medievales'),
          }),
        ],
        mainSection: [
          {
            component: 'TextImage',
            title: ctx.L('A city that kept its papers', 'Una ciudad que guardó sus papeles'),
            html: paragraphs(
              ctx.L(
                'Segovia’s archives hold thousands of notarial records from the fifteenth century, many never transcribed. Our students work on them in the reading room, a ten-minute walk from the school’s Segovia building.',
                'Los archivos de Segovia conservan miles de protocolos notariales del siglo XV, muchos nunca transcritos. Nuestros estudiantes trabajan con ellos en la sala de lectura, a diez minutos a pie del edificio de la facultad en Segovia.',
              ),
            ),
            image: ctx.media('old-town.jpg'),
            imagePosition: 'right',
          },
        ],
      }),
    },
    {
      key: 'ba-history-public',
      slug: bi('programmes/bachelor-in-history/public-history-and-museums', 'programas/grado-en-historia/historia-publica-y-museos'),
      parent: 'ba-history',
      templateType: 'SpecializationDetail',
      title: bi('Specialisation in Public History and Museums', 'Mención en Historia Pública y Museos'),
      metaDescription: bi(
        'The specialisation of the Bachelor in History in exhibitions, heritage and telling history to the public.',
        'La mención del Grado en Historia en exposiciones, patrimonio y divulgación de la historia.',
      ),
      template: (ctx) => ({
        title: ctx.L('Specialisation in Public History and Museums', 'Mención en Historia Pública y Museos'),
        summary: ctx.L(
          'Thirty credits on exhibitions, heritage and history for the public, with a curated exhibition as the final project.',
          'Treinta créditos sobre exposiciones, patrimonio e historia para el público, con una exposición comisariada como proyecto final.',
        ),
        image: ctx.media('auditorium.jpg'),
        program: 'hum-ba-history',
        courses: [
          ctx.L('Museums and their publics', 'Los museos y sus públicos'),
          ctx.L('Heritage law and management', 'Gestión y legislación del patrimonio'),
          ctx.L('History in podcasts and documentaries', 'La historia en pódcast y documentales'),
          ctx.L('Curating an exhibition', 'Comisariado de exposiciones'),
        ],
        body: paragraphs(
          ctx.L(
            'Taught in English or Spanish, with a semester-long internship in one of our twelve partner museums and archives. Each year the class curates a small exhibition in the university library.',
            'Se imparte en inglés o en español, con unas prácticas de un semestre en uno de nuestros doce museos y archivos colaboradores. Cada año el grupo comisaría una pequeña exposición en la biblioteca de la universidad.',
          ),
        ),
        leadFormSection: [
          leadForm(ctx, {
            programId: 'HUM-BA-HIST',
            pathwayId: 'HUM-UG',
            track: 'HUM-BA-HIST-PUB',
            title: ctx.L('the Public History specialisation', 'la mención en Historia Pública'),
          }),
        ],
      }),
    },
    {
      key: 'ma-creative-writing',
      slug: bi('programmes/master-in-creative-writing', 'programas/master-en-escritura-creativa'),
      parent: 'programmes',
      templateType: 'ProgramDetailMax',
      title: bi('Master in Creative Writing', 'Máster en Escritura Creativa'),
      metaDescription: bi(
        'A year of fiction, poetry and translation workshops in Segovia, ending with a finished manuscript.',
        'Un año de talleres de narrativa, poesía y traducción en Segovia que termina con un manuscrito acabado.',
      ),
      template: (ctx) => {
        const title = ctx.L('Master in Creative Writing', 'Máster en Escritura Creativa');
        return {
          title,
          image: ctx.media('seminar.jpg'),
          program: {
            code: 'hum-ma-creative-writing',
            programType: 'master',
            format: 'face-to-face',
            location: ['Segovia'],
            duration: { amount: 9, unit: 'months' },
            language: ['es', 'en'],
            intake: ['2027-10-04'],
            fees: { amount: 18900, currency: 'EUR', per: 'programme' },
            academicArea: [ctx.L('Literature and creative writing', 'Literatura y escritura creativa')],
            credits: 60,
            abstract: ctx.L(
              'Nine months of workshops in Segovia with published novelists and poets, in Spanish or English, ending with a finished manuscript and a meeting with editors.',
              'Nueve meses de talleres en Segovia con novelistas y poetas publicados, en español o en inglés, que terminan con un manuscrito acabado y un encuentro con editores.',
            ),
            forPeopleWho: [
              ctx.L(
                'have a book in progress and need time, readers and method to finish it',
                'tienen un libro en marcha y necesitan tiempo, lectores y método para acabarlo',
              ),
              ctx.L('write in Spanish or in English, or translate between them', 'escriben en español o en inglés, o traducen entre ambos'),
            ],
            toBecome: [
              ctx.L('Novelist, poet or essayist', 'Novelista, poeta o ensayista'),
              ctx.L('Literary translator', 'Traductor literario'),
              ctx.L('Editor in a publishing house', 'Editor en una editorial'),
            ],
            reasonsWhy: [
              {
                title: ctx.L('Twelve writers a year', 'Doce escritores por curso'),
                text: ctx.L(
                  'Small enough for every manuscript to be read by everyone.',
                  'Lo bastante pocos para que todos lean todos los manuscritos.',
                ),
              },
              {
                title: ctx.L('Editors read your work', 'Los editores leen su obra'),
                text: ctx.L(
                  'In June, six publishing houses read an extract of each manuscript.',
                  'En junio, seis editoriales leen un fragmento de cada manuscrito.',
                ),
              },
            ],
            studyPlan: studyPlan(
              ctx,
              [
                bi('Autumn: forms', 'Otoño: formas'),
                bi('Fiction workshop', 'Taller de narrativa'),
                bi('Poetry workshop', 'Taller de poesía'),
                bi('Reading as a writer', 'Leer como escritor'),
              ],
              [
                bi('Winter: voices', 'Invierno: voces'),
                bi('Translation seminar', 'Seminario de traducción'),
                bi('Non-fiction and the essay', 'No ficción y ensayo'),
                bi('Manuscript tutorials', 'Tutorías de manuscrito'),
              ],
              [
                bi('Spring: the book', 'Primavera: el libro'),
                bi('Final manuscript', 'Manuscrito final'),
                bi('Publishing today', 'La edición hoy'),
              ],
            ),
          },
          body: sections(
            [
              ctx.L(
                'The master is taught in the school’s building in the old town of Segovia: seminars in the morning, afternoons free to write. Students write in Spanish or in English and share every workshop.',
                'El máster se imparte en el edificio de la facultad en el casco antiguo de Segovia: seminarios por la mañana y tardes libres para escribir. Los estudiantes escriben en español o en inglés y comparten todos los talleres.',
              ),
            ],
            [
              ctx.L('The manuscript', 'El manuscrito'),
              ctx.L(
                'You finish the year with a book-length manuscript — a novel, a collection of stories or poems, an essay or a translation — read by your tutor, your class and an external writer.',
                'Termina el curso con un manuscrito de la extensión de un libro —una novela, un libro de cuentos o de poemas, un ensayo o una traducción— leído por su tutor, su grupo y un escritor externo.',
              ),
            ],
          ),
          heroSection: [
            programmeHero(ctx, {
              eyebrow: bi('Master', 'Máster'),
              title,
              subtitle: bi(
                'Nine months in Segovia to finish the book you have started.',
                'Nueve meses en Segovia para terminar el libro que ha empezado.',
              ),
              image: 'seminar.jpg',
              facts: {
                duration: bi('9 months', '9 meses'),
                places: '12',
                campus: 'Segovia',
                intake: bi('October 2027', 'Octubre de 2027'),
              },
              primary: APPLY_NOW,
              secondary: { page: 'faculty-martin-esquivel', text: bi('Meet the workshop director', 'Conozca al director del taller') },
            }),
          ],
          leadFormSection: [leadForm(ctx, { programId: 'HUM-MA-CW', pathwayId: 'HUM-PG', title })],
          mainSection: [
            {
              component: 'Tabs',
              title: ctx.L('Four workshops', 'Cuatro talleres'),
              tabs: [
                {
                  label: ctx.L('Fiction', 'Narrativa'),
                  html: paragraphs(
                    ctx.L(
                      'Ten pages a fortnight, read aloud and discussed by the whole group, with Martín Esquivel.',
                      'Diez páginas cada dos semanas, leídas en voz alta y comentadas por todo el grupo, con Martín Esquivel.',
                    ),
                  ),
                },
                {
                  label: ctx.L('Poetry', 'Poesía'),
                  html: paragraphs(
                    ctx.L(
                      'Form, rhythm and revision, with a visiting poet each term.',
                      'Forma, ritmo y corrección, con un poeta invitado cada trimestre.',
                    ),
                  ),
                },
                {
                  label: ctx.L('Translation', 'Traducción'),
                  html: paragraphs(
                    ctx.L(
                      'Translate a short story between English and Spanish and discuss it with its author, with Helena Sotomayor.',
                      'Traduzca un cuento entre el inglés y el español y coméntelo con su autor, con Helena Sotomayor.',
                    ),
                  ),
                },
                {
                  label: ctx.L('Essay', 'Ensayo'),
                  html: paragraphs(
                    ctx.L('Personal essay, criticism and long-form journalism.', 'Ensayo personal, crítica y periodismo narrativo.'),
                  ),
                },
              ],
            },
            {
              component: 'AdmissionsProcess',
              title: ctx.L('How to apply', 'Cómo solicitar la admisión'),
              steps: [
                {
                  title: ctx.L('Send your writing', 'Envíe sus textos'),
                  text: ctx.L(
                    'Up to 20 pages of prose or 10 poems, and a letter on the book you want to write.',
                    'Hasta 20 páginas de prosa o 10 poemas, y una carta sobre el libro que quiere escribir.',
                  ),
                  date: '2027-01-10',
                  endDate: '2027-04-30',
                  documents: [
                    { title: ctx.L('Writing sample', 'Muestra de escritura') },
                    { title: ctx.L('Letter of intent', 'Carta de intenciones') },
                    { title: 'CV' },
                  ],
                },
                {
                  title: ctx.L('Conversation', 'Conversación'),
                  text: ctx.L(
                    'Thirty minutes with two members of the faculty, in person or by video.',
                    'Treinta minutos con dos profesores, en persona o por vídeo.',
                  ),
                  date: '2027-05-17',
                  endDate: '2027-05-28',
                },
                {
                  title: ctx.L('Decision', 'Resolución'),
                  text: ctx.L('All applicants hear by 11 June.', 'Todos los candidatos reciben respuesta antes del 11 de junio.'),
                  date: '2027-06-11',
                },
              ],
            },
            {
              component: 'FeesTable',
              title: ctx.L('Fees and scholarships', 'Precios y becas'),
              fees: [fee(ctx, 'tuition', 8900), fee(ctx, 'application', 60)],
              scholarships: [
                {
                  name: ctx.L('Segovia writers’ residence', 'Residencia de escritores de Segovia'),
                  value: ctx.L('Free lodging for the year', 'Alojamiento gratuito durante el curso'),
                  eligibility: ctx.L(
                    'Two admitted students chosen on the strength of their sample',
                    'Dos estudiantes admitidos, elegidos por la calidad de su muestra',
                  ),
                  deadline: '2027-04-30',
                },
              ],
            },
          ],
        };
      },
    },
    {
      key: 'ma-digital-humanities',
      slug: bi('programmes/master-in-digital-humanities', 'programas/master-en-humanidades-digitales'),
      parent: 'programmes',
      templateType: 'ProgramDetail',
      title: bi('Master in Digital Humanities', 'Máster en Humanidades Digitales'),
      metaDescription: bi(
        'A blended master on digital editions, text analysis, maps and data for humanists, in English.',
        'Un máster semipresencial sobre ediciones digitales, análisis de textos, mapas y datos para humanistas, en inglés.',
      ),
      template: (ctx) => {
        const title = ctx.L('Master in Digital Humanities', 'Máster en Humanidades Digitales');
        return {
          title,
          image: ctx.media('webinar.jpg'),
          program: {
            code: 'hum-ma-digital-humanities',
            programType: 'master',
            format: 'blended',
            location: ['Madrid', 'Online'],
            duration: { amount: 12, unit: 'months' },
            language: ['en'],
            intake: ['2027-02-01', '2027-10-04'],
            fees: { amount: 19500, currency: 'EUR', per: 'programme' },
            academicArea: [ctx.L('Digital humanities', 'Humanidades digitales')],
            credits: 60,
            abstract: ctx.L(
              'Digital editions, text analysis, historical maps and data for humanists: twelve months online with two weeks in the Madrid lab.',
              'Ediciones digitales, análisis de textos, mapas históricos y datos para humanistas: doce meses en línea con dos semanas en el laboratorio de Madrid.',
            ),
            forPeopleWho: [
              ctx.L(
                'are graduates in the humanities who want to work with data and code',
                'son graduados en humanidades que quieren trabajar con datos y código',
              ),
              ctx.L('work in libraries, archives, museums or publishing', 'trabajan en bibliotecas, archivos, museos o editoriales'),
            ],
            toBecome: [
              ctx.L('Digital curator', 'Conservador digital'),
              ctx.L('Research software engineer in the humanities', 'Ingeniero de software de investigación en humanidades'),
              ctx.L('Digital editor', 'Editor digital'),
            ],
          },
          body: paragraphs(
            ctx.L(
              'No programming experience is needed: the first module teaches Python from the beginning with humanities data. By the end you will have built and published a digital project of your own in the lab’s open repository.',
              'No se necesita experiencia en programación: el primer módulo enseña Python desde el principio con datos de humanidades. Al terminar habrá construido y publicado un proyecto digital propio en el repositorio abierto del laboratorio.',
            ),
          ),
          heroSection: [
            splitHero(ctx, {
              eyebrow: bi('Master', 'Máster'),
              title: title,
              subtitle: bi(
                'Texts, data and code, online with two weeks in Madrid. Start in February or October.',
                'Textos, datos y código, en línea con dos semanas en Madrid. Empiece en febrero o en octubre.',
              ),
              image: 'webinar.jpg',
              primary: { page: 'admissions', text: bi('Apply now', 'Solicite la admisión') },
              secondary: { page: 'lab', text: bi('Visit the lab', 'Visite el laboratorio') },
            }),
          ],
          leadFormSection: [leadForm(ctx, { programId: 'HUM-MA-DH', pathwayId: 'HUM-PG', title })],
          mainSection: [
            {
              component: 'ProgramFacts',
              duration: ctx.L('12 months', '12 meses'),
              format: ctx.L('Online, with two weeks in Madrid', 'En línea, con dos semanas en Madrid'),
              language: ctx.L('English', 'Inglés'),
              startDate: '2027-02-01',
              credits: 60,
              location: ctx.L('Madrid and online', 'Madrid y en línea'),
            },
            {
              component: 'Table',
              title: ctx.L('The modules', 'Los módulos'),
              caption: ctx.L('Modules of the Master in Digital Humanities', 'Módulos del Máster en Humanidades Digitales'),
              columns: [ctx.L('Module', 'Módulo'), ctx.L('What you make', 'Qué construye'), 'ECTS'],
              rows: [
                [
                  ctx.L('Programming for humanists', 'Programación para humanistas'),
                  ctx.L('Scripts that clean and count a corpus', 'Programas que limpian y cuentan un corpus'),
                  '9',
                ],
                [
                  ctx.L('Digital editions and TEI', 'Ediciones digitales y TEI'),
                  ctx.L('An encoded edition of a manuscript', 'Una edición codificada de un manuscrito'),
                  '9',
                ],
                [
                  ctx.L('Text analysis', 'Análisis de textos'),
                  ctx.L('A study of style or topics in a corpus', 'Un estudio de estilo o de temas en un corpus'),
                  '9',
                ],
                [
                  ctx.L('Historical maps and networks', 'Mapas y redes históricas'),
                  ctx.L('A map or a network of people and places', 'Un mapa o una red de personas y lugares'),
                  '9',
                ],
                [
                  ctx.L('Ethics and law of data', 'Ética y Derecho de los datos'),
                  ctx.L('A data management plan', 'Un plan de gestión de datos'),
                  '6',
                ],
                [ctx.L('Final project', 'Proyecto final'), ctx.L('A published digital project', 'Un proyecto digital publicado'), '18'],
              ],
              rowHeaders: true,
            },
            applyBox(ctx, title),
          ],
        };
      },
    },
    {
      key: 'lab',
      slug: bi('digital-humanities-lab', 'laboratorio-de-humanidades-digitales'),
      templateType: 'BasicTemplate',
      title: bi('Digital humanities lab', 'Laboratorio de humanidades digitales'),
      metaDescription: bi(
        'The school’s lab for digital editions, text analysis and historical maps: projects, tools and how to take part.',
        'El laboratorio de la facultad para ediciones digitales, análisis de textos y mapas históricos: proyectos, herramientas y cómo participar.',
      ),
      template: (ctx) => ({
        heroSection: [
          compactHero(ctx, {
            eyebrow: bi('Research', 'Investigación'),
            title: bi('Digital humanities lab', 'Laboratorio de humanidades digitales'),
            subtitle: bi(
              'Where historians, philologists and programmers build editions, maps and corpora together.',
              'Donde historiadores, filólogos y programadores construyen juntos ediciones, mapas y corpus.',
            ),
            image: 'library.jpg',
            subtheme: 'inverse',
          }),
        ],
        mainSection: [
          {
            component: 'CardCollection',
            title: ctx.L('Current projects', 'Proyectos en curso'),
            cards: [
              {
                title: ctx.L('Letters of exile', 'Cartas del exilio'),
                text: ctx.L(
                  '3,200 letters of Spanish exiles in France, 1939–1975, in a searchable edition.',
                  '3.200 cartas de exiliados españoles en Francia, 1939-1975, en una edición consultable.',
                ),
                image: ctx.media('research.jpg'),
                link: { href: ctx.href('faculty-julia-ferrand'), text: ctx.L('Led by Julia Ferrand', 'Dirigido por Julia Ferrand') },
              },
              {
                title: ctx.L('Segovia 1450', 'Segovia 1450'),
                text: ctx.L(
                  'A map of the city’s workshops and houses rebuilt from notarial records.',
                  'Un mapa de los talleres y casas de la ciudad reconstruido a partir de protocolos notariales.',
                ),
                image: ctx.media('old-town.jpg'),
                link: { href: ctx.href('faculty-tomas-arribas'), text: ctx.L('Led by Tomás Arribas', 'Dirigido por Tomás Arribas') },
              },
              {
                title: ctx.L('Translated novels corpus', 'Corpus de novelas traducidas'),
                text: ctx.L(
                  'Two hundred novels and their translations, aligned sentence by sentence.',
                  'Doscientas novelas y sus traducciones, alineadas frase a frase.',
                ),
                image: ctx.media('seminar.jpg'),
                link: {
                  href: ctx.href('faculty-helena-sotomayor'),
                  text: ctx.L('Led by Helena Sotomayor', 'Dirigido por Helena Sotomayor'),
                },
              },
            ],
          },
          {
            component: 'ImageGallery',
            title: ctx.L('In the lab', 'En el laboratorio'),
            images: [
              {
                image: ctx.media('workshop.jpg'),
                caption: ctx.L(
                  'A TEI encoding workshop for second-year historians.',
                  'Un taller de codificación TEI para historiadores de segundo.',
                ),
              },
              { image: ctx.media('classroom.jpg'), caption: ctx.L('The lab’s weekly seminar.', 'El seminario semanal del laboratorio.') },
              { image: ctx.media('library.jpg'), caption: ctx.L('Digitising in the library.', 'Digitalización en la biblioteca.') },
            ],
          },
          {
            component: 'Accordion',
            title: ctx.L('Working with the lab', 'Trabajar con el laboratorio'),
            items: [
              {
                title: ctx.L('Students', 'Estudiantes'),
                html: paragraphs(
                  ctx.L(
                    'Any student of the school can join a project for credits, as an elective or for a dissertation.',
                    'Cualquier estudiante de la facultad puede unirse a un proyecto con reconocimiento de créditos, como optativa o como trabajo de fin de grado.',
                  ),
                ),
              },
              {
                title: ctx.L('Archives and libraries', 'Archivos y bibliotecas'),
                html: paragraphs(
                  ctx.L(
                    'We digitise and edit collections with their holders, who keep every right to the results.',
                    'Digitalizamos y editamos fondos con sus titulares, que conservan todos los derechos sobre los resultados.',
                  ),
                ),
              },
              {
                title: ctx.L('Researchers', 'Investigadores'),
                html: paragraphs(
                  ctx.L(
                    'Visiting researchers can use the lab for up to three months; write to us a term in advance.',
                    'Los investigadores visitantes pueden usar el laboratorio hasta tres meses; escríbanos con un trimestre de antelación.',
                  ),
                ),
              },
            ],
          },
        ],
      }),
    },
    {
      key: 'faculty',
      slug: bi('faculty', 'profesorado'),
      templateType: 'TeachersList',
      title: bi('Faculty', 'Profesorado'),
      metaDescription: bi(
        'The philosophers, historians, writers and digital humanists who teach at the School of Humanities.',
        'Los filósofos, historiadores, escritores y humanistas digitales que enseñan en la Facultad de Humanidades.',
      ),
      template: (ctx) => ({
        intro: ctx.L(
          'Researchers and writers who teach every course themselves, in groups small enough to know each student’s work.',
          'Investigadores y escritores que imparten ellos mismos cada asignatura, en grupos lo bastante pequeños como para conocer el trabajo de cada estudiante.',
        ),
        pageSize: 12,
        data: { mode: 'navigation', referenceId: ctx.href('faculty'), sources: [{ structuredData: 'TeacherDetail' }], order: 'alpha' },
      }),
    },
    ...FACULTY.map(teacherPage),
    newsListPage({
      description: bi(
        'News from the School of Humanities: books, prizes, projects and students.',
        'Noticias de la Facultad de Humanidades: libros, premios, proyectos y estudiantes.',
      ),
      intro: bi(
        'Books, prizes, projects and what our students are up to.',
        'Libros, premios, proyectos y lo que hacen nuestros estudiantes.',
      ),
      pageSize: 9,
    }),
    newsPage({
      key: 'news-exile-letters',
      slug: bi('news/letters-of-exile-online', 'noticias/cartas-del-exilio-en-linea'),
      title: bi('The first thousand letters of exile are online', 'Las primeras mil cartas del exilio ya están en línea'),
      description: bi(
        'The lab publishes the first part of its edition of letters written by Spanish exiles in France.',
        'El laboratorio publica la primera parte de su edición de cartas de exiliados españoles en Francia.',
      ),
      date: '2026-11-05',
      summary: bi(
        'Transcribed by forty students over two years, the letters can be searched by person, place and date.',
        'Transcritas por cuarenta estudiantes durante dos años, las cartas pueden consultarse por persona, lugar y fecha.',
      ),
      author: 'Julia Ferrand',
      category: bi('Digital humanities', 'Humanidades digitales'),
      image: 'research.jpg',
      body: (ctx) =>
        sections(
          [
            ctx.L(
              'The 1,040 letters published this week were written between 1939 and 1952 by refugees in camps and towns of southern France to their families in Spain. Many were never answered; some were never delivered.',
              'Las 1.040 cartas publicadas esta semana las escribieron entre 1939 y 1952 refugiados en campos y pueblos del sur de Francia a sus familias en España. Muchas nunca tuvieron respuesta; algunas nunca llegaron.',
            ),
          ],
          [
            ctx.L('Students as editors', 'Los estudiantes como editores'),
            ctx.L(
              'Students of the Bachelor in History and the Master in Digital Humanities transcribed and encoded the letters, and each edition names its editors.',
              'Estudiantes del Grado en Historia y del Máster en Humanidades Digitales transcribieron y codificaron las cartas, y cada edición lleva el nombre de sus editores.',
            ),
          ],
        ),
    }),
    newsPage({
      key: 'news-critics-prize',
      slug: bi('news/graduate-wins-first-novel-prize', 'noticias/graduada-gana-premio-primera-novela'),
      title: bi(
        'A graduate of the creative writing master wins a first novel prize',
        'Una graduada del máster de escritura creativa gana un premio de primera novela',
      ),
      description: bi(
        'Lucía Prado’s novel, begun in the Segovia workshops, will be published in spring 2027.',
        'La novela de Lucía Prado, comenzada en los talleres de Segovia, se publicará en la primavera de 2027.',
      ),
      date: '2026-10-14',
      summary: bi(
        '“Las hermanas del azud”, begun in the fiction workshop in 2024, was chosen among 640 manuscripts.',
        '«Las hermanas del azud», comenzada en el taller de narrativa en 2024, fue elegida entre 640 manuscritos.',
      ),
      category: bi('Creative writing', 'Escritura creativa'),
      image: 'seminar.jpg',
      body: (ctx) =>
        paragraphs(
          ctx.L(
            'Lucía Prado wrote the first chapters of the novel in Martín Esquivel’s workshop and finished it the year after the master. The jury praised its “patience with silence”.',
            'Lucía Prado escribió los primeros capítulos de la novela en el taller de Martín Esquivel y la terminó el año siguiente al máster. El jurado destacó su «paciencia con el silencio».',
          ),
          ctx.L(
            'She is the fourth graduate of the master to publish a first book in three years.',
            'Es la cuarta graduada del máster que publica un primer libro en tres años.',
          ),
        ),
    }),
    newsPage({
      key: 'news-philosophy-olympiad',
      slug: bi('news/school-hosts-philosophy-olympiad', 'noticias/la-facultad-acoge-la-olimpiada-de-filosofia'),
      title: bi('The school will host the Madrid Philosophy Olympiad', 'La facultad acogerá la Olimpiada de Filosofía de Madrid'),
      description: bi(
        'Two hundred secondary school students will write and debate on the Madrid campus in March 2027.',
        'Doscientos estudiantes de bachillerato escribirán y debatirán en el campus de Madrid en marzo de 2027.',
      ),
      date: '2026-09-22',
      summary: bi(
        'The regional round of the olympiad comes to the Madrid campus, with essays, debates and a photography contest.',
        'La fase regional de la olimpiada llega al campus de Madrid, con ensayos, debates y un concurso de fotografía filosófica.',
      ),
      category: bi('Philosophy', 'Filosofía'),
      image: 'campus.jpg',
      body: (ctx) =>
        paragraphs(
          ctx.L(
            'This year’s theme is “Who decides?”. Students of the Bachelor in Philosophy will act as moderators in the debates, and the winners will receive a place in the school’s summer philosophy course in Segovia.',
            'El tema de este año es «¿Quién decide?». Los estudiantes del Grado en Filosofía moderarán los debates y los ganadores recibirán una plaza en el curso de verano de filosofía de la facultad en Segovia.',
          ),
        ),
    }),
    eventListPage({
      description: bi(
        'Readings, lectures, open days and conferences of the School of Humanities.',
        'Lecturas, conferencias, jornadas de puertas abiertas y congresos de la Facultad de Humanidades.',
      ),
      intro: bi(
        'Readings, lectures and open days in Madrid, Segovia and online. Most are free and open to everyone.',
        'Lecturas, conferencias y jornadas de puertas abiertas en Madrid, Segovia y en línea. La mayoría son gratuitas y abiertas a todos.',
      ),
      filters: ['eventType', 'year'],
      pageSize: 6,
    }),
    eventPage({
      key: 'event-reading',
      slug: bi('events/winter-reading-segovia-2027', 'eventos/lectura-de-invierno-segovia-2027'),
      title: bi('Winter reading in Segovia', 'Lectura de invierno en Segovia'),
      description: bi(
        'Students of the Master in Creative Writing read from their work in progress.',
        'Los estudiantes del Máster en Escritura Creativa leen sus obras en curso.',
      ),
      summary: bi(
        'Twelve writers, ten minutes each: the first public reading of this year’s class.',
        'Doce escritores, diez minutos cada uno: la primera lectura pública del grupo de este curso.',
      ),
      image: 'old-town.jpg',
      eventType: 'face-to-face',
      start: '2027-02-18T19:00:00+01:00',
      end: '2027-02-18T21:00:00+01:00',
      location: bi('School of Humanities, Segovia old town building', 'Facultad de Humanidades, edificio del casco antiguo de Segovia'),
      info: { page: 'ma-creative-writing', text: bi('About the master', 'Sobre el máster') },
      body: (ctx) =>
        paragraphs(
          ctx.L(
            'Fiction, poetry and translation in Spanish and English, followed by a glass of wine with the writers. Free entry until the room is full.',
            'Narrativa, poesía y traducción en español y en inglés, seguidas de una copa de vino con los autores. Entrada libre hasta completar el aforo.',
          ),
        ),
    }),
    eventPage({
      key: 'event-open-day',
      slug: bi('events/open-day-march-2027', 'eventos/jornada-puertas-abiertas-marzo-2027'),
      title: bi('Humanities open day', 'Jornada de puertas abiertas de Humanidades'),
      description: bi(
        'Sample seminars in philosophy and history, and a visit to the digital humanities lab.',
        'Seminarios de muestra de filosofía e historia y visita al laboratorio de humanidades digitales.',
      ),
      summary: bi(
        'A Saturday morning for future students: two sample seminars and a visit to the lab.',
        'Un sábado por la mañana para futuros estudiantes: dos seminarios de muestra y una visita al laboratorio.',
      ),
      image: 'classroom.jpg',
      eventType: 'hybrid',
      start: '2027-03-06T10:00:00+01:00',
      end: '2027-03-06T13:00:00+01:00',
      location: bi('School of Humanities, Madrid campus', 'Facultad de Humanidades, campus de Madrid'),
      register: { page: 'contact', text: bi('Book your place', 'Reserve su plaza') },
      body: (ctx) =>
        sections(
          [ctx.L('Come with your questions, and with someone who will ask more.', 'Venga con sus preguntas, y con alguien que haga más.')],
          [
            ctx.L('Programme', 'Programa'),
            ctx.L(
              '10:00 Welcome by the dean. 10:30 Sample seminar: can a machine be wrong? 11:30 Sample seminar: reading a medieval will. 12:30 The digital humanities lab.',
              '10:00 Bienvenida de la decana. 10:30 Seminario de muestra: ¿puede equivocarse una máquina? 11:30 Seminario de muestra: leer un testamento medieval. 12:30 El laboratorio de humanidades digitales.',
            ),
          ],
        ),
    }),
    eventPage({
      key: 'event-lecture',
      slug: bi('events/lecture-memory-and-archives', 'eventos/conferencia-memoria-y-archivos'),
      title: bi('Lecture: who keeps the memory of a country?', 'Conferencia: ¿quién guarda la memoria de un país?'),
      description: bi(
        'An online lecture on archives, memory and digital editions.',
        'Una conferencia en línea sobre archivos, memoria y ediciones digitales.',
      ),
      summary: bi(
        'Julia Ferrand and Tomás Arribas on what archives choose to keep, and what digital editions change.',
        'Julia Ferrand y Tomás Arribas sobre lo que los archivos deciden guardar y lo que cambian las ediciones digitales.',
      ),
      image: 'webinar.jpg',
      eventType: 'online',
      start: '2027-01-27T18:30:00+01:00',
      end: '2027-01-27T19:45:00+01:00',
      register: { page: 'contact', text: bi('Register', 'Inscríbase') },
      body: (ctx) =>
        paragraphs(
          ctx.L(
            'In Spanish with English subtitles. The link is sent to registered participants the day before.',
            'En español con subtítulos en inglés. El enlace se envía a los inscritos el día anterior.',
          ),
        ),
    }),
    {
      key: 'admissions',
      slug: bi('admissions', 'admisiones'),
      templateType: 'BasicTemplate',
      title: bi('Admissions', 'Admisiones'),
      metaDescription: bi(
        'How to apply to the bachelors and masters of the School of Humanities.',
        'Cómo solicitar la admisión en los grados y másteres de la Facultad de Humanidades.',
      ),
      template: (ctx) => ({
        heroSection: [
          {
            component: 'HeroQuote',
            title: ctx.L('Admissions', 'Admisiones'),
            quote: ctx.L(
              'We do not look for students who already know the answers. We look for students who ask good questions and write them down.',
              'No buscamos estudiantes que ya sepan las respuestas. Buscamos estudiantes que hagan buenas preguntas y las pongan por escrito.',
            ),
            author: 'Clara Villanueva',
            role: ctx.L('Dean of the School of Humanities', 'Decana de la Facultad de Humanidades'),
            image: ctx.portrait('Clara Villanueva'),
          },
        ],
        mainSection: [
          {
            component: 'TwoColumns',
            title: ctx.L('What we ask for', 'Qué pedimos'),
            divider: true,
            columns: [
              {
                title: ctx.L('Bachelors', 'Grados'),
                html: paragraphs(
                  ctx.L(
                    'Your secondary school grades, a short essay on a text of your choice (800 words) and a conversation with a professor. Applications open on 1 October and close on 31 March.',
                    'Sus notas de bachillerato, un breve ensayo sobre un texto de su elección (800 palabras) y una conversación con un profesor. El plazo se abre el 1 de octubre y cierra el 31 de marzo.',
                  ),
                ),
              },
              {
                title: ctx.L('Masters', 'Másteres'),
                html: paragraphs(
                  ctx.L(
                    'A bachelor’s degree, a writing sample or a project proposal and an interview. Each master has its own dates: see its page.',
                    'Un título de grado, una muestra de escritura o una propuesta de proyecto y una entrevista. Cada máster tiene sus propias fechas: consulte su página.',
                  ),
                ),
              },
            ],
          },
          {
            component: 'Steps',
            title: ctx.L('From application to your first seminar', 'De la solicitud a su primer seminario'),
            steps: [
              {
                title: ctx.L('Apply online', 'Solicite en línea'),
                text: ctx.L('One form for every programme of the school.', 'Un único formulario para todos los programas de la facultad.'),
                icon: 'laptop',
              },
              {
                title: ctx.L('Send your essay or sample', 'Envíe su ensayo o muestra'),
                text: ctx.L('We read every one ourselves.', 'Los leemos todos nosotros.'),
                icon: 'pencil',
              },
              {
                title: ctx.L('Talk with us', 'Hable con nosotros'),
                text: ctx.L('A conversation, not an exam.', 'Una conversación, no un examen.'),
                icon: 'message-square',
              },
              {
                title: ctx.L('Decision', 'Resolución'),
                text: ctx.L('Within three weeks, with any scholarship offer.', 'En tres semanas, junto con la oferta de beca si la hay.'),
                icon: 'check-circle',
              },
            ],
          },
          {
            component: 'Faq',
            groups: [
              {
                title: ctx.L('Before applying', 'Antes de solicitar'),
                questions: [
                  {
                    question: ctx.L('Do I need Latin or Greek?', '¿Necesito latín o griego?'),
                    answer: paragraphs(
                      ctx.L(
                        'No. Latin is taught from the beginning in the first year of History; Greek is an elective.',
                        'No. El latín se enseña desde el principio en primero de Historia; el griego es optativo.',
                      ),
                    ),
                  },
                  {
                    question: ctx.L('Can I visit a class?', '¿Puedo asistir a una clase?'),
                    answer: paragraphs(
                      ctx.L(
                        'Yes, any weekday from November to April. Write to us to arrange it.',
                        'Sí, cualquier día laborable de noviembre a abril. Escríbanos para organizarlo.',
                      ),
                    ),
                  },
                ],
              },
              {
                title: ctx.L('Paying for your studies', 'Cómo financiar los estudios'),
                questions: [
                  {
                    question: ctx.L('Are there scholarships?', '¿Hay becas?'),
                    answer: paragraphs(
                      ctx.L(
                        'Yes: the school’s talent scholarships and the university’s need-based grants. The <a href="/financial-aid/">Financial Aid office</a> reviews them with your application.',
                        'Sí: las becas de talento de la facultad y las ayudas por renta de la universidad. La <a href="/es/financial-aid/">oficina de Ayudas al Estudio</a> las estudia junto con su solicitud.',
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
      slug: bi('about', 'sobre-la-facultad'),
      templateType: 'BasicTemplate',
      title: bi('About the school', 'Sobre la facultad'),
      metaDescription: bi(
        'The history, the buildings and the people of the School of Humanities in Madrid and Segovia.',
        'La historia, los edificios y las personas de la Facultad de Humanidades en Madrid y Segovia.',
      ),
      template: (ctx) => ({
        heroSection: [
          imageHero(ctx, {
            title: bi('About the school', 'Sobre la facultad'),
            subtitle: bi(
              'Two buildings, one in Madrid and one in the old town of Segovia, and thirty years of small seminars.',
              'Dos edificios, uno en Madrid y otro en el casco antiguo de Segovia, y treinta años de seminarios reducidos.',
            ),
            image: 'old-town.jpg',
            subtheme: 'accent',
          }),
        ],
        mainSection: [
          {
            component: 'TextImage',
            title: ctx.L('A school of readers', 'Una facultad de lectores'),
            html: paragraphs(
              ctx.L(
                'The School of Humanities was founded in 1996 with a bachelor in history and forty students. It now teaches philosophy, history, literature and digital humanities to more than six hundred.',
                'La Facultad de Humanidades se fundó en 1996 con un grado en Historia y cuarenta estudiantes. Hoy enseña filosofía, historia, literatura y humanidades digitales a más de seiscientos.',
              ),
              ctx.L(
                'What has not changed is the seminar: a table, fifteen chairs and a text everyone has read.',
                'Lo que no ha cambiado es el seminario: una mesa, quince sillas y un texto que todos han leído.',
              ),
            ),
            image: ctx.media('seminar.jpg'),
          },
          {
            component: 'Timeline',
            title: ctx.L('Thirty years', 'Treinta años'),
            items: [
              {
                date: '1996',
                title: ctx.L('The Bachelor in History opens', 'Se abre el Grado en Historia'),
                text: ctx.L('Forty students on the Madrid campus.', 'Cuarenta estudiantes en el campus de Madrid.'),
              },
              {
                date: '2003',
                title: ctx.L('Philosophy joins', 'Llega la Filosofía'),
                text: ctx.L('The Bachelor in Philosophy admits its first class.', 'El Grado en Filosofía admite a su primera promoción.'),
              },
              {
                date: '2014',
                title: ctx.L('Segovia', 'Segovia'),
                text: ctx.L(
                  'A restored fifteenth-century house becomes the home of the Master in Creative Writing.',
                  'Una casa del siglo XV restaurada se convierte en la sede del Máster en Escritura Creativa.',
                ),
                image: ctx.media('old-town.jpg'),
              },
              {
                date: '2022',
                title: ctx.L('The digital humanities lab', 'El laboratorio de humanidades digitales'),
                text: ctx.L('And a master to go with it.', 'Y un máster que lo acompaña.'),
              },
            ],
          },
          {
            component: 'FactsFigures',
            title: ctx.L('The school today', 'La facultad hoy'),
            items: [
              {
                value: '620',
                label: ctx.L('students', 'estudiantes'),
                source: { name: ctx.L('Academic registry', 'Secretaría académica'), year: '2026' },
              },
              {
                value: '48',
                label: ctx.L('teachers and researchers', 'profesores e investigadores'),
                source: { name: ctx.L('Academic registry', 'Secretaría académica'), year: '2026' },
              },
              {
                value: '1 : 13',
                label: ctx.L('teacher-to-student ratio', 'profesores por estudiante'),
                source: { name: ctx.L('Academic registry', 'Secretaría académica'), year: '2026' },
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
        'Write to, call or visit the School of Humanities in Madrid or Segovia.',
        'Escriba, llame o visite la Facultad de Humanidades en Madrid o Segovia.',
      ),
      template: (ctx) => ({
        mainSection: [
          {
            component: 'BasicContent',
            title: ctx.L('Write, call or visit us', 'Escríbanos, llámenos o visítenos'),
            html: paragraphs(
              ctx.L(
                'Email: <a href="mailto:humanities@ibera.edu">humanities@ibera.edu</a>',
                'Correo electrónico: <a href="mailto:humanities@ibera.edu">humanities@ibera.edu</a>',
              ),
              ctx.L(
                'Phone: +34 91 456 32 10 (Monday to Friday, 9:00–17:00)',
                'Teléfono: +34 91 456 32 10 (de lunes a viernes, de 9:00 a 17:00)',
              ),
              ctx.L(
                'Madrid: School of Humanities, Calle del Duque de Liria 8, 28015 Madrid',
                'Madrid: Facultad de Humanidades, calle del Duque de Liria 8, 28015 Madrid',
              ),
              ctx.L(
                'Segovia: Casa de los Picos annex, Calle Juan Bravo 33, 40001 Segovia',
                'Segovia: anexo de la Casa de los Picos, calle Juan Bravo 33, 40001 Segovia',
              ),
            ),
          },
          {
            component: 'LocationMap',
            title: ctx.L('Our building in Segovia', 'Nuestro edificio en Segovia'),
            place: ctx.L('School of Humanities, Segovia', 'Facultad de Humanidades, Segovia'),
            address: ['Calle Juan Bravo 33', '40001 Segovia', ctx.L('Spain', 'España')],
            latitude: 40.9489,
            longitude: -4.1187,
            directions: ctx.L(
              'A ten-minute walk from the aqueduct up Calle Cervantes. From Madrid, trains from Chamartín reach Segovia-Guiomar in 30 minutes; bus 11 goes to the aqueduct.',
              'A diez minutos a pie del acueducto subiendo por la calle Cervantes. Desde Madrid, los trenes de Chamartín llegan a Segovia-Guiomar en 30 minutos; el autobús 11 va al acueducto.',
            ),
            image: ctx.media('old-town.jpg'),
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
