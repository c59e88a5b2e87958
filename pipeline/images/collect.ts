// Finds every file a built page needs published besides its HTML, in one walk of the page:
// - every content image it shows, with the preset (SPEC §9) its type's definition gave it at
//   resolve (`images` in definition.ts, stamped on the image), plus the page's preview image (its
//   social image, else its lead image) → social, the variant link previews show (SPEC §2 "social
//   image"). Nothing is guessed from field names: an image no definition places is not encoded,
//   and the Image component renders what was encoded;
// - the audio and video its modules play, as their definitions name them, and the documents it
//   links anywhere (media-files.ts publishes both).
// One walk for the three: each walked every value of every page on its own, a sizeable part of
// a large site's build (docs/performance.md).
import { isModuleName, moduleDefinitions } from '../../generated/module-definitions.ts';
import type { ModuleDefinition } from '../../site/define/define.ts';
import type { PageView } from '../../site/lib/page-view.ts';
import { isImagePreset, type ImagePreset } from '../../site/lib/image-presets.ts';
import { previewImage } from '../../site/lib/social-image.ts';
import { formatPath, walkValues, type Visit } from '../walk.ts';
import { DOWNLOAD_LINK } from '../media/media-file.ts';

export interface ImageRef {
  url: string;
  /** Content's declared size and focus (SPEC §3 "Image object"); 0 when unknown (a bare social image URL). */
  width: number;
  height: number;
  position?: string | undefined;
  preset: ImagePreset;
  /** Where it was found: 'page /news/x/' and 'template.image'. */
  document: string;
  path: string;
}

/** An image the resolve step placed: its definition named the preset it is shown with. */
function placedImage(
  node: Record<string, unknown>,
): { url: string; width: number; height: number; position?: string; preset: ImagePreset } | null {
  const { url, width, height, position, preset } = node;
  if (typeof url !== 'string' || typeof width !== 'number' || typeof height !== 'number' || !isImagePreset(preset)) return null;
  return { url, width, height, preset, ...(typeof position === 'string' ? { position } : {}) };
}

/** A /media/ file a page plays or links, and where. */
export interface MediaRef {
  url: string;
  document: string;
  path: string;
}

/** What one page needs published, each list in the order the page names them. */
export interface PageFiles {
  images: ImageRef[];
  /** Audio and video its modules play. */
  media: MediaRef[];
  /** Documents it links (PDFs of the media library), anywhere in the page. */
  downloads: MediaRef[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The images, media and documents of one page (see the head of this file). */
export function collectPageFiles(view: PageView): PageFiles {
  const files: PageFiles = { images: [], media: [], downloads: [] };
  const document = `page ${view.page.path}`;
  const download = (node: unknown, at: Visit) => {
    if (typeof node === 'string' && DOWNLOAD_LINK.test(node)) files.downloads.push({ url: node, document, path: formatPath(at.path) });
  };
  // The page's fields in their order: the template's objects are images and modules as well.
  const page = view.page as unknown as Record<string, unknown>;
  for (const key of Object.keys(page)) {
    if (key !== 'template') {
      walkValues(page[key], download, [key]);
      continue;
    }
    walkValues(
      page.template,
      (node, at) => {
        if (!isObject(node)) return download(node, at);
        const image = placedImage(node);
        if (image) files.images.push({ ...image, document, path: formatPath(at.path) });
        const name = node.component;
        const { media } = isModuleName(name) ? (moduleDefinitions[name] as ModuleDefinition) : {};
        if (!media) return;
        for (const [field, url] of Object.entries(media(node))) {
          if (url?.startsWith('/media/')) files.media.push({ url, document, path: formatPath([...at.path, field]) });
        }
      },
      ['template'],
    );
  }
  const preview = previewImage(view.page);
  if (preview) {
    files.images.push({
      url: preview.url,
      width: preview.width ?? 0,
      height: preview.height ?? 0,
      position: preview.position,
      preset: 'social',
      document,
      path: preview.path,
    });
  }
  return files;
}

/** Every content image of the pages, in page order (collectPageFiles). */
export function collectImages(views: PageView[]): ImageRef[] {
  return views.flatMap((view) => collectPageFiles(view).images);
}
