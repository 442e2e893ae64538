/** The version in the client marker (`X-Croupier-Client: miniapp/<version>`). */
export const MINIAPP_VERSION = '0.1.0';

/** Where the build is served (vite.config.ts `base`, without its slash). */
export const MINIAPP_BASE = '/miniapp';
