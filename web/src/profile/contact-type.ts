/** The contact a confirmation page is about: `?type=email|phone`, e-mail by default. */
import type { contract } from '@croupier/core';

type ContactType = contract.account.ContactType;

/** The contact type named by a query string. */
export function contactTypeFromQuery(search: string): ContactType {
  return new URLSearchParams(search).get('type') === 'phone' ? 'phone' : 'email';
}
