const dateTimeFormats = new Map<string | undefined, Intl.DateTimeFormat>();

/**
 * A record's timestamp in the user's locale, e.g. "Nov 1, 2026, 10:00 AM". The formatter is
 * built once per locale: building one costs far more than formatting with it, and a history
 * page formats a date per row.
 */
export function formatDateTime(iso: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = dateTimeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    dateTimeFormats.set(locale, format);
  }
  return format.format(date);
}
