/** Serves the demo support chat widget (see widget-script.ts). */
import type { FastifyInstance } from 'fastify';
import { registerBrowserScript } from '../http/browser-script.ts';
import { DEMO_CHAT_WIDGET_CACHE_CONTROL, DEMO_CHAT_WIDGET_SCRIPT } from './widget-script.ts';

/** Mounts `/demo-chat/widget.js`. */
export function registerDemoChat(app: FastifyInstance): void {
  registerBrowserScript(app, DEMO_CHAT_WIDGET_SCRIPT, {
    unversionedCacheControl: DEMO_CHAT_WIDGET_CACHE_CONTROL,
  });
}
