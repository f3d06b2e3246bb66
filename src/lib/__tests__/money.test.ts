import { formatCompactUsd, formatMarketPrice, formatMoney, formatPercent } from '../money';

describe('formatMoney', () => {
  it('shows whole dollar amounts with their cents, as statements do', () => {
    expect(formatMoney(5000, '$', 'en-US')).toBe('$5,000.00');
    expect(formatMoney(500, '$', 'en-US')).toBe('$500.00');
  });

  it('shows cents exactly as the server reported them', () => {
    expect(formatMoney(1234.5, '$', 'en-US')).toBe('$1,234.50');
    expect(formatMoney(1234.56, '$', 'en-US')).toBe('$1,234.56');
    expect(formatMoney(0.29, '$', 'en-US')).toBe('$0.29');
  });

  it('shows zero as $0.00, never as a negative zero', () => {
    expect(formatMoney(0, '$', 'en-US')).toBe('$0.00');
    expect(formatMoney(-0, '$', 'en-US')).toBe('$0.00');
  });

  it('shows losses with a minus sign and their cents', () => {
    expect(formatMoney(-40, '$', 'en-US')).toBe('-$40.00');
    expect(formatMoney(-1234.5, '$', 'en-US')).toBe('-$1,234.50');
  });

  it('shows the largest amounts the server stores without losing a cent', () => {
    expect(formatMoney(1_000_000_000, '$', 'en-US')).toBe('$1,000,000,000.00');
    expect(formatMoney(123_456_789_012.34, '$', 'en-US')).toBe('$123,456,789,012.34');
  });

  it('absorbs binary-float noise at the cent', () => {
    expect(formatMoney(0.1 + 0.2, '$', 'en-US')).toBe('$0.30');
  });

  it('defaults to dollars when the user has no currency', () => {
    expect(formatMoney(10, undefined, 'en-US')).toBe('$10.00');
    expect(formatMoney(10, null, 'en-US')).toBe('$10.00');
    expect(formatMoney(10, '', 'en-US')).toBe('$10.00');
  });

  it("uses each currency's own minor unit", () => {
    expect(formatMoney(10, '€', 'en-US')).toBe('€10.00');
    expect(formatMoney(10, 'GBP', 'en-US')).toBe('£10.00');
    expect(formatMoney(5000, '¥', 'en-US')).toBe('¥5,000');
    expect(formatMoney(5000, 'JPY', 'en-US')).toBe('¥5,000');
    expect(formatMoney(1.5, 'KWD', 'en-US')).toBe('KWD\u00a01.500');
  });

  it('keeps the cents of an amount finer than the currency minor unit', () => {
    expect(formatMoney(1234.5, '¥', 'en-US')).toBe('¥1,234.50');
    expect(formatMoney(0.05, 'JPY', 'en-US')).toBe('¥0.05');
  });

  it('gives a symbol Intl does not know two decimals after the user symbol', () => {
    expect(formatMoney(10, 'R', 'en-US')).toBe('R10.00');
    expect(formatMoney(-2.5, 'R', 'en-US')).toBe('-R2.50');
    expect(formatMoney(0, 'R', 'en-US')).toBe('R0.00');
  });

  it("follows the locale's separators", () => {
    expect(formatMoney(1234.5, 'EUR', 'de-DE')).toBe('1.234,50 €');
  });
});

describe('market figures', () => {
  it('keeps sub-cent prices readable', () => {
    expect(formatMarketPrice(0.00001234, 'en-US')).toBe('$0.00001234');
    expect(formatMarketPrice(67012.3, 'en-US')).toBe('$67,012.30');
  });

  it('compacts large figures', () => {
    expect(formatCompactUsd(1_234_000_000_000, 'en-US')).toBe('$1.23T');
  });

  it('formats percent units', () => {
    expect(formatPercent(2.5, 'en-US')).toBe('2.5%');
    expect(formatPercent(0, 'en-US')).toBe('0%');
  });
});

describe('prepareMoneyFormatting', () => {
  it('builds ahead the formatter formatMoney then uses, so showing a figure builds none', async () => {
    await jest.isolateModulesAsync(async () => {
      // A fresh module: its formatter cache is empty, as when the app starts.
      const money = await import('../money');
      const numberFormat = jest.spyOn(Intl, 'NumberFormat');
      try {
        money.prepareMoneyFormatting();
        const built = numberFormat.mock.calls.length;
        expect(built).toBeGreaterThan(0);
        expect(money.formatMoney(1234.5)).toBe(
          new Intl.NumberFormat(undefined, {
            style: 'currency',
            currency: 'USD',
            minimumFractionDigits: 2,
          }).format(1234.5),
        );
        // The one above is the test's own; formatMoney built none.
        expect(numberFormat).toHaveBeenCalledTimes(built + 1);
      } finally {
        numberFormat.mockRestore();
      }
    });
  });
});
