// The information request form's fields (SPEC §3 "Contact and lead form fields", §5), in the
// order shown: the prospective student's details, the programme and intake they ask about, and
// their question. Browser-safe: the component shows these fields, the endpoint checks them.
import { defineForm, FIELDS as F } from '../../lib/forms/rules.ts';

export const form = defineForm('InformationRequestForm', [
  F.firstName,
  F.lastName,
  F.email,
  F.phone(true),
  F.program,
  F.intake,
  F.country,
  F.city(false),
  F.message(false),
  F.legal,
  F.newsConsent,
]);
