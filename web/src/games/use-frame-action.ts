/**
 * The host side of the frame-action protocol (core/games): while a game frame offers its
 * primary action (the sportsbook's "Place bet"), the shell's native main button carries it —
 * Telegram's main button shows the frame's label and progress, and a press is passed into the
 * frame, which places the slip exactly as its own button would. The frame hides its own button
 * while the host carries it, and its result is made felt (haptics). In a plain browser the
 * shell has no main button: nothing is carried and the frame keeps its own.
 */
import {
  carriedMessage,
  pressMessage,
  type FrameAction,
  type HostToFrameMessage,
} from '@croupier/core/games';
import { useEffect, useState, type RefObject } from 'react';
import { usePlatform } from '../app/platform-context.ts';
import { useFrameMessages } from './use-frame-messages.ts';

/**
 * Listens to the frame in `frame` (showing `src`; null when there is none) and hands its offer
 * to the shell's main button. Returns true while the host carries the frame's action.
 */
export function useFrameAction(
  frame: RefObject<HTMLIFrameElement | null>,
  src: string | null,
): boolean {
  const platform = usePlatform();
  const [action, setAction] = useState<FrameAction | null>(null);
  // Every offer is answered, so a frame that reloads itself learns whether it is carried.
  const [offers, setOffers] = useState(0);

  useEffect(() => {
    setAction(null);
  }, [src]);
  useFrameMessages(frame, src, (message) => {
    // A size is use-frame-fit's business.
    if (message.type === 'size') return;
    if (message.type === 'result') {
      platform.shell.haptic(message.ok ? 'success' : 'error');
      return;
    }
    setAction(message.action);
    setOffers((count) => count + 1);
  });

  // The frame's origin is opaque (sandboxed), so it cannot be named as the target; the
  // messages carry no secret, and the frame itself only obeys its parent at our origin.
  const post = (message: HostToFrameMessage) =>
    frame.current?.contentWindow?.postMessage(message, '*');

  const carried = platform.shell.useMainButton(
    action
      ? {
          text: action.text,
          loading: action.loading,
          disabled: action.disabled,
          onClick: () => post(pressMessage()),
        }
      : null,
  );

  useEffect(() => {
    if (offers > 0) post(carriedMessage(carried));
    // `post` reads the ref at call time; re-run on a new offer or a change of carrier only.
  }, [carried, offers]);

  return carried;
}
