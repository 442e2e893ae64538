/**
 * Field refusals as they travel (DESIGN §2, spec §5): a reason code per field in
 * `invalid_parameters`, never a sentence — an operator's backend answers in the same terms
 * and every client words the code in the player's language — and the numbers or symbols a
 * code's text needs (a currency's minimum, the offending characters) in
 * `error_data.reason_params`.
 */
import {
  issueReason,
  reasonDefaultText,
  type ReasonCode,
  type ReasonParams,
  type ValidationIssue,
} from '@croupier/core/validation';
import { ServerError } from '../errors.ts';

/** Why a field was refused: a reason code, or the failed §5 rule (its params travel too). */
export type FieldReason = ReasonCode | ValidationIssue;

/** Refused fields on the wire: codes by field, and the params of those that have any. */
export interface FieldRefusal {
  invalidParameters: Record<string, string>;
  reasonParams: Record<string, ReasonParams> | undefined;
}

// Exported for registration-fields.test.ts, which reads the refusal's parts rather than a thrown error.
/** The wire form of `fields`. */
export function fieldRefusal(fields: Readonly<Record<string, FieldReason>>): FieldRefusal {
  const invalidParameters: Record<string, string> = {};
  let reasonParams: Record<string, ReasonParams> | undefined;
  for (const [field, reason] of Object.entries(fields)) {
    const { code, params } = typeof reason === 'string' ? { code: reason } : issueReason(reason);
    invalidParameters[field] = code;
    if (params) (reasonParams ??= {})[field] = params;
  }
  return { invalidParameters, reasonParams };
}

/**
 * InvalidParameterException refusing `fields`. Its message (for logs and for clients that
 * read no codes) is the one field's default English text, or `message`.
 */
export function refuseFields(
  fields: Readonly<Record<string, FieldReason>>,
  options: { message?: string; errorData?: Record<string, unknown> } = {},
): ServerError {
  const { invalidParameters, reasonParams } = fieldRefusal(fields);
  const entries = Object.entries(fields);
  const only = entries.length === 1 ? entries[0]![1] : undefined;
  const message =
    options.message ??
    (only === undefined
      ? 'Invalid parameters'
      : typeof only === 'string'
        ? reasonDefaultText(only)
        : reasonDefaultText(issueReason(only).code, only.params));
  const errorData =
    reasonParams || options.errorData
      ? { ...options.errorData, ...(reasonParams ? { reason_params: reasonParams } : {}) }
      : undefined;
  return new ServerError('InvalidParameterException', message, {
    invalidParameters,
    ...(errorData ? { errorData } : {}),
  });
}

/** `refuseFields` for one field; `message` says more than the reason's own text (logs, support). */
export function refuseField(field: string, reason: FieldReason, message?: string): ServerError {
  return refuseFields({ [field]: reason }, message ? { message } : {});
}
