import { useCallback, useEffect, useRef, useState } from 'react';
import { useOnline } from '../shell/use-online.ts';

/**
 * Whether the game frame at `src` may have failed to load for want of a connection — it was
 * started offline, or the connection dropped while it ran — and a `reload()` that starts it
 * again (a fresh `key` for the frame). A frame's load errors are invisible to the page (the
 * browser shows its error page inside), so the connection is what tells.
 */
export function useFrameReload(src: string | null) {
  const online = useOnline();
  const [lost, setLost] = useState(false);
  const [key, setKey] = useState(0);
  const wasOffline = useRef(false);

  useEffect(() => {
    if (!online && src) wasOffline.current = true;
    // Back online after the frame saw an outage: offer a reload (a round may be running, so
    // the player decides).
    if (online && wasOffline.current) {
      wasOffline.current = false;
      setLost(true);
    }
  }, [online, src]);

  const reload = useCallback(() => {
    setLost(false);
    setKey((n) => n + 1);
  }, []);
  return { lost: lost || (!online && src !== null), online, key, reload };
}
