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
import { HistoryPagination } from '../../components/history/HistoryPagination';
import { LazyFilters } from '../../components/history/LazyFilters';
import { useCursorPages } from '../../components/history/useCursorPages';
import { tradeColumns } from './tradeColumns';
import { hasTradeFilters, parseTradesSearch, tradesSearchOf } from './tradesSearch';
import {
  useGetPricesQuery,
  useGetTradeHistoryInfiniteQuery,
  type TradeFilters,
} from './tradingApi';

const tradeKey = (trade: Trade) => trade._id;

/**
 * The trade filters' height before any error shows (TradeFiltersForm, measured in Chromium at
 * 320–1920 px): below `lg` its four fields wrap one per line, each 56 px and the 22.92 px line
 * kept for its error, and from `sm` the buttons sit 8 px lower; from `lg` they are one row.
 */
const TRADE_FILTERS_HEIGHT = { xs: 416.13, sm: 424.13, lg: 78.92 } as const;

const loadTradeFilters = () => import(/* webpackChunkName: "trade-filters" */ './TradeFiltersForm');

/**
 * The view lives in the URL: a page or filter change is a history entry that Back restores,
 * and a link shares it (SPEC §11.2).
 */
function useTradesView() {
  const [search, setSearch] = useSearchParams();
  const view = useMemo(() => parseTradesSearch(search), [search]);
  const canonical = tradesSearchOf(view).toString();
  // A URL holding something ignored (side=hold, page=abc) is rewritten in place.
  useEffect(() => {
    if (search.toString() !== canonical) setSearch(canonical, { replace: true });
  }, [search, canonical, setSearch]);
  const setPageIndex = useCallback(
    (pageIndex: number, options?: { replace?: boolean }) =>
      setSearch(tradesSearchOf({ filters: view.filters, pageIndex }), options),
    [setSearch, view.filters],
  );
  // New filters start again at page 1: the old pages' cursors mean nothing for them.
  const setFilters = useCallback(
    (filters: TradeFilters) =>
      setSearch(tradesSearchOf({ filters, pageIndex: 0 }), { flushSync: true }),
    [setSearch],
  );
  return { view, canonical, setPageIndex, setFilters };
}

/**
 * The trade history (SPEC §12.3, paged and filtered like §11.2): newest first, 25 at a time
 * with Previous / Next, the page and the filters (asset, side, dates) in the URL; loading,
 * empty and failed states.
 */
export default function TradesPage() {
  const t = useT(tradingMessages);
  const locale = useIntlLocale();
  const columns = useMemo(() => tradeColumns(t, locale), [t, locale]);
  const { view, canonical, setPageIndex, setFilters } = useTradesView();
  const { filters, pageIndex } = view;
  const result = useGetTradeHistoryInfiniteQuery(filters, { refetchOnMountOrArgChange: true });
  const showLastPage = useCallback(
    (lastIndex: number) => setPageIndex(lastIndex, { replace: true }),
    [setPageIndex],
  );
  const { page, total, hasNext, failure, fetchAhead } = useCursorPages(
    result,
    pageIndex,
    showLastPage,
  );
  const prices = useGetPricesQuery();
  const assets = useMemo(
    () => prices.data?.prices.map((price) => price.asset) ?? [],
    [prices.data],
  );

  const rows = page?.trades;
  const filtered = hasTradeFilters(filters);
  const remaining = total === undefined ? HISTORY_PAGE_SIZE : total - pageIndex * HISTORY_PAGE_SIZE;
  const retryAlert = failure && (
    <RetryAlert message={errorMessageOf(failure.error)} onRetry={failure.retry} />
  );

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
  } else if (!rows && failure && !result.data) {
    body = retryAlert;
  } else {
    body = (
      <Stack spacing={2}>
        {retryAlert}
        <HistoryFrame>
          {!(failure && !rows) && (
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
                skeletonRows={Math.max(1, Math.min(HISTORY_PAGE_SIZE, remaining))}
              />
            </WidgetBoundary>
          )}
          <HistoryPagination
            label={t('history.pagesLabel')}
            pageIndex={pageIndex}
            total={total}
            hasPrevious={pageIndex > 0}
            hasNext={hasNext}
            onPrevious={() => setPageIndex(pageIndex - 1)}
            onNext={() => {
              fetchAhead(pageIndex + 1);
              setPageIndex(pageIndex + 1);
            }}
          />
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
        <LazyFilters load={loadTradeFilters} height={TRADE_FILTERS_HEIGHT}>
          {({ TradeFiltersForm }) => (
            <TradeFiltersForm
              key={canonical}
              filters={filters}
              assets={assets}
              onApply={setFilters}
            />
          )}
        </LazyFilters>
        {body}
      </Stack>
    </Container>
  );
}
