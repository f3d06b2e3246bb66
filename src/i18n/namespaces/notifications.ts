import { defineNamespace } from '../catalogue';
import en from '../locales/en/notifications.json';

/** The watchlist, price alerts, the bell and its inbox, and Account → Notifications. */
export const notificationsMessages = defineNamespace('notifications', en);

export type NotificationsKey = keyof typeof en;
