/**
 * Taps on a server-rendered page before React adopts it.
 *
 * The server's markup shows its buttons at once, but until `hydrateRoot` is called (the entry
 * script downloads, then the start-up loads the messages and the configuration) nothing listens
 * to them: a tap there would be lost, and a submit button would even send its form as a plain
 * GET. The page's inline script (`index.html`, from the first paint on) holds such taps instead —
 * the last one is kept — and leaves its holder on the window. Once React listens, the held tap is
 * given again, so React hydrates that part first and answers it. Links are left alone: they work
 * without script.
 */

/** The inline script's holder: `release` stops holding and hands over the last held button. */
interface TapHolder {
  release(): HTMLElement | null;
}

/** Where the inline script leaves its holder. */
export const TAP_HOLDER_KEY = '__croupierTaps';

/**
 * Stops holding taps (at once on a page React renders itself: its own buttons must reach it);
 * with `replay`, gives the last held tap again if its button is still there.
 */
export function releaseEarlyTaps(replay: boolean, win: object = window): void {
  const slots = win as Record<string, unknown>;
  const holder = slots[TAP_HOLDER_KEY] as TapHolder | undefined;
  delete slots[TAP_HOLDER_KEY];
  const tapped = holder?.release() ?? null;
  if (replay && tapped?.isConnected) tapped.click();
}
