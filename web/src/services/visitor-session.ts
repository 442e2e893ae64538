/**
 * A random id of this browser session: the chat's session id (§3 visitor data) and the
 * fraud check's device session share it. The real session cookie is HttpOnly on purpose.
 */
import type { KeyValueStorage } from '@croupier/core/state';

/** Session-storage key of the id. */
const VISITOR_SESSION_KEY = 'croupier.sid';

function randomId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The session's id, created on first use. */
export function visitorSessionId(storage: KeyValueStorage): string {
  try {
    const existing = storage.getItem(VISITOR_SESSION_KEY);
    if (existing) return existing;
    const id = randomId();
    storage.setItem(VISITOR_SESSION_KEY, id);
    return id;
  } catch {
    return randomId();
  }
}

/**
 * The fraud check's device session: non-identifying browser facts and the session id, as
 * base64 JSON (the shape device-fingerprint services hand to their backend).
 */
export function fraudSessionPayload(facts: {
  sessionId: string;
  userAgent: string;
  language: string;
  timeZone: string;
  screen: string;
}): string {
  const json = JSON.stringify(facts);
  const bytes = new TextEncoder().encode(json);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
