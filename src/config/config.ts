/**
 * Runtime configuration. Every value comes from an environment variable at build time
 * (webpack's DefinePlugin replaces each `process.env.X` below with a literal; jest reads the
 * real environment), with defaults that point at the local reference server. Nothing else in
 * the code base spells a host, mailbox or deposit address.
 */

import { DEFAULT_IDLE_TIMEOUT_MINUTES, parseIdleTimeoutMinutes } from './idleTimeout';
import { DEFAULT_UNLOCK_DELAY_HOURS, parseUnlockDelayHours } from './unlockDelay';

export type DepositMethod = 'Bitcoin' | 'Ethereum' | 'USDT' | 'TRX' | 'Solana' | 'BNB';

export interface AppConfig {
  /** Base URL of the Meridian API (SPEC §8 `{host}`), without a trailing slash. */
  apiUrl: string;
  /** Base URL of the CoinGecko-compatible market feed, without a trailing slash. */
  marketDataUrl: string;
  /**
   * WebSocket URL of the real-time ticker stream (MARKET_STREAM_URL), in Binance's ticker format
   * unless another adapter is chosen in src/api/tickerAdapters.ts.
   */
  marketStreamUrl: string;
  productName: string;
  supportEmail: string;
  supportPhone: string;
  whatsappUrl: string;
  /** Platform deposit addresses; an empty string means "Not available". */
  depositAddresses: Record<DepositMethod, string>;
  /**
   * Minutes without input on a dashboard page before "Are you still there?" (SPEC §11.1). The
   * server reads the same setting for its own idle expiry (src/config/idleTimeout.ts).
   */
  idleTimeoutMinutes: number;
  /**
   * Hours withdrawals stay closed after an unlock (SPEC §12.5), as "Lock my account" tells it
   * before the lock; the server reads the same setting (src/config/unlockDelay.ts).
   */
  unlockDelayHours: number;
  /**
   * Whether Redux DevTools may connect (REDUX_DEVTOOLS=on|off): on in development, off in a
   * production build unless set — a staging bundle for QA sets it on (src/app/devTools.ts).
   */
  reduxDevTools: boolean;
  /**
   * The build of `npm run demo` (DEMO_BUILD=on, set by scripts/demo.mjs): its market figures
   * are the offline feed's sample data, so no copy may claim live prices.
   */
  demoBuild: boolean;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function env(value: string | undefined, fallback: string): string {
  return value === undefined || value === '' ? fallback : value;
}

/** `on`/`off` decide; anything else (unset, a typo) falls back to the build's mode. */
export function devToolsSetting(value: string | undefined, nodeEnv: string | undefined): boolean {
  const setting = env(value, '').trim().toLowerCase();
  if (setting === 'on') return true;
  if (setting === 'off') return false;
  return nodeEnv !== 'production';
}

export const config: AppConfig = {
  apiUrl: withoutTrailingSlash(env(process.env.API_URL, 'http://localhost:4000')),
  marketDataUrl: withoutTrailingSlash(
    env(process.env.MARKET_DATA_URL, 'https://api.coingecko.com/api/v3'),
  ),
  marketStreamUrl: env(
    process.env.MARKET_STREAM_URL,
    'wss://stream.binance.com:9443/ws/!miniTicker@arr',
  ),
  productName: env(process.env.PRODUCT_NAME, 'Meridian'),
  supportEmail: env(process.env.SUPPORT_EMAIL, 'support@meridian.example'),
  supportPhone: env(process.env.SUPPORT_PHONE, '+1 (000) 000-0000'),
  whatsappUrl: env(process.env.WHATSAPP_URL, 'https://wa.me/10000000000'),
  depositAddresses: {
    Bitcoin: env(process.env.DEPOSIT_ADDRESS_BTC, ''),
    Ethereum: env(process.env.DEPOSIT_ADDRESS_ETH, ''),
    USDT: env(process.env.DEPOSIT_ADDRESS_USDT, ''),
    TRX: env(process.env.DEPOSIT_ADDRESS_TRX, ''),
    Solana: env(process.env.DEPOSIT_ADDRESS_SOL, ''),
    BNB: env(process.env.DEPOSIT_ADDRESS_BNB, ''),
  },
  // A typo must not turn the idle sign-out off (NaN) or sign everyone out at once (0).
  idleTimeoutMinutes:
    parseIdleTimeoutMinutes(process.env.IDLE_TIMEOUT_MINUTES) ?? DEFAULT_IDLE_TIMEOUT_MINUTES,
  unlockDelayHours:
    parseUnlockDelayHours(process.env.UNLOCK_DELAY_HOURS) ?? DEFAULT_UNLOCK_DELAY_HOURS,
  reduxDevTools: devToolsSetting(process.env.REDUX_DEVTOOLS, process.env.NODE_ENV),
  demoBuild: process.env.DEMO_BUILD === 'on',
};
