// The prospective-student lead form of the marketing provider (SPEC §3 "Lead form", §4, §7, §8,
// §9; docs/forms.md). The provider's forms2 library draws and submits the form; the site loads
// it, passes the hidden values of the programme, fills countries and provinces from the
// persisted queries, shows the province only for a country that has provinces, and sends the
// visitor to the thank-you page with the prefixed query parameters. Browser code, loaded only
// with the LeadForm module's chunk.
import type { Country, Province } from '../../content/schema/regions.ts';

/** SPEC §3: the product-specific prefix of the country and province fields (and of the thank-you parameters, SPEC §7). */
export const LEAD_PREFIX = 'ie';
export const COUNTRY_FIELD = `${LEAD_PREFIX}countryid`;
export const PROVINCE_FIELD = `${LEAD_PREFIX}provinceregionid`;
/** SPEC §9: the value a hidden province field holds. */
export const PROVINCE_PLACEHOLDER = '000';
/** SPEC §9 "Form library polling": first look after 50 ms, then every 100 ms. */
export const POLL_FIRST_MS = 50;
export const POLL_MS = 100;
/** SPEC §7: the persisted queries, on the content host or on the site itself (pipeline/artefacts/regions.ts). */
export const REGION_QUERIES = {
  countries: '/graphql/execute.json/global/getAllCountries',
  provinces: '/graphql/execute.json/global/getAllProvinces',
} as const;
/** SPEC §7: the thank-you page's query carries these, prefixed, when they have a value. */
export const THANK_YOU_PARAMETERS = [
  'countryid',
  'provinceregionid',
  'genderidentity',
  'interestedin',
  'pathwayid',
  'stakeholdersroleid',
] as const;

/** SPEC §8 "Console messages", lead form. */
export const LEAD_MESSAGES = {
  notReady: `Lead form: the forms library is not ready yet; checking again in ${POLL_MS} ms`,
  missingParameters: 'Lead form: missing pod or munchkin parameter',
  noForms: 'Lead form: no form found with a formid',
  duplicate: (formId: string) => `Lead form: duplicated form mktoForm_${formId} found and cleared`,
  sdkFailed: 'Error cargando Marketo SDK',
  countries: 'Lead form: error fetching countries',
  provinces: 'Lead form: error fetching provinces',
} as const;

/** The subset of the provider's forms2 API the site uses (the embedded CMS's stand-in implements exactly this). */
export interface MktoForm {
  getFormElem(): ArrayLike<HTMLFormElement>;
  addHiddenFields(values: Record<string, string>): void;
  onSuccess(callback: (values: Record<string, string>, followUpUrl: string) => boolean | void): void;
}
export interface MktoForms2 {
  loadForm(baseUrl: string, munchkinId: string, formId: number, callback?: (form: MktoForm) => void): void;
}

declare global {
  interface Window {
    MktoForms2?: MktoForms2;
  }
}

/** The provinces of one country, in the order the content host lists them. */
export function provincesOf(provinces: readonly Province[], countryId: string): Province[] {
  return countryId ? provinces.filter((province) => province.provinceCountryId === countryId) : [];
}

/** SPEC §7: the thank-you address with each parameter that has a value (the province placeholder is none), prefixed. */
export function thankYouUrl(thankYou: string, values: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const name of THANK_YOU_PARAMETERS) {
    const value = values[`${LEAD_PREFIX}${name}`] ?? values[name];
    if (value && !(name === 'provinceregionid' && value === PROVINCE_PLACEHOLDER)) query.set(`${LEAD_PREFIX}${name}`, value);
  }
  const search = query.toString();
  return search ? `${thankYou}${thankYou.includes('?') ? '&' : '?'}${search}` : thankYou;
}

/** The provider's pod: the origin the forms2 script comes from (the site itself for the embedded CMS's stand-in). */
export function podOf(script: string, siteOrigin: string): string {
  return /^https:\/\//.test(script) ? new URL(script).origin : siteOrigin;
}

/** SPEC §3 "Lead form": the hidden values, from the form element's data attributes. */
export function hiddenFields(form: HTMLFormElement): Record<string, string> {
  const data = form.dataset;
  const fields: Record<string, string | undefined> = {
    typeofDualMastersdegrees: data.typeofDualMastersdegrees,
    pathwayid: data.pathwayId,
    programmarketoid: data.programId,
    tracks: data.track,
    mktoSummerSpecialization: data.mktoSummerSpecialization,
  };
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

/**
 * The address of a region query: on the content host as SPEC §7 names it, or the static copy the
 * build publishes on the site (with a `.json` name, so static hosts serve it as a file).
 */
export function regionQueryUrl(origin: string, path: string, now: number): string {
  return `${origin ? `${origin}${path}` : `${path}.json`}?timestamp=${now}`;
}

async function query<T>(origin: string, path: string, read: (body: unknown) => T[] | undefined): Promise<T[]> {
  // SPEC §7: ?timestamp= keeps caches from answering with an old list.
  const response = await fetch(regionQueryUrl(origin, path, Date.now()));
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const items = read(await response.json());
  if (!Array.isArray(items)) throw new Error(`${path}: no items in the answer`);
  return items;
}

type Body = { data?: { ieCountryList?: { items?: Country[] }; ieProvinceList?: { items?: Province[] } } };
const fetchCountries = (origin: string) => query(origin, REGION_QUERIES.countries, (body) => (body as Body).data?.ieCountryList?.items);
const fetchProvinces = (origin: string) => query(origin, REGION_QUERIES.provinces, (body) => (body as Body).data?.ieProvinceList?.items);

function option(value: string, label: string): HTMLOptionElement {
  const element = document.createElement('option');
  element.value = value;
  element.textContent = label;
  return element;
}

/** The row the provider draws around a field (the label with it), or the field itself. */
const rowOf = (field: HTMLElement): HTMLElement => field.closest<HTMLElement>('.mktoFormRow') ?? field;

/** SPEC §4 "Lead form provinces": shown with the chosen country's provinces, else hidden and reset to the placeholder. */
export function showProvinces(select: HTMLSelectElement, provinces: readonly Province[]): void {
  const placeholder =
    select.querySelector<HTMLOptionElement>(`option[value="${PROVINCE_PLACEHOLDER}"]`) ?? option(PROVINCE_PLACEHOLDER, '');
  select.replaceChildren(placeholder, ...provinces.map((province) => option(province.provinceId, province.provinceName)));
  select.value = PROVINCE_PLACEHOLDER;
  rowOf(select).hidden = provinces.length === 0;
}

async function fillRegions(form: HTMLFormElement, origin: string): Promise<void> {
  const country = form.querySelector<HTMLSelectElement>(`select[name="${COUNTRY_FIELD}"]`);
  const province = form.querySelector<HTMLSelectElement>(`select[name="${PROVINCE_FIELD}"]`);
  if (province) showProvinces(province, []);
  const [countries, provinces] = await Promise.allSettled([fetchCountries(origin), fetchProvinces(origin)]);
  if (countries.status === 'rejected') console.warn(LEAD_MESSAGES.countries, countries.reason);
  else country?.append(...countries.value.map((item) => option(item.countryId, item.countryName)));
  if (provinces.status === 'rejected') {
    // SPEC §7: a failed province request is logged and hides the province field (for good).
    console.warn(LEAD_MESSAGES.provinces, provinces.reason);
    return;
  }
  const all = provinces.value;
  country?.addEventListener('change', () => {
    if (province) showProvinces(province, provincesOf(all, country.value));
  });
}

export interface LeadFormOptions {
  /** The forms2 script address (site configuration). */
  script: string;
  munchkinId: string | undefined;
  /** Origin of the region queries; '' = the site itself. */
  regionsOrigin: string;
}

let scriptState: 'loading' | 'failed' | null = null;

function loadScript(src: string): void {
  if (scriptState) return;
  scriptState = 'loading';
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.dataset.thirdParty = 'marketingForm';
  script.addEventListener('error', () => {
    scriptState = 'failed';
    console.error(LEAD_MESSAGES.sdkFailed);
  });
  document.body.append(script);
}

/** The provider's form element inside a LeadForm slot: form#mktoForm_{formId} with the slot's data attributes (SPEC §3). */
export function formIn(slot: HTMLElement): HTMLFormElement {
  const form = document.createElement('form');
  const { leadForm: _marker, label, ...data } = slot.dataset;
  Object.assign(form.dataset, data);
  form.id = `mktoForm_${data.formid ?? ''}`;
  if (label) form.setAttribute('aria-label', label);
  slot.dataset.leadFormReady = '';
  slot.replaceChildren(form);
  return form;
}

/** Loads the provider's library (once per page load) and draws every lead form of the page; returns a stop function. */
export function startLeadForms(options: LeadFormOptions): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  loadScript(options.script);

  const draw = (library: MktoForms2) => {
    const pod = podOf(options.script, location.origin);
    if (!pod || !options.munchkinId) return console.error(LEAD_MESSAGES.missingParameters);
    for (const slot of document.querySelectorAll<HTMLElement>('[data-lead-form]:not([data-lead-form-ready])')) formIn(slot);
    const forms = [...document.querySelectorAll<HTMLFormElement>('form[data-formid]')];
    if (forms.length === 0) return console.warn(LEAD_MESSAGES.noForms);
    const seen = new Set<string>();
    for (const form of forms) {
      const formId = form.dataset.formid ?? '';
      if (form.dataset.leadFormReady !== undefined) continue;
      if (seen.has(formId)) {
        // The provider draws one form per id; a second copy would submit twice.
        form.replaceChildren();
        form.removeAttribute('id');
        console.warn(LEAD_MESSAGES.duplicate(formId));
        continue;
      }
      seen.add(formId);
      form.dataset.leadFormReady = '';
      library.loadForm(pod, options.munchkinId, Number(formId), (loaded) => {
        const element = loaded.getFormElem()[0] ?? form;
        loaded.addHiddenFields(hiddenFields(element));
        void fillRegions(element, options.regionsOrigin);
        loaded.onSuccess((values) => {
          // SPEC §4: submitted → redirected to the thank-you page with the prefixed parameters.
          location.assign(thankYouUrl(element.dataset.thankyou ?? '/', values));
          return false;
        });
      });
    }
  };

  const poll = () => {
    if (stopped || scriptState === 'failed') return;
    const library = window.MktoForms2;
    if (library) return draw(library);
    console.info(LEAD_MESSAGES.notReady);
    timer = setTimeout(poll, POLL_MS);
  };
  timer = setTimeout(poll, POLL_FIRST_MS);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
