export { detectTransport } from './detect-transport.ts';
export type {
  BridgeTransport,
  TransportChannel,
  TransportKind,
  TransportSink,
} from './detect-transport.ts';
export { HOST_NAMES } from './host-names.ts';
export type { BridgeMessageEvent, BridgeWindow, MessageEventTarget } from './bridge-window.ts';
