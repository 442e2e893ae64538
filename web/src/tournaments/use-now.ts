/** A clock that re-renders every `intervalMs` (the countdowns), on the platform's timers. */
import { useEffect, useState } from 'react';
import { usePlatform } from '../app/platform-context.ts';

/** The current time (epoch ms), refreshed every `intervalMs` while mounted. */
export function useNow(intervalMs = 1000): number {
  const platform = usePlatform();
  const [now, setNow] = useState(() => platform.now());
  useEffect(() => {
    let handle = platform.timers.setTimeout(function tick() {
      setNow(platform.now());
      handle = platform.timers.setTimeout(tick, intervalMs);
    }, intervalMs);
    return () => platform.timers.clearTimeout(handle);
  }, [platform, intervalMs]);
  return now;
}
