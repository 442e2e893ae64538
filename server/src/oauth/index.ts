/** Social sign-in: /oauth/init, the demo OAuth provider, and the callback. */
export { registerOAuthRoutes } from './oauth-routes.ts';
