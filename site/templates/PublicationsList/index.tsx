import type { PublicationsListTemplate } from './schema.ts';
import type { PageView } from '../../lib/page-view.ts';
import { ListPage } from '../../components/ListPage/index.tsx';

export default function PublicationsList({ template, page }: { template: PublicationsListTemplate; page: PageView['page'] }) {
  return <ListPage title={page.title} {...template} />;
}
