// Site-wide data of the current language (SPEC §3 "Page context").
import { createContext, useContext } from 'react';
import type { SiteView } from '../lib/page-view.ts';

export const SiteContext = createContext<SiteView | null>(null);

export function useSite(): SiteView {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite: no SiteContext.Provider above this component (render pages through <Page>).');
  return site;
}

export function useLocale(): SiteView['locale'] {
  return useSite().locale;
}
