// Static artefacts written next to the pages, in this order. Adding one: a file in this
// folder exporting an Artefact, and a line here.
import type { Artefact } from './context.ts';
import { favicon } from './favicon.ts';
import { serviceWorker } from './service-worker.ts';
import { redirects } from './redirects.ts';

export const artefacts: Artefact[] = [favicon, serviceWorker, redirects];

export type { Artefact, ArtefactContext } from './context.ts';
