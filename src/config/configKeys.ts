/**
 * The environment variables read by src/app/config.ts. webpack.config.ts defines exactly these
 * for the browser build, so a new setting is added here and in config.ts, nowhere else.
 */
export const CONFIG_ENV_KEYS = [
  'API_URL',
  'MARKET_DATA_URL',
  'MARKET_STREAM_URL',
  'PRODUCT_NAME',
  'SUPPORT_EMAIL',
  'SUPPORT_PHONE',
  'WHATSAPP_URL',
  'DEPOSIT_ADDRESS_BTC',
  'DEPOSIT_ADDRESS_ETH',
  'DEPOSIT_ADDRESS_USDT',
  'DEPOSIT_ADDRESS_TRX',
  'DEPOSIT_ADDRESS_SOL',
  'DEPOSIT_ADDRESS_BNB',
  'IDLE_TIMEOUT_MINUTES',
  'UNLOCK_DELAY_HOURS',
  'REDUX_DEVTOOLS',
  'DEMO_BUILD',
] as const;
