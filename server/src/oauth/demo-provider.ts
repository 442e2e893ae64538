/**
 * The demo OAuth provider: a stand-in for Google and friends, served by the reference server
 * itself so social sign-in can be tried and tested end to end without a real provider. Its
 * consent page asks for a display name and an e-mail; Allow sends an authorization code to
 * the callback, Deny sends `error=access_denied`. Codes are signed, short-lived and single-use.
 */
import { createHash, randomBytes } from 'node:crypto';
import { escapeHtml, htmlDocument } from '../html/index.ts';
import { signToken, verifyToken } from '../tokens/index.ts';

/** The provider's name in `/oauth/init?service=`. */
export const DEMO_PROVIDER = 'demo';
/** Seconds an authorization code may wait to be redeemed. */
const CODE_TTL_SECONDS = 120;
const CODE_PURPOSE = 'demo_code';

/** What the demo provider says about the person who allowed access. */
export interface DemoProfile {
  /** Stable id at the provider: the same e-mail always gives the same subject. */
  sub: string;
  name: string;
  email: string;
  /** The demo provider vouches for the typed e-mail (a real provider checks it). */
  emailVerified: boolean;
}

/** The demo subject of an e-mail. */
export function demoSubject(email: string): string {
  return createHash('sha256')
    .update(`demo:${email.trim().toLowerCase()}`)
    .digest('hex')
    .slice(0, 24);
}

/** Issues an authorization code carrying the profile. */
export function issueDemoCode(profile: DemoProfile, secret: Buffer): string {
  // A random id makes every code distinct, so single use holds even for identical profiles.
  const jti = randomBytes(12).toString('base64url');
  return signToken(CODE_PURPOSE, { jti, ...profile }, secret, CODE_TTL_SECONDS);
}

/**
 * Redeems a code once: a second redemption (a replayed callback URL) gets null. The
 * used-code memory is per process and forgets codes once they would have expired anyway.
 */
export function createDemoCodeRedeemer(secret: Buffer): (code: unknown) => DemoProfile | null {
  const used = new Map<string, number>();
  return (code) => {
    const payload = verifyToken(CODE_PURPOSE, code, secret);
    if (!payload) return null;
    const now = Date.now();
    for (const [key, expiresAt] of used) if (expiresAt < now) used.delete(key);
    const key = String(payload.jti);
    if (used.has(key)) return null;
    used.set(key, now + CODE_TTL_SECONDS * 1000);
    const { sub, name, email, emailVerified } = payload;
    if (typeof sub !== 'string' || typeof name !== 'string' || typeof email !== 'string') {
      return null;
    }
    return { sub, name, email, emailVerified: emailVerified === true };
  };
}

/** What the consent page shows. */
export interface ConsentPage {
  action: string;
  state: string;
  redirectUri: string;
  name?: string;
  email?: string;
  error?: string;
}

/** The consent page: self-contained HTML (inline styles only, no script, no external asset). */
export function renderConsentPage(page: ConsentPage): string {
  const e = escapeHtml;
  return htmlDocument({
    title: 'Demo OAuth provider — sign in to Croupier',
    robots: 'noindex',
    head: `<style>
  :root { color-scheme: dark; font-family: system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #14161f; color: #eef0f6; }
  main { width: min(92vw, 380px); background: #1f2230; border-radius: 12px; padding: 28px; box-shadow: 0 8px 32px #0008; }
  h1 { font-size: 1.25rem; margin: 0 0 4px; }
  p { margin: 0 0 20px; color: #b8bdd0; font-size: .9rem; }
  label { display: block; font-size: .85rem; margin: 12px 0 4px; }
  input { box-sizing: border-box; width: 100%; padding: 10px 12px; border-radius: 8px; border: 1px solid #3a3f55; background: #14161f; color: inherit; font: inherit; }
  .error { color: #ff8a8a; margin: 12px 0 0; }
  .buttons { display: flex; gap: 12px; margin-top: 24px; }
  button { flex: 1; padding: 10px; border-radius: 8px; border: 0; font: inherit; font-weight: 600; cursor: pointer; }
  .allow { background: #4f7cff; color: #fff; }
  .deny { background: #2c3043; color: #eef0f6; }
</style>`,
    body: `<main>
  <h1>Demo OAuth provider</h1>
  <p>Croupier asks to know your name and e-mail. This provider is a demo: type any name and e-mail.</p>
  <form method="post" action="${e(page.action)}">
    <input type="hidden" name="state" value="${e(page.state)}">
    <input type="hidden" name="redirect_uri" value="${e(page.redirectUri)}">
    <label for="name">Display name</label>
    <input id="name" name="name" autocomplete="name" maxlength="100" value="${e(page.name ?? '')}">
    <label for="email">E-mail</label>
    <input id="email" name="email" type="email" autocomplete="email" maxlength="254" value="${e(page.email ?? '')}">
    ${page.error ? `<p class="error" role="alert">${e(page.error)}</p>` : ''}
    <div class="buttons">
      <button class="allow" type="submit" name="decision" value="allow">Allow</button>
      <button class="deny" type="submit" name="decision" value="deny" formnovalidate>Deny</button>
    </div>
  </form>
</main>`,
  });
}
