/**
 * The frame-action protocol's messages from a game frame (core/games), to every hook that
 * reacts to them (use-frame-action, use-frame-fit): only those from the frame's own window and
 * the origins it may have, well formed.
 */
import { frameToHostMessage, type FrameToHostMessage } from '@croupier/core/games';
import { useEffect, useRef, type RefObject } from 'react';
import { usePlatform } from '../app/platform-context.ts';

/** Origins a message from a frame at `src` may carry: "null" when sandboxed, else its own. */
function frameOrigins(src: string, base: string): string[] {
  try {
    return ['null', new URL(src, base).origin];
  } catch {
    return ['null'];
  }
}

/** Calls `onMessage` with each message of the frame in `frame` (showing `src`, or none). */
export function useFrameMessages(
  frame: RefObject<HTMLIFrameElement | null>,
  src: string | null,
  onMessage: (message: FrameToHostMessage) => void,
): void {
  const platform = usePlatform();
  // The latest handler, without listening anew on every render.
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  });
  useEffect(() => {
    if (src === null) return;
    const origins = frameOrigins(src, platform.origin);
    const listener = (event: MessageEvent) => {
      const message = frameToHostMessage(
        { origin: event.origin, data: event.data, source: event.source },
        { window: frame.current?.contentWindow ?? null, origins },
      );
      if (message) handler.current(message);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [frame, src, platform]);
}
