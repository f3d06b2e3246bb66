import { object, string } from 'yup';
import { STATEMENT_MAX_YEARS } from '../api/types';
import { messageRef, type MessageRef } from '../i18n';
import { validationMessages } from '../i18n/namespaces/validation';
import { isIsoDay, spansAtMostMaxYears } from './dateRange';
import { validateWith } from './schemaValidation';
import type { Validator } from './validation';

// Apart from dateRange.ts, so code that only reads dates (a history URL) does not bring yup;
// forms fetch it as they first validate (dayRangeRules).

/** Shown in the language chosen when the form shows them (src/i18n). */
export const DATE_MESSAGES = {
  invalid: messageRef(validationMessages, 'date.invalid'),
  fromRequired: messageRef(validationMessages, 'date.fromRequired'),
  toRequired: messageRef(validationMessages, 'date.toRequired'),
  order: messageRef(validationMessages, 'date.order'),
  tooLong: messageRef(validationMessages, 'date.tooLong', { years: STATEMENT_MAX_YEARS }),
} as const;

/**
 * A date range form's rules (SPEC §9 style: one message per field, shown as helper text):
 * real dates, from ≤ to, at most five years. `required` is for a statement, which needs both
 * ends; a history filter may leave either open.
 */
export function dayRangeSchema({ required }: { required: boolean }) {
  const day = (requiredMessage: MessageRef) => {
    const base = string()
      .trim()
      .test('day', DATE_MESSAGES.invalid, (v) => !v || isIsoDay(v));
    return required ? base.required(requiredMessage) : base;
  };
  return object({
    from: day(DATE_MESSAGES.fromRequired),
    to: day(DATE_MESSAGES.toRequired)
      .test('order', DATE_MESSAGES.order, function order(to) {
        const { from } = this.parent as { from?: string };
        return !to || !from || !isIsoDay(from) || !isIsoDay(to) || from <= to;
      })
      .test('span', DATE_MESSAGES.tooLong, function span(to) {
        const { from } = this.parent as { from?: string };
        return !to || !from || !isIsoDay(from) || !isIsoDay(to) || spansAtMostMaxYears(from, to);
      }),
  });
}

/** A date range form's validator (`Values` has at least `from` and `to`). */
export function dayRangeValidator<Values extends { from: string; to: string }>(options: {
  required: boolean;
}): Validator<Values> {
  return validateWith<Values>(dayRangeSchema(options));
}
