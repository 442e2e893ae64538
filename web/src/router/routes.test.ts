import { ROUTES } from '@croupier/core/routing';
import { describe, expect, it } from 'vitest';
import { ROUTE_SCREENS } from './routes.tsx';
import { UNBOUND_ROUTES } from './unbound-routes.ts';

describe('route bindings', () => {
  it('every route of the table is bound, listed as unbound, a redirect or a placeholder', () => {
    const accounted = ROUTES.filter(
      (route) =>
        route.name in ROUTE_SCREENS ||
        UNBOUND_ROUTES.includes(route.name) ||
        route.redirect !== null ||
        route.placeholder,
    );
    expect(accounted.map((r) => r.name)).toEqual(ROUTES.map((r) => r.name));
  });

  it('no route is both bound and listed as unbound, and every listed name exists', () => {
    const names = new Set(ROUTES.map((r) => r.name));
    for (const name of UNBOUND_ROUTES) {
      expect(names.has(name), name).toBe(true);
      expect(name in ROUTE_SCREENS, name).toBe(false);
    }
  });
});
