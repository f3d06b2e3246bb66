import type {
  Deposit,
  LoginSuccessResponse,
  MarketCoin,
  UserDetails,
  Withdrawal,
} from '../api/types';

/** Builders for contract objects: realistic defaults, override what a test is about. */
export function buildUser(overrides: Partial<UserDetails> = {}): UserDetails {
  return {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    zipCode: '10001',
    address: '12 Analytical Row',
    gender: 'female',
    phoneNumber: '',
    investmentGoal: 'Investing for Retirement',
    verified: true,
    plan: 'Premium - Gold',
    notification: '',
    currency: '$',
    pendBalance: 0,
    referralBonus: 0,
    tradingProgress: 0,
    totalDeposit: 0,
    totalEquity: 0,
    tradeProfit: 0,
    availableCash: 0,
    withdrawalCharges: 0,
    userCanWithdraw: false,
    withdrawalHoldReason: null,
    bitcoinAddress: '',
    ethereumAddress: '',
    usdtAddress: '',
    twoFactorEnabled: false,
    hasPasskey: false,
    withdrawalsOpenAt: null,
    demo: false,
    ...overrides,
  };
}

export function buildLoginResponse(
  overrides: Partial<LoginSuccessResponse> = {},
): LoginSuccessResponse {
  return { token: 'token-abc.123', user: buildUser(), ...overrides };
}

let sequence = 0;
function nextId(): string {
  sequence += 1;
  return sequence.toString(16).padStart(24, '0');
}

export function buildDeposit(overrides: Partial<Deposit> = {}): Deposit {
  const id = nextId();
  return {
    _id: id,
    amount: 500,
    date: '2026-11-01T10:00:00.000Z',
    reference: `DEP-${id.slice(-6)}`,
    status: 'pending',
    ...overrides,
  };
}

export function buildWithdrawal(overrides: Partial<Withdrawal> = {}): Withdrawal {
  const id = nextId();
  return {
    _id: id,
    amount: 100,
    createdAt: '2026-11-02T10:00:00.000Z',
    reference: `WDR-${id.slice(-6)}`,
    status: 'pending',
    charges: 0,
    walletAddress: 'bc1qexamplewalletaddress',
    email: 'ada@example.com',
    exchange: 'Binance',
    asset: 'BTC',
    ...overrides,
  };
}

/**
 * A `/coins/markets` row for a test about an edge case the recorded feed does not have (a figure
 * the feed left out, say). Tests that only need "some coins" use the recorded feed instead.
 */
export function buildMarketCoin(
  overrides: Partial<MarketCoin> & Pick<MarketCoin, 'id' | 'name'>,
): MarketCoin {
  return {
    symbol: overrides.id.slice(0, 3),
    image: `http://images.test/${overrides.id}.png`,
    current_price: 1,
    market_cap: 1_000_000,
    market_cap_rank: 1,
    total_volume: 10_000,
    price_change_percentage_24h: 0,
    ...overrides,
  };
}
