// PartnerGrid: the organisations an editor names as partners of a programme or a research line,
// each with its logo, its name, what it does with us and a link to its site. A logo's alt text is
// always the partner's name (the field the editor fills once), so a screen reader says who it is
// whatever alt the picture came with. For the partners of the team pages, selected like a list,
// use LogoCollection.
import { z } from 'zod';
import { HrefSchema, ImageSchema } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';

const schema = z.strictObject({
  component: z.literal('PartnerGrid'),
  id: z.string().optional(),
  title: z.string().optional(),
  intro: z.string().optional(),
  partners: z
    .array(
      z.strictObject({
        name: z.string().min(1).describe('The organisation’s name: the logo’s alt text too'),
        logo: ImageSchema,
        description: z.string().optional().describe('What it does with us, in one sentence'),
        href: HrefSchema.optional().describe('Its own site'),
      }),
    )
    .min(1),
});

export type PartnerGridProps = z.output<typeof schema>;

export const definition = defineModule({
  name: 'PartnerGrid',
  family: 'collection',
  description:
    "Partner organisations: logo (its alt text is always the partner's name), the name, what it does with us, a link to its site.",
  reveal: true,
  schema,
  // The name is the alt text: set once here, so the HTML, the image variants and the gallery agree.
  resolve: (props): PartnerGridProps => ({
    ...props,
    partners: props.partners.map((partner) => ({ ...partner, logo: { ...partner.logo, alt: partner.name } })),
  }),
  images: (props) => props.partners.map((partner) => [partner.logo, 'logo'] as const),
  examples: [
    {
      component: 'PartnerGrid',
      title: 'Partners of the Family Business Barometer',
      intro: 'Family firms and associations that fund the survey and open their doors to our researchers.',
      partners: [
        {
          name: 'Grupo Álvarez',
          logo: { url: '/media/logo-1.png', width: 600, height: 160, alt: 'Logo' },
          description: 'Founding partner since 2019; hosts the annual results meeting.',
          href: 'https://grupoalvarez.example.com',
        },
        {
          name: 'Fundación Rivas',
          logo: { url: '/media/logo-2.png', width: 600, height: 160, alt: 'Fundación Rivas' },
          description: 'Funds the Latin American sample.',
          href: 'https://fundacionrivas.example.org',
        },
        {
          name: 'Regional Family Business Association',
          logo: { url: '/media/logo-3.png', width: 600, height: 160, alt: 'Regional Family Business Association' },
          description: 'Brings the survey to its 600 member firms.',
        },
        {
          name: 'Banca Mirabal',
          logo: { url: '/media/logo-4.png', width: 600, height: 160, alt: 'Banca Mirabal' },
          description: 'Sponsors the financing chapter.',
          href: 'https://bancamirabal.example.com',
        },
      ],
    },
    {
      component: 'PartnerGrid',
      title: 'Empresas colaboradoras del Executive MBA',
      partners: [
        {
          name: 'Bodegas Ferrer',
          logo: { url: '/media/logo-5.png', width: 600, height: 160, alt: 'Bodegas Ferrer' },
          description: 'Acoge el caso práctico de sucesión.',
        },
        {
          name: 'Textiles Ibarra',
          logo: { url: '/media/logo-6.png', width: 600, height: 160, alt: 'Textiles Ibarra' },
          description: 'Mentores para el proyecto final.',
        },
        {
          name: 'Café Montoya',
          logo: { url: '/media/logo-7.png', width: 600, height: 160, alt: 'Café Montoya' },
          href: 'https://cafemontoya.example.co',
        },
      ],
    },
  ],
});
