import { defineNamespace } from '../catalogue';
import en from '../locales/en/validation.json';

/** Validation messages shared by several forms: date ranges, second-factor codes. */
export const validationMessages = defineNamespace('validation', en);
