/**
 * The page's second inline script (bundled into index.html by vite.config.ts, after the launch
 * script): asks for home's first screen with what the launch script left (./first-screen.ts).
 */
import { EARLY_REQUESTS_KEY, type EarlyRequest } from './early-requests.ts';
import { PAGE_LAUNCH_KEY, askFirstScreen, type PageLaunch } from './first-screen.ts';

const page = window as unknown as Record<string, unknown>;
const launch = page[PAGE_LAUNCH_KEY] as PageLaunch | undefined;
const early = page[EARLY_REQUESTS_KEY] as EarlyRequest[] | undefined;
delete page[PAGE_LAUNCH_KEY];
if (launch && Array.isArray(early)) {
  void askFirstScreen(launch, early, {
    fetch: (input, init) => window.fetch(input, init),
    document,
    pathname: window.location.pathname,
    // The app takes the list off the window when it starts (`takeEarlyRequests`).
    appStarted: () => !(EARLY_REQUESTS_KEY in page),
  });
}
