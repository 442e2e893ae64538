/**
 * The requisites a payment method asks for (spec §5 card holder, card number, IBAN, CPF): the
 * form's values, their rules and the object sent with the deposit or withdrawal.
 */
import type { contract } from '@croupier/core';
import {
  cardHolderRule,
  cardNumberRule,
  cpfRule,
  ibanRule,
  normalizeIban,
  type ValidationIssue,
} from '@croupier/core/validation';
import { cardDigits } from './masks.ts';

type PaymentMethod = contract.cashier.PaymentMethod;
type Requisites = contract.cashier.Requisites;
type RequisiteField = contract.cashier.RequisiteField;

/** The choice "a card not saved yet" in the saved-card picker. */
export const NEW_CARD = 'new';

/** The values of a payment form. */
export interface PaymentFormValues {
  amount: string;
  /** A saved card's mask, or NEW_CARD. */
  card: string;
  card_number: string;
  card_holder: string;
  iban: string;
  cpf: string;
  bank_code: string;
}

/** Empty values, with the first saved card chosen when there is one. */
export function emptyPaymentValues(method: PaymentMethod | null, amount = ''): PaymentFormValues {
  return {
    amount,
    card: method?.saved_cards[0]?.card_number ?? NEW_CARD,
    card_number: '',
    card_holder: method?.saved_cards[0]?.card_holder ?? '',
    iban: '',
    cpf: '',
    bank_code: '',
  };
}

/** Whether the method asks for `field`. */
function needs(method: PaymentMethod, field: RequisiteField): boolean {
  return method.requisites.includes(field);
}

/** The rule of one requisite field, given the other values (a saved card needs no number). */
export function requisiteIssue(
  field: 'card_number' | 'card_holder' | 'iban' | 'cpf',
  values: PaymentFormValues,
): ValidationIssue | null {
  switch (field) {
    case 'card_number':
      return values.card === NEW_CARD ? cardNumberRule(cardDigits(values.card_number)) : null;
    case 'card_holder':
      return cardHolderRule(values.card_holder);
    case 'iban':
      return ibanRule(values.iban);
    case 'cpf':
      return cpfRule(values.cpf);
  }
}

/** The requisites to send for `method`, or undefined when it asks for none. */
export function requisitesOf(
  method: PaymentMethod,
  values: PaymentFormValues,
): Requisites | undefined {
  const out: Requisites = {};
  if (needs(method, 'card_number'))
    out.card_number = values.card === NEW_CARD ? cardDigits(values.card_number) : values.card;
  if (needs(method, 'card_holder')) out.card_holder = values.card_holder.trim();
  if (needs(method, 'iban')) out.iban = normalizeIban(values.iban);
  if (needs(method, 'cpf')) out.cpf = values.cpf.trim();
  if (values.bank_code) out.bank_code = values.bank_code;
  return Object.keys(out).length > 0 ? out : undefined;
}
