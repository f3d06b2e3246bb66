import { object, string } from 'yup';
import { messageRef } from '../../../i18n';
import { helpMessages } from '../../../i18n/namespaces/help';
import { validateWith } from '../../../lib/schemaValidation';
import type { SupportMessage } from './supportMessage';

/**
 * A message of the help catalogue as yup takes it: yup types an object message as a plain
 * record, which the MessageRef interface (no index signature) is not until copied into one.
 */
const helpMessage = (key: keyof typeof helpMessages.en) => ({ ...messageRef(helpMessages, key) });

/** SPEC §9: the Leave a Message form needs a name and a subject; the message is optional. */
export const supportMessageSchema = object({
  name: string().trim().required(helpMessage('message.name.required')),
  subject: string().trim().required(helpMessage('message.subject.required')),
  message: string().default(''),
});

/** Fetched as the form first validates (LeaveMessageForm). */
export const validateSupportMessage = validateWith<SupportMessage>(supportMessageSchema);
