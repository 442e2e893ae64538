/**
 * Date and time display of spec §9: dates dd.mm.yyyy, times HH:mm (24-hour). The time zone
 * is injected (the player's zone in the browser, UTC on the server and in tests) so output
 * never depends on the machine the code runs on.
 */

/** What the formatters accept: a Date, epoch milliseconds or ISO 8601 text. */
export type DateInput = Date | number | string;

/** Options of the date/time formatters. */
export interface DateFormatOptions {
  /** IANA time zone, e.g. "Europe/Riga"; UTC when absent. */
  timeZone?: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Turns any accepted input into a Date; null when it does not denote a valid instant. */
export function toDate(input: DateInput): Date | null {
  const d = input instanceof Date ? input : new Date(input);
  return Number.isNaN(d.getTime()) ? null : d;
}

function partsOf(input: DateInput, options: DateFormatOptions): Record<string, string> | null {
  const d = toDate(input);
  if (!d) return null;
  const parts: Record<string, string> = {};
  for (const p of formatterFor(options.timeZone ?? 'UTC').formatToParts(d)) parts[p.type] = p.value;
  return parts;
}

/** "21.11.2026" — the §9 date format; '' for an invalid input. */
export function formatDate(input: DateInput, options: DateFormatOptions = {}): string {
  const p = partsOf(input, options);
  return p ? `${p.day}.${p.month}.${p.year!.padStart(4, '0')}` : '';
}

/** "09:05" — the §9 time format (hours:minutes, 24-hour); '' for an invalid input. */
export function formatTime(input: DateInput, options: DateFormatOptions = {}): string {
  const p = partsOf(input, options);
  return p ? `${p.hour}:${p.minute}` : '';
}

/** "21.11.2026 09:05" — date and time together; '' for an invalid input. */
export function formatDateTime(input: DateInput, options: DateFormatOptions = {}): string {
  const date = formatDate(input, options);
  return date && `${date} ${formatTime(input, options)}`;
}
