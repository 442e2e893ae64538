/**
 * LiveChat: the `__lc` configuration (license, group, visitor, custom params) before
 * `tracking.js`; visibility and teardown through `LiveChatWidget.call`.
 */
import type { ChatAdapter } from '../chat-adapter.ts';
import { chatEmail } from '../chat-visitor.ts';

/** The vendor's loader script. */
const LIVE_CHAT_SCRIPT = 'https://cdn.livechatinc.com/tracking.js';

interface LiveChatWidget {
  call(method: string, ...args: unknown[]): void;
}

/** Loads LiveChat. */
export const loadLiveChat: ChatAdapter<'liveChat'> = async (settings, visitor, env) => {
  env.window.__lc = {
    license: Number(settings.license),
    ...(settings.group !== undefined ? { group: settings.group } : {}),
    visitor: {
      name: visitor.firstName ?? '',
      email: chatEmail('liveChat', visitor.email),
    },
    params: [
      { name: 'uid', value: String(visitor.uid) },
      { name: 'phone', value: visitor.phone ?? '' },
      { name: 'locale', value: visitor.locale },
      { name: 'session_id', value: visitor.sessionId ?? '' },
    ],
  };
  const script = await env.loadScript(LIVE_CHAT_SCRIPT);
  const widget = () => env.window.LiveChatWidget as LiveChatWidget | undefined;
  return {
    setVisible: (visible) => widget()?.call(visible ? 'minimize' : 'hide'),
    open: () => widget()?.call('maximize'),
    destroy: () => {
      widget()?.call('destroy');
      script.remove();
      delete env.window.__lc;
    },
  };
};
