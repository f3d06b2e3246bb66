import Type from 'typebox';
import { endpoint } from './common';

/**
 * The offline market feed (`MARKET_DATA=fixtures`): a CoinGecko-compatible REST API and a
 * replayed ticker stream. Their shapes are the public feed's, which the SPA reads through
 * src/api/marketFeedTypes.ts; these entries only put the routes on the map.
 */

const TAGS = ['Market feed (fixtures)'];

/** The public feed's own refusal, in its shape: a message, no Meridian code. */
const FeedError = (description: string) => Type.Object({ message: Type.String() }, { description });

export const marketFeedEndpoints = {
  rest: endpoint('GET', '/market/api/v3/*', {
    summary: 'The recorded feed: /coins/markets, /global, /coins/{id}/ohlc|market_chart, logos',
    tags: TAGS,
    params: Type.Object({ '*': Type.String() }),
    response: {
      200: Type.Unknown({ description: 'CoinGecko-shaped JSON, or an SVG logo.' }),
      400: FeedError('A parameter the recorded feed does not serve.'),
      404: FeedError('Nothing recorded at that path.'),
    },
  }),
  stream: endpoint('GET', '/market/stream', {
    summary: 'WebSocket: the recorded ticker messages, replayed in a loop',
    tags: TAGS,
    response: {},
  }),
};
