// An academic video (SPEC §2 AcademicVideo): a talk or lecture on the video site. Sync resolves its
// thumbnail from `video.youtubeId` (pipeline/sync/media-thumbnails.ts); the page shows that
// poster linking to the video, so no player script loads (docs/performance.md). A schema.org
// VideoObject describes it.
import type { VideoObject } from 'schema-dts';
import { z } from 'zod';
import { VideoRefSchema } from '../../../content/schema/index.ts';
import { isoDate } from '../../lib/alternates.ts';
import { publishedImageUrl } from '../../lib/social-image.ts';
import { defineTemplate } from '../../define/define.ts';
import { yearOf } from '../../define/list-template.ts';
import { RichTextSchema } from '../../define/rich-text.ts';
import { ModuleListSchema } from '../../define/module-list.ts';

const schema = z.strictObject({
  templateType: z.literal('AcademicVideo'),
  title: z.string().min(1),
  summary: z.string().min(1),
  date: z.string().min(1),
  video: VideoRefSchema,
  speakers: z.array(z.string().min(1)).default([]),
  academicArea: z.string().optional(),
  /** Transcript or notes. */
  body: RichTextSchema.default(''),
  mainSection: ModuleListSchema.default([]),
});

export type AcademicVideoTemplate = z.output<typeof schema>;

export const videoUrl = (youtubeId: string) => `https://www.youtube.com/watch?v=${youtubeId}`;

export const definition = defineTemplate({
  name: 'AcademicVideo',
  schema,
  search: 'video',
  openGraph: 'website',
  images: (template) => [[template.video.thumbnail, 'hero']],
  structuredData: ({ template, page, site, url, publisher, images }) => {
    const { video } = template;
    const node: Exclude<VideoObject, string> = {
      '@type': 'VideoObject',
      name: template.title,
      description: template.summary,
      // Google requires a thumbnail and an upload date for video rich results.
      thumbnailUrl: video.thumbnail
        ? publishedImageUrl(site, video.thumbnail.url, images)
        : `https://i.ytimg.com/vi/${video.youtubeId}/hqdefault.jpg`,
      uploadDate: isoDate(template.date) ?? template.date,
      ...(video.duration ? { duration: video.duration } : {}),
      embedUrl: `https://www.youtube-nocookie.com/embed/${video.youtubeId}`,
      contentUrl: videoUrl(video.youtubeId),
      ...(template.speakers.length > 0 ? { actor: template.speakers.map((name) => ({ '@type': 'Person' as const, name })) } : {}),
      publisher,
      inLanguage: page.locale,
      url,
    };
    return [node];
  },
  card: (page, template) => ({
    kind: 'video',
    id: page.id,
    title: template.title,
    url: page.path,
    date: template.date,
    ...(template.speakers.length > 0 ? { label: template.speakers.join(', ') } : {}),
    summary: template.summary,
    ...(template.video.thumbnail ? { image: template.video.thumbnail } : {}),
    facets: { year: yearOf(template.date), academicArea: template.academicArea ? [template.academicArea] : [], kind: ['video'] },
  }),
  examples: [
    {
      templateType: 'AcademicVideo',
      title: 'Succession without drama: five conversations to have early',
      summary: 'A 20-minute lecture on the talks families should hold before a change of leader.',
      date: '2026-05-12',
      video: {
        youtubeId: 'aqz-KE-bpKQ',
        duration: 'PT20M15S',
        thumbnail: { url: '/media/auditorium.jpg', width: 1920, height: 1080, alt: '' },
      },
      speakers: ['Laura Méndez'],
      academicArea: 'Strategy',
      body: '<p>Recorded at the 2026 annual conference.</p>',
    },
  ],
});
