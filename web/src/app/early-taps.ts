/**
 * Taps on a server-rendered page before React adopts it.
 *
 * The server's markup shows its buttons at once, but until `hydrateRoot` is called (the start-up
 * loads the messages and the configuration first) nothing listens to them: a tap there would be
 * lost, and a submit button would even send its form as a plain GET. While the start-up runs
 * the page's button taps are held instead — the last one is kept — and once React listens it
 * is given again, so React hydrates that part first and answers it. Links are left alone: they
 * work without script.
 */

const TAPPABLE = 'button, [role="button"]';

/** Holds button taps inside `root` until `release` is called. */
export function holdEarlyTaps(root: HTMLElement): { release(replay: boolean): void } {
  let held: HTMLElement | null = null;
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest(TAPPABLE) : null;
    if (!(target instanceof HTMLElement) || !root.contains(target)) return;
    if (target.matches(':disabled, [aria-disabled="true"]')) return;
    event.preventDefault();
    event.stopPropagation();
    held = target;
  };
  root.addEventListener('click', hold, true);
  return {
    /** Stops holding; with `replay`, gives the last held tap again if its button is still there. */
    release(replay) {
      root.removeEventListener('click', hold, true);
      const tapped = held;
      held = null;
      if (replay && tapped?.isConnected) tapped.click();
    },
  };
}
