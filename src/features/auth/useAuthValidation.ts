import { useMemo } from 'react';
import type { AnySchema } from 'yup';
import { isMessageRef, useT } from '../../i18n';
import { authMessages } from '../../i18n/namespaces/auth';
import { validateWith, type FormErrors } from '../../lib/validation';

type AuthKey = keyof typeof authMessages.en;

/**
 * `validateWith` for a schema whose messages are auth message references: the form gets them
 * as text in the chosen language. A switch of language gives a new function, and final-form
 * validates again with it, so messages already on screen change too.
 */
export function useAuthValidation<Values extends object>(schema: AnySchema) {
  const t = useT(authMessages);
  return useMemo(() => {
    const validate = validateWith<Values>(schema);
    return (values: Values): FormErrors => {
      const errors: FormErrors = {};
      // yup hands back the message it was given: a reference here, typed as its text.
      for (const [field, message] of Object.entries(validate(values)) as [string, unknown][]) {
        errors[field] = isMessageRef(message)
          ? t(message.key as AuthKey, message.values)
          : String(message);
      }
      return errors;
    };
  }, [schema, t]);
}
