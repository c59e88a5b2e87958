import type { GeneralInfoListTemplate } from './schema.ts';
import type { PageView } from '../../lib/page-view.ts';
import { ListPage } from '../../components/ListPage/index.tsx';

export default function GeneralInfoList({ template, page }: { template: GeneralInfoListTemplate; page: PageView['page'] }) {
  return <ListPage title={page.title} {...template} />;
}
