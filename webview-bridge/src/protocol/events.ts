/**
 * Events, native → web: each with its payload schema and an example. The one definition of every
 * event, like commands.ts for commands.
 */
import * as z from 'zod/mini';
import { absoluteUrl, inset } from './field-schemas.ts';

/** One event's definition. */
export interface EventDefinition<P extends z.ZodMiniType> {
  /** When the host sends it and what the site does, for PROTOCOL.md and the JSON Schema. */
  readonly summary: string;
  readonly payload: P;
  readonly example: z.input<P>;
}

function defineEvent<P extends z.ZodMiniType>(definition: EventDefinition<P>): EventDefinition<P> {
  return definition;
}

/** Every event a host may send. */
export const events = {
  backPressed: defineEvent({
    summary:
      'Android: the system back button or gesture. The host does not navigate by itself: the ' +
      'site closes its top dialog, goes back in its history, or sends close.',
    payload: z.object({}),
    example: {},
  }),
  appResumed: defineEvent({
    summary:
      'The app came back to the foreground. The site refreshes the balance and checks the ' +
      'session.',
    payload: z.object({}),
    example: {},
  }),
  deepLink: defineEvent({
    summary:
      'A universal link, app link or custom-scheme link opened the app. The site navigates ' +
      'to it only when it resolves to its own origin or an allowlisted host (DESIGN §5).',
    payload: z.object({ url: absoluteUrl('The link as the OS delivered it.') }),
    example: { url: 'https://casino.example.com/en/games/book-of-ra' },
  }),
  safeAreaInsets: defineEvent({
    summary:
      'The safe-area insets, in CSS pixels; sent once the page loads and again on every ' +
      'change (rotation, keyboard).',
    payload: z.object({
      top: inset('Top inset, CSS px.'),
      right: inset('Right inset, CSS px.'),
      bottom: inset('Bottom inset, CSS px.'),
      left: inset('Left inset, CSS px.'),
    }),
    example: { top: 47, right: 0, bottom: 34, left: 0 },
  }),
  network: defineEvent({
    summary: 'Connectivity changed, as the OS sees it.',
    payload: z.object({
      online: z.boolean().check(z.describe('Whether the device has a usable connection.')),
    }),
    example: { online: false },
  }),
  pushOpened: defineEvent({
    summary:
      'The player opened a push notification. The site navigates to url under the same rule ' +
      'as deepLink.',
    payload: z.object({
      url: z.optional(absoluteUrl('Where the notification leads.')),
      payload: z.optional(
        z
          .record(z.string(), z.unknown())
          .check(z.describe("The notification's custom data, as sent by the operator.")),
      ),
    }),
    example: { url: 'https://casino.example.com/en/promotions', payload: { campaign: 'spring' } },
  }),
};

/** An event's name. */
export type EventName = keyof typeof events;

/** Every event name, in definition order. */
export const EVENT_NAMES = Object.keys(events) as EventName[];

/** What a handler of the event receives. */
export type EventPayload<E extends EventName> = z.output<(typeof events)[E]['payload']>;

/** Whether `name` is an event of this protocol version. */
export function isEventName(name: string): name is EventName {
  return Object.hasOwn(events, name);
}
