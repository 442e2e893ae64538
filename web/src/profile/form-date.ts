/**
 * Dates as forms show them (dd.mm.yyyy, §9) and as the API takes them (yyyy-mm-dd): one pair
 * for the profile and the registration forms.
 */
import { parseDate } from '@croupier/core/validation';

/** yyyy-mm-dd → dd.mm.yyyy; anything else unchanged. */
export function displayDateOf(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}.${m[2]}.${m[1]}` : iso;
}

/** dd.mm.yyyy → yyyy-mm-dd; the text unchanged when it is no date (the server then says so). */
export function isoDateOf(display: string): string {
  const date = parseDate(display);
  return date ? date.toISOString().slice(0, 10) : display;
}
