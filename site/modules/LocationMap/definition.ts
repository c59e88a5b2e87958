// A campus or venue on a map (docs/interactive-modules.md "Maps"). What every visitor gets is static and
// accessible: the place, its address and a directions link. An interactive map (Leaflet) is
// offered only when the site configures a tile server (`thirdParties.map`, docs/third-parties.md)
// and is loaded only when the visitor asks for it: before that click no byte of Leaflet and no
// request to the tile host leave the browser.
import { z } from 'zod';
import { ImageSchema } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';

export const definition = defineModule({
  name: 'LocationMap',
  family: 'map',
  description: 'Place, address and directions; an interactive map on request.',
  schema: z.strictObject({
    component: z.literal('LocationMap'),
    id: z.string().optional(),
    title: z.string().min(1),
    /** The place's name: "Main campus", "Auditorium". */
    place: z.string().min(1),
    /** Address lines, as they are written on an envelope. */
    address: z.array(z.string().min(1)).min(1),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    zoom: z.number().int().min(1).max(19).default(16),
    /** How to get there (transport, parking, entrance), plain text. */
    directions: z.string().optional(),
    /** A picture of the building or a site plan, shown beside the address. */
    image: ImageSchema.optional(),
  }),
  images: (props) => [[props.image, 'card']],
  strings: {
    en: {
      'map.directions': 'Directions to {place} (opens in a new tab)',
      'map.show': 'Show interactive map',
      'map.hide': 'Hide interactive map',
      'map.label': 'Interactive map of {place}',
      'map.loading': 'Loading the map…',
      'map.error': 'The map could not be loaded. The address and the directions link above still work.',
      'map.notice': 'The map loads tiles from {host}.',
    },
    es: {
      'map.directions': 'Cómo llegar a {place} (se abre en una pestaña nueva)',
      'map.show': 'Mostrar el mapa interactivo',
      'map.hide': 'Ocultar el mapa interactivo',
      'map.label': 'Mapa interactivo de {place}',
      'map.loading': 'Cargando el mapa…',
      'map.error': 'No se ha podido cargar el mapa. La dirección y el enlace para llegar siguen funcionando.',
      'map.notice': 'El mapa carga imágenes desde {host}.',
    },
  },
  examples: [
    {
      component: 'LocationMap',
      title: 'How to find us',
      place: 'Main campus',
      address: ['Calle de María de Molina 11', '28006 Madrid', 'Spain'],
      latitude: 40.4381,
      longitude: -3.6851,
      directions: 'Metro Gregorio Marañón (lines 7 and 10), then a five-minute walk. Visitor entrance on Calle de María de Molina.',
      image: { url: '/media/campus.jpg', width: 1920, height: 1080, alt: 'Students crossing the main courtyard of the campus' },
    },
    {
      component: 'LocationMap',
      title: 'Venue',
      place: 'Auditorium',
      address: ['Paseo de la Castellana 98', '28046 Madrid'],
      latitude: 40.4443,
      longitude: -3.6906,
      zoom: 15,
    },
  ],
});

export type LocationMapProps = z.output<typeof definition.schema>;
