// The whole icon set of SPEC §9 "Icons": the core filled glyphs, the stroked library (arrows,
// media controls, interface, university life) and the unit logos of every brand in their footer,
// light, hero and mobile variants (`unit-<brand>-<variant>`, the SVG files the build writes from
// site/lib/brands.ts). For modules whose editors name an icon (IconCollection, Steps …); it is
// in their lazy chunks only, never in the header's. An unknown name warns and renders nothing.
import { brands, logoUrl, type LogoVariant } from '../../lib/brands.ts';
import { INTERFACE, SOCIAL } from '../../../themes/icons/core-paths.ts';
import { FilledGlyph, warnMissingIcon } from './index.tsx';
import { ARROWS, MEDIA, OBJECTS, UI } from './library-paths.ts';

const FILLED: Record<string, string> = { ...SOCIAL, ...INTERFACE };
const STROKED: Record<string, string> = { ...ARROWS, ...MEDIA, ...UI, ...OBJECTS };

/** The unit-logo variants the set names (SPEC §9: footer, light, hero and mobile). */
export const UNIT_LOGO_VARIANTS = {
  footer: 'logoFooter',
  light: 'logoLight',
  hero: 'logoHero',
  mobile: 'logoMobile',
} as const satisfies Record<string, LogoVariant>;

const UNIT_LOGOS: Record<string, { brand: string; variant: LogoVariant }> = Object.fromEntries(
  Object.keys(brands).flatMap((brand) =>
    Object.entries(UNIT_LOGO_VARIANTS).map(([suffix, variant]) => [`unit-${brand}-${suffix}`, { brand, variant }] as const),
  ),
);

/** Every icon name, grouped as SPEC §9 lists them (the gallery's icon page shows them all). */
export const ICON_GROUPS = {
  social: Object.keys(SOCIAL),
  interface: [...Object.keys(INTERFACE), ...Object.keys(UI)],
  arrows: Object.keys(ARROWS),
  media: Object.keys(MEDIA),
  objects: Object.keys(OBJECTS),
  units: Object.keys(UNIT_LOGOS),
} as const;

export const ICON_NAMES: string[] = Object.values(ICON_GROUPS).flat();

export function LibraryIcon({ name, size = 24, className }: { name: string; size?: number; className?: string | undefined }) {
  const filled = FILLED[name];
  if (filled) return <FilledGlyph path={filled} size={size} className={className} />;
  const stroked = STROKED[name];
  if (stroked) {
    return (
      <svg className={className} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" d={stroked} />
      </svg>
    );
  }
  const unit = UNIT_LOGOS[name];
  if (unit) {
    // A wordmark, not a glyph: as tall as the icon size, as wide as its own proportions.
    return <img className={className} src={logoUrl(unit.brand, unit.variant)} height={size} alt="" loading="lazy" />;
  }
  return warnMissingIcon(name, ICON_NAMES);
}
