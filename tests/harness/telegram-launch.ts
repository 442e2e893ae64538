/**
 * How Telegram launches a Mini App (DESIGN §8): the launch URL — init data, version, platform
 * and theme in the hash — and the themes, safe areas and frame size a launch may ask for.
 * The host emulator (telegram-host.ts) frames the app at this URL; specs that only need the
 * URL or a theme take them from here.
 */
import type { TelegramTestUser } from './telegram-init-data.ts';

/** Insets as Telegram reports them. */
export interface Insets {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Telegram's day theme (as Telegram Web sends it). */
export const LIGHT_THEME: Record<string, string> = {
  bg_color: '#ffffff',
  text_color: '#000000',
  hint_color: '#707579',
  link_color: '#3390ec',
  button_color: '#3390ec',
  button_text_color: '#ffffff',
  secondary_bg_color: '#f4f4f5',
  header_bg_color: '#ffffff',
  accent_text_color: '#3390ec',
  section_bg_color: '#ffffff',
  section_header_text_color: '#3390ec',
  subtitle_text_color: '#707579',
  destructive_text_color: '#df3f40',
  section_separator_color: '#e7e7e7',
  bottom_bar_bg_color: '#ffffff',
};

/** Telegram's night theme. */
export const DARK_THEME: Record<string, string> = {
  bg_color: '#212121',
  text_color: '#ffffff',
  hint_color: '#aaaaaa',
  link_color: '#8774e1',
  button_color: '#8774e1',
  button_text_color: '#ffffff',
  secondary_bg_color: '#181818',
  header_bg_color: '#212121',
  accent_text_color: '#8774e1',
  section_bg_color: '#212121',
  section_header_text_color: '#aaaaaa',
  subtitle_text_color: '#aaaaaa',
  destructive_text_color: '#ff595a',
  section_separator_color: '#3c3c3c',
  bottom_bar_bg_color: '#212121',
};

/** How to launch the Mini App. */
export interface LaunchOptions {
  /** The Telegram user; a fresh one by default. */
  user?: TelegramTestUser;
  /** Signed `start_param`. */
  startParam?: string;
  /** Raw init data to use as is (e.g. tampered); signed from `user` by default. */
  initData?: string;
  version?: string;
  platform?: string;
  theme?: Record<string, string>;
  /** `tgWebAppData` first in the hash, as newer clients write it (default), or last. */
  dataFirst?: boolean;
  /** Path of the framed app, default `/miniapp/`. */
  path?: string;
  fullscreen?: boolean;
  safeArea?: Insets;
  contentSafeArea?: Insets;
  /** Frame size; default 375 × 640 (a phone). */
  width?: number;
  height?: number;
}

export const NO_INSETS: Insets = { top: 0, bottom: 0, left: 0, right: 0 };

/** The launch URL of the Mini App, as Telegram builds it. */
export function launchUrl(origin: string, options: LaunchOptions & { initData: string }): string {
  const params: [string, string][] = [
    ['tgWebAppVersion', options.version ?? '8.0'],
    ['tgWebAppPlatform', options.platform ?? 'weba'],
    ['tgWebAppThemeParams', JSON.stringify(options.theme ?? DARK_THEME)],
  ];
  if (options.fullscreen) params.push(['tgWebAppFullscreen', '1']);
  const data: [string, string] = ['tgWebAppData', options.initData];
  const all = options.dataFirst === false ? [...params, data] : [data, ...params];
  const hash = all.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
  return `${origin}${options.path ?? '/miniapp/'}#${hash}`;
}
