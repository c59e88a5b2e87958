import type { BrochureRequestFormProps } from './definition.ts';
import { FormSection } from '../../components/SiteForm/FormSection.tsx';
import { Image } from '../../components/Image/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import { form } from './form.ts';
import styles from './BrochureRequestForm.module.css';

/** The brochure (cover, title, format) above the request form; its title travels as a hidden field. */
export default function BrochureRequestForm({ title, text, brochure, format, cover, thankYou }: BrochureRequestFormProps) {
  const t = useTranslation();
  return (
    <FormSection title={title} text={text} rules={form} thankYou={thankYou} values={{ brochure }} submit={t('brochureRequest.submit')}>
      <figure className={styles.brochure}>
        {cover ? <Image image={cover} className={styles.cover} /> : null}
        <figcaption className={styles.caption}>
          <span className={styles.name}>{brochure}</span> {format ? <span className={styles.format}>{format}</span> : null}
        </figcaption>
      </figure>
    </FormSection>
  );
}
