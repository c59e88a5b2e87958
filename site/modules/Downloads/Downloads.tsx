import type { DownloadsProps } from './definition.ts';
import { DownloadList } from '../../components/DownloadList/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import styles from './Downloads.module.css';

export default function Downloads({ title, items }: DownloadsProps) {
  const t = useTranslation();
  return (
    <div className={styles.downloads}>
      <h2 className={styles.title}>{title ?? t('downloads.title')}</h2>
      <DownloadList items={items} />
    </div>
  );
}
