import { useId } from 'react';
import type { SearchBoxProps } from './definition.ts';
import { SearchForm } from '../../components/SearchForm/index.tsx';
import styles from './SearchBox.module.css';

export default function SearchBox({ title, text, action, label, placeholder, type }: SearchBoxProps) {
  const id = useId();
  return (
    <div className={styles.root}>
      <div className={styles.inner}>
        <div className={styles.copy}>
          <h2 className={styles.title} id={`${id}-title`}>
            {title}
          </h2>
          {text ? <p className={styles.text}>{text}</p> : null}
        </div>
        <SearchForm action={action} label={label} placeholder={placeholder} type={type} labelledBy={`${id}-title`} />
      </div>
    </div>
  );
}
