/** Social sign-in: /oauth/init, the demo OAuth provider, and the callback. */
export {
  registerOAuthRoutes,
  OAUTH_INIT_PATH,
  DEMO_AUTHORIZE_PATH,
  OAUTH_NONCE_COOKIE,
  oauthCallbackPath,
} from './oauth-routes.ts';
export { accountForIdentity } from './oauth-account.ts';
export type { OAuthIdentity, OAuthAccount, NewSocialPlayer } from './oauth-account.ts';
export { DEMO_PROVIDER, demoSubject, renderConsentPage } from './demo-provider.ts';
export type { DemoProfile, ConsentPage } from './demo-provider.ts';
