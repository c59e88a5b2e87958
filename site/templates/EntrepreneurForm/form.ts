// The entrepreneur's form: its fields (SPEC §5), in the order shown.
// Browser-safe: the component shows these fields, the endpoint checks them (generated/forms.ts).
import { defineForm, FIELDS as F } from '../../lib/forms/rules.ts';

export const form = defineForm('EntrepreneurForm', [
  F.firstName,
  F.lastName,
  F.email,
  F.phone(true),
  F.company,
  F.web,
  F.city(true),
  F.country,
  F.image,
  F.description,
  F.legal,
  F.newsConsent,
]);
