/**
 * sumsub — identity verification through the third-party verifier (spec §1, §3, §7). Not
 * shown in the spec: the answers. createApplicant is idempotent per player (a second call
 * answers the existing applicant); getAccessToken answers a WebSDK token, bound to the
 * player's applicant, with its lifetime so the SDK can refresh it before it expires.
 */
import * as z from 'zod/mini';
import { defineMethod } from './define.ts';
import { none } from './wire.ts';

/** The player's applicant at the verifier. */
export const applicant = z.object({
  applicant_id: z.string().check(z.minLength(1)),
  level_name: z.string(),
});
export type Applicant = z.output<typeof applicant>;

/** A verifier SDK access token. */
export const verificationToken = z.object({
  token: z.string().check(z.minLength(1)),
  /** The verifier's external user id of the player. */
  user_id: z.string(),
  expires_in: z.number().check(z.int(), z.positive()),
});
export type VerificationToken = z.output<typeof verificationToken>;

export const createApplicant = defineMethod({
  group: 'sumsub',
  name: 'createApplicant',
  verb: 'POST',
  access: 'user',
  params: none(),
  result: applicant,
  doc: 'Creates (or returns) the verification applicant of the player.',
});

export const getAccessToken = defineMethod({
  group: 'sumsub',
  name: 'getAccessToken',
  verb: 'POST',
  access: 'user',
  params: z.object({
    externalActionId: z.optional(z.string().check(z.regex(/^[\w.:-]{1,128}$/))),
  }),
  result: verificationToken,
  doc: 'A token for the verification SDK, optionally for one verification action.',
});
