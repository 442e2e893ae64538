/** Shapes shared by several contract groups (spec §3, §9). */
import * as z from 'zod/mini';

/** ISO 4217 code, e.g. "USD" (the only currency constant the spec names; default). */
export const currencyCode = z.string().check(z.regex(/^[A-Z]{3}$/));

/** A money amount as a decimal string with at most two decimals, e.g. "1250.5" (§9, DESIGN §6). */
export const moneyAmount = z.string().check(z.regex(/^-?\d+(\.\d{1,2})?$/));

/** An amount with its currency: each of the four balances (§3 Account info). */
export const money = z.object({ amount: moneyAmount, currency: currencyCode });
export type Money = z.output<typeof money>;

/** ISO 8601 date-time text in UTC, e.g. "2026-11-21T10:00:00.000Z". */
export const isoDateTime = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/));

/** Locale code such as "en" or "pt-BR". */
export const localeCode = z.string().check(z.regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/));

/** Two-letter country code (ISO 3166-1 alpha-2). */
export const countryCode = z.string().check(z.regex(/^[A-Z]{2}$/));

/** An image in the two densities §9 names, already pointing at the image proxy. */
export const imageSet = z.object({ x1: z.string(), x2: z.string() });

/** A page of items with the paging the caller asked for. */
export const page = <T extends z.ZodMiniType>(item: T) =>
  z.object({ items: z.array(item), total: z.number(), offset: z.number(), count: z.number() });

/**
 * Description blocks of banners, offers, jackpots and tournaments: texts per locale are
 * resolved by the server for the requested locale; images are remapped per image
 * configuration (§7 General).
 */
export const description = z.object({
  title: z.string(),
  text: z.optional(z.string()),
  /** HTML within the safe-html.ts allow-list (clients sanitise it again before rendering). */
  html: z.optional(z.string()),
  image: z.optional(imageSet),
  position: z.optional(z.string()),
});
export type Description = z.output<typeof description>;

/** A calendar date `YYYY-MM-DD` with a four-digit year (§5, §9). */
export const isoDate = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/));

/** An e-mail address per §5: no whitespace, one @, a domain of two or three dot parts. */
export const emailAddress = z
  .string()
  .check(z.maxLength(254), z.regex(/^[^\s@]+@[^\s@.]+(\.[^\s@.]+){1,2}$/));

/** A phone number in digits, 6 to 15 of them (E.164 length); a leading plus is tolerated. */
export const phoneNumber = z.string().check(z.regex(/^\+?\d{6,15}$/));

/** A password: at least 6 characters (§5, §9); 128 caps hashing cost. */
export const password = z.string().check(z.minLength(6), z.maxLength(128));

/** A confirmation or two-factor code: exactly 6 digits (§5, §9). */
export const confirmationCode = z.string().check(z.regex(/^\d{6}$/));

/** Identifier of games, providers, payment methods and programmes: letters, digits, _ . - */
export const sysname = z.string().check(z.regex(/^[A-Za-z0-9_.-]{1,100}$/));
