import type { EventRegistrationFormProps } from './definition.ts';
import { FormSection } from '../../components/SiteForm/FormSection.tsx';
import { FormattedDate } from '../../components/FormattedDate/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import { form } from './form.ts';
import styles from './EventRegistrationForm.module.css';

/** The registration form under the event's date and place; the event travels as a hidden field. */
export default function EventRegistrationForm({ title, text, event, date, location, thankYou }: EventRegistrationFormProps) {
  const t = useTranslation();
  return (
    <FormSection title={title} text={text} rules={form} thankYou={thankYou} values={{ event }} submit={t('eventRegistration.submit')}>
      {date || location ? (
        <dl className={styles.facts}>
          {date ? (
            <div>
              <dt>{t('eventRegistration.when')}</dt>
              <dd>
                <FormattedDate value={date} />
              </dd>
            </div>
          ) : null}
          {location ? (
            <div>
              <dt>{t('eventRegistration.where')}</dt>
              <dd>{location}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </FormSection>
  );
}
