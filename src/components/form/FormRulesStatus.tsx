import { useEffect } from 'react';
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

  useEffect(() => {
    if (!waiting) return undefined;
    let mounted = true;
    void rulesSettled().then(() => {
      if (mounted) form.setConfig('validate', validate);
    });
    return () => {
      mounted = false;
    };
  }, [waiting, form, validate]);

  if (!isRulesUnavailable(error)) return null;
  return (
    <RetryAlert
      message={t('rules.unavailable')}
      onRetry={() => {
        retryFailedRules();
        // Now waiting (RULES_PENDING): the effect above validates again when the fetch ends.
        form.setConfig('validate', validate);
      }}
    />
  );
}
