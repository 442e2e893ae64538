import { cms } from '@croupier/core/contract';
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from '../errors.ts';
import { renderWithPlatform } from '../test-support/with-platform.tsx';
import { testPlatform } from '../test-support/test-platform.ts';
import { useContentPage } from './use-content-page.ts';

afterEach(cleanup);

function setup() {
  const pages = {
    [cms.cmsPagePath('en', 'terms')]: { title: 'Terms' },
    [cms.cmsPagePath('ru', 'terms')]: { title: 'Условия' },
  };
  const { platform, requests } = testPlatform({ answers: pages });
  platform.stores.locale.setCurrent('en');
  return { platform, requests };
}

describe('useContentPage', () => {
  it('reads the page of the current locale from the CMS, loading until it is in', async () => {
    const { platform, requests } = setup();
    const hook = renderWithPlatform(() => useContentPage('terms'), platform);
    expect(hook.result.current.isLoading).toBe(true);
    await waitFor(() => expect(hook.result.current.data).toEqual({ title: 'Terms' }));
    expect(requests).toContain(cms.cmsPagePath('en', 'terms'));
  });

  it('fails a missing page with HttpError 404 (shown as Not found)', async () => {
    const { platform } = setup();
    const hook = renderWithPlatform(() => useContentPage('nope'), platform);
    await waitFor(() => expect(hook.result.current.error).toBeInstanceOf(HttpError));
    expect((hook.result.current.error as HttpError).status).toBe(404);
    expect(hook.result.current.data).toBeUndefined();
  });

  it('reads the page again in the new locale', async () => {
    const { platform } = setup();
    const hook = renderWithPlatform(() => useContentPage('terms'), platform);
    await waitFor(() => expect(hook.result.current.data).toEqual({ title: 'Terms' }));
    await act(async () => platform.stores.locale.setCurrent('ru'));
    await waitFor(() => expect(hook.result.current.data).toEqual({ title: 'Условия' }));
  });
});
