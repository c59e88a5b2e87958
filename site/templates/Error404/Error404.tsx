import type { Error404Template } from './definition.ts';
import { Link } from '../../components/Link/index.tsx';
import styles from './Error404.module.css';

export default function Error404({ template }: { template: Error404Template }) {
  return (
    <div className={styles.error}>
      <h1 className={styles.title}>{template.title}</h1>
      <p className={styles.message}>{template.message}</p>
      {template.link?.text ? (
        <p>
          <Link className={styles.link} link={template.link}>
            {template.link.text}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
