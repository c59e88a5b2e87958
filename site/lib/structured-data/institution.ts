// The university behind the site family, as search engines should know it (SPEC §9 "Other":
// structured data for the university with addresses and department links, and a second
// variant for the US campus school). Configuration, in one place: its departments are the
// sub-sites of SPEC §2 "Sub-site path prefixes".
import { derivedPrefix, INSTITUTION_SHORT_NAME } from '../prefixes.ts';

export interface InstitutionAddress {
  streetAddress: string;
  addressLocality: string;
  postalCode: string;
  addressRegion?: string;
  /** ISO 3166-1 alpha-2. */
  addressCountry: string;
}

export interface Department {
  name: string;
  /** Path prefix of the school's or centre's sub-site. */
  path: string;
}

export interface Campus {
  name: string;
  alternateName?: string;
  /** Path prefix of its sub-site: pages below it are the campus's own. */
  path: string;
  address: InstitutionAddress;
}

export interface Institution {
  name: string;
  alternateName: string;
  /** Used to derive the prefixes of its own sub-sites (SPEC §2). */
  shortName: string;
  addresses: InstitutionAddress[];
  departments: Department[];
  usCampus: Campus;
}

export const INSTITUTION: Institution = {
  name: 'Ibera University',
  alternateName: 'Ibera',
  shortName: INSTITUTION_SHORT_NAME,
  addresses: [
    {
      streetAddress: 'Calle de María de Molina 11',
      addressLocality: 'Madrid',
      postalCode: '28006',
      addressRegion: 'Madrid',
      addressCountry: 'ES',
    },
    {
      streetAddress: 'Calle Cardenal Zúñiga 12',
      addressLocality: 'Segovia',
      postalCode: '40003',
      addressRegion: 'Castilla y León',
      addressCountry: 'ES',
    },
  ],
  departments: [
    { name: 'Alumni', path: '/alumni' },
    { name: 'Ibera Business School', path: '/business-school' },
    { name: 'Center for Corporate Learning & Talent Management', path: '/center-for-corporate-learning-talent-management' },
    { name: 'Center for the Governance of Change', path: '/cgc' },
    { name: 'Center for Leadership (Middle East)', path: '/center-leadership-middle-east' },
    { name: 'Corporate Relations', path: '/corporate-relations' },
    { name: 'Entrepreneurship', path: '/entrepreneurship' },
    { name: 'Executive Education', path: '/executive-education' },
    { name: 'Financial Aid', path: '/financial-aid' },
    { name: 'Global Policy Center', path: '/gpc' },
    { name: 'Law School', path: '/law-school' },
    { name: 'Lifelong Learning', path: '/lifelong-learning' },
    { name: 'School of Architecture and Design', path: '/school-architecture-design' },
    { name: 'School of Global and Public Affairs', path: '/gpa' },
    { name: 'School of Humanities', path: '/school-of-humanities' },
    { name: 'School of Politics, Economics and Global Affairs', path: '/school-politics-economics-global-affairs' },
    { name: 'School of Science and Technology', path: '/school-science-technology' },
    { name: 'Talent and Careers', path: '/talent-careers' },
    { name: 'University', path: '/university' },
    { name: 'Ibera Foundation', path: derivedPrefix('foundation') },
    { name: 'Ibera Summer School', path: derivedPrefix('summer-school') },
  ],
  usCampus: {
    name: 'Ibera University New York',
    alternateName: 'Ibera New York',
    path: derivedPrefix('new-york'),
    address: {
      streetAddress: '31 West 52nd Street',
      addressLocality: 'New York',
      postalCode: '10019',
      addressRegion: 'NY',
      addressCountry: 'US',
    },
  },
};
