// Financial Aid: the service that helps students pay for their studies (scholarships, loans,
// payment plans), in English and Spanish.
import {
  bi,
  callToAction,
  compactHero,
  contactForm,
  defineUnit,
  imageHero,
  instalment,
  paragraphs,
  phoneLink,
  thankYou,
  type PageContext,
} from '../kit.ts';

const EMAIL = 'financialaid@ibera.edu';
const PHONE = '+34 91 555 01 40';

/** One scholarship of the list, in the page's language (amount or share of the fee). */
function scholarship(
  ctx: PageContext,
  fields: {
    id: string;
    title: [string, string];
    summary: [string, string];
    deadline: string;
    type: [string, string];
    degree: Array<[string, string]>;
    schools?: Array<[string, string]>;
    programs?: string[];
    residence?: Array<[string, string]>;
    nationality?: Array<[string, string]>;
    gender?: Array<[string, string]>;
    amount?: number;
    coverage?: [string, string];
  },
): Record<string, unknown> {
  const pick = (pairs: Array<[string, string]> | undefined) => (pairs ?? []).map(([en, es]) => ctx.L(en, es));
  return {
    id: fields.id,
    title: ctx.L(...fields.title),
    summary: ctx.L(...fields.summary),
    deadline: fields.deadline,
    scholarshipType: ctx.L(...fields.type),
    gender: pick(fields.gender),
    nationality: pick(fields.nationality),
    countryOfResidence: pick(fields.residence),
    programs: fields.programs ?? [],
    schools: pick(fields.schools),
    typeOfDegree: pick(fields.degree),
    ...(fields.amount ? { amount: { value: fields.amount, currency: 'EUR' } } : {}),
    ...(fields.coverage ? { coverage: ctx.L(...fields.coverage) } : {}),
    applyLink: { href: ctx.href('apply'), text: ctx.L('How to apply', 'Cómo solicitarla') },
  };
}

const BACHELOR: [string, string] = ['Bachelor', 'Grado'];
const MASTER: [string, string] = ['Master', 'Máster'];
const PHD: [string, string] = ['Doctorate', 'Doctorado'];
const MERIT: [string, string] = ['Merit', 'Excelencia'];
const NEED: [string, string] = ['Need-based', 'Por necesidad económica'];
const MOBILITY: [string, string] = ['Mobility', 'Movilidad'];
const SPAIN: [string, string] = ['Spain', 'España'];

export default defineUnit({
  brand: 'financial-aid',
  kind: 'service',
  theme: 'default',
  siteName: bi('Financial Aid', 'Ayudas al Estudio'),
  email: EMAIL,
  menu: [
    { page: 'scholarships' },
    {
      page: 'loans',
      label: bi('Loans and payment plans', 'Préstamos y pago'),
      children: [
        {
          page: 'loans',
          label: bi('Loans and payment plans', 'Préstamos y planes de pago'),
          description: bi('Study loans at agreed rates and the fee in instalments.', 'Préstamos a tipo pactado y la matrícula a plazos.'),
        },
        {
          page: 'apply',
          description: bi('Calendar, documents and what happens after you apply.', 'Calendario, documentos y qué ocurre tras solicitar.'),
        },
      ],
    },
    { page: 'apply' },
    { page: 'faq', label: bi('FAQ', 'Preguntas frecuentes') },
    { page: 'contact' },
  ],
  primaryLink: { page: 'contact', text: bi('Ask us', 'Pregúntenos') },
  secondaryLink: { page: 'scholarships', text: bi('Scholarships', 'Becas') },
  pages: [
    {
      key: 'home',
      slug: bi('', ''),
      templateType: 'Landing',
      title: bi('Financial Aid', 'Ayudas al Estudio'),
      metaDescription: bi(
        'Scholarships, loans and payment plans for students of Ibera University.',
        'Becas, préstamos y planes de pago para estudiantes de Ibera University.',
      ),
      template: (ctx) => ({
        heroSection: [
          imageHero(ctx, {
            title: bi('Pay for your studies without putting them off', 'Financie sus estudios sin aplazarlos'),
            subtitle: bi(
              'One in three of our students holds a scholarship. We help you find the aid that fits your situation.',
              'Uno de cada tres estudiantes tiene beca. Le ayudamos a encontrar la ayuda que encaja con su situación.',
            ),
            image: 'library.jpg',
            link: { page: 'scholarships', text: bi('See the scholarships', 'Ver las becas') },
          }),
        ],
        mainSection: [
          {
            component: 'IconCollection',
            title: ctx.L('Three ways to fund your studies', 'Tres formas de financiar sus estudios'),
            intro: ctx.L(
              'Most students combine them: a scholarship for part of the fee, and a plan or a loan for the rest.',
              'La mayoría los combina: una beca para parte de la matrícula y un plan de pago o un préstamo para el resto.',
            ),
            items: [
              {
                icon: 'award',
                title: ctx.L('Scholarships', 'Becas'),
                text: ctx.L(
                  'For merit, for need and for mobility, from 20% of the fee to the whole of it.',
                  'Por excelencia, por necesidad y de movilidad, del 20 % de la matrícula a su totalidad.',
                ),
                link: { href: ctx.href('scholarships'), text: ctx.L('Scholarships open now', 'Becas abiertas') },
              },
              {
                icon: 'credit-card',
                title: ctx.L('Payment plans', 'Planes de pago'),
                text: ctx.L(
                  'The fee in up to ten monthly instalments, with no interest and no paperwork with a bank.',
                  'La matrícula en hasta diez mensualidades, sin intereses y sin trámites con un banco.',
                ),
                link: { href: ctx.href('loans'), text: ctx.L('How the plans work', 'Cómo funcionan los planes') },
              },
              {
                icon: 'money',
                title: ctx.L('Study loans', 'Préstamos para estudios'),
                text: ctx.L(
                  'Loans from partner banks at agreed rates, repaid once you have finished.',
                  'Préstamos de bancos colaboradores a tipo pactado, que empieza a devolver al terminar.',
                ),
                link: { href: ctx.href('loans'), text: ctx.L('Compare the loans', 'Compare los préstamos') },
              },
            ],
          },
          {
            component: 'FactsFigures',
            title: ctx.L('Aid in the 2025–2026 academic year', 'Las ayudas en el curso 2025-2026'),
            items: [
              {
                value: ctx.L('€14.2 m', '14,2 M€'),
                label: ctx.L('awarded in scholarships and grants', 'concedidos en becas y ayudas'),
                source: { name: ctx.L('Financial Aid Office', 'Oficina de Ayudas al Estudio'), year: '2026' },
              },
              {
                value: ctx.L('1 in 3', '1 de cada 3'),
                label: ctx.L('students holds a scholarship', 'estudiantes tiene beca'),
                detail: ctx.L('Bachelor’s, master’s and doctoral students together.', 'Estudiantes de grado, máster y doctorado.'),
                source: { name: ctx.L('Financial Aid Office', 'Oficina de Ayudas al Estudio'), year: '2026' },
              },
              {
                value: ctx.L('2,140', '2.140'),
                label: ctx.L('students paid in instalments', 'estudiantes pagaron a plazos'),
                source: { name: ctx.L('Bursar’s Office', 'Gerencia'), year: '2026' },
              },
              {
                value: ctx.L('18 days', '18 días'),
                label: ctx.L('from complete application to decision, on average', 'de media entre la solicitud completa y la resolución'),
                source: { name: ctx.L('Financial Aid Office', 'Oficina de Ayudas al Estudio'), year: '2026' },
              },
            ],
            note: ctx.L(
              'Three in four euros of these scholarships come from the Ibera University Foundation; the university’s own budget and public grants pay the rest.',
              'Tres de cada cuatro euros de estas becas proceden de la Fundación Ibera University; el presupuesto de la universidad y las ayudas públicas pagan el resto.',
            ),
          },
          {
            component: 'ScholarshipDistributor',
            title: ctx.L('Scholarships with the nearest deadlines', 'Becas con el plazo más próximo'),
            data: {
              mode: 'navigation',
              referenceId: ctx.href('scholarships'),
              sources: [{ structuredData: 'Scholarship' }],
              order: 'oldest',
              quantity: 3,
            },
            link: { href: ctx.href('scholarships'), text: ctx.L('All scholarships', 'Todas las becas') },
          },
          {
            component: 'TestimonialCollection',
            title: ctx.L('Students who applied last year', 'Estudiantes que lo solicitaron el año pasado'),
            testimonials: [
              {
                text: ctx.L(
                  'The adviser saw that I could combine the First Generation Grant with the payment plan. I would not have found that alone.',
                  'La asesora vio que podía combinar la ayuda Primera Generación con el plan de pago. Sola no lo habría descubierto.',
                ),
                name: 'Nerea Salcedo',
                role: ctx.L('Bachelor in Architecture, second year', 'Grado en Arquitectura, segundo curso'),
                portrait: ctx.portrait('Nerea Salcedo'),
              },
              {
                text: ctx.L(
                  'I moved from Bogotá with the Latin America Talent Award. The office answered every question before I had my visa.',
                  'Llegué de Bogotá con la beca Talento Latinoamérica. La oficina resolvió todas mis dudas antes de tener el visado.',
                ),
                name: 'Andrés Cárdenas',
                role: ctx.L('Master in Global Affairs, 2026', 'Máster en Asuntos Globales, 2026'),
                portrait: ctx.portrait('Andrés Cárdenas'),
              },
            ],
          },
          callToAction(ctx, {
            layout: 'banner',
            title: bi('Not sure what you can apply for?', '¿No sabe a qué ayudas puede optar?'),
            text: bi(
              'A 20-minute appointment with an adviser, on campus or by video call.',
              'Una cita de 20 minutos con un asesor, en el campus o por videollamada.',
            ),
            primary: { page: 'contact', text: bi('Book an appointment', 'Pida cita') },
            secondary: { page: 'faq', text: bi('Read the FAQ', 'Lea las preguntas frecuentes') },
          }),
        ],
      }),
    },
    {
      key: 'scholarships',
      slug: bi('scholarships', 'becas'),
      templateType: 'ScholarshipsList',
      title: bi('Scholarships', 'Becas'),
      metaDescription: bi(
        'Scholarships of Ibera University for the 2027–2028 academic year: who can apply, what they cover and until when.',
        'Becas de Ibera University para el curso 2027-2028: quién puede solicitarlas, qué cubren y hasta cuándo.',
      ),
      template: (ctx) => ({
        intro: ctx.L(
          'Scholarships for the 2027–2028 academic year. Each says who can apply, what it covers and the last day to apply; you may apply for more than one. Some are only for one school’s students or for residents of certain countries: filter by school or country to find them.',
          'Becas para el curso 2027-2028. Cada una indica quién puede solicitarla, qué cubre y el último día de plazo; puede solicitar más de una. Algunas son solo para estudiantes de una escuela o para residentes en determinados países: filtre por escuela o país para encontrarlas.',
        ),
        pageSize: 8,
        filters: ['scholarshipType', 'studyType', 'schools', 'country', 'nationality'],
        scholarships: [
          scholarship(ctx, {
            id: 'first-generation',
            title: ['First Generation Grant', 'Ayuda Primera Generación'],
            summary: [
              'For students who are the first in their family to go to university, renewed each year while they pass 80% of their credits.',
              'Para estudiantes que son los primeros de su familia en ir a la universidad; se renueva cada curso si aprueban el 80 % de los créditos.',
            ],
            deadline: '2027-06-30',
            type: NEED,
            degree: [BACHELOR],
            residence: [SPAIN],
            coverage: ['Full tuition fee, every year of the degree', 'La matrícula completa, todos los cursos del grado'],
          }),
          scholarship(ctx, {
            id: 'academic-excellence-bachelor',
            title: ['Academic Excellence Scholarship', 'Beca de Excelencia Académica'],
            summary: [
              'For new bachelor’s students with an entrance mark of 12.5 or more out of 14, or its equivalent abroad.',
              'Para estudiantes de nuevo ingreso en grado con una nota de acceso de 12,5 o más sobre 14, o su equivalente extranjero.',
            ],
            deadline: '2027-05-15',
            type: MERIT,
            degree: [BACHELOR],
            coverage: ['50% of the tuition fee in the first year', 'El 50 % de la matrícula del primer curso'],
          }),
          scholarship(ctx, {
            id: 'latin-america-talent',
            title: ['Latin America Talent Award', 'Beca Talento Latinoamérica'],
            summary: [
              'For graduates living in Latin America admitted to a master’s degree on the Madrid campus.',
              'Para titulados residentes en Latinoamérica admitidos en un máster del campus de Madrid.',
            ],
            deadline: '2027-04-15',
            type: NEED,
            degree: [MASTER],
            nationality: [
              ['Mexican', 'Mexicana'],
              ['Colombian', 'Colombiana'],
              ['Peruvian', 'Peruana'],
              ['Chilean', 'Chilena'],
            ],
            residence: [
              ['Mexico', 'México'],
              ['Colombia', 'Colombia'],
              ['Peru', 'Perú'],
              ['Chile', 'Chile'],
            ],
            amount: 12000,
          }),
          scholarship(ctx, {
            id: 'women-in-stem',
            title: ['Women in Science and Technology Scholarship', 'Beca Mujeres en Ciencia y Tecnología'],
            summary: [
              'For women starting a bachelor’s or master’s degree of the School of Science and Technology.',
              'Para mujeres que empiezan un grado o un máster de la Escuela de Ciencia y Tecnología.',
            ],
            deadline: '2027-05-31',
            type: MERIT,
            degree: [BACHELOR, MASTER],
            gender: [['Female', 'Mujer']],
            schools: [['School of Science and Technology', 'Escuela de Ciencia y Tecnología']],
            amount: 6000,
          }),
          scholarship(ctx, {
            id: 'law-school-public-interest',
            title: ['Public Interest Law Scholarship', 'Beca de Derecho de Interés Público'],
            summary: [
              'For LLM students who commit to a year of work in a legal clinic, an NGO or the public sector after graduating.',
              'Para estudiantes del LLM que se comprometen a trabajar un año en una clínica jurídica, una ONG o el sector público al terminar.',
            ],
            deadline: '2027-03-31',
            type: MERIT,
            degree: [MASTER],
            schools: [['Law School', 'Facultad de Derecho']],
            programs: ['LLM'],
            coverage: ['75% of the tuition fee', 'El 75 % de la matrícula'],
          }),
          scholarship(ctx, {
            id: 'segovia-housing',
            title: ['Segovia Campus Housing Grant', 'Ayuda de Alojamiento Campus de Segovia'],
            summary: [
              'Towards a room in the Segovia halls of residence for students whose family lives more than 150 km away.',
              'Para una plaza en las residencias de Segovia, para estudiantes cuya familia vive a más de 150 km.',
            ],
            deadline: '2027-07-15',
            type: NEED,
            degree: [BACHELOR],
            amount: 3500,
          }),
          scholarship(ctx, {
            id: 'new-york-exchange',
            title: ['New York Semester Grant', 'Ayuda Semestre en Nueva York'],
            summary: [
              'Travel and living costs for a semester at the New York campus, for students in their third year or later.',
              'Viaje y manutención para un semestre en el campus de Nueva York, a partir del tercer curso.',
            ],
            deadline: '2027-02-28',
            type: MOBILITY,
            degree: [BACHELOR],
            amount: 4500,
          }),
          scholarship(ctx, {
            id: 'doctoral-fellowship',
            title: ['Doctoral Research Fellowship', 'Contrato Predoctoral de Investigación'],
            summary: [
              'A four-year contract to write a thesis in one of the university’s research centres, with teaching of up to 60 hours a year.',
              'Un contrato de cuatro años para hacer la tesis en uno de los centros de investigación, con docencia de hasta 60 horas al año.',
            ],
            deadline: '2027-01-31',
            type: MERIT,
            degree: [PHD],
            coverage: ['Salary of €21,600 a year and the tuition fee', 'Salario de 21.600 € al año y la matrícula'],
          }),
        ],
        mainSection: [
          callToAction(ctx, {
            title: bi('Ready to apply?', '¿Listo para solicitarla?'),
            text: bi(
              'One online application covers every scholarship you are eligible for.',
              'Una sola solicitud en línea sirve para todas las becas a las que puede optar.',
            ),
            primary: { page: 'apply', text: bi('How to apply', 'Cómo solicitarlas') },
          }),
        ],
      }),
    },
    {
      key: 'loans',
      slug: bi('loans-and-payment-plans', 'prestamos-y-planes-de-pago'),
      templateType: 'BasicTemplate',
      title: bi('Loans and payment plans', 'Préstamos y planes de pago'),
      metaDescription: bi(
        'Pay the fee in monthly instalments without interest, or with a study loan from a partner bank at an agreed rate.',
        'Pague la matrícula en mensualidades sin intereses o con un préstamo de un banco colaborador a tipo pactado.',
      ),
      template: (ctx) => ({
        heroSection: [
          compactHero(ctx, {
            eyebrow: bi('Financial Aid', 'Ayudas al Estudio'),
            title: bi('Loans and payment plans', 'Préstamos y planes de pago'),
            subtitle: bi(
              'Spread the fee over the year, or borrow it and repay it once you are working.',
              'Reparta la matrícula a lo largo del curso, o pídala prestada y devuélvala cuando trabaje.',
            ),
          }),
        ],
        mainSection: [
          {
            component: 'TwoColumns',
            divider: true,
            columns: [
              {
                title: ctx.L('Payment plan', 'Plan de pago'),
                html: paragraphs(
                  ctx.L(
                    'Every student can pay the tuition fee in one payment, in three instalments or in ten monthly instalments from September to June. None carries interest or fees.',
                    'Todo estudiante puede pagar la matrícula de una vez, en tres plazos o en diez mensualidades de septiembre a junio. Ninguna modalidad tiene intereses ni comisiones.',
                  ),
                  ctx.L(
                    'You choose the plan when you enrol and can change it once, before 15 October.',
                    'El plan se elige al matricularse y puede cambiarse una vez, antes del 15 de octubre.',
                  ),
                ),
              },
              {
                title: ctx.L('Study loans', 'Préstamos para estudios'),
                html: paragraphs(
                  ctx.L(
                    'Three partner banks lend the fee and part of your living costs at rates agreed with the university, with no guarantor for amounts up to €30,000.',
                    'Tres bancos colaboradores prestan la matrícula y parte de la manutención a un tipo pactado con la universidad, sin aval hasta 30.000 €.',
                  ),
                  ctx.L(
                    'We check your application before the bank sees it, so it is complete the first time.',
                    'Revisamos su solicitud antes de que llegue al banco, para que esté completa a la primera.',
                  ),
                ),
              },
            ],
          },
          {
            component: 'FeesTable',
            title: ctx.L('Example: a master’s fee in three instalments', 'Ejemplo: la matrícula de un máster en tres plazos'),
            currency: 'EUR',
            fees: [{ label: ctx.L('Tuition fee, Master in Global Affairs', 'Matrícula, Máster en Asuntos Globales'), amount: 18600 }],
            scholarships: [
              {
                name: ctx.L('Latin America Talent Award', 'Beca Talento Latinoamérica'),
                value: ctx.L('€12,000 off the fee', '12.000 € menos de matrícula'),
                eligibility: ctx.L('Graduates living in Latin America', 'Titulados residentes en Latinoamérica'),
                deadline: '2027-04-15',
              },
            ],
            instalments: [
              { label: ctx.L('On reserving your place', 'Al reservar la plaza'), due: '2027-06-15', amount: 2200 },
              instalment(ctx, 'second', '2027-10-05', 2200),
              instalment(ctx, 'third', '2028-02-05', 2200),
            ],
            notes: [
              ctx.L(
                'With the award, €6,600 is left to pay, in three instalments of €2,200.',
                'Con la beca quedan 6.600 € por pagar, en tres plazos de 2.200 €.',
              ),
              ctx.L(
                'Instalments are paid by direct debit from a bank account in the Single Euro Payments Area.',
                'Los plazos se pagan por domiciliación en una cuenta de la zona única de pagos en euros (SEPA).',
              ),
            ],
          },
          {
            component: 'Table',
            title: ctx.L('Study loans of our partner banks', 'Préstamos de los bancos colaboradores'),
            caption: ctx.L('Study loan conditions for the 2027–2028 academic year', 'Condiciones de los préstamos para el curso 2027-2028'),
            columns: [
              ctx.L('Bank', 'Banco'),
              ctx.L('Up to', 'Hasta'),
              ctx.L('Fixed rate (APR)', 'Tipo fijo (TAE)'),
              ctx.L('Grace period', 'Carencia'),
              ctx.L('Repayment', 'Devolución'),
            ],
            rows: [
              [
                'Banca Mirabal',
                ctx.L('€45,000', '45.000 €'),
                ctx.L('3.9%', '3,9 %'),
                ctx.L('Until you graduate + 12 months', 'Hasta titularse + 12 meses'),
                ctx.L('Up to 10 years', 'Hasta 10 años'),
              ],
              [
                'Caja Castellana',
                ctx.L('€30,000', '30.000 €'),
                ctx.L('4.2%', '4,2 %'),
                ctx.L('Until you graduate', 'Hasta titularse'),
                ctx.L('Up to 8 years', 'Hasta 8 años'),
              ],
              [
                'Banco Atlántico',
                ctx.L('€60,000', '60.000 €'),
                ctx.L('4.5%', '4,5 %'),
                ctx.L('Until you graduate + 6 months', 'Hasta titularse + 6 meses'),
                ctx.L('Up to 12 years', 'Hasta 12 años'),
              ],
            ],
            rowHeaders: true,
            note: ctx.L(
              'Rates as agreed in September 2026; each bank decides on its own whether to lend.',
              'Tipos pactados en septiembre de 2026; cada banco decide por su cuenta si concede el préstamo.',
            ),
          },
          {
            component: 'CallbackRequestForm',
            title: ctx.L('An adviser calls you to go over your plan', 'Un asesor le llama para repasar su plan'),
            text: ctx.L(
              'Leave your number and tell us which programme you are joining; we work out the instalments or the loan with you.',
              'Déjenos su teléfono e indíquenos en qué programa se matricula; calculamos con usted los plazos o el préstamo.',
            ),
            callHours: ctx.L(
              'Within two working days, Monday to Friday, 9:00–17:00 (CET)',
              'En dos días laborables, de lunes a viernes de 9:00 a 17:00',
            ),
            thankYou: thankYou(ctx),
          },
        ],
      }),
    },
    {
      key: 'apply',
      slug: bi('how-to-apply', 'como-solicitarla'),
      templateType: 'BasicTemplate',
      title: bi('How to apply', 'Cómo solicitar una ayuda'),
      metaDescription: bi(
        'The calendar, the documents and the steps to apply for a scholarship or aid of Ibera University in 2027.',
        'El calendario, los documentos y los pasos para solicitar una beca o ayuda de Ibera University en 2027.',
      ),
      template: (ctx) => ({
        heroSection: [
          compactHero(ctx, {
            subtheme: 'inverse',
            eyebrow: bi('Financial Aid', 'Ayudas al Estudio'),
            title: bi('How to apply', 'Cómo solicitar una ayuda'),
            subtitle: bi(
              'One application, every scholarship you are eligible for. Apply before you are admitted: you will know both answers together.',
              'Una solicitud para todas las becas a las que puede optar. Solicítela antes de ser admitido: recibirá las dos respuestas a la vez.',
            ),
          }),
        ],
        mainSection: [
          {
            component: 'AdmissionsProcess',
            title: ctx.L('Calendar for 2027–2028', 'Calendario del curso 2027-2028'),
            intro: ctx.L(
              'The committee meets after each deadline. Applications that arrive late are considered only if funds remain.',
              'La comisión se reúne tras cada plazo. Las solicitudes fuera de plazo se estudian solo si quedan fondos.',
            ),
            steps: [
              {
                title: ctx.L('Fill in the online application', 'Rellene la solicitud en línea'),
                text: ctx.L(
                  'From your applicant area, in the Scholarships tab. You can save it and finish it later.',
                  'Desde su área de candidato, en la pestaña Becas. Puede guardarla y terminarla más tarde.',
                ),
                date: '2026-11-02',
                endDate: '2027-06-30',
                documents: [
                  { title: ctx.L('Identity card or passport', 'DNI o pasaporte') },
                  { title: ctx.L('Academic transcript', 'Expediente académico') },
                  {
                    title: ctx.L('Family income statement (need-based aid)', 'Declaración de ingresos familiares (ayudas por necesidad)'),
                  },
                  { title: ctx.L('Letter of motivation, one page', 'Carta de motivación, una página') },
                ],
              },
              {
                title: ctx.L('We check your documents', 'Revisamos su documentación'),
                text: ctx.L(
                  'Within five working days we tell you if anything is missing, and you have ten days to send it.',
                  'En cinco días laborables le avisamos si falta algo, y dispone de diez días para enviarlo.',
                ),
              },
              {
                title: ctx.L('The committee decides', 'La comisión resuelve'),
                text: ctx.L(
                  'The scholarship committee meets in the second week of each month; you receive its decision by email.',
                  'La comisión de becas se reúne la segunda semana de cada mes; recibirá la resolución por correo electrónico.',
                ),
                date: '2027-01-11',
                endDate: '2027-07-16',
              },
              {
                title: ctx.L('Accept the scholarship', 'Acepte la beca'),
                text: ctx.L(
                  'Sign the acceptance within fifteen days; the amount is deducted from your fee when you enrol.',
                  'Firme la aceptación en quince días; el importe se descuenta de la matrícula al matricularse.',
                ),
                documents: [{ title: ctx.L('Signed acceptance', 'Aceptación firmada') }],
              },
            ],
            link: { href: ctx.href('scholarships'), text: ctx.L('Choose your scholarships', 'Elija sus becas') },
          },
          {
            component: 'Steps',
            title: ctx.L('Keeping your scholarship', 'Cómo mantener la beca'),
            steps: [
              {
                title: ctx.L('Pass your credits', 'Apruebe sus créditos'),
                text: ctx.L(
                  'Most renewable scholarships ask you to pass 80% of the credits you enrol in.',
                  'La mayoría de las becas renovables exige aprobar el 80 % de los créditos matriculados.',
                ),
                icon: 'graduation-cap',
              },
              {
                title: ctx.L('Renew in June', 'Renueve en junio'),
                text: ctx.L(
                  'A short form in your student area; no new documents unless your situation changed.',
                  'Un formulario breve en su área de estudiante; sin nuevos documentos si su situación no cambió.',
                ),
                icon: 'refresh',
              },
              {
                title: ctx.L('Tell us about changes', 'Comuníquenos los cambios'),
                text: ctx.L(
                  'A new job or income in the family may change need-based aid, up or down.',
                  'Un nuevo empleo o ingreso en la familia puede cambiar una ayuda por necesidad, al alza o a la baja.',
                ),
                icon: 'mail',
              },
            ],
          },
        ],
      }),
    },
    {
      key: 'faq',
      slug: bi('faq', 'preguntas-frecuentes'),
      templateType: 'BasicTemplate',
      title: bi('Frequently asked questions', 'Preguntas frecuentes'),
      metaDescription: bi(
        'Answers on scholarships, payment plans and study loans at Ibera University.',
        'Respuestas sobre becas, planes de pago y préstamos para estudios en Ibera University.',
      ),
      template: (ctx) => ({
        mainSection: [
          {
            component: 'Faq',
            title: ctx.L('Frequently asked questions', 'Preguntas frecuentes'),
            groups: [
              {
                title: ctx.L('Scholarships', 'Becas'),
                questions: [
                  {
                    question: ctx.L('Can I hold two scholarships at once?', '¿Puedo tener dos becas a la vez?'),
                    answer: paragraphs(
                      ctx.L(
                        'Yes, as long as together they do not exceed the tuition fee. Housing and mobility grants can always be added.',
                        'Sí, siempre que juntas no superen el importe de la matrícula. Las ayudas de alojamiento y movilidad pueden sumarse siempre.',
                      ),
                    ),
                  },
                  {
                    question: ctx.L('Do I need to be admitted before applying?', '¿Tengo que estar admitido para solicitarla?'),
                    answer: paragraphs(
                      ctx.L(
                        'No. Apply at the same time as you apply for admission; the scholarship is confirmed once you are admitted.',
                        'No. Solicítela a la vez que la admisión; la beca se confirma una vez admitido.',
                      ),
                    ),
                  },
                  {
                    question: ctx.L(
                      'Are the scholarships open to international students?',
                      '¿Pueden solicitarlas estudiantes internacionales?',
                    ),
                    answer: paragraphs(
                      ctx.L(
                        'Most are. Some are only for residents of certain countries; the list says so for each one.',
                        'La mayoría, sí. Algunas son solo para residentes de ciertos países; la lista lo indica en cada una.',
                      ),
                    ),
                  },
                ],
              },
              {
                title: ctx.L('Paying the fee', 'Pago de la matrícula'),
                questions: [
                  {
                    question: ctx.L('What happens if I miss an instalment?', '¿Qué pasa si no pago un plazo?'),
                    answer: paragraphs(
                      ctx.L(
                        'We write to you and try the debit again ten days later. Call us as soon as you can: we can move an instalment once a year.',
                        'Le escribimos y volvemos a cargar el recibo diez días después. Llámenos cuanto antes: podemos aplazar un plazo una vez al año.',
                      ),
                    ),
                  },
                  {
                    question: ctx.L('Can my employer pay the fee?', '¿Puede pagar la matrícula mi empresa?'),
                    answer: paragraphs(
                      ctx.L(
                        'Yes. Send us the company’s details and we issue the invoice in its name.',
                        'Sí. Envíenos los datos de la empresa y emitimos la factura a su nombre.',
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
    {
      key: 'contact',
      slug: bi('contact', 'contacto'),
      templateType: 'BasicTemplate',
      title: bi('Contact', 'Contacto'),
      metaDescription: bi('Write to, call or visit the Financial Aid office.', 'Escriba, llame o visite la oficina de Ayudas al Estudio.'),
      template: (ctx) => ({
        mainSection: [
          {
            component: 'BasicContent',
            title: ctx.L('Write, call or visit us', 'Escríbanos, llámenos o visítenos'),
            html: paragraphs(
              `${ctx.L('Email', 'Correo electrónico')}: <a href="mailto:${EMAIL}">${EMAIL}</a>`,
              `${ctx.L('Phone', 'Teléfono')}: ${phoneLink(PHONE)}`,
              ctx.L(
                'Student Services Building, ground floor, Calle de la Princesa 31, 28008 Madrid. Monday to Friday, 9:00–14:00 and 15:30–17:00.',
                'Edificio de Servicios al Estudiante, planta baja, Calle de la Princesa 31, 28008 Madrid. De lunes a viernes, de 9:00 a 14:00 y de 15:30 a 17:00.',
              ),
              ctx.L(
                'On the Segovia campus: Student Desk, Plaza del Azoguejo 2, Tuesdays and Thursdays.',
                'En el campus de Segovia: Punto de Atención al Estudiante, Plaza del Azoguejo 2, martes y jueves.',
              ),
            ),
          },
          contactForm(ctx, {
            text: bi(
              'Tell us your programme and the aid you are asking about. We answer within two working days. Fields marked * are required.',
              'Indíquenos su programa y la ayuda por la que pregunta. Respondemos en dos días laborables. Los campos marcados con * son obligatorios.',
            ),
          }),
        ],
      }),
    },
  ],
});
