import { api, TAG } from '../../api/api';
import type {
  AlertResponse,
  AlertsResponse,
  CreateAlertRequest,
  MarkReadRequest,
  NotificationSettings,
  NotificationsPage,
  NotificationsQuery,
  Watchlist,
} from '../../api/types';
import { BACKGROUND_REQUEST_HEADER } from '../../api/types';

/** Notifications per inbox page (the contract's default `limit`). */
export const INBOX_PAGE_SIZE = 20;

/**
 * The bell asks for the smallest page: it needs only `unread`, which counts across pages.
 * The call is the app's own, not the user's, so it is marked as background: polling must never
 * keep an idle session alive (src/config/idleTimeout.ts, the server's authenticate).
 */
const UNREAD_QUERY: NotificationsQuery = { limit: 1 };

/**
 * Watchlist, price alerts and notifications (SPEC §12.4). The watchlist and the e-mail switches
 * change on screen at once and go back to what the server holds when it refuses; marking read
 * refreshes the inbox and the bell's count together (one tag).
 */
export const notificationsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getWatchlist: build.query<Watchlist, void>({
      query: () => ({ url: '/watchlist' }),
      providesTags: [TAG.watchlist],
    }),
    setWatchlist: build.mutation<Watchlist, Watchlist>({
      query: (body) => ({ url: '/watchlist', method: 'PUT', body }),
      async onQueryStarted(wanted, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          notificationsApi.util.updateQueryData('getWatchlist', undefined, () => wanted),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(notificationsApi.util.updateQueryData('getWatchlist', undefined, () => data));
        } catch {
          patch.undo();
        }
      },
    }),
    getAlerts: build.query<AlertsResponse, void>({
      query: () => ({ url: '/alerts' }),
      providesTags: [TAG.alerts],
    }),
    createAlert: build.mutation<AlertResponse, CreateAlertRequest>({
      query: (body) => ({ url: '/alerts', method: 'POST', body }),
      invalidatesTags: [TAG.alerts],
    }),
    removeAlert: build.mutation<void, string>({
      query: (id) => ({ url: `/alerts/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [TAG.alerts],
    }),
    getUnreadCount: build.query<number, void>({
      query: () => ({
        url: '/notifications',
        params: UNREAD_QUERY,
        headers: { [BACKGROUND_REQUEST_HEADER]: '1' },
      }),
      transformResponse: (page: NotificationsPage) => page.unread,
      providesTags: [TAG.notifications],
    }),
    getInbox: build.infiniteQuery<NotificationsPage, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ pageParam }) => ({
        url: '/notifications',
        params: {
          limit: INBOX_PAGE_SIZE,
          ...(pageParam && { cursor: pageParam }),
        } satisfies NotificationsQuery,
      }),
      providesTags: [TAG.notifications],
    }),
    markRead: build.mutation<void, MarkReadRequest>({
      query: (body) => ({ url: '/notifications/read', method: 'POST', body }),
      invalidatesTags: [TAG.notifications],
    }),
    getNotificationSettings: build.query<NotificationSettings, void>({
      query: () => ({ url: '/notifications/settings' }),
      providesTags: [TAG.notificationSettings],
    }),
    setNotificationSettings: build.mutation<NotificationSettings, NotificationSettings>({
      query: (body) => ({ url: '/notifications/settings', method: 'PUT', body }),
      async onQueryStarted(wanted, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          notificationsApi.util.updateQueryData('getNotificationSettings', undefined, () => wanted),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(
            notificationsApi.util.updateQueryData('getNotificationSettings', undefined, () => data),
          );
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const {
  useGetWatchlistQuery,
  useSetWatchlistMutation,
  useGetAlertsQuery,
  useCreateAlertMutation,
  useRemoveAlertMutation,
  useGetUnreadCountQuery,
  useGetInboxInfiniteQuery,
  useMarkReadMutation,
  useGetNotificationSettingsQuery,
  useSetNotificationSettingsMutation,
} = notificationsApi;
