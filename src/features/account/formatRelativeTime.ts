const UNITS: readonly { unit: Intl.RelativeTimeFormatUnit; seconds: number }[] = [
  { unit: 'year', seconds: 365 * 24 * 60 * 60 },
  { unit: 'month', seconds: 30 * 24 * 60 * 60 },
  { unit: 'week', seconds: 7 * 24 * 60 * 60 },
  { unit: 'day', seconds: 24 * 60 * 60 },
  { unit: 'hour', seconds: 60 * 60 },
  { unit: 'minute', seconds: 60 },
];

const formats = new Map<string | undefined, Intl.RelativeTimeFormat>();

/** One formatter per locale: a session list formats a time per row, every minute. */
function relativeTimeFormat(locale: string | undefined): Intl.RelativeTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    formats.set(locale, format);
  }
  return format;
}

/**
 * "5 minutes ago", "yesterday", "now": how long ago `iso` was, in the chosen locale ("vor 5
 * Minuten", "hace 5 minutos"), in the largest unit that fits. The server updates a session's last-seen time at most once a minute,
 * so anything under a minute is "now".
 */
export function formatRelativeTime(iso: string, now: number, locale?: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const format = relativeTimeFormat(locale);
  const elapsedSeconds = (time - now) / 1000;
  const fitting = UNITS.find(({ seconds }) => Math.abs(elapsedSeconds) >= seconds);
  if (!fitting) return format.format(0, 'second');
  return format.format(Math.trunc(elapsedSeconds / fitting.seconds), fitting.unit);
}
