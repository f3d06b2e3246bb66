import { paths, ROUTES, type RouteAccess, type RouteKey } from '../../config/routes';

export interface NavItem {
  label: string;
  to: string;
}

/** The nav bar of one area, in registry order: every route of it that has a nav label. */
function navOf(access: RouteAccess): readonly NavItem[] {
  return ROUTES.flatMap((route) =>
    route.access === access && route.navLabel ? [{ label: route.navLabel, to: route.path }] : [],
  );
}

export const PUBLIC_NAV = navOf('public');

/** Upgrade Account has no nav label: it is reached from buttons, not the nav (SPEC §2). */
export const DASHBOARD_NAV = navOf('guarded');

/** The footer's own wording (it links more pages than the nav, some in sentence case). */
const FOOTER_LABELS: readonly (readonly [RouteKey, string])[] = [
  ['plans', 'Plans'],
  ['prices', 'Prices'],
  ['about', 'About'],
  ['services', 'Services'],
  ['guides', 'Guides'],
  ['helpCenter', 'Help Center'],
  ['contact', 'Contact'],
  ['termsOfUse', 'Terms of use'],
  ['privacyPolicy', 'Privacy policy'],
];

export const FOOTER_LINKS: readonly NavItem[] = FOOTER_LABELS.map(([key, label]) => ({
  label,
  to: paths[key],
}));
