/** The support group (§7) and chat.storeChatEvent. */
export {
  registerSupportGroup,
  SUPPORT_EMAIL,
  CHAT_EVENTS_PROVIDER,
  CHAT_EVENT_MAX_BYTES,
} from './support-group.ts';
