/** The version in the client marker (`X-Croupier-Client: miniapp/<version>`). */
export const MINIAPP_VERSION = '0.1.0';
