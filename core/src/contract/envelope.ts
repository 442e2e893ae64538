import * as z from 'zod/mini';
import { ERROR_TYPES } from '../error-handling/error-types.ts';

/** A successful answer: HTTP 200 and `{"data": <payload>}` (DESIGN §2). */
export const successEnvelope = <T extends z.ZodMiniType>(data: T) => z.object({ data });

/** The error envelope every failed `/api` call answers with (DESIGN §2, spec §8). */
export const errorEnvelope = z.object({
  statusCode: z.number(),
  data: z.object({
    type: z.enum(ERROR_TYPES),
    message: z.string(),
    error_data: z.optional(z.record(z.string(), z.unknown())),
    /**
     * Field → reason. A reason is a reason code — a §5 key (`requiredField`, `wrongField`,
     * `shortPassword`, `iban` …) or a server's own (`loginTaken`, `nicknameTaken` …,
     * validation/reason-code.ts) — that clients word in the player's language; the numbers a
     * code's text needs travel in `error_data.reason_params` (`{amount: {min: 10}}`). A
     * reason that is no code (an operator's own sentence) is shown as sent.
     */
    invalid_parameters: z.optional(z.record(z.string(), z.string())),
    resend_time: z.optional(z.number()),
  }),
});

/** The parsed error envelope. */
export type ErrorEnvelope = z.output<typeof errorEnvelope>;
