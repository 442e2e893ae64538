/**
 * A Telegram host emulator for end-to-end tests (DESIGN §8): a parent page on Telegram Web's
 * origin (`https://web.telegram.org`, answered by Playwright from this file, never fetched)
 * that frames the built Mini App as Telegram does — launch parameters in the hash — and speaks
 * Telegram Web's postMessage protocol: the app posts `{eventType, eventData}` JSON strings to
 * the parent (recorded here), the parent answers requests (theme, viewport, safe areas) and
 * sends events (theme_changed, viewport_changed, back_button_pressed, main_button_pressed,
 * safe_area_changed, content_safe_area_changed). The back and main buttons are drawn by the
 * parent like Telegram's own, so screenshots show what a player sees. The launch URL and the
 * themes are telegram-launch.ts's.
 */
import type { Frame, FrameLocator, Page } from '@playwright/test';
import { DARK_THEME, launchUrl, NO_INSETS, type LaunchOptions } from './telegram-launch.ts';
import { signInitData, telegramUser, type TelegramTestUser } from './telegram-init-data.ts';

/**
 * Browser options for suites that use the emulator (`test.use(TELEGRAM_BROWSER)`): Chromium's
 * Local Network Access checks refuse a public origin (web.telegram.org) framing the loopback
 * e2e server; a real deployment serves the Mini App from a public origin.
 */
export const TELEGRAM_BROWSER = {
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests,PrivateNetworkAccessSendPreflights',
    ],
  },
};

/** Telegram's origin: the SDK posts to it, and the server lets it frame /miniapp/. */
const TELEGRAM_WEB_ORIGIN = 'https://web.telegram.org';

/** A message the app sent to the host. */
interface SentEvent {
  eventType: string;
  eventData: unknown;
}

function hostPage(src: string, config: object): string {
  return `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Telegram</title>
<style>
  html, body { margin: 0; height: 100%; font-family: system-ui, sans-serif; }
  body { display: flex; flex-direction: column; background: var(--tg-bg, #212121); }
  #bar { display: flex; align-items: center; gap: 8px; height: 48px; padding: 0 8px; flex: none;
    background: var(--tg-header, #212121); color: var(--tg-text, #fff); font-weight: 600; }
  #bar button { border: 0; background: transparent; color: inherit; font-size: 15px; padding: 8px; cursor: pointer; }
  #back[hidden], #main[hidden] { display: none; }
  #app { flex: 1; width: 100%; border: 0; display: block; }
  #main { flex: none; margin: 8px; height: 48px; border: 0; border-radius: 10px; font: 600 15px system-ui;
    background: var(--tg-button, #8774e1); color: var(--tg-button-text, #fff); cursor: pointer; }
  #main[aria-busy="true"]::after { content: ' …'; }
</style></head>
<body>
  <div id="bar"><button id="back" hidden aria-label="Back">‹ Back</button><button id="close" aria-label="Close">✕</button><span>Croupier</span></div>
  <iframe id="app" title="Mini App" src="${src}" allow="clipboard-write; fullscreen"></iframe>
  <button id="main" hidden></button>
<script>
(() => {
  const config = ${JSON.stringify(config)};
  const frame = document.getElementById('app');
  const back = document.getElementById('back');
  const main = document.getElementById('main');
  window.__tgSent = [];
  let theme = config.theme;
  const send = (eventType, eventData) =>
    frame.contentWindow.postMessage(JSON.stringify({ eventType, eventData }), '*');
  window.__tgSend = send;
  let headerKey = null;
  const paint = () => {
    if (headerKey) document.getElementById('bar').style.background = theme[headerKey] || headerKey;
    const s = document.body.style;
    s.setProperty('--tg-bg', theme.bg_color); s.setProperty('--tg-text', theme.text_color);
    s.setProperty('--tg-button', theme.button_color); s.setProperty('--tg-button-text', theme.button_text_color);
  };
  window.__tgSetTheme = (next) => { theme = next; paint(); send('theme_changed', { theme_params: theme }); };
  paint();
  const viewport = () => ({ height: frame.clientHeight, width: frame.clientWidth, is_expanded: true, is_state_stable: true });
  const color = (value) => (value && value.startsWith('#') ? value : theme[value] || value);
  window.addEventListener('message', (event) => {
    if (event.source !== frame.contentWindow || typeof event.data !== 'string') return;
    let message;
    try { message = JSON.parse(event.data); } catch { return; }
    if (!message || typeof message.eventType !== 'string') return;
    window.__tgSent.push({ eventType: message.eventType, eventData: message.eventData ?? null });
    const data = message.eventData || {};
    switch (message.eventType) {
      case 'web_app_request_theme': send('theme_changed', { theme_params: theme }); break;
      case 'web_app_request_viewport':
      case 'web_app_expand': send('viewport_changed', viewport()); break;
      case 'web_app_request_safe_area': send('safe_area_changed', config.safeArea); break;
      case 'web_app_request_content_safe_area': send('content_safe_area_changed', config.contentSafeArea); break;
      case 'web_app_request_fullscreen': send('fullscreen_changed', { is_fullscreen: true }); break;
      case 'web_app_exit_fullscreen': send('fullscreen_changed', { is_fullscreen: false }); break;
      case 'web_app_setup_back_button': back.hidden = !data.is_visible; break;
      case 'web_app_setup_main_button':
        main.hidden = !data.is_visible;
        main.textContent = data.text || '';
        main.disabled = data.is_active === false;
        main.setAttribute('aria-busy', data.is_progress_visible ? 'true' : 'false');
        if (data.color) main.style.background = data.color;
        if (data.text_color) main.style.color = data.text_color;
        requestAnimationFrame(() => send('viewport_changed', viewport()));
        break;
      case 'web_app_set_header_color':
        headerKey = data.color_key || null;
        document.getElementById('bar').style.background = color(data.color || data.color_key);
        break;
      case 'web_app_set_background_color': document.body.style.background = color(data.color); break;
    }
  });
  back.addEventListener('click', () => send('back_button_pressed'));
  main.addEventListener('click', () => send('main_button_pressed'));
})();
</script>
</body></html>`;
}

/** The emulator around one launched Mini App. */
export class TelegramHostEmulator {
  private constructor(
    readonly page: Page,
    readonly user: TelegramTestUser,
    readonly initData: string,
    readonly url: string,
  ) {}

  /** Opens Telegram Web's page framing the Mini App at `origin` (the e2e server). */
  static async launch(
    page: Page,
    origin: string,
    options: LaunchOptions = {},
  ): Promise<TelegramHostEmulator> {
    const user = options.user ?? telegramUser();
    const initData = options.initData ?? signInitData({ user, startParam: options.startParam });
    const url = launchUrl(origin, { ...options, initData });
    const html = hostPage(url, {
      theme: options.theme ?? DARK_THEME,
      safeArea: options.safeArea ?? NO_INSETS,
      contentSafeArea: options.contentSafeArea ?? NO_INSETS,
    });
    await page.setViewportSize({
      width: options.width ?? 375,
      height: (options.height ?? 640) + 48 + 64,
    });
    await page.route(`${TELEGRAM_WEB_ORIGIN}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
    );
    await page.goto(`${TELEGRAM_WEB_ORIGIN}/k/`);
    return new TelegramHostEmulator(page, user, initData, url);
  }

  /** The Mini App frame, for locators. */
  get app(): FrameLocator {
    return this.page.frameLocator('#app');
  }

  /** The Mini App frame itself (evaluate, URL). */
  frame(): Frame {
    const frame = this.page.frames().find((f) => f !== this.page.mainFrame());
    if (!frame) throw new Error('The Mini App frame is not there');
    return frame;
  }

  /** Everything the app posted to the host, in order. */
  sent(): Promise<SentEvent[]> {
    return this.page.evaluate(() => (window as unknown as { __tgSent: SentEvent[] }).__tgSent);
  }

  /** The posted events of one type. */
  async sentOf(eventType: string): Promise<SentEvent[]> {
    return (await this.sent()).filter((e) => e.eventType === eventType);
  }

  /** The last posted event of one type, or undefined. */
  async lastOf(eventType: string): Promise<SentEvent | undefined> {
    return (await this.sentOf(eventType)).at(-1);
  }

  /** Sends a host event to the app. */
  async emit(eventType: string, eventData?: unknown): Promise<void> {
    await this.page.evaluate(
      ([type, data]) =>
        (window as unknown as { __tgSend: (t: string, d: unknown) => void }).__tgSend(type, data),
      [eventType, eventData ?? null] as const,
    );
  }

  /** Switches the host's theme and tells the app (`theme_changed`). */
  async setTheme(theme: Record<string, string>): Promise<void> {
    await this.page.evaluate(
      (next) =>
        (window as unknown as { __tgSetTheme: (t: Record<string, string>) => void }).__tgSetTheme(
          next,
        ),
      theme,
    );
  }

  /** The host's back button (drawn by the emulator, as Telegram draws its own). */
  get backButton() {
    return this.page.locator('#back');
  }

  /** The host's main button. */
  get mainButton() {
    return this.page.locator('#main');
  }

  /** Reloads the Mini App frame, as Telegram's "Reload page" does. */
  async reloadApp(): Promise<void> {
    await this.frame().evaluate(() => window.location.reload());
  }
}
