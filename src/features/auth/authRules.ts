import { formRules } from '../../lib/validation';

/** The authentication forms' rules (yup), fetched as a form first validates. */
export const authRules = formRules(() => import('./schemas'));
