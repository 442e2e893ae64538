export { createBridge, DEFAULT_TIMEOUT_MS } from './create-bridge.ts';
export type { Bridge, BridgeOptions, EventHandler, SendOptions } from './create-bridge.ts';
export type { BridgeLogger } from './bridge-logger.ts';
