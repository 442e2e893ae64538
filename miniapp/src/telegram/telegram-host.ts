/**
 * What the shell asks of the Telegram client, as one small interface. The real one wraps
 * tma.js (`sdk-host.ts`) and calls a method only when the client's version supports it; tests
 * pass a stub.
 */
import type { HapticKind } from '@croupier/web';

/** The native main button's content; null hides it. */
export interface MainButtonState {
  text: string;
  loading: boolean;
  enabled: boolean;
}

/** The Telegram client, as the shell uses it. */
export interface TelegramHost {
  /** Mini Apps version of the client ('6.0', '8.0', …). */
  readonly version: string;
  /** Whether the client has a main button the shell can drive. */
  readonly hasMainButton: boolean;
  /** Tells the client the app has painted: it drops its loading placeholder. */
  ready(): void;
  setBackButton(visible: boolean): void;
  onBackButton(listener: () => void): () => void;
  setMainButton(state: MainButtonState | null): void;
  onMainButton(listener: () => void): () => void;
  haptic(kind: HapticKind): void;
  /** Ask before closing (a game or the cashier is open). */
  setClosingConfirmation(enabled: boolean): void;
  /** Vertical swipes close or minimise the app; off while a game or the cashier is open. */
  setVerticalSwipes(enabled: boolean): void;
  /** Opens a URL outside the app (payment, verification); false when the client cannot. */
  openLink(url: string): boolean;
  /** Opens a t.me link inside Telegram; false when the client cannot. */
  openTelegramLink(url: string): boolean;
  /** True when the current theme is dark. */
  isDark(): boolean;
  /** Calls `listener` after the client's theme changed (CSS variables are already updated). */
  onThemeChange(listener: () => void): () => void;
}
