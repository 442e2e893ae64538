import { describe, expect, it } from 'vitest';
import { lookup, translator } from './shell-text.ts';

describe('shell text', () => {
  const tree = { miniapp: { hello: 'Olá, {name}' }, common: { deposit: 'Depositar' } };

  it('looks messages up by dotted key and fills values', () => {
    expect(lookup(tree, 'common.deposit')).toBe('Depositar');
    expect(translator(tree)('miniapp.hello', 'Hello, {name}', { name: 'Ann' })).toBe('Olá, Ann');
  });

  it('falls back to the default text', () => {
    expect(lookup(tree, 'miniapp.missing')).toBeNull();
    expect(translator({})('miniapp.hello', 'Hello, {name}', { name: 'Ann' })).toBe('Hello, Ann');
  });
});
