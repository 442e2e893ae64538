import { describe, expect, it } from 'vitest';
import { scriptJson } from './script-json.ts';

describe('scriptJson', () => {
  it('no value can end the script element or open a comment, and it parses back', () => {
    const value = { name: '</script><script>alert(1)</script><!-- & \u2028 \u2029' };
    const text = scriptJson(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
