import { http, HttpResponse } from 'msw';
import type {
  AlertResponse,
  AlertsResponse,
  AppNotification,
  CreateAlertRequest,
  EmailSettings,
  MarkReadRequest,
  NotificationSettings,
  NotificationsPage,
  PriceAlert,
  Watchlist,
} from '../api/types';
import { NOTIFICATION_KINDS } from '../api/types';
import { apiUrl } from './urls';

/**
 * Stand-ins for SPEC §12.4 over in-memory data a test owns: the watchlist, the price alerts,
 * the inbox (paged with opaque `page-<offset>` cursors, newest first) and the e-mail switches.
 * Every request is recorded so a test can check what the app sent.
 */

export interface NotificationsBackend {
  watchlist: string[];
  alerts: PriceAlert[];
  notifications: AppNotification[];
  settings: NotificationSettings;
  /** Query strings and headers of each GET /notifications. */
  inboxRequests: { search: URLSearchParams; headers: Headers }[];
  markReadBodies: MarkReadRequest[];
}

export function allEmailOn(): EmailSettings {
  return Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, true])) as EmailSettings;
}

let alertNumber = 0;

export function buildAlert(overrides: Partial<PriceAlert> = {}): PriceAlert {
  alertNumber += 1;
  return {
    id: `alert-${alertNumber}`,
    asset: 'BTC',
    direction: 'above',
    price: '100000.00',
    active: true,
    createdAt: '2026-11-20T10:00:00.000Z',
    firedAt: null,
    firedPrice: null,
    ...overrides,
  };
}

let notificationNumber = 0;

export function buildNotification(overrides: Partial<AppNotification> = {}): AppNotification {
  notificationNumber += 1;
  return {
    id: `notification-${notificationNumber}`,
    kind: 'deposit_approved',
    title: `Deposit approved ${notificationNumber}`,
    body: 'Your deposit of $100.00 was approved.',
    createdAt: new Date(Date.UTC(2026, 10, 1, 0, notificationNumber)).toISOString(),
    readAt: null,
    ...overrides,
  };
}

const refuse = (status: number, message: string) => HttpResponse.json({ message }, { status });

/** A backend for one test: pass what the user already has; the handlers keep it up to date. */
export function notificationsBackend(initial: Partial<NotificationsBackend> = {}) {
  const state: NotificationsBackend = {
    watchlist: [],
    alerts: [],
    notifications: [],
    settings: { email: allEmailOn() },
    inboxRequests: [],
    markReadBodies: [],
    ...initial,
  };
  const handlers = [
    http.get(apiUrl('/watchlist'), () =>
      HttpResponse.json({ assets: state.watchlist } satisfies Watchlist),
    ),
    http.put(apiUrl('/watchlist'), async ({ request }) => {
      const { assets } = (await request.json()) as Watchlist;
      if (assets.length > 20) return refuse(400, 'A watchlist holds at most 20 coins.');
      state.watchlist = assets;
      return HttpResponse.json({ assets } satisfies Watchlist);
    }),
    http.get(apiUrl('/alerts'), () =>
      HttpResponse.json({ alerts: state.alerts } satisfies AlertsResponse),
    ),
    http.post(apiUrl('/alerts'), async ({ request }) => {
      const body = (await request.json()) as CreateAlertRequest;
      if (state.alerts.filter((alert) => alert.active).length >= 20) {
        return refuse(409, 'You have 20 active alerts, the most allowed. Delete one first.');
      }
      const alert = buildAlert({ ...body, createdAt: new Date().toISOString() });
      state.alerts = [alert, ...state.alerts];
      return HttpResponse.json({ alert } satisfies AlertResponse, { status: 201 });
    }),
    http.delete(apiUrl('/alerts/:id'), ({ params }) => {
      const before = state.alerts.length;
      state.alerts = state.alerts.filter((alert) => alert.id !== params.id);
      if (state.alerts.length === before) return refuse(404, 'Alert not found.');
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(apiUrl('/notifications'), ({ request }) => {
      const search = new URL(request.url).searchParams;
      state.inboxRequests.push({ search, headers: request.headers });
      const newestFirst = [...state.notifications].sort(
        (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt),
      );
      const limit = Number(search.get('limit') ?? 20);
      const cursor = search.get('cursor');
      const offset = cursor ? Number(cursor.replace('page-', '')) : 0;
      const end = offset + limit;
      return HttpResponse.json({
        notifications: newestFirst.slice(offset, end),
        nextCursor: end < newestFirst.length ? `page-${end}` : null,
        unread: state.notifications.filter((item) => item.readAt === null).length,
      } satisfies NotificationsPage);
    }),
    http.post(apiUrl('/notifications/read'), async ({ request }) => {
      const body = (await request.json()) as MarkReadRequest;
      state.markReadBodies.push(body);
      const readAt = new Date().toISOString();
      state.notifications = state.notifications.map((item) =>
        body.ids.includes(item.id) && item.readAt === null ? { ...item, readAt } : item,
      );
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(apiUrl('/notifications/settings'), () => HttpResponse.json(state.settings)),
    http.put(apiUrl('/notifications/settings'), async ({ request }) => {
      const body = (await request.json()) as NotificationSettings;
      state.settings = { email: { ...body.email, security: true } };
      return HttpResponse.json(state.settings);
    }),
  ];
  return { state, handlers };
}

/** A new account: nothing watched, no alerts, an empty inbox, every e-mail switch on. */
export const defaultNotificationHandlers = [
  http.get(apiUrl('/watchlist'), () => HttpResponse.json({ assets: [] } satisfies Watchlist)),
  http.get(apiUrl('/alerts'), () => HttpResponse.json({ alerts: [] } satisfies AlertsResponse)),
  http.get(apiUrl('/notifications'), () =>
    HttpResponse.json({
      notifications: [],
      nextCursor: null,
      unread: 0,
    } satisfies NotificationsPage),
  ),
  http.get(apiUrl('/notifications/settings'), () =>
    HttpResponse.json({ email: allEmailOn() } satisfies NotificationSettings),
  ),
];
