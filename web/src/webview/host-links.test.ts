import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { interceptHostLinks, type HostFile } from './host-links.ts';

const origin = window.location.origin;

function setup() {
  const opened: string[] = [];
  const saved: HostFile[] = [];
  const navigated: string[] = [];
  const logged: unknown[] = [];
  const stop = interceptHostLinks(document, {
    origin,
    allowedHosts: () => ['www.begambleaware.org'],
    openExternal: (url) => opened.push(url),
    saveFile: (file) => saved.push(file),
    navigate: (path) => navigated.push(path),
    log: (error) => logged.push(error),
  });
  return { opened, saved, navigated, logged, stop };
}

/** Clicks a fresh link; answers whether the browser would still follow it. */
function click(attributes: Record<string, string>, init: MouseEventInit = {}): boolean {
  const link = document.createElement('a');
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  link.textContent = 'link';
  document.body.append(link);
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  link.dispatchEvent(event);
  return !event.defaultPrevented;
}

let current: ReturnType<typeof setup>;
beforeEach(() => {
  current = setup();
});
afterEach(() => {
  current.stop();
  document.body.innerHTML = '';
});

describe('links inside the web view app', () => {
  it('opens a link the allowlist marks external through the host, not in the page', () => {
    expect(click({ href: 'https://www.begambleaware.org/help', target: '_blank' })).toBe(false);
    expect(current.opened).toEqual(['https://www.begambleaware.org/help']);
  });

  it('refuses (and logs) a link to a host that is not allowed: never an arbitrary URL', () => {
    expect(click({ href: 'https://evil.test/phish' })).toBe(false);
    expect(current.opened).toEqual([]);
    expect(current.logged).toHaveLength(1);
  });

  it('keeps a same-origin link that asks for a new tab inside the app', () => {
    expect(click({ href: '/gamehall?category=new#top', target: '_blank' })).toBe(false);
    expect(current.navigated).toEqual(['/gamehall?category=new#top']);
  });

  it('leaves in-app links, handled clicks, modified clicks and mailto: alone', () => {
    expect(click({ href: '/gamehall' })).toBe(true);
    expect(click({ href: 'https://www.begambleaware.org/' }, { ctrlKey: true })).toBe(true);
    expect(click({ href: 'mailto:support@casino.test' })).toBe(true);
    const link = document.createElement('a');
    link.href = 'https://www.begambleaware.org/';
    link.addEventListener('click', (event) => event.preventDefault());
    document.body.append(link);
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(current.opened).toEqual([]);
    expect(current.navigated).toEqual([]);
  });

  it('hands a download link (the game history export) to the host to save', () => {
    expect(click({ href: '/exports/history-7.csv?sig=abc', download: '' })).toBe(false);
    expect(current.saved).toEqual([
      {
        name: 'history-7.csv',
        mimeType: 'text/csv',
        url: `${origin}/exports/history-7.csv?sig=abc`,
      },
    ]);
  });

  it('stops when removed', () => {
    current.stop();
    expect(click({ href: 'https://www.begambleaware.org/' })).toBe(true);
    expect(current.opened).toEqual([]);
  });
});

describe('download links', () => {
  /** The file the host is asked to save for a same-origin download link. */
  const savedFor = (href: string, download: string): HostFile => {
    expect(click({ href, download })).toBe(false);
    return current.saved.at(-1)!;
  };

  it('takes the download attribute, else the last path segment, with a MIME type', () => {
    const path = '/files/game%20history.csv';
    expect(savedFor(path, 'rounds.json')).toMatchObject({
      name: 'rounds.json',
      mimeType: 'application/json',
      url: `${origin}${path}`,
    });
    expect(savedFor(path, '')).toMatchObject({ name: 'game history.csv', mimeType: 'text/csv' });
    expect(savedFor('/', '')).toMatchObject({
      name: 'download',
      mimeType: 'application/octet-stream',
    });
    expect(savedFor(path, '../../etc/passwd').name).toBe('.._.._etc_passwd');
  });
});
