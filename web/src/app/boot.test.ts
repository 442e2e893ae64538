import { describe, expect, it } from 'vitest';
import { testPlatform } from '../test-support/test-platform.ts';
import { boot } from './boot.ts';

describe('boot', () => {
  it('knows the locale when it reports the locale config (the first screen preloads by it)', async () => {
    const { platform } = testPlatform({ path: '/ru/promotions' });
    let seen = '';
    await boot(platform, {
      onLocaleConfig: () => {
        seen = platform.stores.locale.state.current;
      },
    });
    expect(seen).toBe('ru');
    expect(platform.stores.locale.state.current).toBe('ru');
  });
});
