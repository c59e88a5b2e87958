import type { ContactFormProps } from './definition.ts';
import { FormSection } from '../../components/SiteForm/FormSection.tsx';
import { form } from './form.ts';

/** The contact form with its heading; the form itself is the shared SiteForm (docs/forms.md). */
export default function ContactForm({ title, text, thankYou }: ContactFormProps) {
  return <FormSection title={title} text={text} rules={form} thankYou={thankYou} />;
}
