import type { TabsProps } from './definition.ts';
import { TabPanels } from '../../components/TabPanels/index.tsx';
import styles from './Tabs.module.css';

/**
 * Rich-text panels behind tabs (site/components/TabPanels: the WAI-ARIA tabs pattern once
 * hydrated; before hydration and without JavaScript every panel under its own heading).
 */
export default function Tabs({ title, tabs }: TabsProps) {
  return (
    <div className={styles.tabs}>
      <h2 className={styles.title}>{title}</h2>
      <TabPanels
        panelClassName={styles.panel}
        label={title}
        panels={tabs.map((tab) => ({
          label: tab.label,
          // Sanitised at sync by RichTextSchema.
          content: <div dangerouslySetInnerHTML={{ __html: tab.html }} />,
        }))}
      />
    </div>
  );
}
