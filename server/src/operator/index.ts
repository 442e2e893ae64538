/** The operator's switches (maintenance, demo providers) and player bans. */
export { registerOperator } from './register-operator.ts';
