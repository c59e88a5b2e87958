// SPEC §2 "Header": the header is transparent over these hero modules and solid otherwise.
// The §2 list is the rule for the header (§9's list also names HeroQuote, which is not a
// full-bleed image and keeps a solid header).
export const HEADER_HERO_MODULES: ReadonlySet<string> = new Set([
  'HeroCarousel',
  'HeroClaim',
  'HeroDoubleFeature',
  'HeroImage',
  'HeroLanding',
  'HeroMosaic',
  'HeroVideo',
  'HeroProgram',
  'HeroProgramVideo',
  'HeroProgramMax',
]);

/** The first module a template renders (depth-first, in field order), or undefined. */
export function firstModule(value: unknown): string | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstModule(item);
      if (found) return found;
    }
    return undefined;
  }
  if (!value || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  if (typeof record.component === 'string') return record.component;
  for (const child of Object.values(record)) {
    const found = firstModule(child);
    if (found) return found;
  }
  return undefined;
}

/** True when the page opens with a hero the header should sit on, transparent. */
export function opensWithHero(template: unknown): boolean {
  const first = firstModule(template);
  return first !== undefined && HEADER_HERO_MODULES.has(first);
}
