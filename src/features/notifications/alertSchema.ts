import { object, string } from 'yup';
import type { AlertDirection } from '../../api/types';
import { messageRef } from '../../i18n';
import { notificationsMessages } from '../../i18n/namespaces/notifications';
import { validateWith } from '../../lib/schemaValidation';
import { ALERT_PRICE_DECIMALS, PLAIN_DECIMAL } from './alertFormat';

export interface AlertValues {
  asset: string;
  direction: AlertDirection;
  /** The level in dollars, as typed. */
  price: string;
}

const message = (key: keyof typeof notificationsMessages.en) =>
  messageRef(notificationsMessages, key);

const decimalsOf = (text: string) => text.split('.')[1]?.length ?? 0;

/**
 * The alert form: a price > 0 with at most 8 decimals (SPEC §12.4), one message at a time. The
 * server checks again (400); this saves the round trip.
 */
export const alertSchema = object({
  asset: string().required(),
  direction: string().required(),
  price: string()
    .trim()
    .required(message('alerts.price.required'))
    .test('number', message('alerts.price.invalid'), (value) => !value || PLAIN_DECIMAL.test(value))
    .test(
      'positive',
      message('alerts.price.positive'),
      (value) => !value || !PLAIN_DECIMAL.test(value) || /[1-9]/.test(value),
    )
    .test(
      'decimals',
      messageRef(notificationsMessages, 'alerts.price.decimals', { digits: ALERT_PRICE_DECIMALS }),
      (value) => !value || !PLAIN_DECIMAL.test(value) || decimalsOf(value) <= ALERT_PRICE_DECIMALS,
    ),
});

/** Fetched as the alert form first validates (AlertForm). */
export const validateAlert = validateWith<AlertValues>(alertSchema);
