import type { FormEvent } from 'react';
import { getIn, type FormApi, type ValidationErrors } from 'final-form';
import { RULES_PENDING, rulesSettled } from '../../lib/validation';

/**
 * Focuses the first control, in the order the user sees them, whose field has an error.
 * Returns whether one was found.
 */
export function focusFirstInvalidField(
  formElement: HTMLFormElement,
  errors: ValidationErrors,
): boolean {
  if (!errors) return false;
  for (const control of Array.from(formElement.elements)) {
    if (!(control instanceof HTMLElement)) continue;
    const name = control.getAttribute('name');
    if (!name || !getIn(errors, name)) continue;
    control.focus();
    return true;
  }
  return false;
}

/**
 * After a press that final-form refused because the form's rules were still on their way
 * (the page's first moments; nothing was sent): presses `again` once they are here and
 * FormRulesStatus has validated with them (a task later), so the press is answered, not lost.
 * Returns whether the press was held.
 */
export function heldForRules<Values>(
  form: FormApi<Values>,
  element: HTMLElement,
  again: () => void,
): boolean {
  // final-form types the form-level error as any: what validateWhenLoaded sets is text.
  const formError: unknown = form.getState().error;
  if (formError !== RULES_PENDING) return false;
  void rulesSettled().then(() =>
    setTimeout(() => {
      if (element.isConnected) again();
    }, 0),
  );
  return true;
}

type HandleSubmit = (event?: FormEvent<HTMLFormElement>) => Promise<unknown> | undefined;

/**
 * Wraps react-final-form's `handleSubmit`: a submit refused by validation (which marks every
 * field touched and sends nothing) moves keyboard focus to the first invalid field, so
 * keyboard and screen-reader users land on what needs fixing.
 */
export function submitFocusingFirstInvalid<Values>(
  handleSubmit: HandleSubmit,
  form: FormApi<Values>,
) {
  return (event: FormEvent<HTMLFormElement>) => {
    const formElement = event.currentTarget;
    // Every form's onSubmit catches its own failure (an unwrap() in try/catch) and shows it;
    // final-form's promise only says when the submit ended.
    void handleSubmit(event);
    if (heldForRules(form, formElement, () => formElement.requestSubmit())) return;
    const { hasValidationErrors, errors } = form.getState();
    if (hasValidationErrors) focusFirstInvalidField(formElement, errors);
  };
}
