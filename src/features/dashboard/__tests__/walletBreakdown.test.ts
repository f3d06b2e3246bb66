import { widestStatementRange } from '../walletBreakdown';

describe('widestStatementRange', () => {
  it('ends today (UTC) and starts the day after the same date 5 years back', () => {
    expect(widestStatementRange(new Date('2026-11-23T23:30:00Z'))).toEqual({
      from: '2021-11-24',
      to: '2026-11-23',
    });
  });

  it('handles a leap day', () => {
    expect(widestStatementRange(new Date('2028-02-29T08:00:00Z'))).toEqual({
      from: '2023-03-02',
      to: '2028-02-29',
    });
  });
});
