// Alumni: the association of the university's graduates (benefits, chapters around the world,
// mentoring, stories, the reunion, giving), in English and Spanish.
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
  type PageContext,
} from '../kit.ts';

const EMAIL = 'alumni@ibera.edu';
const PHONE = '+34 91 555 03 10';

/** A graduate's story, below the stories list. */
function story(
  key: string,
  slug: [string, string],
  title: [string, string],
  summary: [string, string],
  fields: (ctx: PageContext) => Record<string, unknown>,
  body: (ctx: PageContext) => string,
  published: string,
) {
  return {
    key,
    slug: bi(`stories/${slug[0]}`, `historias/${slug[1]}`),
    parent: 'stories',
    templateType: 'StoryDetail',
    title: bi(...title),
    metaDescription: bi(...summary),
    published,
    template: (ctx: PageContext) => ({
      title: ctx.L(...title),
      date: published.slice(0, 10),
      story: fields(ctx),
      body: body(ctx),
    }),
  };
}

export default defineUnit({
  brand: 'alumni',
  kind: 'service',
  theme: 'default',
  siteName: bi('Alumni', 'Alumni'),
  email: EMAIL,
  menu: [
    {
      page: 'benefits',
      label: bi('Alumni benefits', 'Ser alumni'),
      children: [
        {
          page: 'benefits',
          description: bi('What you keep, and what you gain, after graduating.', 'Lo que conserva, y lo que gana, al titularse.'),
        },
        { page: 'chapters', description: bi('Graduates meeting in 34 cities.', 'Titulados que se reúnen en 34 ciudades.') },
        {
          page: 'mentoring',
          description: bi(
            'Guide a student or a recent graduate for a year.',
            'Acompañe a un estudiante o a un recién titulado durante un año.',
          ),
        },
      ],
    },
    ...menuPages('stories', 'events', 'giving', 'contact'),
  ],
  primaryLink: { page: 'mentoring', text: bi('Become a mentor', 'Hágase mentor') },
  pages: [
    {
      key: 'home',
      slug: bi('', ''),
      templateType: 'Landing',
      title: bi('Alumni', 'Alumni'),
      metaDescription: bi(
        'The community of the 96,000 graduates of Ibera University: benefits, chapters, mentoring, events and stories.',
        'La comunidad de los 96.000 titulados de Ibera University: ventajas, delegaciones, mentoría, eventos e historias.',
      ),
      template: (ctx) => ({
        heroSection: [
          imageHero(ctx, {
            title: bi('You graduated. You did not leave.', 'Se tituló. No se fue.'),
            subtitle: bi(
              '96,000 graduates in 118 countries, and a university that is still yours.',
              '96.000 titulados en 118 países, y una universidad que sigue siendo suya.',
            ),
            image: 'campus.jpg',
            link: { page: 'benefits', text: bi('What membership gives you', 'Qué le ofrece ser alumni') },
          }),
        ],
        mainSection: [
          {
            component: 'Statistics',
            title: ctx.L('The community today', 'La comunidad hoy'),
            items: [
              { value: 96000, label: ctx.L('graduates', 'titulados') },
              { value: 118, label: ctx.L('countries', 'países') },
              { value: 34, label: ctx.L('chapters', 'delegaciones') },
              { value: 740, label: ctx.L('mentors this year', 'mentores este curso') },
            ],
          },
          {
            component: 'CardCollection',
            title: ctx.L('Stay close', 'Siga cerca'),
            cards: [
              {
                title: ctx.L('Benefits', 'Ventajas'),
                text: ctx.L(
                  'Your university email, the library, careers advice for life and 20% off any programme.',
                  'Su correo de la universidad, la biblioteca, orientación profesional de por vida y un 20 % de descuento en cualquier programa.',
                ),
                image: ctx.media('library.jpg'),
                link: { href: ctx.href('benefits'), text: ctx.L('See the benefits', 'Ver las ventajas') },
              },
              {
                title: ctx.L('Chapters', 'Delegaciones'),
                text: ctx.L(
                  'From Mexico City to Singapore: graduates who meet, hire and help each other.',
                  'De Ciudad de México a Singapur: titulados que se reúnen, se contratan y se ayudan.',
                ),
                image: ctx.media('night-city.jpg'),
                link: { href: ctx.href('chapters'), text: ctx.L('Find your chapter', 'Encuentre su delegación') },
              },
              {
                title: ctx.L('Mentoring', 'Mentoría'),
                text: ctx.L(
                  'One hour a month with a student who wants to do what you do.',
                  'Una hora al mes con un estudiante que quiere dedicarse a lo que usted hace.',
                ),
                image: ctx.media('seminar.jpg'),
                link: { href: ctx.href('mentoring'), text: ctx.L('Become a mentor', 'Hágase mentor') },
              },
            ],
          },
          {
            component: 'StoryDistributor',
            title: ctx.L('Alumni stories', 'Historias de alumni'),
            data: {
              mode: 'navigation',
              referenceId: ctx.href('stories'),
              sources: [{ structuredData: 'StoryDetail' }],
              quantity: 3,
            },
            link: { href: ctx.href('stories'), text: ctx.L('All stories', 'Todas las historias') },
          },
          eventDistributor(ctx, { title: bi('Alumni events', 'Eventos alumni'), order: 'oldest', quantity: 3, scope: 'list' }),
          callToAction(ctx, {
            layout: 'banner',
            title: bi('Reunion 2027: 5 June, Madrid campus', 'Reencuentro 2027: 5 de junio, campus de Madrid'),
            text: bi(
              'Classes ending in 2 and 7 celebrate their anniversary; every graduate is welcome.',
              'Celebran aniversario las promociones acabadas en 2 y en 7; todos los titulados están invitados.',
            ),
            primary: { page: 'reunion', text: bi('Register for the reunion', 'Inscríbase en el reencuentro') },
          }),
        ],
      }),
    },
    {
      key: 'benefits',
      slug: bi('benefits', 'ventajas'),
      templateType: 'BasicTemplate',
      title: bi('Alumni benefits', 'Ventajas alumni'),
      metaDescription: bi(
        'What every Ibera University graduate keeps for life: email, library, careers advice, discounts on programmes and more.',
        'Lo que todo titulado de Ibera University conserva de por vida: correo, biblioteca, orientación profesional, descuentos en programas y más.',
      ),
      template: (ctx) => ({
        heroSection: [
          compactHero(ctx, {
            eyebrow: bi('Membership', 'Ser alumni'),
            title: bi('Alumni benefits', 'Ventajas alumni'),
            subtitle: bi(
              'Membership is free and automatic from the day you graduate. Activate your alumni account to use it.',
              'Ser alumni es gratuito y automático desde el día en que se titula. Active su cuenta alumni para disfrutarlo.',
            ),
          }),
        ],
        mainSection: [
          {
            component: 'IconCollection',
            title: ctx.L('What you keep for life', 'Lo que conserva de por vida'),
            items: [
              {
                icon: 'mail',
                title: ctx.L('Your @alumni.ibera.edu address', 'Su dirección @alumni.ibera.edu'),
                text: ctx.L('The same name, forwarded wherever you like.', 'El mismo nombre, reenviado a donde quiera.'),
              },
              {
                icon: 'book',
                title: ctx.L('The library', 'La biblioteca'),
                text: ctx.L(
                  'Loans in person and access to 40 online databases from home.',
                  'Préstamo presencial y acceso desde casa a 40 bases de datos en línea.',
                ),
              },
              {
                icon: 'briefcase',
                title: ctx.L('Careers advice', 'Orientación profesional'),
                text: ctx.L(
                  'Four sessions a year and the job board of Talent and Careers.',
                  'Cuatro sesiones al año y la bolsa de empleo de Talento y Empleo.',
                ),
                link: { href: ctx.L('/talent-careers/', '/es/talent-careers/'), text: ctx.L('Talent and Careers', 'Talento y Empleo') },
              },
              {
                icon: 'graduation-cap',
                title: ctx.L('Keep learning', 'Siga aprendiendo'),
                text: ctx.L(
                  '20% off master’s and executive programmes; 30% off short courses.',
                  'Un 20 % de descuento en másteres y programas de directivos; un 30 % en cursos cortos.',
                ),
              },
              {
                icon: 'building',
                title: ctx.L('Campus services', 'Servicios del campus'),
                text: ctx.L(
                  'Sports centre at student rates and meeting rooms for chapter events.',
                  'Polideportivo a precio de estudiante y salas para actos de las delegaciones.',
                ),
              },
              {
                icon: 'users',
                title: ctx.L('The directory', 'El directorio'),
                text: ctx.L(
                  'Find classmates and graduates of your sector, if they choose to be found.',
                  'Encuentre a compañeros y a titulados de su sector, si ellos deciden aparecer.',
                ),
              },
            ],
          },
          {
            component: 'Table',
            title: ctx.L('Discounts on programmes, 2026–2027', 'Descuentos en programas, curso 2026-2027'),
            caption: ctx.L('Alumni discounts on the university’s programmes', 'Descuentos alumni en los programas de la universidad'),
            columns: [ctx.L('Programmes', 'Programas'), ctx.L('Discount', 'Descuento'), ctx.L('Also for', 'También para')],
            rows: [
              [ctx.L('Official master’s degrees', 'Másteres oficiales'), '20%', ctx.L('—', '—')],
              [
                ctx.L('Executive Education open programmes', 'Programas abiertos de Formación de Directivos'),
                '20%',
                ctx.L('Your spouse or partner', 'Su cónyuge o pareja'),
              ],
              [ctx.L('Lifelong Learning short courses', 'Cursos cortos de Formación Continua'), '30%', ctx.L('Your children', 'Sus hijos')],
              [ctx.L('Summer School', 'Escuela de Verano'), '15%', ctx.L('Your children', 'Sus hijos')],
            ].map((row) => (ctx.locale === 'es' ? row.map((cell) => cell.replace(/^(\d+)%$/, '$1 %')) : row)),
            rowHeaders: true,
            note: ctx.L(
              'Discounts cannot be added to a scholarship for the same fee.',
              'Los descuentos no se suman a una beca sobre la misma matrícula.',
            ),
          },
          callToAction(ctx, {
            title: bi('Have you activated your alumni account?', '¿Ha activado su cuenta alumni?'),
            text: bi(
              'Write to us from the address you used as a student and we send you the link.',
              'Escríbanos desde la dirección que usó como estudiante y le enviaremos el enlace.',
            ),
            primary: { page: 'contact', text: bi('Activate my account', 'Activar mi cuenta') },
          }),
        ],
      }),
    },
    {
      key: 'chapters',
      slug: bi('chapters', 'delegaciones'),
      templateType: 'BasicTemplate',
      title: bi('Chapters around the world', 'Delegaciones en el mundo'),
      metaDescription: bi(
        'Ibera University alumni chapters in 34 cities: who leads them and how to join.',
        'Las delegaciones alumni de Ibera University en 34 ciudades: quién las dirige y cómo unirse.',
      ),
      template: (ctx) => ({
        heroSection: [
          compactHero(ctx, {
            subtheme: 'inverse',
            eyebrow: bi('Membership', 'Ser alumni'),
            title: bi('Chapters around the world', 'Delegaciones en el mundo'),
            subtitle: bi(
              'Thirty-four cities where Ibera graduates meet every month, run by volunteers.',
              'Treinta y cuatro ciudades donde los titulados de Ibera se reúnen cada mes, gracias a sus voluntarios.',
            ),
          }),
        ],
        mainSection: [
          {
            component: 'Table',
            title: ctx.L('The largest chapters', 'Las delegaciones más grandes'),
            caption: ctx.L('Alumni chapters, their chairs and members', 'Delegaciones alumni, sus responsables y sus miembros'),
            columns: [
              ctx.L('Chapter', 'Delegación'),
              ctx.L('Chair', 'Responsable'),
              ctx.L('Members', 'Miembros'),
              ctx.L('Meets', 'Se reúne'),
            ],
            rows: [
              ['Madrid', 'Elena Marchena (Law, 2004)', '21.400', ctx.L('First Thursday of the month', 'Primer jueves de mes')],
              ['Segovia', 'Tomás Arribas (Humanities, 1998)', '3.900', ctx.L('Every other month', 'Cada dos meses')],
              [
                ctx.L('New York', 'Nueva York'),
                'Julia Westbrook (MBA, 2012)',
                '2.650',
                ctx.L('Last Wednesday of the month', 'Último miércoles de mes'),
              ],
              [
                ctx.L('Mexico City', 'Ciudad de México'),
                'Rodrigo Alcántara (Master in Finance, 2015)',
                '2.310',
                ctx.L('Monthly', 'Mensual'),
              ],
              [ctx.L('London', 'Londres'), 'Priya Raman (LLM, 2018)', '1.870', ctx.L('Monthly', 'Mensual')],
              ['Bogotá', 'Camila Restrepo (Architecture, 2011)', '1.420', ctx.L('Quarterly', 'Trimestral')],
              [ctx.L('Brussels', 'Bruselas'), 'Pieter Vandamme (Global Affairs, 2016)', '980', ctx.L('Monthly', 'Mensual')],
              [ctx.L('Singapore', 'Singapur'), 'Wei Lin Tan (Executive MBA, 2019)', '410', ctx.L('Quarterly', 'Trimestral')],
            ].map((row) => (ctx.locale === 'en' ? row.map((cell) => cell.replace(/^(\d+)\.(\d{3})$/, '$1,$2')) : row)),
            rowHeaders: true,
            note: ctx.L(
              `Write to ${EMAIL} and we put you in touch with the chair of any chapter.`,
              `Escriba a ${EMAIL} y le pondremos en contacto con el responsable de cualquier delegación.`,
            ),
          },
          {
            component: 'TextImage',
            title: ctx.L('Start a chapter', 'Cree una delegación'),
            html: paragraphs(
              ctx.L(
                'Twenty graduates in a city are enough. We give you a small budget for two events a year, a page in the directory and a contact in the alumni office.',
                'Bastan veinte titulados en una ciudad. Le damos un pequeño presupuesto para dos actos al año, una página en el directorio y una persona de contacto en la oficina alumni.',
              ),
              ctx.L(
                'In 2026 new chapters opened in Lisbon, Santiago de Chile and Dubai.',
                'En 2026 abrieron nuevas delegaciones en Lisboa, Santiago de Chile y Dubái.',
              ),
            ),
            image: ctx.media('city-dusk.jpg'),
            imagePosition: 'right',
            link: { href: ctx.href('contact'), text: ctx.L('Propose a chapter', 'Proponga una delegación') },
          },
        ],
      }),
    },
    {
      key: 'mentoring',
      slug: bi('mentoring', 'mentoria'),
      templateType: 'BasicTemplate',
      title: bi('Mentoring programme', 'Programa de mentoría'),
      metaDescription: bi(
        'Sign up as a mentor for a student or recent graduate of Ibera University: one hour a month, from January to December 2027.',
        'Inscríbase como mentor de un estudiante o recién titulado de Ibera University: una hora al mes, de enero a diciembre de 2027.',
      ),
      template: (ctx) => ({
        heroSection: [
          splitHero(ctx, {
            subtheme: 'inverse',
            eyebrow: bi('Mentoring 2027', 'Mentoría 2027'),
            title: bi('One hour a month can change someone’s first job', 'Una hora al mes puede cambiar el primer empleo de alguien'),
            subtitle: bi(
              'Mentors are graduates with at least five years of experience. We match you with a student of your field.',
              'Los mentores son titulados con al menos cinco años de experiencia. Le emparejamos con un estudiante de su ámbito.',
            ),
            image: 'workshop.jpg',
            imagePosition: 'left',
          }),
        ],
        mainSection: [
          {
            component: 'Steps',
            title: ctx.L('How it works', 'Cómo funciona'),
            steps: [
              {
                title: ctx.L('Sign up by 30 November', 'Inscríbase antes del 30 de noviembre'),
                text: ctx.L('Tell us your field, your city and your languages.', 'Díganos su ámbito, su ciudad y sus idiomas.'),
                icon: 'edit',
              },
              {
                title: ctx.L('Meet your mentee', 'Conozca a su mentorizado'),
                text: ctx.L(
                  'We introduce you in December; the first meeting is at the kick-off on 14 January.',
                  'Les presentamos en diciembre; el primer encuentro es en la sesión inicial del 14 de enero.',
                ),
                icon: 'handshake',
              },
              {
                title: ctx.L('Meet once a month', 'Reúnanse una vez al mes'),
                text: ctx.L('In person or by video call, for a year.', 'En persona o por videollamada, durante un año.'),
                icon: 'calendar2',
              },
              {
                title: ctx.L('Close the year', 'Cierre el año'),
                text: ctx.L(
                  'A short review in December, and the mentors’ dinner.',
                  'Una breve valoración en diciembre, y la cena de mentores.',
                ),
                icon: 'star',
              },
            ],
          },
          {
            component: 'Quote',
            quote: ctx.L(
              'I had a mentor when I started and never thanked her properly. This is how I do it.',
              'Tuve una mentora al empezar y nunca se lo agradecí como merecía. Así es como lo hago.',
            ),
            author: 'Ignacio Palomares',
            role: ctx.L('Civil Engineering, 2009 · Mentor since 2021', 'Ingeniería Civil, 2009 · Mentor desde 2021'),
          },
          {
            component: 'EventRegistrationForm',
            title: ctx.L('Sign up as a mentor', 'Inscríbase como mentor'),
            text: ctx.L(
              'Tell us in the message your degree and year, your field and the city you work in. We confirm your place by email and introduce you to your mentee in December.',
              'Indíquenos en el mensaje su titulación y promoción, su ámbito y la ciudad en que trabaja. Confirmamos su inscripción por correo y le presentamos a su mentorizado en diciembre.',
            ),
            event: ctx.L('Alumni Mentoring Programme 2027', 'Programa de Mentoría Alumni 2027'),
            date: '2027-01-14',
            location: ctx.L('Madrid campus and online', 'Campus de Madrid y en línea'),
            thankYou: thankYou(ctx),
          },
        ],
      }),
    },
    {
      key: 'stories',
      slug: bi('stories', 'historias'),
      templateType: 'StoriesList',
      title: bi('Alumni stories', 'Historias de alumni'),
      metaDescription: bi(
        'Ibera University graduates on what they do now and what they took with them.',
        'Titulados de Ibera University sobre lo que hacen hoy y lo que se llevaron.',
      ),
      template: (ctx) => ({
        intro: ctx.L(
          'Graduates of every school on what they do now, and what they took with them.',
          'Titulados de todas las escuelas sobre lo que hacen hoy y lo que se llevaron.',
        ),
        filters: ['studyType', 'year'],
      }),
    },
    story(
      'story-marchena',
      ['elena-marchena', 'elena-marchena'],
      ['From the moot court to the Supreme Court', 'Del tribunal simulado al Tribunal Supremo'],
      [
        'Elena Marchena, Law 2004, on twenty years as a litigator and why she chairs the Madrid chapter.',
        'Elena Marchena, Derecho 2004, sobre veinte años de abogada litigante y por qué preside la delegación de Madrid.',
      ],
      (ctx) => ({
        name: 'Elena Marchena',
        programStudied: ctx.L('Bachelor in Law', 'Grado en Derecho'),
        aboutMe: ctx.L(
          'Partner at a litigation firm in Madrid and chair of the Madrid alumni chapter.',
          'Socia de un despacho de litigación en Madrid y presidenta de la delegación alumni de Madrid.',
        ),
        nationality: ctx.L('Spanish', 'Española'),
        year: '2004',
        studyType: ctx.L('Bachelor', 'Grado'),
        image: ctx.portrait('Elena Marchena'),
      }),
      (ctx) =>
        sections(
          [
            ctx.L(
              'Elena Marchena argued her first case in the university’s moot court in 2002. Last year she argued her fortieth before the Supreme Court.',
              'Elena Marchena defendió su primer caso en el tribunal simulado de la universidad en 2002. El año pasado defendió el cuadragésimo ante el Tribunal Supremo.',
            ),
          ],
          [
            ctx.L('What stayed with her', 'Lo que se quedó'),
            ctx.L(
              '“A professor made us rewrite every brief until it fitted on two pages. Judges still thank me for it.”',
              '«Un profesor nos hacía reescribir cada escrito hasta que cupiera en dos páginas. Los jueces todavía me lo agradecen.»',
            ),
          ],
          [
            ctx.L('Why the chapter', 'Por qué la delegación'),
            ctx.L(
              'She has chaired the Madrid chapter since 2023 and started its breakfast series with graduates who moved into the public sector.',
              'Preside la delegación de Madrid desde 2023 y puso en marcha sus desayunos con titulados que pasaron al sector público.',
            ),
          ],
        ),
      '2026-09-15T09:00:00Z',
    ),
    story(
      'story-alcantara',
      ['rodrigo-alcantara', 'rodrigo-alcantara'],
      ['Building a fintech in Mexico City', 'Crear una fintech en Ciudad de México'],
      [
        'Rodrigo Alcántara, Master in Finance 2015, on founding a payments company and hiring graduates of his own master’s.',
        'Rodrigo Alcántara, Máster en Finanzas 2015, sobre fundar una empresa de pagos y contratar a titulados de su propio máster.',
      ],
      (ctx) => ({
        name: 'Rodrigo Alcántara',
        programStudied: ctx.L('Master in Finance', 'Máster en Finanzas'),
        aboutMe: ctx.L(
          'Co-founder of a payments company for small shops in Mexico, and chair of the Mexico City chapter.',
          'Cofundador de una empresa de pagos para pequeños comercios en México y presidente de la delegación de Ciudad de México.',
        ),
        nationality: ctx.L('Mexican', 'Mexicana'),
        year: '2015',
        studyType: ctx.L('Master', 'Máster'),
        image: ctx.portrait('Rodrigo Alcántara'),
      }),
      (ctx) =>
        sections(
          [
            ctx.L(
              'Rodrigo came to Madrid with the Latin America Talent Award and went home with a business plan written with two classmates.',
              'Rodrigo llegó a Madrid con la beca Talento Latinoamérica y volvió a casa con un plan de negocio escrito con dos compañeros.',
            ),
          ],
          [
            ctx.L('Ten years on', 'Diez años después'),
            ctx.L(
              'The company processes payments for 38,000 shops and employs 160 people; eleven of them studied at Ibera.',
              'La empresa procesa pagos de 38.000 comercios y emplea a 160 personas; once de ellas estudiaron en Ibera.',
            ),
          ],
          [
            ctx.L('Giving back', 'Devolver lo recibido'),
            ctx.L(
              'He mentors two students a year and funds a scholarship for Mexican students through the university’s foundation.',
              'Mentoriza a dos estudiantes al año y financia una beca para estudiantes mexicanos a través de la fundación de la universidad.',
            ),
          ],
        ),
      '2026-10-06T09:00:00Z',
    ),
    story(
      'story-arribas',
      ['tomas-arribas', 'tomas-arribas'],
      ['Teaching history in the town where he studied it', 'Enseñar historia en la ciudad donde la estudió'],
      [
        'Tomás Arribas, Humanities 1998, on a life of teaching in Segovia and the chapter that brings graduates back.',
        'Tomás Arribas, Humanidades 1998, sobre una vida enseñando en Segovia y la delegación que hace volver a los titulados.',
      ],
      (ctx) => ({
        name: 'Tomás Arribas',
        programStudied: ctx.L('Bachelor in History', 'Grado en Historia'),
        aboutMe: ctx.L(
          'Secondary school teacher in Segovia, author of two local histories and chair of the Segovia chapter.',
          'Profesor de instituto en Segovia, autor de dos historias locales y presidente de la delegación de Segovia.',
        ),
        nationality: ctx.L('Spanish', 'Española'),
        year: '1998',
        studyType: ctx.L('Bachelor', 'Grado'),
        image: ctx.portrait('Tomás Arribas'),
      }),
      (ctx) =>
        paragraphs(
          ctx.L(
            'Tomás studied history on the Segovia campus and never left. For 25 years he has taught at the same secondary school, two streets from the aqueduct.',
            'Tomás estudió Historia en el campus de Segovia y nunca se fue. Lleva 25 años enseñando en el mismo instituto, a dos calles del acueducto.',
          ),
          ctx.L(
            'Each spring the Segovia chapter he chairs guides graduates from other cities through the old town, and sends their donations to the housing grant for Segovia students.',
            'Cada primavera, la delegación de Segovia que preside guía a titulados de otras ciudades por el casco antiguo, y destina sus donativos a la ayuda de alojamiento para estudiantes de Segovia.',
          ),
        ),
      '2026-11-03T09:00:00Z',
    ),
    eventListPage({
      title: bi('Alumni events', 'Eventos alumni'),
      description: bi(
        'The alumni reunion, chapter meetings and talks for Ibera University graduates.',
        'El reencuentro alumni, encuentros de las delegaciones y charlas para titulados de Ibera University.',
      ),
      intro: bi(
        'The yearly reunion on the Madrid campus, and what the chapters organise around the world.',
        'El reencuentro anual en el campus de Madrid y lo que organizan las delegaciones en todo el mundo.',
      ),
      filters: ['eventType', 'year'],
    }),
    eventPage({
      key: 'reunion',
      slug: bi('events/reunion-2027', 'eventos/reencuentro-2027'),
      title: bi('Alumni Reunion 2027', 'Reencuentro Alumni 2027'),
      description: bi(
        'The Ibera University alumni reunion on the Madrid campus, 5 June 2027: anniversaries of the classes ending in 2 and 7.',
        'El reencuentro alumni de Ibera University en el campus de Madrid, el 5 de junio de 2027: aniversarios de las promociones acabadas en 2 y 7.',
      ),
      published: '2026-11-10T09:00:00Z',
      summary: bi(
        'A day on campus for every graduate, with the classes of 1977 to 2017 celebrating their anniversaries.',
        'Un día en el campus para todos los titulados, con las promociones de 1977 a 2017 celebrando su aniversario.',
      ),
      image: 'auditorium.jpg',
      eventType: 'face-to-face',
      start: '2027-06-05T11:00:00+02:00',
      end: '2027-06-05T23:00:00+02:00',
      location: bi('Madrid campus', 'Campus de Madrid'),
      info: { page: 'contact', text: bi('Questions? Write to us', '¿Preguntas? Escríbanos') },
      body: (ctx) =>
        sections(
          [
            ctx.L(
              'Once a year the campus belongs to its graduates again. Bring your family: there are guided tours and activities for children all afternoon.',
              'Una vez al año el campus vuelve a ser de sus titulados. Venga con su familia: hay visitas guiadas y actividades para niños toda la tarde.',
            ),
          ],
          [
            ctx.L('Programme', 'Programa'),
            ctx.L(
              '11:00 Welcome by the Rector in the Auditorium · 12:30 Lectures by former students, one per school · 14:00 Lunch in the cloister · 17:00 Class photographs · 21:00 Dinner and party in the gardens.',
              '11:00 Bienvenida del rector en el Auditorio · 12:30 Clases de antiguos alumnos, una por escuela · 14:00 Comida en el claustro · 17:00 Fotos de promoción · 21:00 Cena y fiesta en los jardines.',
            ),
          ],
          [
            ctx.L('Price', 'Precio'),
            ctx.L(
              'The day is free; dinner costs €45 per person and €25 for the classes of 2022 and 2017.',
              'La jornada es gratuita; la cena cuesta 45 € por persona y 25 € para las promociones de 2022 y 2017.',
            ),
          ],
        ),
      mainSection: (ctx) => [
        {
          component: 'EventRegistrationForm',
          title: ctx.L('Register for the reunion', 'Inscríbase en el reencuentro'),
          text: ctx.L(
            'Tell us in the message your degree, your class and how many guests come with you.',
            'Indíquenos en el mensaje su titulación, su promoción y cuántos acompañantes vienen con usted.',
          ),
          event: ctx.L('Alumni Reunion 2027', 'Reencuentro Alumni 2027'),
          date: '2027-06-05',
          location: ctx.L('Madrid campus', 'Campus de Madrid'),
          thankYou: thankYou(ctx),
        },
      ],
    }),
    eventPage({
      key: 'new-york-evening',
      slug: bi('events/new-york-chapter-evening', 'eventos/encuentro-delegacion-nueva-york'),
      title: bi('New York chapter: an evening with the Rector', 'Delegación de Nueva York: una tarde con el rector'),
      description: bi(
        'The New York alumni chapter meets the Rector of Ibera University on 22 April 2027 at the New York campus.',
        'La delegación alumni de Nueva York se reúne con el rector de Ibera University el 22 de abril de 2027 en el campus de Nueva York.',
      ),
      published: '2026-11-12T09:00:00Z',
      summary: bi(
        'A conversation on the university’s plans for its New York campus, followed by a reception.',
        'Una conversación sobre los planes de la universidad para su campus de Nueva York, seguida de un cóctel.',
      ),
      image: 'city-dusk.jpg',
      eventType: 'face-to-face',
      start: '2027-04-22T18:30:00-04:00',
      end: '2027-04-22T21:00:00-04:00',
      location: bi('Ibera University New York campus, Manhattan', 'Campus de Ibera University en Nueva York, Manhattan'),
      register: { page: 'contact', text: bi('Ask for an invitation', 'Solicite invitación') },
      body: (ctx) =>
        paragraphs(
          ctx.L(
            'Graduates living in the New York area meet the Rector, who will talk about the new joint programmes of the New York campus and answer questions.',
            'Los titulados que viven en el área de Nueva York se reúnen con el rector, que hablará de los nuevos programas conjuntos del campus de Nueva York y responderá preguntas.',
          ),
          ctx.L(
            'Organised by the New York chapter, chaired by Julia Westbrook (MBA, 2012). Places are limited to 120.',
            'Lo organiza la delegación de Nueva York, presidida por Julia Westbrook (MBA, 2012). El aforo es de 120 personas.',
          ),
        ),
    }),
    {
      key: 'giving',
      slug: bi('giving', 'donaciones'),
      templateType: 'BasicTemplate',
      title: bi('Giving', 'Donaciones'),
      metaDescription: bi(
        'How Ibera University graduates give back: scholarships, class gifts and mentoring.',
        'Cómo devuelven los titulados de Ibera University lo que recibieron: becas, regalos de promoción y mentoría.',
      ),
      template: (ctx) => ({
        heroSection: [
          compactHero(ctx, {
            eyebrow: bi('Alumni', 'Alumni'),
            title: bi('Giving', 'Donaciones'),
            subtitle: bi(
              'This year 412 students hold a scholarship paid for by people who once studied here.',
              'Este curso, 412 estudiantes tienen una beca pagada por personas que estudiaron aquí.',
            ),
            image: 'library.jpg',
          }),
        ],
        mainSection: [
          {
            component: 'FactsFigures',
            title: ctx.L('What graduates gave in 2025–2026', 'Lo que donaron los titulados en 2025-2026'),
            items: [
              {
                value: ctx.L('6,812', '6.812'),
                label: ctx.L('graduates gave', 'titulados donaron'),
                source: { name: ctx.L('Ibera University Foundation', 'Fundación Ibera University'), year: '2026' },
              },
              {
                value: ctx.L('€2.3 m', '2,3 M€'),
                label: ctx.L('raised for scholarships', 'recaudados para becas'),
                source: { name: ctx.L('Ibera University Foundation', 'Fundación Ibera University'), year: '2026' },
              },
              {
                value: '412',
                label: ctx.L('students received an alumni-funded scholarship', 'estudiantes recibieron una beca financiada por alumni'),
                source: { name: ctx.L('Financial Aid Office', 'Oficina de Ayudas al Estudio'), year: '2026' },
              },
            ],
          },
          {
            component: 'Accordion',
            title: ctx.L('Ways to give', 'Formas de donar'),
            items: [
              {
                title: ctx.L('The Alumni Scholarship Fund', 'El Fondo de Becas Alumni'),
                html: paragraphs(
                  ctx.L(
                    'A monthly or one-off gift of any amount to the scholarships of the Ibera University Foundation. In Spain, 80% of the first €250 you give each year comes back in your tax return.',
                    'Un donativo mensual o puntual de cualquier importe a las becas de la Fundación Ibera University. En España, el 80 % de los primeros 250 € que done cada año se deduce en su declaración de la renta.',
                  ),
                ),
              },
              {
                title: ctx.L('Your class gift', 'El regalo de su promoción'),
                html: paragraphs(
                  ctx.L(
                    'Classes celebrating an anniversary choose a project together: in 2026 the class of 2001 named a reading room in the Segovia library.',
                    'Las promociones que celebran aniversario eligen juntas un proyecto: en 2026 la promoción de 2001 dio nombre a una sala de lectura de la biblioteca de Segovia.',
                  ),
                ),
              },
              {
                title: ctx.L('Your time', 'Su tiempo'),
                html: paragraphs(
                  ctx.L(
                    'Mentoring a student, speaking in a class or hosting an intern is giving too.',
                    'Mentorizar a un estudiante, dar una charla en una clase o acoger a un estudiante en prácticas también es donar.',
                  ),
                ),
              },
            ],
          },
          callToAction(ctx, {
            title: bi('Give through the Foundation', 'Done a través de la Fundación'),
            text: bi(
              'The Ibera University Foundation receives and reports every gift.',
              'La Fundación Ibera University recibe y rinde cuentas de cada donativo.',
            ),
            primary: { href: bi('/ibu-foundation/', '/es/ibu-foundation/'), text: bi('Go to the Foundation', 'Ir a la Fundación') },
            secondary: { page: 'mentoring', text: bi('Give your time: mentoring', 'Dedique su tiempo: mentoría') },
          }),
        ],
      }),
    },
    {
      key: 'contact',
      slug: bi('contact', 'contacto'),
      templateType: 'BasicTemplate',
      title: bi('Contact', 'Contacto'),
      metaDescription: bi('Write to, call or visit the Alumni office.', 'Escriba, llame o visite la oficina Alumni.'),
      template: (ctx) => ({
        mainSection: [
          {
            component: 'BasicContent',
            title: ctx.L('Write, call or visit us', 'Escríbanos, llámenos o visítenos'),
            html: paragraphs(
              `${ctx.L('Email', 'Correo electrónico')}: <a href="mailto:${EMAIL}">${EMAIL}</a>`,
              `${ctx.L('Phone', 'Teléfono')}: ${phoneLink(PHONE)}`,
              ctx.L(
                'Alumni House, Calle de Alberto Aguilera 25, 28015 Madrid. Monday to Thursday, 9:00–18:00; Friday, 9:00–14:00.',
                'Casa Alumni, Calle de Alberto Aguilera 25, 28015 Madrid. De lunes a jueves, de 9:00 a 18:00; viernes, de 9:00 a 14:00.',
              ),
            ),
          },
          contactForm(ctx, {
            text: bi(
              'Tell us your degree and your class so we can find you. Fields marked * are required.',
              'Indíquenos su titulación y su promoción para encontrarle. Los campos marcados con * son obligatorios.',
            ),
          }),
        ],
      }),
    },
  ],
});
