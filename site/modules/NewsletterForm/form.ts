// The newsletter form's fields (SPEC §5 rules and texts), in the order shown: the subscriber's
// name and address, and the legal conditions. Browser-safe: the component shows these fields,
// the endpoint checks them (generated/forms.ts).
import { defineForm, FIELDS as F } from '../../lib/forms/rules.ts';

export const form = defineForm('NewsletterForm', [F.firstName, F.lastName, F.email, F.country, F.legal]);
