import { ValidationError, type AnySchema } from 'yup';
import { isMessageRef, type MessageRef } from '../i18n';

/**
 * A field's message: a `messageRef` named in a schema (shown in the language chosen when it is
 * shown), or plain text (a server's message, a schema not yet translated).
 */
export type FieldMessage = string | MessageRef;

export type FormErrors = Record<string, FieldMessage>;

/** yup v1 passes a message that is neither text nor a function through untouched. */
function fieldMessageOf(message: unknown): FieldMessage {
  if (typeof message === 'string' || isMessageRef(message)) return message;
  return String(message);
}

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
        if (issue.path && errors[issue.path] === undefined) {
          // yup types the message as text, but a messageRef given to it arrives as given.
          errors[issue.path] = fieldMessageOf(issue.message);
        }
      }
      return errors;
    }
  };
}
