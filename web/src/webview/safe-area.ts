/**
 * The host's safe-area insets as the CSS variables the layout already uses (`--safe-area-*`,
 * `ui/tokens.css`, which default to the browser's `env(safe-area-inset-*)`). Android web views
 * report no env() insets under an edge-to-edge window, so the host's numbers win, set inline on
 * the root element.
 */

/** Insets in CSS pixels, as the `safeAreaInsets` event carries them. */
export interface SafeAreaInsets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** The CSS variable of each side. */
const SAFE_AREA_VARIABLES = {
  top: '--safe-area-top',
  right: '--safe-area-right',
  bottom: '--safe-area-bottom',
  left: '--safe-area-left',
} as const;

/** Writes the insets onto `style` (the root element's inline style). */
export function applySafeArea(
  style: Pick<CSSStyleDeclaration, 'setProperty'>,
  insets: SafeAreaInsets,
): void {
  for (const side of Object.keys(SAFE_AREA_VARIABLES) as (keyof SafeAreaInsets)[]) {
    // The schema already bounds them (0–10000); rounding keeps sub-pixel noise out of layout.
    style.setProperty(SAFE_AREA_VARIABLES[side], `${Math.round(insets[side] * 100) / 100}px`);
  }
}
