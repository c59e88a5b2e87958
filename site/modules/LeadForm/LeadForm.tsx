import { useEffect, useId, useState } from 'react';
import type { LeadFormProps } from './definition.ts';
import { useSite } from '../../app/site-context.tsx';
import { watchMarketingConsent } from '../../app/third-parties.ts';
import { useTranslation } from '../../i18n/index.tsx';
import { startLeadForms } from '../../lib/lead-form.ts';
import styles from './LeadForm.module.css';

/**
 * The marketing provider's lead form (site/lib/lead-form.ts). It is a third party: it loads only
 * with the visitor's marketing consent (docs/third-parties.md); until then the module says why
 * the form is missing and offers the cookie settings.
 */
export default function LeadForm(props: LeadFormProps) {
  const { title, text, formId, thankYou } = props;
  const site = useSite();
  const t = useTranslation();
  const titleId = useId();
  const marketing = site.thirdParties.marketingForm;
  const [consented, setConsented] = useState(false);

  useEffect(() => watchMarketingConsent(setConsented), []);
  useEffect(() => {
    if (!consented || !marketing) return undefined;
    return startLeadForms({ script: marketing.script, munchkinId: marketing.munchkinId, regionsOrigin: site.forms.regionsOrigin });
  }, [consented, marketing, site.forms.regionsOrigin]);

  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {text ? <p className={styles.text}>{text}</p> : null}
      {consented ? null : (
        <p className={styles.notice}>
          {t('leadForm.consent')}{' '}
          <button type="button" className={styles.settings} onClick={() => window.OneTrust?.ToggleInfoDisplay?.()}>
            {t('leadForm.settings')}
          </button>
        </p>
      )}
      {/* SPEC §3: the loader puts the provider's form#mktoForm_{formId} here, with these data attributes
          (an empty <form> without JavaScript or consent would be a form with no way to submit it). */}
      <div
        className={styles.form}
        data-lead-form=""
        data-consented={consented ? '' : undefined}
        data-label={t('leadForm.label')}
        data-formid={formId}
        data-thankyou={thankYou}
        data-pathway-id={props.pathwayId}
        data-program-id={props.programId}
        data-track={props.track}
        data-typeof-dual-mastersdegrees={props.typeofDualMastersdegrees}
        data-mkto-summer-specialization={props.mktoSummerSpecialization}
      />
    </section>
  );
}
