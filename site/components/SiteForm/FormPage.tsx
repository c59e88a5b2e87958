// The body of a form template: optional hero, the title and intro, the form, then the modules below.
import type { FormTemplateFields } from '../../define/form-template.ts';
import type { FormRules } from '../../lib/forms/rules.ts';
import { ModuleList } from '../ModuleList/index.tsx';
import { SiteForm } from './index.tsx';
import styles from './SiteForm.module.css';

export function FormPage({ template, rules }: { template: FormTemplateFields; rules: FormRules }) {
  const titleId = `${rules.name}-title`;
  return (
    <>
      <ModuleList modules={template.heroSection} />
      <div className={styles.page}>
        <h1 id={titleId} className={styles.title}>
          {template.title}
        </h1>
        {template.intro ? <p className={styles.intro}>{template.intro}</p> : null}
        <SiteForm rules={rules} thankYou={template.thankYou} labelledBy={titleId} />
      </div>
      <ModuleList modules={template.mainSection} />
    </>
  );
}
