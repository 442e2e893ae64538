/**
 * The reference server's outbox (`/dev/outbox`, development only): the messages it "sent",
 * newest first. Read like an inbox: a message the page has just asked for may still be on its
 * way, so a read waits for it (a test reads right after the click that sends it).
 */
import { expect, type APIRequestContext } from '@playwright/test';

/** A message as the outbox shows it: its one-time code (if any) and its body. */
export interface OutboxMessage {
  code: string | null;
  body: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The newest `template` message to `recipient`, once it is in the outbox. */
export async function outboxMessage(
  request: APIRequestContext,
  recipient: string,
  template: string,
): Promise<OutboxMessage> {
  const row = new RegExp(
    `<td>${escape(recipient)}</td>\\s*<td>${escape(template)}</td>\\s*<td class="code">(\\d{6})?[^<]*(?:<small>[^<]*</small>)?</td>\\s*<td><pre>([\\s\\S]*?)</pre>`,
  );
  // Kept in an object: TypeScript does not see the poll's callback assign a plain variable.
  const last: { match: RegExpExecArray | null } = { match: null };
  await expect
    .poll(
      async () => {
        last.match = row.exec(await (await request.get('/dev/outbox')).text());
        return last.match !== null;
      },
      { message: `a ${template} message to ${recipient} in the outbox` },
    )
    .toBe(true);
  const [, code, body] = last.match!;
  return {
    code: code ?? null,
    body: body!
      .replace(/&amp;/g, '&')
      .replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"'),
  };
}

/** The code of the newest `template` message to `recipient`, once it is in the outbox. */
export async function outboxCode(
  request: APIRequestContext,
  recipient: string,
  template: string,
): Promise<string> {
  const { code } = await outboxMessage(request, recipient, template);
  if (code === null) throw new Error(`The ${template} message to ${recipient} has no code`);
  return code;
}
