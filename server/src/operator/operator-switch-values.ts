/**
 * The operator's switches and the values each may take (README "Operator switches"):
 *
 * - `application` — `open` (normal play), `unavailable` (maintenance: every API call answers
 *   503 ApplicationUnavailableException), `disabled` (the operator has closed the site:
 *   503 ApplicationDisabledException). Both show the maintenance screen (§8).
 * - `payments` — the demo payment provider's health as the cashier meets it when opening a
 *   deposit: `up`, `down` (BillingUnavailableException), `error` (the provider answers an
 *   error: BillingServiceErrorException), `garbled` (an answer nobody understands:
 *   UnknownErrorException).
 */

/** Every switch with its allowed values; the first value is the default (normal play). */
export const OPERATOR_SWITCHES = {
  application: ['open', 'unavailable', 'disabled'],
  payments: ['up', 'down', 'error', 'garbled'],
} as const;

/** A switch's name. */
export type SwitchName = keyof typeof OPERATOR_SWITCHES;

/** A value of switch `N`. */
export type SwitchValue<N extends SwitchName> = (typeof OPERATOR_SWITCHES)[N][number];

/** Every switch at its value. */
export type SwitchState = { [N in SwitchName]: SwitchValue<N> };

/** Normal play: every switch at its first value. */
export const DEFAULT_SWITCHES: SwitchState = {
  application: OPERATOR_SWITCHES.application[0],
  payments: OPERATOR_SWITCHES.payments[0],
};

/** True when `name` names a switch. */
export function isSwitchName(name: unknown): name is SwitchName {
  return typeof name === 'string' && Object.hasOwn(OPERATOR_SWITCHES, name);
}

/** True when `value` is one of switch `name`'s values. */
export function isSwitchValue<N extends SwitchName>(
  name: N,
  value: unknown,
): value is SwitchValue<N> {
  return (OPERATOR_SWITCHES[name] as readonly unknown[]).includes(value);
}
