import { useId } from 'react';
import type { ContactFormProps } from './definition.ts';
import { SiteForm } from '../../components/SiteForm/index.tsx';
import { form } from './form.ts';
import styles from './ContactForm.module.css';

/** The contact form with its heading; the form itself is the shared SiteForm (docs/forms.md). */
export default function ContactForm({ title, text, thankYou }: ContactFormProps) {
  const titleId = useId();
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {text ? <p className={styles.text}>{text}</p> : null}
      <SiteForm rules={form} thankYou={thankYou} labelledBy={titleId} />
    </section>
  );
}
