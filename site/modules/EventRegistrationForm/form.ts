// The event registration form's fields (SPEC §3 "Contact and lead form fields", §5), in the
// order shown; `event` is the event's title, set by the page. Browser-safe: the component shows
// these fields, the endpoint checks them (generated/forms.ts).
import { defineForm, FIELDS as F } from '../../lib/forms/rules.ts';

export const form = defineForm('EventRegistrationForm', [
  F.name,
  F.surname,
  F.email,
  F.phone(false),
  F.company,
  F.event,
  F.legal,
  F.newsConsent,
]);
