import type { contract } from '@croupier/core';
import { describe, expect, it } from 'vitest';
import { NEW_CARD, emptyPaymentValues, requisiteIssue, requisitesOf } from './requisites.ts';

type PaymentMethod = contract.cashier.PaymentMethod;

const card: PaymentMethod = {
  id: 1,
  sysname: 'card',
  name: 'Bank card',
  type: 'card',
  limits: { USD: { min: '10', max: '5000' } },
  step: '1',
  requisites: ['card_number', 'card_holder'],
  saved_cards: [],
};
const iban: PaymentMethod = { ...card, id: 2, sysname: 'bank_transfer', requisites: ['iban'] };
const pix: PaymentMethod = { ...card, id: 3, sysname: 'pix', type: 'pix', requisites: ['cpf'] };

describe('payment requisites (§5)', () => {
  it('sends a new card as its digits with the trimmed holder', () => {
    const values = {
      ...emptyPaymentValues(card, '50'),
      card_number: '4111 1111 1111 1111',
      card_holder: ' Ada Lovelace ',
    };
    expect(requisitesOf(card, values)).toEqual({
      card_number: '4111111111111111',
      card_holder: 'Ada Lovelace',
    });
  });

  it('sends a saved card by its mask and needs no number for it', () => {
    const saved = {
      ...card,
      saved_cards: [{ card_number: '411111...1111', card_holder: 'ADA LOVELACE' }],
    };
    const values = emptyPaymentValues(saved);
    expect(values.card).toBe('411111...1111');
    expect(values.card_holder).toBe('ADA LOVELACE');
    expect(requisiteIssue('card_number', values)).toBeNull();
    expect(requisitesOf(saved, values)?.card_number).toBe('411111...1111');
  });

  it('checks the card number (Luhn), holder, IBAN and CPF with core rules', () => {
    const values = {
      ...emptyPaymentValues(card),
      card: NEW_CARD,
      card_number: '4111 1111 1111 1112',
      card_holder: 'R2-D2',
      iban: 'DE89 3704 0044 0532 0130 01',
      cpf: '111.111.111-11',
    };
    expect(requisiteIssue('card_number', values)?.key).toBe('cardNumber');
    expect(requisiteIssue('card_holder', values)?.key).toBe('cardHolder');
    expect(requisiteIssue('iban', values)?.key).toBe('iban');
    expect(requisiteIssue('cpf', values)?.key).toBe('cpf');
    expect(requisiteIssue('iban', { ...values, iban: 'DE89 3704 0044 0532 0130 00' })).toBeNull();
    expect(requisiteIssue('cpf', { ...values, cpf: '529.982.247-25' })).toBeNull();
  });

  it('sends the IBAN in electronic format and the CPF as typed; nothing for a method without requisites', () => {
    const values = { ...emptyPaymentValues(iban), iban: 'de89 3704 0044 0532 0130 00' };
    expect(requisitesOf(iban, values)).toEqual({ iban: 'DE89370400440532013000' });
    expect(requisitesOf(pix, { ...values, cpf: '529.982.247-25' })).toEqual({
      cpf: '529.982.247-25',
    });
    expect(requisitesOf({ ...card, requisites: [] }, values)).toBeUndefined();
  });
});
