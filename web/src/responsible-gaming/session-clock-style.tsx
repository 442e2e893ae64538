/**
 * The header's session clock's look, shared by the clock (SessionWatch, a lazy chunk) and the
 * room the header keeps for it until it shows: the clock arrives after the session summary,
 * and taking its room then moved the header's buttons (a layout shift on every signed-in
 * load). Inline styles: a CSS module would add a file to the entry's preload map (DESIGN §9).
 */
export const CLOCK_STYLE = {
  padding: '0 var(--space-2)',
  color: 'var(--color-text-muted)',
  fontSize: 'var(--font-size-sm)',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
} as const;

/** The clock's room while it is not there yet: its first reading's width, unseen. */
export const CLOCK_ROOM = (
  <span style={{ ...CLOCK_STYLE, visibility: 'hidden' }} aria-hidden="true">
    0:00
  </span>
);
