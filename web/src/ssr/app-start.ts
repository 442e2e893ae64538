/**
 * The app's start on a built page. The entry script goes into an inert `<template>` (with, on a
 * server-rendered page, the preload of the locale's messages): the page's inline script
 * (index.html) starts it once the server-rendered content is on screen, so the first paint and
 * the first banner do not share a phone's bandwidth and CPU with ~90 KB of script that only
 * adopts what is already shown. A page the browser draws itself starts it at once.
 */

/** The id of the `<template>` holding what starts the app. */
export const APP_START_ID = 'app-start';

const ENTRY = /<script type="module"[^>]*\ssrc="[^"]+"[^>]*><\/script>/;

/** `html` with its entry script moved into the app's start template (build and tests alike). */
export function deferEntryScript(html: string): string {
  const entry = ENTRY.exec(html);
  if (!entry) throw new Error('The page has no entry script to defer');
  return html.replace(entry[0], `<template id="${APP_START_ID}">${entry[0]}</template>`);
}
