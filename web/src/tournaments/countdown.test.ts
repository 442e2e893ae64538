import { describe, expect, it } from 'vitest';
import { countdownOf, formatDuration, statusAt } from './countdown.ts';

const race = { starts_at: '2026-11-20T10:00:00.000Z', ends_at: '2026-11-27T10:00:00.000Z' };
const at = (iso: string) => Date.parse(iso);

describe('tournament status: upcoming before starts_at, active until ends_at, then finished', () => {
  it('is upcoming one second before the start', () => {
    expect(statusAt(race, at('2026-11-20T09:59:59.000Z'))).toBe('upcoming');
  });
  it('is active from the start instant', () => {
    expect(statusAt(race, at('2026-11-20T10:00:00.000Z'))).toBe('active');
  });
  it('is finished from the end instant', () => {
    expect(statusAt(race, at('2026-11-27T10:00:00.000Z'))).toBe('finished');
  });
});

describe('countdown to start or end', () => {
  it('counts to the start while upcoming', () => {
    expect(countdownOf(race, at('2026-11-19T10:00:00.000Z'))).toEqual({
      phase: 'starts',
      ms: 86_400_000,
    });
  });
  it('counts to the end while active', () => {
    expect(countdownOf(race, at('2026-11-27T09:00:00.000Z'))).toEqual({
      phase: 'ends',
      ms: 3_600_000,
    });
  });
  it('stops at zero once ended', () => {
    expect(countdownOf(race, at('2026-12-01T00:00:00.000Z'))).toEqual({ phase: 'ended', ms: 0 });
  });
});

describe('duration display', () => {
  it('splits into days, hours, minutes and seconds, rounding down', () => {
    expect(formatDuration(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999)).toBe('2d 03:04:05');
  });
  it('never goes negative', () => {
    expect(formatDuration(-5000)).toBe('00:00:00');
  });
  it('shows days only when there are any', () => {
    expect(formatDuration(((3 * 24 + 4) * 3600 + 5 * 60 + 6) * 1000)).toBe('3d 04:05:06');
    expect(formatDuration((4 * 3600 + 5 * 60 + 6) * 1000)).toBe('04:05:06');
    expect(formatDuration(90_061_000, ' д')).toBe('1 д 01:01:01');
  });
});
