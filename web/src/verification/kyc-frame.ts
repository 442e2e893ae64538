/**
 * The demo identity verifier (server/src/demo-kyc/README.md): its page's address, and the
 * messages it posts to the window that frames it — `{source: 'croupier-demo-kyc', version: 1,
 * type, applicantId, ...}` — read defensively, since any window may post anything.
 */

/** The verifier page the token opens. */
const KYC_VERIFY_PATH = '/demo-kyc/verify';

/** The `source` of the verifier's messages. */
const KYC_MESSAGE_SOURCE = 'croupier-demo-kyc';

/** A message of the verifier. */
export type KycMessage =
  | { type: 'ready'; status: string | null; reviewAnswer: 'GREEN' | 'RED' | null }
  | { type: 'submitted'; documentType: string | null }
  | { type: 'completed' }
  | { type: 'rejected'; reason: string | null }
  | { type: 'tokenExpired' };

/** The page's address for `token`, posting its messages to `origin`. */
export function kycFrameUrl(token: string, origin: string): string {
  const query = new URLSearchParams({ token, origin });
  return `${KYC_VERIFY_PATH}?${query.toString()}`;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The verifier's message in `data`, or null for anything else. */
export function parseKycMessage(data: unknown): KycMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message.source !== KYC_MESSAGE_SOURCE || message.version !== 1) return null;
  switch (message.type) {
    case 'ready': {
      const answer = message.reviewAnswer;
      return {
        type: 'ready',
        status: text(message.status),
        reviewAnswer: answer === 'GREEN' || answer === 'RED' ? answer : null,
      };
    }
    case 'submitted':
      return { type: 'submitted', documentType: text(message.documentType) };
    case 'completed':
      return { type: 'completed' };
    case 'rejected':
      return { type: 'rejected', reason: text(message.reason) };
    case 'tokenExpired':
      return { type: 'tokenExpired' };
    default:
      return null;
  }
}
