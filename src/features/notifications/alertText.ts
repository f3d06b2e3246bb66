import type { PriceAlert } from '../../api/types';
import type { Translate } from '../../i18n';
import type { NotificationsKey } from '../../i18n/namespaces/notifications';
import { formatUsdLevel } from './alertFormat';

/** "Alert me when BTC is above $100,000.00", in the user's language and number format. */
export function alertSummary(
  t: Translate<NotificationsKey>,
  locale: string,
  alert: Pick<PriceAlert, 'asset' | 'direction' | 'price'>,
): string {
  return t('alerts.summary', {
    asset: alert.asset,
    direction: alert.direction,
    price: formatUsdLevel(alert.price, locale),
  });
}
