/**
 * JivoSite: `code.jivosite.com/widget/{widgetId}`; once loaded, the visitor goes in with
 * `setContactInfo` and custom data, the uid as the user token. Jivo has no hide call, so
 * visibility toggles its `jdiv` elements.
 */
import type { ChatAdapter } from '../chat-adapter.ts';
import { chatEmail } from '../chat-visitor.ts';

interface JivoApi {
  setContactInfo?(info: Record<string, string>): void;
  setCustomData?(fields: { title: string; content: string }[]): void;
  setUserToken?(token: string): void;
  open?(): void;
}

/** The vendor's loader script for a widget id. */
const jivoScript = (widgetId: string) =>
  `https://code.jivosite.com/widget/${encodeURIComponent(widgetId)}`;

/** Loads JivoSite. */
export const loadJivoSite: ChatAdapter<'jivoSite'> = async (settings, visitor, env) => {
  env.window.jivo_onLoadCallback = () => {
    const api = env.window.jivo_api as JivoApi | undefined;
    const email = chatEmail('jivoSite', visitor.email);
    api?.setContactInfo?.({
      name: visitor.firstName ?? '',
      ...(email ? { email } : {}),
      phone: visitor.phone ?? '',
    });
    api?.setCustomData?.([
      { title: 'uid', content: String(visitor.uid) },
      { title: 'locale', content: visitor.locale },
      { title: 'session', content: visitor.sessionId ?? '' },
    ]);
    if (visitor.uid > 0) api?.setUserToken?.(String(visitor.uid));
  };
  const script = await env.loadScript(jivoScript(settings.widgetId));
  return {
    setVisible: (visible) => {
      for (const node of env.document.querySelectorAll<HTMLElement>('jdiv'))
        node.style.display = visible ? '' : 'none';
    },
    open: () => (env.window.jivo_api as JivoApi | undefined)?.open?.(),
    destroy: () => {
      (env.window.jivo_destroy as (() => void) | undefined)?.();
      script.remove();
      delete env.window.jivo_onLoadCallback;
    },
  };
};
