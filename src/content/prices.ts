/** The Prices page's fee schedule rows and fee promises, in order (prices.json). */
export const feeRows = ['opening', 'deposits', 'withdrawals'] as const;

export const feePromises = ['shownFirst', 'fromPayout', 'history'] as const;
