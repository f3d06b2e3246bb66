import type { FastifyInstance } from 'fastify';
import { notificationEndpoints } from '../../../src/api/contract';
import { historyCursors } from '../accounts/historyCursor';
import { markLanguage, requestLanguage } from '../http/language';
import { alertsOf, createAlert, removeAlert } from '../notifications/alerts';
import { markRead, notificationsPage } from '../notifications/inbox';
import { emailSettings, setEmailSettings } from '../notifications/settings';
import { setWatchlist, watchlistOf } from '../notifications/watchlist';
import { typed, type RouteDependencies } from './routeDependencies';

/**
 * The watchlist, price alerts and the inbox (SPEC §12.4), always the signed-in user's own:
 * registered inside `bearerScope`. The bell polls GET /notifications with the background header,
 * which bearerScope answers without counting it as use of the session.
 */
export function notificationRoutes({ db, config }: RouteDependencies) {
  const cursors = historyCursors(config.tokenSecret);
  return async function register(app: FastifyInstance) {
    const api = typed(app);

    api.route({
      ...notificationEndpoints.watchlist,
      handler: (request) => watchlistOf(db, request.user.id),
    });
    api.route({
      ...notificationEndpoints.setWatchlist,
      handler: (request) => setWatchlist(db, request.user.id, request.body),
    });

    api.route({
      ...notificationEndpoints.alerts,
      handler: (request) => alertsOf(db, request.user.id),
    });
    api.route({
      ...notificationEndpoints.createAlert,
      handler: async (request, reply) => {
        const alert = await createAlert(db, request.user.id, request.body, config.tradableAssets);
        return reply.code(201).send({ alert });
      },
    });
    api.route({
      ...notificationEndpoints.removeAlert,
      handler: async (request, reply) => {
        await removeAlert(db, request.user.id, request.params.id);
        return reply.code(204).send();
      },
    });

    api.route({
      ...notificationEndpoints.notifications,
      handler: (request, reply) => {
        const language = requestLanguage(request);
        markLanguage(reply, language);
        return notificationsPage(db, cursors, request.user.id, request.query, language);
      },
    });
    api.route({
      ...notificationEndpoints.markRead,
      handler: async (request, reply) => {
        await markRead(db, request.user.id, request.body.ids);
        return reply.code(204).send();
      },
    });
    api.route({
      ...notificationEndpoints.settings,
      handler: (request) => emailSettings(db, request.user.id),
    });
    api.route({
      ...notificationEndpoints.setSettings,
      handler: (request) =>
        setEmailSettings(db, request.user.id, request.body, requestLanguage(request)),
    });
  };
}
