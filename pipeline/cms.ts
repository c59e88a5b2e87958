// Starts the embedded CMS with what it needs from the pipeline (content/cms/tools.ts): the sync's
// validation, the build's list index and the local tool servers' guard. Every caller (the sync,
// the CLI, tests) starts it through here, so the CMS itself imports nothing of the pipeline.
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  createCmsHandler as createCmsHandlerWith,
  startCms as startCmsWith,
  type CmsOptions as CmsServerOptions,
  type RunningCms,
} from '../content/cms/server.ts';
import type { CmsTools } from '../content/cms/tools.ts';
import type { DraftStore } from '../content/cms/rest.ts';
import { validateContent } from './sync/validate.ts';
import { ContentIndex, listEntriesOf, urlSite } from './resolve/index.ts';
import { selectCards, type ListEntry } from './resolve/list-source.ts';
import { remembered } from '../site/lib/remembered.ts';
import { guardLocalRequest } from './serve/local-guard.ts';

export * from '../content/cms/server.ts';

/** The CMS's options, less what this module passes in. */
export type CmsOptions = Omit<CmsServerOptions, 'tools'>;

export const cmsTools: CmsTools = {
  validate: validateContent,
  listIndex: (content, family) => {
    // As the build indexes a family: each site its own index, lists that name other sites read
    // theirs, made when a list first names them.
    const own = content.site.key;
    const others = new Map<string, readonly ListEntry[]>();
    const entriesOf = (key: string) =>
      remembered(others, key, () => {
        const member = family?.member(key);
        return member ? member.pages.flatMap(listEntriesOf) : [];
      });
    const index = new ContentIndex(content.pages, urlSite(content.site), { own, keys: family?.keys ?? [own], entriesOf });
    return {
      cards: (source, locale) => index.cards(source, locale),
      selected: (source, locale) => selectCards(index.entries, source, locale),
    };
  },
  guard: guardLocalRequest,
};

/** The embedded CMS on a port of its own (content/cms/server.ts), with the pipeline's tools. */
export function startCms(options: CmsOptions = {}): Promise<RunningCms> {
  return startCmsWith({ ...options, tools: cmsTools });
}

/** The embedded CMS's request handler, with the pipeline's tools (tests call it in process). */
export function createCmsHandler(
  options: CmsOptions = {},
  drafts?: DraftStore,
): (request: IncomingMessage, response: ServerResponse) => void {
  return createCmsHandlerWith({ ...options, tools: cmsTools }, drafts);
}
