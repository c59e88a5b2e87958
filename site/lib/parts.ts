// Shared pieces too heavy for every page that has a module using them, loaded only where a
// module's content needs them: a distributor shown as a grid never downloads the carousel (Embla,
// about 9 KB gzip), while the same distributor set to `layout: 'slider'` gets it. A definition
// names the parts its props need (`parts`); the build lists them in the page's data
// (PageView.parts) and the page loader preloads them with the modules (site/app/preload.ts), so
// rendering never meets a part that is not loaded, on the server or at hydration.
import type { SliderProps } from '../components/Slider/index.tsx';
import { createLazyRegistry, type ModuleLoader } from './lazy-registry.ts';
import type { PartName } from './part-names.ts';

// Typed per part (the registry infers each part's props from its loader); one loader per name.
const loaders = {
  Slider: (() => import('../components/Slider/index.tsx').then(({ Slider }) => ({ default: Slider }))) as ModuleLoader<SliderProps>,
} satisfies Record<PartName, unknown>;

export const partRegistry = createLazyRegistry(loaders);

export type { PartName };
