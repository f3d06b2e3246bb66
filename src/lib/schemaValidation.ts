import { ValidationError, type AnySchema } from 'yup';
import { isMessageRef } from '../i18n';
import type { FieldMessage, Validator } from './validation';

// The yup side of form validation: only rules modules (fetched as a form first validates,
// see validateWhenLoaded) and tests import this, so yup stays out of every page's first render.

/** yup v1 passes a message that is neither text nor a function through untouched. */
function fieldMessageOf(message: unknown): FieldMessage {
  if (typeof message === 'string' || isMessageRef(message)) return message;
  return String(message);
}

/**
 * Adapts a yup schema to react-final-form's `validate`: every failing field gets its first
 * message, keyed by field path.
 */
export function validateWith<Values extends object>(schema: AnySchema): Validator<Values> {
  return (values: Values) => {
    try {
      schema.validateSync(values, { abortEarly: false });
      return {};
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const errors: Record<string, FieldMessage> = {};
      for (const issue of error.inner) {
        if (issue.path && errors[issue.path] === undefined) {
          // yup types the message as text, but a messageRef given to it arrives as given.
          errors[issue.path] = fieldMessageOf(issue.message);
        }
      }
      return errors;
    }
  };
}
