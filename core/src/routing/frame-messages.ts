/**
 * Window messages between our frames and their parent (§2.2, §7): the same-origin message
 * carrying a page path for frame checks, and the embedded sign-in/sign-up forms asking the
 * parent to go home with the registration popup. Only our origin and safe in-app paths pass.
 */
import type { LocaleConfig } from './locale-prefix.ts';
import { localizePath, stripLocale } from './locale-prefix.ts';
import { routePath } from './route-table.ts';
import { safeInAppPath } from './safe-url.ts';
import { SHOW_POPUP_REG } from './popup-flags.ts';
import { queryPair, splitUrl } from './url-parts.ts';

/** A received window message, as `MessageEvent` gives it. */
export interface ReceivedMessage {
  origin: string;
  data: unknown;
}

/** Message type of the frame-check page path. */
export const FRAME_PATH_MESSAGE_TYPE = 'frame_path';

/** The same-origin message carrying a page path; the receiver navigates to it. */
export interface FramePathMessage {
  type: typeof FRAME_PATH_MESSAGE_TYPE;
  path: string;
}

/** What an embedded form asks of its parent (§2.2). */
export type FormFrameMessage = { type: 'redirect'; url: string } | { type: 'refresh_user' };

function fromOurOrigin(message: ReceivedMessage, origin: string): boolean {
  try {
    return new URL(origin).origin === message.origin;
  } catch {
    return false;
  }
}

function isRecord(data: unknown): data is Record<string, unknown> {
  return typeof data === 'object' && data !== null;
}

/** Builds the frame-check message for a page path. */
export function framePathMessage(path: string): FramePathMessage {
  return { type: FRAME_PATH_MESSAGE_TYPE, path };
}

/**
 * The path a frame-check message asks to navigate to, or null unless it comes from our
 * origin, has the expected shape and the path is a safe in-app path.
 */
export function framePathFromMessage(message: ReceivedMessage, origin: string): string | null {
  if (!fromOurOrigin(message, origin) || !isRecord(message.data)) return null;
  const { type, path } = message.data;
  if (type !== FRAME_PATH_MESSAGE_TYPE || typeof path !== 'string') return null;
  return safeInAppPath(path, origin);
}

/** Whether a path is one of the frame-embeddable forms `/forms/sign_in`, `/forms/sign_up`. */
export function isFormFramePath(pathname: string, config: LocaleConfig): boolean {
  const path = splitUrl(stripLocale(pathname, config.locales).path).path.replace(/(.)\/$/, '$1');
  return path === routePath('forms-sign_in') || path === routePath('forms-sign_up');
}

/**
 * The `redirect` message an embedded form sends its parent: the home page (in `locale`)
 * with `show_popup_reg=1` and `backUrl` — the latter only when it is a safe in-app path.
 */
export function formFrameRedirectMessage(
  backUrl: string | null,
  locale: string,
  config: LocaleConfig,
  origin: string,
): FormFrameMessage {
  const safeBack = backUrl === null ? null : safeInAppPath(backUrl, origin);
  const query = [queryPair(SHOW_POPUP_REG, '1')];
  if (safeBack !== null) query.push(queryPair('backUrl', safeBack));
  return { type: 'redirect', url: `${localizePath('/', locale, config)}?${query.join('&')}` };
}

/** The `refresh_user` message: the parent reloads the user after a sign-in in the frame. */
export function refreshUserMessage(): FormFrameMessage {
  return { type: 'refresh_user' };
}

/**
 * A form-frame message as the parent should act on it, or null unless it comes from our
 * origin, has a known type and (for `redirect`) a safe in-app `url`.
 */
export function formFrameMessageFrom(
  message: ReceivedMessage,
  origin: string,
): FormFrameMessage | null {
  if (!fromOurOrigin(message, origin) || !isRecord(message.data)) return null;
  const { type, url } = message.data;
  if (type === 'refresh_user') return { type };
  if (type !== 'redirect' || typeof url !== 'string') return null;
  const safe = safeInAppPath(url, origin);
  return safe === null ? null : { type, url: safe };
}
