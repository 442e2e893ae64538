/**
 * Verbox: a queueing `Verbox()` function before `support.js?h={id}`; the visitor goes in
 * with `setClientInfo`. Visibility toggles the widget's button.
 */
import type { ChatAdapter } from '../chat-adapter.ts';
import { chatEmail } from '../chat-visitor.ts';

type VerboxFn = ((...args: unknown[]) => void) & { q?: unknown[][] };

/** The vendor's loader script for a site id. */
const verboxScript = (id: string) =>
  `https://admin.verbox.ru/support/support.js?h=${encodeURIComponent(id)}`;

/** Loads Verbox. */
export const loadVerbox: ChatAdapter<'verbox'> = async (settings, visitor, env) => {
  const queue: VerboxFn = (...args: unknown[]) => {
    (queue.q ??= []).push(args);
  };
  env.window.supportAPIMethod = 'Verbox';
  env.window.Verbox ??= queue;
  const verbox = () => env.window.Verbox as VerboxFn;
  verbox()('setClientInfo', {
    name: visitor.firstName ?? '',
    email: chatEmail('verbox', visitor.email),
    phone: visitor.phone ?? '',
    custom: { uid: visitor.uid, locale: visitor.locale, session_id: visitor.sessionId ?? '' },
  });
  const script = await env.loadScript(verboxScript(settings.id));
  return {
    setVisible: (visible) => verbox()(visible ? 'showSupportButton' : 'hideSupportButton'),
    destroy: () => {
      script.remove();
      delete env.window.Verbox;
      delete env.window.supportAPIMethod;
    },
  };
};
