/**
 * Amount rules of spec §5: the whole-number sum, numeric min/max, the step multiple and the
 * two-decimal deposit amount. Thousands commas are display formatting and are stripped first.
 */
import type * as z from 'zod/mini';
import { ruleSchema } from './rule-schema.ts';
import { issue, type ValidationIssue } from './validation-issue.ts';

/** Bounds of an amount for the player's currency. */
export interface AmountBounds {
  min?: number;
  max?: number;
  /** Inserted into the message params when given. */
  currency?: string;
}

const stripCommas = (value: string) => value.replace(/,/g, '').trim();

/**
 * Decision (issue 17, §5 names wrongField/sumError for the sum): sumError's text needs both
 * {min} and {max}. With only one bound configured there is nothing to put for the other, so
 * the sum answers §5's own minValue / maxValue ("Min value is $$min$$") instead of a
 * sumError with a hole in it; with both bounds it is sumError, as §5 says.
 */
function rangeIssue(n: number, bounds: AmountBounds): ValidationIssue | null {
  const { min, max, currency } = bounds;
  const extra: Record<string, string> = currency ? { currency } : {};
  if (min !== undefined && max !== undefined) {
    return n < min || n > max ? issue('sumError', { min, max, ...extra }) : null;
  }
  if (min !== undefined && n < min) return issue('minValue', { min, ...extra });
  if (max !== undefined && n > max) return issue('maxValue', { max, ...extra });
  return null;
}

/**
 * Sum (§5): digits only, no leading zero, a whole number within min and max for the currency.
 * Empty → `requiredField`; bad format → `wrongField`; out of range → `sumError` {min, max}.
 */
export function sumRule(value: string, bounds: AmountBounds = {}): ValidationIssue | null {
  const text = stripCommas(value);
  if (text === '') return issue('requiredField');
  if (!/^[1-9]\d*$/.test(text)) return issue('wrongField');
  return rangeIssue(Number(text), bounds);
}

/** Min value (§5, "Min value is $$min$$"): strips thousands commas; empty passes. */
export function minValueRule(value: string, min: number): ValidationIssue | null {
  const text = stripCommas(value);
  if (text === '') return null;
  const n = Number(text);
  if (Number.isNaN(n)) return issue('wrongField');
  return n < min ? issue('minValue', { min }) : null;
}

/** Max value (§5, "Max value is $$max$$"): strips thousands commas; empty passes. */
export function maxValueRule(value: string, max: number): ValidationIssue | null {
  const text = stripCommas(value);
  if (text === '') return null;
  const n = Number(text);
  if (Number.isNaN(n)) return issue('wrongField');
  return n > max ? issue('maxValue', { max }) : null;
}

/**
 * Step multiple (§5, "Value is not multiple of {value}"): compared in hundredths so 0.3 is a
 * multiple of 0.1. No step configured, or an empty value, passes.
 */
export function multipleOfRule(
  value: string,
  step: number | null | undefined,
): ValidationIssue | null {
  const text = stripCommas(value);
  if (text === '' || !step || step <= 0) return null;
  const cents = Math.round(Number(text) * 100);
  const stepCents = Math.round(step * 100);
  if (Number.isNaN(cents) || stepCents === 0) return null;
  return cents % stepCents === 0 ? null : issue('multipleOf', { value: step });
}

/** Bounds and step of a deposit amount. */
export interface DepositAmountOptions extends AmountBounds {
  /** When set, the amount must be a multiple of it. */
  step?: number | null;
}

/**
 * Deposit amount (§5): like the sum but two decimals are allowed ("12.50"); then min/max
 * (`sumError` when both are known) and the configured step (`multipleOf`).
 */
export function depositAmountRule(
  value: string,
  options: DepositAmountOptions = {},
): ValidationIssue | null {
  const text = stripCommas(value);
  if (text === '') return issue('requiredField');
  if (!/^(0|[1-9]\d*)(\.\d{1,2})?$/.test(text) || Number(text) <= 0) return issue('wrongField');
  return rangeIssue(Number(text), options) ?? multipleOfRule(text, options.step);
}

/** The sum rule as a zod/mini schema. */
export function sumSchema(bounds: AmountBounds = {}): z.ZodMiniString<string> {
  return ruleSchema((v) => sumRule(v, bounds));
}

/** The deposit amount rule as a zod/mini schema. */
export function depositAmountSchema(options: DepositAmountOptions = {}): z.ZodMiniString<string> {
  return ruleSchema((v) => depositAmountRule(v, options));
}
