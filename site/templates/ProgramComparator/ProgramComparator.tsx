import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { ProgramComparatorTemplate, ComparedProgram } from './definition.ts';
import type { PageView } from '../../lib/page-view.ts';
import { announceText } from '../../app/announcer.ts';
import { Link } from '../../components/Link/index.tsx';
import { ModuleList } from '../../components/ModuleList/index.tsx';
import { PageTitle } from '../../components/PageTitle/index.tsx';
import { KeptTerms, useTranslation } from '../../i18n/index.tsx';
import { useLocale, useSite } from '../../app/site-context.tsx';
import { compareScope, ordered, toggled, useCompareSelection, writeSelection, type CompareSelection } from '../../lib/compare-store.ts';
import { COMPARED_FIELDS, type ComparedField } from '../../lib/program.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import styles from './ProgramComparator.module.css';

/** SPEC §9 "Comparator minimum". */
const MINIMUM = 2;

const FIELD_LABEL: Record<ComparedField, string> = {
  programType: 'filter.programType',
  format: 'filter.format',
  location: 'filter.location',
  duration: 'filter.duration',
  language: 'filter.language',
  intake: 'filter.intake',
  academicArea: 'filter.academicArea',
  credits: 'program.credits',
};

const cell = (program: ComparedProgram, field: ComparedField) => program.values[field].join(', ') || '—';

/** Rows whose values are not the same for every programme shown. */
const differing = (programs: ComparedProgram[]) =>
  COMPARED_FIELDS.filter((field) => new Set(programs.map((program) => cell(program, field))).size > 1);

/** The selection in the address (?programs=a,b&fixed=a&diff=1), if it names one. */
function fromAddress(): { selection: CompareSelection; diff: boolean } | null {
  const params = new URLSearchParams(window.location.search);
  const programs = params.get('programs');
  if (programs === null) return null;
  const list = programs.split(',').filter(Boolean);
  const fixed = params.get('fixed');
  return { selection: { programs: list, fixed: fixed && list.includes(fixed) ? fixed : null }, diff: params.get('diff') === '1' };
}

function toAddress(selection: CompareSelection, diff: boolean): void {
  const params = new URLSearchParams();
  params.set('programs', selection.programs.join(','));
  if (selection.fixed) params.set('fixed', selection.fixed);
  if (diff) params.set('diff', '1');
  const url = `${window.location.pathname}?${params.toString().replace(/%2C/g, ',')}${window.location.hash}`;
  if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`)
    window.history.replaceState(window.history.state, '', url);
}

interface TableProps {
  programs: ComparedProgram[];
  rows: ComparedField[];
  caption: string;
  actions?: (program: ComparedProgram) => ReactNode;
}

function Table({ programs, rows, caption, actions }: TableProps) {
  const t = useTranslation();
  const locale = useLocale();
  return (
    // A wide table scrolls sideways: the region takes focus so keyboard users can scroll it too (axe scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.scroller} tabIndex={0} role="region" aria-label={caption}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <td className={styles.corner} />
            {programs.map((program) => (
              <th key={program.code} scope="col" className={styles.column}>
                <Link link={{ href: program.url }}>{program.title}</Link>
                {actions ? <div className={styles.columnActions}>{actions(program)}</div> : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((field) => (
            <tr key={field}>
              <th scope="row" className={styles.rowHead}>
                {t(FIELD_LABEL[field])}
              </th>
              {programs.map((program) => (
                <td key={program.code}>
                  <KeptTerms text={cell(program, field)} locale={locale} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function ProgramComparator({ template }: { template: ProgramComparatorTemplate; page: PageView['page'] }) {
  const t = useTranslation();
  const hydrated = useHydrated();
  // Kept per site, so both languages and every programme page's toggle share it.
  const scope = compareScope(useSite());
  const stored = useCompareSelection(scope);
  const [diff, setDiff] = useState(false);
  const [choice, setChoice] = useState('');
  const adopted = useRef(false);
  const selectId = useId();
  const table = useRef<HTMLDivElement>(null);
  // Where focus goes once the change is drawn: Add disables itself and Remove disappears, and
  // focus must not fall to the body (docs/accessibility.md, focus). null: nowhere to move it.
  const focusNext = useRef<{ remove: string } | 'picker' | null>(null);
  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    const element =
      target === 'picker'
        ? document.getElementById(selectId)
        : table.current?.querySelector<HTMLElement>(`[data-remove="${CSS.escape(target.remove)}"]`);
    (element ?? document.getElementById(selectId))?.focus();
  });

  // An address naming a selection wins over storage (a shared comparison), once, after hydration.
  useEffect(() => {
    if (adopted.current) return;
    adopted.current = true;
    const address = fromAddress();
    if (address) {
      writeSelection(scope, address.selection);
      setDiff(address.diff);
    }
  }, [scope]);

  const known = new Map(template.programs.map((program) => [program.code, program]));
  const selection: CompareSelection = { programs: stored.programs.filter((code) => known.has(code)), fixed: stored.fixed };
  const shown = ordered(selection)
    .map((code) => known.get(code))
    .filter((program): program is ComparedProgram => Boolean(program));

  useEffect(() => {
    if (hydrated && adopted.current) toAddress(selection, diff);
  });

  const update = (next: CompareSelection, message: string) => {
    writeSelection(scope, next);
    announceText(message);
  };
  const add = () => {
    const program = known.get(choice);
    if (!program || selection.programs.includes(program.code)) return;
    const next = toggled(selection, program.code);
    update(next, t('compare.added', { title: program.title, count: String(next.programs.length) }));
    setChoice('');
    // The next programme is chosen where this one was.
    focusNext.current = 'picker';
  };
  const remove = (program: ComparedProgram) => {
    const next = toggled(selection, program.code);
    // The Remove of the programme that takes its place (the next, else the one before); the picker when none is left.
    const at = shown.findIndex((other) => other.code === program.code);
    const neighbour = shown[at + 1] ?? shown[at - 1];
    focusNext.current = neighbour ? { remove: neighbour.code } : 'picker';
    update(next, t('compare.removed', { title: program.title, count: String(next.programs.length) }));
  };
  const fix = (program: ComparedProgram) => {
    const fixing = selection.fixed !== program.code;
    update(
      { ...selection, fixed: fixing ? program.code : null },
      t(fixing ? 'compare.fixed' : 'compare.unfixed', { title: program.title }),
    );
  };

  const heading = template.heroSection.length > 0 ? <ModuleList modules={template.heroSection} /> : <PageTitle title={template.title} />;

  if (!hydrated) {
    // Without JavaScript (and in the server HTML): every programme side by side.
    return (
      <>
        {heading}
        <div className={styles.page}>
          {template.intro ? <p className={styles.intro}>{template.intro}</p> : null}
          <Table programs={template.programs} rows={[...COMPARED_FIELDS]} caption={t('compare.allPrograms')} />
        </div>
        <ModuleList modules={template.mainSection} />
      </>
    );
  }

  const differences = differing(shown);
  const available = template.programs.filter((program) => !selection.programs.includes(program.code));
  return (
    <>
      {heading}
      <div ref={table} className={styles.page}>
        {template.intro ? <p className={styles.intro}>{template.intro}</p> : null}
        <div className={styles.controls}>
          <div className={styles.picker}>
            <label htmlFor={selectId}>{t('compare.chooseLabel')}</label>
            <select id={selectId} value={choice} onChange={(event) => setChoice(event.target.value)}>
              <option value="">{t('compare.choose')}</option>
              {available.map((program) => (
                <option key={program.code} value={program.code}>
                  {program.title}
                </option>
              ))}
            </select>
            <button type="button" className={styles.button} onClick={add} disabled={!choice}>
              {t('compare.addButton')}
            </button>
          </div>
          <label className={styles.toggle}>
            <input type="checkbox" checked={diff} onChange={(event) => setDiff(event.target.checked)} disabled={shown.length < MINIMUM} />
            {t('compare.onlyDifferences')}
          </label>
        </div>
        {shown.length === 0 ? (
          <div className={styles.empty}>
            <h2 className={styles.emptyTitle}>{t('compare.emptyTitle')}</h2>
            <p>{t('compare.emptyText')}</p>
          </div>
        ) : (
          <>
            {shown.length < MINIMUM ? <p className={styles.notice}>{t('compare.needTwo')}</p> : null}
            {diff && shown.length >= MINIMUM && differences.length === 0 ? (
              <p className={styles.notice}>{t('compare.noDifferences')}</p>
            ) : null}
            <Table
              programs={shown}
              rows={diff ? differences : [...COMPARED_FIELDS]}
              caption={t('compare.table')}
              actions={(program) => (
                <>
                  <button
                    type="button"
                    className={styles.small}
                    aria-pressed={selection.fixed === program.code}
                    onClick={() => fix(program)}
                  >
                    {t(selection.fixed === program.code ? 'compare.unfix' : 'compare.fix', { title: program.title })}
                  </button>
                  <button type="button" className={styles.small} data-remove={program.code} onClick={() => remove(program)}>
                    {t('compare.remove', { title: program.title })}
                  </button>
                </>
              )}
            />
          </>
        )}
      </div>
      <ModuleList modules={template.mainSection} />
    </>
  );
}
