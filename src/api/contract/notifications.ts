import Type, { type Static } from 'typebox';
import {
  BEARER,
  CONTRACT_KEYWORDS,
  endpoint,
  errors,
  NextCursor,
  NoContent,
  PageCursor,
  PageLimit,
  Timestamp,
} from './common';
import {
  ALERT_DIRECTIONS,
  ALERTS_MAX_ACTIVE,
  NOTIFICATION_KINDS,
  NOTIFICATIONS_PAGE_MAX_LIMIT,
  WATCHLIST_MAX_ASSETS,
} from './constants';
import { AssetSymbol, PriceString } from './trading';

/**
 * Watchlist, price alerts and notifications (SPEC §12.4). Prices are plain decimal strings, as
 * in the trading contract, so no binary float touches a threshold on either side.
 */

// ——— Watchlist ———

export const Watchlist = Type.Object({
  assets: Type.Array(AssetSymbol(), {
    maxItems: WATCHLIST_MAX_ASSETS,
    uniqueItems: true,
    description: `Up to ${WATCHLIST_MAX_ASSETS} coins of the market feed, in the user's order.`,
    [CONTRACT_KEYWORDS.messages]: {
      maxItems: 'watchlist_full',
      uniqueItems: 'watchlist_duplicate',
    },
  }),
});
export type Watchlist = Static<typeof Watchlist>;

// ——— Price alerts ———

export const AlertDirection = Type.Enum(ALERT_DIRECTIONS, {
  type: 'string',
  [CONTRACT_KEYWORDS.messages]: { enum: 'field_one_of_list' },
});
export type AlertDirection = Static<typeof AlertDirection>;

export const PriceAlert = Type.Object({
  id: Type.String(),
  asset: Type.String(),
  direction: AlertDirection,
  price: PriceString('The level: fires at the first refresh at or beyond it.'),
  active: Type.Boolean({ description: 'False once fired (or never again checked).' }),
  createdAt: Timestamp(),
  firedAt: Type.Unsafe<string | null>({
    type: ['string', 'null'],
    format: 'date-time',
    description: 'When it fired; null while active.',
  }),
  firedPrice: Type.Unsafe<string | null>({
    type: ['string', 'null'],
    pattern: '^\\d+(\\.\\d{1,8})?$',
    description: 'The price of the refresh that fired it; null while active.',
  }),
});
export type PriceAlert = Static<typeof PriceAlert>;

export const AlertsResponse = Type.Object({
  alerts: Type.Array(PriceAlert, { description: 'Newest first; fired ones too.' }),
});
export type AlertsResponse = Static<typeof AlertsResponse>;

export const CreateAlertRequest = Type.Object({
  asset: AssetSymbol(),
  direction: AlertDirection,
  price: Type.String({
    maxLength: 40,
    description: 'A decimal string > 0 with up to 8 places: "100000.00".',
    examples: ['100000.00'],
  }),
});
export type CreateAlertRequest = Static<typeof CreateAlertRequest>;

export const AlertResponse = Type.Object({ alert: PriceAlert });
export type AlertResponse = Static<typeof AlertResponse>;

export const AlertParams = Type.Object({ id: Type.String({ maxLength: 64 }) });
export type AlertParams = Static<typeof AlertParams>;

// ——— Notifications ———

export const NotificationKind = Type.Enum(NOTIFICATION_KINDS, { type: 'string' });
export type NotificationKind = Static<typeof NotificationKind>;

export const AppNotification = Type.Object({
  id: Type.String(),
  kind: NotificationKind,
  title: Type.String(),
  body: Type.String(),
  createdAt: Timestamp(),
  readAt: Type.Unsafe<string | null>({
    type: ['string', 'null'],
    format: 'date-time',
    description: 'When the user read it; null while unread.',
  }),
});
export type AppNotification = Static<typeof AppNotification>;

export const NotificationsQuery = Type.Object(
  {
    limit: PageLimit({ max: NOTIFICATIONS_PAGE_MAX_LIMIT, default: 20 }),
    cursor: PageCursor(),
  },
  { dependencies: { cursor: ['limit'] } },
);
export type NotificationsQuery = Static<typeof NotificationsQuery>;

export const NotificationsPage = Type.Object({
  notifications: Type.Array(AppNotification, { description: 'Newest first.' }),
  nextCursor: NextCursor(),
  unread: Type.Integer({ description: 'Unread notifications in all, across pages.' }),
});
export type NotificationsPage = Static<typeof NotificationsPage>;

export const MarkReadRequest = Type.Object({
  ids: Type.Array(Type.String({ maxLength: 64 }), {
    minItems: 1,
    maxItems: NOTIFICATIONS_PAGE_MAX_LIMIT,
    description: "The user's own notifications to mark read; others' and unknown ids are ignored.",
  }),
});
export type MarkReadRequest = Static<typeof MarkReadRequest>;

/** Which kinds also go by e-mail. `security` is always true and cannot be switched off. */
export const EmailSettings = Type.Object(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, Type.Boolean()])) as Record<
    (typeof NOTIFICATION_KINDS)[number],
    ReturnType<typeof Type.Boolean>
  >,
);
export type EmailSettings = Record<(typeof NOTIFICATION_KINDS)[number], boolean>;

export const NotificationSettings = Type.Object({ email: EmailSettings });
export type NotificationSettings = { email: EmailSettings };

const TAGS = ['Watchlist, alerts and notifications'];

export const notificationEndpoints = {
  watchlist: endpoint('GET', '/watchlist', {
    summary: 'The coins the user watches, in their order',
    tags: TAGS,
    security: BEARER,
    response: { 200: Watchlist, ...errors(401, 429) },
  }),
  setWatchlist: endpoint('PUT', '/watchlist', {
    summary: `Replaces the watchlist (up to ${WATCHLIST_MAX_ASSETS} coins of the market feed)`,
    tags: TAGS,
    security: BEARER,
    body: Watchlist,
    response: { 200: Watchlist, ...errors(400, 401, 429) },
  }),
  alerts: endpoint('GET', '/alerts', {
    summary: 'The user’s price alerts, active and fired',
    tags: TAGS,
    security: BEARER,
    response: { 200: AlertsResponse, ...errors(401, 429) },
  }),
  createAlert: endpoint('POST', '/alerts', {
    summary: `Alert me when a tradable coin crosses a price (up to ${ALERTS_MAX_ACTIVE} active)`,
    tags: TAGS,
    security: BEARER,
    body: CreateAlertRequest,
    response: { 201: AlertResponse, ...errors(400, 401, 409, 429) },
  }),
  removeAlert: endpoint('DELETE', '/alerts/:id', {
    summary: 'Removes one of the user’s alerts',
    tags: TAGS,
    security: BEARER,
    params: AlertParams,
    response: { 204: NoContent(), ...errors(401, 404, 429) },
  }),
  notifications: endpoint('GET', '/notifications', {
    summary: 'The inbox, newest first, one page at a time, with the unread count',
    tags: TAGS,
    security: BEARER,
    querystring: NotificationsQuery,
    response: { 200: NotificationsPage, ...errors(400, 401, 429) },
  }),
  markRead: endpoint('POST', '/notifications/read', {
    summary: 'Marks the given notifications read',
    tags: TAGS,
    security: BEARER,
    body: MarkReadRequest,
    response: { 204: NoContent(), ...errors(400, 401, 429) },
  }),
  settings: endpoint('GET', '/notifications/settings', {
    summary: 'Which notification kinds also go by e-mail',
    tags: TAGS,
    security: BEARER,
    response: { 200: NotificationSettings, ...errors(401, 429) },
  }),
  setSettings: endpoint('PUT', '/notifications/settings', {
    summary: 'Switches e-mail per kind (security e-mails stay on)',
    tags: TAGS,
    security: BEARER,
    body: NotificationSettings,
    response: { 200: NotificationSettings, ...errors(400, 401, 429) },
  }),
};
