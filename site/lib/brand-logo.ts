// SVG wordmarks of the brand registry (SPEC §2 logo variants), drawn from text so a new school
// needs a registry line and no artwork. The build writes them (pipeline/artefacts/brand-logos.ts);
// the header reads only their sizes, for width and height attributes.
import type { Brand, LogoVariant } from './brands.ts';
import { escapeXml } from './escape-xml.ts';

/** Geometry of each variant: height, whether the name shows, and the colours on its background. */
const VARIANTS: Record<LogoVariant, { height: number; name: boolean; claim: boolean; ink: 'brand' | 'white' }> = {
  logo: { height: 48, name: true, claim: false, ink: 'brand' },
  logoFooter: { height: 48, name: true, claim: false, ink: 'white' },
  logoLight: { height: 48, name: true, claim: false, ink: 'white' },
  logoMobile: { height: 40, name: false, claim: false, ink: 'brand' },
  logoMobileLight: { height: 40, name: false, claim: false, ink: 'white' },
  logoHero: { height: 96, name: true, claim: true, ink: 'white' },
};

/** Width of a text run, estimated generously; textLength then fits the glyphs exactly. */
const textWidth = (text: string, size: number) => Math.ceil(text.length * size * 0.56);

function layout(brand: Brand, variant: LogoVariant) {
  const v = VARIANTS[variant];
  const h = v.height;
  const nameSize = Math.round(h * 0.34);
  const claimSize = Math.round(h * 0.18);
  const name = v.name ? brand.name : '';
  const claim = v.claim && brand.claim ? brand.claim : '';
  const nameWidth = name ? textWidth(name, nameSize) : 0;
  const claimWidth = claim ? textWidth(claim, claimSize) : 0;
  const gap = Math.round(h * 0.25);
  const width = h + (name ? gap + Math.max(nameWidth, claimWidth) : 0);
  return { v, h, nameSize, claimSize, name, claim, nameWidth, claimWidth, gap, width };
}

/** Intrinsic size of a logo file, for the img's width and height (no layout shift). */
export function logoSize(brand: Brand, variant: LogoVariant): { width: number; height: number } {
  const { width, h } = layout(brand, variant);
  return { width, height: h };
}

export function logoSvg(brand: Brand, variant: LogoVariant): string {
  const { v, h, nameSize, claimSize, name, claim, nameWidth, claimWidth, gap, width } = layout(brand, variant);
  const markSize = h;
  const markFont = Math.round(h * (brand.mark.length > 2 ? 0.36 : 0.44));
  const onWhite = v.ink === 'brand';
  const markFill = onWhite ? brand.color : '#ffffff';
  const markText = onWhite ? '#ffffff' : brand.color;
  const ink = onWhite ? '#111318' : '#ffffff';
  const nameY = claim ? Math.round(h * 0.48) : Math.round(h / 2 + nameSize * 0.35);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${h}" viewBox="0 0 ${width} ${h}" role="img" aria-label="${escapeXml(brand.name)}">`,
    `<rect width="${markSize}" height="${markSize}" rx="${Math.round(h * 0.08)}" fill="${markFill}"/>`,
    `<text x="${markSize / 2}" y="${Math.round(h / 2 + markFont * 0.36)}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${markFont}" fill="${markText}">${escapeXml(brand.mark)}</text>`,
  ];
  if (name) {
    parts.push(
      `<text x="${markSize + gap}" y="${nameY}" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${nameSize}" fill="${ink}" textLength="${nameWidth}" lengthAdjust="spacingAndGlyphs">${escapeXml(name)}</text>`,
    );
  }
  if (claim) {
    parts.push(
      `<text x="${markSize + gap}" y="${Math.round(h * 0.8)}" font-family="Georgia, 'Times New Roman', serif" font-style="italic" font-size="${claimSize}" fill="${ink}" textLength="${claimWidth}" lengthAdjust="spacingAndGlyphs">${escapeXml(claim)}</text>`,
    );
  }
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}
