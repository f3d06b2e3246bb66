import { formatCompactUsd, formatMarketPrice, formatMoney, formatPercent } from '../money';

describe('formatMoney', () => {
  it('shows whole amounts without invented decimals', () => {
    expect(formatMoney(500, '$', 'en-US')).toBe('$500');
    expect(formatMoney(12500, '$', 'en-US')).toBe('$12,500');
  });

  it('shows cents exactly when the amount has them', () => {
    expect(formatMoney(12.5, '$', 'en-US')).toBe('$12.50');
    expect(formatMoney(1234.56, '$', 'en-US')).toBe('$1,234.56');
  });

  it('defaults to dollars when the user has no currency', () => {
    expect(formatMoney(10, undefined, 'en-US')).toBe('$10');
    expect(formatMoney(10, '', 'en-US')).toBe('$10');
  });

  it('uses the user currency, known or not', () => {
    expect(formatMoney(10, '€', 'en-US')).toBe('€10');
    expect(formatMoney(10, 'GBP', 'en-US')).toBe('£10');
    expect(formatMoney(-2.5, 'R', 'en-US')).toBe('-R2.50');
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
