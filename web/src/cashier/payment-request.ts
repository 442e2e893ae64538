/**
 * The part of a deposit or withdrawal request that comes from the payment form: both money forms
 * send the method, the amount as the server reads it and the requisites the method asks for.
 */
import type { contract } from '@croupier/core';
import { requisitesOf, type PaymentFormValues } from './requisites.ts';

type PaymentMethod = contract.cashier.PaymentMethod;

/** The amount as typed ("1,234.50 ") in the plain form the API takes ("1234.50"). */
export function amountToSend(typed: string): string {
  return typed.replace(/,/g, '').trim();
}

/** The method, amount and requisites of a payment made with `method` and the form's `values`. */
export function paymentRequest(method: PaymentMethod, values: PaymentFormValues) {
  return {
    methodId: method.id,
    method: method.sysname,
    amount: amountToSend(values.amount),
    requisites: requisitesOf(method, values),
  };
}
