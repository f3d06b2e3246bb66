import { useIntlLocale } from '../../i18n';
import { formatDateTime } from '../../lib/dates';
import { formatRelativeTime } from './formatRelativeTime';

/** A relative time ("5 minutes ago") whose exact moment stays available to every user. */
export function RelativeTime({ iso, now }: { iso: string; now: number }) {
  const locale = useIntlLocale();
  return (
    <time dateTime={iso} title={formatDateTime(iso, locale)}>
      {formatRelativeTime(iso, now, locale)}
    </time>
  );
}
