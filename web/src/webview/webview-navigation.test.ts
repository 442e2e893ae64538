import { describe, expect, it } from 'vitest';
import { webviewNavigation } from './webview-navigation.ts';

/** A window with just the history and location the adapter uses. */
function fakeWindow(initialState: unknown = null) {
  const entries: { state: unknown; url: string }[] = [{ state: initialState, url: '/' }];
  let index = 0;
  const assigned: string[] = [];
  const win = {
    history: {
      get state() {
        return entries[index]!.state;
      },
      pushState(state: unknown, _title: string, url?: string) {
        entries.splice(index + 1);
        entries.push({ state, url: url ?? entries[index]!.url });
        index += 1;
      },
      replaceState(state: unknown, _title: string, url?: string) {
        entries[index] = { state, url: url ?? entries[index]!.url };
      },
      back() {
        if (index > 0) index -= 1;
      },
    },
    location: {
      origin: 'https://casino.test',
      get href() {
        return `https://casino.test${entries[index]!.url}`;
      },
      get pathname() {
        return new URL(this.href).pathname;
      },
      search: '',
      hash: '',
      assign: (url: string) => assigned.push(url),
    },
  };
  return { win: win as unknown as Window, entries, assigned };
}

describe('the web view history', () => {
  it('records how deep each entry is, so back knows when it reaches the root', () => {
    const { win, entries } = fakeWindow({ other: 1 });
    const navigation = webviewNavigation({ openExternal: () => true, win });
    expect(entries[0]!.state).toEqual({ other: 1, croupierDepth: 0 });
    expect(navigation.depth()).toBe(0);
    navigation.navigate('/gamehall');
    navigation.navigate('/game/book-of-ra');
    expect(navigation.depth()).toBe(2);
    navigation.navigate('/game/book-of-ra?mode=demo', { replace: true });
    expect(navigation.depth()).toBe(2);
    expect(navigation.current().pathname).toBe('/game/book-of-ra');
    navigation.back();
    expect(navigation.depth()).toBe(1);
    navigation.back();
    expect(navigation.depth()).toBe(0);
  });

  it('keeps the depth an entry had before a reload', () => {
    const { win } = fakeWindow({ croupierDepth: 3 });
    expect(webviewNavigation({ openExternal: () => true, win }).depth()).toBe(3);
  });

  it('sends another origin to the host and loads our own in place', () => {
    const { win, assigned } = fakeWindow();
    const opened: string[] = [];
    const navigation = webviewNavigation({
      openExternal: (url) => opened.push(url) > 0,
      win,
    });
    navigation.leave('https://www.begambleaware.org/');
    navigation.leave('https://casino.test/oauth/init?provider=google');
    expect(opened).toEqual(['https://www.begambleaware.org/']);
    expect(assigned).toEqual(['https://casino.test/oauth/init?provider=google']);
  });

  it('loads another origin in place only when the host did not take it', () => {
    const { win, assigned } = fakeWindow();
    webviewNavigation({ openExternal: () => false, win }).leave('https://pay.example/x');
    expect(assigned).toEqual(['https://pay.example/x']);
  });
});
