/** Pages the server renders itself: escaping, the document skeleton, sending. */
export { escapeHtml } from './escape-html.ts';
export { htmlDocument } from './html-document.ts';
export { sendHtml } from './send-html.ts';
