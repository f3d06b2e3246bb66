import type { InvestmentGoal } from '../../api/types';
import type { Translate } from '../../i18n';
import type { AccountKey } from '../../i18n/namespaces/account';

/** The server keeps the goal as its English wording; each one has its words in the catalogue. */
const GOAL_KEYS: Record<InvestmentGoal, AccountKey> = {
  none: 'goal.none',
  'Investing for Retirement': 'goal.retirement',
  'Investing to buy house': 'goal.house',
  'A Career Change': 'goal.careerChange',
  'Starting a business': 'goal.business',
};

/** A goal in the chosen language; one this build does not know stays as the server sent it. */
export function investmentGoalText(goal: string, t: Translate<AccountKey>): string {
  return Object.hasOwn(GOAL_KEYS, goal) ? t(GOAL_KEYS[goal as InvestmentGoal]) : goal;
}
