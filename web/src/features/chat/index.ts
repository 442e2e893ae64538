/** The support chat (§3, §4): the loader service, its provider adapters and visitor rules. */
export { CHAT_ADAPTERS } from './adapters/index.ts';
export type {
  ChatAdapter,
  ChatEnv,
  ChatEventType,
  ChatProvider,
  ChatWidget,
  ProviderSettings,
} from './chat-adapter.ts';
export { openSupportChat, setChatOpener, supportChat } from './chat-opener.ts';
export { startChat, type ChatService, type ChatServiceDeps } from './chat-service.ts';
export {
  CHAT_EVENTS_PROVIDER,
  EMAIL_NONE,
  EMAIL_NONE_PROVIDER,
  baseVisitor,
  chatEmail,
  storesChatEvents,
  withProfile,
} from './chat-visitor.ts';
export { loadScript } from './load-script.ts';
