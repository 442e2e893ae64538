/** Social sign-in: /oauth/init, the demo OAuth provider, and the callback. */
export { registerOAuthRoutes, OAUTH_NONCE_COOKIE } from './oauth-routes.ts';
export type { OAuthIdentity, OAuthAccount, NewSocialPlayer } from './oauth-account.ts';
export { demoSubject } from './demo-provider.ts';
export type { DemoProfile, ConsentPage } from './demo-provider.ts';
