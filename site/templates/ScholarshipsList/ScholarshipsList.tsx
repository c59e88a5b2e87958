import type { ScholarshipsListTemplate } from './definition.ts';
import type { Scholarship } from '../../../content/schema/index.ts';
import type { PageView } from '../../lib/page-view.ts';
import { Fragment } from 'react';
import { FilterableList } from '../../components/FilterableList/index.tsx';
import { FormattedDate } from '../../components/FormattedDate/index.tsx';
import { Link } from '../../components/Link/index.tsx';
import { ListFrame } from '../../components/ListPage/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import { useNow } from '../../lib/use-now.ts';
import { endsAt } from '../../lib/day-end.ts';
import { numberFormat } from '../../lib/intl.ts';
import { useLocale } from '../../app/site-context.tsx';
import { scholarshipFacets } from '../../lib/scholarship-facets.ts';
import styles from './ScholarshipsList.module.css';

function ScholarshipCard({ scholarship, now }: { scholarship: Scholarship; now: number }) {
  const t = useTranslation();
  const locale = useLocale();
  const closed = endsAt(scholarship.deadline) <= now;
  const any = t('scholarship.anyone');
  const eligibility = [
    { label: t('scholarship.degree'), values: scholarship.typeOfDegree },
    { label: t('scholarship.programs'), values: scholarship.programs },
    { label: t('scholarship.schools'), values: scholarship.schools },
    { label: t('scholarship.gender'), values: scholarship.gender },
    { label: t('scholarship.nationality'), values: scholarship.nationality },
    { label: t('scholarship.residence'), values: scholarship.countryOfResidence },
    // Most scholarships name no region: the row shows only where one does.
    ...(scholarship.region.length > 0 ? [{ label: t('scholarship.region'), values: scholarship.region }] : []),
  ];
  const amount = scholarship.amount
    ? numberFormat(locale, { style: 'currency', currency: scholarship.amount.currency, maximumFractionDigits: 0 }).format(
        scholarship.amount.value,
      )
    : scholarship.coverage;
  return (
    <li id={scholarship.id} className={styles.card} data-state={closed ? 'closed' : 'open'}>
      <p className={styles.meta}>
        <span className={styles.state}>{t(closed ? 'scholarship.closed' : 'scholarship.open')}</span>
        {' · '}
        {scholarship.scholarshipType}
      </p>
      <h2 className={styles.title}>{scholarship.title}</h2>
      <p>{scholarship.summary}</p>
      <p className={styles.deadline}>
        {t(closed ? 'scholarship.closedOn' : 'scholarship.deadline')} <FormattedDate value={scholarship.deadline} />
      </p>
      <p className={styles.eligibilityTitle}>{t('scholarship.eligibility')}</p>
      <dl className={styles.eligibility}>
        {amount ? (
          <>
            <dt>{t('scholarship.amount')}</dt>
            <dd>{amount}</dd>
          </>
        ) : null}
        {eligibility.map((row) => (
          <Fragment key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.values.length > 0 ? row.values.join(', ') : any}</dd>
          </Fragment>
        ))}
      </dl>
      {scholarship.applyLink && !closed ? (
        <Link className={styles.apply} link={scholarship.applyLink}>
          {t('scholarship.apply', { title: scholarship.title })}
        </Link>
      ) : null}
    </li>
  );
}

export default function ScholarshipsList({ template, page }: { template: ScholarshipsListTemplate; page: PageView['page'] }) {
  // The build's moment while hydrating (the HTML matches), the visitor's clock afterwards.
  const now = useNow(template.asOf);
  return (
    <ListFrame title={page.title} heroSection={template.heroSection} intro={template.intro} mainSection={template.mainSection}>
      <FilterableList
        key={page.path}
        items={template.scholarships}
        facetsOf={scholarshipFacets}
        filters={template.filters}
        pageSize={template.pageSize}
      >
        {(shown) => (
          <ul className={styles.grid}>
            {shown.map((scholarship) => (
              <ScholarshipCard key={scholarship.id} scholarship={scholarship} now={now} />
            ))}
          </ul>
        )}
      </FilterableList>
    </ListFrame>
  );
}
