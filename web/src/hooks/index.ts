/** React hooks over core's stores, one concept each. */
export { useSession } from './use-session.ts';
export { useBalances, type BalanceKind, type BalanceLine } from './use-balances.ts';
export { useAllowedHosts, useMenu, useSettings } from './use-settings.ts';
export { useDialogs } from './use-dialogs.ts';
export { useToasts } from './use-toasts.ts';
export { useTheme } from './use-theme.ts';
export { useLocale } from './use-locale.ts';
export { useDocumentTitle } from './use-document-title.ts';
export { useAuthPopup } from './use-auth-popup.ts';
