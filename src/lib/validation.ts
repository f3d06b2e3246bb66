import { ValidationError, type AnySchema } from 'yup';

export type FormErrors = Record<string, string>;

/**
 * Adapts a yup schema to react-final-form's `validate`: every failing field gets its first
 * message, keyed by field path.
 */
export function validateWith<Values extends object>(schema: AnySchema) {
  return (values: Values): FormErrors => {
    try {
      schema.validateSync(values, { abortEarly: false });
      return {};
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const errors: FormErrors = {};
      for (const issue of error.inner) {
        if (issue.path && errors[issue.path] === undefined) errors[issue.path] = issue.message;
      }
      return errors;
    }
  };
}
