import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import type { TabsProps } from './definition.ts';
import styles from './Tabs.module.css';

/**
 * Tabs following the WAI-ARIA tabs pattern (arrow keys, Home, End). Before hydration and
 * without JavaScript every panel is shown under its own heading, so nothing is out of reach.
 */
export default function Tabs({ title, tabs }: TabsProps) {
  const id = useId();
  // Enhanced once hydrated; at once when mounted by a client-side navigation (see useHydrated).
  const enhanced = useHydrated();
  const [selected, setSelected] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    setSelected(next);
    buttons.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className={styles.tabs} data-enhanced={enhanced ? '' : undefined}>
      <h2 className={styles.title}>{title}</h2>
      {enhanced ? (
        <div role="tablist" aria-label={title} className={styles.tablist}>
          {tabs.map((tab, index) => (
            <button
              key={tab.label}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${index}`}
              aria-selected={index === selected}
              aria-controls={`${id}-panel-${index}`}
              tabIndex={index === selected ? 0 : -1}
              className={styles.tab}
              onClick={() => setSelected(index)}
              onKeyDown={onKeyDown}
            >
              {tab.label}
            </button>
          ))}
        </div>
      ) : null}
      {tabs.map((tab, index) =>
        enhanced ? (
          <div
            key={tab.label}
            role="tabpanel"
            id={`${id}-panel-${index}`}
            aria-labelledby={`${id}-tab-${index}`}
            hidden={index !== selected}
            tabIndex={0}
            className={styles.panel}
            // Sanitised at sync by RichTextSchema.
            dangerouslySetInnerHTML={{ __html: tab.html }}
          />
        ) : (
          <div key={tab.label} className={styles.panel}>
            <h3 className={styles.panelTitle}>{tab.label}</h3>
            <div dangerouslySetInnerHTML={{ __html: tab.html }} />
          </div>
        ),
      )}
    </div>
  );
}
