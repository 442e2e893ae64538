/**
 * The token a real-money game frame launches with (account.getToken): the frame is sandboxed
 * without our origin, so it never sees the session cookie; the token is asked for each launch.
 */
import { account } from '@croupier/core/refs';
import { useCallback, useEffect, useState } from 'react';
import { usePlatform } from '../app/platform-context.ts';

/** The state of the token request. */
export type FrameToken =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; token: string }
  | { status: 'failed'; error: unknown };

/** A fresh token while `launchKey` is non-null (a new key asks again); `retry()` on failure. */
export function useFrameToken(launchKey: string | null): { state: FrameToken; retry(): void } {
  const platform = usePlatform();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<FrameToken>({ status: 'idle' });
  useEffect(() => {
    if (launchKey === null) {
      setState({ status: 'idle' });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    platform.api.call(account.getToken, {}).then(
      (answer) => live && setState({ status: 'ready', token: answer.token }),
      (error: unknown) => live && setState({ status: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [platform, launchKey, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
