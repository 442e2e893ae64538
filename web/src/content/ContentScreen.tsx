import { useEffect, useRef, type RefObject } from 'react';
import { usePlatform } from '../app/platform-context.ts';
import { useDocumentTitle } from '../hooks/index.ts';
import type { ScreenProps } from '../router/route-screens.ts';
import { useContentPage } from './use-content-page.ts';
import { Skeleton } from '../ui/index.ts';
import { SafeHtml } from '../ui/SafeHtml.tsx';
import styles from './ContentScreen.module.css';

/** Lets in-app links inside CMS HTML navigate without a reload. */
function useInAppLinks(ref: RefObject<HTMLElement | null>): void {
  const platform = usePlatform();
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank') return;
      const url = new URL(anchor.href, platform.origin);
      if (
        url.origin !== new URL(platform.origin).origin ||
        (url.hash && url.pathname === window.location.pathname)
      )
        return;
      event.preventDefault();
      platform.navigation.navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, [ref, platform]);
}

/** A CMS content page (`/{slug}`); its HTML is sanitised again here (SafeHtml). A missing page is a 404. */
export function ContentScreen({ params }: ScreenProps) {
  const slug = params.slug ?? '';
  const { data, error } = useContentPage(slug);
  const ref = useRef<HTMLDivElement>(null);
  useDocumentTitle(data?.title);
  useInAppLinks(ref);
  // The page boundary turns this into the Not found (404) or error page.
  if (error) throw error;
  return (
    <article className={styles.page} aria-busy={!data}>
      {data ? (
        <SafeHtml ref={ref} className={styles.prose} html={data.html} />
      ) : (
        <div className={styles.loading}>
          <Skeleton width="60%" height={40} />
          <Skeleton width="90%" />
          <Skeleton width="85%" />
          <Skeleton width="70%" />
          <Skeleton width="40%" height={28} />
          <Skeleton width="90%" />
          <Skeleton width="80%" />
        </div>
      )}
    </article>
  );
}
