import { readFileSync } from 'node:fs';
import { URL as NodeURL, fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TAP_HOLDER_KEY, releaseEarlyTaps } from './early-taps.ts';

/** The page's own inline script (index.html): the theme, then the tap holder. */
const PAGE_SCRIPT = /<script>([\s\S]*?)<\/script>/.exec(
  readFileSync(fileURLToPath(new NodeURL('../../index.html', import.meta.url)), 'utf8'),
)![1]!;

afterEach(() => {
  releaseEarlyTaps(false);
  document.body.innerHTML = '';
});

/** A server-rendered page, with the page's inline script run as the browser runs it. */
function page(html: string): HTMLElement {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  new Function(PAGE_SCRIPT)();
  return document.getElementById('root')!;
}

describe('the page script holds taps until releaseEarlyTaps', () => {
  it('holds a tap on a button and gives the last one again on release', () => {
    const root = page('<button id="a"><span id="inner">A</span></button><button id="b">B</button>');
    const clicks: string[] = [];
    root.querySelector<HTMLElement>('#inner')!.click();
    root.querySelector<HTMLElement>('#b')!.click();
    // What React would be: a listener on the root that only exists after the release.
    root.addEventListener('click', (event) => clicks.push((event.target as Element).id));
    expect(clicks).toEqual([]);
    releaseEarlyTaps(true);
    expect(clicks).toEqual(['b']);
    expect(TAP_HOLDER_KEY in window).toBe(false);
  });

  it('keeps a submit button from sending its form before the release', () => {
    const root = page('<form><input name="password" value="secret"><button>Go</button></form>');
    const submit = vi.fn((event: Event) => event.preventDefault());
    root.querySelector('form')!.addEventListener('submit', submit);
    root.querySelector('button')!.click();
    expect(submit).not.toHaveBeenCalled();
    releaseEarlyTaps(false);
    root.querySelector('button')!.click();
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('leaves links, disabled buttons and the outside of the root alone', () => {
    const root = page('<a id="link" href="#there">go</a><button id="off" disabled>off</button>');
    const outside = document.body.appendChild(document.createElement('button'));
    const seen: string[] = [];
    const listen = (event: Event) => seen.push((event.target as Element).id || 'outside');
    document.addEventListener('click', listen);
    root.querySelector<HTMLElement>('#link')!.click();
    outside.click();
    expect(seen).toEqual(['link', 'outside']);
    releaseEarlyTaps(true);
    expect(seen).toEqual(['link', 'outside']);
    document.removeEventListener('click', listen);
  });

  it('does not replay when the button is gone or replay is not asked for', () => {
    const root = page('<button id="a">A</button>');
    const button = root.querySelector<HTMLElement>('#a')!;
    button.click();
    button.remove();
    const clicked = vi.fn();
    button.addEventListener('click', clicked);
    releaseEarlyTaps(true);
    expect(clicked).not.toHaveBeenCalled();

    const again = page('<button id="b">B</button>').querySelector<HTMLElement>('#b')!;
    again.click();
    const second = vi.fn();
    again.addEventListener('click', second);
    releaseEarlyTaps(false);
    expect(second).not.toHaveBeenCalled();
    // Released: taps reach the page again.
    again.click();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('does nothing where no page script held anything', () => {
    expect(() => releaseEarlyTaps(true)).not.toThrow();
  });
});
