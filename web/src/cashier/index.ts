/** The cashier's shared parts: layout, method cards, amount and requisite fields, helpers. */
export { AmountField, type AmountFieldProps } from './AmountField.tsx';
export { CashierGlyph, type CashierGlyphName } from './CashierGlyph.tsx';
export { CashierLayout, type CashierLayoutProps, type CashierSection } from './CashierLayout.tsx';
export { cashierErrorText, serverFieldErrors } from './cashier-error-text.ts';
export { DepositOffers, type DepositOffersProps } from './DepositOffers.tsx';
export { depositOffersFor, keptOfferId } from './deposit-offers.ts';
export { MaskedInput, type MaskedInputProps } from './MaskedInput.tsx';
export { CARD_NUMBER_MASK, CPF_MASK, IBAN_MASK, cardDigits, type InputMaskSpec } from './masks.ts';
export { chosenMethod, methodViews, presetAmounts, type MethodView } from './method-info.ts';
export { MethodList, type MethodListProps } from './MethodList.tsx';
export { Notice, type NoticeProps } from './Notice.tsx';
export { promotionLine } from './offer-summary.ts';
export { openCheckout, type CheckoutWindow } from './open-checkout.ts';
export {
  PAYMENT_SUCCESS_RETURN_KEY,
  forgetPaymentReturn,
  rememberPaymentReturn,
  storedPaymentReturn,
} from './payment-return.ts';
export { CancelWithdrawalButton, PendingWithdrawals } from './PendingWithdrawals.tsx';
export { PromoCodeField } from './PromoCodeField.tsx';
export { RequisiteFields, type RequisiteFieldsProps } from './RequisiteFields.tsx';
export {
  NEW_CARD,
  emptyPaymentValues,
  needs,
  requisiteIssue,
  requisitesOf,
  type PaymentFormValues,
} from './requisites.ts';
export { depositPath, payResultPath, type PayResultKind } from './result-path.ts';
export { statusLabel, statusTone, typeLabel } from './transaction-labels.ts';
export { TransactionRow, type TransactionRowProps } from './TransactionRow.tsx';
export { useCashierInactivity } from './use-cashier-inactivity.ts';
export { useIdempotencyKey } from './use-idempotency-key.ts';
export { useIssueText } from './use-issue-text.ts';
