import { useId, type ReactNode } from 'react';
import type { ProgramFactsProps } from './definition.ts';
import { FactsBox, type Fact } from '../../components/FactsBox/index.tsx';
import { FormattedDate } from '../../components/FormattedDate/index.tsx';
import { Link } from '../../components/Link/index.tsx';
import { useLocale } from '../../app/site-context.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import styles from './ProgramFacts.module.css';

/**
 * The facts as a description list in a landmark named by its heading: screen readers announce
 * each label with its value, and the strip wraps into as many columns as fit.
 */
export default function ProgramFacts({ title, duration, format, language, startDate, credits, location, link }: ProgramFactsProps) {
  const t = useTranslation();
  const locale = useLocale();
  const id = useId();
  const facts: Fact[] = [];
  const add = (key: string, value: ReactNode) => {
    if (value !== undefined && value !== null && value !== '') facts.push({ label: t(`programFacts.${key}`), value });
  };
  add('duration', duration);
  add('format', format);
  add('language', language);
  add('startDate', startDate ? <FormattedDate value={startDate} /> : undefined);
  add(
    'credits',
    credits === undefined ? undefined : t('programFacts.creditsValue', { count: new Intl.NumberFormat(locale).format(credits) }),
  );
  add('location', location);
  return (
    <div className={styles.root}>
      <FactsBox
        id={`${id}-title`}
        title={title || t('programFacts.title')}
        facts={facts}
        wide
        actions={link?.text && (link.href || link.linkToURL) ? <Link link={link}>{link.text}</Link> : undefined}
      />
    </div>
  );
}
