// The lead form reads countries and provinces at runtime from the persisted queries of SPEC §7.
// With no REGIONS_URL for the browser (docs/forms.md), the site answers them itself: the build
// publishes the synced lists at the same paths plus `.json` (static hosts serve a name without
// extension as a folder), in the same shape, so the lead form reads both alike.
import { REGION_QUERIES } from '../../site/lib/lead-form.ts';
import type { Artefact } from './context.ts';

export const regionQueries: Artefact = {
  name: 'region queries (lead form)',
  write: async ({ write, content, defaultSite }) => {
    if (defaultSite.forms.regionsOrigin !== '') return;
    const { countries, provinces } = content.regions;
    await write(`${REGION_QUERIES.countries.slice(1)}.json`, JSON.stringify({ data: { ieCountryList: { items: countries } } }));
    await write(`${REGION_QUERIES.provinces.slice(1)}.json`, JSON.stringify({ data: { ieProvinceList: { items: provinces } } }));
  },
};
