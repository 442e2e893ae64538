/**
 * The support chat (§3, §4): core's chat loader (first activity, idle callback or 1 s), the
 * provider named by support.getsettings loaded through its adapter with the visitor's data,
 * reloaded for the new visitor after login, registration or logout, its badge hidden on
 * betting and game pages. No provider, comm100, or any failure: no chat (logged only, §8).
 *
 * The bubble never covers the page (issue 19): on phones it is not shown at all (the menu's
 * "Support chat" opens the chat), and where it shows, `<html data-chat-bubble>` tells the
 * layout to keep room for it under the content. Its layer (`--z-chat`) is under curtains
 * and dialogs.
 */
import { account, chat, support } from '@croupier/core/refs';
import {
  createChatStore,
  type ActivitySource,
  type ChatScheduler,
  type ChatStore,
  type ChatVisitor,
} from '@croupier/core/state';
import { subscribe } from 'valtio/vanilla';
import type { Platform } from '../app/platform.ts';
import { CHAT_ADAPTERS } from './adapters/index.ts';
import type {
  ChatAdapter,
  ChatEnv,
  ChatEventType,
  ChatProvider,
  ChatWidget,
} from './chat-adapter.ts';
import { setChatOpener } from './chat-opener.ts';
import { baseVisitor, storesChatEvents, withProfile } from './chat-visitor.ts';

/** Phones: the bubble would sit on the content and tab bar; the chat lives in the menu. */
const CHAT_PHONE_QUERY = '(max-width: 767px)';

/** The attribute on `<html>` while the bubble shows (the layout keeps room for it). */
const CHAT_BUBBLE_ATTRIBUTE = 'data-chat-bubble';

/** What the chat service needs besides the platform. */
export interface ChatServiceDeps {
  /** Scroll, click, mousemove, keydown, touchstart and focus. */
  activity: ActivitySource;
  scheduler: ChatScheduler;
  env: Omit<ChatEnv, 'onEvent'>;
  sessionId(): string;
}

/** The running chat. */
export interface ChatService {
  store: ChatStore;
  /** The current route name (the badge hides on betting and game pages). */
  setRoute(name: string | null): void;
  /** Login, registration or logout happened: reload with the new visitor. */
  identityChanged(): void;
  stop(): void;
}

/** Starts the chat loader for `platform`. */
export function startChat(platform: Platform, deps: ChatServiceDeps): ChatService {
  const { session, locale } = platform.stores;
  let widget: ChatWidget | null = null;
  let provider: ChatProvider | null = null;
  let generation = 0;
  const phone = deps.env.window.matchMedia?.(CHAT_PHONE_QUERY) ?? null;

  /** Shows the bubble where the route and the screen allow it, and says so to the layout. */
  const applyVisibility = () => {
    const shown = store.state.routeAllowsBadge && !(phone?.matches ?? false);
    widget?.setVisible(shown);
    deps.env.document.documentElement.toggleAttribute(
      CHAT_BUBBLE_ATTRIBUTE,
      widget !== null && shown,
    );
  };

  const onEvent = (type: ChatEventType, payload: Record<string, unknown>) => {
    const uid = session.state.user?.uid ?? 0;
    if (!storesChatEvents(provider, uid)) return;
    platform.api
      .call(chat.storeChatEvent, { type, payload: JSON.stringify(payload) })
      .catch(platform.log);
  };

  const profileOf = async (visitor: ChatVisitor): Promise<ChatVisitor> => {
    if (visitor.uid <= 0) return visitor;
    try {
      return withProfile(visitor, await platform.api.call(account.getprofileinfo, {}));
    } catch (error) {
      platform.log(error);
      return visitor;
    }
  };

  const load = async (visitor: ChatVisitor): Promise<boolean> => {
    const mine = ++generation;
    widget?.destroy();
    widget = null;
    applyVisibility();
    setChatOpener(null);
    const settings = await platform.api.call(support.getsettings, {});
    const chosen = settings.provider ?? null;
    if (!chosen) return false;
    const own = settings[chosen];
    if (!own) throw new Error(`The chat provider ${chosen} has no settings`);
    const adapter = (await CHAT_ADAPTERS[chosen]()) as ChatAdapter<ChatProvider>;
    const full = await profileOf(visitor);
    if (mine !== generation) return false;
    provider = chosen;
    const loaded = await adapter(own as never, full, { ...deps.env, onEvent });
    if (mine !== generation) {
      loaded?.destroy();
      return false;
    }
    widget = loaded;
    applyVisibility();
    setChatOpener(loaded?.open ? () => loaded.open?.() : null);
    return widget !== null;
  };

  const store = createChatStore({
    load,
    visitor: () => baseVisitor(session.state.user, locale.state.current || 'en', deps.sessionId()),
    activity: deps.activity,
    scheduler: deps.scheduler,
    log: platform.log,
  });
  const stopRoute = subscribe(store.state, applyVisibility);
  phone?.addEventListener('change', applyVisibility);
  const stopVisibility = () => {
    stopRoute();
    phone?.removeEventListener('change', applyVisibility);
  };
  store.start();

  return {
    store,
    setRoute: (name) => store.setRoute(name),
    identityChanged: () => store.identityChanged(),
    stop() {
      stopVisibility();
      store.dispose();
      generation += 1;
      widget?.destroy();
      widget = null;
      applyVisibility();
      setChatOpener(null);
    },
  };
}
