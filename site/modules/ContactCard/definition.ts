// ContactCard: how to reach an office (admissions, the press office, a campus reception): its
// address, phone, email, opening hours and a link to the place on a map (SPEC §2 "Module
// registry": content). One card or several side by side; each an <address> of its office.
import { z } from 'zod';
import { HrefSchema } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';

const CardSchema = z.strictObject({
  name: z.string().min(1).describe('The office or person, e.g. "Admissions office"'),
  /** The postal address, one line each (street, postcode and city, country). */
  address: z.array(z.string().min(1).max(120)).max(6).default([]),
  phone: z
    .string()
    .regex(/^\+?[\d\s().-]{6,24}$/, {
      message: 'Must be a phone number: digits, spaces, brackets, dots or dashes, optionally starting with +',
    })
    .optional(),
  email: z.email().optional(),
  /** Opening hours, one line each: "Monday to Thursday, 9:00–18:00". */
  hours: z.array(z.string().min(1).max(120)).max(7).default([]),
  /** The place on a map (OpenStreetMap, a maps service) or a directions page of the site. */
  map: HrefSchema.optional(),
});

export const definition = defineModule({
  name: 'ContactCard',
  family: 'content',
  description:
    'One to four offices, each an <address>: postal lines, a phone link that dials, a mail link, opening hours and a map link named by its place.',
  schema: z.strictObject({
    component: z.literal('ContactCard'),
    id: z.string().optional(),
    title: z.string().optional(),
    cards: z.array(CardSchema).min(1).max(4),
  }),
  strings: {
    en: {
      'contactCard.phone': 'Phone',
      'contactCard.email': 'Email',
      'contactCard.hours': 'Opening hours',
      'contactCard.map': 'See {name} on a map',
    },
    es: {
      'contactCard.phone': 'Teléfono',
      'contactCard.email': 'Email',
      'contactCard.hours': 'Horario',
      'contactCard.map': 'Ver {name} en un mapa',
    },
  },
  examples: [
    {
      component: 'ContactCard',
      title: 'Contact and opening hours',
      cards: [
        {
          name: 'Admissions office',
          address: ['Calle de María de Molina 11', '28006 Madrid', 'Spain'],
          phone: '+34 915 550 120',
          email: 'admissions@ibera.edu',
          hours: ['Monday to Thursday, 9:00–18:00', 'Friday, 9:00–14:00'],
          map: 'https://www.openstreetmap.org/?mlat=40.4400&mlon=-3.6860#map=17/40.4400/-3.6860',
        },
        {
          name: 'Press office',
          phone: '+34 915 550 199',
          email: 'press@ibera.edu',
          hours: ['Monday to Friday, 8:30–19:00'],
        },
      ],
    },
    {
      component: 'ContactCard',
      cards: [
        {
          name: 'Campus de Segovia',
          address: ['Calle Cardenal Zúñiga 12', '40003 Segovia', 'España'],
          phone: '+34 921 412 410',
          email: 'segovia@ibera.edu',
          hours: ['De lunes a viernes, de 8:00 a 20:00'],
          map: 'https://www.openstreetmap.org/?mlat=40.9480&mlon=-4.1180#map=17/40.9480/-4.1180',
        },
      ],
    },
  ],
});

export type ContactCardProps = z.output<typeof definition.schema>;
