import { describe, expect, it } from 'vitest';
import { APP_START_ID, deferEntryScript } from './app-start.ts';

describe('deferEntryScript', () => {
  it("moves the built page's entry script into the app's start template, the rest untouched", () => {
    const html =
      '<head><script>inline()</script>' +
      '<script type="module" crossorigin src="/assets/index-A1.js"></script>' +
      '<script type="application/ld+json">{}</script></head>';
    expect(deferEntryScript(html)).toBe(
      '<head><script>inline()</script>' +
        `<template id="${APP_START_ID}">` +
        '<script type="module" crossorigin src="/assets/index-A1.js"></script></template>' +
        '<script type="application/ld+json">{}</script></head>',
    );
  });

  it('refuses a page without an entry script (a build that changed its tag)', () => {
    expect(() => deferEntryScript('<script>inline()</script>')).toThrow(/no entry script/);
  });
});
