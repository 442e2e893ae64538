/**
 * Escape closes the topmost layer only (a dialog over a curtain closes first). Layers register
 * in open order; the last one registered hears Escape.
 */
import { useEffect, useRef } from 'react';

const stack: { current: () => void }[] = [];

function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  const top = stack[stack.length - 1];
  if (!top) return;
  event.preventDefault();
  top.current();
}

/** Calls `onEscape` when Escape is pressed and this is the topmost open layer. */
export function useEscapeLayer(active: boolean, onEscape: () => void): void {
  const handler = useRef(onEscape);
  useEffect(() => {
    handler.current = onEscape;
  });
  useEffect(() => {
    if (!active) return;
    const entry = { current: () => handler.current() };
    stack.push(entry);
    if (stack.length === 1) document.addEventListener('keydown', onKeyDown);
    return () => {
      const at = stack.indexOf(entry);
      if (at !== -1) stack.splice(at, 1);
      if (stack.length === 0) document.removeEventListener('keydown', onKeyDown);
    };
  }, [active]);
}
