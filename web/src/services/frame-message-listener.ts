/**
 * Window messages the app acts on (§2.2, §7): the same-origin page-path message of frame
 * checks (navigate to it), and an embedded form's `redirect` (navigate) or `refresh_user`
 * (reload the user). core's routing checks the origin and that paths stay in the app.
 */
import { formFrameMessageFrom, framePathFromMessage } from '@croupier/core/routing';

/** What the listener does with a message. */
export interface FrameMessageDeps {
  origin: string;
  navigate(path: string): void;
  refreshUser(): void;
}

/** Acts on one message when it is one of ours; ignores anything else. */
function handleFrameMessage(
  event: { origin: string; data: unknown },
  deps: FrameMessageDeps,
): void {
  const path = framePathFromMessage(event, deps.origin);
  if (path !== null) {
    deps.navigate(path);
    return;
  }
  const form = formFrameMessageFrom(event, deps.origin);
  if (!form) return;
  if (form.type === 'redirect') deps.navigate(form.url);
  else deps.refreshUser();
}

/** Listens on `target` (the window); returns the function that stops it. */
export function listenForFrameMessages(target: EventTarget, deps: FrameMessageDeps): () => void {
  const onMessage = (event: Event) => {
    const message = event as MessageEvent;
    handleFrameMessage({ origin: message.origin, data: message.data }, deps);
  };
  target.addEventListener('message', onMessage);
  return () => target.removeEventListener('message', onMessage);
}
