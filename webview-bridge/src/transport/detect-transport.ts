/**
 * The one place that knows how the site talks to a native host. Nothing else in the site reads
 * `webkit`, `CroupierAndroid`, `ReactNativeWebView` or `__croupierBridge`, and nothing else
 * listens for host `message` events.
 *
 * Out (web → native), one JSON string per message, whichever host is found first:
 * - iOS: `window.webkit.messageHandlers.croupier.postMessage(json)`;
 * - Android: `window.CroupierAndroid.postMessage(json)`;
 * - React Native: `window.ReactNativeWebView.postMessage(json)`.
 *
 * In (native → web):
 * - every host may call `window.__croupierBridge.receive(json)` (evaluateJavaScript,
 *   evaluateJavascript, injectJavaScript). The inbox exists while a bridge listens; it is
 *   non-enumerable and read-only, and only feeds the same checks as everything else. A host that
 *   speaks before the site starts may install a placeholder `{ queue: [] }` under that name at
 *   document start; its queued messages are delivered, in order, when the inbox replaces it;
 * - React Native only: `message` events on window and document (what
 *   `webViewRef.postMessage(json)` dispatches).
 *
 * Threat model: game and provider frames share the page with the site, and any frame can
 * `postMessage` to the top window. Such a message carries the frame's WindowProxy as
 * `event.source` and the frame's origin as `event.origin`; React Native's own events carry no
 * source (or the window itself) and an empty origin. So a `message` event is accepted only when
 * its source is null or the window itself AND its origin is empty or ours; and only on React
 * Native, where the host cannot call the inbox more cheaply. Cross-origin frames cannot reach
 * `window.__croupierBridge` (property access across origins throws), and the bridge object
 * itself is never put on `window`, so no frame can send a command through the site. Script that
 * runs in our own origin is trusted by definition: it could do anything the site can.
 * The host's side of the model (answer only the main frame, from our origin) is in PROTOCOL.md.
 */
import type { BridgeMessageEvent, BridgeWindow } from './bridge-window.ts';
import { detectHost, property, type PostTarget, type TransportKind } from './detect-host.ts';
import { HOST_NAMES } from './host-names.ts';

export type { TransportKind } from './detect-host.ts';

/** How a message arrived: the inbox function, or a `message` event (React Native). */
export type TransportChannel = 'inbox' | 'message-event';

/** Where a transport hands what arrives from the host. */
export interface TransportSink {
  /**
   * A raw message, not yet checked: a JSON string or an object. `inbox` messages come from the
   * host (or our own script); `message-event` ones passed the origin check but may still belong
   * to another library on the page.
   */
  message(raw: unknown, channel: TransportChannel): void;
  /** A `message` event refused by origin, before anything looked at its data. */
  rejected(reason: string, event: BridgeMessageEvent): void;
}

/** How the bridge reaches one host. */
export interface BridgeTransport {
  readonly kind: TransportKind;
  /** Hands one serialized message to the host; throws when the host's object does. */
  post(json: string): void;
  /** Starts listening for host messages; returns the function that stops. */
  listen(sink: TransportSink): () => void;
}

/** Finds the host the page runs in, or null in a plain browser (or a PWA). Installs nothing. */
export function detectTransport(win: BridgeWindow): BridgeTransport | null {
  const host = detectHost(win);
  return host ? createTransport(win, host.kind, host.target) : null;
}

function createTransport(
  win: BridgeWindow,
  kind: TransportKind,
  target: PostTarget,
): BridgeTransport {
  return {
    kind,
    post(json) {
      // Called as a method: Android's injected objects refuse a detached `postMessage`.
      target.postMessage(json);
    },
    listen(sink) {
      const stops = [listenInbox(win, sink)];
      if (kind === 'react-native') stops.push(listenMessageEvents(win, sink));
      return () => {
        for (const stop of stops) stop();
      };
    },
  };
}

/** Inbox sinks per window: several bridges (tests, hot reload) share the one inbox. */
const inboxSinks = new WeakMap<BridgeWindow, Set<TransportSink>>();

function listenInbox(win: BridgeWindow, sink: TransportSink): () => void {
  let sinks = inboxSinks.get(win);
  if (sinks) {
    sinks.add(sink);
  } else {
    const all = new Set<TransportSink>([sink]);
    sinks = all;
    inboxSinks.set(win, all);
    const placeholder = property(win, HOST_NAMES.inbox);
    const inbox = Object.freeze({
      receive(message: unknown): void {
        for (const each of [...all]) each.message(message, 'inbox');
      },
    });
    Object.defineProperty(win, HOST_NAMES.inbox, {
      value: inbox,
      configurable: true,
      enumerable: false,
      writable: false,
    });
    const queued = property(placeholder, 'queue');
    // Delivered on the next microtask: whoever started listening subscribes its handlers right
    // after, synchronously, and a host's first messages (safe-area insets) must reach them.
    if (Array.isArray(queued) && queued.length > 0) {
      const messages = [...queued];
      queueMicrotask(() => {
        for (const message of messages) for (const each of [...all]) each.message(message, 'inbox');
      });
    }
  }
  const current = sinks;
  return () => {
    current.delete(sink);
    if (current.size === 0 && inboxSinks.get(win) === current) {
      inboxSinks.delete(win);
      Reflect.deleteProperty(win, HOST_NAMES.inbox);
    }
  };
}

/** Why a `message` event is not from the host, or null when it is. */
function refusal(win: BridgeWindow, event: BridgeMessageEvent): string | null {
  const source = event.source;
  if (source != null && source !== win) return 'message event from another window or frame';
  const origin = event.origin ?? '';
  if (origin !== '' && origin !== win.location?.origin) {
    return `message event from origin ${origin}`;
  }
  return null;
}

function listenMessageEvents(win: BridgeWindow, sink: TransportSink): () => void {
  // One event can reach both listeners (dispatched on document, bubbling to window).
  const seen = new WeakSet<object>();
  const onMessage = (event: BridgeMessageEvent): void => {
    if (seen.has(event)) return;
    seen.add(event);
    const reason = refusal(win, event);
    if (reason) sink.rejected(reason, event);
    else sink.message(event.data, 'message-event');
  };
  win.addEventListener('message', onMessage);
  win.document?.addEventListener('message', onMessage);
  return () => {
    win.removeEventListener('message', onMessage);
    win.document?.removeEventListener('message', onMessage);
  };
}
