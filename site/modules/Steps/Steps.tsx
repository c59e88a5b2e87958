import type { StepsProps } from './definition.ts';
import { LibraryIcon } from '../../components/Icon/library.tsx';
import { Link } from '../../components/Link/index.tsx';
import styles from './Steps.module.css';

/** An ordered list: screen readers announce "list, 4 items" and each number. */
export default function Steps({ title, intro, steps }: StepsProps) {
  const Heading = title ? 'h3' : 'h2';
  return (
    <div className={styles.root}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      <ol className={styles.list}>
        {steps.map((step) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.marker} aria-hidden="true">
              {step.icon ? <LibraryIcon name={step.icon} size={24} /> : null}
            </span>
            <Heading className={styles.stepTitle}>{step.title}</Heading>
            <p className={styles.text}>{step.text}</p>
            {step.link?.text && (step.link.href || step.link.linkToURL) ? (
              <Link className={styles.link} link={step.link}>
                {step.link.text}
              </Link>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
