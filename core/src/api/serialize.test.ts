import { describe, expect, it } from 'vitest';
import { serializeParams, serializeValue } from './serialize.ts';

describe('serializeParams (the client half of contract/wire.ts)', () => {
  it('drops null and undefined parameters', () => {
    expect(serializeParams({ a: null, b: undefined, c: 'x' }).toString()).toBe('c=x');
  });
  it("sends booleans as '1' / '0'", () => {
    expect(Object.fromEntries(serializeParams({ yes: true, no: false }))).toEqual({
      yes: '1',
      no: '0',
    });
  });
  it('sends numbers as decimal strings', () => {
    expect(Object.fromEntries(serializeParams({ count: 10, offset: 0, sum: 10.5, n: -3 }))).toEqual(
      { count: '10', offset: '0', sum: '10.5', n: '-3' },
    );
  });
  it('comma-joins arrays of scalars (fields=trigger,description)', () => {
    expect(serializeParams({ fields: ['trigger', 'description'] }).toString()).toBe(
      'fields=trigger%2Cdescription',
    );
    expect(serializeValue([1, 2, 3])).toBe('1,2,3');
    expect(serializeValue([])).toBe('');
  });
  it('sends plain objects as JSON text', () => {
    expect(serializeParams({ requisites: { iban: 'DE89' } }).get('requisites')).toBe(
      '{"iban":"DE89"}',
    );
    expect(serializeValue([{ a: 1 }])).toBe('[{"a":1}]');
  });
  it('keeps strings as they are, including empty ones', () => {
    expect(serializeParams({ a: '', b: 'x y' }).toString()).toBe('a=&b=x+y');
  });
  it('refuses values the server could not read', () => {
    expect(() => serializeValue(Number.NaN)).toThrow(TypeError);
    expect(() => serializeValue(() => 1)).toThrow(TypeError);
    expect(() => serializeParams('a=1')).toThrow(TypeError);
  });
  it('treats missing params as none', () => {
    expect(serializeParams(undefined).toString()).toBe('');
  });
});
