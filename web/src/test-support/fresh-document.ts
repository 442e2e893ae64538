/**
 * Vitest setup for the browser-side projects (web, miniapp), whose files share one document
 * (`isolate: false` in the root config): after every test the rendered trees are unmounted
 * and the document's body and attributes, storage, cookies and address are put back as the
 * first test found them, so no file sees what another left (a theme attribute, a kept launch in
 * sessionStorage). `<head>` is left alone: React keeps, for the whole module, the resources it
 * has preloaded there and would not add one again; a test looks for its own link by address.
 */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// A file that runs under Node (`@vitest-environment node`) has no document to keep.
const hasDocument = typeof document !== 'undefined';
const initialUrl = hasDocument ? window.location.href : '';

/** happy-dom's own handle: sets the address even after a test followed a link elsewhere. */
interface HappyDomWindow {
  happyDOM?: { setURL(url: string): void };
}

function clearCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

afterEach(() => {
  if (!hasDocument) return;
  cleanup();
  document.body.innerHTML = '';
  for (const element of [document.documentElement, document.body]) {
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  }
  window.localStorage.clear();
  window.sessionStorage.clear();
  clearCookies();
  const happyDom = (window as HappyDomWindow).happyDOM;
  if (happyDom) happyDom.setURL(initialUrl);
  else window.history.replaceState(null, '', initialUrl);
});
