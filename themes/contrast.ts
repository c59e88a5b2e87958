// WCAG 2.x contrast arithmetic for the palette tokens: relative luminance, contrast ratio, and
// the colour an image shows through a veil. Used by the token tests (docs/accessibility.md);
// nothing here runs in the browser.

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** '#rrggbb', '#rgb' or 'rgb(r g b / a)' composited over `under` (opaque colours only ever need no `under`). */
export function parseColor(value: string, under: Rgb = { r: 255, g: 255, b: 255 }): Rgb {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((digit) => digit + digit).join('') : hex[1]!;
    return { r: parseInt(digits.slice(0, 2), 16), g: parseInt(digits.slice(2, 4), 16), b: parseInt(digits.slice(4, 6), 16) };
  }
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[/,]\s*([\d.]+))?\s*\)$/i.exec(value.trim());
  if (rgb) {
    const colour = { r: Number(rgb[1]), g: Number(rgb[2]), b: Number(rgb[3]) };
    return over(colour, rgb[4] === undefined ? 1 : Number(rgb[4]), under);
  }
  throw new Error(`themes/contrast: cannot read the colour "${value}"`);
}

/** `top` at `alpha` over `bottom`, composited in sRGB as browsers paint it. */
export function over(top: Rgb, alpha: number, bottom: Rgb): Rgb {
  const mix = (a: number, b: number) => a * alpha + b * (1 - alpha);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b) };
}

/** WCAG relative luminance. */
export function luminance({ r, g, b }: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio, 1 to 21. */
export function contrast(a: Rgb | string, b: Rgb | string): number {
  const la = luminance(typeof a === 'string' ? parseColor(a) : a);
  const lb = luminance(typeof b === 'string' ? parseColor(b) : b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export const BLACK: Rgb = { r: 0, g: 0, b: 0 };
export const WHITE: Rgb = { r: 255, g: 255, b: 255 };

/**
 * The lowest contrast `text` can have on an image seen through a veil of `veil` at `opacity`:
 * the composite's luminance grows with the image's in every channel, so the worst image is all
 * white or all black.
 */
export function worstContrastOverImage(text: string, veil: string, opacity: number): number {
  const colour = parseColor(veil);
  return Math.min(contrast(text, over(colour, opacity, WHITE)), contrast(text, over(colour, opacity, BLACK)));
}
