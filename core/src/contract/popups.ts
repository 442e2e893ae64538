/**
 * popups — campaign popups (spec §2.1 #popup-preview, §2.3 campaign popup, §4 Registration
 * queue, §7).
 *
 * Not shown in the spec, decided here:
 * - `get` without `id` answers the popups due for the caller now, highest priority first;
 *   the client shows them through the dialog queue. A signed-in player gets at most one per
 *   call, so one visit never stacks several; the rest stay due for later calls. For a signed-in player, serving a popup
 *   counts as showing it: the server records the impression and serves it again only after
 *   the popup's own period (once by default; a deposit popup after each new deposit), so
 *   "shown once / per period" holds across devices. Guests have no impressions: a client may
 *   remember shown ids itself (storage).
 * - `get` with `id` answers that one popup whatever its trigger, for preview
 *   (#popup-preview?popup={id}); an unknown id answers an empty list.
 * - `html` is sanitised on the server to the safe-html.ts allow-list (no scripts, handlers
 *   or frames); clients sanitise it again before rendering.
 * - `trigger` is when a popup is due: after registration, after login, after a deposit, or
 *   on any visit.
 * - `button.url` is a path or URL; clients apply the external-navigation rule.
 */
import * as z from 'zod/mini';
import { imageSet } from './common.ts';
import { defineMethod } from './define.ts';
import { int } from './wire.ts';

/** When a campaign popup is due. */
export const POPUP_TRIGGERS = ['registration', 'login', 'deposit', 'visit'] as const;

/** A campaign popup. */
export const campaignPopup = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  /** HTML within the safe-html.ts allow-list. */
  html: z.string(),
  image: z.nullable(imageSet),
  button: z.nullable(z.object({ label: z.string(), url: z.string() })),
  trigger: z.enum(POPUP_TRIGGERS),
});
export type CampaignPopup = z.output<typeof campaignPopup>;

export const get = defineMethod({
  group: 'popups',
  name: 'get',
  verb: 'GET',
  params: z.object({ id: z.optional(int()) }),
  result: z.array(campaignPopup),
  doc: 'Campaign popups due now, or the one with `id` for preview.',
});
