/** The demo support chat provider: a widget script served from our origin. */
export { registerDemoChat } from './demo-chat-routes.ts';
