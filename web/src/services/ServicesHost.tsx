import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { afterNextPaint } from '../app/after-paint.ts';
import { usePlatform } from '../app/platform-context.ts';
import { useTranslation } from '../i18n/i18n-context.ts';
import type { Translate } from '../i18n/translate.ts';
import type { PlatformServices } from './start-services.ts';

/**
 * Starts the platform services (their own chunk, loaded after start-up so the entry stays
 * small) and tells them about navigations. Renders nothing. They start once the first screen
 * is drawn: their requests (SEO tags, the socket's token, the chat's settings, the pageview …)
 * and their start-up code then neither delay that frame nor share a phone's bandwidth with
 * what it shows. While they run the page says so
 * (`<html data-services="running">`): a test holding the page's clock waits for it, as the
 * inactivity period only starts counting once the services are in.
 */
export function ServicesHost() {
  const platform = usePlatform();
  const { t } = useTranslation();
  const [pathname] = useLocation();
  const services = useRef<PlatformServices | null>(null);
  const translate = useRef<Translate>(t);

  useEffect(() => {
    translate.current = t;
  }, [t]);

  useEffect(() => {
    let live = true;
    let handle: PlatformServices | null = null;
    const cancel = afterNextPaint(() => {
      import('./start-services.ts').then((m) => {
        if (!live) return;
        handle = m.startPlatformServices(platform, (key, text, values) =>
          translate.current(key, text, values),
        );
        services.current = handle;
        document.documentElement.dataset.services = 'running';
      }, platform.log);
    });
    return () => {
      live = false;
      cancel();
      handle?.stop();
      services.current = null;
      delete document.documentElement.dataset.services;
    };
  }, [platform]);

  useEffect(() => {
    services.current?.setPath(pathname);
  }, [pathname]);

  return null;
}
