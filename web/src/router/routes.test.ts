import { ROUTES } from '@croupier/core/routing';
import { describe, expect, it } from 'vitest';
import { ROUTE_SCREENS } from './routes.tsx';

describe('route bindings', () => {
  it('binds a screen to every route of the table but its redirects and placeholders', () => {
    const unbound = ROUTES.filter(
      (route) => !(route.name in ROUTE_SCREENS) && route.redirect === null && !route.placeholder,
    ).map((route) => route.name);
    expect(unbound).toEqual([]);
  });

  it('binds no name the table lacks', () => {
    const names = new Set(ROUTES.map((r) => r.name));
    for (const name of Object.keys(ROUTE_SCREENS)) expect(names.has(name), name).toBe(true);
  });
});
