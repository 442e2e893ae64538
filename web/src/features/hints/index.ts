/** The profile hints under the header (§4 Hints). */
export { HintBanners } from './HintBanners.tsx';
export { HintsSlot } from './HintsSlot.tsx';
export { hasCompletedDeposit, hintWindows } from './hint-visibility.ts';
