/** The location of one server render: the request's address, read without subscriptions. */
import { memoryNavigation, type Navigation } from '../app/navigation.ts';

/**
 * A memory location whose hooks read the address directly: the server renders once and never
 * re-renders on a move (React's server renderer has no external-store subscriptions). A move
 * (the start-up's locale redirect) is visible through `current()`.
 */
export function serverNavigation(url: string): Navigation {
  const memory = memoryNavigation(url);
  const navigate = (to: string, options?: { replace?: boolean }) => memory.navigate(to, options);
  return {
    ...memory,
    hook: () => [memory.current().pathname, navigate],
    searchHook: () => (memory.current().search ?? '').replace(/^\?/, ''),
  };
}
