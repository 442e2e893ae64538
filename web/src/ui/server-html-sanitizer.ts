/**
 * The server's HTML sanitiser, handed to a server render (entry-server.tsx) so that backend
 * HTML (content pages, descriptions) is in the page without JS. The web brings no sanitiser
 * of its own to the server: DOMPurify needs a DOM, so the server passes its maintained one
 * (server/src/cms/sanitize-html.ts). Null in the browser, which sanitises with DOMPurify.
 */
import { createContext } from 'react';

/** Sanitises backend HTML on the server; null where there is none (the browser, tests). */
export const ServerHtmlSanitizer = createContext<((html: string) => string) | null>(null);
