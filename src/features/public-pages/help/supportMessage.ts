import { object, string, type InferType } from 'yup';
import { config } from '../../../config/config';
import { messageRef } from '../../../i18n';
import { helpMessages } from '../../../i18n/namespaces/help';
import { buildMailto } from '../../../lib/mailto';

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

export type SupportMessage = InferType<typeof supportMessageSchema>;

export const emptySupportMessage: SupportMessage = { name: '', subject: '', message: '' };

/**
 * The mailto: link that opens the visitor's mail client addressed to support; `nameLine` is
 * the body's first line in the visitor's language ("Name: Ada").
 */
export function supportMessageMailto(
  { name, subject, message }: SupportMessage,
  nameLine: (name: string) => string,
): string {
  const body = [nameLine(name.trim()), '', message.trim()].join('\n').trim();
  return buildMailto({ to: config.supportEmail, subject: subject.trim(), body });
}
