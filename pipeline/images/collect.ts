// Finds every content image a built page shows, with the preset (SPEC §9) its type's definition
// gave it at resolve (`images` in definition.ts, stamped on the image), plus the page's preview
// image (its social image, else its lead image) → social, the variant link previews show
// (SPEC §2 "social image"). Nothing is guessed from field names: an image no definition
// places is not encoded, and the Image component renders what was encoded.
import type { PageView } from '../../site/lib/page-view.ts';
import { isImagePreset, type ImagePreset } from '../../site/lib/image-presets.ts';
import { previewImage } from '../../site/lib/social-image.ts';
import { formatPath, walkObjects } from '../walk.ts';

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

export function collectImages(views: PageView[]): ImageRef[] {
  const refs: ImageRef[] = [];
  for (const view of views) {
    const document = `page ${view.page.path}`;
    walkObjects(
      view.page.template,
      (node, at) => {
        const image = placedImage(node);
        if (image) refs.push({ ...image, document, path: formatPath(at.path) });
      },
      ['template'],
    );
    const preview = previewImage(view.page);
    if (preview) {
      refs.push({
        url: preview.url,
        width: preview.width ?? 0,
        height: preview.height ?? 0,
        position: preview.position,
        preset: 'social',
        document,
        path: preview.path,
      });
    }
  }
  return refs;
}
