// True inside the module gallery (docs/gallery.md): a module whose state changes by itself (a
// popup opening after a delay) shows one fixed state there, so its screenshot is the same on
// every run and its content can be checked in every sub-theme.
import { createContext, useContext } from 'react';

export const GalleryPreview = createContext(false);

export function useGalleryPreview(): boolean {
  return useContext(GalleryPreview);
}
