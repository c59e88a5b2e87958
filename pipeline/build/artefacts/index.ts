// Static artefacts written next to the pages, in this order. Adding one: a file in this
// folder exporting an Artefact, and a line here.
import type { Artefact } from './context.ts';
import { favicon } from './favicon.ts';

export const artefacts: Artefact[] = [favicon];

export type { Artefact, ArtefactContext } from './context.ts';
