import type { InformationRequestFormProps } from './definition.ts';
import { FormSection } from '../../components/SiteForm/FormSection.tsx';
import { Link } from '../../components/Link/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import { form } from './form.ts';
import styles from './InformationRequestForm.module.css';
import { phoneText, telHref } from '../../lib/phone.ts';

/** The request form, and the admissions team's own contact above it for visitors who prefer to write or call. */
export default function InformationRequestForm({ title, text, contact, thankYou }: InformationRequestFormProps) {
  const t = useTranslation();
  const hasContact = contact && (contact.email || contact.phone || contact.hours || contact.meeting);
  return (
    <FormSection title={title} text={text} rules={form} thankYou={thankYou} submit={t('informationRequest.submit')}>
      {hasContact ? (
        <div className={styles.contact}>
          <p className={styles.contactTitle}>{t('informationRequest.contact')}</p>
          <dl className={styles.list}>
            {contact.email ? (
              <div>
                <dt>{t('informationRequest.email')}</dt>
                <dd>
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </dd>
              </div>
            ) : null}
            {contact.phone ? (
              <div>
                <dt>{t('informationRequest.phone')}</dt>
                <dd>
                  <a href={telHref(contact.phone)}>{phoneText(contact.phone)}</a>
                </dd>
              </div>
            ) : null}
            {contact.hours ? (
              <div>
                <dt>{t('informationRequest.hours')}</dt>
                <dd>{contact.hours}</dd>
              </div>
            ) : null}
          </dl>
          {contact.meeting ? (
            <Link className={styles.meeting} link={{ href: contact.meeting }}>
              {t('informationRequest.meeting')}
            </Link>
          ) : null}
        </div>
      ) : null}
    </FormSection>
  );
}
