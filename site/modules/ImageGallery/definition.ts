// ImageGallery: a grid of pictures that open, one at a time, in a lightbox (SPEC §2 "Module
// registry", collections). The lightbox is a native modal <dialog>: the rest of the page is inert
// while it is open (focus stays inside), Escape closes it, focus returns to the picture shown last.
import { z } from 'zod';
import { ImageSchema } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';

export const definition = defineModule({
  name: 'ImageGallery',
  family: 'slider',
  description:
    'Thumbnails that open a lightbox: a modal <dialog> (page inert, Tab wraps inside, Escape closes, focus returns to the picture shown last), arrows and buttons move, "Image x of n" is announced.',
  schema: z.strictObject({
    component: z.literal('ImageGallery'),
    id: z.string().optional(),
    title: z.string().optional(),
    images: z
      .array(z.strictObject({ image: ImageSchema, caption: z.string().optional() }))
      .min(1)
      .superRefine((images, context) => {
        // The alt text names each picture's button and the lightbox: an empty one leaves both unnamed.
        images.forEach((entry, index) => {
          if (!entry.image.alt.trim()) {
            context.addIssue({
              code: 'custom',
              path: [index, 'image', 'alt'],
              message: 'A gallery picture needs an alt text: it names the button that opens it',
            });
          }
        });
      }),
  }),
  images: (props) => props.images.map((entry) => [entry.image, 'card'] as const),
  strings: {
    en: {
      'gallery.open': 'Open image {n} of {total}: {alt}',
      'gallery.dialog': 'Image gallery: {title}',
      'gallery.counter': 'Image {n} of {total}',
      'gallery.previous': 'Previous image',
      'gallery.next': 'Next image',
      'gallery.close': 'Close the gallery',
    },
    es: {
      'gallery.open': 'Abrir la imagen {n} de {total}: {alt}',
      'gallery.dialog': 'Galería de imágenes: {title}',
      'gallery.counter': 'Imagen {n} de {total}',
      'gallery.previous': 'Imagen anterior',
      'gallery.next': 'Imagen siguiente',
      'gallery.close': 'Cerrar la galería',
    },
  },
  examples: [
    {
      component: 'ImageGallery',
      title: 'Life at the centre',
      images: [
        {
          image: { url: '/media/seminar.jpg', width: 1440, height: 810, alt: 'A seminar with family business owners' },
          caption: 'Spring seminar on governance.',
        },
        { image: { url: '/media/workshop.jpg', width: 1440, height: 810, alt: 'Participants working in small groups' } },
        {
          image: { url: '/media/auditorium.jpg', width: 1440, height: 810, alt: 'The auditorium before the annual forum' },
          caption: 'Annual forum, 2025.',
        },
        { image: { url: '/media/boardroom.jpg', width: 1440, height: 810, alt: 'A family council meeting in the boardroom' } },
        { image: { url: '/media/library.jpg', width: 1600, height: 1067, alt: 'Reading room of the university library' } },
        { image: { url: '/media/campus.jpg', width: 1920, height: 1080, alt: 'Students crossing the main courtyard of the campus' } },
      ],
    },
    {
      component: 'ImageGallery',
      images: [
        { image: { url: '/media/city-morning.jpg', width: 1440, height: 810, alt: 'The city in the morning' } },
        { image: { url: '/media/city-dusk.jpg', width: 1440, height: 810, alt: 'The city at dusk' } },
      ],
    },
  ],
});

export type ImageGalleryProps = z.output<typeof definition.schema>;
