import { describe, expect, it } from 'vitest';
import { kycFrameUrl, parseKycMessage } from './kyc-frame.ts';
import { verificationStatus } from './verification-status.ts';

const from = (fields: Record<string, unknown>) => ({
  source: 'croupier-demo-kyc',
  version: 1,
  applicantId: 'a1',
  ...fields,
});

describe('demo verifier messages', () => {
  it('reads each message type with its fields', () => {
    expect(parseKycMessage(from({ type: 'ready', status: 'init', reviewAnswer: null }))).toEqual({
      type: 'ready',
      status: 'init',
      reviewAnswer: null,
    });
    expect(parseKycMessage(from({ type: 'submitted', documentType: 'passport' }))).toEqual({
      type: 'submitted',
      documentType: 'passport',
    });
    expect(parseKycMessage(from({ type: 'completed', reviewAnswer: 'GREEN' }))).toEqual({
      type: 'completed',
    });
    expect(
      parseKycMessage(from({ type: 'rejected', reviewAnswer: 'RED', reason: 'Too small' })),
    ).toEqual({ type: 'rejected', reason: 'Too small' });
    expect(parseKycMessage(from({ type: 'tokenExpired', applicantId: null }))).toEqual({
      type: 'tokenExpired',
    });
  });

  it('ignores messages of other sources, versions and types', () => {
    expect(parseKycMessage({ type: 'completed' })).toBeNull();
    expect(parseKycMessage({ ...from({ type: 'completed' }), version: 2 })).toBeNull();
    expect(parseKycMessage(from({ type: 'hello' }))).toBeNull();
    expect(parseKycMessage('completed')).toBeNull();
    expect(parseKycMessage(null)).toBeNull();
  });

  it('frames the verifier with the token and the origin to post to', () => {
    expect(kycFrameUrl('t0k+/=', 'https://casino.test')).toBe(
      '/demo-kyc/verify?token=t0k%2B%2F%3D&origin=https%3A%2F%2Fcasino.test',
    );
  });
});

describe('verification status from account info', () => {
  it('is verified, pending (on verification) or unverified', () => {
    expect(verificationStatus({ is_verified: true, is_on_verification: false })).toBe('verified');
    expect(verificationStatus({ is_verified: false, is_on_verification: true })).toBe('pending');
    expect(verificationStatus({ is_verified: false, is_on_verification: false })).toBe(
      'unverified',
    );
    expect(verificationStatus(null)).toBe('unverified');
  });
});
