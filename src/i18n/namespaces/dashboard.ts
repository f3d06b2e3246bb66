import { defineNamespace } from '../catalogue';
import en from '../locales/en/dashboard.json';

/** The dashboard home: greeting, wallet figures and their breakdown, the arrival dialogs. */
export const dashboardMessages = defineNamespace('dashboard', en);
