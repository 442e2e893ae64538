import { describe, expect, it } from 'vitest';
import { displayDateOf, isoDateOf } from './form-date.ts';

describe('form dates (§9 dd.mm.yyyy)', () => {
  it('shows an ISO date as dd.mm.yyyy and sends it back as ISO', () => {
    expect(displayDateOf('1990-03-07')).toBe('07.03.1990');
    expect(isoDateOf('07.03.1990')).toBe('1990-03-07');
    expect(isoDateOf('01.02.2000')).toBe('2000-02-01');
  });

  it('leaves text that is no date for the server to refuse', () => {
    expect(isoDateOf('31.02.1990')).toBe('31.02.1990');
    expect(displayDateOf('07.03.1990')).toBe('07.03.1990');
  });
});
