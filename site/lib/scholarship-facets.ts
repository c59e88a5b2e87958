// What a scholarships list filters a scholarship by (SPEC §9 "Filter kinds"): the same values
// at build (its card, for distributors and data-source filters) and in the browser (the list's
// own filters). Browser-safe.
import type { Scholarship } from '../../content/schema/index.ts';

export function scholarshipFacets(scholarship: Scholarship): Record<string, string[]> {
  return {
    scholarshipType: [scholarship.scholarshipType],
    // The type of degree it funds (bachelor, master …) is the study type lists filter by.
    studyType: scholarship.typeOfDegree,
    nationality: scholarship.nationality,
    gender: scholarship.gender,
    programs: scholarship.programs,
    schools: scholarship.schools,
    // Scholarships are for where an applicant lives: their country of residence is the "country".
    country: scholarship.countryOfResidence,
    region: scholarship.region,
  };
}
