/**
 * Opening the support chat from a page (the support page's "Open chat"): the running chat
 * service says how once its widget has loaded; pages ask without holding the service.
 */
import { proxy } from 'valtio/vanilla';

/** Whether the loaded chat can be opened from a page. */
export const supportChat = proxy<{ canOpen: boolean }>({ canOpen: false });

let opener: (() => void) | null = null;

/** Set by the chat service: how to open the loaded widget (null while none can be opened). */
export function setChatOpener(open: (() => void) | null): void {
  opener = open;
  supportChat.canOpen = open !== null;
}

/** Opens the support chat; false when no chat is loaded or its provider cannot be opened. */
export function openSupportChat(): boolean {
  if (!opener) return false;
  opener();
  return true;
}
