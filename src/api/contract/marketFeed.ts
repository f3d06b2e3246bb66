import Type from 'typebox';
import { endpoint, errors } from './common';

/**
 * The offline market feed (`MARKET_DATA=fixtures`): a CoinGecko-compatible REST API and a
 * replayed ticker stream. Their shapes are the public feed's, which the SPA reads through
 * src/api/marketFeedTypes.ts; these entries only put the routes on the map.
 */

const TAGS = ['Market feed (fixtures)'];

export const marketFeedEndpoints = {
  rest: endpoint('GET', '/market/api/v3/*', {
    summary: 'The recorded feed: /coins/markets, /global, /coins/{id}/ohlc|market_chart, logos',
    tags: TAGS,
    params: Type.Object({ '*': Type.String() }),
    response: {
      200: Type.Unknown({ description: 'CoinGecko-shaped JSON, or an SVG logo.' }),
      ...errors(400, 404),
    },
  }),
  stream: endpoint('GET', '/market/stream', {
    summary: 'WebSocket: the recorded ticker messages, replayed in a loop',
    tags: TAGS,
    response: {},
  }),
};
