import type { contract } from '@croupier/core';
import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testPlatform } from '../test-support/test-platform.ts';
import { renderWithPlatform } from '../test-support/with-platform.tsx';
import { useIssueText } from './use-issue-text.ts';

afterEach(cleanup);

describe('useIssueText', () => {
  it('gives core’s wording with its parameters, and nothing for no issue', () => {
    const hook = renderWithPlatform(() => useIssueText(), testPlatform().platform);
    expect(hook.result.current({ key: 'minLength', params: { min: 6 } })).toBe('Min length is 6');
    expect(hook.result.current(null)).toBeUndefined();
    expect(hook.result.current(undefined)).toBeUndefined();
  });

  it('prefers the content system’s wording once it arrives', async () => {
    const { platform } = testPlatform();
    const hook = renderWithPlatform(() => useIssueText(), platform);
    await act(async () =>
      platform.stores.settings.setCmsConfig({
        validationMessages: { minLength: 'At least $$min$$ characters, please' },
      } as unknown as contract.cms.CmsConfig),
    );
    expect(hook.result.current({ key: 'minLength', params: { min: 8 } })).toBe(
      'At least 8 characters, please',
    );
    expect(hook.result.current({ key: 'requiredField' })).toBe('Field is required');
  });
});
