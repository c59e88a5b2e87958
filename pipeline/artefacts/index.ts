// Static artefacts written next to the pages, in this order. Adding one: a file in this
// folder exporting an Artefact, and a line here.
import type { Artefact } from './context.ts';
import { favicon } from './favicon.ts';
import { robots } from './robots.ts';
import { securityHeadersArtefact } from './security-headers.ts';
import { sitemap } from './sitemap.ts';
import { fonts } from './fonts.ts';
import { themePreviewsArtefact } from './theme-previews.ts';
import { brandLogos } from './brand-logos.ts';
import { serviceWorker } from './service-worker.ts';
import { redirects } from './redirects.ts';
import { thirdPartyScripts } from './third-party-scripts.ts';
import { regionQueries } from './regions.ts';

export const artefacts: Artefact[] = [
  favicon,
  fonts,
  themePreviewsArtefact,
  brandLogos,
  sitemap,
  robots,
  securityHeadersArtefact,
  thirdPartyScripts,
  regionQueries,
  serviceWorker,
  redirects,
];

export type { Artefact, ArtefactContext } from './context.ts';
