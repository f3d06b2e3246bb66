import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import { Form } from 'react-final-form';
import type { Validator } from '../../lib/validation';
import { submitFocusingFirstInvalid } from './focusFirstInvalidField';
import { FormRulesStatus } from './FormRulesStatus';

interface ValidatedFormProps<Values> {
  /** The form's accessible name (it becomes a `form` landmark). */
  label: string;
  /** Usually `validateWhenLoaded(rules, …)`, created once at module level. */
  validate: Validator<Values>;
  /** Created once at module level: a new object each render would reset the form. */
  initialValues: Values;
  onSubmit: (values: Values) => void | Promise<void>;
  /** `Field`s and any other content, stacked in order. */
  children: ReactNode;
}

/**
 * The frame every final-form form shares (SPEC §9): validation on change and blur, errors
 * shown once a field is touched, an invalid submit marks every field touched, sends nothing
 * and moves focus to the first invalid field; Enter submits.
 */
export function ValidatedForm<Values extends object>({
  label,
  validate,
  initialValues,
  onSubmit,
  children,
}: ValidatedFormProps<Values>) {
  return (
    <Form<Values>
      onSubmit={onSubmit}
      validate={validate}
      initialValues={initialValues}
      render={({ handleSubmit, form }) => (
        <Stack
          component="form"
          noValidate
          spacing={2.5}
          aria-label={label}
          onSubmit={submitFocusingFirstInvalid(handleSubmit, form)}
        >
          <FormRulesStatus validate={validate} />
          {children}
        </Stack>
      )}
    />
  );
}
