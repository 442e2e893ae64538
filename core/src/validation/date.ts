/**
 * Date rule of spec §5/§9: dd.mm.yyyy, a real calendar date with a four-digit year, within
 * min and max. Dates are calendar days, compared in UTC so the machine's zone never matters.
 */
import type * as z from 'zod/mini';
import { formatDate } from '../format/date-time.ts';
import { ruleSchema } from './rule-schema.ts';
import { emptyOutcome, type PresenceOptions } from './required.ts';
import { issue, type ValidationIssue } from './validation-issue.ts';

/** Characters a date input accepts (§5): digits, comma, dot, apostrophe, hyphen. */
export const DATE_INPUT_CHARS = /[\d,.'-]/;

/** Drops every character a date input does not accept (§5). */
export function filterDateInput(text: string): string {
  return [...text].filter((c) => DATE_INPUT_CHARS.test(c)).join('');
}

/** Parses "dd.mm.yyyy" (comma, apostrophe or hyphen also separate) to UTC midnight; null when not a real date. */
export function parseDate(text: string): Date | null {
  const m = /^(\d{1,2})[.,'-](\d{1,2})[.,'-](\d{4})$/.exec(text.trim());
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  d.setUTCFullYear(year); // Date.UTC maps years 0–99 to 1900–1999
  const valid =
    d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
  return valid ? d : null;
}

/** A bound: a Date (its UTC calendar day) or text in dd.mm.yyyy or ISO form. */
export type DateBound = Date | string;

/** Options of the date rule. */
export interface DateRuleOptions extends PresenceOptions {
  /** Earliest allowed day. */
  min?: DateBound;
  /** Latest allowed day ("not later than a maximum"), e.g. today minus 18 years. */
  max?: DateBound;
}

function dayOf(bound: DateBound): number | null {
  const d = typeof bound === 'string' ? (parseDate(bound) ?? new Date(bound)) : bound;
  const t = d.getTime();
  if (Number.isNaN(t)) return null;
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
}

/**
 * Date (§5): empty → `requiredField`; not a valid dd.mm.yyyy date with a four-digit year →
 * `date`; before min → `minValue` {min}; after max → `maxValue` {max} (bounds as dd.mm.yyyy).
 */
export function dateRule(value: string, options: DateRuleOptions = {}): ValidationIssue | null {
  const empty = emptyOutcome(value, options);
  if (empty !== undefined) return empty;
  const date = parseDate(value);
  if (!date) return issue('date');
  const day = date.getTime();
  const min = options.min === undefined ? null : dayOf(options.min);
  const max = options.max === undefined ? null : dayOf(options.max);
  if (min !== null && day < min) return issue('minValue', { min: formatDate(min) });
  if (max !== null && day > max) return issue('maxValue', { max: formatDate(max) });
  return null;
}

/** The date rule as a zod/mini schema. */
export function dateSchema(options: DateRuleOptions = {}): z.ZodMiniString<string> {
  return ruleSchema((v) => dateRule(v, options));
}
