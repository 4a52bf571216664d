import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import * as styles from './menu.css';

/** One action of a menu. */
export interface MenuItem {
  readonly label: string;
  readonly onSelect: () => void;
  readonly icon?: ReactNode;
}

/** A menu button: the trigger toggles a list of actions; arrows move, Escape and clicks outside close it. */
export interface MenuProps {
  readonly label: string;
  readonly trigger: ReactNode;
  readonly triggerClassName?: string;
  readonly header?: ReactNode;
  readonly items: readonly MenuItem[];
}

const focusItem = (panel: HTMLElement | null, move: (index: number, count: number) => number): void => {
  const items = Array.from(panel?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const current = items.findIndex((element) => element === document.activeElement);
  items[move(current, items.length)]?.focus();
};

export const Menu = ({ label, trigger, triggerClassName, header, items }: MenuProps) => {
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    focusItem(panelRef.current, () => 0);
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      setOpen(false);
      triggerRef.current?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusItem(panelRef.current, (index, count) => (index + 1) % count);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusItem(panelRef.current, (index, count) => (index - 1 + count) % count);
    }
  };

  return (
    <div className={styles.root} ref={rootRef} onKeyDown={onKeyDown}>
      <button
        ref={triggerRef}
        type="button"
        className={triggerClassName}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        {trigger}
      </button>
      {open ? (
        <div className={styles.panel} ref={panelRef}>
          {header === undefined ? null : <div className={styles.header}>{header}</div>}
          <div role="menu" id={id} aria-label={label}>
            {items.map((item) => (
              <button
                key={item.label}
                type="button"
                role="menuitem"
                className={styles.item}
                onClick={() => {
                  setOpen(false);
                  item.onSelect();
                }}
              >
                {item.icon}
                {item.label}
              </button>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
};
