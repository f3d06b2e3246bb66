/**
 * How a market feed says that its figures are not real quotes. A real CoinGecko or exchange sends
 * none of this, so a real feed changes nothing; the offline fixture feed (fixtures/market, served
 * by the reference server's MARKET_DATA=fixtures mode) sends it on every answer, so any build
 * pointed at that feed labels its figures, whatever the build's own settings say.
 *
 * Pure and dependency-free: the feed module (Node) and the SPA share these names.
 */

/** REST answers: what the data set is (`synthetic-fixtures` for the fixture feed). */
export const MARKET_DATA_HEADER = 'x-market-data';
/** REST answers: the ISO 8601 instant the synthetic figures stand for. */
export const MARKET_DATA_AS_OF_HEADER = 'x-market-data-as-of';
export const SYNTHETIC_MARKET_DATA = 'synthetic-fixtures';

/**
 * The first message of a replayed ticker stream. Browsers cannot read a WebSocket handshake's
 * headers, so the stream says it in band, before its first tick; a ticker adapter ignores it.
 */
export const FEED_NOTICE_EVENT = 'meridian.feedNotice';

export interface FeedNoticeMessage {
  e: typeof FEED_NOTICE_EVENT;
  data: typeof SYNTHETIC_MARKET_DATA;
  asOf: string;
}

/** What the feed said about itself: its figures are synthetic, standing for `asOf` (if valid). */
export interface SyntheticFeedNotice {
  kind: 'synthetic';
  /** ISO 8601 instant, or null when the feed sent none or an unreadable one. */
  asOf: string | null;
}

function validInstant(value: unknown): string | null {
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null;
}

/** The notice carried by a REST answer's headers, or null for a real feed. */
export function feedNoticeFromHeaders(
  headers: Pick<Headers, 'get'> | undefined,
): SyntheticFeedNotice | null {
  if (headers?.get(MARKET_DATA_HEADER)?.trim() !== SYNTHETIC_MARKET_DATA) return null;
  return { kind: 'synthetic', asOf: validInstant(headers.get(MARKET_DATA_AS_OF_HEADER)) };
}

/** The notice carried by a stream message, or null when the message is anything else. */
export function feedNoticeFromMessage(message: unknown): SyntheticFeedNotice | null {
  if (typeof message !== 'object' || message === null) return null;
  const record = message as Record<string, unknown>;
  if (record.e !== FEED_NOTICE_EVENT || record.data !== SYNTHETIC_MARKET_DATA) return null;
  return { kind: 'synthetic', asOf: validInstant(record.asOf) };
}
