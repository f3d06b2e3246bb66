import { ROUTES } from '../../config/routes';
import { routeKeyAt } from '../pageCode';

describe('routeKeyAt', () => {
  it('finds every registered route by its path, with or without a trailing slash', () => {
    for (const route of ROUTES) {
      expect(routeKeyAt(route.path)).toBe(route.key);
      expect(routeKeyAt(`${route.path}/`)).toBe(route.key);
    }
  });

  it('finds nothing for a path no route has, so nothing is asked for early', () => {
    expect(routeKeyAt('/no-such-page')).toBeUndefined();
    expect(routeKeyAt('/dashboard/no-such-page')).toBeUndefined();
  });
});
