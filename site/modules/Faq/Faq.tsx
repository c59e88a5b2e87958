import type { FaqProps } from './definition.ts';
import { useTranslation } from '../../i18n/index.tsx';
import styles from './Faq.module.css';

/**
 * Each question a native <details>: Enter and Space open it, screen readers announce it expanded
 * or collapsed, and without JavaScript it works the same. Questions are headings one level below
 * their group's (or the module's), so a screen reader's heading list is the list of questions.
 */
export default function Faq({ title, intro, groups }: FaqProps) {
  const t = useTranslation();
  return (
    <div className={styles.root}>
      <h2 className={styles.title}>{title || t('faq.title')}</h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {groups.map((group, index) => {
        const Question = group.title ? 'h4' : 'h3';
        return (
          <div key={group.title ?? index} className={styles.group}>
            {group.title ? <h3 className={styles.groupTitle}>{group.title}</h3> : null}
            {group.questions.map((item) => (
              <details key={item.question} className={styles.item}>
                <summary className={styles.summary}>
                  <Question className={styles.question}>{item.question}</Question>
                </summary>
                {/* Sanitised at sync by RichTextSchema. */}
                <div className={styles.answer} dangerouslySetInnerHTML={{ __html: item.answer }} />
              </details>
            ))}
          </div>
        );
      })}
    </div>
  );
}
