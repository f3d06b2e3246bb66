import type { Trade } from '../../api/types';
import type { HistoryColumn } from '../../components/HistoryTable';
import { Money } from '../../components/Money';
import type { Translate } from '../../i18n';
import type { tradingMessages } from '../../i18n/namespaces/trading';
import { formatDateTime } from '../../lib/dates';
import { formatMarketPrice } from '../../lib/money';
import { formatQuantity } from './tradeFormat';

export type TradingKey = keyof typeof tradingMessages.en;

const pnlColor = (amount: number) => (amount < 0 ? 'error.main' : 'success.main');

/** The columns of a trade list: the last trades on Spot Trading and the trade history. */
export function tradeColumns(t: Translate<TradingKey>, locale: string): HistoryColumn<Trade>[] {
  const sides = { buy: t('trades.buy'), sell: t('trades.sell') };
  return [
    { header: t('trades.date'), render: (trade) => formatDateTime(trade.createdAt, locale) },
    { header: t('trades.side'), render: (trade) => sides[trade.side] },
    { header: t('trades.asset'), render: (trade) => trade.asset },
    {
      header: t('trades.quantity'),
      align: 'right',
      render: (trade) => formatQuantity(trade.quantity, locale),
    },
    {
      header: t('trades.price'),
      align: 'right',
      render: (trade) => formatMarketPrice(Number(trade.price), locale),
    },
    {
      header: t('trades.fee'),
      align: 'right',
      render: (trade) => <Money amount={Number(trade.fee)} />,
    },
    {
      header: t('trades.total'),
      align: 'right',
      render: (trade) => <Money amount={Number(trade.total)} />,
    },
    {
      header: t('trades.realizedPnl'),
      align: 'right',
      render: (trade) =>
        trade.realizedPnl === null ? (
          '—'
        ) : (
          <Money amount={Number(trade.realizedPnl)} color={pnlColor(Number(trade.realizedPnl))} />
        ),
    },
    { header: t('trades.reference'), render: (trade) => trade.reference },
  ];
}
