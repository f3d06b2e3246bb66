export interface MailCatcherPorts {
  smtpPort: number | string;
  webPort: number | string;
}
/** maildev's command line, run with this Node. */
export function mailCatcherArgs(ports: MailCatcherPorts): string[];
/** The SMTP_URL the server sends to, and the URL of the web inbox. */
export function mailCatcherUrls(ports: MailCatcherPorts): { smtpUrl: string; inboxUrl: string };
