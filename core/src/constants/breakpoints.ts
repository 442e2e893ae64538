/** Layout breakpoints of spec §9: each name covers widths from its `min` up to the next one. */

/** Breakpoint names from narrowest to widest (§9). */
export type Breakpoint =
  'mobile' | 'tablet' | 'laptop' | 'laptopLg' | 'desktopSm' | 'desktop' | 'desktopMd' | 'desktopLg';

/** Width range of a breakpoint in CSS pixels; `max` is inclusive, null means "and up". */
export interface BreakpointRange {
  readonly name: Breakpoint;
  readonly min: number;
  readonly max: number | null;
}

/** §9 breakpoints, narrowest first: mobile up to 767 px … desktopLg 1920 and up. */
export const BREAKPOINTS: readonly BreakpointRange[] = [
  { name: 'mobile', min: 0, max: 767 },
  { name: 'tablet', min: 768, max: 991 },
  { name: 'laptop', min: 992, max: 1279 },
  { name: 'laptopLg', min: 1280, max: 1365 },
  { name: 'desktopSm', min: 1366, max: 1439 },
  { name: 'desktop', min: 1440, max: 1695 },
  { name: 'desktopMd', min: 1696, max: 1919 },
  { name: 'desktopLg', min: 1920, max: null },
];

/** The breakpoint a viewport width falls into (fractional widths round down, as media queries see them). */
export function breakpointFor(width: number): Breakpoint {
  const w = Math.floor(width);
  for (let i = BREAKPOINTS.length - 1; i >= 0; i--) {
    const range = BREAKPOINTS[i]!;
    if (w >= range.min) return range.name;
  }
  return 'mobile';
}

/** A `min-width` media query for a breakpoint, e.g. `(min-width: 768px)` for tablet. */
export function minWidthQuery(name: Breakpoint): string {
  const range = BREAKPOINTS.find((b) => b.name === name)!;
  return `(min-width: ${range.min}px)`;
}
