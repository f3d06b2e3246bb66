import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { OutlinedTextField } from '../../../components/form/OutlinedTextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { MARKET_POLL_INTERVAL_MS, useGetMarketOverviewQuery } from '../../../api/market';
import { useIntlLocale, useT } from '../../../i18n';
import { marketMessages } from '../../../i18n/namespaces/market';
import { formatCompactUsd, formatMarketPrice } from '../../../lib/money';
import { WatchStar, WatchStarHeader } from '../../notifications';
import {
  filterCoins,
  paginate,
  sortCoins,
  type MarketSortKey,
  type SortDirection,
} from '../marketTableModel';
import { PriceChange } from './PriceChange';
import { SparklineSvg } from './SparklineSvg';
import { WidgetEmpty, WidgetFrame, WidgetUnavailable } from './WidgetFrame';
import { MarketTableLoading } from './WidgetSkeletons';
import {
  DEFAULT_MARKET_TABLE_VARIANT,
  MARKET_TABLE_HEADER_HEIGHT,
  MARKET_TABLE_ROW_HEIGHT,
  MARKET_TABLE_SETTINGS,
  marketTableArgs,
  type MarketTableVariant,
} from './widgetSettings';

export interface MarketTableProps {
  /** compact: top coins, fewer columns (Spot Trading); full: every column, more rows (Markets). */
  variant?: MarketTableVariant;
}

interface Column {
  key: MarketSortKey;
  label: Extract<keyof typeof marketMessages.en, `table.column.${string}`>;
  numeric: boolean;
  fullOnly?: boolean;
}

const COLUMNS: Column[] = [
  { key: 'market_cap_rank', label: 'table.column.rank', numeric: true },
  { key: 'name', label: 'table.column.coin', numeric: false },
  { key: 'current_price', label: 'table.column.price', numeric: true },
  { key: 'price_change_percentage_24h', label: 'table.column.change24h', numeric: true },
  {
    key: 'price_change_percentage_7d_in_currency',
    label: 'table.column.change7d',
    numeric: true,
    fullOnly: true,
  },
  { key: 'total_volume', label: 'table.column.volume', numeric: true, fullOnly: true },
  { key: 'market_cap', label: 'table.column.marketCap', numeric: true },
];

export default function MarketTable({ variant = DEFAULT_MARKET_TABLE_VARIANT }: MarketTableProps) {
  const t = useT(marketMessages);
  const locale = useIntlLocale();
  const settings = MARKET_TABLE_SETTINGS[variant];
  const title = t(settings.titleKey);
  const { data, isLoading, isError, refetch } = useGetMarketOverviewQuery(
    marketTableArgs(variant),
    { pollingInterval: MARKET_POLL_INTERVAL_MS, skipPollingIfUnfocused: true },
  );
  const [search, setSearch] = useState('');
  const [sortKey, setSortKey] = useState<MarketSortKey>('market_cap_rank');
  const [direction, setDirection] = useState<SortDirection>('asc');
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState<number>(settings.rowsPerPage);
  const columns = COLUMNS.filter((column) => variant === 'full' || !column.fullOnly);

  const rows = useMemo(
    () => sortCoins(filterCoins(data ?? [], search), sortKey, direction),
    [data, search, sortKey, direction],
  );
  const lastPage = Math.max(0, Math.ceil(rows.length / rowsPerPage) - 1);
  const shownPage = Math.min(page, lastPage);

  const sortBy = (key: MarketSortKey) => {
    if (key === sortKey) setDirection(direction === 'asc' ? 'desc' : 'asc');
    else {
      setSortKey(key);
      setDirection(key === 'name' || key === 'market_cap_rank' ? 'asc' : 'desc');
    }
  };

  let body;
  if (isLoading) body = <MarketTableLoading variant={variant} />;
  else if (isError && !data) body = <WidgetUnavailable onRetry={() => void refetch()} />;
  else if (!data || data.length === 0) body = <WidgetEmpty message={t('table.empty')} />;
  else {
    body = (
      <>
        <OutlinedTextField
          label={t('table.search')}
          size="small"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(0);
          }}
          sx={{ mb: 1, maxWidth: 320 }}
          fullWidth
        />
        <TableContainer>
          <Table size="small" aria-label={title}>
            {/* Rows of fixed height (labels on one line; the table scrolls sideways on narrow
                screens), so the loading skeleton holds exactly the table's place. */}
            <TableHead>
              <TableRow sx={{ height: MARKET_TABLE_HEADER_HEIGHT, whiteSpace: 'nowrap' }}>
                {columns.map((column) => (
                  <TableCell
                    key={column.key}
                    align={column.numeric ? 'right' : 'left'}
                    sortDirection={sortKey === column.key ? direction : false}
                  >
                    <TableSortLabel
                      active={sortKey === column.key}
                      direction={sortKey === column.key ? direction : 'asc'}
                      onClick={() => sortBy(column.key)}
                    >
                      {t(column.label)}
                    </TableSortLabel>
                  </TableCell>
                ))}
                <TableCell align="right">{t('table.column.last7Days')}</TableCell>
                <TableCell padding="checkbox">
                  <WatchStarHeader />
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={columns.length + 2}>
                    <WidgetEmpty message={t('table.noMatch', { search: search.trim() })} />
                  </TableCell>
                </TableRow>
              ) : (
                paginate(rows, shownPage, rowsPerPage).map((coin) => (
                  <TableRow key={coin.id} hover sx={{ height: MARKET_TABLE_ROW_HEIGHT }}>
                    <TableCell align="right">{coin.market_cap_rank ?? '—'}</TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <Avatar src={coin.image || undefined} alt="" sx={{ width: 24, height: 24 }}>
                          {coin.symbol.slice(0, 1).toUpperCase()}
                        </Avatar>
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          {coin.name}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          {coin.symbol.toUpperCase()}
                        </Typography>
                      </Stack>
                    </TableCell>
                    <TableCell align="right">
                      {coin.current_price === null
                        ? '—'
                        : formatMarketPrice(coin.current_price, locale)}
                    </TableCell>
                    <TableCell align="right">
                      <PriceChange percent={coin.price_change_percentage_24h} />
                    </TableCell>
                    {variant === 'full' && (
                      <>
                        <TableCell align="right">
                          <PriceChange percent={coin.price_change_percentage_7d_in_currency} />
                        </TableCell>
                        <TableCell align="right">
                          {coin.total_volume === null
                            ? '—'
                            : formatCompactUsd(coin.total_volume, locale)}
                        </TableCell>
                      </>
                    )}
                    <TableCell align="right">
                      {coin.market_cap === null ? '—' : formatCompactUsd(coin.market_cap, locale)}
                    </TableCell>
                    <TableCell align="right">
                      {coin.sparkline_in_7d?.price.length ? (
                        <SparklineSvg
                          prices={coin.sparkline_in_7d.price}
                          label={t('table.sparkline', { name: coin.name })}
                        />
                      ) : (
                        '—'
                      )}
                    </TableCell>
                    <TableCell padding="checkbox">
                      <WatchStar asset={coin.symbol.toUpperCase()} name={coin.name} />
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={rows.length}
          page={shownPage}
          onPageChange={(_event, next) => setPage(next)}
          rowsPerPage={rowsPerPage}
          rowsPerPageOptions={variant === 'full' ? [25, 50, 100] : [10]}
          labelRowsPerPage={t('table.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) =>
            t('table.displayedRows', { from, to, count })
          }
          getItemAriaLabel={(type) => t('table.pageButton', { type })}
          onRowsPerPageChange={(event) => {
            setRowsPerPage(Number(event.target.value));
            setPage(0);
          }}
        />
        {isError && <WidgetUnavailable detail={t('table.stale')} onRetry={() => void refetch()} />}
      </>
    );
  }
  return <WidgetFrame title={title}>{body}</WidgetFrame>;
}
