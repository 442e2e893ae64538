/**
 * What the start-up needs before the data layer has loaded. These mirror core's values (a test
 * keeps them equal): the modules that define them carry zod, which the entry chunk must not.
 */

/** Query `v` of every API call. */
export const API_VERSION = 1;

/** `contract.i18n.I18N_LOCALES_PATH`: the first request of the start-up. */
export const LOCALES_PATH = '/nfx/i18n/locales';

/** `api.CLIENT_MARKER_HEADER`: sent on `/nfx` requests as on `/api` calls. */
export const CLIENT_MARKER_HEADER = 'X-Croupier-Client';

/** `contract.i18n.i18nMessagesPath`: where the messages of one locale are served. */
export const messagesPath = (locale: string) => `/nfx/i18n/messages/${encodeURIComponent(locale)}`;

/** `contract.cms.cmsConfigPath`: where the CMS config of one locale is served. */
export const cmsConfigPath = (locale: string) => `/nfx/cms/config/${encodeURIComponent(locale)}`;
