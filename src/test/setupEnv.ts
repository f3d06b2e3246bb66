// Runs before any module is imported, so src/app/config.ts reads these values.
import '../../__mocks__/browserApis';

process.env.API_URL = 'http://api.test';
process.env.MARKET_DATA_URL = 'http://market.test/api/v3';
process.env.SUPPORT_EMAIL = 'support@meridian.test';
process.env.DEPOSIT_ADDRESS_BTC = 'bc1-platform-btc-address';
process.env.DEPOSIT_ADDRESS_ETH = '0xPlatformEthAddress';
process.env.DEPOSIT_ADDRESS_USDT = 'TPlatformUsdtAddress';
