import { describe, expect, it } from 'vitest';
import { translator } from './shell-text.ts';

describe('shell text', () => {
  const tree = { miniapp: { hello: 'Olá, {name}', empty: '' }, common: { deposit: 'Depositar' } };

  it('looks messages up by dotted key and fills values', () => {
    expect(translator(tree)('common.deposit', 'Deposit')).toBe('Depositar');
    expect(translator(tree)('miniapp.hello', 'Hello, {name}', { name: 'Ann' })).toBe('Olá, Ann');
  });

  it('falls back to the default text for a missing or empty message, as the web does', () => {
    expect(translator(tree)('miniapp.missing', 'Missing')).toBe('Missing');
    expect(translator(tree)('miniapp.empty', 'Empty')).toBe('Empty');
    expect(translator({})('miniapp.hello', 'Hello, {name}', { name: 'Ann' })).toBe('Hello, Ann');
  });
});
