import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  afterBuy,
  afterSell,
  averageCost,
  buyFigures,
  divideHalfUp,
  feePercentUnits,
  formatMoney,
  formatQuantity,
  fromUnits,
  parseOrderAmount,
  sellFigures,
  toUnits,
  valueCents,
} from '../src/trading/tradeMath';

const price = (text: string) => toUnits(text, 8);
const cents = (text: string) => toUnits(text, 2);
const qty = (text: string) => toUnits(text, 8);
const HALF_PERCENT = feePercentUnits('0.5');

/** The figures as the API shows them. */
const shown = (figures: ReturnType<typeof buyFigures>) => ({
  quantity: formatQuantity(figures.quantity),
  subtotal: formatMoney(figures.subtotalCents),
  fee: formatMoney(figures.feeCents),
  total: formatMoney(figures.totalCents),
});

test('half-up division rounds a half away from zero and nothing else', () => {
  assert.equal(divideHalfUp(5n, 10n), 1n);
  assert.equal(divideHalfUp(4n, 10n), 0n);
  assert.equal(divideHalfUp(15n, 10n), 2n);
  assert.equal(divideHalfUp(149n, 100n), 1n);
  assert.equal(divideHalfUp(-5n, 10n), -1n);
  assert.equal(divideHalfUp(-4n, 10n), 0n);
});

test('decimal strings convert to units and back exactly', () => {
  assert.equal(toUnits('67012.50000000', 2), 6701250n, 'trailing zeros beyond the scale are fine');
  assert.equal(toUnits('-12.5', 2), -1250n);
  assert.equal(toUnits('0.00000001', 8), 1n);
  assert.throws(() => toUnits('0.001', 2), /more than 2 decimal places/);
  assert.throws(() => toUnits('1e5', 2), /not a plain decimal/);
  assert.equal(fromUnits(-5n, 2), '-0.05');
  assert.equal(fromUnits(0n, 2), '0.00');
  assert.equal(formatQuantity(50_000_000n), '0.5');
  assert.equal(formatQuantity(300_000_000n), '3');
  assert.equal(formatQuantity(1n), '0.00000001');
});

test('an order amount is taken exactly as written, or refused — never rounded', () => {
  assert.deepEqual(parseOrderAmount('250.00', 2), { ok: true, units: 25000n });
  assert.deepEqual(parseOrderAmount(250.5, 2), { ok: true, units: 25050n });
  assert.deepEqual(parseOrderAmount('0.12345678', 8), { ok: true, units: 12345678n });
  assert.deepEqual(parseOrderAmount('0009.5', 2), { ok: true, units: 950n });
  const problem = (amount: string | number, places: number) => {
    const parsed = parseOrderAmount(amount, places);
    return parsed.ok ? 'ok' : parsed.problem;
  };
  assert.equal(problem('10.005', 2), 'too_precise');
  assert.equal(problem('0.123456789', 8), 'too_precise');
  // 0.1 + 0.2 as a JSON number is 0.30000000000000004: too precise, not "0.30".
  assert.equal(problem(0.1 + 0.2, 2), 'too_precise');
  assert.equal(problem('1e3', 2), 'malformed');
  assert.equal(problem(1e21, 2), 'malformed', 'String(1e21) is "1e+21"');
  assert.equal(problem(1e-7, 8), 'malformed', 'String(1e-7) is "1e-7"');
  assert.equal(problem('NaN', 2), 'malformed');
  assert.equal(problem(Number.NaN, 2), 'malformed');
  assert.equal(problem('Infinity', 2), 'malformed');
  assert.equal(problem(' 5', 2), 'malformed');
  assert.equal(problem('+5', 2), 'malformed');
  assert.equal(problem('5.', 2), 'malformed');
  assert.equal(problem('', 2), 'malformed');
  assert.equal(problem('1,000', 2), 'malformed');
  assert.equal(problem('0', 2), 'not_positive');
  assert.equal(problem('0.00', 2), 'not_positive');
  assert.equal(problem('-5', 2), 'not_positive');
  assert.equal(problem(-0.01, 2), 'not_positive');
  assert.equal(problem('12345678901234567890', 2), 'too_large');
  assert.equal(problem('9999999999999.99', 2), 'ok', '13 whole digits are allowed');
  assert.equal(problem('00000000000000001', 2), 'ok', 'leading zeros are not digits of size');
});

test('a buy: fee to the cent half-up, subtotal = amount − fee, quantity down to 8 places', () => {
  // $100 at 0.5% → fee 0.50, subtotal 99.50; 99.5 / 67000 = 0.00148507462… → 0.00148507.
  assert.deepEqual(shown(buyFigures(cents('100.00'), price('67000'), HALF_PERCENT)), {
    quantity: '0.00148507',
    subtotal: '99.50',
    fee: '0.50',
    total: '100.00',
  });
  // $1.01 → fee 0.00505 → 0.01 (half-up); $1.00 → 0.005 → 0.01; $0.99 → 0.00495 → 0.00.
  assert.equal(buyFigures(cents('1.01'), price('1'), HALF_PERCENT).feeCents, 1n);
  assert.equal(buyFigures(cents('1.00'), price('1'), HALF_PERCENT).feeCents, 1n);
  assert.equal(buyFigures(cents('0.99'), price('1'), HALF_PERCENT).feeCents, 0n);
  // Quantity is cut, never rounded up: 9.95 / 3 = 3.31666666666… → 3.31666666.
  assert.equal(
    formatQuantity(buyFigures(cents('10.00'), price('3'), HALF_PERCENT).quantity),
    '3.31666666',
  );
  // A buy too small for 1e-8 of the asset has quantity 0 (the quote refuses it).
  assert.equal(buyFigures(cents('0.01'), price('2000000'), HALF_PERCENT).quantity, 0n);
  // A fee percent with four places.
  assert.equal(buyFigures(cents('1000.00'), price('1'), feePercentUnits('0.1234')).feeCents, 123n);
});

test('a sell: subtotal = quantity × price half-up, fee half-up, total = subtotal − fee', () => {
  // 0.015 × 67012.5 = 1005.1875 → 1005.19; fee 5.025938 → 5.03; total 1000.16.
  assert.deepEqual(shown(sellFigures(qty('0.015'), price('67012.5'), HALF_PERCENT)), {
    quantity: '0.015',
    subtotal: '1005.19',
    fee: '5.03',
    total: '1000.16',
  });
  // 0.00000001 × 150 = 0.0000015 → 0.00: worth nothing (the quote refuses it).
  assert.equal(sellFigures(qty('0.00000001'), price('150'), HALF_PERCENT).totalCents, 0n);
  // Exactly half a cent rounds up: 0.5 × 0.01 = 0.005 → 0.01.
  assert.equal(valueCents(qty('0.5'), price('0.01')), 1n);
  assert.equal(valueCents(qty('0.49999999'), price('0.01')), 0n);
});

test('cost, average cost and realized profit on a worked example', () => {
  // Buy $1000 of BTC at 50,000: fee 5.00, quantity 995 / 50000 = 0.0199 BTC, cost 1000.
  const first = buyFigures(cents('1000.00'), price('50000'), HALF_PERCENT);
  assert.equal(formatQuantity(first.quantity), '0.0199');
  let position = afterBuy({ quantity: 0n, costBasis: 0n }, first.quantity, first.totalCents);
  // Buy $500 at 62,500: fee 2.50, quantity 497.5 / 62500 = 0.00796 BTC; cost 1500.
  const second = buyFigures(cents('500.00'), price('62500'), HALF_PERCENT);
  assert.equal(formatQuantity(second.quantity), '0.00796');
  position = afterBuy(position, second.quantity, second.totalCents);
  assert.equal(formatQuantity(position.quantity), '0.02786');
  // Average cost 1500 / 0.02786 = 53840.631730… → 53840.63173008 (8 places, half-up).
  assert.equal(fromUnits(averageCost(position), 8), '53840.63173008');

  // Sell 0.01393 (half) at 60,000: subtotal 835.80, fee 4.179 → 4.18, total 831.62.
  const sell = sellFigures(qty('0.01393'), price('60000'), HALF_PERCENT);
  assert.deepEqual(shown(sell), {
    quantity: '0.01393',
    subtotal: '835.80',
    fee: '4.18',
    total: '831.62',
  });
  // Realized = 831.62 − 0.01393 × 53840.63… = 831.62 − 750.00 = 81.62; half the cost remains.
  const sold = afterSell(position, sell.quantity, sell.totalCents);
  assert.equal(formatMoney(sold.realizedCents), '81.62');
  assert.equal(fromUnits(sold.position.costBasis, 8), '750.00000000');
  assert.equal(fromUnits(averageCost(sold.position), 8), '53840.63173008', 'a sell keeps it');

  // Selling the rest at a loss leaves exactly nothing: cost 0, realized 0.01393 × 40000 = 557.20
  // − 2.79 fee = 554.41 − 750.00 = −195.59.
  const rest = sellFigures(sold.position.quantity, price('40000'), HALF_PERCENT);
  const closed = afterSell(sold.position, rest.quantity, rest.totalCents);
  assert.equal(formatMoney(closed.realizedCents), '-195.59');
  assert.deepEqual(closed.position, { quantity: 0n, costBasis: 0n });
  assert.throws(() => afterSell(closed.position, 1n, 1n), /more than the position holds/);
});

test('a third of a position takes a third of the cost, to the cent', () => {
  const position = { quantity: qty('3'), costBasis: toUnits('100', 8) };
  const sold = afterSell(position, qty('1'), cents('40.00'));
  // 100 / 3 = 33.333… → 33.33 released; realized 40.00 − 33.33 = 6.67.
  assert.equal(formatMoney(sold.realizedCents), '6.67');
  assert.equal(fromUnits(sold.position.costBasis, 8), '66.67000000');
});
