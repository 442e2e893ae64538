/** Name rules of spec §5 (first and last name). */
import type * as z from 'zod/mini';
import { ruleSchema } from './rule-schema.ts';
import { emptyOutcome, type PresenceOptions } from './required.ts';
import { issue, type ValidationIssue } from './validation-issue.ts';

/** §5: no digits or @ _ quotes ! ? # $ % ^ & * ( ) { } [ ] | / \ < > ~ § + : ; ` in a name. */
export const NAME_FORBIDDEN = /[\d@_'"!?#$%^&*(){}[\]|/\\<>~§+:;`]/;

/** Latin, Cyrillic and Latvian letters (ā č ē ģ ī ķ ļ ņ š ū ž) of the letters-only pattern. */
const LETTER = 'A-Za-z\\u0400-\\u04FFĀāČčĒēĢģĪīĶķĻļŅņŠšŪūŽž';

/** §5 second pattern: letters (Cyrillic and Latvian included) and space, hyphen, apostrophe, dot. */
export const NAME_LETTERS = new RegExp(`^[${LETTER}][${LETTER} '.-]*$`);

/** §5 no-space variant: spaces, quotes, digits and the symbols of the name rule are forbidden. */
export const NAME_NO_SPACE_FORBIDDEN = /[\s\d@_'"`«»„“”‘’!?#$%^&*(){}[\]|/\\<>~§+:;,.=]/;

/** Name (§5): empty → `requiredField`; a digit or forbidden symbol → `wrongField`. */
export function nameRule(value: string, options: PresenceOptions = {}): ValidationIssue | null {
  const empty = emptyOutcome(value, options);
  if (empty !== undefined) return empty;
  return NAME_FORBIDDEN.test(value) ? issue('wrongField') : null;
}

/** Letters-only name (§5 second pattern): anything else → `name` ("Wrong symbols in name"). */
export function letterNameRule(
  value: string,
  options: PresenceOptions = {},
): ValidationIssue | null {
  const empty = emptyOutcome(value, options);
  if (empty !== undefined) return empty;
  return NAME_LETTERS.test(value.trim()) ? null : issue('name');
}

/** No-space name (§5): spaces, quotes and symbols → `wrongField`. */
export function noSpaceNameRule(
  value: string,
  options: PresenceOptions = {},
): ValidationIssue | null {
  const empty = emptyOutcome(value, options);
  if (empty !== undefined) return empty;
  return NAME_NO_SPACE_FORBIDDEN.test(value) ? issue('wrongField') : null;
}

/** The name rule as a zod/mini schema. */
export function nameSchema(options: PresenceOptions = {}): z.ZodMiniString<string> {
  return ruleSchema((v) => nameRule(v, options));
}
