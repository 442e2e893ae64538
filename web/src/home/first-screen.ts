/**
 * What a page script needs to ask for home's first screen exactly as the app will (the Mini
 * App's page asks before the app's code is in: miniapp/src/launch/first-screen.ts): home's
 * calls, the API version and client marker of every call, and the hero's image. No React and
 * no app state: it runs before either exists.
 */
export { HERO_CALL, HOME_CALLS } from './home-calls.ts';
export { firstBannerImage } from './banner-image.ts';
export { API_VERSION, CLIENT_MARKER_HEADER } from '../app/endpoints.ts';
