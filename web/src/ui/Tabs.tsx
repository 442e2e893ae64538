import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './class-names.ts';
import styles from './Tabs.module.css';

/** One tab. */
export interface TabItem {
  id: string;
  label: ReactNode;
  disabled?: boolean;
}

/** Props of {@link Tabs}. */
export interface TabsProps {
  items: readonly TabItem[];
  value: string;
  onChange(id: string): void;
  /** The tab list's accessible name. */
  label: string;
  /** Renders the selected tab's panel. */
  children?: ReactNode;
  className?: string;
}

/** Tabs per WAI-ARIA: one tab stop, arrow keys (and Home/End) move and select. */
export function Tabs({ items, value, onChange, label, children, className }: TabsProps) {
  const base = useId();
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const enabled = items.filter((item) => !item.disabled);

  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = enabled.findIndex((item) => item.id === value);
    const last = enabled.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index >= last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index <= 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const target = enabled[next];
    if (!target) return;
    onChange(target.id);
    refs.current.get(target.id)?.focus();
  };

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {items.map((item) => {
          const selected = item.id === value;
          return (
            <button
              key={item.id}
              ref={(el) => {
                if (el) refs.current.set(item.id, el);
                else refs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${item.id}`}
              aria-selected={selected}
              aria-controls={`${base}-panel`}
              tabIndex={selected ? 0 : -1}
              disabled={item.disabled}
              className={cx(styles.tab, selected && styles.selected)}
              onClick={() => onChange(item.id)}
              onKeyDown={move}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {children !== undefined ? (
        <div
          role="tabpanel"
          id={`${base}-panel`}
          aria-labelledby={`${base}-tab-${value}`}
          className={styles.panel}
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}
