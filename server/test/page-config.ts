/**
 * Reading a demo page's start configuration (the slot, the sportsbook) back out of its HTML:
 * the `<script type="application/json" id="cfg">` block the page's script starts from. Only
 * tests read it; the pages write it (`slot-page.ts`, `sportsbook-page.ts`).
 */
import type { SportsbookPageConfig } from '../src/sportsbook/sportsbook-page.ts';

/** What the slot page starts with. */
interface SlotPageStart {
  token: string;
  balance: string;
  bonus: string | null;
  bets: string[];
  bet: string;
  mode: string;
  currency: string;
}

/** The page's start configuration, or null for a page without one. */
function readPageConfig<T>(html: string): T | null {
  const m = /<script type="application\/json" id="cfg">([^<]*)<\/script>/.exec(html);
  return m ? (JSON.parse(m[1]!) as T) : null;
}

/** The slot page's start configuration, or null (an error page, a refused launch). */
export const readSlotConfig = (html: string) => readPageConfig<SlotPageStart>(html);

/** The sportsbook page's start configuration, or null. */
export const readSportsbookConfig = (html: string) => readPageConfig<SportsbookPageConfig>(html);
