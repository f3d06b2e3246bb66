import { object, string, type InferType } from 'yup';
import { config } from '../../../config/config';
import { buildMailto } from '../../../lib/mailto';

/** SPEC §9: the Leave a Message form needs a name and a subject; the message is optional. */
export const supportMessageSchema = object({
  name: string().trim().required('Name is required'),
  subject: string().trim().required('Subject is required'),
  message: string().default(''),
});

export type SupportMessage = InferType<typeof supportMessageSchema>;

export const emptySupportMessage: SupportMessage = { name: '', subject: '', message: '' };

/** The mailto: link that opens the visitor's mail client addressed to support. */
export function supportMessageMailto({ name, subject, message }: SupportMessage): string {
  const body = [`Name: ${name.trim()}`, '', message.trim()].join('\n').trim();
  return buildMailto({ to: config.supportEmail, subject: subject.trim(), body });
}
