// Law School: the bachelor in law, two LL.M. programmes and a double degree, with the moot court
// and the legal clinic where students practise, in English and Spanish.
import {
  APPLY_NOW,
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
  type Bilingual,
  type PageContext,
  type Teacher,
} from '../kit.ts';

const FACULTY: Teacher[] = [
  {
    slug: 'ines-calderon',
    name: 'Inés',
    lastName: 'Calderón',
    position: bi(
      'Professor of Private International Law and Dean of the Law School',
      'Catedrática de Derecho Internacional Privado y decana',
    ),
    area: bi('International law', 'Derecho internacional'),
    category: 'full',
    gender: 'f',
    nationality: bi('Spanish', 'Española'),
    orcid: '0000-0002-4417-3301',
    summary: bi(
      'Writes on cross-border contracts and on which court decides when a dispute spans three countries.',
      'Escribe sobre contratos transfronterizos y sobre qué tribunal decide cuando un litigio afecta a tres países.',
    ),
    body: bi(
      sections(
        [
          'Inés Calderón has led the Law School since 2022. Before joining Ibera she spent eleven years as counsel in a Madrid firm’s international litigation team, where she argued jurisdiction disputes before courts in Spain, France and the United Kingdom.',
        ],
        [
          'Teaching',
          'She teaches Private International Law in the third year of the Bachelor in Law and the course on choice of law and forum in the LL.M. in International Business Law.',
        ],
        [
          'Research',
          'Her current project, funded by the national research agency, follows 400 judgments applying the Brussels I bis Regulation to online sales and asks whether consumers really sue at home.',
        ],
      ),
      sections(
        [
          'Inés Calderón dirige la Facultad de Derecho desde 2022. Antes de llegar a Ibera trabajó once años en el equipo de litigación internacional de un despacho de Madrid, donde defendió cuestiones de competencia ante tribunales de España, Francia y el Reino Unido.',
        ],
        [
          'Docencia',
          'Imparte Derecho Internacional Privado en tercer curso del Grado en Derecho y la asignatura de ley aplicable y foro del LL.M. en Derecho Internacional de los Negocios.',
        ],
        [
          'Investigación',
          'Su proyecto actual, financiado por la Agencia Estatal de Investigación, analiza 400 sentencias que aplican el Reglamento Bruselas I bis a las ventas en línea y se pregunta si los consumidores de verdad demandan en casa.',
        ],
      ),
    ),
  },
  {
    slug: 'rafael-montero',
    name: 'Rafael',
    lastName: 'Montero',
    position: bi('Associate Professor of Constitutional Law', 'Profesor titular de Derecho Constitucional'),
    area: bi('Public law', 'Derecho público'),
    category: 'associate',
    gender: 'm',
    nationality: bi('Spanish', 'Española'),
    orcid: '0000-0001-7730-5528',
    summary: bi(
      'Studies how constitutional courts handle fundamental rights online, and coaches the moot court teams.',
      'Estudia cómo tratan los tribunales constitucionales los derechos fundamentales en internet y entrena a los equipos del tribunal simulado.',
    ),
    body: bi(
      sections(
        [
          'Rafael Montero joined the school in 2016 after a doctorate at the University of Bologna on freedom of expression and platform moderation. He was a clerk at the Constitutional Court for two years.',
        ],
        [
          'Moot court',
          'Since 2019 he has coached the school’s teams for the European Human Rights Moot Court Competition; the 2025 team reached the final in Strasbourg.',
        ],
        [
          'Teaching',
          'He teaches Constitutional Law I and II in the bachelor and a seminar on fundamental rights and algorithms in the LL.M. in Law and Technology.',
        ],
      ),
      sections(
        [
          'Rafael Montero se incorporó a la facultad en 2016 tras doctorarse en la Universidad de Bolonia con una tesis sobre libertad de expresión y moderación en plataformas. Fue letrado del Tribunal Constitucional durante dos años.',
        ],
        [
          'Tribunal simulado',
          'Desde 2019 entrena a los equipos de la facultad para la European Human Rights Moot Court Competition; el equipo de 2025 llegó a la final en Estrasburgo.',
        ],
        [
          'Docencia',
          'Imparte Derecho Constitucional I y II en el grado y un seminario sobre derechos fundamentales y algoritmos en el LL.M. en Derecho y Tecnología.',
        ],
      ),
    ),
  },
  {
    slug: 'amara-okonkwo',
    name: 'Amara',
    lastName: 'Okonkwo',
    position: bi('Assistant Professor of Law and Technology', 'Profesora ayudante de Derecho y Tecnología'),
    area: bi('Law and technology', 'Derecho y tecnología'),
    category: 'assistant',
    gender: 'f',
    nationality: bi('British', 'Británica'),
    orcid: '0000-0003-2291-6604',
    summary: bi(
      'Works on data protection, AI regulation and the contracts that cloud providers write.',
      'Trabaja en protección de datos, regulación de la inteligencia artificial y los contratos que redactan los proveedores de servicios en la nube.',
    ),
    body: bi(
      sections(
        [
          'Amara Okonkwo came to Ibera in 2023 from the Oxford Internet Institute. She trained as a software engineer before studying law, and still writes the code for her empirical work.',
        ],
        [
          'Teaching',
          'She directs the LL.M. in Law and Technology and teaches its courses on data protection and on the EU Artificial Intelligence Act.',
        ],
        [
          'Research',
          'With two doctoral students she is reading the terms of service of 120 cloud providers to see which obligations of the AI Act they pass on to their customers.',
        ],
      ),
      sections(
        [
          'Amara Okonkwo llegó a Ibera en 2023 desde el Oxford Internet Institute. Se formó como ingeniera de software antes de estudiar Derecho y todavía programa las herramientas de sus trabajos empíricos.',
        ],
        [
          'Docencia',
          'Dirige el LL.M. en Derecho y Tecnología e imparte sus asignaturas de protección de datos y del Reglamento europeo de Inteligencia Artificial.',
        ],
        [
          'Investigación',
          'Con dos doctorandos analiza las condiciones de servicio de 120 proveedores en la nube para saber qué obligaciones del Reglamento de IA trasladan a sus clientes.',
        ],
      ),
    ),
  },
  {
    slug: 'javier-ruiz-ortega',
    name: 'Javier',
    lastName: 'Ruiz Ortega',
    position: bi(
      'Adjunct Professor of Commercial Law and Partner at a Madrid law firm',
      'Profesor asociado de Derecho Mercantil y socio de un despacho de Madrid',
    ),
    area: bi('Business law', 'Derecho de los negocios'),
    category: 'adjunct',
    gender: 'm',
    nationality: bi('Spanish', 'Española'),
    summary: bi(
      'Twenty years advising on mergers and acquisitions; teaches how a deal is negotiated and signed.',
      'Veinte años asesorando en fusiones y adquisiciones; enseña cómo se negocia y se firma una operación.',
    ),
    body: bi(
      sections(
        [
          'Javier Ruiz Ortega is a partner in the corporate department of a Madrid law firm, where he has advised on more than sixty acquisitions of Spanish companies by foreign buyers.',
        ],
        [
          'Teaching',
          'He leads the specialisation in Mergers and Acquisitions of the LL.M. in International Business Law. His students negotiate a share purchase agreement over four weeks, against a team playing the seller.',
        ],
      ),
      sections(
        [
          'Javier Ruiz Ortega es socio del departamento mercantil de un despacho de Madrid, donde ha asesorado en más de sesenta adquisiciones de empresas españolas por compradores extranjeros.',
        ],
        [
          'Docencia',
          'Dirige la especialización en Fusiones y Adquisiciones del LL.M. en Derecho Internacional de los Negocios. Sus estudiantes negocian un contrato de compraventa de acciones durante cuatro semanas frente a un equipo que representa al vendedor.',
        ],
      ),
    ),
  },
  {
    slug: 'lucia-benavente',
    name: 'Lucía',
    lastName: 'Benavente',
    position: bi(
      'Associate Professor of Procedural Law and Director of the Legal Clinic',
      'Profesora titular de Derecho Procesal y directora de la Clínica Jurídica',
    ),
    area: bi('Procedural law', 'Derecho procesal'),
    category: 'associate',
    gender: 'f',
    nationality: bi('Spanish', 'Española'),
    orcid: '0000-0002-9184-0417',
    summary: bi(
      'Runs the legal clinic, where students advise tenants, migrants and small associations under supervision.',
      'Dirige la Clínica Jurídica, donde los estudiantes asesoran con supervisión a inquilinos, migrantes y pequeñas asociaciones.',
    ),
    body: bi(
      sections(
        [
          'Lucía Benavente practised as a lawyer in Segovia for nine years, mostly in housing and family cases, before returning to the university to teach civil procedure.',
        ],
        [
          'The legal clinic',
          'She founded the clinic in 2018. Each year about forty students work on real cases with the Segovia and Madrid bar associations, and she signs off every piece of advice that leaves it.',
        ],
        [
          'Research',
          'She writes on access to justice: how long an eviction takes in Spain, and what free legal aid changes in its outcome.',
        ],
      ),
      sections(
        [
          'Lucía Benavente ejerció como abogada en Segovia durante nueve años, sobre todo en asuntos de vivienda y familia, antes de volver a la universidad para enseñar Derecho Procesal Civil.',
        ],
        [
          'La Clínica Jurídica',
          'Fundó la clínica en 2018. Cada año unos cuarenta estudiantes trabajan en casos reales con los colegios de abogados de Segovia y Madrid, y ella revisa cada dictamen antes de que salga.',
        ],
        [
          'Investigación',
          'Escribe sobre acceso a la justicia: cuánto dura un desahucio en España y qué cambia en su resultado la asistencia jurídica gratuita.',
        ],
      ),
    ),
  },
];

/** The link to the admissions page every programme page ends with. */
const applyBanner = (ctx: PageContext, programme: string) => ({
  component: 'CallToAction',
  layout: 'banner',
  title: ctx.L(`Apply to the ${programme}`, `Solicite la admisión en el ${programme}`),
  text: ctx.L(
    'Applications are reviewed in rounds from October to June; places are given as decisions are made.',
    'Las solicitudes se estudian por rondas de octubre a junio; las plazas se adjudican según se resuelven.',
  ),
  primary: { href: ctx.href('admissions'), text: ctx.L('How to apply', 'Cómo solicitar la admisión') },
  secondary: { href: ctx.href('contact'), text: ctx.L('Ask the admissions team', 'Pregunte al equipo de admisiones') },
});

const programmeFacts = (
  ctx: PageContext,
  duration: Bilingual<string>,
  format: Bilingual<string>,
  language: Bilingual<string>,
  startDate: string,
  credits: number,
  location: Bilingual<string>,
) => ({
  component: 'ProgramFacts',
  duration: ctx.L(duration.en, duration.es),
  format: ctx.L(format.en, format.es),
  language: ctx.L(language.en, language.es),
  startDate,
  credits,
  location: ctx.L(location.en, location.es),
});

export default defineUnit({
  brand: 'law-school',
  kind: 'school',
  theme: 'law',
  siteName: bi('Law School', 'Facultad de Derecho'),
  email: 'law@ibera.edu',
  menu: [
    {
      page: 'programmes',
      label: bi('Programmes', 'Programas'),
      auxText: bi('Bachelor, LL.M. and double degree', 'Grado, LL.M. y doble grado'),
      children: [
        { page: 'llb', description: bi('Four years, in English or Spanish', 'Cuatro años, en inglés o en español') },
        {
          page: 'llm-ibl',
          description: bi('One year for lawyers who work across borders', 'Un año para abogados que trabajan entre países'),
        },
        { page: 'llm-tech', description: bi('Data, AI and platforms in one year', 'Datos, IA y plataformas en un año') },
        { page: 'double-degree', description: bi('Law and Business Administration in five years', 'Derecho y ADE en cinco años') },
      ],
    },
    { page: 'practice', label: bi('Moot court and clinic', 'Tribunal simulado y clínica') },
    ...menuPages('faculty', 'news', 'events', 'admissions', 'about'),
  ],
  primaryLink: { page: 'admissions', text: bi('Apply', 'Solicitar admisión') },
  secondaryLink: CONTACT_LINK,
  pages: [
    {
      key: 'home',
      slug: bi('', ''),
      templateType: 'Landing',
      title: bi('Law School', 'Facultad de Derecho'),
      metaDescription: bi(
        'Bachelor in Law, LL.M. programmes and a double degree in Madrid and Segovia, with a moot court and a legal clinic.',
        'Grado en Derecho, programas LL.M. y un doble grado en Madrid y Segovia, con tribunal simulado y clínica jurídica.',
      ),
      template: (ctx) => ({
        heroSection: [
          imageHero(ctx, {
            title: bi('Law for a changing world', 'Derecho para un mundo que cambia'),
            subtitle: bi(
              'Learn the law as it is practised today: across borders, on screens and in courtrooms. From your first year you argue cases, advise real clients and work beside practising lawyers.',
              'Aprenda el Derecho como se ejerce hoy: entre países, en pantallas y en las salas de vistas. Desde el primer curso defenderá casos, asesorará a clientes reales y trabajará junto a abogados en ejercicio.',
            ),
            image: 'old-town.jpg',
            link: { page: 'programmes', text: bi('See our programmes', 'Vea nuestros programas') },
          }),
        ],
        mainSection: [
          programmeDistributor(ctx, { title: bi('Study law with us', 'Estudie Derecho con nosotros') }),
          {
            component: 'FactsFigures',
            title: ctx.L('The school in figures', 'La facultad en cifras'),
            items: [
              {
                value: '94%',
                label: ctx.L(
                  'of bachelor graduates working or studying a master a year after graduating',
                  'de los graduados trabaja o cursa un máster un año después de graduarse',
                ),
                source: { name: ctx.L('Graduate survey', 'Encuesta de egresados'), year: '2026' },
              },
              {
                value: '1 in 3',
                label: ctx.L(
                  'students spends a semester at one of our 38 partner law schools',
                  'estudiantes pasa un semestre en una de nuestras 38 facultades socias',
                ),
                source: { name: ctx.L('International office', 'Oficina internacional'), year: '2026' },
              },
              {
                value: '212',
                label: ctx.L('clients advised by the legal clinic last year', 'clientes asesorados por la Clínica Jurídica el año pasado'),
                source: { name: ctx.L('Legal clinic annual report', 'Memoria de la Clínica Jurídica'), year: '2026' },
              },
              {
                value: '87%',
                label: ctx.L(
                  'pass rate of our graduates in the Spanish bar exam',
                  'de aprobados de nuestros graduados en el examen de acceso a la abogacía',
                ),
                source: { name: ctx.L('Ministry of Justice', 'Ministerio de Justicia'), year: '2025' },
              },
            ],
            note: ctx.L(
              'Figures for the 2025–2026 academic year unless stated.',
              'Cifras del curso 2025-2026 salvo que se indique otra cosa.',
            ),
          },
          {
            component: 'TextImage',
            title: ctx.L('Argue a case before you graduate', 'Defienda un caso antes de graduarse'),
            html: paragraphs(
              ctx.L(
                'Every student of the Bachelor in Law takes part in the internal moot court in second year, and the best teams represent the school in international competitions in Vienna, Strasbourg and Washington.',
                'Todos los estudiantes del Grado en Derecho participan en el tribunal simulado interno en segundo curso, y los mejores equipos representan a la facultad en competiciones internacionales en Viena, Estrasburgo y Washington.',
              ),
              ctx.L(
                'In the legal clinic, fourth-year students advise tenants, migrants and small associations under the supervision of practising lawyers.',
                'En la Clínica Jurídica, los estudiantes de cuarto asesoran a inquilinos, migrantes y pequeñas asociaciones bajo la supervisión de abogados en ejercicio.',
              ),
            ),
            image: ctx.media('auditorium.jpg'),
            imagePosition: 'right',
            link: { href: ctx.href('practice'), text: ctx.L('The moot court and the clinic', 'El tribunal simulado y la clínica') },
          },
          newsDistributor(ctx, { title: bi('News from the school', 'Noticias de la facultad'), quantity: 3 }),
          eventDistributor(ctx, { title: bi('Coming up', 'Próximos eventos'), upcoming: true, quantity: 3 }),
          {
            component: 'TestimonialCollection',
            title: ctx.L('Our graduates', 'Nuestros graduados'),
            testimonials: [
              {
                text: ctx.L(
                  'The clinic taught me what no textbook could: how to tell a family they have a case, and how to tell them they do not.',
                  'La clínica me enseñó lo que ningún manual podía: cómo decirle a una familia que tiene un caso, y cómo decirle que no lo tiene.',
                ),
                name: 'Marta Gil',
                role: ctx.L(
                  'Bachelor in Law, 2024 · Associate, housing law firm in Madrid',
                  'Grado en Derecho, 2024 · Abogada en un despacho de vivienda de Madrid',
                ),
                portrait: ctx.portrait('Marta Gil'),
              },
              {
                text: ctx.L(
                  'I came from Bogotá to do the LL.M. and left with an offer from the firm that set our negotiation case.',
                  'Vine de Bogotá para hacer el LL.M. y me fui con una oferta del despacho que planteó nuestro caso de negociación.',
                ),
                name: 'Andrés Peña',
                role: ctx.L('LL.M. in International Business Law, 2025', 'LL.M. en Derecho Internacional de los Negocios, 2025'),
                portrait: ctx.portrait('Andrés Peña'),
              },
              {
                text: ctx.L(
                  'Writing a data protection impact assessment for a real start-up was the best preparation for my first job.',
                  'Redactar una evaluación de impacto de protección de datos para una start-up real fue la mejor preparación para mi primer empleo.',
                ),
                name: 'Hannah Weber',
                role: ctx.L(
                  'LL.M. in Law and Technology, 2025 · Privacy counsel',
                  'LL.M. en Derecho y Tecnología, 2025 · Asesora de privacidad',
                ),
                portrait: ctx.portrait('Hannah Weber'),
              },
            ],
          },
          callToAction(ctx, {
            layout: 'banner',
            title: bi('Applications for 2027 are open', 'Abierto el plazo de admisión para 2027'),
            text: bi(
              'The first round for the bachelor and the LL.M. programmes closes on 15 January 2027.',
              'La primera ronda del grado y de los LL.M. cierra el 15 de enero de 2027.',
            ),
            primary: { page: 'admissions', text: bi('How to apply', 'Cómo solicitar la admisión') },
            secondary: { page: 'events', text: bi('Meet us at an open day', 'Conózcanos en una jornada de puertas abiertas') },
          }),
        ],
      }),
    },
    {
      key: 'programmes',
      slug: bi('programmes', 'programas'),
      templateType: 'ProgramsList',
      title: bi('Programmes', 'Programas'),
      metaDescription: bi(
        'The Bachelor in Law, the LL.M. programmes and the double degree of the Law School, with their dates and formats.',
        'El Grado en Derecho, los LL.M. y el doble grado de la Facultad de Derecho, con sus fechas y formatos.',
      ),
      template: (ctx) => ({
        intro: ctx.L(
          'A bachelor in English or Spanish, two one-year LL.M. programmes for graduates and lawyers, and a double degree with Ibera Business School.',
          'Un grado en inglés o en español, dos LL.M. de un año para graduados y abogados, y un doble grado con la Escuela de Negocios Ibera.',
        ),
      }),
    },
    {
      key: 'llb',
      slug: bi('programmes/bachelor-in-law', 'programas/grado-en-derecho'),
      parent: 'programmes',
      templateType: 'ProgramDetailMax',
      title: bi('Bachelor in Law (LL.B.)', 'Grado en Derecho'),
      metaDescription: bi(
        'Four years of law in Madrid, in English or Spanish, with a moot court, a legal clinic and a semester abroad.',
        'Cuatro años de Derecho en Madrid, en inglés o en español, con tribunal simulado, clínica jurídica y un semestre en el extranjero.',
      ),
      template: (ctx) => {
        const title = ctx.L('Bachelor in Law (LL.B.)', 'Grado en Derecho');
        return {
          title,
          image: ctx.media('library.jpg'),
          program: {
            code: 'law-llb',
            programType: 'bachelor',
            format: 'face-to-face',
            location: ['Madrid'],
            duration: { amount: 4, unit: 'years' },
            language: ['en', 'es'],
            intake: ['2027-09-13'],
            fees: { amount: 18900, currency: 'EUR', per: 'year' },
            academicArea: [ctx.L('Law', 'Derecho')],
            credits: 240,
            abstract: ctx.L(
              'The official degree that opens the legal professions, taught in English or Spanish, with practice from the first year.',
              'El título oficial que abre las profesiones jurídicas, en inglés o en español, con práctica desde el primer curso.',
            ),
            forPeopleWho: [
              ctx.L(
                'want to become lawyers, judges, notaries or in-house counsel',
                'quieren ser abogados, jueces, notarios o asesores de empresa',
              ),
              ctx.L('like to argue, and to be told why they are wrong', 'disfrutan argumentando y oyendo por qué se equivocan'),
              ctx.L('want to work with law across more than one country', 'quieren trabajar con el Derecho de más de un país'),
            ],
            toBecome: [
              ctx.L('Lawyer (after the master for the bar)', 'Abogado (tras el máster de acceso)'),
              ctx.L('In-house counsel', 'Asesor jurídico de empresa'),
              ctx.L('Judge or public prosecutor', 'Juez o fiscal'),
              ctx.L('Civil servant in a ministry or an EU institution', 'Funcionario de un ministerio o de una institución europea'),
            ],
            reasonsWhy: [
              {
                title: ctx.L('Practice from year one', 'Práctica desde primero'),
                text: ctx.L(
                  'Legal writing workshops in the first year, the moot court in the second, the clinic in the fourth.',
                  'Talleres de redacción jurídica en primero, tribunal simulado en segundo y clínica en cuarto.',
                ),
              },
              {
                title: ctx.L('A semester abroad', 'Un semestre fuera'),
                text: ctx.L('38 partner law schools in Europe, the Americas and Asia.', '38 facultades socias en Europa, América y Asia.'),
              },
              {
                title: ctx.L('Small groups', 'Grupos reducidos'),
                text: ctx.L(
                  'No more than 45 students a class, and seminars of 15.',
                  'Un máximo de 45 estudiantes por clase y seminarios de 15.',
                ),
              },
            ],
            studyPlan: studyPlan(
              ctx,
              [
                bi('Year 1', 'Primer curso'),
                bi('Roman law', 'Derecho romano'),
                bi('Constitutional law I', 'Derecho constitucional I'),
                bi('Civil law: persons and family', 'Derecho civil: persona y familia'),
                bi('Legal writing', 'Redacción jurídica'),
              ],
              [
                bi('Year 2', 'Segundo curso'),
                bi('Contracts', 'Obligaciones y contratos'),
                bi('Criminal law', 'Derecho penal'),
                bi('Administrative law', 'Derecho administrativo'),
                bi('Moot court', 'Tribunal simulado'),
              ],
              [
                bi('Year 3', 'Tercer curso'),
                bi('Commercial law', 'Derecho mercantil'),
                bi('Private international law', 'Derecho internacional privado'),
                bi('EU law', 'Derecho de la Unión Europea'),
                bi('Semester abroad', 'Semestre internacional'),
              ],
              [
                bi('Year 4', 'Cuarto curso'),
                bi('Civil procedure', 'Derecho procesal civil'),
                bi('Tax law', 'Derecho tributario'),
                bi('Legal clinic', 'Clínica jurídica'),
                bi('Final dissertation', 'Trabajo de fin de grado'),
              ],
            ),
          },
          body: paragraphs(
            ctx.L(
              'The Bachelor in Law is an official Spanish degree of 240 ECTS credits. You choose at enrolment whether to study it in English or in Spanish; both groups share the moot court, the clinic and the exchange places.',
              'El Grado en Derecho es un título oficial de 240 créditos ECTS. Al matricularse elige si lo cursa en inglés o en español; ambos grupos comparten el tribunal simulado, la clínica y las plazas de intercambio.',
            ),
            ctx.L(
              'After graduating, the university’s master for the bar qualifies you to practise as a lawyer in Spain.',
              'Al graduarse, el máster de acceso a la abogacía de la universidad le habilita para ejercer como abogado en España.',
            ),
          ),
          heroSection: [
            programmeHero(ctx, {
              eyebrow: bi('Bachelor', 'Grado'),
              title,
              subtitle: bi(
                'Four years in Madrid, in English or Spanish, with a moot court, a legal clinic and a semester abroad.',
                'Cuatro años en Madrid, en inglés o en español, con tribunal simulado, clínica jurídica y un semestre fuera.',
              ),
              image: 'library.jpg',
              facts: {
                duration: bi('4 years', '4 años'),
                credits: '240 ECTS',
                language: bi('English or Spanish', 'Inglés o español'),
                intake: bi('September 2027', 'Septiembre de 2027'),
              },
              primary: APPLY_NOW,
              secondary: { page: 'practice', text: bi('The moot court and the clinic', 'El tribunal simulado y la clínica') },
            }),
          ],
          leadFormSection: [leadForm(ctx, { programId: 'LAW-LLB', pathwayId: 'LAW-UG', title })],
          mainSection: [
            {
              component: 'StudyPlan',
              title: ctx.L('Study plan', 'Plan de estudios'),
              intro: ctx.L(
                'Each year has 60 ECTS credits. The plan below shows the courses of the first two years.',
                'Cada curso tiene 60 créditos ECTS. Este es el plan de los dos primeros cursos.',
              ),
              semesters: [
                {
                  title: ctx.L('Year 1, semester 1 (September–January)', 'Primer curso, primer semestre (septiembre-enero)'),
                  open: true,
                  courses: [
                    { title: ctx.L('Roman law', 'Derecho romano'), ects: 6 },
                    { title: ctx.L('Theory of law', 'Teoría del Derecho'), ects: 6 },
                    { title: ctx.L('Constitutional law I', 'Derecho constitucional I'), ects: 6 },
                    { title: ctx.L('Economics for lawyers', 'Economía para juristas'), ects: 6 },
                    {
                      title: ctx.L('Legal writing and research', 'Redacción e investigación jurídica'),
                      ects: 6,
                      description: ctx.L(
                        'Weekly memos marked by a practising lawyer.',
                        'Dictámenes semanales corregidos por un abogado en ejercicio.',
                      ),
                    },
                  ],
                },
                {
                  title: ctx.L('Year 1, semester 2 (February–June)', 'Primer curso, segundo semestre (febrero-junio)'),
                  courses: [
                    { title: ctx.L('Civil law: persons and family', 'Derecho civil: persona y familia'), ects: 6 },
                    { title: ctx.L('Constitutional law II', 'Derecho constitucional II'), ects: 6 },
                    { title: ctx.L('History of law', 'Historia del Derecho'), ects: 6 },
                    { title: ctx.L('Public international law', 'Derecho internacional público'), ects: 6 },
                    { title: ctx.L('Legal English or legal Spanish', 'Inglés jurídico o español jurídico'), ects: 6, type: 'elective' },
                  ],
                },
                {
                  title: ctx.L('Year 2 (September–June)', 'Segundo curso (septiembre-junio)'),
                  courses: [
                    { title: ctx.L('Contracts and obligations', 'Obligaciones y contratos'), ects: 12 },
                    { title: ctx.L('Criminal law', 'Derecho penal'), ects: 12 },
                    { title: ctx.L('Administrative law', 'Derecho administrativo'), ects: 12 },
                    { title: ctx.L('Labour law', 'Derecho del trabajo'), ects: 6 },
                    { title: ctx.L('Property law', 'Derechos reales'), ects: 12 },
                    {
                      title: ctx.L('Moot court', 'Tribunal simulado'),
                      ects: 6,
                      type: 'project',
                      description: ctx.L(
                        'A full appeal argued before practising judges.',
                        'Un recurso completo defendido ante magistrados en ejercicio.',
                      ),
                    },
                  ],
                },
              ],
            },
            {
              component: 'FeesTable',
              title: ctx.L('Fees and scholarships 2027–2028', 'Precios y becas 2027-2028'),
              fees: [fee(ctx, 'tuitionPerYear', 11900), fee(ctx, 'application', 90, bi('Not refundable', 'No reembolsable'))],
              instalments: [instalment(ctx, 'reservation', '2027-06-30', 1900), instalment(ctx, 'restOfFirstYear', '2027-09-01', 10000)],
              scholarships: [
                {
                  name: ctx.L('Excellence scholarship', 'Beca de excelencia'),
                  value: ctx.L('Up to 50% of tuition', 'Hasta el 50 % de la matrícula'),
                  eligibility: ctx.L('Secondary school average of 9 or higher', 'Nota media de bachillerato de 9 o más'),
                  deadline: '2027-04-30',
                },
                {
                  name: ctx.L('Access to justice grant', 'Ayuda Acceso a la Justicia'),
                  value: ctx.L('€4,000', '4.000 €'),
                  eligibility: ctx.L(
                    'Students from families with an income below the national threshold',
                    'Estudiantes de familias con renta inferior al umbral nacional',
                  ),
                  deadline: '2027-05-31',
                },
              ],
              notes: [
                ctx.L(
                  'The Financial Aid office reviews every scholarship application.',
                  'La oficina de Ayudas al Estudio revisa todas las solicitudes de beca.',
                ),
              ],
            },
            {
              component: 'Faq',
              groups: [
                {
                  questions: [
                    {
                      question: ctx.L(
                        'Can I switch from the Spanish group to the English group?',
                        '¿Puedo pasar del grupo en español al grupo en inglés?',
                      ),
                      answer: paragraphs(
                        ctx.L(
                          'Yes, at the end of the first year, if there are places and you hold a C1 certificate in English.',
                          'Sí, al terminar primero, si hay plazas y acredita un nivel C1 de inglés.',
                        ),
                      ),
                    },
                    {
                      question: ctx.L(
                        'Does the degree qualify me to practise as a lawyer?',
                        '¿El grado me habilita para ejercer la abogacía?',
                      ),
                      answer: paragraphs(
                        ctx.L(
                          'In Spain you also need the master for the bar and the state exam. Our graduates get priority admission to the university’s master.',
                          'En España necesita además el máster de acceso y el examen estatal. Nuestros graduados tienen acceso preferente al máster de la universidad.',
                        ),
                      ),
                    },
                    {
                      question: ctx.L('Is the semester abroad compulsory?', '¿Es obligatorio el semestre fuera?'),
                      answer: paragraphs(
                        ctx.L(
                          'No. About a third of each year goes abroad; the rest take the third-year courses in Madrid.',
                          'No. Se marcha aproximadamente un tercio de cada promoción; el resto cursa tercero en Madrid.',
                        ),
                      ),
                    },
                  ],
                },
              ],
            },
            applyBanner(ctx, title),
          ],
        };
      },
    },
    {
      key: 'llm-ibl',
      slug: bi('programmes/llm-international-business-law', 'programas/llm-derecho-internacional-de-los-negocios'),
      parent: 'programmes',
      templateType: 'ProgramDetailMax',
      title: bi('LL.M. in International Business Law', 'LL.M. en Derecho Internacional de los Negocios'),
      metaDescription: bi(
        'One year in Madrid on cross-border contracts, arbitration and acquisitions, taught in English by academics and practitioners.',
        'Un año en Madrid sobre contratos internacionales, arbitraje y adquisiciones, en inglés, con profesores académicos y profesionales.',
      ),
      template: (ctx) => {
        const title = ctx.L('LL.M. in International Business Law', 'LL.M. en Derecho Internacional de los Negocios');
        return {
          title,
          image: ctx.media('city-morning.jpg'),
          program: {
            code: 'law-llm-ibl',
            programType: 'master',
            format: 'face-to-face',
            location: ['Madrid'],
            duration: { amount: 10, unit: 'months' },
            language: ['en'],
            intake: ['2027-09-20'],
            fees: { amount: 31500, currency: 'EUR', per: 'programme' },
            academicArea: [ctx.L('Business law', 'Derecho de los negocios')],
            credits: 60,
            abstract: ctx.L(
              'A year on the law of deals and disputes that cross borders, with a specialisation in arbitration or in mergers and acquisitions.',
              'Un año sobre el Derecho de las operaciones y los litigios que cruzan fronteras, con especialización en arbitraje o en fusiones y adquisiciones.',
            ),
            forPeopleWho: [
              ctx.L('hold a law degree from any country', 'tienen un título en Derecho de cualquier país'),
              ctx.L(
                'want to work in an international firm, a multinational or an arbitral institution',
                'quieren trabajar en un despacho internacional, una multinacional o una institución arbitral',
              ),
            ],
            toBecome: [
              ctx.L('Associate in an international law firm', 'Abogado de un despacho internacional'),
              ctx.L('In-house counsel in a multinational', 'Asesor jurídico de una multinacional'),
              ctx.L('Arbitration secretary or counsel', 'Secretario o abogado de arbitraje'),
            ],
            reasonsWhy: [
              {
                title: ctx.L('Taught by practitioners', 'Con profesionales en ejercicio'),
                text: ctx.L(
                  'Half the courses are taught by partners of firms with offices in Madrid.',
                  'La mitad de las asignaturas las imparten socios de despachos con oficina en Madrid.',
                ),
              },
              {
                title: ctx.L('A negotiation with a real firm', 'Una negociación con un despacho real'),
                text: ctx.L(
                  'Teams negotiate a share purchase agreement set by a partner firm.',
                  'Los equipos negocian un contrato de compraventa planteado por un despacho colaborador.',
                ),
              },
            ],
            studyPlan: studyPlan(
              ctx,
              [
                bi('Term 1: Foundations', 'Primer trimestre: fundamentos'),
                bi('International contracts', 'Contratación internacional'),
                bi('Choice of law and forum', 'Ley aplicable y foro'),
                bi('Company law in comparison', 'Derecho de sociedades comparado'),
              ],
              [
                bi('Term 2: Practice', 'Segundo trimestre: práctica'),
                bi('International arbitration', 'Arbitraje internacional'),
                bi('Competition law', 'Derecho de la competencia'),
                bi('Cross-border insolvency', 'Insolvencia transfronteriza'),
              ],
              [
                bi('Term 3: Specialisation', 'Tercer trimestre: especialización'),
                bi('Arbitration or Mergers and acquisitions', 'Arbitraje o Fusiones y adquisiciones'),
                bi('Master’s thesis', 'Trabajo de fin de máster'),
              ],
            ),
            residentialPeriods: [
              {
                title: ctx.L('Arbitration week in Paris', 'Semana de arbitraje en París'),
                location: 'Paris',
                startDate: '2028-02-14',
                endDate: '2028-02-18',
              },
            ],
          },
          body: sections(
            [
              ctx.L(
                'The LL.M. in International Business Law prepares lawyers for the work that crosses borders: drafting a distribution contract under two laws, advising on a foreign acquisition, or arguing a case before an arbitral tribunal.',
                'El LL.M. en Derecho Internacional de los Negocios prepara a abogados para el trabajo que cruza fronteras: redactar un contrato de distribución sometido a dos leyes, asesorar en una adquisición extranjera o defender un caso ante un tribunal arbitral.',
              ),
            ],
            [
              ctx.L('Two specialisations', 'Dos especializaciones'),
              ctx.L(
                'In the third term you choose between International Arbitration and Mergers and Acquisitions. Both end with a thesis supervised by a member of the faculty.',
                'En el tercer trimestre elige entre Arbitraje Internacional y Fusiones y Adquisiciones. Ambas terminan con un trabajo dirigido por un profesor de la facultad.',
              ),
            ],
          ),
          heroSection: [
            programmeHero(ctx, {
              eyebrow: 'LL.M.',
              title,
              subtitle: bi(
                'Deals and disputes across borders, in English, with a week at the arbitral institutions of Paris.',
                'Operaciones y litigios entre países, en inglés, con una semana en las instituciones arbitrales de París.',
              ),
              image: 'city-morning.jpg',
              facts: {
                duration: bi('10 months', '10 meses'),
                credits: '60 ECTS',
                language: bi('English', 'Inglés'),
                intake: bi('September 2027', 'Septiembre de 2027'),
              },
              primary: APPLY_NOW,
              secondary: { page: 'llm-ibl-arbitration', text: bi('See the specialisations', 'Vea las especializaciones') },
            }),
          ],
          leadFormSection: [leadForm(ctx, { programId: 'LAW-LLM-IBL', pathwayId: 'LAW-PG', title })],
          mainSection: [
            {
              component: 'Tabs',
              title: ctx.L('How the year runs', 'Cómo es el año'),
              tabs: [
                {
                  label: ctx.L('Autumn', 'Otoño'),
                  html: paragraphs(
                    ctx.L(
                      'Courses on contracts, conflict of laws and company law, with weekly writing assignments.',
                      'Asignaturas de contratos, conflicto de leyes y sociedades, con un trabajo escrito cada semana.',
                    ),
                  ),
                },
                {
                  label: ctx.L('Winter', 'Invierno'),
                  html: paragraphs(
                    ctx.L(
                      'Arbitration, competition and insolvency; the arbitration week in Paris in February.',
                      'Arbitraje, competencia e insolvencia; la semana de arbitraje en París en febrero.',
                    ),
                  ),
                },
                {
                  label: ctx.L('Spring', 'Primavera'),
                  html: paragraphs(
                    ctx.L(
                      'Your specialisation and your thesis, due on 15 June.',
                      'Su especialización y su trabajo de fin de máster, que se entrega el 15 de junio.',
                    ),
                  ),
                },
              ],
            },
            {
              component: 'FeesTable',
              title: ctx.L('Fees and scholarships 2027–2028', 'Precios y becas 2027-2028'),
              fees: [fee(ctx, 'tuition', 24500, bi('Includes the Paris week', 'Incluye la semana en París')), fee(ctx, 'application', 120)],
              instalments: [
                instalment(ctx, 'reservation', '2027-05-15', 4500),
                instalment(ctx, 'second', '2027-09-15', 10000),
                instalment(ctx, 'third', '2028-01-15', 10000),
              ],
              scholarships: [
                {
                  name: ctx.L('Law School merit scholarship', 'Beca al mérito de la Facultad'),
                  value: ctx.L('Up to 30% of tuition', 'Hasta el 30 % de la matrícula'),
                  eligibility: ctx.L(
                    'Law graduates in the top tenth of their class',
                    'Graduados en Derecho en el primer 10 % de su promoción',
                  ),
                  deadline: '2027-03-31',
                },
              ],
            },
            applyBanner(ctx, title),
          ],
        };
      },
    },
    {
      key: 'llm-ibl-arbitration',
      slug: bi(
        'programmes/llm-international-business-law/international-arbitration',
        'programas/llm-derecho-internacional-de-los-negocios/arbitraje-internacional',
      ),
      parent: 'llm-ibl',
      templateType: 'SpecializationDetail',
      title: bi('Specialisation in International Arbitration', 'Especialización en Arbitraje Internacional'),
      metaDescription: bi(
        'The third term of the LL.M. in International Business Law for those who want to argue commercial and investment cases before arbitral tribunals.',
        'El tercer trimestre del LL.M. en Derecho Internacional de los Negocios para quienes quieren defender casos comerciales y de inversión ante tribunales arbitrales.',
      ),
      template: (ctx) => ({
        title: ctx.L('Specialisation in International Arbitration', 'Especialización en Arbitraje Internacional'),
        summary: ctx.L(
          'A term on commercial and investment arbitration, ending with a full hearing before three practising arbitrators.',
          'Un trimestre de arbitraje comercial y de inversiones que termina con una vista completa ante tres árbitros en ejercicio.',
        ),
        image: ctx.media('seminar.jpg'),
        program: 'law-llm-ibl',
        courses: [
          ctx.L('Commercial arbitration: rules and practice', 'Arbitraje comercial: reglas y práctica'),
          ctx.L('Investment treaty arbitration', 'Arbitraje de inversiones'),
          ctx.L('Written and oral advocacy', 'Escritos y alegaciones orales'),
          ctx.L('Enforcement of awards', 'Ejecución de laudos'),
        ],
        body: paragraphs(
          ctx.L(
            'Taught with the Madrid International Arbitration Centre. Students draft a statement of claim in the first weeks and argue it in June before a tribunal of three arbitrators who sit on real cases.',
            'Se imparte con el Centro Internacional de Arbitraje de Madrid. Los estudiantes redactan una demanda en las primeras semanas y la defienden en junio ante un tribunal de tres árbitros que resuelven casos reales.',
          ),
          ctx.L(
            'The best students are proposed to the Vis Moot team and to the tribunal secretary internships of the Centre.',
            'Los mejores estudiantes se proponen para el equipo del Vis Moot y para las prácticas de secretaría arbitral del Centro.',
          ),
        ),
        leadFormSection: [
          leadForm(ctx, {
            programId: 'LAW-LLM-IBL',
            pathwayId: 'LAW-PG',
            track: 'LAW-LLM-IBL-ARB',
            title: ctx.L('the arbitration specialisation', 'la especialización en arbitraje'),
          }),
        ],
        mainSection: [
          {
            component: 'Quote',
            quote: ctx.L(
              'An award is only as good as the hearing behind it. We teach students to run one.',
              'Un laudo vale lo que vale la vista que lo precede. Enseñamos a los estudiantes a dirigir una.',
            ),
            author: 'Inés Calderón',
            role: ctx.L('Dean of the Law School', 'Decana de la Facultad de Derecho'),
          },
        ],
      }),
    },
    {
      key: 'llm-ibl-ma',
      slug: bi(
        'programmes/llm-international-business-law/mergers-and-acquisitions',
        'programas/llm-derecho-internacional-de-los-negocios/fusiones-y-adquisiciones',
      ),
      parent: 'llm-ibl',
      templateType: 'SpecializationDetail',
      title: bi('Specialisation in Mergers and Acquisitions', 'Especialización en Fusiones y Adquisiciones'),
      metaDescription: bi(
        'The third term of the LL.M. in International Business Law on how companies are bought, sold and merged across borders.',
        'El tercer trimestre del LL.M. en Derecho Internacional de los Negocios sobre cómo se compran, venden y fusionan empresas entre países.',
      ),
      template: (ctx) => ({
        title: ctx.L('Specialisation in Mergers and Acquisitions', 'Especialización en Fusiones y Adquisiciones'),
        summary: ctx.L(
          'A term on the legal side of a deal, from the letter of intent to the closing, negotiated against a real law firm.',
          'Un trimestre sobre la parte jurídica de una operación, de la carta de intenciones al cierre, negociada frente a un despacho real.',
        ),
        image: ctx.media('boardroom.jpg'),
        program: 'law-llm-ibl',
        courses: [
          ctx.L('Due diligence', 'Due diligence'),
          ctx.L('Share and asset purchase agreements', 'Contratos de compraventa de acciones y de activos'),
          ctx.L('Merger control in the EU', 'Control de concentraciones en la UE'),
          ctx.L('Private equity transactions', 'Operaciones de capital riesgo'),
        ],
        body: paragraphs(
          ctx.L(
            'Led by Javier Ruiz Ortega. Over four weeks your team represents the buyer of a Spanish food company and negotiates the purchase agreement with a team of associates from a partner firm playing the seller.',
            'La dirige Javier Ruiz Ortega. Durante cuatro semanas su equipo representa al comprador de una empresa alimentaria española y negocia el contrato con un equipo de abogados de un despacho colaborador que representa al vendedor.',
          ),
        ),
        leadFormSection: [
          leadForm(ctx, {
            programId: 'LAW-LLM-IBL',
            pathwayId: 'LAW-PG',
            track: 'LAW-LLM-IBL-MA',
            title: ctx.L('the M&A specialisation', 'la especialización en fusiones y adquisiciones'),
          }),
        ],
        mainSection: [
          {
            component: 'Steps',
            title: ctx.L('The deal, week by week', 'La operación, semana a semana'),
            steps: [
              {
                title: ctx.L('Letter of intent', 'Carta de intenciones'),
                text: ctx.L('Agree price range, exclusivity and timetable.', 'Acuerde horquilla de precio, exclusividad y calendario.'),
                icon: 'document',
              },
              {
                title: ctx.L('Due diligence', 'Due diligence'),
                text: ctx.L(
                  'Review the data room and report the risks to your client.',
                  'Revise la sala de datos e informe de los riesgos a su cliente.',
                ),
                icon: 'zoom',
              },
              {
                title: ctx.L('Negotiation', 'Negociación'),
                text: ctx.L(
                  'Three rounds on warranties, indemnities and price adjustment.',
                  'Tres rondas sobre garantías, indemnizaciones y ajuste de precio.',
                ),
                icon: 'handshake',
              },
              {
                title: ctx.L('Signing', 'Firma'),
                text: ctx.L(
                  'Present the signed agreement to a panel of partners.',
                  'Presente el contrato firmado ante un panel de socios.',
                ),
                icon: 'pencil',
              },
            ],
          },
        ],
      }),
    },
    {
      key: 'llm-tech',
      slug: bi('programmes/llm-law-and-technology', 'programas/llm-derecho-y-tecnologia'),
      parent: 'programmes',
      templateType: 'ProgramDetail',
      title: bi('LL.M. in Law and Technology', 'LL.M. en Derecho y Tecnología'),
      metaDescription: bi(
        'A blended year on data protection, AI regulation, platforms and cybersecurity law, in English.',
        'Un año semipresencial sobre protección de datos, regulación de la IA, plataformas y ciberseguridad, en inglés.',
      ),
      template: (ctx) => {
        const title = ctx.L('LL.M. in Law and Technology', 'LL.M. en Derecho y Tecnología');
        return {
          title,
          image: ctx.media('webinar.jpg'),
          program: {
            code: 'law-llm-tech',
            programType: 'master',
            format: 'blended',
            location: ['Madrid', 'Online'],
            duration: { amount: 12, unit: 'months' },
            language: ['en'],
            intake: ['2027-01-18', '2027-10-04'],
            fees: { amount: 28900, currency: 'EUR', per: 'programme' },
            academicArea: [ctx.L('Law and technology', 'Derecho y tecnología')],
            credits: 60,
            abstract: ctx.L(
              'Data protection, AI regulation, platforms and cybersecurity: the law of technology in twelve months, online with three weeks in Madrid.',
              'Protección de datos, regulación de la IA, plataformas y ciberseguridad: el Derecho de la tecnología en doce meses, en línea y con tres semanas en Madrid.',
            ),
            forPeopleWho: [
              ctx.L(
                'are lawyers moving into technology, privacy or compliance',
                'son abogados que se orientan hacia la tecnología, la privacidad o el cumplimiento normativo',
              ),
              ctx.L(
                'work in technology companies and need the law behind their products',
                'trabajan en empresas tecnológicas y necesitan conocer el Derecho que afecta a sus productos',
              ),
            ],
            toBecome: [
              ctx.L('Data protection officer', 'Delegado de protección de datos'),
              ctx.L('Technology lawyer', 'Abogado de tecnología'),
              ctx.L('AI governance lead', 'Responsable de gobernanza de IA'),
            ],
          },
          body: sections(
            [
              ctx.L(
                'Designed for people who work while they study: live online seminars two evenings a week, and three residential weeks in Madrid where you work on a case with a technology company.',
                'Pensado para quien trabaja mientras estudia: seminarios en directo dos tardes por semana y tres semanas presenciales en Madrid en las que trabaja un caso con una empresa tecnológica.',
              ),
            ],
            [
              ctx.L('A product, reviewed by lawyers', 'Un producto revisado por juristas'),
              ctx.L(
                'Your final project is a legal review of a real product: a health app, a recruitment algorithm or a connected car, chosen with the partner companies of the programme.',
                'Su proyecto final es la revisión jurídica de un producto real: una aplicación de salud, un algoritmo de selección de personal o un coche conectado, elegido con las empresas colaboradoras.',
              ),
            ],
          ),
          heroSection: [
            programmeHero(ctx, {
              eyebrow: 'LL.M.',
              title,
              subtitle: bi(
                'Online, with three weeks in Madrid. Start in January or October.',
                'En línea, con tres semanas en Madrid. Empiece en enero o en octubre.',
              ),
              image: 'webinar.jpg',
              link: APPLY_NOW,
            }),
          ],
          leadFormSection: [leadForm(ctx, { programId: 'LAW-LLM-TECH', pathwayId: 'LAW-PG', title })],
          mainSection: [
            programmeFacts(
              ctx,
              bi('12 months', '12 meses'),
              bi('Blended: online and three weeks in Madrid', 'Semipresencial: en línea y tres semanas en Madrid'),
              bi('English', 'Inglés'),
              '2027-01-18',
              60,
              bi('Madrid and online', 'Madrid y en línea'),
            ),
            {
              component: 'Accordion',
              title: ctx.L('The four modules', 'Los cuatro módulos'),
              items: [
                {
                  title: ctx.L('Data protection', 'Protección de datos'),
                  html: paragraphs(
                    ctx.L(
                      'The GDPR in practice: legal bases, impact assessments, international transfers and sanctions.',
                      'El RGPD en la práctica: bases de legitimación, evaluaciones de impacto, transferencias internacionales y sanciones.',
                    ),
                  ),
                },
                {
                  title: ctx.L('Artificial intelligence', 'Inteligencia artificial'),
                  html: paragraphs(
                    ctx.L(
                      'The EU AI Act, liability for automated decisions and the contracts of AI providers.',
                      'El Reglamento europeo de IA, la responsabilidad por decisiones automatizadas y los contratos de los proveedores de IA.',
                    ),
                  ),
                },
                {
                  title: ctx.L('Platforms and markets', 'Plataformas y mercados'),
                  html: paragraphs(
                    ctx.L(
                      'The Digital Services Act and the Digital Markets Act, content moderation and competition online.',
                      'El Reglamento de Servicios Digitales y el de Mercados Digitales, moderación de contenidos y competencia en línea.',
                    ),
                  ),
                },
                {
                  title: ctx.L('Cybersecurity', 'Ciberseguridad'),
                  html: paragraphs(
                    ctx.L(
                      'NIS2, incident reporting and the criminal law of computer crime.',
                      'NIS2, notificación de incidentes y el Derecho penal de los delitos informáticos.',
                    ),
                  ),
                },
              ],
            },
            {
              component: 'TeacherDistributor',
              title: ctx.L('Who teaches it', 'Quién lo imparte'),
              layout: 'list',
              data: { mode: 'manual', fixed: [ctx.id('faculty-amara-okonkwo'), ctx.id('faculty-rafael-montero')] },
              link: { href: ctx.href('faculty'), text: ctx.L('The whole faculty', 'Todo el profesorado') },
            },
            applyBanner(ctx, title),
          ],
        };
      },
    },
    {
      key: 'double-degree',
      slug: bi('programmes/double-degree-law-and-business', 'programas/doble-grado-derecho-y-ade'),
      parent: 'programmes',
      templateType: 'ProgramDetail',
      title: bi('Double Degree in Law and Business Administration', 'Doble Grado en Derecho y Administración de Empresas'),
      metaDescription: bi(
        'Two official degrees in five years, taught with Ibera Business School in Madrid.',
        'Dos títulos oficiales en cinco años, con la Escuela de Negocios Ibera, en Madrid.',
      ),
      template: (ctx) => {
        const title = ctx.L('Double Degree in Law and Business Administration', 'Doble Grado en Derecho y Administración de Empresas');
        return {
          title,
          image: ctx.media('classroom.jpg'),
          program: {
            code: 'law-double-degree-business',
            programType: 'bachelor',
            format: 'face-to-face',
            location: ['Madrid'],
            duration: { amount: 5, unit: 'years' },
            language: ['es'],
            intake: ['2027-09-13'],
            fees: { amount: 21300, currency: 'EUR', per: 'year' },
            academicArea: [ctx.L('Law', 'Derecho'), ctx.L('Business', 'Empresa')],
            credits: 372,
            abstract: ctx.L(
              'The Bachelor in Law and the Bachelor in Business Administration in five years, for students who want to advise companies from the inside.',
              'El Grado en Derecho y el Grado en ADE en cinco años, para quienes quieren asesorar a empresas desde dentro.',
            ),
            forPeopleWho: [
              ctx.L(
                'want a career in corporate law, finance or consulting',
                'buscan una carrera en Derecho mercantil, finanzas o consultoría',
              ),
              ctx.L('are comfortable with numbers as well as with texts', 'se manejan bien tanto con números como con textos'),
            ],
            toBecome: [
              ctx.L('Corporate lawyer', 'Abogado mercantilista'),
              ctx.L('Tax adviser', 'Asesor fiscal'),
              ctx.L('Investment banking analyst', 'Analista de banca de inversión'),
            ],
          },
          body: paragraphs(
            ctx.L(
              'Taught in Spanish with Ibera Business School, the double degree combines 372 ECTS credits of both bachelors. The fifth year includes a six-month internship in a law firm, a bank or a consultancy.',
              'Impartido en español con la Escuela de Negocios Ibera, el doble grado reúne 372 créditos ECTS de ambos grados. El quinto curso incluye seis meses de prácticas en un despacho, un banco o una consultora.',
            ),
          ),
          heroSection: [
            programmeHero(ctx, {
              eyebrow: bi('Double degree', 'Doble grado'),
              title,
              subtitle: bi(
                'Two official degrees in five years, with an internship in the last.',
                'Dos títulos oficiales en cinco años, con prácticas en el último.',
              ),
              image: 'classroom.jpg',
              subtheme: 'accent',
            }),
          ],
          leadFormSection: [leadForm(ctx, { programId: 'LAW-DD-BA', pathwayId: 'LAW-UG', title })],
          mainSection: [
            {
              component: 'Timeline',
              title: ctx.L('Five years at a glance', 'Cinco años de un vistazo'),
              items: [
                {
                  date: ctx.L('Year 1', 'Primero'),
                  title: ctx.L('Foundations of both fields', 'Fundamentos de ambas disciplinas'),
                  text: ctx.L(
                    'Constitutional law, Roman law, microeconomics and accounting.',
                    'Derecho constitucional, Derecho romano, microeconomía y contabilidad.',
                  ),
                },
                {
                  date: ctx.L('Years 2–3', 'Segundo y tercero'),
                  title: ctx.L('Private law and finance', 'Derecho privado y finanzas'),
                  text: ctx.L(
                    'Contracts, company law, corporate finance and marketing.',
                    'Contratos, sociedades, finanzas corporativas y marketing.',
                  ),
                },
                {
                  date: ctx.L('Year 4', 'Cuarto'),
                  title: ctx.L('Tax and strategy', 'Fiscalidad y estrategia'),
                  text: ctx.L(
                    'Tax law, competition law and corporate strategy.',
                    'Derecho tributario, Derecho de la competencia y estrategia.',
                  ),
                },
                {
                  date: ctx.L('Year 5', 'Quinto'),
                  title: ctx.L('Internship and two dissertations', 'Prácticas y dos trabajos de fin de grado'),
                  text: ctx.L(
                    'Six months in a firm and a dissertation in each degree.',
                    'Seis meses en una empresa y un trabajo de fin de grado en cada titulación.',
                  ),
                },
              ],
            },
            callToAction(ctx, {
              title: bi('Visit Ibera Business School too', 'Conozca también la Escuela de Negocios Ibera'),
              text: bi('Half of your courses are taught by its faculty.', 'La mitad de sus asignaturas las imparte su profesorado.'),
              primary: {
                href: bi('/business-school/', '/es/business-school/'),
                text: bi('Ibera Business School', 'Escuela de Negocios Ibera'),
              },
            }),
            applyBanner(ctx, title),
          ],
        };
      },
    },
    {
      key: 'practice',
      slug: bi('moot-court-and-legal-clinic', 'tribunal-simulado-y-clinica-juridica'),
      templateType: 'BasicTemplate',
      title: bi('Moot court and legal clinic', 'Tribunal simulado y Clínica Jurídica'),
      metaDescription: bi(
        'How students of the Law School argue cases in the moot court and advise real clients in the legal clinic.',
        'Cómo defienden casos los estudiantes en el tribunal simulado y cómo asesoran a clientes reales en la Clínica Jurídica.',
      ),
      template: (ctx) => ({
        heroSection: [
          splitHero(ctx, {
            eyebrow: bi('Learning by practice', 'Aprender practicando'),
            title: bi('Moot court and legal clinic', 'Tribunal simulado y Clínica Jurídica'),
            subtitle: bi(
              'Two places where the law stops being a subject and becomes a job: a courtroom where you argue and an office where you advise.',
              'Dos lugares donde el Derecho deja de ser una asignatura y se convierte en un oficio: una sala donde se defiende y un despacho donde se asesora.',
            ),
            image: 'auditorium.jpg',
            primary: { page: 'llb', text: bi('The Bachelor in Law', 'El Grado en Derecho') },
          }),
        ],
        mainSection: [
          {
            component: 'TwoColumns',
            divider: true,
            columns: [
              {
                title: ctx.L('The moot court', 'El tribunal simulado'),
                html: paragraphs(
                  ctx.L(
                    'Our courtroom on the Madrid campus is a copy of a Spanish provincial court, with the bench, the witness stand and a recording system. In second year every student argues a full appeal there before practising judges.',
                    'Nuestra sala del campus de Madrid reproduce una audiencia provincial española, con estrado, banco de testigos y sistema de grabación. En segundo curso todos los estudiantes defienden allí un recurso completo ante magistrados en ejercicio.',
                  ),
                  ctx.L(
                    'Teams selected in the internal round represent the school in the Willem C. Vis Arbitration Moot in Vienna, the European Human Rights Moot Court in Strasbourg and the Jessup in Washington.',
                    'Los equipos elegidos en la ronda interna representan a la facultad en el Willem C. Vis Arbitration Moot de Viena, el European Human Rights Moot Court de Estrasburgo y el Jessup de Washington.',
                  ),
                ),
              },
              {
                title: ctx.L('The legal clinic', 'La Clínica Jurídica'),
                html: paragraphs(
                  ctx.L(
                    'Fourth-year students advise people who cannot afford a lawyer: tenants facing eviction, migrants applying for residence, neighbourhood associations. Every piece of advice is reviewed by a supervising lawyer.',
                    'Los estudiantes de cuarto asesoran a personas que no pueden pagar un abogado: inquilinos ante un desahucio, migrantes que solicitan la residencia, asociaciones vecinales. Un abogado supervisor revisa cada dictamen.',
                  ),
                  ctx.L(
                    'The clinic works with the Madrid and Segovia bar associations and with eight non-profit organisations.',
                    'La clínica trabaja con los colegios de abogados de Madrid y Segovia y con ocho entidades sin ánimo de lucro.',
                  ),
                ),
              },
            ],
          },
          {
            component: 'Statistics',
            title: ctx.L('Last year in the courtroom and the clinic', 'El último curso en la sala y en la clínica'),
            items: [
              {
                value: 160,
                label: ctx.L('students argued in the internal moot court', 'estudiantes defendieron en el tribunal simulado interno'),
              },
              { value: 4, label: ctx.L('international competitions entered', 'competiciones internacionales') },
              { value: 212, label: ctx.L('clients advised by the clinic', 'clientes asesorados por la clínica') },
              { value: 38, label: ctx.L('supervising lawyers', 'abogados supervisores') },
            ],
          },
          {
            component: 'Steps',
            title: ctx.L('How to join the clinic', 'Cómo entrar en la clínica'),
            steps: [
              {
                title: ctx.L('Choose the course', 'Elija la asignatura'),
                text: ctx.L('Enrol in the Legal Clinic elective in fourth year.', 'Matricúlese en la optativa Clínica Jurídica en cuarto.'),
                icon: 'graduation-cap',
              },
              {
                title: ctx.L('Training week', 'Semana de formación'),
                text: ctx.L(
                  'Interviewing clients, confidentiality and professional ethics.',
                  'Entrevista con clientes, confidencialidad y deontología.',
                ),
                icon: 'users',
              },
              {
                title: ctx.L('Cases', 'Casos'),
                text: ctx.L('Work in pairs on two or three cases a term.', 'Trabaje en parejas dos o tres casos por trimestre.'),
                icon: 'briefcase',
              },
              {
                title: ctx.L('Review', 'Revisión'),
                text: ctx.L(
                  'Present each case to your supervisor before advising.',
                  'Presente cada caso a su supervisor antes de asesorar.',
                ),
                icon: 'check-circle',
              },
            ],
          },
          {
            component: 'Faq',
            title: ctx.L('Questions from clients of the clinic', 'Preguntas de los clientes de la clínica'),
            groups: [
              {
                questions: [
                  {
                    question: ctx.L('Who can ask the clinic for help?', '¿Quién puede pedir ayuda a la clínica?'),
                    answer: paragraphs(
                      ctx.L(
                        'People and non-profit associations without the means to pay a lawyer, referred by the bar associations or our partner organisations.',
                        'Personas y asociaciones sin ánimo de lucro sin medios para pagar un abogado, derivadas por los colegios de abogados o por nuestras entidades colaboradoras.',
                      ),
                    ),
                  },
                  {
                    question: ctx.L('Does the clinic go to court?', '¿La clínica va a juicio?'),
                    answer: paragraphs(
                      ctx.L(
                        'No. It advises and drafts documents; when a case needs a court, it is passed to the free legal aid service.',
                        'No. Asesora y redacta escritos; cuando un caso necesita juicio, se deriva al turno de oficio.',
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
      key: 'faculty',
      slug: bi('faculty', 'profesorado'),
      templateType: 'TeachersList',
      title: bi('Faculty', 'Profesorado'),
      metaDescription: bi(
        'The professors of the Law School: academics and practising lawyers in private, public and international law.',
        'El profesorado de la Facultad de Derecho: académicos y abogados en ejercicio de Derecho privado, público e internacional.',
      ),
      template: (ctx) => ({
        intro: ctx.L(
          'Academics who publish and lawyers who practise: about half of our courses are taught by people who were in court or at a negotiating table this week.',
          'Académicos que publican y abogados que ejercen: cerca de la mitad de las asignaturas las imparten personas que esta semana han estado en una sala de vistas o en una mesa de negociación.',
        ),
        pageSize: 12,
        data: { mode: 'navigation', referenceId: ctx.href('faculty'), sources: [{ structuredData: 'TeacherDetail' }], order: 'alpha' },
      }),
    },
    ...FACULTY.map(teacherPage),
    newsListPage({
      description: bi(
        'News from the Law School: students, faculty, the moot court and the clinic.',
        'Noticias de la Facultad de Derecho: estudiantes, profesorado, tribunal simulado y clínica.',
      ),
      intro: bi(
        'What our students, faculty and graduates have been doing.',
        'Lo que han hecho nuestros estudiantes, profesores y graduados.',
      ),
      pageSize: 9,
    }),
    newsPage({
      key: 'news-vis-moot',
      slug: bi('news/vis-moot-team-2027', 'noticias/equipo-vis-moot-2027'),
      title: bi(
        'Six students will represent the school at the Vis Moot in Vienna',
        'Seis estudiantes representarán a la facultad en el Vis Moot de Viena',
      ),
      description: bi(
        'The team for the 2027 Willem C. Vis International Commercial Arbitration Moot has been chosen.',
        'Ya está elegido el equipo para el Willem C. Vis International Commercial Arbitration Moot de 2027.',
      ),
      date: '2026-11-12',
      summary: bi(
        'Four bachelor and two LL.M. students make up the team after an internal round argued before three arbitrators.',
        'Cuatro estudiantes del grado y dos del LL.M. forman el equipo tras una ronda interna defendida ante tres árbitros.',
      ),
      author: bi('Law School communications', 'Comunicación de la Facultad de Derecho'),
      category: bi('Moot court', 'Tribunal simulado'),
      image: 'seminar.jpg',
      body: (ctx) =>
        sections(
          [
            ctx.L(
              'After three evenings of pleadings in the school’s courtroom, the panel chose six students to argue in Vienna next April. The problem this year concerns the sale of solar panels between a Danish and a Chilean company.',
              'Tras tres tardes de alegaciones en la sala de la facultad, el tribunal eligió a seis estudiantes que defenderán en Viena el próximo abril. El caso de este año trata de una venta de paneles solares entre una empresa danesa y otra chilena.',
            ),
          ],
          [
            ctx.L('Five months of preparation', 'Cinco meses de preparación'),
            ctx.L(
              'The team will file its memorandum for the claimant in December and for the respondent in January, and will test its arguments in pre-moots in Madrid, Paris and Munich.',
              'El equipo presentará su escrito de demanda en diciembre y el de contestación en enero, y pondrá a prueba sus argumentos en las rondas previas de Madrid, París y Múnich.',
            ),
          ],
        ),
    }),
    newsPage({
      key: 'news-clinic-housing',
      slug: bi('news/clinic-housing-guide', 'noticias/clinica-guia-vivienda'),
      title: bi(
        'The legal clinic publishes a guide for tenants facing eviction',
        'La Clínica Jurídica publica una guía para inquilinos ante un desahucio',
      ),
      description: bi(
        'A plain-language guide written by students of the clinic with the Segovia bar association.',
        'Una guía en lenguaje claro escrita por estudiantes de la clínica con el Colegio de Abogados de Segovia.',
      ),
      date: '2026-10-21',
      summary: bi(
        'Twenty pages on deadlines, free legal aid and what to do when the court’s letter arrives.',
        'Veinte páginas sobre plazos, asistencia jurídica gratuita y qué hacer cuando llega la carta del juzgado.',
      ),
      category: bi('Legal clinic', 'Clínica Jurídica'),
      image: 'old-town.jpg',
      body: (ctx) =>
        paragraphs(
          ctx.L(
            'Twelve students of the clinic wrote the guide over the last academic year, from the questions they heard most often from their clients. The Segovia bar association will hand it out at its free legal advice desks.',
            'Doce estudiantes de la clínica escribieron la guía durante el curso pasado a partir de las preguntas que más oyeron a sus clientes. El Colegio de Abogados de Segovia la repartirá en sus servicios de orientación jurídica gratuita.',
          ),
          ctx.L(
            '“Most tenants lose time they do not have because they do not know they have ten days to answer,” says Lucía Benavente, director of the clinic.',
            '«La mayoría de los inquilinos pierde un tiempo que no tiene porque no sabe que dispone de diez días para contestar», explica Lucía Benavente, directora de la clínica.',
          ),
        ),
    }),
    newsPage({
      key: 'news-ai-act-chair',
      slug: bi('news/ai-governance-research-grant', 'noticias/ayuda-investigacion-gobernanza-ia'),
      title: bi('A national grant for research on AI contracts', 'Una ayuda nacional para investigar los contratos de IA'),
      description: bi(
        'Amara Okonkwo’s team receives three years of funding to study how cloud providers pass on AI Act duties.',
        'El equipo de Amara Okonkwo recibe tres años de financiación para estudiar cómo trasladan los proveedores en la nube las obligaciones del Reglamento de IA.',
      ),
      date: '2026-09-30',
      summary: bi(
        'The three-year project will read the terms of 120 cloud and AI providers and publish its data openly.',
        'El proyecto, de tres años, analizará las condiciones de 120 proveedores de nube e IA y publicará sus datos en abierto.',
      ),
      category: bi('Research', 'Investigación'),
      image: 'research.jpg',
      body: (ctx) =>
        paragraphs(
          ctx.L(
            'The State Research Agency has funded the project led by Amara Okonkwo with €186,000. Two doctoral researchers will join the team in January 2027, and LL.M. students will take part through their final projects.',
            'La Agencia Estatal de Investigación ha financiado con 186.000 euros el proyecto que dirige Amara Okonkwo. Dos investigadores predoctorales se incorporarán al equipo en enero de 2027 y los estudiantes del LL.M. participarán a través de sus proyectos finales.',
          ),
        ),
    }),
    eventListPage({
      description: bi(
        'Open days, lectures and moot court finals of the Law School.',
        'Jornadas de puertas abiertas, conferencias y finales del tribunal simulado de la Facultad de Derecho.',
      ),
      intro: bi(
        'Open days, public lectures and the finals of our moot court, in Madrid and online.',
        'Jornadas de puertas abiertas, conferencias públicas y finales del tribunal simulado, en Madrid y en línea.',
      ),
      filters: ['eventType', 'year'],
      pageSize: 6,
    }),
    eventPage({
      key: 'event-open-day',
      slug: bi('events/open-day-january-2027', 'eventos/jornada-puertas-abiertas-enero-2027'),
      title: bi('Law School open day', 'Jornada de puertas abiertas de la Facultad de Derecho'),
      description: bi(
        'Visit the courtroom, sit in on a class and meet students of the bachelor and the LL.M.',
        'Visite la sala de vistas, asista a una clase y conozca a estudiantes del grado y del LL.M.',
      ),
      summary: bi(
        'A morning on the Madrid campus for future students and their families.',
        'Una mañana en el campus de Madrid para futuros estudiantes y sus familias.',
      ),
      image: 'campus.jpg',
      eventType: 'face-to-face',
      start: '2027-01-23T10:00:00+01:00',
      end: '2027-01-23T13:30:00+01:00',
      location: bi('Law School, Madrid campus', 'Facultad de Derecho, campus de Madrid'),
      register: { page: 'contact', text: bi('Book your place', 'Reserve su plaza') },
      info: { page: 'admissions', text: bi('How admissions work', 'Cómo funciona la admisión') },
      body: (ctx) =>
        sections(
          [
            ctx.L(
              'Come and see how law is taught here before you apply.',
              'Venga a ver cómo se enseña Derecho aquí antes de solicitar la admisión.',
            ),
          ],
          [
            ctx.L('Programme', 'Programa'),
            ctx.L(
              '10:00 Welcome by the dean. 10:30 A mock hearing in the courtroom. 11:30 Sample class of Constitutional Law. 12:30 Questions to students and the admissions team.',
              '10:00 Bienvenida de la decana. 10:30 Una vista simulada en la sala. 11:30 Clase de muestra de Derecho Constitucional. 12:30 Preguntas a estudiantes y al equipo de admisiones.',
            ),
          ],
        ),
    }),
    eventPage({
      key: 'event-moot-final',
      slug: bi('events/internal-moot-court-final-2027', 'eventos/final-tribunal-simulado-2027'),
      title: bi('Final of the internal moot court 2027', 'Final del tribunal simulado interno 2027'),
      description: bi(
        'The two best teams of second year argue the final before a bench of three judges.',
        'Los dos mejores equipos de segundo defienden la final ante tres magistrados.',
      ),
      summary: bi(
        'Open to the public and streamed: a criminal appeal argued before three judges of the Madrid provincial court.',
        'Abierta al público y retransmitida: un recurso penal defendido ante tres magistrados de la Audiencia Provincial de Madrid.',
      ),
      image: 'auditorium.jpg',
      eventType: 'hybrid',
      start: '2027-03-18T17:00:00+01:00',
      end: '2027-03-18T19:30:00+01:00',
      location: bi('Courtroom of the Law School, Madrid campus', 'Sala de vistas de la Facultad de Derecho, campus de Madrid'),
      info: { page: 'practice', text: bi('About the moot court', 'Sobre el tribunal simulado') },
      body: (ctx) =>
        paragraphs(
          ctx.L(
            'Sixteen teams argued the preliminary rounds in February. The two finalists will argue the appeal of a conviction for computer fraud, a case written for the competition by Rafael Montero.',
            'Dieciséis equipos defendieron las rondas previas en febrero. Los dos finalistas defenderán el recurso contra una condena por estafa informática, un caso escrito para la competición por Rafael Montero.',
          ),
          ctx.L(
            'The link to the stream is sent to everyone who registers.',
            'El enlace a la retransmisión se envía a quienes se inscriban.',
          ),
        ),
    }),
    eventPage({
      key: 'event-ai-lecture',
      slug: bi('events/webinar-ai-act-in-practice', 'eventos/webinario-reglamento-ia-en-la-practica'),
      title: bi('Webinar: the AI Act in practice', 'Webinario: el Reglamento de IA en la práctica'),
      description: bi(
        'An online session of the LL.M. in Law and Technology on the first obligations of the AI Act.',
        'Una sesión en línea del LL.M. en Derecho y Tecnología sobre las primeras obligaciones del Reglamento de IA.',
      ),
      summary: bi(
        'Amara Okonkwo and two in-house lawyers on what companies must have ready in 2027.',
        'Amara Okonkwo y dos abogadas de empresa sobre lo que las compañías deben tener listo en 2027.',
      ),
      image: 'webinar.jpg',
      eventType: 'online',
      start: '2027-02-10T18:00:00+01:00',
      end: '2027-02-10T19:00:00+01:00',
      register: { page: 'contact', text: bi('Register', 'Inscríbase') },
      info: { page: 'llm-tech', text: bi('The LL.M. in Law and Technology', 'El LL.M. en Derecho y Tecnología') },
      body: (ctx) =>
        paragraphs(
          ctx.L(
            'One hour, in English, with time for questions. A useful taste of the programme for anyone thinking of applying for the October intake.',
            'Una hora, en inglés, con tiempo para preguntas. Una buena muestra del programa para quien piense solicitar la admisión para octubre.',
          ),
        ),
    }),
    {
      key: 'admissions',
      slug: bi('admissions', 'admisiones'),
      templateType: 'BasicTemplate',
      title: bi('Admissions', 'Admisiones'),
      metaDescription: bi(
        'How to apply to the Bachelor in Law, the LL.M. programmes and the double degree: steps, dates and documents.',
        'Cómo solicitar la admisión en el Grado en Derecho, los LL.M. y el doble grado: pasos, fechas y documentos.',
      ),
      template: (ctx) => ({
        heroSection: [
          compactHero(ctx, {
            eyebrow: bi('Admissions 2027–2028', 'Admisiones 2027-2028'),
            title: bi('Apply to the Law School', 'Solicite la admisión en la Facultad de Derecho'),
            subtitle: bi(
              'One online application for every programme; decisions within three weeks of each round.',
              'Una única solicitud en línea para todos los programas; respuesta en tres semanas tras cada ronda.',
            ),
          }),
        ],
        mainSection: [
          {
            component: 'AdmissionsProcess',
            title: ctx.L('Bachelor and double degree', 'Grado y doble grado'),
            intro: ctx.L(
              'For students finishing secondary school or coming from another university.',
              'Para quienes terminan el bachillerato o vienen de otra universidad.',
            ),
            steps: [
              {
                title: ctx.L('Online application', 'Solicitud en línea'),
                text: ctx.L('Create your account and upload your documents.', 'Cree su cuenta y suba sus documentos.'),
                date: '2026-10-01',
                endDate: '2027-01-15',
                documents: [
                  { title: ctx.L('Grades of the last two years of secondary school', 'Notas de los dos últimos cursos de bachillerato') },
                  { title: ctx.L('Copy of your passport or identity card', 'Copia del pasaporte o DNI') },
                ],
              },
              {
                title: ctx.L('Admissions test and interview', 'Prueba de admisión y entrevista'),
                text: ctx.L(
                  'A written test of reasoning and a 20-minute interview with a professor.',
                  'Una prueba escrita de razonamiento y una entrevista de 20 minutos con un profesor.',
                ),
                date: '2027-01-30',
              },
              {
                title: ctx.L('Decision', 'Resolución'),
                text: ctx.L('By e-mail, within three weeks.', 'Por correo electrónico, en tres semanas.'),
                date: '2027-02-19',
              },
              {
                title: ctx.L('Reserve your place', 'Reserve su plaza'),
                text: ctx.L(
                  'Pay the reservation within fifteen days of admission.',
                  'Abone la reserva en los quince días siguientes a la admisión.',
                ),
                documents: [{ title: ctx.L('Signed enrolment form', 'Impreso de matrícula firmado') }],
              },
            ],
            link: { href: ctx.href('contact'), text: ctx.L('Questions? Write to admissions', '¿Dudas? Escriba a admisiones') },
          },
          {
            component: 'Steps',
            title: ctx.L('LL.M. programmes', 'Programas LL.M.'),
            intro: ctx.L(
              'Applications are reviewed in four rounds; the last closes on 31 May 2027.',
              'Las solicitudes se estudian en cuatro rondas; la última cierra el 31 de mayo de 2027.',
            ),
            steps: [
              {
                title: ctx.L('Apply online', 'Solicite en línea'),
                text: ctx.L(
                  'Law degree transcript, CV and a 600-word statement.',
                  'Expediente del grado en Derecho, CV y una carta de 600 palabras.',
                ),
                icon: 'document',
              },
              {
                title: ctx.L('English level', 'Nivel de inglés'),
                text: ctx.L(
                  'IELTS 7.0, TOEFL iBT 100 or equivalent, unless you studied law in English.',
                  'IELTS 7.0, TOEFL iBT 100 o equivalente, salvo que haya estudiado Derecho en inglés.',
                ),
                icon: 'language',
              },
              {
                title: ctx.L('Interview', 'Entrevista'),
                text: ctx.L(
                  '30 minutes by video call with the programme director.',
                  '30 minutos por videollamada con la dirección del programa.',
                ),
                icon: 'users',
              },
              {
                title: ctx.L('Decision and scholarship', 'Resolución y beca'),
                text: ctx.L('One letter tells you both.', 'Una sola carta le comunica ambas.'),
                icon: 'award',
              },
            ],
          },
          callToAction(ctx, {
            title: bi('Paying for your studies', 'Cómo financiar sus estudios'),
            text: bi(
              'Scholarships, loans and payment plans are managed by the Financial Aid office.',
              'Las becas, los préstamos y los planes de pago los gestiona la oficina de Ayudas al Estudio.',
            ),
            primary: { href: bi('/financial-aid/', '/es/financial-aid/'), text: bi('Financial Aid', 'Ayudas al Estudio') },
          }),
        ],
      }),
    },
    {
      key: 'about',
      slug: bi('about', 'sobre-la-facultad'),
      templateType: 'BasicTemplate',
      title: bi('About the school', 'Sobre la facultad'),
      metaDescription: bi(
        'The history, the people and the accreditations of the Law School of Ibera University.',
        'La historia, las personas y las acreditaciones de la Facultad de Derecho de Ibera University.',
      ),
      template: (ctx) => ({
        heroSection: [
          {
            component: 'HeroClaim',
            eyebrow: ctx.L('About the school', 'Sobre la facultad'),
            title: ctx.L('Law for a changing world', 'Derecho para un mundo que cambia'),
            claim: ctx.L(
              'Since 1994 we have trained lawyers who can read a statute, a contract and a line of code, and who know who they work for.',
              'Desde 1994 formamos juristas capaces de leer una ley, un contrato y una línea de código, y que saben para quién trabajan.',
            ),
          },
        ],
        mainSection: [
          {
            component: 'Timeline',
            title: ctx.L('Our history', 'Nuestra historia'),
            items: [
              {
                date: '1994',
                title: ctx.L('The school opens in Segovia', 'La facultad abre en Segovia'),
                text: ctx.L('Eighty students in the first year of law.', 'Ochenta estudiantes en el primer curso de Derecho.'),
                image: ctx.media('old-town.jpg'),
              },
              {
                date: '2005',
                title: ctx.L('Move to Madrid', 'Traslado a Madrid'),
                text: ctx.L(
                  'The bachelor moves to the Madrid campus; Segovia keeps the summer courses.',
                  'El grado se traslada al campus de Madrid; Segovia mantiene los cursos de verano.',
                ),
              },
              {
                date: '2012',
                title: ctx.L('The first LL.M.', 'El primer LL.M.'),
                text: ctx.L('International Business Law, taught in English.', 'Derecho Internacional de los Negocios, en inglés.'),
              },
              {
                date: '2018',
                title: ctx.L('The legal clinic', 'La Clínica Jurídica'),
                text: ctx.L('Students begin advising real clients.', 'Los estudiantes empiezan a asesorar a clientes reales.'),
              },
              {
                date: '2024',
                title: ctx.L('LL.M. in Law and Technology', 'LL.M. en Derecho y Tecnología'),
                text: ctx.L('A blended programme for working lawyers.', 'Un programa semipresencial para abogados en ejercicio.'),
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
                since: '2010',
              },
            ],
            rankings: [
              {
                position: 4,
                ranking: ctx.L('Law degrees', 'Grados en Derecho'),
                scope: ctx.L('in Spain', 'en España'),
                publisher: 'El Mundo',
                year: '2026',
              },
              {
                position: 38,
                ranking: ctx.L('Law', 'Derecho'),
                scope: ctx.L('in Europe', 'en Europa'),
                publisher: 'QS World University Rankings by Subject',
                year: '2026',
              },
            ],
          },
          {
            component: 'TeacherDistributor',
            title: ctx.L('The school’s leadership', 'La dirección de la facultad'),
            data: { mode: 'manual', fixed: [ctx.id('faculty-ines-calderon'), ctx.id('faculty-lucia-benavente')] },
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
      metaDescription: bi('Write to, call or visit the Law School in Madrid.', 'Escriba, llame o visite la Facultad de Derecho en Madrid.'),
      template: (ctx) => ({
        mainSection: [
          {
            component: 'BasicContent',
            title: ctx.L('Write, call or visit us', 'Escríbanos, llámenos o visítenos'),
            html: paragraphs(
              ctx.L(
                'Email: <a href="mailto:law@ibera.edu">law@ibera.edu</a>',
                'Correo electrónico: <a href="mailto:law@ibera.edu">law@ibera.edu</a>',
              ),
              ctx.L(
                'Phone: +34 91 456 21 30 (Monday to Friday, 9:00–18:00)',
                'Teléfono: +34 91 456 21 30 (de lunes a viernes, de 9:00 a 18:00)',
              ),
              ctx.L(
                'Address: Law School, Calle de la Almudena 12, 28040 Madrid, Spain',
                'Dirección: Facultad de Derecho, calle de la Almudena 12, 28040 Madrid',
              ),
            ),
          },
          {
            component: 'ContactCard',
            cards: [
              {
                name: ctx.L('Admissions office', 'Oficina de admisiones'),
                address: ['Calle de la Almudena 12', '28040 Madrid', ctx.L('Spain', 'España')],
                phone: '+34 91 456 21 30',
                email: 'law.admissions@ibera.edu',
                hours: [ctx.L('Monday to Friday, 9:00–18:00', 'De lunes a viernes, de 9:00 a 18:00')],
              },
              {
                name: ctx.L('Legal clinic', 'Clínica Jurídica'),
                address: ['Calle de la Almudena 12, 2nd floor', '28040 Madrid', ctx.L('Spain', 'España')],
                phone: '+34 91 456 21 45',
                email: 'law.clinic@ibera.edu',
                hours: [ctx.L('Tuesday and Thursday, 16:00–19:00, by appointment', 'Martes y jueves, de 16:00 a 19:00, con cita previa')],
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
