import type { RouteLayout } from '@croupier/core/routing';
import type { ReactNode } from 'react';
import { DefaultLayout } from './DefaultLayout.tsx';
import { EmptyLayout } from './EmptyLayout.tsx';
import { SvgSpriteLayout } from './SvgSpriteLayout.tsx';

/** The layout a route names in core's table. */
export function PageLayout({ layout, children }: { layout: RouteLayout; children: ReactNode }) {
  if (layout === 'empty') return <EmptyLayout>{children}</EmptyLayout>;
  if (layout === 'svg-sprite') return <SvgSpriteLayout>{children}</SvgSpriteLayout>;
  return <DefaultLayout>{children}</DefaultLayout>;
}
