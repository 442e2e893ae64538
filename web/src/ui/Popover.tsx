import {
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
  type Ref,
  type MouseEventHandler,
} from 'react';
import { cx } from './class-names.ts';
import styles from './Popover.module.css';
import { useEscapeLayer } from './use-escape-layer.ts';

/** What the trigger of a popover must carry (disclosure pattern). */
export interface PopoverTriggerProps {
  ref: Ref<HTMLButtonElement>;
  'aria-expanded': boolean;
  'aria-controls': string;
  onClick: MouseEventHandler<HTMLElement>;
}

/** Props of {@link Popover}. */
export interface PopoverProps {
  /** Renders the button that opens and closes the panel. */
  trigger(props: PopoverTriggerProps): ReactNode;
  /** The panel; `close()` hides it (e.g. after choosing an item). */
  children(close: () => void): ReactNode;
  align?: 'start' | 'end';
  className?: string;
  panelClassName?: string;
}

/**
 * A panel under a button (disclosure): toggled by the button, closed by Escape (focus back
 * to the button) or a click outside. Not modal: Tab moves on through the page.
 */
export function Popover({
  trigger,
  children,
  align = 'end',
  className,
  panelClassName,
}: PopoverProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  useEscapeLayer(open, () => {
    setOpen(false);
    button.current?.focus();
  });
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  return (
    <div ref={root} className={cx(styles.root, className)}>
      {trigger({
        ref: button,
        'aria-expanded': open,
        'aria-controls': id,
        onClick: () => setOpen((value) => !value),
      })}
      <div id={id} hidden={!open} className={cx(styles.panel, styles[align], panelClassName)}>
        {open ? children(close) : null}
      </div>
    </div>
  );
}
