/** Serves the demo support chat widget (see widget-script.ts). */
import type { FastifyInstance } from 'fastify';
import { DEMO_CHAT_WIDGET_PATH, DEMO_CHAT_WIDGET_SCRIPT } from './widget-script.ts';

/** Mounts `/demo-chat/widget.js`. */
export function registerDemoChat(app: FastifyInstance): void {
  app.get(DEMO_CHAT_WIDGET_PATH, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=300')
      .type('text/javascript; charset=utf-8')
      .send(DEMO_CHAT_WIDGET_SCRIPT),
  );
}
