/**
 * The machine-readable reason a server gives for a refused parameter (`invalid_parameters`,
 * DESIGN §2): one of §5's message keys (`wrongField`, `shortPassword`,
 * `minCountSymbolsFakename` …), never a sentence, so any operator's backend can answer in
 * the same terms and every client words it in the player's language (`validation.{key}`).
 * A parameter §5 has a rule for is judged by that rule; any other present but invalid value
 * is `wrongField`, and a missing one `requiredField`.
 */
import { cardHolderRule, cardNumberRule } from './card.ts';
import { cpfRule } from './cpf.ts';
import { fakenameRule } from './fakename.ts';
import { ibanRule } from './iban.ts';
import { passwordRule } from './password.ts';
import { isReasonCode, type ReasonCode } from './reason-code.ts';
import { depositAmountRule } from './sum.ts';
import type { ValidationIssue } from './validation-issue.ts';

/** §5's rule of each parameter name that has one (nested requisites by their own name). */
const PARAM_RULES: Readonly<Record<string, (value: string) => ValidationIssue | null>> = {
  amount: (v) => depositAmountRule(v),
  card_number: (v) => cardNumberRule(v),
  card_holder: (v) => cardHolderRule(v),
  account_holder: (v) => cardHolderRule(v),
  iban: (v) => ibanRule(v),
  cpf: (v) => cpfRule(v),
  fakename: (v) => fakenameRule(v),
  password: (v) => passwordRule(v),
  new_password: (v) => passwordRule(v),
};

/**
 * The reason code for a parameter the server refused: `field` is its path (`amount`,
 * `requisites.iban`), `value` what was sent (undefined: missing), `fallback` a key the schema
 * gave, if any.
 */
export function paramReason(field: string, value: unknown, fallback?: string): ReasonCode {
  if (value === undefined || value === null || value === '') return 'requiredField';
  const name = field.slice(field.lastIndexOf('.') + 1);
  const rule = Object.hasOwn(PARAM_RULES, name) ? PARAM_RULES[name] : undefined;
  const issue = rule && typeof value === 'string' ? rule(value) : null;
  if (issue && isReasonCode(issue.key)) return issue.key;
  return isReasonCode(fallback) ? fallback : 'wrongField';
}
