/**
 * Freshchat: `{host}/js/widget.js`, then `fcWidget.init` with the token and the visitor
 * (externalId = uid for players). Sent and received messages are reported (§3: stored for
 * authenticated users).
 */
import type { ChatAdapter } from '../chat-adapter.ts';
import { chatEmail } from '../chat-visitor.ts';

interface FcWidget {
  init(options: Record<string, unknown>): void;
  on(event: string, callback: (payload: unknown) => void): void;
  show?(): void;
  hide?(): void;
  open?(): void;
  destroy?(): void;
}

const asRecord = (payload: unknown): Record<string, unknown> =>
  typeof payload === 'object' && payload !== null
    ? { ...(payload as Record<string, unknown>) }
    : { value: payload };

/** Loads Freshchat. */
export const loadFreshChat: ChatAdapter<'freshChat'> = async (settings, visitor, env) => {
  const host = settings.host.replace(/\/+$/, '');
  const script = await env.loadScript(`${host}/js/widget.js`);
  const fc = env.window.fcWidget as FcWidget | undefined;
  if (!fc) throw new Error('Freshchat did not start');
  fc.init({
    token: settings.token,
    host,
    ...(settings.widgetUuid ? { widgetUuid: settings.widgetUuid } : {}),
    ...(visitor.uid > 0 ? { externalId: String(visitor.uid) } : {}),
    firstName: visitor.firstName,
    email: chatEmail('freshChat', visitor.email) || undefined,
    phone: visitor.phone,
    locale: visitor.locale,
    meta: { session_id: visitor.sessionId },
  });
  fc.on('message:sent', (payload) => env.onEvent('message_sent', asRecord(payload)));
  fc.on('message:received', (payload) => env.onEvent('message_received', asRecord(payload)));
  return {
    setVisible: (visible) => (visible ? fc.show?.() : fc.hide?.()),
    open: () => fc.open?.(),
    destroy: () => {
      fc.destroy?.();
      script.remove();
    },
  };
};
