// Theme preview images (SPEC §3 "Design themes"; SPEC §9: 70, 60 and 40 px): a swatch of each
// theme's brand, accent and background colours, drawn as SVG and rasterised with sharp to
// /theme-previews/<name>-<size>.png.
import { readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { textDigest } from '../digest.ts';
import { THEME_PREVIEW_SIZES, themePreviews, type Palette } from '../../themes/site-themes.ts';
import { writeOut } from '../write/files.ts';
import { loadSharp } from '../images/sharp.ts';
import type { Artefact } from './context.ts';

export function previewSvg(palette: Palette, size: number): string {
  const band = Math.round(size * 0.3);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" fill="${palette.background}"/>
<rect width="${size}" height="${size - band}" fill="${palette.brand}"/>
<rect x="0" y="${size - band}" width="${Math.round(size / 2)}" height="${band}" fill="${palette.accent}"/>
<rect x="${Math.round(size / 2)}" y="${size - band}" width="${size - Math.round(size / 2)}" height="${band}" fill="${palette.accentLight}"/>
</svg>`;
}

/**
 * A swatch rasterised, or as rasterised by an earlier build: kept in the work folder by the
 * digest of its SVG (rasterising the 60 swatches was a measurable part of every build).
 */
async function rasterised(svg: string, cacheDir: string): Promise<Buffer> {
  const name = `${textDigest(svg)}.png`;
  const kept = await readFile(join(cacheDir, name)).catch(() => null);
  if (kept) return kept;
  const sharp = await loadSharp();
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
  // Written beside and renamed over, so that a killed build leaves no partial swatch behind.
  const temporary = `${name}.${process.pid}.tmp`;
  await writeOut(cacheDir, temporary, png);
  await rename(join(cacheDir, temporary), join(cacheDir, name));
  return png;
}

export const themePreviewsArtefact: Artefact = {
  name: 'theme previews',
  sameForEverySite: true,
  async write({ write, workDir }) {
    const cacheDir = join(workDir, 'theme-previews');
    for (const [name, palette] of Object.entries(themePreviews)) {
      for (const size of THEME_PREVIEW_SIZES) {
        await write(`theme-previews/${name}-${size}.png`, await rasterised(previewSvg(palette, size), cacheDir));
      }
    }
  },
};
