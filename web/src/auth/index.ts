/** The authentication popup (§2.3): its host for the app shell, and the social sign-in return. */
export { AuthPopupHost } from './AuthPopupHost.tsx';
export {
  OAUTH_RETURN_MARKER,
  SOCIAL_LOGIN_RETURN_KEY,
  oauthInitUrl,
  oauthReturnOf,
} from './oauth-return.ts';
