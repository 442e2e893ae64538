import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyTaps } from './early-taps.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

function page(html: string): HTMLElement {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  return document.getElementById('root')!;
}

describe('holdEarlyTaps', () => {
  it('holds a tap on a button and gives the last one again on release', () => {
    const root = page('<button id="a"><span id="inner">A</span></button><button id="b">B</button>');
    const clicks: string[] = [];
    const early = holdEarlyTaps(root);
    root.querySelector<HTMLElement>('#inner')!.click();
    root.querySelector<HTMLElement>('#b')!.click();
    // What React would be: a listener on the root that only exists after the release.
    root.addEventListener('click', (event) => clicks.push((event.target as Element).id));
    expect(clicks).toEqual([]);
    early.release(true);
    expect(clicks).toEqual(['b']);
  });

  it('keeps a submit button from sending its form before the release', () => {
    const root = page('<form><input name="password" value="secret"><button>Go</button></form>');
    const submit = vi.fn((event: Event) => event.preventDefault());
    root.querySelector('form')!.addEventListener('submit', submit);
    const early = holdEarlyTaps(root);
    root.querySelector('button')!.click();
    expect(submit).not.toHaveBeenCalled();
    early.release(false);
    root.querySelector('button')!.click();
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('leaves links, disabled buttons and the outside of the root alone', () => {
    const root = page('<a id="link" href="#there">go</a><button id="off" disabled>off</button>');
    const outside = document.body.appendChild(document.createElement('button'));
    const seen: string[] = [];
    document.addEventListener('click', (event) =>
      seen.push((event.target as Element).id || 'outside'),
    );
    const early = holdEarlyTaps(root);
    root.querySelector<HTMLElement>('#link')!.click();
    outside.click();
    expect(seen).toEqual(['link', 'outside']);
    early.release(true);
    expect(seen).toEqual(['link', 'outside']);
  });

  it('does not replay when the button is gone or replay is not asked for', () => {
    const root = page('<button id="a">A</button>');
    const early = holdEarlyTaps(root);
    const button = root.querySelector<HTMLElement>('#a')!;
    button.click();
    button.remove();
    const clicked = vi.fn();
    button.addEventListener('click', clicked);
    early.release(true);
    expect(clicked).not.toHaveBeenCalled();
  });
});
