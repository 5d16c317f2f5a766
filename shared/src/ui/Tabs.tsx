import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Tabs.module.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  panel: ReactNode;
}

export interface TabsProps {
  /** Names the tab list for assistive technology ("ランキングの種類"). */
  label: string;
  tabs: readonly TabItem[];
  /** Controlled selection; leave out to let the tabs keep their own. */
  selectedId?: string;
  defaultSelectedId?: string;
  onSelect?: (id: string) => void;
  className?: string;
}

/**
 * WAI-ARIA tabs with roving focus: one tab is in the Tab order; arrow keys, Home and End
 * move between tabs and select them (automatic activation).
 */
export function Tabs({ label, tabs, selectedId, defaultSelectedId, onSelect, className }: TabsProps) {
  const baseId = useId();
  const [ownSelection, setOwnSelection] = useState(defaultSelectedId ?? tabs[0]?.id);
  const selected = selectedId ?? ownSelection;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string) => {
    setOwnSelection(id);
    onSelect?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const target = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    const next = target === undefined ? undefined : tabs[target];
    if (!next) return;
    event.preventDefault();
    select(next.id);
    tabRefs.current.get(next.id)?.focus();
  };

  const current = tabs.find((tab) => tab.id === selected);
  return (
    <div className={className}>
      <div className={styles.list} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) tabRefs.current.set(tab.id, node);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              className={styles.tab}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {current && (
        <div id={`${baseId}-panel-${current.id}`} className={styles.panel} role="tabpanel" aria-labelledby={`${baseId}-tab-${current.id}`}>
          {current.panel}
        </div>
      )}
    </div>
  );
}
