import type { EventListTemplate } from './schema.ts';
import type { PageView } from '../../lib/page-view.ts';
import { ListPage } from '../../components/ListPage/index.tsx';

export default function EventList({ template, page }: { template: EventListTemplate; page: PageView['page'] }) {
  return <ListPage title={page.title} {...template} />;
}
