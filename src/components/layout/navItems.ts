import { paths, ROUTES, type RouteAccess, type RouteKey } from '../../config/routes';
import { layoutMessages } from '../../i18n/namespaces/layout';

type LayoutKey = keyof typeof layoutMessages.en;

export interface NavItem {
  /** The label's key in the layout catalogue. */
  labelKey: LayoutKey;
  to: string;
}

function isLayoutKey(key: string): key is LayoutKey {
  return Object.hasOwn(layoutMessages.en, key);
}

/**
 * The nav bar of one area, in registry order: every route of it that has a nav label, whose
 * text is `nav.<route>` in the layout catalogue (the English one is the registry's navLabel).
 */
function navOf(access: RouteAccess): readonly NavItem[] {
  return ROUTES.flatMap((route) => {
    const labelKey = `nav.${route.key}`;
    return route.access === access && route.navLabel && isLayoutKey(labelKey)
      ? [{ labelKey, to: route.path }]
      : [];
  });
}

export const PUBLIC_NAV = navOf('public');

/** Upgrade Account has no nav label: it is reached from buttons, not the nav (SPEC §2). */
export const DASHBOARD_NAV = navOf('guarded');

/** The footer's own wording (it links more pages than the nav, some in sentence case). */
const FOOTER_LABELS: readonly (readonly [RouteKey, LayoutKey])[] = [
  ['plans', 'footer.plans'],
  ['prices', 'footer.prices'],
  ['about', 'footer.about'],
  ['services', 'footer.services'],
  ['guides', 'footer.guides'],
  ['helpCenter', 'footer.helpCenter'],
  ['contact', 'footer.contact'],
  ['termsOfUse', 'footer.termsOfUse'],
  ['privacyPolicy', 'footer.privacyPolicy'],
];

export const FOOTER_LINKS: readonly NavItem[] = FOOTER_LABELS.map(([key, labelKey]) => ({
  labelKey,
  to: paths[key],
}));
