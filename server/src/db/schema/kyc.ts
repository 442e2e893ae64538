/**
 * Identity verification (§7 sumsub) and the demo verifier's own records: one applicant per
 * player, short-lived SDK access tokens (only their SHA-256 is stored), and the documents
 * submitted for review. A document row keeps the image's SHA-256, type, size and dimensions —
 * never the picture: a demo has no business holding identity documents.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Where an applicant's verification stands (the verifier's review status). */
export type KycApplicantStatus = 'init' | 'pending' | 'completed';

/** A completed review's answer: GREEN verified, RED rejected (the player may try again). */
export type KycReviewAnswer = 'GREEN' | 'RED';

/** A player's applicant at the (demo) identity verifier. */
export const kycApplicants = pgTable(
  'kyc_applicants',
  {
    /** The verifier's applicant id (24 hex digits, as the real verifier issues). */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    levelName: text('level_name').notNull(),
    status: text('status').$type<KycApplicantStatus>().notNull().default('init'),
    /** The answer of the last completed review (null before the first). */
    reviewAnswer: text('review_answer').$type<KycReviewAnswer>(),
    /** Why the last review answered RED, in words the player can act on. */
    rejectReason: text('reject_reason'),
    /** The document under review, or last reviewed. */
    documentId: integer('document_id'),
    /** When the pending review completes (null unless `pending`). */
    reviewAt: timestamp('review_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kyc_applicants_user_id_key').on(t.userId),
    index('kyc_applicants_review_at_idx').on(t.reviewAt),
    check('kyc_applicants_status_check', sql`${t.status} in ('init', 'pending', 'completed')`),
    check(
      'kyc_applicants_review_answer_check',
      sql`${t.reviewAnswer} is null or ${t.reviewAnswer} in ('GREEN', 'RED')`,
    ),
  ],
);

/** A verifier SDK access token, bound to one player's applicant. */
export const kycAccessTokens = pgTable(
  'kyc_access_tokens',
  {
    /** SHA-256 (hex) of the random token handed to the client. */
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicantId: text('applicant_id')
      .notNull()
      .references(() => kycApplicants.id, { onDelete: 'cascade' }),
    /** The verification action the token was issued for (getAccessToken externalActionId). */
    externalActionId: text('external_action_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('kyc_access_tokens_user_id_idx').on(t.userId),
    index('kyc_access_tokens_expires_at_idx').on(t.expiresAt),
  ],
);

/** A document image submitted on the demo verifier page, with the verdict its review gives. */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicantId: text('applicant_id')
      .notNull()
      .references(() => kycApplicants.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentType: text('document_type').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** SHA-256 (hex) of the uploaded bytes: proof of what was reviewed, without the image. */
    sha256: text('sha256').notNull(),
    externalActionId: text('external_action_id'),
    /** The answer the review gives when it completes. */
    verdict: text('verdict').$type<KycReviewAnswer>().notNull(),
    rejectReason: text('reject_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('kyc_documents_applicant_id_idx').on(t.applicantId),
    check('kyc_documents_verdict_check', sql`${t.verdict} in ('GREEN', 'RED')`),
  ],
);
