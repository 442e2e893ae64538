/** What every support chat provider adapter (§3) looks like. */
import type { contract } from '@croupier/core';
import type { ChatVisitor } from '@croupier/core/state';

/** The chat providers of §3. */
export type ChatProvider = contract.cms.ChatProvider;

/** Provider settings as the CMS gives them (§3: under a key named after the provider). */
export type ChatSettings = contract.cms.SupportChatSettings;

/** Settings of one provider. */
export type ProviderSettings<P extends ChatProvider> = NonNullable<ChatSettings[P]>;

/** A loaded widget. */
export interface ChatWidget {
  /** Shows or hides the widget's badge (§2.3: hidden on betting and game pages). */
  setVisible(visible: boolean): void;
  /** Opens the chat window, where the provider lets a page do it (the support page's button). */
  open?(): void;
  /** Removes the widget so it can load again for another visitor. */
  destroy(): void;
}

/** A message going through the chat (§3 chat events). */
export type ChatEventType = 'message_sent' | 'message_received';

/** What an adapter may use. */
export interface ChatEnv {
  document: Document;
  /** The window, whose globals vendor scripts read and write. */
  window: Window & Record<string, unknown>;
  /** Adds a script and resolves when it has loaded (rejects when it fails). */
  loadScript(
    src: string,
    attributes?: Readonly<Record<string, string>>,
  ): Promise<HTMLScriptElement>;
  /** Reports a chat message event (stored for freshChat, §3). */
  onEvent(type: ChatEventType, payload: Record<string, unknown>): void;
}

/** Loads a provider for a visitor; null means the provider takes no action (comm100). */
export type ChatAdapter<P extends ChatProvider> = (
  settings: ProviderSettings<P>,
  visitor: ChatVisitor,
  env: ChatEnv,
) => Promise<ChatWidget | null>;
