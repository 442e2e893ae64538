/** comm100 is a recognised provider for which the site takes no action (§3). */
import type { ChatAdapter } from '../chat-adapter.ts';

/** Loads nothing: the chat stays "not loaded". */
export const loadComm100: ChatAdapter<'comm100'> = async () => null;
