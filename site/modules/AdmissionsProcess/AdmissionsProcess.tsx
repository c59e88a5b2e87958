import type { AdmissionsProcessProps } from './definition.ts';
import { FormattedDate } from '../../components/FormattedDate/index.tsx';
import { Link } from '../../components/Link/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import styles from './AdmissionsProcess.module.css';

/**
 * An ordered list: screen readers announce "list, 4 items" and each item's position, so the
 * number drawn in its circle is hidden from them. The line between the circles is the timeline's.
 */
export default function AdmissionsProcess({ title, intro, steps, link }: AdmissionsProcessProps) {
  const t = useTranslation();
  return (
    <div className={styles.root}>
      <h2 className={styles.title}>{title || t('admissions.title')}</h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <div className={styles.body}>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              {step.date ? (
                <p className={styles.date}>
                  <FormattedDate value={step.date} />
                  {step.endDate ? (
                    <>
                      {` ${t('admissions.until')} `}
                      <FormattedDate value={step.endDate} />
                    </>
                  ) : null}
                </p>
              ) : null}
              {step.text ? <p className={styles.text}>{step.text}</p> : null}
              {step.documents.length > 0 ? (
                <>
                  <h4 className={styles.documentsTitle}>{t('admissions.documents')}</h4>
                  <ul className={styles.documents}>
                    {step.documents.map((document) => (
                      <li key={document.title}>
                        {document.href ? <Link link={{ href: document.href }}>{document.title}</Link> : document.title}
                        {document.format ? <span className={styles.format}> ({document.format})</span> : null}
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
      {link?.text && (link.href || link.linkToURL) ? (
        <p className={styles.action}>
          <Link className={styles.button} link={link}>
            {link.text}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
