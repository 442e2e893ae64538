export { startSdkHost, type SdkHostOptions } from './sdk-host.ts';
export type { MainButtonState, TelegramHost } from './telegram-host.ts';
export { inertHost } from './inert-host.ts';
