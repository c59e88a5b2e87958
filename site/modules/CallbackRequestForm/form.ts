// The callback request form's fields (SPEC §3 "Contact and lead form fields", §5), in the order
// shown: who to call, the number, what about, and when suits best (the message). Browser-safe:
// the component shows these fields, the endpoint checks them (generated/forms.ts).
import { defineForm, FIELDS as F } from '../../lib/forms/rules.ts';

export const form = defineForm('CallbackRequestForm', [F.name, F.surname, F.phone(true), F.email, F.subject, F.message(false), F.legal]);
