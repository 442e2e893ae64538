/**
 * The data layer, loaded as its own chunk while the start-up fetches the locales: core's API
 * client and the contract methods the shell calls. Both carry zod, which the entry must not.
 * Screens import the contract directly (they are lazy chunks already).
 */
export { createApiClient } from '@croupier/core/api';
export { account, auth, cms, i18n, metadata } from '@croupier/core/contract';
