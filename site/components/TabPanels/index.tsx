// Panels behind tabs, the WAI-ARIA tabs pattern (Tabs, EventAgenda): once hydrated a tablist
// (← → move and select, Home and End go to the ends, only the selected tab is in the Tab order)
// and one visible panel, focusable so a keyboard reaches its text. Before hydration and without
// JavaScript every panel is shown under its own heading, so nothing is out of reach.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import hidden from '../VisuallyHidden/VisuallyHidden.module.css';
import styles from './TabPanels.module.css';

export interface TabPanel {
  /** The tab's text, and the panel's heading before hydration. */
  label: string;
  /** More of the panel's heading before hydration, after the label (e.g. a day's theme). */
  detail?: string | undefined;
  content: ReactNode;
}

/** The tab a key moves to from `selected` among `count` tabs, or undefined for another key. */
export function tabAfterKey(key: string, selected: number, count: number): number | undefined {
  const moves: Record<string, number> = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: count - 1 };
  const target = moves[key];
  return target === undefined ? undefined : (target + count) % count;
}

export interface TabPanelsProps {
  /** Names the tablist (the module's heading). */
  label: string;
  panels: TabPanel[];
  /** The level of the panels' headings before hydration: one below the module's heading. */
  headingLevel?: 3 | 4;
  /** The panel shown first. */
  initial?: number;
  className?: string | undefined;
  /** More classes of each panel (e.g. its measure). */
  panelClassName?: string | undefined;
  /**
   * Keep each panel's heading, for screen readers only, once the panels are tabs: for panels
   * whose content has headings of its own, so that the page's heading levels do not skip one.
   */
  keepHeadings?: boolean;
}

export function TabPanels({
  label,
  panels,
  headingLevel = 3,
  initial = 0,
  className,
  panelClassName,
  keepHeadings = false,
}: TabPanelsProps) {
  const id = useId();
  // Enhanced once hydrated; at once when mounted by a client-side navigation (see useHydrated).
  const enhanced = useHydrated();
  const [selected, setSelected] = useState(Math.min(initial, panels.length - 1));
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const panelClass = [styles.panel, panelClassName].filter(Boolean).join(' ');

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const target = tabAfterKey(event.key, selected, panels.length);
    if (target === undefined) return;
    event.preventDefault();
    setSelected(target);
    buttons.current[target]?.focus();
  };

  if (!enhanced) {
    return (
      <div className={className}>
        {panels.map((panel) => (
          <div key={panel.label} className={panelClass}>
            <Heading className={styles.panelTitle}>
              {panel.label}
              {panel.detail ? <span className={styles.detail}> {panel.detail}</span> : null}
            </Heading>
            {panel.content}
          </div>
        ))}
      </div>
    );
  }
  return (
    <div className={className} data-enhanced="">
      <div role="tablist" aria-label={label} className={styles.tablist}>
        {panels.map((panel, index) => (
          <button
            key={panel.label}
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
            {panel.label}
            {panel.detail ? <span className={styles.detail}> {panel.detail}</span> : null}
          </button>
        ))}
      </div>
      {panels.map((panel, index) => (
        <div
          key={panel.label}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== selected}
          tabIndex={0}
          className={panelClass}
        >
          {keepHeadings ? (
            <Heading className={hidden.hidden}>
              {panel.label}
              {panel.detail ? `, ${panel.detail}` : null}
            </Heading>
          ) : null}
          {panel.content}
        </div>
      ))}
    </div>
  );
}
