// The award proposal's form: its fields (SPEC §5), in the order shown.
// Browser-safe: the component shows these fields, the endpoint checks them (generated/forms.ts).
import { defineForm, FIELDS as F } from '../../lib/forms/rules.ts';

export const form = defineForm('AwardProposalForm', [
  F.name,
  F.surname,
  F.email,
  F.phone(false),
  F.company,
  F.web,
  F.country,
  F.image,
  F.description,
  F.legal,
  F.publishConsent,
  F.newsConsent,
]);
