import type { SystemPage } from '@croupier/core/error-handling';
import { systemPage, type SystemPageName } from '@croupier/core/routing';
import { Suspense } from 'react';
import { usePlatform } from '../app/platform-context.ts';
import { PageLayout } from '../shell/layouts/PageLayout.tsx';
import { ScreenFallback } from '../shell/ScreenFallback.tsx';
import { SYSTEM_SCREENS } from './routes.tsx';

/** core's page-error names → the route table's system page names (for their layouts). */
const TABLE_NAMES: Readonly<Record<SystemPage, SystemPageName>> = {
  notFound: 'not-found',
  forbidden: 'forbidden',
  userBlocked: 'user-blocked',
  maintenance: 'maintenance',
  error: 'errors',
};

/** Props of {@link SystemPageView}. */
export interface SystemPageViewProps {
  page: SystemPage;
  /** Inside an existing layout (a screen's error): the page's content only. */
  bare?: boolean;
}

/** A system page (§2.3) in its own layout: forbidden and maintenance empty, the rest default. */
export function SystemPageView({ page, bare = false }: SystemPageViewProps) {
  const { Screen } = SYSTEM_SCREENS[page];
  // A server render answers with the page's status (§2.3: 404, 403, 503).
  usePlatform().ssr?.report?.({ status: systemPage(TABLE_NAMES[page]).statusCode });
  const content = (
    <Suspense fallback={<ScreenFallback />}>
      <Screen params={{}} />
    </Suspense>
  );
  if (bare) return content;
  return <PageLayout layout={systemPage(TABLE_NAMES[page]).layout}>{content}</PageLayout>;
}
