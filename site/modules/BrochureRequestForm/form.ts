// The brochure request form's fields (SPEC §3 "Contact and lead form fields", §5), in the order
// shown; `brochure` is the brochure's title, set by the page. Browser-safe: the component shows
// these fields, the endpoint checks them (generated/forms.ts).
import { defineForm, FIELDS as F } from '../../lib/forms/rules.ts';

export const form = defineForm('BrochureRequestForm', [
  F.firstName,
  F.lastName,
  F.email,
  F.phone(false),
  F.country,
  F.brochure,
  F.legal,
  F.newsConsent,
]);
