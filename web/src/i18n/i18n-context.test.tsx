import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createAppI18n } from './app-i18n.ts';
import { I18nContext, useTranslation } from './i18n-context.ts';

describe('useTranslation', () => {
  it('adopts a server-rendered page without drawing it again, and follows new messages', async () => {
    const i18n = createAppI18n();
    await i18n.showMessages('en', { common: { hi: 'Hello' } });
    let renders = 0;
    function Greeting() {
      renders += 1;
      const { t } = useTranslation();
      return <p>{t('common.hi', 'Hi')}</p>;
    }
    const page = (
      <I18nContext value={i18n}>
        <Greeting />
      </I18nContext>
    );
    const root = document.createElement('div');
    root.innerHTML = renderToString(page);
    document.body.append(root);
    renders = 0;

    const hydrated = await act(async () => hydrateRoot(root, page));
    // One render, the hydration's: a server snapshot unlike the browser's drew it once more.
    expect(renders).toBe(1);
    expect(root.textContent).toBe('Hello');

    await act(() => i18n.showMessages('en', { common: { hi: 'Hello again' } }));
    expect(root.textContent).toBe('Hello again');
    act(() => hydrated.unmount());
    root.remove();
  });
});
