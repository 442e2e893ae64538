/**
 * i18n — the translation endpoints outside /api (spec §3 Locale, §7 "Other calls"). Messages
 * are a nested tree of strings addressed by dotted keys (`common.promoCodeErrors.INVALID`).
 */
import * as z from 'zod/mini';
import { localeCode } from './common.ts';

/** Where the locale list is served. */
export const I18N_LOCALES_PATH = '/nfx/i18n/locales';

/** Where the messages of one locale are served. */
export const i18nMessagesPath = (locale: string) =>
  `/nfx/i18n/messages/${encodeURIComponent(locale)}`;

/** A locale the site offers; `name` is its own name for the switcher ("Português"). */
export const locale = z.object({ code: localeCode, name: z.optional(z.string()) });
export type Locale = z.output<typeof locale>;

/** The answer of /nfx/i18n/locales. */
export const localesResponse = z.object({
  locales: z.array(locale).check(z.minLength(1)),
  defaultLocale: localeCode,
});
export type LocalesResponse = z.output<typeof localesResponse>;

/** A nested set of messages. */
export interface MessageTree {
  [key: string]: string | MessageTree;
}

/** The answer of /nfx/i18n/messages/{locale}. */
export const messageTree: z.ZodMiniType<MessageTree> = z.lazy(() =>
  z.record(z.string(), z.union([z.string(), messageTree])),
);
