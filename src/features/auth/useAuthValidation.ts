import { useMemo } from 'react';
import { isMessageRef, useT } from '../../i18n';
import { authMessages } from '../../i18n/namespaces/auth';
import { validateWhenLoaded, type FormErrors, type Validator } from '../../lib/validation';
import { authRules } from './authRules';

type AuthKey = keyof typeof authMessages.en;
type AuthRules = Awaited<ReturnType<typeof authRules.load>>;
/** The names of the rules module's validators for `Values` (validateLogin, …). */
type ValidatorName<Values> = {
  [Name in keyof AuthRules]: AuthRules[Name] extends Validator<Values> ? Name : never;
}[keyof AuthRules];

/**
 * The `validate` of an authentication form, from the validator `name` in ./schemas (fetched as
 * the form first validates): the form gets their auth message references as text in the chosen
 * language. A switch of language gives a new function, and final-form validates again with
 * it, so messages already on screen change too.
 */
export function useAuthValidation<Values extends object>(
  name: ValidatorName<Values>,
): Validator<Values> {
  const t = useT(authMessages);
  return useMemo(() => {
    // The name picks a validator of `Values` (ValidatorName); TypeScript cannot follow that.
    const validate = validateWhenLoaded(authRules, (rules) => rules[name] as Validator<Values>);
    return (values: Values): FormErrors => {
      const shown: FormErrors = {};
      // yup hands back the message it was given: a reference here, typed as its text.
      for (const [field, message] of Object.entries(validate(values)) as [string, unknown][]) {
        shown[field] =
          isMessageRef(message) && message.namespace === authMessages
            ? t(message.key as AuthKey, message.values)
            : // Another catalogue's reference (the rules could not be fetched) or plain text.
              isMessageRef(message)
              ? message
              : String(message);
      }
      return shown;
    };
  }, [name, t]);
}
