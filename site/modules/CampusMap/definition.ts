// CampusMap: a university's several campuses (or a campus's buildings) as a list, each with its
// address, what is there and a directions link; and, when the site configures a tile server
// (`thirdParties.map`, docs/third-parties.md), one interactive map of all of them on request.
// Like LocationMap, nothing is loaded before the visitor presses "Show interactive map": Leaflet
// is LocationMap's own lazily loaded chunk (site/modules/LocationMap/leaflet-map.ts), shared so
// a page with both loads it once.
import { z } from 'zod';
import { ImageSchema } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';

export const definition = defineModule({
  name: 'CampusMap',
  family: 'map',
  description: 'Several campuses listed, each with directions; one interactive map on request.',
  schema: z.strictObject({
    component: z.literal('CampusMap'),
    id: z.string().optional(),
    title: z.string().min(1),
    intro: z.string().optional(),
    campuses: z
      .array(
        z.strictObject({
          name: z.string().min(1),
          /** Address lines, as they are written on an envelope. */
          address: z.array(z.string().min(1)).min(1),
          latitude: z.number().min(-90).max(90),
          longitude: z.number().min(-180).max(180),
          /** The zoom when the map centres on this campus. */
          zoom: z.number().int().min(1).max(19).default(16),
          /** What is there: schools, library, residence … plain text. */
          text: z.string().optional(),
          phone: z
            .string()
            .regex(/^\+?[\d\s().-]+$/, { message: "Must be a phone number, e.g. '+34 915 689 600'" })
            .optional(),
          image: ImageSchema.optional(),
        }),
      )
      .min(2)
      .max(8),
  }),
  images: (props) => props.campuses.map((campus) => [campus.image, 'card'] as const),
  strings: {
    en: {
      'campusMap.directions': 'Directions to {place} (opens in a new tab)',
      'campusMap.show': 'Show interactive map',
      'campusMap.hide': 'Hide interactive map',
      'campusMap.label': 'Interactive map of {title}',
      'campusMap.onMap': 'Show {place} on the map',
      'campusMap.loading': 'Loading the map…',
      'campusMap.error': 'The map could not be loaded. The addresses and directions links above still work.',
      'campusMap.notice': 'The map loads tiles from {host}.',
    },
    es: {
      'campusMap.directions': 'Cómo llegar a {place} (se abre en una pestaña nueva)',
      'campusMap.show': 'Mostrar el mapa interactivo',
      'campusMap.hide': 'Ocultar el mapa interactivo',
      'campusMap.label': 'Mapa interactivo: {title}',
      'campusMap.onMap': 'Ver {place} en el mapa',
      'campusMap.loading': 'Cargando el mapa…',
      'campusMap.error': 'No se ha podido cargar el mapa. Las direcciones y los enlaces para llegar siguen funcionando.',
      'campusMap.notice': 'El mapa carga imágenes desde {host}.',
    },
  },
  examples: [
    {
      component: 'CampusMap',
      title: 'Our campuses',
      intro: 'Classes take place on three campuses. A free shuttle links Madrid and Segovia on weekdays.',
      campuses: [
        {
          name: 'María de Molina campus',
          address: ['Calle de María de Molina 11', '28006 Madrid', 'Spain'],
          latitude: 40.4381,
          longitude: -3.6851,
          text: 'The centre, Ibera Business School and the main library. Visitor desk at the entrance, Monday to Friday 9:00–19:00.',
          phone: '+34 915 689 600',
          image: { url: '/media/campus.jpg', width: 1920, height: 1080, alt: 'Students crossing the main courtyard of the campus' },
        },
        {
          name: 'Castellana auditorium',
          address: ['Paseo de la Castellana 98', '28046 Madrid', 'Spain'],
          latitude: 40.4443,
          longitude: -3.6906,
          text: 'The annual forum, graduations and open lectures.',
          image: { url: '/media/auditorium.jpg', width: 1440, height: 810, alt: 'The auditorium before the annual forum' },
        },
        {
          name: 'Segovia campus',
          address: ['Calle Cardenal Zúñiga 12', '40003 Segovia', 'Spain'],
          latitude: 40.9481,
          longitude: -4.1184,
          zoom: 15,
          text: 'Residential weeks of the Next Generation Programme, in a sixteenth-century convent.',
          phone: '+34 921 412 410',
          image: { url: '/media/old-town.jpg', width: 1440, height: 810, alt: 'The old town where the first seminars were held' },
        },
      ],
    },
    {
      component: 'CampusMap',
      title: 'Nuestros campus',
      campuses: [
        {
          name: 'Campus de María de Molina',
          address: ['Calle de María de Molina 11', '28006 Madrid', 'España'],
          latitude: 40.4381,
          longitude: -3.6851,
          text: 'El centro, la Escuela de Negocios Ibera y la biblioteca principal.',
        },
        {
          name: 'Campus de Segovia',
          address: ['Calle Cardenal Zúñiga 12', '40003 Segovia', 'España'],
          latitude: 40.9481,
          longitude: -4.1184,
          text: 'Las semanas residenciales del programa Nueva Generación, en un convento del siglo XVI.',
        },
      ],
    },
  ],
});

export type CampusMapProps = z.output<typeof definition.schema>;
