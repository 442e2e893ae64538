/**
 * The support group (§7) and chat.storeChatEvent:
 * - getsettings answers the support chat settings of the request's locale from the CMS
 *   config (no provider → no chat);
 * - sendFeedback stores the message and writes it to the outbox for the support team,
 *   at most 5 an hour per address and per player;
 * - storeChatEvent stores a chat message event only for a signed-in player and only while
 *   the chat provider is freshChat (§3): a guest gets AuthorizationException, any other
 *   provider AccessDeniedException; a payload must be a non-empty object of at most
 *   CHAT_EVENT_MAX_BYTES of JSON.
 */
import type { FastifyInstance } from 'fastify';
import { chat, support, type cms } from '@croupier/core/contract';
import { DEFAULT_LOCALE } from '../../content/locales.ts';
import { chatEvents, supportFeedback } from '../../db/schema/index.ts';
import { ServerError } from '../../errors.ts';
import { registerMethod } from '../../http/api-router.ts';
import { sendMessage } from '../../outbox/send.ts';

/** Where feedback messages go. */
const SUPPORT_EMAIL = 'support@croupier.test';

/** Feedback messages one address or player may send per hour. */
const FEEDBACK_PER_HOUR = 5;

/** The chat provider whose events are stored (§3). */
const CHAT_EVENTS_PROVIDER = 'freshChat';

/** Largest chat event payload stored, in bytes of JSON (a message with its metadata). */
const CHAT_EVENT_MAX_BYTES = 16 * 1024;

/** Mounts support.getsettings, support.sendFeedback and chat.storeChatEvent. */
export function registerSupportGroup(app: FastifyInstance): void {
  const chatSettings = (locale: string): cms.SupportChatSettings =>
    app.cms.configs.get(locale)?.supportChat ??
    app.cms.configs.get(DEFAULT_LOCALE)?.supportChat ?? { provider: null };

  registerMethod(app, support.getsettings, ({ locale }) => chatSettings(locale));

  registerMethod(
    app,
    support.sendFeedback,
    async ({ params, db, user, locale, request }) => {
      await db.insert(supportFeedback).values({
        userId: user?.id ?? null,
        name: params.name,
        email: params.email,
        subject: params.subject,
        message: params.message,
        locale,
        ip: request.ip,
      });
      await sendMessage(db, {
        userId: null,
        channel: 'email',
        to: SUPPORT_EMAIL,
        template: 'support_feedback',
        body: [
          `From: ${params.name} <${params.email}>`,
          `Player: ${user ? `uid ${user.id} (${user.login})` : 'guest'}`,
          `Locale: ${locale}`,
          `Subject: ${params.subject}`,
          '',
          params.message,
        ].join('\n'),
      });
      return 1 as const;
    },
    {
      rateLimit: {
        rule: { limit: FEEDBACK_PER_HOUR, windowSeconds: 3600 },
        key: ({ request, user }) => [
          `feedback-ip:${request.ip}`,
          ...(user ? [`feedback-user:${user.id}`] : []),
        ],
        message: 'Too many messages. Please try again later.',
      },
    },
  );

  registerMethod(
    app,
    chat.storeChatEvent,
    async ({ params, db, requireUser, locale }) => {
      const user = requireUser();
      if (chatSettings(locale).provider !== CHAT_EVENTS_PROVIDER) {
        throw new ServerError(
          'AccessDeniedException',
          `Chat events are stored only for the ${CHAT_EVENTS_PROVIDER} chat`,
        );
      }
      const invalidPayload = (reason: string) =>
        new ServerError('InvalidParameterException', 'Invalid parameters', {
          invalidParameters: { payload: reason },
        });
      if (Object.keys(params.payload).length === 0) throw invalidPayload('The event is empty');
      if (Buffer.byteLength(JSON.stringify(params.payload)) > CHAT_EVENT_MAX_BYTES) {
        throw invalidPayload(`The event is larger than ${CHAT_EVENT_MAX_BYTES / 1024} KB`);
      }
      await db.insert(chatEvents).values({
        userId: user.id,
        provider: CHAT_EVENTS_PROVIDER,
        type: params.type,
        payload: params.payload,
      });
      return 1 as const;
    },
    {
      rateLimit: {
        rule: { limit: 120, windowSeconds: 60 },
        key: ({ user }) => `chat-events:${user?.id}`,
      },
    },
  );
}
