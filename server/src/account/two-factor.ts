/**
 * TOTP two-factor set-up (RFC 6238: SHA-1, 6 digits, 30 s) with otplib. Codes are checked by
 * auth's consumeTwoFactorCode (one step of drift, single use), the same check sign-in uses.
 */
import { generateSecret, generateURI } from 'otplib';

/** Issuer shown in authenticator apps. */
const TWO_FACTOR_ISSUER = 'Croupier';

/** A fresh base32 secret (20 random bytes). */
export function newTwoFactorSecret(): string {
  return generateSecret();
}

/** The otpauth:// URI an authenticator app scans as a QR code. */
export function twoFactorUri(secret: string, login: string): string {
  return generateURI({ issuer: TWO_FACTOR_ISSUER, label: login, secret });
}
