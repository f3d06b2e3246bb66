import type { NotificationKind } from '../../../src/api/contract';
import { INTL_LOCALES, type Language } from '../../../src/i18n/languages';
import { serverMessage, type ServerMessageCode } from '../i18n/serverMessages';

/**
 * What each kind of notification records (the `details` column): the event's values, never its
 * wording, so the inbox speaks the reader's language whenever it is read. Nothing here may hold
 * a password, a code, a token or a whole address: an address is stored masked (maskAddress).
 */
export interface NotificationDetails {
  price_alert: { asset: string; direction: 'above' | 'below'; level: string; price: string };
  deposit_approved: { reference: string; amount: string };
  deposit_failed: { reference: string; amount: string };
  withdrawal_approved: { reference: string; amount: string; asset: string };
  withdrawal_failed: { reference: string; amount: string };
  trade_executed: {
    reference: string;
    side: 'buy' | 'sell';
    asset: string;
    quantity: string;
    price: string;
    total: string;
  };
  security: SecurityNotice;
  /** The operator's own words (the `notify` command): shown as written, in any language. */
  message: { title: string; body: string };
}

export type SecurityNotice =
  | { event: 'two_factor_on' | 'two_factor_off' | 'password_reset' }
  | {
      event: 'address_added' | 'address_removed';
      asset: string;
      label: string;
      maskedAddress: string;
    }
  | { event: 'passkey_added' | 'passkey_removed' | 'passkey_counter_regressed'; name: string };

/** One notification to write: a kind and the values its kind records. */
export type NewNotification = {
  [K in NotificationKind]: { kind: K; details: NotificationDetails[K] };
}[NotificationKind];

export interface RenderedNotification {
  title: string;
  body: string;
}

/** Built once per language and style: an Intl formatter is costly to make, cheap to reuse. */
function formatters(language: Language) {
  const locale = INTL_LOCALES[language];
  return {
    money: new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }),
    /** A price keeps its own precision (up to 8 places), at least cents. */
    price: new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 8,
    }),
    quantity: new Intl.NumberFormat(locale, { maximumFractionDigits: 8 }),
  };
}
const FORMATTERS = {
  en: formatters('en'),
  es: formatters('es'),
  de: formatters('de'),
} satisfies Record<Language, ReturnType<typeof formatters>>;

// A decimal string is formatted exactly (Intl.NumberFormat v3): no binary float on the way.
const money = (amount: string, language: Language) =>
  FORMATTERS[language].money.format(amount as `${number}`);
const price = (amount: string, language: Language) =>
  FORMATTERS[language].price.format(amount as `${number}`);
const quantity = (amount: string, language: Language) =>
  FORMATTERS[language].quantity.format(amount as `${number}`);

const SECURITY_TEXTS: Record<SecurityNotice['event'], [ServerMessageCode, ServerMessageCode]> = {
  two_factor_on: ['notification_two_factor_on_title', 'notification_two_factor_on_body'],
  two_factor_off: ['notification_two_factor_off_title', 'notification_two_factor_off_body'],
  password_reset: ['notification_password_reset_title', 'notification_password_reset_body'],
  address_added: ['notification_address_added_title', 'notification_address_added_body'],
  address_removed: ['notification_address_removed_title', 'notification_address_removed_body'],
  passkey_added: ['notification_passkey_added_title', 'notification_passkey_added_body'],
  passkey_removed: ['notification_passkey_removed_title', 'notification_passkey_removed_body'],
  passkey_counter_regressed: [
    'notification_passkey_counter_regressed_title',
    'notification_passkey_counter_regressed_body',
  ],
};

const worded = (
  language: Language,
  [title, body]: [ServerMessageCode, ServerMessageCode],
  values: Record<string, string>,
): RenderedNotification => ({
  title: serverMessage(language, title, values),
  body: serverMessage(language, body, values),
});

/** The title and body of a notification in `language`, money and numbers in its conventions. */
export function renderNotification(
  notification: NewNotification,
  language: Language,
): RenderedNotification {
  switch (notification.kind) {
    case 'price_alert': {
      const { asset, direction, level, price: firedAt } = notification.details;
      const values = { asset, level: price(level, language), price: price(firedAt, language) };
      return worded(
        language,
        direction === 'above'
          ? ['notification_price_alert_above_title', 'notification_price_alert_above_body']
          : ['notification_price_alert_below_title', 'notification_price_alert_below_body'],
        values,
      );
    }
    case 'deposit_approved':
    case 'deposit_failed': {
      const { reference, amount } = notification.details;
      return worded(
        language,
        notification.kind === 'deposit_approved'
          ? ['notification_deposit_approved_title', 'notification_deposit_approved_body']
          : ['notification_deposit_failed_title', 'notification_deposit_failed_body'],
        { reference, amount: money(amount, language) },
      );
    }
    case 'withdrawal_approved': {
      const { reference, amount, asset } = notification.details;
      return worded(
        language,
        ['notification_withdrawal_approved_title', 'notification_withdrawal_approved_body'],
        { reference, asset, amount: money(amount, language) },
      );
    }
    case 'withdrawal_failed': {
      const { reference, amount } = notification.details;
      return worded(
        language,
        ['notification_withdrawal_failed_title', 'notification_withdrawal_failed_body'],
        { reference, amount: money(amount, language) },
      );
    }
    case 'trade_executed': {
      const details = notification.details;
      return worded(
        language,
        details.side === 'buy'
          ? ['notification_trade_buy_title', 'notification_trade_buy_body']
          : ['notification_trade_sell_title', 'notification_trade_sell_body'],
        {
          reference: details.reference,
          asset: details.asset,
          quantity: quantity(details.quantity, language),
          price: price(details.price, language),
          total: money(details.total, language),
        },
      );
    }
    case 'security': {
      const notice = notification.details;
      const values: Record<string, string> =
        notice.event === 'address_added' || notice.event === 'address_removed'
          ? { asset: notice.asset, label: notice.label, address: notice.maskedAddress }
          : 'name' in notice
            ? { name: notice.name }
            : {};
      return worded(language, SECURITY_TEXTS[notice.event], values);
    }
    case 'message':
      return { title: notification.details.title, body: notification.details.body };
  }
}
