/** The result type shared by every validation rule (§5). */
import type { MessageKey } from './messages.ts';

/** What a failed rule reports: a message key and the values its text interpolates. */
export interface ValidationIssue {
  key: MessageKey | (string & {});
  params?: Record<string, string | number>;
}

/** A rule: null when the value is valid, otherwise the issue to show. */
export type Rule<T = string> = (value: T) => ValidationIssue | null;

/** Builds an issue, leaving `params` out when there are none (keeps equality checks simple). */
export function issue(
  key: ValidationIssue['key'],
  params?: Record<string, string | number>,
): ValidationIssue {
  return params ? { key, params } : { key };
}

/** Runs rules in order and returns the first issue (null when all pass). */
export function firstIssue<T>(value: T, rules: readonly Rule<T>[]): ValidationIssue | null {
  for (const rule of rules) {
    const found = rule(value);
    if (found) return found;
  }
  return null;
}
