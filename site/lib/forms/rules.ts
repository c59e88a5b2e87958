// The rules of the site's own forms (SPEC §3 "Contact and lead form fields", §5 "Form fields"):
// one description per form, read by the browser (validation on submit, before anything is
// uploaded) and by the receiving endpoint (content/cms/forms.ts), so the two cannot disagree.
// Each form's list of fields lives in its type's folder (form.ts); the fields and checks are here.
// Plain data and functions on purpose: zod may not enter browser chunks (docs/architecture.md).
import { FORM_MESSAGES, type FormLocale, type MessageKey } from './messages.ts';

/** SPEC §9: logo upload maximum, 2 MB. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** SPEC §9: description maximum, 200 characters. */
export const DESCRIPTION_MAX = 200;
/** Logo types accepted: raster images a browser shows everywhere (SVG can carry scripts). */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/**
 * `hidden`: a value the page sets, not the visitor (which event, which brochure), stored with the
 * submission; the module that shows the form gives it (SiteForm `values`).
 */
export type FieldKind = 'text' | 'email' | 'tel' | 'url' | 'textarea' | 'file' | 'checkbox' | 'hidden';

export interface FieldRule {
  /** The field's name as submitted (SPEC §3 field names; `legal`, `publishConsent`, `newsConsent` for the checkboxes). */
  name: string;
  kind: FieldKind;
  required: boolean;
  /** Longest accepted value in characters (text) — over-long values are refused, not cut. */
  maxLength?: number;
  /** The SPEC §5 message shown when the value is missing or invalid. */
  message: MessageKey;
  /** A second message for a value that is too long, when it differs (the description's "Max. 200 characters"). */
  tooLong?: MessageKey;
  /** Autocomplete token, so browsers can fill it in (WCAG 1.3.5). */
  autocomplete?: string;
}

export interface FormRules {
  /** The CMS template or module the form belongs to; also the last segment of its endpoint. */
  name: string;
  fields: readonly FieldRule[];
}

/** A submitted file as both sides see it before reading its bytes. */
export interface FileValue {
  name: string;
  size: number;
  type: string;
}
export type FieldValue = string | FileValue | undefined;

export interface FieldError {
  field: string;
  message: MessageKey;
}

const text = (name: string, message: MessageKey, required: boolean, autocomplete?: string): FieldRule => ({
  name,
  kind: 'text',
  required,
  maxLength: 100,
  message,
  ...(autocomplete ? { autocomplete } : {}),
});

/** The SPEC §5 fields, each with its message: what a form's rules are made of. */
export const FIELDS = {
  name: text('name', 'name', true, 'given-name'),
  firstName: text('firstName', 'name', true, 'given-name'),
  surname: text('surname', 'surname', true, 'family-name'),
  lastName: text('lastName', 'surname', true, 'family-name'),
  email: { name: 'email', kind: 'email', required: true, maxLength: 254, message: 'email', autocomplete: 'email' },
  phone: (required: boolean): FieldRule => ({ name: 'phone', kind: 'tel', required, maxLength: 20, message: 'phone', autocomplete: 'tel' }),
  program: text('program', 'program', true),
  subject: text('subject', 'subject', true),
  intake: text('intake', 'intake', true),
  web: { name: 'web', kind: 'url', required: false, maxLength: 200, message: 'web', autocomplete: 'url' },
  company: text('company', 'company', true, 'organization'),
  city: (required: boolean) => text('city', 'city', required, 'address-level2'),
  country: text('country', 'country', true, 'country-name'),
  image: { name: 'image', kind: 'file', required: true, message: 'image' },
  description: {
    name: 'description',
    kind: 'textarea',
    required: true,
    maxLength: DESCRIPTION_MAX,
    message: 'description',
    tooLong: 'descriptionMax',
  },
  message: (required: boolean): FieldRule => ({ name: 'message', kind: 'textarea', required, maxLength: 2000, message: 'message' }),
  legal: { name: 'legal', kind: 'checkbox', required: true, message: 'legal' },
  publishConsent: { name: 'publishConsent', kind: 'checkbox', required: false, message: 'legal' },
  newsConsent: { name: 'newsConsent', kind: 'checkbox', required: false, message: 'legal' },
  /** The event a registration is for: its title, set by the page. */
  event: { name: 'event', kind: 'hidden', required: false, maxLength: 200, message: 'subject' },
  /** The brochure requested: its title, set by the page. */
  brochure: { name: 'brochure', kind: 'hidden', required: false, maxLength: 200, message: 'program' },
} satisfies Record<string, FieldRule | ((required: boolean) => FieldRule)>;

/**
 * A form of a template or module: its rules live in a browser-safe `form.ts` of the type's folder
 * (the component shows them, the definition names them as its `form`, the endpoint checks them
 * through generated/forms.ts), built from the fields above.
 */
export function defineForm(name: string, fields: readonly FieldRule[]): FormRules {
  return { name, fields };
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
// Digits with the usual separators and at most one +, as in "(+52) 55 1234 5678"; 6 to 15 digits (E.164's maximum).
const PHONE = /^[^+]*\+?[^+]*$/;
const PHONE_CHARACTERS = /^[\d\s()+.-]+$/;
const WEB = /^(https?:\/\/)?([a-z\d-]+\.)+[a-z]{2,}(:\d{1,5})?([/?#]\S*)?$/i;

const isFile = (value: FieldValue): value is FileValue => typeof value === 'object';
/** A file input left empty submits a nameless, empty file. */
const hasFile = (value: FieldValue): value is FileValue => isFile(value) && (value.size > 0 || value.name !== '');
/** Characters as a visitor counts them (an emoji is one), which is what the live counter shows. */
export const characters = (value: string): number => [...value].length;

function checkValue(rule: FieldRule, value: FieldValue): MessageKey | null {
  if (rule.kind === 'file') {
    if (!hasFile(value)) return rule.required ? rule.message : null;
    return value.size <= LOGO_MAX_BYTES && (LOGO_TYPES as readonly string[]).includes(value.type) ? null : rule.message;
  }
  const raw = typeof value === 'string' ? value : '';
  if (rule.kind === 'checkbox') return rule.required && raw === '' ? rule.message : null;
  const trimmed = raw.trim();
  if (trimmed === '') return rule.required ? rule.message : null;
  if (rule.maxLength !== undefined && characters(raw) > rule.maxLength) return rule.tooLong ?? rule.message;
  if (rule.kind === 'email' && !EMAIL.test(trimmed)) return rule.message;
  if (rule.kind === 'tel') {
    const digits = trimmed.replace(/\D/g, '').length;
    if (!PHONE.test(trimmed) || !PHONE_CHARACTERS.test(trimmed) || digits < 6 || digits > 15) return rule.message;
  }
  if (rule.kind === 'url' && !WEB.test(trimmed)) return rule.message;
  return null;
}

/** Every problem of a submission, in the order of the form's fields (the error summary's order). */
export function validateForm(form: FormRules, values: Record<string, FieldValue>): FieldError[] {
  const errors: FieldError[] = [];
  for (const rule of form.fields) {
    const message = checkValue(rule, values[rule.name]);
    if (message) errors.push({ field: rule.name, message });
  }
  return errors;
}

/** One field's problem, or null: the browser checks the logo as soon as it is chosen. */
export function validateField(form: FormRules, name: string, value: FieldValue): MessageKey | null {
  const rule = form.fields.find((field) => field.name === name);
  return rule ? checkValue(rule, value) : null;
}

export function messageText(locale: FormLocale, key: MessageKey): string {
  return FORM_MESSAGES[locale].errors[key];
}
