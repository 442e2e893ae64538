import { useEffect, useRef } from 'react';
import { usePlatform } from '../app/platform-context.ts';
import { useTranslation } from '../i18n/index.ts';
import type { NetworkStatus } from './network-status.ts';

/**
 * Tells the player when the host reports the connection lost (a toast that stays until it is
 * back) and when it returns. Renders nothing itself: the toasts are the kit's.
 */
export function NetworkNotice({ network }: { network: NetworkStatus }) {
  const { toasts } = usePlatform().stores;
  const { t } = useTranslation();
  const translate = useRef(t);
  const offlineToast = useRef<string | null>(null);

  useEffect(() => {
    translate.current = t;
  }, [t]);

  useEffect(() => {
    const show = () => {
      const tr = translate.current;
      if (!network.online()) {
        if (offlineToast.current) return;
        offlineToast.current = toasts.show({
          kind: 'warning',
          title: tr('webview.offlineTitle', 'You are offline'),
          message: tr(
            'webview.offline',
            'Check your connection. The app carries on as soon as it is back.',
          ),
          duration: 0,
        });
        return;
      }
      if (!offlineToast.current) return;
      toasts.dismiss(offlineToast.current);
      offlineToast.current = null;
      toasts.show({ kind: 'success', message: tr('webview.online', 'You are back online.') });
    };
    show();
    return network.subscribe(show);
  }, [network, toasts]);

  return null;
}
