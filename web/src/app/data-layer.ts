/**
 * The data layer, loaded as its own chunk while the start-up fetches the locales: core's API
 * client and the refs of the methods the shell calls. Refs are zod-free (`@croupier/core/refs`),
 * so no chunk of the start-up carries a schema; screens import refs directly.
 */
export { createApiClient } from '@croupier/core/api';
export { account, auth, metadata, popups } from '@croupier/core/refs';
