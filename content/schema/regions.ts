// Countries and provinces of the lead form (SPEC §3 "Lead form", §7 getAllCountries/getAllProvinces).
import { z } from 'zod';

export const CountrySchema = z.object({ countryId: z.string().min(1), countryName: z.string().min(1) });
export const ProvinceSchema = z.object({
  provinceId: z.string().min(1),
  provinceName: z.string().min(1),
  provinceCountryId: z.string().min(1),
});

/** The answer of the AEM-style persisted query getAllCountries. */
export const CountryListResponseSchema = z.object({
  data: z.object({ ieCountryList: z.object({ items: z.array(CountrySchema) }) }),
});
/** The answer of the AEM-style persisted query getAllProvinces. */
export const ProvinceListResponseSchema = z.object({
  data: z.object({ ieProvinceList: z.object({ items: z.array(ProvinceSchema) }) }),
});

export const RegionsSchema = z.object({
  countries: z.array(CountrySchema),
  provinces: z.array(ProvinceSchema),
});

export type Country = z.infer<typeof CountrySchema>;
export type Province = z.infer<typeof ProvinceSchema>;
export type Regions = z.infer<typeof RegionsSchema>;
