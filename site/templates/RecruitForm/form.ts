// The prospective student's form: its fields (SPEC §5), in the order shown.
// Browser-safe: the component shows these fields, the endpoint checks them (generated/forms.ts).
import { defineForm, FIELDS as F } from '../../lib/forms/rules.ts';

export const form = defineForm('RecruitForm', [
  F.firstName,
  F.lastName,
  F.email,
  F.phone(true),
  F.program,
  F.intake,
  F.city(false),
  F.country,
  F.message(false),
  F.legal,
  F.newsConsent,
]);
