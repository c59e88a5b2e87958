// Static artefacts written next to the pages, in this order. Adding one: a file in this
// folder exporting an Artefact, and a line here.
import type { Artefact } from './context.ts';
import { favicon } from './favicon.ts';
import { fonts } from './fonts.ts';
import { themePreviewsArtefact } from './theme-previews.ts';
import { brandLogos } from './brand-logos.ts';

export const artefacts: Artefact[] = [favicon, fonts, themePreviewsArtefact, brandLogos];

export type { Artefact, ArtefactContext } from './context.ts';
