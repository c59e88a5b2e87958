// Which pages start from the client entry of the eagerly rendered modules (site/app/client-eager.ts;
// docs/modules.md "How modules load"). Apart from ./page-assets.ts, which the Vite process loads:
// this reads every definition, which that process has no use for.
import { moduleDefinitions } from '../../generated/module-definitions.ts';
import type { ModuleDefinition } from '../../site/define/define.ts';
import { CLIENT_ENTRY, EAGER_CLIENT_ENTRY } from './index.ts';

/** The modules whose definition says `loading: 'eager'` (SPEC §2: HeroCarousel). */
export const EAGER_MODULES: ReadonlySet<string> = new Set(
  Object.entries(moduleDefinitions)
    .filter(([, definition]) => (definition as ModuleDefinition).loading === 'eager')
    .map(([name]) => name),
);

/** Whether a page that renders these modules renders one eagerly. */
export const rendersEagerly = (modules: readonly string[]): boolean => modules.some((name) => EAGER_MODULES.has(name));

/** The client entry (its path in the project) of a page that renders these modules: the build and the preview name the same. */
export const clientEntryFor = (modules: readonly string[]): string => (rendersEagerly(modules) ? EAGER_CLIENT_ENTRY : CLIENT_ENTRY);
