// The contact form's fields (SPEC §3 "Contact and lead form fields", §5), in the order shown.
// Browser-safe: the component shows these fields, the endpoint checks them (generated/forms.ts).
import { defineForm, FIELDS as F } from '../../lib/forms/rules.ts';

export const form = defineForm('ContactForm', [
  F.name,
  F.surname,
  F.email,
  F.phone(false),
  F.subject,
  F.message(true),
  F.legal,
  F.newsConsent,
]);
