// Module name → lazily imported component, one chunk each (SPEC §2 "Module registry").
// `satisfies Record<ModuleName, …>` makes a module without an entry a type error.
import { createLazyRegistry, type Loader } from '../lib/lazy-registry.ts';
import type { ModuleName } from './definitions.ts';

const loaders = {
  BasicContent: () => import('./BasicContent/index.tsx'),
  HeroImage: () => import('./HeroImage/index.tsx'),
  NewsDistributor: () => import('./NewsDistributor/index.tsx'),
  Accordion: () => import('./Accordion/index.tsx'),
  CallToAction: () => import('./CallToAction/index.tsx'),
  CardCollection: () => import('./CardCollection/index.tsx'),
  Downloads: () => import('./Downloads/index.tsx'),
  EventDistributor: () => import('./EventDistributor/index.tsx'),
  HeroClaim: () => import('./HeroClaim/index.tsx'),
  LogoCollection: () => import('./LogoCollection/index.tsx'),
  PeopleDistributor: () => import('./PeopleDistributor/index.tsx'),
  Quote: () => import('./Quote/index.tsx'),
  Tabs: () => import('./Tabs/index.tsx'),
  Video: () => import('./Video/index.tsx'),
} satisfies Record<ModuleName, Loader>;

export const moduleRegistry = createLazyRegistry<ModuleName>(loaders);
