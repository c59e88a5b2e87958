import type { FeesTableProps } from './definition.ts';
import { DataTable } from '../../components/DataTable/index.tsx';
import { FormattedDate } from '../../components/FormattedDate/index.tsx';
import { useLocale } from '../../app/site-context.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import styles from './FeesTable.module.css';

export default function FeesTable({ title, currency, fees, instalments, scholarships, notes }: FeesTableProps) {
  const t = useTranslation();
  const locale = useLocale();
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 2, minimumFractionDigits: 0 });
  const hasNotes = fees.some((fee) => fee.note);
  return (
    <div className={styles.root}>
      <h2 className={styles.title}>{title || t('fees.title')}</h2>
      <DataTable
        rowHeaders
        numeric={[1]}
        caption={t('fees.caption')}
        columns={[t('fees.item'), t('fees.amount'), ...(hasNotes ? [t('fees.note')] : [])]}
        rows={fees.map((fee) => [fee.label, money.format(fee.amount), ...(hasNotes ? [fee.note ?? ''] : [])])}
      />
      {instalments.length > 0 ? (
        <DataTable
          rowHeaders
          numeric={[2]}
          caption={t('fees.instalments')}
          columns={[t('fees.instalment'), t('fees.due'), t('fees.amount')]}
          rows={instalments.map((instalment) => [
            instalment.label,
            <FormattedDate key="due" value={instalment.due} />,
            money.format(instalment.amount),
          ])}
        />
      ) : null}
      {scholarships.length > 0 ? (
        <DataTable
          rowHeaders
          caption={t('fees.scholarships')}
          columns={[t('fees.scholarship'), t('fees.value'), t('fees.eligibility'), t('fees.deadline')]}
          rows={scholarships.map((scholarship) => [
            scholarship.name,
            scholarship.value,
            scholarship.eligibility,
            scholarship.deadline ? <FormattedDate key="deadline" value={scholarship.deadline} /> : '—',
          ])}
        />
      ) : null}
      {notes.length > 0 ? (
        <div>
          <h3 className={styles.notesTitle}>{t('fees.notes')}</h3>
          <ul className={styles.notes}>
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
