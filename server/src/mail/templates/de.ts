import type { MailLayoutText } from './layoutText';

export const de: MailLayoutText = {
  greeting: 'Hallo,',
  phraseLabel: 'Ihre Anti-Phishing-Phrase:',
  optionalFooter:
    'Sie erhalten diese E-Mail, weil E-Mails zu {kind} für Ihr Meridian-Konto eingeschaltet sind. Sie können das unter Konto → Benachrichtigungen ausschalten.',
  securityFooter:
    'Sie erhalten diese E-Mail, weil sie die Sicherheit Ihres Meridian-Kontos betrifft. Sicherheits-E-Mails lassen sich nicht ausschalten.',
  signature: '— Meridian',
  kinds: {
    price_alert: 'Preisalarmen',
    deposit_approved: 'genehmigten Einzahlungen',
    deposit_failed: 'fehlgeschlagenen Einzahlungen',
    withdrawal_approved: 'genehmigten Auszahlungen',
    withdrawal_failed: 'fehlgeschlagenen Auszahlungen',
    trade_executed: 'ausgeführten Trades',
    security: 'Sicherheit',
    message: 'Nachrichten von Meridian',
  },
};
