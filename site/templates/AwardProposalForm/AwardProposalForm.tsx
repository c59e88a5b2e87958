import type { AwardProposalFormTemplate } from './definition.ts';
import type { PageData } from '../../lib/page-view.ts';
import { FormPage } from '../../components/SiteForm/FormPage.tsx';
import { form } from './form.ts';
import styles from './AwardProposalForm.module.css';

export default function AwardProposalForm({ template }: { template: AwardProposalFormTemplate; page: PageData }) {
  return (
    <div className={styles.root}>
      <FormPage template={template} rules={form} />
    </div>
  );
}
