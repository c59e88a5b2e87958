// Finds every content image a built page references and decides which presets (SPEC §9) it
// needs from where it sits: a card's image → card, a hero module's or a detail page's lead
// image → hero, named fields (avatar, logo, icon …) → their preset, anything else → default;
// and the page's preview image (its social image, else its lead image) → social, the variant
// link previews show (SPEC §2 "social image").
// The Image component falls back to the variants that exist when a use asks for another preset.
import type { PageView } from '../../site/lib/page-view.ts';
import type { ImagePreset } from '../../site/lib/image-presets.ts';
import { previewImage } from '../../site/lib/social-image.ts';
import { formatPath } from '../sync/validate.ts';

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

/** Field names whose images have a preset of their own. */
export const PRESET_BY_FIELD: Readonly<Record<string, ImagePreset>> = {
  avatar: 'avatar',
  logo: 'logo',
  logos: 'logo',
  icon: 'icon',
  photo: 'profile',
  portrait: 'profile',
  timelineImage: 'timeline',
  modalImage: 'modal',
};

/** An object shaped like SPEC §3 "Image object" (validated at sync by ImageSchema). */
function isImageObject(value: unknown): value is { url: string; width: number; height: number; position?: string } {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.url === 'string' &&
    typeof record.width === 'number' &&
    typeof record.height === 'number' &&
    typeof record.alt === 'string'
  );
}

function presetFor(key: PropertyKey | undefined, parent: Record<string, unknown> | undefined, path: PropertyKey[]): ImagePreset {
  if (parent && typeof parent.kind === 'string' && typeof parent.title === 'string') return 'card';
  if (parent && typeof parent.component === 'string' && parent.component.startsWith('Hero')) return 'hero';
  // A template's own lead image (NewsDetail's `template.image`) is the page's hero.
  if (path.length === 2 && path[0] === 'template' && key === 'image') return 'hero';
  const named = typeof key === 'string' ? PRESET_BY_FIELD[key] : undefined;
  if (named) return named;
  // Items of a named list: logos[3] → the list's preset.
  return 'default';
}

export function collectImages(views: PageView[]): ImageRef[] {
  const refs: ImageRef[] = [];
  for (const view of views) {
    const document = `page ${view.page.path}`;
    const walk = (value: unknown, path: PropertyKey[], parent: Record<string, unknown> | undefined, listKey: PropertyKey | undefined) => {
      if (Array.isArray(value)) {
        value.forEach((item, index) => walk(item, [...path, index], parent, path[path.length - 1]));
        return;
      }
      if (!value || typeof value !== 'object') return;
      const key = path[path.length - 1];
      if (isImageObject(value)) {
        const preset = typeof key === 'number' ? presetFor(listKey, parent, path) : presetFor(key, parent, path);
        refs.push({
          url: value.url,
          width: value.width,
          height: value.height,
          position: value.position,
          preset,
          document,
          path: formatPath(path),
        });
      }
      const record = value as Record<string, unknown>;
      for (const [childKey, child] of Object.entries(record)) walk(child, [...path, childKey], record, undefined);
    };
    walk(view.page.template, ['template'], undefined, undefined);
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
