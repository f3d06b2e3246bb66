import { formatMoney } from '../../../lib/money';
import { centsOfText, feeInCents, quoteWithdrawal, recordedFee } from '../withdrawalFee';

describe('withdrawal fee arithmetic', () => {
  it('reads typed amounts as exact cents', () => {
    expect(centsOfText('333')).toBe(33300n);
    expect(centsOfText('12.5')).toBe(1250n);
    expect(centsOfText(' 0.07 ')).toBe(7n);
    for (const refused of ['', '1e3', '-1', '1.234', '1,000', '.5', '5.']) {
      expect(centsOfText(refused)).toBeNull();
    }
  });

  it('charges nothing on a 0 % account and sends charges 0', () => {
    expect(quoteWithdrawal('500', 0)).toEqual({
      amount: 500,
      percent: 0,
      fee: 0,
      net: 500,
      charges: 0,
    });
  });

  it('rounds half a cent away from zero, as the server does: 2.5 % of 333 is 8.33', () => {
    expect(quoteWithdrawal('333', 2.5)).toEqual({
      amount: 333,
      percent: 2.5,
      fee: 8.33,
      net: 324.67,
      charges: 0.025,
    });
  });

  it('is exact where binary floats are not', () => {
    // 1.15 × 0.5 is 0.575 exactly; as floats it is 0.57499999…, which would round down.
    expect(quoteWithdrawal('1.15', 50)?.fee).toBe(0.58);
    expect(quoteWithdrawal('1234.56', 1.25)).toMatchObject({ fee: 15.43, net: 1219.13 });
    expect(quoteWithdrawal('0.01', 50)).toMatchObject({ fee: 0.01, net: 0 });
  });

  it('rounds other fractions of a cent to the nearest cent', () => {
    // 8.32525 → 8.33 (above half a cent); 0.0049 → 0; 2.49 % of 333 = 8.2917 → 8.29
    expect(quoteWithdrawal('333.01', 2.5)?.fee).toBe(8.33);
    expect(quoteWithdrawal('0.49', 1)?.fee).toBe(0);
    expect(feeInCents(33300n, 249n)).toBe(829n); // 8.2917 → 8.29
  });

  it('refuses an amount it cannot read', () => {
    expect(quoteWithdrawal('12.345', 2.5)).toBeNull();
  });

  it('quotes figures that show as cents: whole fees and a zero fee keep two decimals', () => {
    const shown = (text: string, percent: number) => {
      const quote = quoteWithdrawal(text, percent);
      return quote && [quote.amount, quote.fee, quote.net].map((value) => formatMoney(value, '$'));
    };
    expect(shown('1000', 2)).toEqual(['$1,000.00', '$20.00', '$980.00']);
    expect(shown('333', 2.5)).toEqual(['$333.00', '$8.33', '$324.67']);
    expect(shown('500.25', 0)).toEqual(['$500.25', '$0.00', '$500.25']);
    expect(formatMoney(recordedFee(1.15, 0.5), '$')).toBe('$0.58');
  });

  it('computes a recorded fee from amount × charges the same way', () => {
    expect(recordedFee(333, 0.025)).toBe(8.33);
    expect(recordedFee(1.15, 0.5)).toBe(0.58);
    expect(recordedFee(100, 0)).toBe(0);
  });
});
