/**
 * Payment methods per currency: card everywhere; bank transfer with IBAN for USD and EUR;
 * PIX with CPF for BRL. Limits and steps are in minor units.
 */
import type { RequisiteField } from '../db/schema/index.ts';

/** A payment method row as seeded. */
export interface PaymentMethodSeed {
  sysname: string;
  type: 'card' | 'bank_transfer' | 'pix';
  name: string;
  currency: string;
  minDepositMinor: bigint;
  maxDepositMinor: bigint;
  minWithdrawalMinor: bigint;
  maxWithdrawalMinor: bigint;
  stepMinor: bigint;
  presetsMinor: number[];
  depositFields: RequisiteField[];
  withdrawalFields: RequisiteField[];
  priority: number;
  icon: string;
}

const major = (n: number): bigint => BigInt(Math.round(n * 100));

const CARD_DEPOSIT: RequisiteField[] = [
  { name: 'card_number', type: 'cardNumber', required: true },
  { name: 'card_holder', type: 'cardHolder', required: true },
];
const CARD_WITHDRAWAL = CARD_DEPOSIT;
const IBAN_FIELDS: RequisiteField[] = [
  { name: 'iban', type: 'iban', required: true },
  { name: 'account_holder', type: 'cardHolder', required: true },
];
const PIX_FIELDS: RequisiteField[] = [{ name: 'cpf', type: 'cpf', required: true }];

function card(currency: string, min: number, max: number, presets: number[]): PaymentMethodSeed {
  return {
    sysname: 'card',
    type: 'card',
    name: 'Bank card',
    currency,
    minDepositMinor: major(min),
    maxDepositMinor: major(max),
    minWithdrawalMinor: major(min * 2),
    maxWithdrawalMinor: major(max),
    stepMinor: major(1),
    presetsMinor: presets.map((p) => p * 100),
    depositFields: CARD_DEPOSIT,
    withdrawalFields: CARD_WITHDRAWAL,
    priority: 1,
    icon: 'media/payments/card.svg',
  };
}

function bankTransfer(currency: string): PaymentMethodSeed {
  return {
    sysname: 'bank_transfer',
    type: 'bank_transfer',
    name: 'Bank transfer (IBAN)',
    currency,
    minDepositMinor: major(50),
    maxDepositMinor: major(20_000),
    minWithdrawalMinor: major(100),
    maxWithdrawalMinor: major(50_000),
    stepMinor: major(10),
    presetsMinor: [100, 250, 500, 1000].map((p) => p * 100),
    depositFields: [],
    withdrawalFields: IBAN_FIELDS,
    priority: 2,
    icon: 'media/payments/bank_transfer.svg',
  };
}

/** Every payment method of every currency. */
export const PAYMENT_METHODS: readonly PaymentMethodSeed[] = [
  card('USD', 10, 5_000, [20, 50, 100, 250]),
  bankTransfer('USD'),
  card('EUR', 10, 5_000, [20, 50, 100, 250]),
  bankTransfer('EUR'),
  card('BRL', 50, 25_000, [100, 250, 500, 1000]),
  {
    sysname: 'pix',
    type: 'pix',
    name: 'PIX',
    currency: 'BRL',
    minDepositMinor: major(20),
    maxDepositMinor: major(50_000),
    minWithdrawalMinor: major(50),
    maxWithdrawalMinor: major(50_000),
    stepMinor: major(1),
    presetsMinor: [50, 100, 200, 500].map((p) => p * 100),
    depositFields: PIX_FIELDS,
    withdrawalFields: PIX_FIELDS,
    priority: 0,
    icon: 'media/payments/pix.svg',
  },
];

/** The methods' names per locale (§9: every player-visible string in the player's language). */
const METHOD_NAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  card: { en: 'Bank card', ru: 'Банковская карта', pt: 'Cartão bancário' },
  bank_transfer: {
    en: 'Bank transfer (IBAN)',
    ru: 'Банковский перевод (IBAN)',
    pt: 'Transferência bancária (IBAN)',
  },
};

/** A method's name in `locale`: its own translation, else the stored name (e.g. "PIX"). */
export function methodName(sysname: string, stored: string, locale: string | undefined): string {
  return (locale && METHOD_NAMES[sysname]?.[locale]) || stored;
}
