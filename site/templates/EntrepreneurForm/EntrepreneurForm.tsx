import type { EntrepreneurFormTemplate } from './definition.ts';
import type { PageData } from '../../lib/page-view.ts';
import { FormPage } from '../../components/SiteForm/FormPage.tsx';
import { form } from './form.ts';
import styles from './EntrepreneurForm.module.css';

export default function EntrepreneurForm({ template }: { template: EntrepreneurFormTemplate; page: PageData }) {
  return (
    <div className={styles.root}>
      <FormPage template={template} rules={form} />
    </div>
  );
}
