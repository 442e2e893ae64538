/** The outbox: messages the server would e-mail or text, and the development page listing them. */
export { sendMessage } from './send.ts';
export { registerOutboxPage } from './outbox-page.ts';
