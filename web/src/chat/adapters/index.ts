/** Chat adapters by provider (§3), each loaded on demand (DESIGN §9). */
import type { ChatAdapter, ChatProvider } from '../chat-adapter.ts';

type Loaders = { [P in ChatProvider]: () => Promise<ChatAdapter<P>> };

/** The adapter of every provider of §3. */
export const CHAT_ADAPTERS: Loaders = {
  live_tex: () => import('./live-tex.ts').then((m) => m.loadLiveTex),
  freshChat: () => import('./fresh-chat.ts').then((m) => m.loadFreshChat),
  liveChat: () => import('./live-chat.ts').then((m) => m.loadLiveChat),
  verbox: () => import('./verbox.ts').then((m) => m.loadVerbox),
  comm100: () => import('./comm100.ts').then((m) => m.loadComm100),
  betunlim: () => import('./betunlim.ts').then((m) => m.loadBetunlim),
  jivoSite: () => import('./jivo-site.ts').then((m) => m.loadJivoSite),
};
