import { config } from '../config/config';

/** Builds a full API URL the way the app does, so handlers and app cannot disagree. */
export const apiUrl = (path: string) => `${config.apiUrl}${path}`;
export const marketUrl = (path: string) => `${config.marketDataUrl}${path}`;
