import { useEffect, useState } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { useT } from '../../i18n';
import { validationMessages } from '../../i18n/namespaces/validation';
import {
  isRulesUnavailable,
  retryFailedRules,
  RULES_PENDING,
  rulesSettled,
  type Validator,
} from '../../lib/validation';
import { RetryAlert } from '../RetryAlert';

interface FormRulesStatusProps<Values> {
  /** The form's own `validate`: given to the form again, it validates what is in the fields. */
  validate: Validator<Values>;
}

/**
 * Inside every final-form form whose rules are fetched on first use (validateWhenLoaded):
 * validates again once they arrive, so errors of fields touched meanwhile show; and says so
 * when they could not be fetched (offline, a deploy replaced the chunk) — the submit is
 * refused meanwhile, and what was typed stays. Retry fetches them again.
 */
export function FormRulesStatus<Values>({ validate }: FormRulesStatusProps<Values>) {
  const t = useT(validationMessages);
  const form = useForm<Values>();
  // final-form types the form-level error as any: validateWhenLoaded sets text or a reference.
  const error: unknown = useFormState<Values>({ subscription: { error: true } }).error;
  const waiting = error === RULES_PENDING;
  // A Retry under way keeps the alert (its button disabled) in place until the fetch answers,
  // so nothing jumps under the pointer between the press and the answer.
  const [retrying, setRetrying] = useState(false);

  useEffect(() => {
    if (!waiting) return undefined;
    let mounted = true;
    void rulesSettled().then(() => {
      if (!mounted) return;
      form.setConfig('validate', validate);
      setRetrying(false);
    });
    return () => {
      mounted = false;
    };
  }, [waiting, form, validate]);

  if (!isRulesUnavailable(error) && !retrying) return null;
  return (
    <RetryAlert
      message={t('rules.unavailable')}
      retrying={retrying}
      onRetry={() => {
        setRetrying(true);
        retryFailedRules();
        // Now waiting (RULES_PENDING): the effect above validates again when the fetch ends.
        form.setConfig('validate', validate);
      }}
    />
  );
}
