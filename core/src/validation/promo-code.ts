/**
 * Promo code rules of spec §5: always valid locally, the value trimmed, at least one character
 * in the registration form, and a server check debounced by 300 ms where a falsy answer means
 * invalid.
 */
import { PROMO_CHECK_DEBOUNCE_MS } from '../constants/durations.ts';
import { issue, type ValidationIssue } from './validation-issue.ts';

/** The promo code as kept and sent: trimmed. */
export function normalizePromoCode(value: string): string {
  return value.trim();
}

/** Promo code (§5): always valid locally; the server decides. */
export function promoCodeRule(_value: string): ValidationIssue | null {
  return null;
}

/** Registration form promo field (§5): at least one character once trimmed → else `requiredField`. */
export function registrationPromoCodeRule(value: string): ValidationIssue | null {
  return normalizePromoCode(value).length >= 1 ? null : issue('requiredField');
}

/** The promo code form of §3: value, isValid, errorMessage (a message key, '' when valid). */
export interface PromoCodeState {
  value: string;
  isValid: boolean;
  errorMessage: string;
}

/** Timer functions, injected so core never touches the global clock. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** What the debounced checker needs. */
export interface PromoCodeCheckerOptions {
  /** Asks the server about a code; a falsy answer (or a failure) means invalid. */
  check: (code: string) => Promise<unknown>;
  timers: Timers;
  /** Debounce in ms; 300 by default (§5, §9). */
  delay?: number;
}

/** A debounced promo code checker. */
export interface PromoCodeChecker {
  /**
   * Checks after the debounce; resolves with the new form state, or null when a later call
   * or `cancel()` superseded this one (the caller keeps its current state).
   */
  check(value: string): Promise<PromoCodeState | null>;
  /** Drops the pending check and ignores any answer still in flight. */
  cancel(): void;
}

/** Creates the §5 debounced server check for the promo code field. */
export function createPromoCodeChecker(options: PromoCodeCheckerOptions): PromoCodeChecker {
  const delay = options.delay ?? PROMO_CHECK_DEBOUNCE_MS;
  let generation = 0;
  let timer: unknown = undefined;
  let settlePending: ((state: null) => void) | null = null;

  const supersede = () => {
    generation++;
    if (timer !== undefined) options.timers.clearTimeout(timer);
    timer = undefined;
    settlePending?.(null);
    settlePending = null;
  };

  return {
    check(raw) {
      supersede();
      const value = normalizePromoCode(raw);
      if (value === '') return Promise.resolve({ value, isValid: true, errorMessage: '' });
      const mine = generation;
      return new Promise<PromoCodeState | null>((resolve) => {
        settlePending = resolve;
        timer = options.timers.setTimeout(() => {
          timer = undefined;
          settlePending = null;
          const settle = (ok: boolean) =>
            resolve(
              mine === generation
                ? { value, isValid: ok, errorMessage: ok ? '' : 'wrongPromoCode' }
                : null,
            );
          options.check(value).then(
            (answer) => settle(Boolean(answer)),
            () => settle(false),
          );
        }, delay);
      });
    },
    cancel: supersede,
  };
}
