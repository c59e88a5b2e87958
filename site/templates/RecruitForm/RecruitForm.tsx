import type { RecruitFormTemplate } from './definition.ts';
import type { PageData } from '../../lib/page-view.ts';
import { FormPage } from '../../components/SiteForm/FormPage.tsx';
import { form } from './form.ts';
import styles from './RecruitForm.module.css';

export default function RecruitForm({ template }: { template: RecruitFormTemplate; page: PageData }) {
  return (
    <div className={styles.root}>
      <FormPage template={template} rules={form} />
    </div>
  );
}
