import { http, HttpResponse } from 'msw';
import bitcoin from '../../../../fixtures/market/candles/bitcoin.json';
import ethereum from '../../../../fixtures/market/candles/ethereum.json';
import litecoin from '../../../../fixtures/market/candles/litecoin.json';
import coins from '../../../../fixtures/market/coins-markets.json';
import global from '../../../../fixtures/market/global.json';
import { marketUrl } from '../../../test/urls';

/** The synthetic fixture set (fixtures/market), answered the way the fixtures server does. */
export const fixtureCoins = coins;
const candles: Record<string, number[][]> = { bitcoin, ethereum, litecoin };
export const fixtureCandles = candles;

const DAY = 86_400_000;
const lastDays = (rows: number[][], days: number) =>
  rows.filter(([time]) => time! > rows[rows.length - 1]![0]! - days * DAY);

/** MSW handlers for every market REST endpoint, serving the fixtures. */
export const marketFixtureHandlers = [
  http.get(marketUrl('/coins/markets'), ({ request }) => {
    const params = new URL(request.url).searchParams;
    const perPage = Number(params.get('per_page') ?? 100);
    const page = Number(params.get('page') ?? 1);
    return HttpResponse.json(
      coins.slice((page - 1) * perPage, page * perPage).map((coin) => ({ ...coin, image: '' })),
    );
  }),
  http.get(marketUrl('/global'), () => HttpResponse.json(global)),
  http.get(marketUrl('/coins/:id/ohlc'), ({ params, request }) => {
    const rows = candles[String(params.id)];
    if (!rows) return HttpResponse.json({ message: 'not found' }, { status: 404 });
    const days = Number(new URL(request.url).searchParams.get('days'));
    return HttpResponse.json(lastDays(rows, days).map((row) => row.slice(0, 5)));
  }),
  http.get(marketUrl('/coins/:id/market_chart'), ({ params, request }) => {
    const rows = candles[String(params.id)];
    if (!rows) return HttpResponse.json({ message: 'not found' }, { status: 404 });
    const days = Number(new URL(request.url).searchParams.get('days'));
    const recent = lastDays(rows, days);
    return HttpResponse.json({
      prices: recent.map(([time, , , , close]) => [time, close]),
      market_caps: [],
      total_volumes: recent.map(([time, , , , close, volume]) => [time, close! * volume!]),
    });
  }),
];
