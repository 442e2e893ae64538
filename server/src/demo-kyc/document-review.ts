/**
 * The review of a submitted document. Submitting puts the applicant `pending` (and the player
 * `is_on_verification`) until `reviewAt`; completing — by the verifier's timer or by any status
 * poll after that time, whichever comes first, and only once — applies the verdict decided at
 * submission: GREEN sets `is_verified`, RED leaves it unset with a reason; both clear
 * `is_on_verification`. After RED the player may submit another document.
 */
import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  kycApplicants,
  kycDocuments,
  users,
  type KycApplicantStatus,
  type KycReviewAnswer,
} from '../db/schema/index.ts';
import { ServerError } from '../errors.ts';
import type { KycTokenGrant } from './access-tokens.ts';
import type { Applicant } from './applicants.ts';
import { reviewVerdict, type DocumentImage } from './document-image.ts';
import type { KycDocumentType } from './kyc-rules.ts';

/** Where a verification stands, as the verifier page reads it. */
export interface VerificationState {
  applicant_id: string;
  status: KycApplicantStatus;
  /** The last completed review's answer (null while pending and before the first review). */
  review_answer: KycReviewAnswer | null;
  reject_reason: string | null;
  /** Milliseconds until a pending review completes (0 when due or not pending). */
  review_in_ms: number;
}

/** The state of `applicant`. */
export function verificationState(applicant: Applicant): VerificationState {
  return {
    applicant_id: applicant.id,
    status: applicant.status,
    review_answer: applicant.status === 'pending' ? null : applicant.reviewAnswer,
    reject_reason: applicant.status === 'pending' ? null : applicant.rejectReason,
    review_in_ms:
      applicant.status === 'pending' && applicant.reviewAt
        ? Math.max(0, applicant.reviewAt.getTime() - Date.now())
        : 0,
  };
}

/** The applicant by id. */
export async function applicantById(db: Db, applicantId: string): Promise<Applicant | null> {
  const [row] = await db.select().from(kycApplicants).where(eq(kycApplicants.id, applicantId));
  return row ?? null;
}

/** A document to submit. */
export interface DocumentSubmission {
  grant: KycTokenGrant;
  documentType: KycDocumentType;
  image: DocumentImage;
  reviewDelayMs: number;
}

/**
 * Submits a document for review. Refused (InvalidRequestException) while another is under
 * review or once the player is verified.
 */
export async function submitDocument(db: Db, input: DocumentSubmission): Promise<Applicant> {
  const { grant, image } = input;
  const { verdict, rejectReason } = reviewVerdict(image);
  return db.transaction(async (tx) => {
    const [applicant] = await tx
      .select()
      .from(kycApplicants)
      .where(and(eq(kycApplicants.id, grant.applicantId), eq(kycApplicants.userId, grant.userId)))
      .for('update');
    if (!applicant) throw new ServerError('AccessDeniedException', 'Unknown applicant');
    if (applicant.status === 'pending') {
      throw new ServerError('InvalidRequestException', 'A document is already under review');
    }
    if (applicant.reviewAnswer === 'GREEN') {
      throw new ServerError('InvalidRequestException', 'Your identity is already verified');
    }
    const [doc] = await tx
      .insert(kycDocuments)
      .values({
        applicantId: applicant.id,
        userId: grant.userId,
        documentType: input.documentType,
        mimeType: image.mimeType,
        sizeBytes: image.sizeBytes,
        width: image.width,
        height: image.height,
        sha256: image.sha256,
        externalActionId: grant.externalActionId,
        verdict,
        rejectReason,
      })
      .returning({ id: kycDocuments.id });
    const [updated] = await tx
      .update(kycApplicants)
      .set({
        status: 'pending',
        documentId: doc!.id,
        reviewAnswer: null,
        rejectReason: null,
        reviewAt: sql`now() + ${`${input.reviewDelayMs} milliseconds`}::interval`,
        updatedAt: sql`now()`,
      })
      .where(eq(kycApplicants.id, applicant.id))
      .returning();
    await tx
      .update(users)
      .set({ isOnVerification: true, updatedAt: sql`now()` })
      .where(eq(users.id, grant.userId));
    return updated!;
  });
}

/** Completes the applicant's review if it is due; answers whether this call completed it. */
export async function completeDueReview(db: Db, applicantId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The status guard makes completion happen once, whoever (timer or poll) gets here first.
    const [claimed] = await tx
      .update(kycApplicants)
      .set({ status: 'completed', reviewAt: null, updatedAt: sql`now()` })
      .where(
        and(
          eq(kycApplicants.id, applicantId),
          eq(kycApplicants.status, 'pending'),
          lte(kycApplicants.reviewAt, sql`now()`),
        ),
      )
      .returning();
    if (!claimed) return false;
    const [doc] = claimed.documentId
      ? await tx.select().from(kycDocuments).where(eq(kycDocuments.id, claimed.documentId))
      : [];
    const verdict: KycReviewAnswer = doc?.verdict ?? 'RED';
    const rejectReason = doc ? doc.rejectReason : 'No document was submitted.';
    await tx
      .update(kycApplicants)
      .set({ reviewAnswer: verdict, rejectReason })
      .where(eq(kycApplicants.id, applicantId));
    if (doc) {
      await tx
        .update(kycDocuments)
        .set({ reviewedAt: sql`now()` })
        .where(eq(kycDocuments.id, doc.id));
    }
    await tx
      .update(users)
      .set({
        isOnVerification: false,
        ...(verdict === 'GREEN' ? { isVerified: true } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, claimed.userId));
    return true;
  });
}

/** Applicants whose review is pending, with when it is due (to re-arm timers after a restart). */
export async function pendingReviews(db: Db): Promise<{ id: string; reviewAt: Date }[]> {
  const rows = await db
    .select({ id: kycApplicants.id, reviewAt: kycApplicants.reviewAt })
    .from(kycApplicants)
    .where(and(eq(kycApplicants.status, 'pending'), isNotNull(kycApplicants.reviewAt)));
  return rows.map((r) => ({ id: r.id, reviewAt: r.reviewAt! }));
}
