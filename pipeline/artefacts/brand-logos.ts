// The brand logos (SPEC §2 "Sub-site path prefixes": logo variants normal, footer, light,
// mobile, hero), written from the brand registry to /brands/<id>/<variant>.svg.
import { logoSvg } from '../../site/lib/brand-logo.ts';
import { brands, LOGO_VARIANTS, logoUrl } from '../../site/lib/brands.ts';
import type { Artefact, ArtefactContext } from './context.ts';

/** Every brand's logo variants, through `write` (the live servers' too: they need nothing else of a build). */
export async function writeBrandLogos(write: ArtefactContext['write']): Promise<void> {
  for (const brand of Object.values(brands)) {
    for (const variant of LOGO_VARIANTS) {
      await write(logoUrl(brand.id, variant).slice(1), logoSvg(brand, variant));
    }
  }
}

export const brandLogos: Artefact = {
  name: 'brand logos',
  sameForEverySite: true,
  write: ({ write }) => writeBrandLogos(write),
};
