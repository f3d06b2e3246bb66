import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Field, Form } from 'react-final-form';
import { TextFieldAdapter } from '../../../components/form/TextFieldAdapter';
import { config } from '../../../config/config';
import { isMessageRef, useT, type MessageRef, type Translate } from '../../../i18n';
import { helpMessages } from '../../../i18n/namespaces/help';
import { openMailClient } from '../../../lib/mailto';
import { FormRulesStatus } from '../../../components/form/FormRulesStatus';
import { submitFocusingFirstInvalid } from '../../../components/form/focusFirstInvalidField';
import { formRules, validateWhenLoaded, type FormErrors } from '../../../lib/validation';
import { emptySupportMessage, supportMessageMailto, type SupportMessage } from './supportMessage';

/** The form's rules (yup), fetched as it first validates. */
const messageRules = formRules(() => import('./supportMessageSchema'));
const validateSchema = validateWhenLoaded(messageRules, (rules) => rules.validateSupportMessage);

type HelpKey = keyof typeof helpMessages.en;

function isHelpRef(error: unknown): error is MessageRef & { key: HelpKey } {
  return isMessageRef(error) && error.namespace === helpMessages && error.key in helpMessages.en;
}

/**
 * The schema names its messages by reference; the form shows them as text in the visitor's
 * language. A new `validate` (after a language switch) makes final-form validate again, so
 * messages on screen follow the switch.
 */
function translatedErrors(errors: FormErrors, t: Translate<HelpKey>): FormErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]: [string, unknown]) => [
      field,
      isHelpRef(error) ? t(error.key, error.values) : error,
    ]),
  ) as FormErrors;
}

/**
 * Submit hands the message to the visitor's own mail client, addressed to support. The form
 * keeps its values, so nothing is lost if the mail app does not open.
 */
export function LeaveMessageForm() {
  const t = useT(helpMessages);
  const [handedOff, setHandedOff] = useState(false);
  const validate = useCallback(
    (values: SupportMessage) => translatedErrors(validateSchema(values), t),
    [t],
  );
  const onSubmit = (values: SupportMessage) => {
    openMailClient(supportMessageMailto(values, (name) => t('message.mailNameLine', { name })));
    setHandedOff(true);
  };
  return (
    <Form<SupportMessage>
      onSubmit={onSubmit}
      validate={validate}
      initialValues={emptySupportMessage}
      render={({ handleSubmit, form }) => (
        <Stack
          component="form"
          noValidate
          spacing={2.5}
          // Held while the form's rules arrive, and a refused submit focuses the first invalid
          // field (SPEC §9).
          onSubmit={submitFocusingFirstInvalid(handleSubmit, form)}
          aria-labelledby="leave-message-heading"
        >
          <FormRulesStatus validate={validate} />
          <Field
            name="name"
            component={TextFieldAdapter}
            label={t('message.name.label')}
            autoComplete="name"
          />
          <Field name="subject" component={TextFieldAdapter} label={t('message.subject.label')} />
          <Field
            name="message"
            component={TextFieldAdapter}
            label={t('message.message.label')}
            multiline
            minRows={5}
          />
          {handedOff && (
            <Alert severity="success" role="status">
              {t('message.sent', { supportEmail: config.supportEmail })}
            </Alert>
          )}
          <Button type="submit" variant="contained" size="large" sx={{ alignSelf: 'flex-start' }}>
            {t('message.submit')}
          </Button>
        </Stack>
      )}
    />
  );
}
