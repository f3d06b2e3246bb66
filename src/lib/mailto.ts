/**
 * Builds a mailto: link. Subject and body are percent-encoded with encodeURIComponent (not
 * URLSearchParams, whose "+" for spaces mail clients show literally).
 */
export interface MailtoParts {
  to: string;
  subject?: string;
  body?: string;
}

export function buildMailto({ to, subject, body }: MailtoParts): string {
  const params: string[] = [];
  if (subject) params.push(`subject=${encodeURIComponent(subject)}`);
  if (body) params.push(`body=${encodeURIComponent(body)}`);
  return `mailto:${encodeURIComponent(to).replace('%40', '@')}${params.length ? `?${params.join('&')}` : ''}`;
}

/** Opens the user's mail client. Kept in one place so tests can observe it. */
export function openMailClient(href: string): void {
  window.location.assign(href);
}
