import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { usePlatform } from '../app/platform-context.ts';
import { useTranslation } from '../i18n/i18n-context.ts';
import { Dialog } from '../ui/index.ts';
import { realityCheckState } from './reality-check-state.ts';
import { clockText } from './rg-text.ts';
import { CLOCK_ROOM, CLOCK_STYLE } from './session-clock-style.tsx';
import { nextAnchor, realityCheckDelay, type SessionAnchor } from './session-timing.ts';
import { useSessionSummary } from './use-responsible-gaming.ts';

// The dialog's content loads when a check comes due: the clock alone stays small.
const RealityCheckDialog = lazy(() =>
  import('./RealityCheckDialog.tsx').then((m) => ({ default: m.RealityCheckDialog })),
);

/**
 * The header's session clock and the reality check's timer (issue 18, RTS 13), loaded apart
 * from the entry while a player is signed in. The clock counts from the server's summary; at
 * each interval the reality check opens and stays until answered (its "Continue" reads the
 * summary again, which schedules the next one). Not a named popup of the dialog queue: its
 * binding would sit in the entry chunk, and this one needs nothing before sign-in.
 */
export default function SessionWatch() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const summary = useSessionSummary(true, { revalidateOnFocus: false });
  const anchor = useRef<SessionAnchor | null>(null);
  const due = useRef<{ startedAt: string; nextAt: string; at: number; shown: boolean } | null>(
    null,
  );
  const check = useSnapshot(realityCheckState);

  const [deviceStart, setDeviceStart] = useState<number | null>(null);
  const data = summary.data;

  // Signed out (or this header gone): no check is left waiting.
  useEffect(
    () => () => {
      realityCheckState.seconds = null;
    },
    [],
  );

  // The reality check: due at the server's next_at, measured on the server's clock. The same
  // check read again (a revalidation) keeps the due time first worked out for it on this
  // device: a re-read never puts a check off.
  useEffect(() => {
    if (!data) return;
    const now = platform.now();
    const next = nextAnchor(anchor.current, data, now);
    anchor.current = next;
    setDeviceStart(next.deviceStart);
    const delay = realityCheckDelay(data);
    const nextAt = data.reality_check.next_at;
    if (delay === null || nextAt === null) {
      due.current = null;
      return;
    }
    const known = due.current;
    const same = known !== null && known.startedAt === data.started_at && known.nextAt === nextAt;
    // A check already shown is not shown again for the same due time.
    if (same && known.shown) return;
    const check = same
      ? known
      : { startedAt: data.started_at, nextAt, at: now + delay, shown: false };
    due.current = check;
    const handle = platform.timers.setTimeout(
      () => {
        check.shown = true;
        if (realityCheckState.seconds !== null) return;
        realityCheckState.seconds = Math.round((platform.now() - next.deviceStart) / 1000);
      },
      Math.max(0, check.at - now),
    );
    return () => platform.timers.clearTimeout(handle);
  }, [data, platform]);

  const dialog =
    check.seconds === null ? null : (
      <Dialog
        title={t('rg.check.title', 'Reality check')}
        size="sm"
        preventClose
        showClose={false}
        role="alertdialog"
        onDismiss={() => {}}
      >
        <Suspense>
          <RealityCheckDialog
            seconds={check.seconds}
            onClose={() => {
              realityCheckState.seconds = null;
            }}
          />
        </Suspense>
      </Dialog>
    );
  return (
    <>
      {dialog}
      {deviceStart === null ? CLOCK_ROOM : <SessionClock deviceStart={deviceStart} />}
    </>
  );
}

/** The clock itself: one render a second, of this small component only. */
function SessionClock({ deviceStart }: { deviceStart: number }) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const [now, setNow] = useState(() => platform.now());
  useEffect(() => {
    let handle = platform.timers.setTimeout(function tick() {
      setNow(platform.now());
      handle = platform.timers.setTimeout(tick, 1000);
    }, 1000);
    return () => platform.timers.clearTimeout(handle);
  }, [platform]);
  return (
    <span
      style={CLOCK_STYLE}
      role="timer"
      aria-label={t('rg.clock.label', 'Time signed in')}
      title={t('rg.clock.label', 'Time signed in')}
      data-testid="session-clock"
    >
      {clockText((now - deviceStart) / 1000)}
    </span>
  );
}
