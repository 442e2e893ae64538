/**
 * Checks the requisites a payment method asks for with core's §5 rules (Luhn card number,
 * card holder, IBAN structure and check digits, CPF check digits) and gives the form to
 * store: a card number only ever as its mask, an IBAN in electronic format, a CPF as digits.
 */
import type { cashier } from '@croupier/core/contract';
import {
  cardHolderRule,
  cardNumberRule,
  cpfRule,
  ibanRule,
  MASKED_CARD_PATTERN,
  normalizeIban,
} from '@croupier/core/validation';
import type { FieldReason } from '../http/refuse-fields.ts';
import { banksFor } from './banks.ts';
import { BANK_METHOD_TYPES, methodRequisites } from './payment-methods.ts';
import type { MethodPurpose, PaymentMethodRow } from './payment-methods.ts';

/** The outcome of a requisites check. */
export type RequisitesCheck =
  | { ok: true; stored: Record<string, string> }
  | { ok: false; invalid: Record<string, FieldReason> };

/** What the check needs besides the values. */
export interface RequisitesContext {
  method: PaymentMethodRow;
  purpose: MethodPurpose;
  /** Masks of the player's saved cards: a mask sent as card_number must be one of them. */
  savedCardMasks: readonly string[];
}

/** `4111 1111 1111 1111` → `411111...1111`. */
function maskCardNumber(digits: string): string {
  const d = digits.replace(/[\s-]/g, '');
  return `${d.slice(0, 6)}...${d.slice(-4)}`;
}

/** Validates `values` against the method's requisites; field keys are `requisites.<name>`. */
export function checkRequisites(
  values: cashier.Requisites | undefined,
  ctx: RequisitesContext,
): RequisitesCheck {
  const given = values ?? {};
  const invalid: Record<string, FieldReason> = {};
  const stored: Record<string, string> = {};
  const fail = (field: string, reason: FieldReason) => {
    invalid[`requisites.${field}`] = reason;
  };

  for (const field of methodRequisites(ctx.method, ctx.purpose)) {
    const value = given[field];
    switch (field) {
      case 'card_number': {
        const issue = cardNumberRule(value ?? '');
        if (issue) {
          fail(field, issue);
        } else if (value === 'new') {
          // "new": the card is entered on the provider's page; nothing to pay out to.
          if (ctx.purpose === 'withdrawal') fail(field, 'cardNumber');
          else stored.card_number = 'new';
        } else if (MASKED_CARD_PATTERN.test(value!.trim())) {
          if (!ctx.savedCardMasks.includes(value!.trim())) fail(field, 'cardNumber');
          else stored.card_number = value!.trim();
        } else {
          stored.card_number = maskCardNumber(value!);
        }
        break;
      }
      case 'card_holder': {
        const issue = cardHolderRule(value ?? '');
        if (issue) fail(field, issue);
        else stored.card_holder = value!.trim();
        break;
      }
      case 'iban': {
        const issue = ibanRule(value ?? '');
        if (issue) fail(field, issue);
        else stored.iban = normalizeIban(value!);
        break;
      }
      case 'cpf': {
        const issue = cpfRule(value ?? '');
        if (issue) fail(field, issue);
        else stored.cpf = value!.replace(/\D/g, '');
        break;
      }
      case 'bank_code':
        break;
    }
  }

  // A bank is optional; when given it must be one this method pays to in this currency.
  if (given.bank_code !== undefined && BANK_METHOD_TYPES.includes(ctx.method.type)) {
    const known = banksFor(ctx.method.currency).some((b) => b.code === given.bank_code);
    if (known) stored.bank_code = given.bank_code;
    else fail('bank_code', 'wrongField');
  }

  return Object.keys(invalid).length > 0 ? { ok: false, invalid } : { ok: true, stored };
}
