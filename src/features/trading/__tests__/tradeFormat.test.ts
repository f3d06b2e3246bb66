import { decimalPlaces, formatQuantity, unitsOf } from '../tradeFormat';

describe('formatQuantity', () => {
  it('keeps every decimal the server sent and groups digits per locale, without floats', () => {
    expect(formatQuantity('0.01990000', 'en-US')).toBe('0.01990000');
    expect(formatQuantity('1234.12345678', 'en-US')).toBe('1,234.12345678');
    expect(formatQuantity('1234.12345678', 'de-DE')).toBe('1.234,12345678');
    expect(formatQuantity('1234.5', 'es-ES')).toBe('1234,5');
    // Beyond a double's exact range, still every digit.
    expect(formatQuantity('12345678901234567.12345678', 'en-US')).toBe(
      '12,345,678,901,234,567.12345678',
    );
    expect(formatQuantity('-3.5', 'en-US')).toBe('-3.5');
  });

  it('shows anything that is not a plain decimal as it came', () => {
    expect(formatQuantity('1e3', 'en-US')).toBe('1e3');
  });
});

describe('unitsOf', () => {
  it('reads a decimal exactly at the places asked, or says it has more', () => {
    expect(unitsOf('1000.01', 2)).toBe(100001n);
    expect(unitsOf('0.00000001', 8)).toBe(1n);
    expect(unitsOf('12.345', 2)).toBeNull();
    expect(unitsOf('-5', 2)).toBe(-500n);
    expect(decimalPlaces('0.123456789')).toBe(9);
  });
});
