export type {
  BridgeTransport,
  TransportChannel,
  TransportKind,
  TransportSink,
} from './detect-transport.ts';
export type { BridgeMessageEvent, BridgeWindow, MessageEventTarget } from './bridge-window.ts';
