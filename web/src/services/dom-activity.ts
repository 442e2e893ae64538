/** User activity from DOM events as core's ActivitySource (inactivity §4, chat loader §4). */
import type { ActivitySource } from '@croupier/core/state';

/** Events that reset the inactivity period (§4: key, click, scroll; navigation is added). */
export const INACTIVITY_EVENTS = ['keydown', 'click', 'scroll'] as const;

/** Events that count as the first activity for the chat loader (§4). */
export const CHAT_ACTIVITY_EVENTS = [
  'scroll',
  'click',
  'mousemove',
  'keydown',
  'touchstart',
  'focus',
] as const;

/**
 * Activity from `events` on `target` (captured, passive: scroll and focus do not bubble),
 * merged with `extra` sources such as route changes.
 */
export function domActivity(
  target: EventTarget,
  events: readonly string[],
  ...extra: ActivitySource[]
): ActivitySource {
  return {
    subscribe(listener) {
      const handler = () => listener();
      for (const name of events)
        target.addEventListener(name, handler, { capture: true, passive: true });
      const others = extra.map((source) => source.subscribe(listener));
      return () => {
        for (const name of events) target.removeEventListener(name, handler, { capture: true });
        for (const stop of others) stop();
      };
    },
  };
}
