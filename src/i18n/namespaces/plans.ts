import { defineNamespace } from '../catalogue';
import en from '../locales/en/plans.json';

/** The public Plans page and the signed-in Upgrade Account page: the plan cards. */
export const plansMessages = defineNamespace('plans', en);
