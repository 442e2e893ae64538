/** The authentication popup (§2.3): its host for the app shell, and the social sign-in return. */
export { AuthPopupHost } from './AuthPopupHost.tsx';
