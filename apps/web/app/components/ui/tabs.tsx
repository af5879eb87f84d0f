import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import "./tabs.css";

export interface Tab {
  /** Stable key of the tab (also its `selected` value). */
  key: string;
  label: ReactNode;
  content: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: one tab stop (the selected tab, roving tabindex), the
 * arrow keys move between tabs and wrap, Home and End go to the first and last; Tab moves on to
 * the panel.
 */
export function Tabs({
  label,
  tabs,
  defaultSelected,
  onChange,
}: {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly Tab[];
  defaultSelected?: string;
  onChange?: (key: string) => void;
}) {
  const id = useId();
  const [selected, setSelected] = useState(defaultSelected ?? tabs[0]?.key);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const tab = tabs[index];
    if (!tab) return;
    setSelected(tab.key);
    onChange?.(tab.key);
    buttons.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.key === selected);
    const last = tabs.length - 1;
    const next: Record<string, number> = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className="ui-tabs">
      <div role="tablist" aria-label={label} className="ui-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => {
          const isSelected = tab.key === selected;
          return (
            <button
              key={tab.key}
              ref={(button) => {
                buttons.current[index] = button;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.key}`}
              aria-selected={isSelected}
              aria-controls={`${id}-panel-${tab.key}`}
              tabIndex={isSelected ? 0 : -1}
              className="ui-tabs__tab"
              onClick={() => select(index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${id}-panel-${tab.key}`}
          aria-labelledby={`${id}-tab-${tab.key}`}
          hidden={tab.key !== selected}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the APG tabs pattern puts the panel in the tab order
          tabIndex={0}
          className="ui-tabs__panel"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
