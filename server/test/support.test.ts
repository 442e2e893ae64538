/**
 * support over real HTTP: chat settings from the CMS, the feedback form (stored, sent to
 * the outbox, validated, rate-limited), chat.storeChatEvent (only signed-in players, only
 * on freshChat — others get the typed error —, payload validated and capped), and the
 * development outbox page (never in production).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cms } from '@croupier/core/contract';
import { DEFAULT_CMS_DIR } from '../src/cms/cms-content.ts';
import { chatEvents, outbox, supportFeedback } from '../src/db/schema/index.ts';
import { sendMessage } from '../src/outbox/index.ts';
import { startTestServer, type TestServer, useTestServer } from './helpers.ts';

// The server's own settings (groups/support/), stated here so that a change is seen.
/** Where the feedback form's messages go. */
const SUPPORT_EMAIL = 'support@croupier.test';
/** The one chat whose events are stored (spec: "for the provider freshChat"). */
const CHAT_EVENTS_PROVIDER = 'freshChat';
/** The largest chat event payload, in bytes of JSON. */
const CHAT_EVENT_MAX_BYTES = 16 * 1024;

const server = useTestServer({ seedGames: 3 });

const feedback = {
  name: 'Ana Souza',
  email: 'ana@example.com',
  subject: 'Withdrawal question',
  message: 'How long does a PIX withdrawal take?',
};

describe('support.getsettings', () => {
  it('answers the CMS chat settings: the demo widget (a script-URL provider) in English', async () => {
    const res = await server.client().get('/api/support/getsettings');
    expect(res.status).toBe(200);
    expect(cms.supportChatSettings.safeParse(res.body.data).success).toBe(true);
    expect(res.body.data.provider).toBe('betunlim');
    expect(res.body.data.betunlim).toEqual({ url: '/demo-chat/widget.js', key: 'croupier-demo' });
    expect(res.body.data.freshChat).toMatchObject({ host: 'https://wchat.freshchat.com' });
  });

  it('gives every locale the demo chat (issue 17: ru and pt had none)', async () => {
    for (const locale of ['ru', 'pt']) {
      const res = await server.client().get('/api/support/getsettings', { locale });
      expect(res.body.data.provider, locale).toBe('betunlim');
    }
  });
});

describe('support.sendFeedback', () => {
  it("stores a guest's message and writes it to the outbox for the support team", async () => {
    const client = server.client();
    const res = await client.post('/api/support/sendFeedback', {
      ...feedback,
      message: '  <b>Hello</b> team  ',
    });
    expect(res.body).toEqual({ data: 1 });
    const [row] = await server.db
      .select()
      .from(supportFeedback)
      .orderBy(desc(supportFeedback.id))
      .limit(1);
    expect(row).toMatchObject({
      ...feedback,
      message: '<b>Hello</b> team',
      userId: null,
      locale: 'en',
    });
    const [mail] = await server.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, SUPPORT_EMAIL))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(mail).toMatchObject({ channel: 'email', purpose: 'support_feedback', code: null });
    expect(mail!.body).toContain('From: Ana Souza <ana@example.com>');
    expect(mail!.body).toContain('Subject: Withdrawal question');
    expect(mail!.body).toContain('Player: guest');
  });

  it('names the signed-in player in the message', async () => {
    const uid = await server.createUser();
    const client = server.client();
    await server.signIn(client, uid);
    await client.post('/api/support/sendFeedback', feedback);
    const [row] = await server.db
      .select()
      .from(supportFeedback)
      .where(eq(supportFeedback.userId, uid));
    expect(row).toBeDefined();
    const [mail] = await server.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    expect(mail!.body).toContain(`Player: uid ${uid}`);
  });

  it('answers 422 with invalid_parameters and stores nothing', async () => {
    const fresh = await startTestServer({ seed: false });
    try {
      const res = await fresh.client().post('/api/support/sendFeedback', {
        name: ' ',
        email: 'not an email',
        subject: 'x'.repeat(201),
      });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.data.invalid_parameters).sort()).toEqual([
        'email',
        'message',
        'name',
        'subject',
      ]);
      expect(res.body.data.invalid_parameters.message).toBe('requiredField');
      expect(await fresh.db.select().from(supportFeedback)).toHaveLength(0);
    } finally {
      await fresh.close();
    }
  });

  it('accepts 5 messages an hour from one address, then 429', async () => {
    const fresh = await startTestServer({ seed: false });
    try {
      const client = fresh.client();
      for (let i = 0; i < 5; i++) {
        expect((await client.post('/api/support/sendFeedback', feedback)).status).toBe(200);
      }
      const res = await client.post('/api/support/sendFeedback', feedback);
      expect(res.status).toBe(429);
      expect(res.body.data.message).toBe('Too many messages. Please try again later.');
      expect(await fresh.db.select().from(supportFeedback)).toHaveLength(5);
    } finally {
      await fresh.close();
    }
  });
});

describe('chat.storeChatEvent', () => {
  const event = { type: 'message_sent', payload: JSON.stringify({ text: 'hi', id: 'm1' }) };

  it('asks a guest to sign in', async () => {
    const res = await server.client().post('/api/chat/storeChatEvent', event);
    expect(res.status).toBe(401);
    expect(res.body.data.type).toBe('AuthorizationException');
  });

  it('refuses a signed-in player while the provider is not freshChat, storing nothing', async () => {
    const uid = await server.createUser();
    const client = server.client();
    await server.signIn(client, uid);
    // The English config names the demo widget (betunlim); the Russian one names no chat.
    for (const locale of ['en', 'ru']) {
      const res = await client.request('POST', '/api/chat/storeChatEvent', {
        query: { v: '1', locale },
        form: event,
      });
      expect(res.status).toBe(403);
      expect(res.body.data).toMatchObject({
        type: 'AccessDeniedException',
        message: `Chat events are stored only for the ${CHAT_EVENTS_PROVIDER} chat`,
      });
    }
    expect(
      await server.db.select().from(chatEvents).where(eq(chatEvents.userId, uid)),
    ).toHaveLength(0);
  });

  it('stores the events of a signed-in player when the provider is freshChat', async () => {
    const root = mkdtempSync(join(tmpdir(), 'croupier-chat-'));
    cpSync(DEFAULT_CMS_DIR, join(root, 'cms'), { recursive: true });
    const file = join(root, 'cms', 'en.json');
    const json = JSON.parse(readFileSync(file, 'utf8'));
    json.supportChat.provider = 'freshChat';
    writeFileSync(file, JSON.stringify(json));
    let fresh: TestServer | undefined;
    try {
      fresh = await startTestServer({ seed: false, env: { CONTENT_DIR: root } });
      const settings = await fresh.client().get('/api/support/getsettings');
      expect(settings.body.data.provider).toBe('freshChat');
      const uid = await fresh.createUser();
      const client = fresh.client();
      await fresh.signIn(client, uid);
      expect((await client.post('/api/chat/storeChatEvent', event)).body).toEqual({ data: 1 });
      await client.post('/api/chat/storeChatEvent', {
        type: 'message_received',
        payload: JSON.stringify({ text: 'hello, how can we help?' }),
      });
      const rows = await fresh.db.select().from(chatEvents).where(eq(chatEvents.userId, uid));
      expect(rows.map((r) => [r.provider, r.type, r.payload])).toEqual([
        ['freshChat', 'message_sent', { text: 'hi', id: 'm1' }],
        ['freshChat', 'message_received', { text: 'hello, how can we help?' }],
      ]);
      // Only the English config names freshChat: a Russian page is refused and stores nothing.
      const ru = await client.request('POST', '/api/chat/storeChatEvent', {
        query: { v: '1', locale: 'ru' },
        form: event,
      });
      expect(ru.status).toBe(403);
      expect(ru.body.data.type).toBe('AccessDeniedException');
      // A guest is asked to sign in even where the provider is freshChat.
      const guest = await fresh.client().post('/api/chat/storeChatEvent', event);
      expect(guest.status).toBe(401);
      expect(guest.body.data.type).toBe('AuthorizationException');

      const refused: [Record<string, string>, string, string | null][] = [
        [{ type: 'typing', payload: '{"text":"hi"}' }, 'type', null],
        [{ type: 'message_sent', payload: '{not json' }, 'payload', null],
        [{ type: 'message_sent', payload: '{}' }, 'payload', 'The event is empty'],
        [{ type: 'message_sent' }, 'payload', 'requiredField'],
        [
          {
            type: 'message_sent',
            payload: JSON.stringify({ text: 'x'.repeat(CHAT_EVENT_MAX_BYTES) }),
          },
          'payload',
          'The event is larger than 16 KB',
        ],
      ];
      for (const [form, field, reason] of refused) {
        const bad = await client.post('/api/chat/storeChatEvent', form);
        expect(bad.status, JSON.stringify(form).slice(0, 60)).toBe(422);
        expect(bad.body.data.type).toBe('InvalidParameterException');
        if (reason) expect(bad.body.data.invalid_parameters[field]).toBe(reason);
        else expect(bad.body.data.invalid_parameters).toHaveProperty(field);
      }
      // Just under the limit is stored.
      const big = { text: 'y'.repeat(CHAT_EVENT_MAX_BYTES - 20) };
      expect(JSON.stringify(big).length).toBeLessThanOrEqual(CHAT_EVENT_MAX_BYTES);
      expect(
        (
          await client.post('/api/chat/storeChatEvent', {
            type: 'message_sent',
            payload: JSON.stringify(big),
          })
        ).body,
      ).toEqual({ data: 1 });
      expect(
        await fresh.db.select().from(chatEvents).where(eq(chatEvents.userId, uid)),
      ).toHaveLength(3);
    } finally {
      await fresh?.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('GET /dev/outbox', () => {
  it('lists the latest messages, HTML-escaped, outside production', async () => {
    await sendMessage(server.db, {
      channel: 'sms',
      to: '15550001111',
      template: 'confirm_contact',
      code: '424242',
      body: '<script>alert("x")</script> code 424242',
      expiresInSeconds: 900,
    });
    const res = await server.client().get('/dev/outbox');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.body).toContain('15550001111');
    expect(res.body).toContain('424242');
    expect(res.body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(res.body).not.toContain('<script>');
  });

  /** A production-mode server's outbox page, after one message holding `body`. */
  async function outboxInProduction(env: Record<string, string>, body: string) {
    const server = await startTestServer({ seed: false, env: { NODE_ENV: 'production', ...env } });
    try {
      await sendMessage(server.db, { channel: 'email', to: 'a@b.cd', template: 't', body });
      const res = await server.client().get('/dev/outbox');
      return { status: res.status, text: res.raw.toString() };
    } finally {
      await server.close();
    }
  }

  it('does not exist in production', async () => {
    const page = await outboxInProduction({}, 'secret 123456');
    expect(page.status).toBe(404);
    expect(page.text).not.toContain('123456');
  });

  it('exists in production when demo mode is on (npm start)', async () => {
    const page = await outboxInProduction({ DEMO_MODE: '1' }, 'code 654321');
    expect(page.status).toBe(200);
    expect(page.text).toContain('654321');
  });
});
