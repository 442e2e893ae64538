import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlatformContext } from '../app/platform-context.ts';
import type { Platform } from '../app/platform.ts';
import { testPlatform } from '../test-support/test-platform.ts';
import { ResendCodeButton } from './ResendCodeButton.tsx';
import { useResendCountdown } from './use-resend-countdown.ts';

afterEach(cleanup);

/** A held clock: timers fire only when the test moves time on. */
function heldClock() {
  let now = 1_000_000;
  let timers: { at: number; run(): void; id: number }[] = [];
  let next = 1;
  return {
    now: () => now,
    timers: {
      setTimeout: (run: () => void, ms: number) => {
        const id = next++;
        timers.push({ at: now + ms, run, id });
        return id as unknown as ReturnType<typeof setTimeout>;
      },
      clearTimeout: (id: unknown) => {
        timers = timers.filter((timer) => timer.id !== id);
      },
    },
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = timers.filter((timer) => timer.at <= until).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers = timers.filter((timer) => timer !== due);
        now = due.at;
        due.run();
      }
      now = until;
    },
  };
}

function Probe({ seconds }: { seconds?: number }) {
  const wait = useResendCountdown();
  return (
    <ResendCodeButton
      left={wait.left}
      onResend={() => wait.start(seconds)}
      label="Send a new code"
      waitLabel={(left) => `Send a new code in ${left} s`}
    />
  );
}

function renderProbe(seconds?: number) {
  const clock = heldClock();
  const platform = { ...testPlatform().platform, now: clock.now, timers: clock.timers } as Platform;
  render(
    <PlatformContext value={platform}>
      <Probe seconds={seconds} />
    </PlatformContext>,
  );
  return clock;
}

describe('useResendCountdown with ResendCodeButton', () => {
  it('waits the default minute after a send, counting down on the clock, then allows another', () => {
    const clock = renderProbe();
    const button = () => screen.getByRole('button') as HTMLButtonElement;
    expect(button().textContent).toBe('Send a new code');
    act(() => button().click());
    expect(button().textContent).toBe('Send a new code in 60 s');
    expect(button().disabled).toBe(true);
    act(() => clock.advance(1_000));
    expect(button().textContent).toBe('Send a new code in 59 s');
    act(() => clock.advance(58_500));
    expect(button().textContent).toBe('Send a new code in 1 s');
    act(() => clock.advance(500));
    expect(button().textContent).toBe('Send a new code');
    expect(button().disabled).toBe(false);
  });

  it("waits the server's resend time when it names one", () => {
    renderProbe(17);
    act(() => (screen.getByRole('button') as HTMLButtonElement).click());
    expect(screen.getByRole('button').textContent).toBe('Send a new code in 17 s');
  });
});
