import { describe, expect, it } from 'vitest';
import { inactivityPhase, isInactivityActive } from './inactivity-phase.ts';

describe('inactivity rules (§4 Inactivity)', () => {
  it('is active only when time_to_force_logout is set and the user is authenticated', () => {
    expect(isInactivityActive(600, true)).toBe(true);
    expect(isInactivityActive(600, false)).toBe(false);
    expect(isInactivityActive(null, true)).toBe(false);
    expect(isInactivityActive(0, true)).toBe(false);
  });

  it('warns at 80 percent of the period with a countdown over the last 20 percent', () => {
    // period 100 s: warning from 80 s, 20 s countdown
    expect(inactivityPhase(79_999, 100)).toEqual({
      phase: 'active',
      secondsLeft: null,
      nextCheckInMs: 1,
    });
    expect(inactivityPhase(80_000, 100)).toEqual({
      phase: 'warning',
      secondsLeft: 20,
      nextCheckInMs: 1000,
    });
    expect(inactivityPhase(95_500, 100)).toMatchObject({ phase: 'warning', secondsLeft: 5 });
  });

  it('expires at the full period', () => {
    expect(inactivityPhase(100_000, 100).phase).toBe('expired');
    expect(inactivityPhase(250_000, 100).phase).toBe('expired');
  });
});
