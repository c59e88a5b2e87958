// The section of a form module (ContactForm, EventRegistrationForm …): its heading, a line of
// text, what the form is about (an event's date and place, a brochure) and the shared SiteForm,
// named by the heading. One shell, so every form of the library looks and reads the same.
import { useId, type ReactNode } from 'react';
import type { FormRules } from '../../lib/forms/rules.ts';
import { SiteForm } from './index.tsx';
import styles from './FormSection.module.css';

export interface FormSectionProps {
  title: string;
  text?: string | undefined;
  rules: FormRules;
  thankYou: string;
  /** Hidden values of the form (which event, which brochure). */
  values?: Readonly<Record<string, string>> | undefined;
  submit?: string | undefined;
  /** What the form is about, shown between the text and the form. */
  children?: ReactNode;
}

export function FormSection({ title, text, rules, thankYou, values, submit, children }: FormSectionProps) {
  const titleId = useId();
  return (
    <section className={styles.root} aria-labelledby={titleId} data-form={rules.name}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {text ? <p className={styles.text}>{text}</p> : null}
      {children}
      <SiteForm rules={rules} thankYou={thankYou} labelledBy={titleId} values={values} submit={submit} />
    </section>
  );
}
