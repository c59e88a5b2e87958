import type { StepsProps } from './definition.ts';
import { LibraryIcon } from '../../components/Icon/library.tsx';
import { Collection, itemHeading } from '../../components/Collection/index.tsx';
import { Link } from '../../components/Link/index.tsx';
import styles from './Steps.module.css';

/** An ordered list: screen readers announce "list, 4 items" and each number. */
export default function Steps({ title, intro, steps }: StepsProps) {
  const Heading = itemHeading(title);
  return (
    <Collection title={title} intro={intro} ordered listClassName={styles.list}>
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
    </Collection>
  );
}
