import styles from './PageTitle.module.css';

/** The page's h1 when no hero module gives one. */
export function PageTitle({ title }: { title: string }) {
  return (
    <div className={styles.wrapper}>
      <h1 className={styles.title}>{title}</h1>
    </div>
  );
}
