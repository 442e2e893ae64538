/**
 * A registration form's field errors (§8): the server's field names put on the form's
 * (core's registrationErrors), each reason in the player's language with the numbers it needs.
 */
import { registrationErrors } from '@croupier/core/error-handling';
import { ApiError } from '@croupier/core/errors';
import { sentReasonParams } from '@croupier/core/validation';
import { useCallback } from 'react';
import { useServerText } from './use-server-text.ts';

/** `(error, formFields) => texts by field name`, for useServerForm's `fieldErrors`. */
export function useRegistrationErrorTexts(): (
  error: unknown,
  formFields: readonly string[],
) => Record<string, string> {
  const serverText = useServerText();
  return useCallback(
    (error: unknown, formFields: readonly string[]) => {
      const texts: Record<string, string> = {};
      for (const [name, message] of Object.entries(registrationErrors(error, formFields).fields)) {
        texts[name] = serverText(
          message,
          error instanceof ApiError ? sentReasonParams(error.errorData, name) : undefined,
        );
      }
      return texts;
    },
    [serverText],
  );
}
