import type { ProgramsListTemplate } from './definition.ts';
import type { PageView } from '../../lib/page-view.ts';
import { ListPage } from '../../components/ListPage/index.tsx';
import { CompareToggle } from '../../components/CompareToggle/index.tsx';

export default function ProgramsList({ template, page }: { template: ProgramsListTemplate; page: PageView['page'] }) {
  const { comparator } = template;
  // Keyed by path: another list reached by client navigation starts unfiltered, on page 1.
  return (
    <ListPage
      key={page.path}
      title={page.title}
      {...template}
      cardAction={
        comparator ? (card) => (card.key ? <CompareToggle code={card.key} title={card.title} comparator={comparator} /> : null) : undefined
      }
    />
  );
}
