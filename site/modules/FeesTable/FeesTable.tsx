import { useId, type ReactNode } from 'react';
import type { FeesTableProps } from './definition.ts';
import { FormattedDate } from '../../components/FormattedDate/index.tsx';
import { useLocale } from '../../app/site-context.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import styles from './FeesTable.module.css';

/**
 * A captioned table in a region named by its caption. Wider than the screen it scrolls inside
 * the region, which keyboard users can focus and scroll with the arrow keys (WCAG 2.1.1).
 */
function ScrollTable({ caption, columns, rows }: { caption: string; columns: string[]; rows: ReactNode[][] }) {
  const captionId = useId();
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <section className={styles.scroll} aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([head, ...cells], index) => (
            <tr key={index}>
              <th scope="row">{head}</th>
              {cells.map((cell, cellIndex) => (
                <td key={cellIndex} data-numeric={typeof cell === 'string' && /^\D?[\d.,\s]+\D*$/.test(cell) ? '' : undefined}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export default function FeesTable({ title, currency, fees, instalments, scholarships, notes }: FeesTableProps) {
  const t = useTranslation();
  const locale = useLocale();
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 2, minimumFractionDigits: 0 });
  const hasNotes = fees.some((fee) => fee.note);
  return (
    <div className={styles.root}>
      <h2 className={styles.title}>{title || t('fees.title')}</h2>
      <ScrollTable
        caption={t('fees.caption')}
        columns={[t('fees.item'), t('fees.amount'), ...(hasNotes ? [t('fees.note')] : [])]}
        rows={fees.map((fee) => [fee.label, money.format(fee.amount), ...(hasNotes ? [fee.note ?? ''] : [])])}
      />
      {instalments.length > 0 ? (
        <ScrollTable
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
        <ScrollTable
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
        <>
          <h3 className={styles.notesTitle}>{t('fees.notes')}</h3>
          <ul className={styles.notes}>
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
