// The site's part of the lead form (SPEC §3 "Lead form", §4 provinces, §7 thank-you parameters).
import { describe, expect, it } from 'vitest';
import { podOf, provincesOf, PROVINCE_PLACEHOLDER, regionQueryUrl, REGION_QUERIES, thankYouUrl } from '../../../../site/lib/lead-form.ts';

const provinces = [
  { provinceId: 'ES-M', provinceName: 'Madrid', provinceCountryId: 'ES' },
  { provinceId: 'MX-JAL', provinceName: 'Jalisco', provinceCountryId: 'MX' },
  { provinceId: 'ES-B', provinceName: 'Barcelona', provinceCountryId: 'ES' },
];

describe('lead form', () => {
  it('keeps the provinces of the chosen country, none without a country', () => {
    expect(provincesOf(provinces, 'ES').map((province) => province.provinceId)).toEqual(['ES-M', 'ES-B']);
    expect(provincesOf(provinces, 'PT')).toEqual([]);
    expect(provincesOf(provinces, '')).toEqual([]);
  });

  it('sends the thank-you page the prefixed parameters that have a value', () => {
    expect(
      thankYouUrl('/thank-you/', {
        iecountryid: 'ES',
        ieprovinceregionid: 'ES-M',
        pathwayid: 'PW-EXEC',
        genderidentity: '',
        Email: 'marta@example.com',
      }),
    ).toBe('/thank-you/?iecountryid=ES&ieprovinceregionid=ES-M&iepathwayid=PW-EXEC');
    // The hidden province's placeholder is no value; no value at all leaves the address alone.
    expect(thankYouUrl('/thank-you/', { iecountryid: 'PT', ieprovinceregionid: PROVINCE_PLACEHOLDER })).toBe('/thank-you/?iecountryid=PT');
    expect(thankYouUrl('/es/gracias/', {})).toBe('/es/gracias/');
    expect(thankYouUrl('/thank-you/?from=lead', { interestedin: 'MBA', stakeholdersroleid: 'parent', iegenderidentity: 'f' })).toBe(
      '/thank-you/?from=lead&iegenderidentity=f&ieinterestedin=MBA&iestakeholdersroleid=parent',
    );
  });

  it('reads the pod from the script address, the site itself for the stand-in', () => {
    expect(podOf('https://app-lon10.marketo.com/js/forms2/js/forms2.min.js', 'http://localhost:4173')).toBe(
      'https://app-lon10.marketo.com',
    );
    expect(podOf('/third-parties/marketingForm.js', 'http://localhost:4173')).toBe('http://localhost:4173');
  });

  it('asks the content host with ?timestamp=, or the copy the build publishes', () => {
    expect(regionQueryUrl('https://content.example.edu', REGION_QUERIES.countries, 42)).toBe(
      'https://content.example.edu/graphql/execute.json/global/getAllCountries?timestamp=42',
    );
    expect(regionQueryUrl('', REGION_QUERIES.provinces, 42)).toBe('/graphql/execute.json/global/getAllProvinces.json?timestamp=42');
  });
});
