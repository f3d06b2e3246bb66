import type { MailLayoutText } from './layoutText';

export const en: MailLayoutText = {
  greeting: 'Hello,',
  phraseLabel: 'Your anti-phishing phrase:',
  optionalFooter:
    'You receive this e-mail because e-mails about {kind} are on for your Meridian account. You can switch this off in Account → Notifications.',
  securityFooter:
    'You receive this e-mail because it concerns the security of your Meridian account. Security e-mails cannot be switched off.',
  signature: '— Meridian',
  kinds: {
    price_alert: 'price alerts',
    deposit_approved: 'approved deposits',
    deposit_failed: 'failed deposits',
    withdrawal_approved: 'approved withdrawals',
    withdrawal_failed: 'failed withdrawals',
    trade_executed: 'executed trades',
    security: 'security',
    message: 'messages from Meridian',
  },
};
