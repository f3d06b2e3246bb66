import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Field, Form } from 'react-final-form';
import { TextFieldAdapter } from '../../../components/form/TextFieldAdapter';
import { leaveMessage } from '../../../content/support';
import { openMailClient } from '../../../lib/mailto';
import { validateWith } from '../../../lib/validation';
import {
  emptySupportMessage,
  supportMessageMailto,
  supportMessageSchema,
  type SupportMessage,
} from './supportMessage';

const validate = validateWith<SupportMessage>(supportMessageSchema);

/**
 * Submit hands the message to the visitor's own mail client, addressed to support. The form
 * keeps its values, so nothing is lost if the mail app does not open.
 */
export function LeaveMessageForm() {
  const [handedOff, setHandedOff] = useState(false);
  const onSubmit = (values: SupportMessage) => {
    openMailClient(supportMessageMailto(values));
    setHandedOff(true);
  };
  return (
    <Form<SupportMessage>
      onSubmit={onSubmit}
      validate={validate}
      initialValues={emptySupportMessage}
      render={({ handleSubmit }) => (
        <Stack
          component="form"
          noValidate
          spacing={2.5}
          // The submit handler is synchronous: final-form's promise never comes.
          onSubmit={(event) => void handleSubmit(event)}
          aria-labelledby="leave-message-heading"
        >
          <Field name="name" component={TextFieldAdapter} label="Name" autoComplete="name" />
          <Field name="subject" component={TextFieldAdapter} label="Subject" />
          <Field
            name="message"
            component={TextFieldAdapter}
            label="Message"
            multiline
            minRows={5}
          />
          {handedOff && (
            <Alert severity="success" role="status">
              {leaveMessage.sent}
            </Alert>
          )}
          <Button type="submit" variant="contained" size="large" sx={{ alignSelf: 'flex-start' }}>
            {leaveMessage.submit}
          </Button>
        </Stack>
      )}
    />
  );
}
