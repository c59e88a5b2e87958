import type { CallbackRequestFormProps } from './definition.ts';
import { FormSection } from '../../components/SiteForm/FormSection.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import { form } from './form.ts';
import styles from './CallbackRequestForm.module.css';

/** The callback form, with when the team calls and how to say when suits the visitor. */
export default function CallbackRequestForm({ title, text, callHours, thankYou }: CallbackRequestFormProps) {
  const t = useTranslation();
  return (
    <FormSection title={title} text={text} rules={form} thankYou={thankYou} submit={t('callbackRequest.submit')}>
      <p className={styles.when}>
        {callHours ? (
          <>
            <strong className={styles.hours}>{callHours}</strong>{' '}
          </>
        ) : null}
        {t('callbackRequest.hint')}
      </p>
    </FormSection>
  );
}
