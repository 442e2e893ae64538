/** Telegram Mini App sign-in: init data validation and the start parameter. */
export { validateTelegramInitData } from './init-data.ts';
export type { TelegramInitData } from './init-data.ts';
export { parseStartParam } from './start-param.ts';
export { assertLaunchUsable, bindLaunch } from './launches.ts';
