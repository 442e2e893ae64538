/**
 * The support chat (§3, §4): core's chat loader (first activity, idle callback or 1 s), the
 * provider named by support.getsettings loaded through its adapter with the visitor's data,
 * reloaded for the new visitor after login, registration or logout, its badge hidden on
 * betting and game pages. No provider, comm100, or any failure: no chat (logged only, §8).
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
import type { Platform } from '../../app/platform.ts';
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
    widget?.setVisible(store.state.routeAllowsBadge);
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
  const stopVisibility = subscribe(store.state, () =>
    widget?.setVisible(store.state.routeAllowsBadge),
  );
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
      setChatOpener(null);
    },
  };
}
