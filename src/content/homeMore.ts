/** The home page's sections below the first screen, in order (homeMore.json). */
export type InvestmentKind = 'stocks' | 'crypto' | 'indices';

export const investmentKinds: readonly InvestmentKind[] = ['stocks', 'crypto', 'indices'];

export const tradeBitcoinPoints = ['chart', 'deposit', 'fees'] as const;

export const steps = ['verify', 'fund', 'trade'] as const;

export const securityPoints = ['hashes', 'phrase', 'fees', 'sessions'] as const;
