import type { TeachersListTemplate } from './definition.ts';
import type { PageView } from '../../lib/page-view.ts';
import { ListPage } from '../../components/ListPage/index.tsx';

export default function TeachersList({ template, page }: { template: TeachersListTemplate; page: PageView['page'] }) {
  // Keyed by path: another list reached by client navigation starts unfiltered, on page 1.
  return <ListPage key={page.path} title={page.title} {...template} />;
}
