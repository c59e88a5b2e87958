// Module name → lazily imported component, one chunk each (SPEC §2 "Module registry").
// `satisfies Record<ModuleName, …>` makes a module without an entry a type error.
import { createLazyRegistry, type Loader } from '../lib/lazy-registry.ts';
import type { ModuleName } from './definitions.ts';

const loaders = {
  BasicContent: () => import('./BasicContent/BasicContent.tsx'),
  HeroImage: () => import('./HeroImage/HeroImage.tsx'),
  NewsDistributor: () => import('./NewsDistributor/NewsDistributor.tsx'),
  Accordion: () => import('./Accordion/Accordion.tsx'),
  CallToAction: () => import('./CallToAction/CallToAction.tsx'),
  CardCollection: () => import('./CardCollection/CardCollection.tsx'),
  Downloads: () => import('./Downloads/Downloads.tsx'),
  EventDistributor: () => import('./EventDistributor/EventDistributor.tsx'),
  HeroClaim: () => import('./HeroClaim/HeroClaim.tsx'),
  LogoCollection: () => import('./LogoCollection/LogoCollection.tsx'),
  PeopleDistributor: () => import('./PeopleDistributor/PeopleDistributor.tsx'),
  Quote: () => import('./Quote/Quote.tsx'),
  Tabs: () => import('./Tabs/Tabs.tsx'),
  Video: () => import('./Video/Video.tsx'),
} satisfies Record<ModuleName, Loader>;

export const moduleRegistry = createLazyRegistry<ModuleName>(loaders);
