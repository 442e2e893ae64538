/** Cashier pictograms the kit's sprite does not carry (arrows in and out, a clock). */

/** Names of the cashier pictograms. */
export type CashierGlyphName = 'deposit' | 'withdraw' | 'history' | 'wallet';

const PATHS: Record<CashierGlyphName, string> = {
  deposit: 'M12 3v11m0 0-4-4m4 4 4-4M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3',
  withdraw: 'M12 15V4m0 0L8 8m4-4 4 4M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3',
  history: 'M3 12a9 9 0 1 0 3-6.7M3 4v4h4m5-1v5l3 2',
  wallet:
    'M4 7a2 2 0 0 1 2-2h11v4M4 7v10a2 2 0 0 0 2 2h13a1 1 0 0 0 1-1v-8a1 1 0 0 0-1-1H6a2 2 0 0 1-2-2Zm12 6h.01',
};

/** Props of {@link CashierGlyph}. */
export interface CashierGlyphProps {
  name: CashierGlyphName;
  size?: number;
  className?: string;
}

/** A decorative cashier pictogram drawn with the current text colour. */
export function CashierGlyph({ name, size = 20, className }: CashierGlyphProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
