/** Platform kinds of spec §9: the plain site, the installed PWA, the native web view app. */
export const PLATFORM_KINDS = ['default', 'pwa', 'webview'] as const;

/** One of the §9 platform kinds. */
export type PlatformKind = (typeof PLATFORM_KINDS)[number];
