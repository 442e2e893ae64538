import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('scrypt passwords', () => {
  it('verifies the right password only, with a fresh salt per hash', async () => {
    const a = await hashPassword('demo1234');
    const b = await hashPassword('demo1234');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('demo1234', a)).toBe(true);
    expect(await verifyPassword('demo12345', a)).toBe(false);
    expect(await verifyPassword('demo1234', 'plain-text')).toBe(false);
  });
});
