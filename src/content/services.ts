/** The Services page's cards, in order; each has a title, a body and two points (services.json). */
export type ServiceKind = 'crypto' | 'stocks' | 'indices' | 'plans' | 'market' | 'payments';

export const services: readonly ServiceKind[] = [
  'crypto',
  'stocks',
  'indices',
  'plans',
  'market',
  'payments',
];

export const servicePoints = ['point1', 'point2'] as const;
