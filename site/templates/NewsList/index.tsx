import type { NewsListTemplate } from './schema.ts';
import type { PageView } from '../../lib/page-view.ts';
import { ModuleList } from '../../components/ModuleList/index.tsx';
import { PageTitle } from '../../components/PageTitle/index.tsx';
import { CardGrid } from '../../components/CardGrid/index.tsx';
import styles from './NewsList.module.css';

export default function NewsList({ template, page }: { template: NewsListTemplate; page: PageView['page'] }) {
  return (
    <>
      {template.heroSection.length > 0 ? <ModuleList modules={template.heroSection} /> : <PageTitle title={page.title} />}
      <div className={styles.list}>
        {template.intro ? <p className={styles.intro}>{template.intro}</p> : null}
        <CardGrid cards={template.items.slice(0, template.pageSize)} headingLevel={2} />
      </div>
      <ModuleList modules={template.mainSection} />
    </>
  );
}
