export { CHAT_HIDDEN_ROUTES, baseRouteName, isChatBadgeVisible } from './chat-badge.ts';
export type {
  ChatDeps,
  ChatScheduler,
  ChatState,
  ChatStatus,
  ChatStore,
  ChatVisitor,
} from './chat-store.ts';
export { CHAT_FALLBACK_DELAY_MS, createChatStore, isChatBadgeShown } from './chat-store.ts';
