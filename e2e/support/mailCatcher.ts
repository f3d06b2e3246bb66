import { MAIL } from './stack';

/** A message as the mail catcher's API (maildev `GET /api/email`) describes it. */
export interface CaughtMail {
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
}

/**
 * What the mail catcher of the stack received for `address`, as a person would read it in its
 * web inbox — the server really sent it over SMTP.
 */
export async function mailTo(address: string): Promise<CaughtMail[]> {
  const response = await fetch(`${MAIL.inboxUrl}/api/email`);
  if (!response.ok) throw new Error(`the mail catcher answered ${response.status}`);
  const mails = (await response.json()) as CaughtMail[];
  return mails.filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address));
}
