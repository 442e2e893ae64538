/**
 * `GET /dev/outbox` — outside production only: an HTML list of the latest outbox messages,
 * so a developer running the demo can read the codes the server "sent". Every value is
 * HTML-escaped (bodies hold user input such as feedback messages).
 */
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outbox } from '../db/schema/index.ts';
import { escapeHtml, htmlDocument, sendHtml } from '../html/index.ts';

/** Where the page is served. */
const OUTBOX_PAGE_PATH = '/dev/outbox';

/** How many messages the page lists. */
const OUTBOX_PAGE_SIZE = 100;

interface OutboxRow {
  id: number;
  channel: string;
  recipient: string;
  purpose: string;
  code: string | null;
  body: string;
  createdAt: Date;
  expiresAt: Date | null;
  consumedAt: Date | null;
}

/** The page's HTML for the given rows (newest first). */
function renderOutboxPage(rows: readonly OutboxRow[]): string {
  const items = rows
    .map((r) => {
      const state = r.consumedAt
        ? 'used'
        : r.expiresAt && r.expiresAt.getTime() < Date.now()
          ? 'expired'
          : r.code
            ? 'valid'
            : '';
      return `<tr>
<td>${r.id}</td>
<td><time datetime="${r.createdAt.toISOString()}">${escapeHtml(r.createdAt.toISOString().replace('T', ' ').slice(0, 19))}</time></td>
<td>${escapeHtml(r.channel)}</td>
<td>${escapeHtml(r.recipient)}</td>
<td>${escapeHtml(r.purpose)}</td>
<td class="code">${r.code ? escapeHtml(r.code) : ''}${state ? ` <small>${state}</small>` : ''}</td>
<td><pre>${escapeHtml(r.body)}</pre></td>
</tr>`;
    })
    .join('\n');
  return htmlDocument({
    title: 'Outbox — Croupier development',
    head: `<style>
body{font:14px/1.4 system-ui,sans-serif;margin:24px;background:#0f172a;color:#e2e8f0}
table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #334155;padding:6px 8px;text-align:left;vertical-align:top}
pre{margin:0;white-space:pre-wrap;font:inherit}.code{font:600 16px ui-monospace,monospace;color:#fde68a}small{color:#94a3b8;font-weight:400}
</style>`,
    body: `<h1>Outbox</h1>
<p>Messages the server would have sent by e-mail or SMS (latest ${OUTBOX_PAGE_SIZE}). Development only.</p>
${
  rows.length === 0
    ? '<p>No messages yet.</p>'
    : `<table>
<thead><tr><th>#</th><th>Created (UTC)</th><th>Channel</th><th>To</th><th>Template</th><th>Code</th><th>Body</th></tr></thead>
<tbody>
${items}
</tbody>
</table>`
}`,
  });
}

/** Mounts the page in demo mode only (DEMO_MODE; never in a real deployment). */
export function registerOutboxPage(app: FastifyInstance): void {
  if (!app.config.demoMode) return;
  app.get(OUTBOX_PAGE_PATH, async (_request, reply) => {
    const rows = await app.db
      .select({
        id: outbox.id,
        channel: outbox.channel,
        recipient: outbox.recipient,
        purpose: outbox.purpose,
        code: outbox.code,
        body: outbox.body,
        createdAt: outbox.createdAt,
        expiresAt: outbox.expiresAt,
        consumedAt: outbox.consumedAt,
      })
      .from(outbox)
      .orderBy(desc(outbox.id))
      .limit(OUTBOX_PAGE_SIZE);
    return sendHtml(reply, 200, renderOutboxPage(rows));
  });
}
