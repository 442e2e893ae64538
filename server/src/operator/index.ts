/** The operator's switches (maintenance, demo providers) and player bans. */
export { type SwitchName, type SwitchState, type SwitchValue } from './operator-switch-values.ts';
export { type OperatorPlayer } from './player-status.ts';
export { registerOperator } from './register-operator.ts';
