import { centsOfDecimal, centsOfNumber, centsToAmount } from '../cents';

describe('cents', () => {
  it.each([
    ['1234.50', 123450n],
    ['-12.00', -1200n],
    ['0.1', 10n],
    ['7', 700n],
    ['-0.05', -5n],
    ['9999999999999.99', 999999999999999n],
  ])('reads the server decimal %s as %s cents', (text, cents) => {
    expect(centsOfDecimal(text)).toBe(cents);
  });

  it.each(['', '1.234', '1,000.00', 'abc', '1e3', '--1'])('refuses %p', (text) => {
    expect(centsOfDecimal(text)).toBeNull();
  });

  it('sums what floats cannot: 2500 × 0.10 is exactly 250.00', () => {
    let total = 0n;
    for (let index = 0; index < 2500; index += 1) total += centsOfDecimal('0.10')!;
    expect(total).toBe(25000n);
    expect(centsToAmount(total)).toBe(250);
    expect(centsOfNumber(0.1 + 0.2)).toBe(30n);
  });
});
