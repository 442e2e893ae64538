import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createPromoCodeChecker,
  normalizePromoCode,
  promoCodeRule,
  registrationPromoCodeRule,
} from './promo-code.ts';

describe('promo code rules (§5)', () => {
  it('is always valid locally', () => {
    expect(promoCodeRule('')).toBeNull();
    expect(promoCodeRule('ANY CODE !@#')).toBeNull();
  });
  it('the value is trimmed', () => {
    expect(normalizePromoCode('  WELCOME100 ')).toBe('WELCOME100');
  });
  it('needs at least 1 character in the registration form', () => {
    expect(registrationPromoCodeRule('   ')).toEqual({ key: 'requiredField' });
    expect(registrationPromoCodeRule(' A ')).toBeNull();
  });
});

describe('server check debounced 300 ms; a falsy answer means invalid (§5)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const timers = {
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
  };

  it('asks the server only 300 ms after the last change, with the trimmed value', async () => {
    const check = vi.fn(async (code: string) => code === 'WELCOME');
    const checker = createPromoCodeChecker({ check, timers });
    const first = checker.check('WEL');
    await vi.advanceTimersByTimeAsync(200);
    const second = checker.check(' WELCOME ');
    await vi.advanceTimersByTimeAsync(299);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(1);
    expect(check).toHaveBeenCalledWith('WELCOME');
    await expect(first).resolves.toBeNull();
    await expect(second).resolves.toEqual({ value: 'WELCOME', isValid: true, errorMessage: '' });
  });

  it.each([false, 0, null, undefined, ''])('the answer %s means invalid', async (answer) => {
    const checker = createPromoCodeChecker({ check: async () => answer, timers });
    const result = checker.check('BAD');
    await vi.advanceTimersByTimeAsync(300);
    await expect(result).resolves.toEqual({
      value: 'BAD',
      isValid: false,
      errorMessage: 'wrongPromoCode',
    });
  });

  it('a failed check counts as invalid', async () => {
    const checker = createPromoCodeChecker({
      check: () => Promise.reject(new Error('offline')),
      timers,
    });
    const result = checker.check('X');
    await vi.advanceTimersByTimeAsync(300);
    await expect(result).resolves.toMatchObject({ isValid: false });
  });

  it('an empty value is valid at once, without a server call', async () => {
    const check = vi.fn(async () => true);
    const checker = createPromoCodeChecker({ check, timers });
    await expect(checker.check('   ')).resolves.toEqual({
      value: '',
      isValid: true,
      errorMessage: '',
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(check).not.toHaveBeenCalled();
  });

  it('ignores an answer that arrives after a newer check started', async () => {
    let answerFirst: (v: boolean) => void = () => {};
    const check = vi
      .fn<(code: string) => Promise<boolean>>()
      .mockImplementationOnce(() => new Promise((r) => (answerFirst = r)))
      .mockImplementationOnce(async () => false);
    const checker = createPromoCodeChecker({ check, timers });
    const first = checker.check('OLD');
    await vi.advanceTimersByTimeAsync(300);
    const second = checker.check('NEW');
    answerFirst(true);
    await expect(first).resolves.toBeNull();
    await vi.advanceTimersByTimeAsync(300);
    await expect(second).resolves.toMatchObject({ value: 'NEW', isValid: false });
  });

  it('cancel drops the pending check', async () => {
    const check = vi.fn(async () => true);
    const checker = createPromoCodeChecker({ check, timers, delay: 50 });
    const pending = checker.check('CODE');
    checker.cancel();
    await vi.advanceTimersByTimeAsync(100);
    expect(check).not.toHaveBeenCalled();
    await expect(pending).resolves.toBeNull();
  });
});
