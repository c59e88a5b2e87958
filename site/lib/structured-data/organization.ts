// The university (CollegeOrUniversity with addresses and department links) and the variant
// for its US campus school (SPEC §9 "Other").
import type { PostalAddress } from 'schema-dts';
import { absoluteUrl, assetUrl } from '../alternates.ts';
import { INSTITUTION, type InstitutionAddress } from './institution.ts';
import type { Node, StructuredSite, University } from './types.ts';

function postalAddress(address: InstitutionAddress): Node<PostalAddress> {
  return { '@type': 'PostalAddress', ...address };
}

export function universityId(site: Pick<StructuredSite, 'domain'>): string {
  return new URL('/#university', site.domain).href;
}

export function usCampusId(site: Pick<StructuredSite, 'domain'>): string {
  return new URL(`${INSTITUTION.usCampus.path}/#campus`, site.domain).href;
}

/** A path without its language prefix ('/es/x/' → '/x/'). */
const withoutLocale = (path: string) => path.replace(/^\/(es|de)(?=\/)/, '');

/** Whether a page belongs to the US campus school's sub-site, in any language. */
export function isUsCampusPage(path: string): boolean {
  const prefix = INSTITUTION.usCampus.path;
  const bare = withoutLocale(path);
  return bare === prefix || bare.startsWith(`${prefix}/`);
}

/** The US campus school's home page, where its organisation node is described. */
export function isUsCampusHome(path: string): boolean {
  return withoutLocale(path).replace(/\/$/, '') === INSTITUTION.usCampus.path;
}

export function university(site: StructuredSite): University {
  return {
    '@type': 'CollegeOrUniversity',
    '@id': universityId(site),
    name: INSTITUTION.name,
    alternateName: INSTITUTION.alternateName,
    url: absoluteUrl(site, '/'),
    logo: assetUrl(site, '/favicon.svg'),
    address: INSTITUTION.addresses.map(postalAddress),
    department: INSTITUTION.departments.map((department) => ({
      '@type': 'EducationalOrganization',
      name: department.name,
      url: absoluteUrl(site, `${department.path}/`),
    })),
    ...(site.socials?.length ? { sameAs: site.socials.map((social) => social.url) } : {}),
  };
}

/** The US campus school: its own address, part of the university. */
export function usCampusSchool(site: StructuredSite): University {
  const campus = INSTITUTION.usCampus;
  return {
    '@type': 'CollegeOrUniversity',
    '@id': usCampusId(site),
    name: campus.name,
    ...(campus.alternateName ? { alternateName: campus.alternateName } : {}),
    url: absoluteUrl(site, `${campus.path}/`),
    address: postalAddress(campus.address),
    parentOrganization: { '@id': universityId(site) },
  };
}
