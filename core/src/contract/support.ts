/**
 * support — the live-chat settings and the feedback form (spec §3, §7). getsettings answers
 * the same chat settings shape as the CMS config. Feedback is accepted from guests too (the
 * support page is public); its lengths are capped to keep mail relays happy.
 */
import * as z from 'zod/mini';
import { emailAddress } from './common.ts';
import { supportChatSettings } from './cms.ts';
import { defineMethod } from './define.ts';
import { none, one } from './wire.ts';

/** The support feedback form. */
export const feedbackParams = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  email: emailAddress,
  subject: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  message: z.string().check(z.trim(), z.minLength(1), z.maxLength(5000)),
});
export type FeedbackParams = z.input<typeof feedbackParams>;

export const getsettings = defineMethod({
  group: 'support',
  name: 'getsettings',
  verb: 'GET',
  access: 'any',
  params: none(),
  result: supportChatSettings,
  doc: 'The support chat provider and its settings; no provider means no chat.',
});

export const sendFeedback = defineMethod({
  group: 'support',
  name: 'sendFeedback',
  verb: 'POST',
  access: 'any',
  params: feedbackParams,
  result: one(),
  doc: 'Sends a message to support.',
});
