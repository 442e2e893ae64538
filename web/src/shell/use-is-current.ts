/** Whether a menu URL is the page on screen (for `aria-current`). */
import { stripLocale } from '@croupier/core/routing';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { usePlatform } from '../app/platform-context.ts';

/** A predicate telling whether an in-app URL (path and query) is the current address. */
export function useIsCurrent(): (url: string) => boolean {
  const { stores } = usePlatform();
  const { config } = useSnapshot(stores.locale.state);
  const [pathname] = useLocation();
  const search = useSearch();
  const here = stripLocale(pathname, config.locales).path;
  return (url) => {
    if (!url.startsWith('/')) return false;
    const [path, query = ''] = url.split('?');
    if (path !== here) return false;
    return query === '' ? search === '' || !search.includes('category=') : search === query;
  };
}
