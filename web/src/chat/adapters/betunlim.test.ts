import { describe, expect, it, vi } from 'vitest';
import type { ChatEnv } from '../chat-adapter.ts';
import { loadBetunlim } from './betunlim.ts';

describe('betunlim adapter (script-URL provider, the demo widget)', () => {
  it('loads the script with the visitor as data attributes and drives the widget API', async () => {
    const doc = document.implementation.createHTMLDocument('t');
    const api = { setVisible: vi.fn(), open: vi.fn(), destroy: vi.fn() };
    const win = {} as Window & Record<string, unknown>;
    const loadScript = vi.fn(async (src: string, attributes?: Readonly<Record<string, string>>) => {
      const script = doc.createElement('script');
      for (const [k, v] of Object.entries(attributes ?? {})) script.setAttribute(k, v);
      doc.body.appendChild(script);
      win.BetunlimChat = api;
      return script;
    });
    const onEvent = vi.fn();
    const env: ChatEnv = { document: doc, window: win, loadScript, onEvent };
    const widget = await loadBetunlim(
      { url: '/demo-chat/widget.js', key: 'k' },
      { uid: 7, locale: 'ru', firstName: 'Ana', email: 'a@b.c', sessionId: 'sid' },
      env,
    );
    expect(loadScript).toHaveBeenCalledWith('/demo-chat/widget.js', {
      'data-key': 'k',
      'data-uid': '7',
      'data-name': 'Ana',
      'data-email': 'a@b.c',
      'data-phone': '',
      'data-locale': 'ru',
      'data-session': 'sid',
    });
    widget!.setVisible(false);
    expect(api.setVisible).toHaveBeenCalledWith(false);
    widget!.open?.();
    expect(api.open).toHaveBeenCalledTimes(1);
    doc.dispatchEvent(
      new CustomEvent('betunlim:message', { detail: { type: 'message_sent', text: 'hi' } }),
    );
    expect(onEvent).toHaveBeenCalledWith('message_sent', { type: 'message_sent', text: 'hi' });
    widget!.destroy();
    expect(api.destroy).toHaveBeenCalled();
    expect(doc.querySelector('script')).toBeNull();
    doc.dispatchEvent(new CustomEvent('betunlim:message', { detail: { type: 'message_sent' } }));
    expect(onEvent).toHaveBeenCalledTimes(1);
  });
});
