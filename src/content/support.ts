/** The Help Center's contact options and questions, in order (help.json). */
export type ContactChannel = 'whatsapp' | 'phone' | 'email';

export const contactChannels: readonly ContactChannel[] = ['whatsapp', 'phone', 'email'];

export const faqs = ['pendingDeposit', 'withdrawalTime', 'verification', 'forgotPassword'] as const;
