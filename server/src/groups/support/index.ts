/** The support group (§7) and chat.storeChatEvent. */
export {
  registerSupportGroup,
  SUPPORT_EMAIL,
  FEEDBACK_PER_HOUR,
  CHAT_EVENTS_PROVIDER,
} from './support-group.ts';
