/** Nickname (fakename) rule of spec §5. */
import type * as z from 'zod/mini';
import { NICKNAME_MIN_LENGTH } from '../constants/limits.ts';
import { ruleSchema } from './rule-schema.ts';
import { emptyOutcome, type PresenceOptions } from './required.ts';
import { issue, type ValidationIssue } from './validation-issue.ts';

/**
 * Letters of any script, digits, and "_", "-", "." — no spaces, commas or other symbols.
 *
 * Decision (issue 17): §5 forbids "spaces, commas or special characters" without listing the
 * special ones. "_", "." and "-" stay allowed: with spaces refused they are the only way to
 * join words in a nickname ("high_roller", "j.doe"), they read the same in every script and
 * font, and they are safe wherever a nickname is shown (leaderboards, URLs, chat). Every other
 * symbol — "@ # $ % & * + ! ? / ' ` ~" and the like — is a special character and refused.
 */
export const FAKENAME_PATTERN = /^[\p{L}\p{N}_.-]+$/u;

/**
 * Fakename (§5): under 4 characters → `minCountSymbolsFakename` {min}; spaces, commas or
 * special characters → `specialSymbolsFakename`; empty → `requiredField`.
 */
export function fakenameRule(value: string, options: PresenceOptions = {}): ValidationIssue | null {
  const empty = emptyOutcome(value, options);
  if (empty !== undefined) return empty;
  if ([...value].length < NICKNAME_MIN_LENGTH) {
    return issue('minCountSymbolsFakename', { min: NICKNAME_MIN_LENGTH });
  }
  return FAKENAME_PATTERN.test(value) ? null : issue('specialSymbolsFakename');
}

/** The fakename rule as a zod/mini schema. */
export function fakenameSchema(options: PresenceOptions = {}): z.ZodMiniString<string> {
  return ruleSchema((v) => fakenameRule(v, options));
}
