import type { NotificationKind } from '../../../../src/api/contract';

/**
 * The words of the e-mail layout in one language. The caller writes the title and body; the
 * layout adds only these — never a password, code, token, link with a secret or an address.
 */
export interface MailLayoutText {
  greeting: string;
  /** Before the user's anti-phishing phrase (SPEC §12.5), shown when they have set one. */
  phraseLabel: string;
  /** Why an e-mail of a kind the user can switch off came; `{kind}` names the kind. */
  optionalFooter: string;
  /** Why a security e-mail came, and that it cannot be switched off. */
  securityFooter: string;
  signature: string;
  /** Each kind as the optional footer names it. */
  kinds: Record<NotificationKind, string>;
}
