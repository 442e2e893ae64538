import { describe, expect, it } from 'vitest';
import { stripLaunchHash } from './strip-launch-hash.ts';

describe('stripLaunchHash', () => {
  it('removes Telegram launch parameters and keeps the app hash', () => {
    expect(stripLaunchHash('#tgWebAppData=a%3Db&tgWebAppVersion=8.0')).toBe('');
    expect(stripLaunchHash('#real&tgWebAppData=x&tgWebAppPlatform=ios')).toBe('#real');
    expect(stripLaunchHash('#tgWebAppVersion=8.0&popup-preview')).toBe('#popup-preview');
  });

  it('leaves other hashes alone', () => {
    expect(stripLaunchHash('#real')).toBe('#real');
    expect(stripLaunchHash('')).toBe('');
  });
});
