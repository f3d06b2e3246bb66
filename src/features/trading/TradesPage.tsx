import { useCallback, useEffect, useMemo } from 'react';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { Trade } from '../../api/types';
import { HistoryFrame, HistoryTable } from '../../components/HistoryTable';
import { RetryAlert } from '../../components/RetryAlert';
import { WidgetBoundary } from '../../components/WidgetBoundary';
import { paths } from '../../config/routes';
import { useIntlLocale, useT } from '../../i18n';
import { tradingMessages } from '../../i18n/namespaces/trading';
import { errorMessageOf } from '../../lib/apiError';
import { HISTORY_PAGE_SIZE } from '../../api/historyPaging';
import { tradeColumns } from './tradeColumns';
import { TradeFiltersForm } from './TradeFiltersForm';
import { hasTradeFilters, parseTradesSearch, tradesSearchOf } from './tradesSearch';
import {
  useGetPricesQuery,
  useGetTradeHistoryInfiniteQuery,
  type TradeFilters,
} from './tradingApi';

const tradeKey = (trade: Trade) => trade._id;

/** The filters live in the URL: a filter change is a history entry that Back restores. */
function useTradeFilters() {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => parseTradesSearch(search), [search]);
  const canonical = tradesSearchOf(filters).toString();
  // A URL holding something ignored (side=hold) is rewritten in place.
  useEffect(() => {
    if (search.toString() !== canonical) setSearch(canonical, { replace: true });
  }, [search, canonical, setSearch]);
  const setFilters = useCallback(
    (next: TradeFilters) => setSearch(tradesSearchOf(next), { flushSync: true }),
    [setSearch],
  );
  return { filters, canonical, setFilters };
}

/**
 * The trade history (SPEC §12.3, paged and filtered like §11.2): newest first, 25 at a time with
 * Load more, filtered by asset, side and dates in the URL; loading, empty and failed states.
 */
export default function TradesPage() {
  const t = useT(tradingMessages);
  const locale = useIntlLocale();
  const columns = useMemo(() => tradeColumns(t, locale), [t, locale]);
  const { filters, canonical, setFilters } = useTradeFilters();
  const result = useGetTradeHistoryInfiniteQuery(filters, { refetchOnMountOrArgChange: true });
  const prices = useGetPricesQuery();
  const assets = useMemo(
    () => prices.data?.prices.map((price) => price.asset) ?? [],
    [prices.data],
  );

  const rows = useMemo(() => result.data?.pages.flatMap((page) => page.trades), [result.data]);
  const total = result.data?.pages[0]?.total;
  const filtered = hasTradeFilters(filters);

  let body;
  if (rows?.length === 0) {
    body = (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography color="text.secondary">
          {filtered ? t('history.noMatch') : t('trades.empty')}
        </Typography>
        {filtered && (
          <Button sx={{ mt: 2 }} onClick={() => setFilters({})}>
            {t('history.clear')}
          </Button>
        )}
      </Paper>
    );
  } else if (result.isError && !rows) {
    body = (
      <RetryAlert message={errorMessageOf(result.error)} onRetry={() => void result.refetch()} />
    );
  } else {
    body = (
      <Stack spacing={2}>
        {result.isFetchNextPageError && (
          <RetryAlert
            message={errorMessageOf(result.error)}
            onRetry={() => void result.fetchNextPage()}
          />
        )}
        <HistoryFrame>
          <WidgetBoundary
            key={canonical}
            subject={t('history.label')}
            onRetry={result.refetch}
            answers={[result.data]}
          >
            <HistoryTable
              label={t('history.label')}
              columns={columns}
              rowKey={tradeKey}
              rows={rows}
              skeletonRows={Math.min(HISTORY_PAGE_SIZE, total ?? HISTORY_PAGE_SIZE)}
            />
          </WidgetBoundary>
          {rows && total !== undefined && (
            <Stack
              direction="row"
              spacing={2}
              sx={{ alignItems: 'center', justifyContent: 'flex-end', px: 2, py: 1 }}
            >
              <Typography variant="body2" color="text.secondary" role="status">
                {t('history.shown', { shown: rows.length, total })}
              </Typography>
              {result.hasNextPage && (
                // Busy but still focusable while the next page loads.
                <Button
                  aria-disabled={result.isFetchingNextPage || undefined}
                  onClick={() => {
                    if (!result.isFetchingNextPage) void result.fetchNextPage();
                  }}
                >
                  {result.isFetchingNextPage ? t('history.loadingMore') : t('history.loadMore')}
                </Button>
              )}
            </Stack>
          )}
        </HistoryFrame>
      </Stack>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start', mb: 2 }}>
        <Typography variant="h1">{t('history.title')}</Typography>
        <Typography color="text.secondary" sx={{ minHeight: '1.5em' }}>
          {total !== undefined && t('history.total', { count: total })}
        </Typography>
        <Button component={RouterLink} to={paths.spotTrading}>
          {t('history.backToTrading')}
        </Button>
      </Stack>
      <Stack spacing={2}>
        <TradeFiltersForm key={canonical} filters={filters} assets={assets} onApply={setFilters} />
        {body}
      </Stack>
    </Container>
  );
}
