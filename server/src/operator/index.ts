/** The operator's switches (maintenance, demo providers) and player bans. */
export { MAINTENANCE_RETRY_AFTER_S } from './application-gate.ts';
export {
  DEFAULT_SWITCHES,
  OPERATOR_SWITCHES,
  type SwitchName,
  type SwitchState,
  type SwitchValue,
} from './operator-switch-values.ts';
export { findPlayer, setPlayerBan, type OperatorPlayer } from './player-status.ts';
export { registerOperator } from './register-operator.ts';
export { SwitchStore } from './switch-store.ts';
