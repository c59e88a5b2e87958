import type { NewsListTemplate } from './schema.ts';
import type { PageView } from '../../lib/page-view.ts';
import { ListPage } from '../../components/ListPage/index.tsx';

export default function NewsList({ template, page }: { template: NewsListTemplate; page: PageView['page'] }) {
  return <ListPage title={page.title} {...template} />;
}
