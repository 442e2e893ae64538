import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime, toDate } from './date-time.ts';

describe('dates dd.mm.yyyy and time hours:minutes (§9)', () => {
  const iso = '2026-11-21T09:05:00.000Z';

  it('formats a Date, epoch ms and ISO text alike, in UTC by default', () => {
    expect(formatDate(new Date(iso))).toBe('21.11.2026');
    expect(formatDate(Date.parse(iso))).toBe('21.11.2026');
    expect(formatDate(iso)).toBe('21.11.2026');
    expect(formatTime(iso)).toBe('09:05');
  });

  it('uses the injected time zone (the day can change)', () => {
    expect(formatDate('2026-11-21T23:30:00Z', { timeZone: 'Europe/Riga' })).toBe('22.11.2026');
    expect(formatTime('2026-11-21T23:30:00Z', { timeZone: 'Europe/Riga' })).toBe('01:30');
    expect(formatTime('2026-11-21T02:15:00Z', { timeZone: 'America/Sao_Paulo' })).toBe('23:15');
  });

  it('uses 24-hour time with leading zeros', () => {
    expect(formatTime('2026-01-01T00:00:00Z')).toBe('00:00');
    expect(formatTime('2026-01-01T13:07:00Z')).toBe('13:07');
    expect(formatDate('2026-01-02T00:00:00Z')).toBe('02.01.2026');
  });

  it('joins date and time', () => {
    expect(formatDateTime(iso)).toBe('21.11.2026 09:05');
  });

  it('gives empty text for invalid input', () => {
    expect(toDate('not a date')).toBeNull();
    expect(formatDate('not a date')).toBe('');
    expect(formatTime(NaN)).toBe('');
    expect(formatDateTime('')).toBe('');
  });
});
