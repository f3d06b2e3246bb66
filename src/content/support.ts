import { config } from '../config/config';
import type { Highlight, PageIntro } from './types';

export const helpCenterIntro: PageIntro = {
  title: 'Help Center',
  lead:
    'Reach our support team the way that suits you, or leave a message and your mail app will ' +
    'open with it ready to send.',
};

export type ContactChannel = 'whatsapp' | 'phone' | 'email';

export interface ContactOption extends Highlight {
  channel: ContactChannel;
  action: string;
}

export const contactOptionsHeading = 'Contact options';

export const contactOptions: readonly ContactOption[] = [
  {
    channel: 'whatsapp',
    title: 'WhatsApp',
    body: 'Chat with our support team from your phone or WhatsApp on the web.',
    action: 'Chat on WhatsApp',
  },
  {
    channel: 'phone',
    title: 'Phone support',
    body: 'Prefer to talk it through? Our phone number and details are on the contact page.',
    action: 'See phone details',
  },
  {
    channel: 'email',
    title: 'Support ticket',
    body: `E-mail ${config.supportEmail} and your message becomes a ticket our team answers.`,
    action: 'E-mail support',
  },
];

export const leaveMessage = {
  heading: 'Leave a Message',
  lead:
    'Submitting opens your mail app with a message to support. Include the e-mail address of ' +
    'your account — never your password or seed phrase.',
  submit: 'Submit',
  sent:
    `Your mail app should now be open with the message. If nothing opened, write to ` +
    `${config.supportEmail} directly.`,
} as const;

export const faqHeading = 'Common questions';

export const faqs: readonly Highlight[] = [
  {
    title: 'Why is my deposit still pending?',
    body:
      'A deposit stays pending until the payment is confirmed on the network and checked by our ' +
      'team. Sending the receipt from the deposit page helps us match it quickly.',
  },
  {
    title: 'How long does a withdrawal take?',
    body:
      'Approved transactions are settled within two days. Your withdrawal history shows the ' +
      'status of every request.',
  },
  {
    title: 'How do I verify my account?',
    body:
      'E-mail a government-issued ID to support with your username in the subject. Your ' +
      'dashboard shows "Verified" once it has been checked.',
  },
  {
    title: 'I forgot my password. What now?',
    body:
      'Choose "Forgot password?" on the sign-in page and enter the seed phrase you saved at ' +
      'sign-up, your e-mail address and a new password.',
  },
];

export const contactIntro: PageIntro = {
  title: 'Contact',
  lead: 'Our support team answers questions about accounts, deposits, withdrawals and plans.',
};

export const contactDetails = {
  emailHeading: 'E-mail',
  emailBody: 'The best way to reach us, and the one that leaves a record for both of us.',
  phoneHeading: 'Phone',
  phoneBody: 'For questions that are easier to talk through.',
  whatsappHeading: 'WhatsApp',
  whatsappBody: 'Chat with support from your phone.',
  whatsappAction: 'Chat on WhatsApp',
  safetyHeading: 'Stay safe',
  safetyBody:
    'We will never ask for your password or seed phrase, and never ask you to send money to ' +
    'unlock a withdrawal. If someone does, it is not us — please tell us.',
  helpCenterAction: 'Leave a message in the help center',
} as const;
