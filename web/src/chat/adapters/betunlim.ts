/**
 * betunlim: a script-URL provider. Its settings name the widget script (`url`) and a site
 * `key`; the visitor travels as data attributes of the script tag, and the widget answers
 * through `window.BetunlimChat` (`setVisible`, `destroy`) and reports messages as
 * `betunlim:message` events. The reference server's demo widget (`/demo-chat/widget.js`)
 * speaks this protocol.
 */
import type { ChatAdapter, ChatEventType, ChatWidget } from '../chat-adapter.ts';
import { chatEmail } from '../chat-visitor.ts';

interface BetunlimApi {
  setVisible?(visible: boolean): void;
  open?(): void;
  destroy?(): void;
}

/** Loads the betunlim widget. */
export const loadBetunlim: ChatAdapter<'betunlim'> = async (settings, visitor, env) => {
  const script = await env.loadScript(settings.url, {
    'data-key': settings.key ?? '',
    'data-uid': String(visitor.uid),
    'data-name': visitor.firstName ?? '',
    'data-email': chatEmail('betunlim', visitor.email),
    'data-phone': visitor.phone ?? '',
    'data-locale': visitor.locale,
    'data-session': visitor.sessionId ?? '',
  });
  const onMessage = (event: Event) => {
    const detail = (event as CustomEvent<{ type?: string }>).detail;
    if (detail?.type === 'message_sent' || detail?.type === 'message_received')
      env.onEvent(detail.type as ChatEventType, { ...detail });
  };
  env.document.addEventListener('betunlim:message', onMessage);
  const api = () => env.window.BetunlimChat as BetunlimApi | undefined;
  const widget: ChatWidget = {
    setVisible: (visible) => api()?.setVisible?.(visible),
    open: () => api()?.open?.(),
    destroy: () => {
      env.document.removeEventListener('betunlim:message', onMessage);
      api()?.destroy?.();
      script.remove();
    },
  };
  return widget;
};
