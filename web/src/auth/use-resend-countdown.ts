import { createCountdown } from '@croupier/core/state';
import { useEffect, useMemo, useState } from 'react';
import { usePlatform } from '../app/platform-context.ts';

/** Seconds a sent code must wait before another, when the server names none (§3 resend). */
export const DEFAULT_RESEND_SECONDS = 60;

/** The wait before a code may be sent again: see {@link useResendCountdown}. */
export interface ResendCountdown {
  /** Whole seconds left; 0 when a new code may be asked for. */
  left: number;
  /** Starts (or restarts) the wait: the server's `resend_time`, or the default minute. */
  start(seconds?: number): void;
}

/**
 * The "send again in N s" wait of a code form, on core's countdown over the platform's clock
 * and timers: measured to a deadline, not by counting ticks, so a late timer in a background
 * tab still shows the right number and a test's held clock drives it. `sentOnMount`: a code
 * went out just before the form showed (the step that asked for it), so the wait runs at once.
 */
export function useResendCountdown(sentOnMount = 0): ResendCountdown {
  const platform = usePlatform();
  const [left, setLeft] = useState(0);
  const countdown = useMemo(
    () => createCountdown({ timers: platform.timers, now: platform.now }, setLeft),
    [platform],
  );
  useEffect(() => {
    if (sentOnMount > 0) countdown.start(sentOnMount);
    return () => countdown.stop();
  }, [countdown, sentOnMount]);
  return { left, start: (seconds = DEFAULT_RESEND_SECONDS) => countdown.start(seconds) };
}
