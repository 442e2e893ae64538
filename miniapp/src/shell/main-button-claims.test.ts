import { describe, expect, it, vi } from 'vitest';
import type { MainButtonState } from '../telegram/index.ts';
import { createMainButtonClaims } from './main-button-claims.ts';

function fakeHost() {
  let press: () => void = () => {};
  const shown: (MainButtonState | null)[] = [];
  return {
    shown,
    press: () => press(),
    setMainButton: (state: MainButtonState | null) => void shown.push(state),
    onMainButton: (listener: () => void) => {
      press = listener;
      return () => {};
    },
  };
}

describe('main button claims', () => {
  it('shows the highest-priority claim and routes presses to it', () => {
    const host = fakeHost();
    const claims = createMainButtonClaims(host);
    const deposit = vi.fn();
    const register = vi.fn();
    claims.claim({ text: 'Deposit', onClick: deposit }, 0);
    const sheet = claims.claim({ text: 'Create account', onClick: register }, 2);
    expect(host.shown.at(-1)).toEqual({ text: 'Create account', loading: false, enabled: true });
    host.press();
    expect(register).toHaveBeenCalledOnce();
    expect(deposit).not.toHaveBeenCalled();
    sheet.release();
    expect(host.shown.at(-1)?.text).toBe('Deposit');
    host.press();
    expect(deposit).toHaveBeenCalledOnce();
  });

  it('shows progress while loading and ignores presses then', () => {
    const host = fakeHost();
    const claims = createMainButtonClaims(host);
    const submit = vi.fn();
    const claim = claims.claim({ text: 'Create account', onClick: submit }, 2);
    claim.update({ text: 'Create account', onClick: submit, loading: true });
    expect(host.shown.at(-1)).toEqual({ text: 'Create account', loading: true, enabled: true });
    host.press();
    expect(submit).not.toHaveBeenCalled();
  });

  it('hides the button when the last claim goes, and does not repeat an unchanged state', () => {
    const host = fakeHost();
    const claims = createMainButtonClaims(host);
    const claim = claims.claim({ text: 'Deposit', onClick: () => {} }, 0);
    claim.update({ text: 'Deposit', onClick: () => {} });
    claim.release();
    expect(host.shown).toEqual([{ text: 'Deposit', loading: false, enabled: true }, null]);
    expect(claims.current()).toBeNull();
  });
});
