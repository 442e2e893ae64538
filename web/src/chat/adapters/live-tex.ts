/**
 * LiveTex: the site id in `liveTexID`, then `client.js`; once ready the visitor's fields are
 * set as prechat fields. LiveTex is the provider that gets the email "none" when there is
 * none (§3).
 */
import type { ChatAdapter } from '../chat-adapter.ts';
import { chatEmail } from '../chat-visitor.ts';

/** The vendor's loader script. */
const LIVE_TEX_SCRIPT = 'https://cs15.livetex.ru/js/client.js';

interface LiveTexApi {
  setManyPrechatFields?(fields: Record<string, string>): void;
  showLabel?(): void;
  hideLabel?(): void;
}

/** Loads LiveTex. */
export const loadLiveTex: ChatAdapter<'live_tex'> = async (settings, visitor, env) => {
  const fields = {
    Name: visitor.firstName ?? '',
    Email: chatEmail('live_tex', visitor.email),
    Phone: visitor.phone ?? '',
    uid: String(visitor.uid),
    locale: visitor.locale,
    session_id: visitor.sessionId ?? '',
  };
  env.window.liveTex = true;
  env.window.liveTexID = settings.siteId;
  env.window.liveTex_object = true;
  env.window.LiveTex = {
    onLiveTexReady: () => (env.window.LiveTex as LiveTexApi).setManyPrechatFields?.(fields),
  };
  const script = await env.loadScript(LIVE_TEX_SCRIPT);
  const api = () => env.window.LiveTex as LiveTexApi | undefined;
  return {
    setVisible: (visible) => (visible ? api()?.showLabel?.() : api()?.hideLabel?.()),
    destroy: () => {
      script.remove();
      for (const name of ['liveTex', 'liveTexID', 'liveTex_object', 'LiveTex'])
        delete env.window[name];
    },
  };
};
