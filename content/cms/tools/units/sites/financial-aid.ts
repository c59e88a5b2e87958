// Financial Aid: the service that helps students pay for their studies (scholarships, loans,
// payment plans), in English and Spanish.
import { bi, defineUnit, paragraphs } from '../kit.ts';

export default defineUnit({
  brand: 'financial-aid',
  kind: 'service',
  theme: 'default',
  siteName: bi('Financial Aid', 'Ayudas al Estudio'),
  email: 'financialaid@ibera.edu',
  menu: [{ page: 'contact' }],
  primaryLink: { page: 'contact', text: bi('Ask us', 'Pregúntenos') },
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
          {
            component: 'HeroImage',
            title: ctx.L('Pay for your studies without putting them off', 'Financie sus estudios sin aplazarlos'),
            subtitle: ctx.L(
              'One in three of our students holds a scholarship. We help you find the aid that fits your situation.',
              'Uno de cada tres estudiantes tiene beca. Le ayudamos a encontrar la ayuda que encaja con su situación.',
            ),
            image: ctx.media('library.jpg'),
            link: { href: ctx.href('contact'), text: ctx.L('Talk to an adviser', 'Hable con un asesor') },
          },
        ],
        mainSection: [
          {
            component: 'BasicContent',
            title: ctx.L('How we help', 'Cómo le ayudamos'),
            html: paragraphs(
              ctx.L(
                'Our advisers review your case, explain the aid you can apply for and the deadlines of each.',
                'Nuestros asesores revisan su caso, le explican las ayudas a las que puede optar y los plazos de cada una.',
              ),
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
      metaDescription: bi('Write to or call the Financial Aid office.', 'Escriba o llame a la oficina de Ayudas al Estudio.'),
      template: (ctx) => ({
        mainSection: [
          {
            component: 'BasicContent',
            title: ctx.L('Write or call us', 'Escríbanos o llámenos'),
            html: paragraphs('Email: <a href="mailto:financialaid@ibera.edu">financialaid@ibera.edu</a>'),
          },
          {
            component: 'ContactForm',
            title: ctx.L('Send us a message', 'Envíenos un mensaje'),
            text: ctx.L('Fields marked * are required.', 'Los campos marcados con * son obligatorios.'),
            thankYou: ctx.L('/thank-you/', '/es/gracias/'),
          },
        ],
      }),
    },
  ],
});
