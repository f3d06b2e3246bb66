import { config } from '../../../config/config';
import { buildMailto } from '../../../lib/mailto';

/** The Leave a Message form's fields; its rules are in ./supportMessageSchema. */
export interface SupportMessage {
  name: string;
  subject: string;
  message: string;
}

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
