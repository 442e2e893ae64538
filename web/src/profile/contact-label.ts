import type { contract } from '@croupier/core';

/** How a stored contact reads: phones travel as international digits without the plus. */
export function contactLabel(contact: Pick<contract.account.Contact, 'type' | 'contact'>): string {
  return contact.type === 'phone' ? `+${contact.contact}` : contact.contact;
}
