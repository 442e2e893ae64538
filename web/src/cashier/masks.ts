/**
 * Input masks of the payment requisites (spec §5: card number, IBAN, CPF), for imask. The
 * masks only shape typing; the values are still checked by core's rules.
 */

/** An imask pattern with optional upper-casing of typed letters. */
export interface InputMaskSpec {
  mask: string;
  upper?: boolean;
}

/** 12–19 digits in groups of four: "4111 1111 1111 1111". */
export const CARD_NUMBER_MASK: InputMaskSpec = { mask: '0000 0000 0000 0000 000' };

/** Country code, check digits, then up to 30 characters in groups of four (upper case). */
export const IBAN_MASK: InputMaskSpec = {
  mask: 'aa00 **** **** **** **** **** **** **',
  upper: true,
};

/** Brazilian CPF: "000.000.000-00". */
export const CPF_MASK: InputMaskSpec = { mask: '000.000.000-00' };

/** The digits of a typed card number, as it is sent. */
export function cardDigits(value: string): string {
  return value.replace(/\D/g, '');
}
