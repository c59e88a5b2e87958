import { useEffect, useId } from 'react';
import type { NewsletterFormProps } from './definition.ts';
import { FormSection } from '../../components/SiteForm/FormSection.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import { form } from './form.ts';
import styles from './NewsletterForm.module.css';

/**
 * The sign-up form with what subscribers receive. A NewsletterCta elsewhere sends visitors here
 * with the address they typed in `?email=`; it is filled in once the page runs, and an address
 * already typed is never overwritten.
 */
export default function NewsletterForm({ title, text, benefits, thankYou }: NewsletterFormProps) {
  const t = useTranslation();
  const benefitsId = useId();
  useEffect(() => {
    const email = new URLSearchParams(window.location.search).get('email');
    const field = document.getElementById('field-email');
    if (email && field instanceof HTMLInputElement && field.form?.action.endsWith(`/${form.name}`) && field.value === '')
      field.value = email;
  }, []);
  return (
    <FormSection title={title} text={text} rules={form} thankYou={thankYou} submit={t('newsletterForm.submit')}>
      {benefits.length > 0 ? (
        <div className={styles.benefits} role="group" aria-labelledby={benefitsId}>
          <p id={benefitsId} className={styles.benefitsTitle}>
            {t('newsletterForm.benefits')}
          </p>
          <ul className={styles.list}>
            {benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </FormSection>
  );
}
