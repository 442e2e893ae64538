/** The Brazilian CPF number with its two check digits (for BRL withdrawals). */
import { emptyOutcome, type PresenceOptions } from './required.ts';
import { issue, type ValidationIssue } from './validation-issue.ts';

function checkDigit(digits: string, length: number): number {
  let sum = 0;
  for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** Whether text such as "529.982.247-25" is a CPF with valid check digits. */
export function isValidCpf(value: string): boolean {
  const trimmed = value.trim();
  if (!/^(\d{11}|\d{3}\.\d{3}\.\d{3}-\d{2})$/.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '');
  if (/^(\d)\1{10}$/.test(digits)) return false;
  return (
    checkDigit(digits, 9) === Number(digits[9]) && checkDigit(digits, 10) === Number(digits[10])
  );
}

/** CPF for BRL withdrawals: empty → `requiredField`; bad number or check digits → `cpf`. */
export function cpfRule(value: string, options: PresenceOptions = {}): ValidationIssue | null {
  const empty = emptyOutcome(value, options);
  if (empty !== undefined) return empty;
  return isValidCpf(value) ? null : issue('cpf');
}
