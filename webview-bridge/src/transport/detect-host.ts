/**
 * Whether the page runs inside a native host, and which one — presence only: reading three
 * host objects, installing and listening to nothing. The start-up check (`detectPlatformKind`)
 * needs no more, so the transport itself stays out of a plain site's first load.
 */
import type { BridgeWindow } from './bridge-window.ts';
import { HOST_NAMES } from './host-names.ts';

/** Which host the page runs in. */
export type TransportKind = 'ios' | 'android' | 'react-native';

/** What a host exposes to receive the site's messages. */
export interface PostTarget {
  postMessage(message: string): void;
}

/** A host found on the window: its kind and the object the site posts to. */
export interface DetectedHost {
  kind: TransportKind;
  target: PostTarget;
}

/** Reads a property without throwing (hostile getters, cross-origin objects). */
export function property(value: unknown, key: string): unknown {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null)
    return undefined;
  try {
    return Reflect.get(value, key);
  } catch {
    return undefined;
  }
}

function postTarget(value: unknown): PostTarget | undefined {
  return typeof property(value, 'postMessage') === 'function' ? (value as PostTarget) : undefined;
}

/** The host the page runs in (iOS first, then Android, then React Native), or null. */
export function detectHost(win: BridgeWindow): DetectedHost | null {
  const handlers = property(property(win, 'webkit'), 'messageHandlers');
  const ios = postTarget(property(handlers, HOST_NAMES.iosHandler));
  if (ios) return { kind: 'ios', target: ios };
  const android = postTarget(property(win, HOST_NAMES.androidInterface));
  if (android) return { kind: 'android', target: android };
  const reactNative = postTarget(property(win, HOST_NAMES.reactNative));
  if (reactNative) return { kind: 'react-native', target: reactNative };
  return null;
}
