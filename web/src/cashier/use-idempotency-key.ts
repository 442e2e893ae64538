/**
 * The idempotency key of a money form (DESIGN §6): made when the form opens, so a double
 * click or a retry of the same submit moves money once; renewed only after a success, when
 * the form is ready for another payment.
 */
import { uniqueId } from '@croupier/core/format';
import { useCallback, useState } from 'react';

/** The form's current key and a way to start a new one. */
export function useIdempotencyKey(): { key: string; renew(): void } {
  const [key, setKey] = useState(() => uniqueId());
  const renew = useCallback(() => setKey(uniqueId()), []);
  return { key, renew };
}
