import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { config } from '../app/config';
import { buildLoginResponse, buildUser } from './fixtures';

/** Builds a full API URL the way the app does, so handlers and app cannot disagree. */
export const apiUrl = (path: string) => `${config.apiUrl}${path}`;
export const marketUrl = (path: string) => `${config.marketDataUrl}${path}`;

/** Default answers for a healthy server; tests override what they are about. */
export const defaultHandlers = [
  http.get(apiUrl('/'), () => HttpResponse.text('ok')),
  http.post(apiUrl('/auth/login'), () => HttpResponse.json(buildLoginResponse())),
  http.get(apiUrl('/transaction/token-user'), () => HttpResponse.json(buildUser())),
  http.get(apiUrl('/transaction/all'), () => HttpResponse.json({ allTransactions: [] })),
  http.get(apiUrl('/withdrawal/all'), () => HttpResponse.json({ allWithdrawals: [] })),
  http.get(marketUrl('/coins/markets'), () => HttpResponse.json([])),
];

export const server = setupServer(...defaultHandlers);
