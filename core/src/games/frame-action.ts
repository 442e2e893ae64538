/**
 * The frame-action protocol between a game frame (the sportsbook's bet slip, a provider's game)
 * and the app around it. The frame offers its primary action ("Place bet · 10.00 USD"); a host
 * with a native button for it (Telegram's main button) says it carries the action, so the frame
 * hides its own button, and presses it for the player; the frame reports how the action ended,
 * so the host can make it felt (haptics).
 *
 * Frame → host: `action` (the offer, or null when there is none), `result`, and `size` (the
 * height of its content, so the host can size the frame to it instead of scrolling inside it).
 * Host → frame: `carried`, `press`, `theme` (the app's light or dark theme, to follow), and
 * `viewport` (the part of a content-sized frame the player sees — from `top`, `height` tall —
 * where the frame keeps what must stay on screen, such as a bet-slip bar; null when the frame
 * owns its viewport again, e.g. full screen).
 *
 * Trust: the host takes a message only from the frame's own window and from the origins that
 * window may have (a sandboxed frame's origin is the string "null"); the frame takes one only
 * from its parent window at the site's origin and posts back to that origin alone. A press only
 * ever runs the action the player composed inside the frame, at most once while it is loading.
 */

/** Tallest content height a host takes from a frame (px); anything above is malformed. */
export const FRAME_HEIGHT_MAX = 100_000;

/** The app's theme, which a frame follows. */
export type FrameTheme = 'light' | 'dark';

/** The visible part of a content-sized frame, in the frame's own CSS pixels. */
export interface FrameViewport {
  top: number;
  height: number;
}

/** Every message carries this tag and version. */
export const FRAME_ACTION_PROTOCOL = 'croupier.frame-action';
export const FRAME_ACTION_VERSION = 1;

/** Longest label a host shows (Telegram's main button fits about this much). */
export const FRAME_ACTION_TEXT_MAX = 64;

/** The primary action a frame offers. */
export interface FrameAction {
  text: string;
  /** Running: the host shows progress and ignores presses. */
  loading: boolean;
  /** Not possible now (e.g. no stake entered). */
  disabled: boolean;
}

interface Envelope {
  protocol: typeof FRAME_ACTION_PROTOCOL;
  v: typeof FRAME_ACTION_VERSION;
}

/** What a frame tells its host. */
export type FrameToHostMessage =
  | (Envelope & { type: 'action'; action: FrameAction | null })
  | (Envelope & { type: 'result'; ok: boolean })
  | (Envelope & { type: 'size'; height: number });

/** What a host tells its frame. */
export type HostToFrameMessage =
  | (Envelope & { type: 'carried'; carried: boolean })
  | (Envelope & { type: 'press' })
  | (Envelope & { type: 'theme'; theme: FrameTheme })
  | (Envelope & { type: 'viewport'; viewport: FrameViewport | null });

/** A received window message, as `MessageEvent` gives it. */
export interface ReceivedFrameMessage {
  origin: string;
  data: unknown;
  source: unknown;
}

/** The frame a host listens to: its window, and the origins a message from it may carry. */
export interface ExpectedFrame {
  window: unknown;
  origins: readonly string[];
}

const envelope = (): Envelope => ({ protocol: FRAME_ACTION_PROTOCOL, v: FRAME_ACTION_VERSION });

function isRecord(data: unknown): data is Record<string, unknown> {
  return typeof data === 'object' && data !== null;
}

function ours(data: unknown): data is Record<string, unknown> {
  return (
    isRecord(data) && data.protocol === FRAME_ACTION_PROTOCOL && data.v === FRAME_ACTION_VERSION
  );
}

function actionFrom(value: unknown): FrameAction | null | undefined {
  if (value === null) return null;
  if (!isRecord(value) || typeof value.text !== 'string') return undefined;
  const text = value.text.replace(/\s+/g, ' ').trim();
  if (!text || text.length > FRAME_ACTION_TEXT_MAX) return undefined;
  if (typeof value.loading !== 'boolean' || typeof value.disabled !== 'boolean') return undefined;
  return { text, loading: value.loading, disabled: value.disabled };
}

/**
 * A frame's message to its host, or null when it is not one: from another window or origin,
 * another protocol or version, or malformed (an empty or over-long label, missing flags).
 */
export function frameToHostMessage(
  event: ReceivedFrameMessage,
  frame: ExpectedFrame,
): FrameToHostMessage | null {
  if (frame.window == null || event.source !== frame.window) return null;
  if (!frame.origins.includes(event.origin) || !ours(event.data)) return null;
  const data = event.data;
  if (data.type === 'result') {
    return typeof data.ok === 'boolean' ? { ...envelope(), type: 'result', ok: data.ok } : null;
  }
  if (data.type === 'size') {
    const height = data.height;
    return typeof height === 'number' && Number.isFinite(height) && height > 0
      ? height <= FRAME_HEIGHT_MAX
        ? { ...envelope(), type: 'size', height: Math.ceil(height) }
        : null
      : null;
  }
  if (data.type !== 'action') return null;
  const action = actionFrom(data.action);
  return action === undefined ? null : { ...envelope(), type: 'action', action };
}

/** The host's answer to an offer: whether its own button now carries the action. */
export function carriedMessage(carried: boolean): HostToFrameMessage {
  return { ...envelope(), type: 'carried', carried };
}

/** The host's press of the carried action. */
export function pressMessage(): HostToFrameMessage {
  return { ...envelope(), type: 'press' };
}

/** The app's theme, for the frame to follow. */
export function themeMessage(theme: FrameTheme): HostToFrameMessage {
  return { ...envelope(), type: 'theme', theme };
}

/** The part of a content-sized frame on screen; null hands the frame its own viewport back. */
export function viewportMessage(viewport: FrameViewport | null): HostToFrameMessage {
  return {
    ...envelope(),
    type: 'viewport',
    viewport: viewport && {
      top: Math.max(0, Math.round(viewport.top)),
      height: Math.max(0, Math.round(viewport.height)),
    },
  };
}
