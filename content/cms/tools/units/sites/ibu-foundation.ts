// The Ibera University Foundation: the private foundation that raises and manages gifts for the
// university (above all its scholarship fund) and accounts for them every year, in English and
// Spanish.
import {
  bi,
  callToAction,
  compactHero,
  contactForm,
  defineUnit,
  imageHero,
  menuPages,
  newsDistributor,
  newsListPage,
  newsPage,
  paragraphs,
  phoneLink,
  sections,
  splitHero,
  thankYou,
} from '../kit.ts';

const EMAIL = 'foundation@ibera.edu';
const PHONE = '+34 91 555 05 20';

export default defineUnit({
  brand: 'ibu-foundation',
  kind: 'institution',
  theme: 'default',
  siteName: bi('Ibera University Foundation', 'Fundación Ibera University'),
  email: EMAIL,
  menu: [
    ...menuPages('mission', 'fund'),
    {
      page: 'report',
      label: bi('Annual report', 'Memoria anual'),
      children: [
        { page: 'report', description: bi('Where every euro came from and where it went.', 'De dónde vino cada euro y adónde fue.') },
        {
          page: 'patrons',
          description: bi('The trustees and the patrons of the Foundation.', 'El patronato y los mecenas de la Fundación.'),
        },
      ],
    },
    ...menuPages('news', 'contact'),
  ],
  primaryLink: { page: 'donate', text: bi('Donate', 'Donar') },
  pages: [
    {
      key: 'home',
      slug: bi('', ''),
      templateType: 'Landing',
      title: bi('Ibera University Foundation', 'Fundación Ibera University'),
      metaDescription: bi(
        'The Ibera University Foundation funds scholarships, research and new spaces with the gifts of graduates, families and companies.',
        'La Fundación Ibera University financia becas, investigación y nuevos espacios con las donaciones de titulados, familias y empresas.',
      ),
      template: (ctx) => ({
        heroSection: [
          imageHero(ctx, {
            title: bi('Talent should not depend on a bank balance', 'El talento no debería depender de una cuenta corriente'),
            subtitle: bi(
              'Since 1987 the Foundation has turned gifts into scholarships: 1,840 students hold one this year.',
              'Desde 1987 la Fundación convierte donaciones en becas: 1.840 estudiantes tienen una este curso.',
            ),
            image: 'old-town.jpg',
            link: { page: 'donate', text: bi('Make a gift', 'Haga un donativo') },
          }),
        ],
        mainSection: [
          {
            component: 'SectionIntro',
            eyebrow: ctx.L('The Foundation', 'La Fundación'),
            title: ctx.L('A private foundation for a university open to all', 'Una fundación privada para una universidad abierta a todos'),
            text: ctx.L(
              'We raise gifts from graduates, families and companies, invest them prudently and spend them where the university cannot alone: scholarships first, then research and new spaces.',
              'Recibimos donaciones de titulados, familias y empresas, las invertimos con prudencia y las destinamos a lo que la universidad no puede hacer sola: primero becas, después investigación y nuevos espacios.',
            ),
            link: { href: ctx.href('mission'), text: ctx.L('Our mission', 'Nuestra misión') },
          },
          {
            component: 'Statistics',
            title: ctx.L('The Foundation in 2025', 'La Fundación en 2025'),
            items: [
              {
                value: 11.4,
                decimals: 1,
                prefix: ctx.L('€', ''),
                suffix: ctx.L(' m', ' M€'),
                label: ctx.L('raised in gifts', 'recaudados en donaciones'),
              },
              { value: 1840, label: ctx.L('scholarship holders', 'becarios') },
              { value: 9200, label: ctx.L('donors', 'donantes') },
              { value: 92, suffix: ctx.L('%', ' %'), label: ctx.L('of spending went to the programmes', 'del gasto fue a los programas') },
            ],
          },
          {
            component: 'CardCollection',
            title: ctx.L('Where your gift goes', 'Adónde va su donativo'),
            cards: [
              {
                title: ctx.L('The Scholarship Fund', 'El Fondo de Becas'),
                text: ctx.L(
                  'Need-based scholarships for students of every school, renewed each year of their degree.',
                  'Becas por necesidad económica para estudiantes de todas las escuelas, renovadas cada curso.',
                ),
                image: ctx.media('library.jpg'),
                link: { href: ctx.href('fund'), text: ctx.L('About the fund', 'Sobre el fondo') },
              },
              {
                title: ctx.L('Annual report', 'Memoria anual'),
                text: ctx.L('Every euro received and spent, audited and published.', 'Cada euro recibido y gastado, auditado y publicado.'),
                image: ctx.media('boardroom.jpg'),
                link: { href: ctx.href('report'), text: ctx.L('Read the 2025 report', 'Lea la memoria de 2025') },
              },
              {
                title: ctx.L('Our patrons', 'Nuestros mecenas'),
                text: ctx.L(
                  'The trustees who govern the Foundation and the patrons who support it.',
                  'El patronato que gobierna la Fundación y los mecenas que la apoyan.',
                ),
                image: ctx.media('auditorium.jpg'),
                link: { href: ctx.href('patrons'), text: ctx.L('Trustees and patrons', 'Patronato y mecenas') },
              },
            ],
          },
          newsDistributor(ctx, { title: bi('News from the Foundation', 'Noticias de la Fundación'), quantity: 2, scope: 'list' }),
          callToAction(ctx, {
            layout: 'banner',
            title: bi('€50 a month pays a student’s books for a year', '50 € al mes pagan los libros de un estudiante durante un año'),
            text: bi(
              'Monthly gifts let us promise a scholarship for a whole degree.',
              'Los donativos mensuales nos permiten garantizar una beca durante todo el grado.',
            ),
            primary: { page: 'donate', text: bi('Give monthly', 'Donar cada mes') },
            secondary: { page: 'fund', text: bi('About the Scholarship Fund', 'Sobre el Fondo de Becas') },
          }),
        ],
      }),
    },
    {
      key: 'mission',
      slug: bi('mission', 'mision'),
      templateType: 'BasicTemplate',
      title: bi('Our mission', 'Nuestra misión'),
      metaDescription: bi(
        'Why the Ibera University Foundation exists, how it is governed and what it has done since 1987.',
        'Por qué existe la Fundación Ibera University, cómo se gobierna y qué ha hecho desde 1987.',
      ),
      template: (ctx) => ({
        heroSection: [
          compactHero(ctx, {
            subtheme: 'inverse',
            eyebrow: bi('The Foundation', 'La Fundación'),
            title: bi('Our mission', 'Nuestra misión'),
            subtitle: bi(
              'That no one admitted to Ibera University gives up their place for lack of money.',
              'Que nadie admitido en Ibera University renuncie a su plaza por falta de dinero.',
            ),
          }),
        ],
        mainSection: [
          {
            component: 'TwoColumns',
            ratio: 'wide-start',
            divider: true,
            columns: [
              {
                title: ctx.L('What we do', 'Qué hacemos'),
                html: paragraphs(
                  ctx.L(
                    'The Foundation is a private, non-profit foundation registered in Madrid. It receives gifts and bequests for the university, invests its endowment under an ethical investment policy and funds three programmes: scholarships, research fellowships and campus projects.',
                    'La Fundación es una fundación privada sin ánimo de lucro inscrita en Madrid. Recibe donaciones y legados para la universidad, invierte su patrimonio con una política de inversión ética y financia tres programas: becas, contratos de investigación y proyectos del campus.',
                  ),
                  ctx.L(
                    'Donors choose where their gift goes. Gifts without a purpose go to the Scholarship Fund.',
                    'Los donantes eligen el destino de su donativo. Los que no indican destino van al Fondo de Becas.',
                  ),
                ),
              },
              {
                title: ctx.L('How we are governed', 'Cómo nos gobernamos'),
                html: paragraphs(
                  ctx.L(
                    'A board of eleven trustees, four of them graduates, meets four times a year. Our accounts are audited and filed with the Protectorate of Foundations.',
                    'Un patronato de once miembros, cuatro de ellos titulados, se reúne cuatro veces al año. Nuestras cuentas se auditan y se depositan en el Protectorado de Fundaciones.',
                  ),
                ),
              },
            ],
          },
          {
            component: 'Timeline',
            title: ctx.L('Since 1987', 'Desde 1987'),
            items: [
              {
                date: '1987',
                title: ctx.L('The first fund', 'El primer fondo'),
                text: ctx.L(
                  'Forty graduates of the first classes fund twelve scholarships.',
                  'Cuarenta titulados de las primeras promociones financian doce becas.',
                ),
              },
              {
                date: '1999',
                title: ctx.L('The Segovia campus', 'El campus de Segovia'),
                text: ctx.L(
                  'A campaign funds the restoration of the old convent as the Segovia campus.',
                  'Una campaña financia la rehabilitación del antiguo convento como campus de Segovia.',
                ),
              },
              {
                date: '2012',
                title: ctx.L('Research fellowships', 'Contratos de investigación'),
                text: ctx.L(
                  'The first doctoral fellowships funded entirely by donors.',
                  'Los primeros contratos predoctorales financiados íntegramente por donantes.',
                ),
              },
              {
                date: '2024',
                title: ctx.L('1,500 scholarships', '1.500 becas'),
                text: ctx.L(
                  'The Scholarship Fund passes 1,500 holders in a single year.',
                  'El Fondo de Becas supera los 1.500 becarios en un solo curso.',
                ),
              },
            ],
          },
          {
            component: 'Quote',
            quote: ctx.L(
              'A scholarship is not charity. It is the university keeping its promise to admit the best, whoever they are.',
              'Una beca no es caridad. Es la universidad cumpliendo su promesa de admitir a los mejores, sean quienes sean.',
            ),
            author: 'Mercedes Laínez',
            role: ctx.L('Chair of the Board of Trustees', 'Presidenta del Patronato'),
          },
        ],
      }),
    },
    {
      key: 'fund',
      slug: bi('scholarship-fund', 'fondo-de-becas'),
      templateType: 'BasicTemplate',
      title: bi('Scholarship Fund', 'Fondo de Becas'),
      metaDescription: bi(
        'The Foundation’s Scholarship Fund: who it supports, how students are chosen and what it cost in 2025.',
        'El Fondo de Becas de la Fundación: a quién apoya, cómo se elige a los becarios y cuánto costó en 2025.',
      ),
      template: (ctx) => ({
        heroSection: [
          compactHero(ctx, {
            eyebrow: bi('Our programmes', 'Nuestros programas'),
            title: bi('Scholarship Fund', 'Fondo de Becas'),
            subtitle: bi(
              'The Foundation’s largest programme: 77% of everything we spend.',
              'El mayor programa de la Fundación: el 77 % de todo lo que gastamos.',
            ),
            image: 'classroom.jpg',
          }),
        ],
        mainSection: [
          {
            component: 'FactsFigures',
            title: ctx.L('The fund in the 2025–2026 academic year', 'El fondo en el curso 2025-2026'),
            items: [
              {
                value: ctx.L('1,840', '1.840'),
                label: ctx.L('scholarship holders', 'becarios'),
                detail: ctx.L(
                  '1,210 bachelor’s, 560 master’s and 70 doctoral students.',
                  '1.210 de grado, 560 de máster y 70 de doctorado.',
                ),
                source: { name: ctx.L('Ibera University Foundation', 'Fundación Ibera University'), year: '2026' },
              },
              {
                value: ctx.L('€5,800', '5.800 €'),
                label: ctx.L('average scholarship per year', 'beca media por curso'),
                source: { name: ctx.L('Ibera University Foundation', 'Fundación Ibera University'), year: '2026' },
              },
              {
                value: ctx.L('94%', '94 %'),
                label: ctx.L('of holders renewed their scholarship', 'de los becarios renovaron su beca'),
                source: { name: ctx.L('Financial Aid Office', 'Oficina de Ayudas al Estudio'), year: '2026' },
              },
            ],
          },
          {
            component: 'Table',
            title: ctx.L('What the fund pays for', 'Qué paga el fondo'),
            caption: ctx.L('Scholarship Fund spending in 2025 by type of aid', 'Gasto del Fondo de Becas en 2025 por tipo de ayuda'),
            columns: [ctx.L('Type of aid', 'Tipo de ayuda'), ctx.L('Holders', 'Becarios'), ctx.L('Amount', 'Importe')],
            rows: [
              [ctx.L('Tuition scholarships', 'Becas de matrícula'), ctx.L('1,390', '1.390'), ctx.L('€7.9 m', '7,9 M€')],
              [ctx.L('Housing grants', 'Ayudas de alojamiento'), '310', ctx.L('€1.1 m', '1,1 M€')],
              [ctx.L('Mobility grants', 'Ayudas de movilidad'), '70', ctx.L('€0.3 m', '0,3 M€')],
              [ctx.L('Doctoral fellowships', 'Contratos predoctorales'), '70', ctx.L('€1.4 m', '1,4 M€')],
            ],
            rowHeaders: true,
            note: ctx.L(
              'The Financial Aid Office selects the holders; the Foundation does not take part in the choice.',
              'La Oficina de Ayudas al Estudio selecciona a los becarios; la Fundación no interviene en la elección.',
            ),
          },
          {
            component: 'TestimonialCollection',
            title: ctx.L('Holders of the fund', 'Becarios del fondo'),
            testimonials: [
              {
                text: ctx.L(
                  'My parents run a bakery in Ávila. Without the scholarship I would be studying part-time, and working the rest.',
                  'Mis padres tienen una panadería en Ávila. Sin la beca estudiaría a tiempo parcial y trabajaría el resto.',
                ),
                name: 'Marina Gallego',
                role: ctx.L('Bachelor in Economics, third year', 'Grado en Economía, tercer curso'),
                portrait: ctx.portrait('Marina Gallego'),
              },
              {
                text: ctx.L(
                  'The fellowship paid for four years of research on drought in Castile. I now teach the course I once took.',
                  'El contrato financió cuatro años de investigación sobre la sequía en Castilla. Hoy enseño la asignatura que un día cursé.',
                ),
                name: 'Héctor Sanz',
                role: ctx.L('PhD in Environmental Science, 2025', 'Doctor en Ciencias Ambientales, 2025'),
                portrait: ctx.portrait('Héctor Sanz'),
              },
            ],
          },
          {
            component: 'LinkCollection',
            title: ctx.L('For students', 'Para estudiantes'),
            layout: 'list',
            links: [
              {
                title: ctx.L('Scholarships open now', 'Becas abiertas'),
                description: ctx.L(
                  'The list of scholarships, with who can apply and until when.',
                  'La lista de becas, con quién puede solicitarlas y hasta cuándo.',
                ),
                href: ctx.L('/financial-aid/scholarships/', '/es/financial-aid/becas/'),
                icon: 'award',
              },
              {
                title: ctx.L('Financial Aid', 'Ayudas al Estudio'),
                description: ctx.L(
                  'The office that advises students and decides the scholarships.',
                  'La oficina que asesora a los estudiantes y resuelve las becas.',
                ),
                href: ctx.L('/financial-aid/', '/es/financial-aid/'),
                icon: 'info',
              },
            ],
          },
        ],
      }),
    },
    {
      key: 'donate',
      slug: bi('donate', 'donar'),
      templateType: 'BasicTemplate',
      title: bi('Make a gift', 'Haga un donativo'),
      metaDescription: bi(
        'Give to the Ibera University Foundation: monthly or one-off gifts, company patronage and legacies, and the tax relief they carry in Spain.',
        'Done a la Fundación Ibera University: donativos mensuales o puntuales, mecenazgo de empresa y legados, y sus deducciones fiscales en España.',
      ),
      template: (ctx) => ({
        heroSection: [
          splitHero(ctx, {
            subtheme: 'inverse',
            eyebrow: bi('Giving', 'Donaciones'),
            title: bi('Make a gift', 'Haga un donativo'),
            subtitle: bi(
              'Every gift, of any size, goes where you choose. In Spain most of it comes back in your tax return.',
              'Cada donativo, de cualquier importe, va adonde usted elija. En España, la mayor parte se deduce en su declaración.',
            ),
            image: 'campus.jpg',
            imagePosition: 'right',
          }),
        ],
        mainSection: [
          {
            component: 'Table',
            title: ctx.L('What your gift costs you', 'Lo que le cuesta su donativo'),
            caption: ctx.L(
              'The cost of a yearly gift after tax relief for individuals resident in Spain, 2026',
              'Coste de un donativo anual tras la deducción para personas residentes en España, 2026',
            ),
            columns: [
              ctx.L('You give a year', 'Usted dona al año'),
              ctx.L('Tax relief', 'Deducción'),
              ctx.L('It costs you', 'Le cuesta'),
              ctx.L('It pays for', 'Con él se paga'),
            ],
            rows: [
              [
                ctx.L('€150', '150 €'),
                ctx.L('€120', '120 €'),
                ctx.L('€30', '30 €'),
                ctx.L('A student’s books for a term', 'Los libros de un estudiante durante un cuatrimestre'),
              ],
              [
                ctx.L('€600', '600 €'),
                ctx.L('€305', '305 €'),
                ctx.L('€295', '295 €'),
                ctx.L('A month in a hall of residence', 'Un mes en una residencia'),
              ],
              [
                ctx.L('€1,500', '1.500 €'),
                ctx.L('€620', '620 €'),
                ctx.L('€880', '880 €'),
                ctx.L('A third of a year’s tuition', 'Un tercio de la matrícula de un curso'),
              ],
            ],
            rowHeaders: true,
            note: ctx.L(
              '80% of the first €250 and 40% of the rest (45% if you have given to us for three years). Figures rounded.',
              'El 80 % de los primeros 250 € y el 40 % del resto (45 % si nos ha donado tres años seguidos). Importes redondeados.',
            ),
          },
          {
            component: 'Steps',
            title: ctx.L('How to give', 'Cómo donar'),
            steps: [
              {
                title: ctx.L('Choose where it goes', 'Elija el destino'),
                text: ctx.L(
                  'The Scholarship Fund, a school, a research centre or a named scholarship.',
                  'El Fondo de Becas, una escuela, un centro de investigación o una beca con nombre.',
                ),
                icon: 'target',
              },
              {
                title: ctx.L('Choose how', 'Elija cómo'),
                text: ctx.L(
                  'By bank transfer or direct debit, monthly or once. Write to us and we send you the details.',
                  'Por transferencia o domiciliación, cada mes o una sola vez. Escríbanos y le enviamos los datos.',
                ),
                icon: 'credit-card',
              },
              {
                title: ctx.L('Receive your certificate', 'Reciba su certificado'),
                text: ctx.L(
                  'In January we send the certificate for your tax return and report it to the tax agency.',
                  'En enero le enviamos el certificado para la declaración y lo comunicamos a Hacienda.',
                ),
                icon: 'document',
              },
            ],
          },
          {
            component: 'Accordion',
            title: ctx.L('Other ways to give', 'Otras formas de donar'),
            items: [
              {
                title: ctx.L('Companies', 'Empresas'),
                html: paragraphs(
                  ctx.L(
                    'Companies deduct 35% of their gift from corporate tax (40% from the third year). <a href="/corporate-relations/">Corporate Relations</a> can combine a gift with other partnerships.',
                    'Las empresas deducen el 35 % de su donativo en el impuesto de sociedades (40 % a partir del tercer año). <a href="/es/corporate-relations/">Relaciones Corporativas</a> puede combinar el donativo con otras colaboraciones.',
                  ),
                ),
              },
              {
                title: ctx.L('Legacies', 'Legados'),
                html: paragraphs(
                  ctx.L(
                    'A legacy in your will to the Foundation is free of inheritance tax. Our legal team can speak with your notary.',
                    'Un legado a la Fundación en su testamento está exento del impuesto de sucesiones. Nuestro equipo jurídico puede hablar con su notario.',
                  ),
                ),
              },
              {
                title: ctx.L('From the United States', 'Desde Estados Unidos'),
                html: paragraphs(
                  ctx.L(
                    'Gifts from the United States can be made through the Friends of Ibera University, a 501(c)(3) organisation in New York.',
                    'Los donativos desde Estados Unidos pueden hacerse a través de Friends of Ibera University, una entidad 501(c)(3) en Nueva York.',
                  ),
                ),
              },
            ],
          },
          {
            component: 'CallbackRequestForm',
            title: ctx.L('We will call you', 'Le llamamos'),
            text: ctx.L(
              'For a monthly gift, a named scholarship or a legacy: leave your number and a member of the Foundation calls you. In the message, tell us what you are thinking of.',
              'Para un donativo mensual, una beca con nombre o un legado: déjenos su teléfono y alguien de la Fundación le llamará. En el mensaje, cuéntenos qué tiene en mente.',
            ),
            callHours: ctx.L(
              'Within two working days, Monday to Friday, 9:00–18:00 (CET)',
              'En dos días laborables, de lunes a viernes de 9:00 a 18:00',
            ),
            thankYou: thankYou(ctx),
          },
        ],
      }),
    },
    {
      key: 'report',
      slug: bi('annual-report', 'memoria-anual'),
      templateType: 'BasicTemplate',
      title: bi('Annual report 2025', 'Memoria anual 2025'),
      metaDescription: bi(
        'The Ibera University Foundation’s income, spending and endowment in 2025, audited.',
        'Los ingresos, gastos y patrimonio de la Fundación Ibera University en 2025, auditados.',
      ),
      template: (ctx) => ({
        heroSection: [
          compactHero(ctx, {
            subtheme: 'inverse',
            eyebrow: bi('Transparency', 'Transparencia'),
            title: bi('Annual report 2025', 'Memoria anual 2025'),
            subtitle: bi(
              'Where every euro came from and where it went, as audited by Auditores Castellanos in May 2026.',
              'De dónde vino cada euro y adónde fue, según la auditoría de Auditores Castellanos de mayo de 2026.',
            ),
          }),
        ],
        mainSection: [
          {
            component: 'FactsFigures',
            title: ctx.L('The year in four figures', 'El año en cuatro cifras'),
            items: [
              { value: ctx.L('€14.6 m', '14,6 M€'), label: ctx.L('income', 'ingresos') },
              { value: ctx.L('€13.9 m', '13,9 M€'), label: ctx.L('spending', 'gastos') },
              { value: ctx.L('€86.2 m', '86,2 M€'), label: ctx.L('endowment at 31 December', 'patrimonio a 31 de diciembre') },
              {
                value: ctx.L('8 cents', '8 céntimos'),
                label: ctx.L('of each euro spent on administration and fundraising', 'de cada euro gastado en administración y captación'),
              },
            ],
            note: ctx.L(
              'Financial year 1 January to 31 December 2025. The accounts were approved by the Board of Trustees on 18 June 2026.',
              'Ejercicio del 1 de enero al 31 de diciembre de 2025. Las cuentas las aprobó el Patronato el 18 de junio de 2026.',
            ),
          },
          {
            component: 'TwoColumns',
            columns: [
              {
                title: ctx.L('Income: €14.6 m', 'Ingresos: 14,6 M€'),
                html: `<ul>${[
                  ctx.L('Gifts from individuals: €6.1 m (42%)', 'Donativos de particulares: 6,1 M€ (42 %)'),
                  ctx.L('Companies and foundations: €4.2 m (29%)', 'Empresas y fundaciones: 4,2 M€ (29 %)'),
                  ctx.L('Legacies: €1.1 m (7%)', 'Legados: 1,1 M€ (7 %)'),
                  ctx.L('Return on the endowment: €3.2 m (22%)', 'Rendimiento del patrimonio: 3,2 M€ (22 %)'),
                ]
                  .map((line) => `<li>${line}</li>`)
                  .join('')}</ul>`,
              },
              {
                title: ctx.L('Spending: €13.9 m', 'Gastos: 13,9 M€'),
                html: `<ul>${[
                  ctx.L('Scholarships: €10.7 m (77%)', 'Becas: 10,7 M€ (77 %)'),
                  ctx.L('Research projects: €1.3 m (9%)', 'Proyectos de investigación: 1,3 M€ (9 %)'),
                  ctx.L('Campus projects: €0.8 m (6%)', 'Proyectos del campus: 0,8 M€ (6 %)'),
                  ctx.L('Administration and fundraising: €1.1 m (8%)', 'Administración y captación: 1,1 M€ (8 %)'),
                ]
                  .map((line) => `<li>${line}</li>`)
                  .join('')}</ul>`,
              },
            ],
          },
          {
            component: 'Table',
            title: ctx.L('Five years', 'Cinco años'),
            caption: ctx.L('Income, spending and scholarship holders, 2021–2025', 'Ingresos, gastos y becarios, 2021-2025'),
            columns: [ctx.L('Year', 'Año'), ctx.L('Income', 'Ingresos'), ctx.L('Spending', 'Gastos'), ctx.L('Holders', 'Becarios')],
            rows: [
              ['2021', ctx.L('€9.8 m', '9,8 M€'), ctx.L('€9.1 m', '9,1 M€'), ctx.L('1,120', '1.120')],
              ['2022', ctx.L('€10.9 m', '10,9 M€'), ctx.L('€10.2 m', '10,2 M€'), ctx.L('1,290', '1.290')],
              ['2023', ctx.L('€12.0 m', '12,0 M€'), ctx.L('€11.6 m', '11,6 M€'), ctx.L('1,430', '1.430')],
              ['2024', ctx.L('€13.4 m', '13,4 M€'), ctx.L('€12.8 m', '12,8 M€'), ctx.L('1,610', '1.610')],
              ['2025', ctx.L('€14.6 m', '14,6 M€'), ctx.L('€13.9 m', '13,9 M€'), ctx.L('1,840', '1.840')],
            ],
            rowHeaders: true,
          },
          callToAction(ctx, {
            title: bi('Want the audited accounts?', '¿Quiere las cuentas auditadas?'),
            text: bi(
              'The full accounts and the auditor’s report are filed with the Protectorate of Foundations; we send a copy to anyone who asks.',
              'Las cuentas completas y el informe de auditoría están depositados en el Protectorado de Fundaciones; enviamos una copia a quien la pida.',
            ),
            primary: { page: 'contact', text: bi('Ask for a copy', 'Pida una copia') },
          }),
        ],
      }),
    },
    {
      key: 'patrons',
      slug: bi('trustees-and-patrons', 'patronato-y-mecenas'),
      parent: 'report',
      templateType: 'PersonList',
      title: bi('Trustees and patrons', 'Patronato y mecenas'),
      metaDescription: bi(
        'The Board of Trustees of the Ibera University Foundation and the patrons who support it.',
        'El Patronato de la Fundación Ibera University y los mecenas que la apoyan.',
      ),
      template: (ctx) => ({
        intro: ctx.L(
          'The trustees govern the Foundation without pay. The patrons have given €100,000 or more and agreed to be named.',
          'Los patronos gobiernan la Fundación sin remuneración. Los mecenas han donado 100.000 € o más y han aceptado figurar con su nombre.',
        ),
        people: [
          {
            id: 'mercedes-lainez',
            kind: 'member',
            name: 'Mercedes',
            lastName: 'Laínez',
            position: ctx.L('Chair of the Board of Trustees', 'Presidenta del Patronato'),
            area: ctx.L('Board of Trustees', 'Patronato'),
            bio: ctx.L(
              'Law graduate of 1983 and former president of a regional savings bank; chair since 2020.',
              'Licenciada en Derecho en 1983 y expresidenta de una caja de ahorros regional; preside el Patronato desde 2020.',
            ),
            image: ctx.portrait('Mercedes Laínez'),
          },
          {
            id: 'alberto-quesada',
            kind: 'member',
            name: 'Alberto',
            lastName: 'Quesada',
            position: ctx.L('Rector of Ibera University, trustee by office', 'Rector de Ibera University, patrono nato'),
            area: ctx.L('Board of Trustees', 'Patronato'),
            image: ctx.portrait('Alberto Quesada'),
          },
          {
            id: 'sofia-montenegro',
            kind: 'member',
            name: 'Sofía',
            lastName: 'Montenegro',
            position: ctx.L('Treasurer', 'Tesorera'),
            area: ctx.L('Board of Trustees', 'Patronato'),
            bio: ctx.L(
              'Chief financial officer of an engineering group; chairs the investment committee.',
              'Directora financiera de un grupo de ingeniería; preside la comisión de inversiones.',
            ),
            image: ctx.portrait('Sofía Montenegro'),
          },
          {
            id: 'gabriel-osorio',
            kind: 'member',
            name: 'Gabriel',
            lastName: 'Osorio',
            position: ctx.L('Director of the Foundation', 'Director de la Fundación'),
            area: ctx.L('Foundation team', 'Equipo de la Fundación'),
            email: 'g.osorio@ibera.edu',
            image: ctx.portrait('Gabriel Osorio'),
          },
          {
            id: 'familia-echevarria',
            kind: 'partner',
            name: ctx.L('The Echevarría family', 'Familia Echevarría'),
            position: ctx.L(
              'Patrons: the Echevarría Scholarships for students from the Basque Country',
              'Mecenas: Becas Echevarría para estudiantes del País Vasco',
            ),
            area: ctx.L('Families', 'Familias'),
          },
          {
            id: 'fundacion-rivas',
            kind: 'partner',
            name: 'Fundación Rivas',
            position: ctx.L('Patron: scholarships for students from Latin America', 'Mecenas: becas para estudiantes latinoamericanos'),
            area: ctx.L('Foundations', 'Fundaciones'),
            logo: ctx.logo('Fundación Rivas'),
          },
          {
            id: 'banca-mirabal',
            kind: 'partner',
            name: 'Banca Mirabal',
            position: ctx.L('Patron: the Chair in Sustainable Finance', 'Mecenas: Cátedra de Finanzas Sostenibles'),
            area: ctx.L('Banking', 'Banca'),
            logo: ctx.logo('Banca Mirabal'),
          },
          {
            id: 'caja-castellana',
            kind: 'partner',
            name: 'Caja Castellana',
            position: ctx.L('Patron: housing grants on the Segovia campus', 'Mecenas: ayudas de alojamiento en el campus de Segovia'),
            area: ctx.L('Banking', 'Banca'),
            logo: ctx.logo('Caja Castellana'),
          },
        ],
      }),
    },
    newsListPage({
      description: bi('News from the Ibera University Foundation.', 'Noticias de la Fundación Ibera University.'),
      intro: bi('Gifts, scholarships and the people behind them.', 'Donaciones, becas y las personas que hay detrás.'),
      data: (ctx) => ({ mode: 'navigation', referenceId: ctx.href('news'), sources: [{ structuredData: 'NewsDetail' }] }),
    }),
    newsPage({
      key: 'news-legacy',
      slug: bi('news/largest-legacy', 'noticias/mayor-legado'),
      title: bi('A €4 million legacy creates 40 scholarships a year', 'Un legado de 4 millones crea 40 becas al año'),
      description: bi(
        'The largest legacy in the Foundation’s history will fund 40 scholarships a year for students from rural Castile.',
        'El mayor legado de la historia de la Fundación financiará 40 becas al año para estudiantes de la Castilla rural.',
      ),
      date: '2026-10-14',
      summary: bi(
        'Teacher Amparo Redondo left her estate to the Foundation for students from villages like hers.',
        'La maestra Amparo Redondo dejó su patrimonio a la Fundación para estudiantes de pueblos como el suyo.',
      ),
      category: bi('Gifts', 'Donaciones'),
      image: 'green-valley.jpg',
      body: (ctx) =>
        sections(
          [
            ctx.L(
              'Amparo Redondo taught in village schools in the province of Segovia for forty years. When she died last year at 91, she left her estate, some €4 million, to the Foundation.',
              'Amparo Redondo enseñó en escuelas rurales de la provincia de Segovia durante cuarenta años. Al morir el año pasado, a los 91, dejó su patrimonio, unos 4 millones de euros, a la Fundación.',
            ),
          ],
          [
            ctx.L('The Amparo Redondo Scholarships', 'Las Becas Amparo Redondo'),
            ctx.L(
              'From the 2027–2028 academic year, 40 students a year from villages of fewer than 5,000 people in Castile and León will receive full tuition and a place in the Segovia halls.',
              'Desde el curso 2027-2028, 40 estudiantes al año de municipios de menos de 5.000 habitantes de Castilla y León recibirán la matrícula completa y una plaza en las residencias de Segovia.',
            ),
            ctx.L(
              'The bequest is invested in the endowment; only its return is spent, so the scholarships will last.',
              'El legado se invierte en el patrimonio y solo se gasta su rendimiento, para que las becas perduren.',
            ),
          ],
        ),
    }),
    newsPage({
      key: 'news-report',
      slug: bi('news/annual-report-2025', 'noticias/memoria-2025'),
      title: bi('Annual report 2025: more scholarship holders than ever', 'Memoria 2025: más becarios que nunca'),
      description: bi(
        'The Foundation published its audited 2025 accounts: €14.6 m raised and 1,840 scholarship holders.',
        'La Fundación publicó sus cuentas auditadas de 2025: 14,6 M€ recaudados y 1.840 becarios.',
      ),
      date: '2026-07-02',
      summary: bi(
        'Income grew 9% and 92 cents of every euro went to scholarships, research and the campus.',
        'Los ingresos crecieron un 9 % y 92 céntimos de cada euro fueron a becas, investigación y el campus.',
      ),
      category: bi('Transparency', 'Transparencia'),
      image: 'boardroom.jpg',
      body: (ctx) =>
        paragraphs(
          ctx.L(
            'The Board of Trustees approved the 2025 accounts on 18 June. Income reached €14.6 million, 9% more than in 2024, and the Scholarship Fund supported 1,840 students, 230 more than the year before.',
            'El Patronato aprobó las cuentas de 2025 el 18 de junio. Los ingresos alcanzaron 14,6 millones de euros, un 9 % más que en 2024, y el Fondo de Becas apoyó a 1.840 estudiantes, 230 más que el año anterior.',
          ),
          ctx.L(
            'Gifts from graduates rose fastest: 6,812 of them gave, a third for the first time.',
            'Los donativos de titulados fueron los que más crecieron: donaron 6.812, un tercio por primera vez.',
          ),
          ctx.L(
            `The full figures are in the <a href="${ctx.href('report')}">annual report</a>.`,
            `Las cifras completas están en la <a href="${ctx.href('report')}">memoria anual</a>.`,
          ),
        ),
    }),
    {
      key: 'contact',
      slug: bi('contact', 'contacto'),
      templateType: 'BasicTemplate',
      title: bi('Contact', 'Contacto'),
      metaDescription: bi(
        'Write to, call or visit the Ibera University Foundation.',
        'Escriba, llame o visite la Fundación Ibera University.',
      ),
      template: (ctx) => ({
        mainSection: [
          {
            component: 'BasicContent',
            title: ctx.L('Write, call or visit us', 'Escríbanos, llámenos o visítenos'),
            html: paragraphs(
              `${ctx.L('Email', 'Correo electrónico')}: <a href="mailto:${EMAIL}">${EMAIL}</a>`,
              `${ctx.L('Phone', 'Teléfono')}: ${phoneLink(PHONE)}`,
              ctx.L(
                'Ibera University Foundation, Calle de Alberto Aguilera 27, 28015 Madrid. Monday to Friday, 9:00–18:00.',
                'Fundación Ibera University, Calle de Alberto Aguilera 27, 28015 Madrid. De lunes a viernes, de 9:00 a 18:00.',
              ),
              ctx.L(
                'Registered in the Register of Foundations of the Community of Madrid under number 412.',
                'Inscrita en el Registro de Fundaciones de la Comunidad de Madrid con el número 412.',
              ),
            ),
          },
          contactForm(ctx, {
            text: bi(
              'Questions about a gift, your certificate or the annual report. We answer within two working days. Fields marked * are required.',
              'Preguntas sobre un donativo, su certificado o la memoria anual. Respondemos en dos días laborables. Los campos marcados con * son obligatorios.',
            ),
          }),
        ],
      }),
    },
  ],
});
