import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type {
  AddressBookResponse,
  AntiPhishingPhraseResponse,
  LoginHistoryResponse,
  PasskeysResponse,
  SessionsResponse,
} from '../api/types';
import { marketFeedHandlers } from './marketFeedHandlers';
import { buildLoginResponse, buildUser } from './fixtures';
import { serveDepositList, serveWithdrawalList } from './historyHandlers';
import { defaultNotificationHandlers } from './notificationHandlers';
import { defaultTradingHandlers } from './tradingHandlers';
import { apiUrl } from './urls';

export { apiUrl, marketUrl } from './urls';

const CHROME_ON_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Default answers for a healthy server; tests override what they are about. */
export const defaultHandlers = [
  http.get(apiUrl('/'), () => HttpResponse.text('ok')),
  http.post(apiUrl('/auth/login'), () => HttpResponse.json(buildLoginResponse())),
  http.get(apiUrl('/transaction/token-user'), () => HttpResponse.json(buildUser())),
  // Empty histories, paged or whole as the request asks (SPEC §11.2).
  serveDepositList([]),
  serveWithdrawalList([]),
  // An account starts with an empty withdrawal address book (SPEC §11.4).
  http.get(apiUrl('/withdrawal/addresses'), () =>
    HttpResponse.json({ addresses: [] } satisfies AddressBookResponse),
  ),
  // A new account's performance: today only, nothing in the ledger (SPEC §11.3).
  http.get(apiUrl('/portfolio/history'), ({ request }) =>
    HttpResponse.json({
      range: new URL(request.url).searchParams.get('range'),
      points: [
        {
          date: new Date().toISOString().slice(0, 10),
          balance: '0.00',
          netDeposits: '0.00',
          tradeProfit: '0.00',
        },
      ],
    }),
  ),
  // Account → Security: a signed-in user has at least this browser's session, with the names
  // the server reads from its User-Agent.
  http.get(apiUrl('/auth/sessions'), () =>
    HttpResponse.json({
      sessions: [
        {
          id: 'session-current',
          createdAt: '2026-11-01T09:00:00.000Z',
          lastSeenAt: new Date().toISOString(),
          ip: '203.0.113.7',
          userAgent: CHROME_ON_LINUX,
          device: { browser: 'Chrome', os: 'Linux' },
          current: true,
        },
      ],
    } satisfies SessionsResponse),
  ),
  // Account → Security: no anti-phishing phrase set (SPEC §12.5).
  http.get(apiUrl('/auth/anti-phishing-phrase'), () =>
    HttpResponse.json({ phrase: null } satisfies AntiPhishingPhraseResponse),
  ),
  // No passkeys yet (SPEC §12.5).
  http.get(apiUrl('/auth/passkeys'), () =>
    HttpResponse.json({ passkeys: [] } satisfies PasskeysResponse),
  ),
  http.get(apiUrl('/auth/login-history'), () =>
    HttpResponse.json({ logins: [], events: [] } satisfies LoginHistoryResponse),
  ),
  // A dashboard reports input so the server's idle expiry starts again (SPEC §11.1).
  http.post(
    apiUrl('/auth/sessions/current/activity'),
    () => new HttpResponse(null, { status: 204 }),
  ),
  // Spot trading (SPEC §12): fresh prices, cash and nothing held or traded yet.
  ...defaultTradingHandlers,
  // SPEC §12.4: nothing watched, no alerts, an empty inbox, every e-mail switch on.
  ...defaultNotificationHandlers,
  // The market feed answers with the recorded data set (fixtures/market), as the server's
  // fixtures mode does.
  ...marketFeedHandlers,
];

export const server = setupServer(...defaultHandlers);
