/** The support group (§7) and chat.storeChatEvent. */
export { registerSupportGroup } from './support-group.ts';
