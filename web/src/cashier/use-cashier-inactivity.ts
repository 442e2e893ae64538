/**
 * Inactivity in the cashier (spec §3 `user_inactivity_cashier_time`): core's inactivity
 * machine with another action — after the period without a key, click, scroll or
 * navigation, the player leaves the cashier for the index page with a toast.
 */
import { createInactivityStore, isAuthenticated } from '@croupier/core/state';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { usePlatform } from '../app/platform-context.ts';
import { useTranslation } from '../i18n/index.ts';
import { useNavigate } from '../router/use-navigate.ts';

/** DOM events that count as activity. */
const ACTIVITY_EVENTS = [
  'keydown',
  'pointerdown',
  'click',
  'scroll',
  'wheel',
  'touchstart',
] as const;

/**
 * Runs the cashier's inactivity timer while the calling screen is shown; answers the seconds
 * left once the warning share of the period has passed (null before), for a notice.
 */
export function useCashierInactivity(): number | null {
  const platform = usePlatform();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [pathname] = useLocation();
  const settings = useSnapshot(platform.stores.settings.state);
  const session = useSnapshot(platform.stores.session.state);
  // The expiry action reads the latest translator and navigation without rebuilding the store.
  const expire = useRef<() => void>(() => {});
  useEffect(() => {
    expire.current = () => {
      platform.stores.toasts.show({
        kind: 'info',
        message: t(
          'cashier.inactivityClosed',
          'The cashier was closed because you were inactive for a while.',
        ),
      });
      navigate('/');
    };
  }, [platform, t, navigate]);

  const [store] = useState(() =>
    createInactivityStore({
      timers: platform.timers,
      now: platform.now,
      activity: {
        subscribe(listener) {
          const options = { capture: true, passive: true } as const;
          for (const name of ACTIVITY_EVENTS) document.addEventListener(name, listener, options);
          return () => {
            for (const name of ACTIVITY_EVENTS)
              document.removeEventListener(name, listener, options);
          };
        },
      },
      onExpire: () => expire.current(),
    }),
  );

  const period = settings.generalInfo?.user_inactivity_cashier_time ?? null;
  const authenticated = isAuthenticated(session.user);
  useEffect(() => {
    store.configure({ periodSeconds: period, authenticated });
  }, [store, period, authenticated]);
  useEffect(() => () => store.dispose(), [store]);
  // A navigation inside the cashier counts as activity (§4).
  useEffect(() => store.reset(), [store, pathname]);
  const snap = useSnapshot(store.state);
  return snap.phase === 'warning' ? snap.secondsLeft : null;
}
