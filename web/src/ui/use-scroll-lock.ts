/** Page scroll locked while any dialog or curtain is open (spec §4 Dialogs); counted, not toggled. */
import { useEffect } from 'react';

let locks = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

function lock(): void {
  locks += 1;
  if (locks > 1) return;
  const root = document.documentElement;
  const scrollbar = window.innerWidth - root.clientWidth;
  saved = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
  root.style.overflow = 'hidden';
  // Keeps the page from jumping sideways when the scrollbar disappears.
  if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
}

function unlock(): void {
  locks = Math.max(0, locks - 1);
  if (locks > 0 || !saved) return;
  document.documentElement.style.overflow = saved.overflow;
  document.documentElement.style.paddingRight = saved.paddingRight;
  saved = null;
}

/** Locks page scroll while `active`. */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    lock();
    return unlock;
  }, [active]);
}
