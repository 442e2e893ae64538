/** The payment result screens of §2.2 / §2.3 and the path of a transaction's result. */
import type { contract } from '@croupier/core';

/** The result screens: one per transaction state, plus mobile and new window. */
export type PayResultKind = contract.cashier.TransactionStatus | 'mobile' | 'newwindow';

const SEGMENT: Record<PayResultKind, string> = {
  pending: 'paypending',
  success: 'paysuccess',
  fail: 'payfail',
  cancel: 'paycancel',
  mobile: 'paymobile',
  newwindow: 'paynewwindow',
};

/**
 * `/cashier/pay{kind}[/{transaction}][?backUrl=…]`. Cancel, mobile and new window take no
 * transaction segment in the route table, so theirs travels as `?transaction=`.
 */
export function payResultPath(
  kind: PayResultKind,
  transactionId: string | null,
  backUrl: string | null = null,
): string {
  const inPath = kind === 'pending' || kind === 'success' || kind === 'fail';
  const query = new URLSearchParams();
  if (transactionId && !inPath) query.set('transaction', transactionId);
  if (backUrl) query.set('backUrl', backUrl);
  const search = query.toString();
  const path =
    transactionId && inPath
      ? `/cashier/${SEGMENT[kind]}/${encodeURIComponent(transactionId)}`
      : `/cashier/${SEGMENT[kind]}`;
  return search ? `${path}?${search}` : path;
}

/** The deposit page, keeping the `backUrl` the player came with. */
export function depositPath(backUrl: string | null = null, sysname?: string): string {
  const path = sysname ? `/cashier/deposit/${encodeURIComponent(sysname)}` : '/cashier/deposit';
  return backUrl ? `${path}?backUrl=${encodeURIComponent(backUrl)}` : path;
}
