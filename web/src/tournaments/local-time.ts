/** Dates in the player's own time zone (§9: dd.mm.yyyy hh:mm). */
import { formatDateTime } from '@croupier/core/format';

const timeZone = (() => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
})();

/** "21.11.2026 09:05" in the browser's time zone. */
export function localDateTime(iso: string): string {
  return formatDateTime(iso, { timeZone });
}
