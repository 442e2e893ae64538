/**
 * What a failed support.sendFeedback shows (spec §8): the server's field reasons on their
 * fields, and for the rest one notice — too many messages (5 an hour), no connection, or
 * anything else.
 */
import { ApiError, NetworkError } from '@croupier/core/errors';

/** The fields of the feedback form (the contract's params). */
const FEEDBACK_FIELDS = ['name', 'email', 'subject', 'message'] as const;
/** One field of the feedback form. */
export type FeedbackField = (typeof FEEDBACK_FIELDS)[number];

/** The form-level notice of a failure. */
export type FeedbackNotice = 'tooMany' | 'network' | 'other';

/** A failure sorted for the form. */
export interface FeedbackFailure {
  fields: Partial<Record<FeedbackField, string>>;
  /** Null when every reason found its field. */
  notice: FeedbackNotice | null;
  /** The server's message, for `other`. */
  message: string | null;
}

const isField = (name: string): name is FeedbackField =>
  (FEEDBACK_FIELDS as readonly string[]).includes(name);

/** Sorts a failed feedback call into field errors and a notice. */
export function feedbackFailure(error: unknown): FeedbackFailure {
  if (error instanceof NetworkError) return { fields: {}, notice: 'network', message: null };
  if (!(error instanceof ApiError)) return { fields: {}, notice: 'other', message: null };
  if (error.type === 'TooManyRequestsException')
    return { fields: {}, notice: 'tooMany', message: null };
  const fields: Partial<Record<FeedbackField, string>> = {};
  let unplaced = false;
  for (const [name, reason] of Object.entries(error.invalidParameters ?? {})) {
    if (isField(name)) fields[name] = reason;
    else unplaced = true;
  }
  const placed = Object.keys(fields).length > 0;
  return {
    fields,
    notice: placed && !unplaced ? null : 'other',
    message: placed && !unplaced ? null : error.message || null,
  };
}
