/**
 * @croupier/webview-bridge — the typed, versioned protocol between the Croupier site and its
 * native iOS/Android web view hosts (PROTOCOL.md). Depends on nothing of ours (DESIGN §1).
 */
export { createBridge, DEFAULT_TIMEOUT_MS } from './bridge/index.ts';
export type {
  Bridge,
  BridgeLogger,
  BridgeOptions,
  EventHandler,
  SendOptions,
} from './bridge/index.ts';
export { BridgeCommandError, BridgeTimeoutError, BridgeUnavailableError } from './errors.ts';
export type { BridgeUnavailableReason } from './errors.ts';
export { detectPlatformKind } from './platform/index.ts';
export type { PlatformKind } from './platform/index.ts';
export {
  COMMAND_NAMES,
  EVENT_NAMES,
  PROTOCOL_NAME,
  PROTOCOL_VERSION,
  commands,
  events,
} from './protocol/index.ts';
export type {
  BridgeErrorCode,
  CommandName,
  CommandParams,
  CommandResult,
  EventName,
  EventPayload,
} from './protocol/index.ts';
export type { BridgeWindow, TransportKind } from './transport/index.ts';
