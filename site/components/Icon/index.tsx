// The core icons (SPEC §9 "Social networks", the header's interface glyphs): inline SVG so they
// need no request and take the text colour. This is the set the always-loaded header uses, kept
// small for the client budget (docs/performance.md); modules that let editors name any icon of
// the whole set use LibraryIcon (./library.tsx). An unknown name warns (SPEC §8 "missing icon")
// and renders nothing.
import { INTERFACE, SOCIAL } from '../../../themes/icons/core-paths.ts';

const CORE: Record<string, string> = { ...SOCIAL, ...INTERFACE };

export const CORE_ICON_NAMES = Object.keys(CORE);

/** The unknown names already warned of, per icon set: in the browser a page's lifetime, in a build a render worker's. */
const warned = new WeakMap<readonly string[], Set<string>>();

/**
 * Warns of an unknown name once per icon set and process (SPEC §8 "missing icon"): the page still
 * renders without it. A name used on every page of a site would otherwise print a line per page
 * while the build renders thousands.
 */
export function warnMissingIcon(name: string, known: readonly string[]): null {
  const names = warned.get(known) ?? new Set<string>();
  warned.set(known, names);
  if (names.has(name)) return null;
  names.add(name);
  console.warn(`Icon: "${name}" does not exist; known icons: ${known.join(', ')}.`);
  return null;
}

/**
 * The name to put in `data-icon` for a core glyph that CSS draws (themes/css.ts publishes each
 * drawing as --icon-<name>; docs/modules.md "Icons"); an unknown name warns and draws nothing.
 */
export function cssGlyph(name: string | null | undefined): string | undefined {
  if (!name) return undefined;
  return CORE[name] ? name : (warnMissingIcon(name, CORE_ICON_NAMES) ?? undefined);
}

export function FilledGlyph({ path, size, className }: { path: string; size: number; className?: string | undefined }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={path} />
    </svg>
  );
}

export function Icon({ name, size = 24, className }: { name: string; size?: number; className?: string | undefined }) {
  const path = CORE[name];
  if (!path) return warnMissingIcon(name, CORE_ICON_NAMES);
  return <FilledGlyph path={path} size={size} className={className} />;
}
