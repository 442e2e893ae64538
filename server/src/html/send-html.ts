/** Answering with a page the server renders itself. */
import type { FastifyReply } from 'fastify';

/** Sends `html` with `status`; never cached (these pages carry tokens or live state). */
export function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}
