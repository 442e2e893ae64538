/** Social sign-in: /oauth/init, the demo OAuth provider, and the callback. */
export { registerOAuthRoutes } from './oauth-routes.ts';
export type { OAuthIdentity, OAuthAccount, NewSocialPlayer } from './oauth-account.ts';
export type { DemoProfile, ConsentPage } from './demo-provider.ts';
