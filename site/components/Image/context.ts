// The page's image variants (PageView.images, made by pipeline/images), provided once per
// page by site/app/Page.tsx so any Image below it finds its variants by content URL.
import { createContext, useContext } from 'react';
import type { ImageAssets } from '../../lib/image-assets.ts';

export const ImageAssetsContext = createContext<ImageAssets>({});

export function useImageAssets(): ImageAssets {
  return useContext(ImageAssetsContext);
}
