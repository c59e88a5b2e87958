import type { StudyPlanProps } from './definition.ts';
import { useLocale } from '../../app/site-context.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden/index.tsx';
import styles from './StudyPlan.module.css';

/**
 * One native <details> per semester: Enter and Space open and close it, screen readers announce
 * it expanded or collapsed, and a visitor without JavaScript gets the same. The courses are a
 * table whose caption is the semester, so its columns are read with each course.
 */
export default function StudyPlan({ title, intro, semesters }: StudyPlanProps) {
  const t = useTranslation();
  const locale = useLocale();
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const sum = (courses: StudyPlanProps['semesters'][number]['courses']) => courses.reduce((total, course) => total + course.ects, 0);
  const total = semesters.reduce((all, semester) => all + sum(semester.courses), 0);
  return (
    <div className={styles.root}>
      <div className={styles.head}>
        <h2 className={styles.title}>{title || t('studyPlan.title')}</h2>
        <p className={styles.total}>{t('studyPlan.programmeTotal', { count: number.format(total) })}</p>
      </div>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {semesters.map((semester) => (
        <details key={semester.title} className={styles.semester} open={semester.open || undefined}>
          <summary className={styles.summary}>
            <h3 className={styles.semesterTitle}>{semester.title}</h3>{' '}
            <span className={styles.credits}>{t('studyPlan.total', { count: number.format(sum(semester.courses)) })}</span>
          </summary>
          <table className={styles.table}>
            <caption>
              {/* The summary above shows the semester; the caption names the table for table navigation. */}
              <VisuallyHidden>{semester.title}</VisuallyHidden>
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('studyPlan.course')}</th>
                <th scope="col">{t('studyPlan.type')}</th>
                <th scope="col" className={styles.number}>
                  {t('studyPlan.ects')}
                </th>
              </tr>
            </thead>
            <tbody>
              {semester.courses.map((course) => (
                <tr key={course.title}>
                  <th scope="row">
                    {course.title}
                    {course.description ? ' ' : null}
                    {course.description ? <span className={styles.description}>{course.description}</span> : null}
                  </th>
                  <td>{t(`studyPlan.${course.type}`)}</td>
                  <td className={styles.number}>{number.format(course.ects)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      ))}
    </div>
  );
}
