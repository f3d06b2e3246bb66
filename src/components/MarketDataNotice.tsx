import InfoOutlined from './icons/InfoOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMarketFeedNotice } from '../api/market';
import type { SyntheticFeedNotice } from '../api/marketFeedSource';
import { englishText, useIntlLocale, useT, type MessageValues } from '../i18n';
import { componentsMessages } from '../i18n/namespaces/components';

const asOfFormatters = new Map<string | undefined, Intl.DateTimeFormat>();

/**
 * Built once per locale: every market widget's frame shows this note, and each
 * toLocaleDateString call with options builds a new formatter (~5 ms on a slow phone, in the
 * render that draws the widgets).
 */
function asOfFormat(locale: string | undefined): Intl.DateTimeFormat {
  let format = asOfFormatters.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    asOfFormatters.set(locale, format);
  }
  return format;
}

type NoticeKey = 'marketData.synthetic' | 'marketData.syntheticAsOf';
type NoticeTranslate = (key: NoticeKey, values?: MessageValues) => string;

/** The note's English, for callers outside a component (the tests compare with it). */
const inEnglish: NoticeTranslate = (key, values) => englishText(componentsMessages, key, values);

/**
 * The words for figures a feed declares synthetic. Not "recorded": the fixture set is a seeded
 * random walk (fixtures/market/meta.json), never captured from a real market, so calling it a
 * recording would itself be the kind of claim SPEC §0 forbids. The date is the feed's `asOf`, in
 * UTC (the instant is a UTC midnight; a local date could show the day before).
 */
export function syntheticDataLabel(
  notice: SyntheticFeedNotice,
  t: NoticeTranslate = inEnglish,
  locale?: string,
): string {
  if (!notice.asOf) return t('marketData.synthetic');
  return t('marketData.syntheticAsOf', { date: asOfFormat(locale).format(new Date(notice.asOf)) });
}

/**
 * Shared by the market widgets and the home page's tiles and table, so the home page needs only
 * this note, not the market feature's widget wrappers.
 *
 * A persistent note next to market figures when the feed itself says they are synthetic (the
 * demo and any build pointed at the fixture feed). With a real feed it renders nothing.
 */
export function MarketDataNotice() {
  const t = useT(componentsMessages);
  const locale = useIntlLocale();
  const notice = useMarketFeedNotice();
  if (!notice) return null;
  return (
    // A flex Box, not Stack: this note is on home's first render, inside a 200 kB budget.
    <Box
      role="note"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'warning.main', my: 0.5 }}
    >
      <InfoOutlined fontSize="inherit" aria-hidden />
      <Typography variant="caption" sx={{ fontWeight: 600, color: 'text.primary' }}>
        {syntheticDataLabel(notice, t, locale)}
      </Typography>
    </Box>
  );
}
