import { formRules } from './validation';

/** The date range rules (yup), fetched as a date range form first validates. */
export const dayRangeRules = formRules(() => import('./dayRangeSchema'));
