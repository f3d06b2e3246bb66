import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { HISTORY_PAGE_SIZE } from '../../api/historyPaging';
import type { HistoryPage } from '../../api/types';
import { errorMessageOf } from '../../lib/apiError';
import { HistoryFrame, HistoryTable, type HistoryColumn } from '../HistoryTable';
import { useT } from '../../i18n';
import { historyMessages } from '../../i18n/namespaces/history';
import { RetryAlert } from '../RetryAlert';
import { WidgetBoundary } from '../WidgetBoundary';
import type { HistoryFiltersFormProps } from './HistoryFiltersForm';
import { HistoryPagination } from './HistoryPagination';
import { LazyFilters } from './LazyFilters';
import { hasFilters, historySearchOf } from './historySearch';
import { useCursorPages, type InfiniteHistoryResult } from './useCursorPages';
import type { HistoryViewControls } from './useHistoryView';

export interface RecordNoun {
  one: string;
  other: string;
}

interface PagedHistoryProps<Row, Page extends HistoryPage> {
  title: string;
  /** Accessible name of the table, e.g. "Deposit history". */
  label: string;
  /** What a record is called in the total and the empty state: deposit / deposits. */
  noun: RecordNoun;
  columns: readonly HistoryColumn<Row>[];
  rowKey: (row: Row) => string;
  rowsOf: (page: Page) => readonly Row[];
  /** The page's infinite query, called with `view.filters` from `useHistoryView`. */
  result: InfiniteHistoryResult<Page>;
  view: HistoryViewControls;
  /** Controls beside the title (Download statement). */
  actions?: ReactNode;
}

/**
 * The filter form's height before any error shows (HistoryFiltersForm, measured in Chromium):
 * its three fields and buttons stacked below `sm`, one row of fields from `sm`; each field is
 * 56 px and the 22.92 px line kept for its error (keepErrorLine).
 */
const FILTERS_HEIGHT = { xs: 321.23, sm: 78.92 } as const;

const loadFiltersForm = () =>
  import(/* webpackChunkName: "history-filters" */ './HistoryFiltersForm');

/** Keyed by the view's filters, so Back shows the filters of the view it restores. */
function LazyHistoryFilters(props: HistoryFiltersFormProps) {
  const key = historySearchOf({ filters: props.filters, pageIndex: 0 }).toString();
  return (
    <LazyFilters load={loadFiltersForm} height={FILTERS_HEIGHT}>
      {({ HistoryFiltersForm }) => <HistoryFiltersForm key={key} {...props} />}
    </LazyFilters>
  );
}

/**
 * A record history page (SPEC §11.2): the server's records 25 at a time, the view (page,
 * status, dates) in the URL, the total, loading / empty / error states that keep the table's
 * place on the page.
 */
export function PagedHistory<Row, Page extends HistoryPage>({
  title,
  label,
  noun,
  columns,
  rowKey,
  rowsOf,
  result,
  view: { view, setPageIndex, setFilters },
  actions,
}: PagedHistoryProps<Row, Page>) {
  const t = useT(historyMessages);
  const { pageIndex, filters } = view;
  const showLastPage = (lastIndex: number) => setPageIndex(lastIndex, { replace: true });
  const { page, total, hasNext, failure, fetchAhead } = useCursorPages(
    result,
    pageIndex,
    showLastPage,
  );
  const filtered = hasFilters(filters);
  const rows = page ? rowsOf(page) : undefined;
  const remaining = total === undefined ? HISTORY_PAGE_SIZE : total - pageIndex * HISTORY_PAGE_SIZE;
  const skeletonRows = Math.max(1, Math.min(HISTORY_PAGE_SIZE, remaining));
  const retryAlert = failure && (
    <RetryAlert message={errorMessageOf(failure.error)} onRetry={failure.retry} />
  );

  let body: ReactNode;
  if (rows?.length === 0) {
    body = <EmptyHistory noun={noun} filtered={filtered} onClear={() => setFilters({})} />;
  } else if (!rows && failure && !result.data) {
    body = retryAlert;
  } else {
    body = (
      <Stack spacing={2}>
        {retryAlert}
        <HistoryFrame>
          {!(failure && !rows) && (
            // Rows it cannot read cost the table, not the page; each view starts afresh.
            <WidgetBoundary
              key={historySearchOf(view).toString()}
              subject={label}
              onRetry={result.refetch}
              answers={[result.data]}
            >
              <HistoryTable
                label={label}
                columns={columns}
                rowKey={rowKey}
                rows={rows}
                skeletonRows={skeletonRows}
              />
            </WidgetBoundary>
          )}
          <HistoryPagination
            label={t('history.pagesLabel', { table: label })}
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
      <Stack
        spacing={1}
        // The actions sit under the heading, on the left: the top-right corner is where toasts
        // appear (a new withdrawal lands here with one), and one would cover them for 5 s.
        sx={{ alignItems: 'flex-start', mb: 2 }}
      >
        <div>
          <Typography variant="h1">{title}</Typography>
          {/* A reserved line, so the heading does not move when the total arrives. */}
          <Typography color="text.secondary" sx={{ minHeight: '1.5em' }}>
            {total !== undefined && t('total', { count: total, one: noun.one, other: noun.other })}
          </Typography>
        </div>
        {actions}
      </Stack>
      <Stack spacing={2}>
        <LazyHistoryFilters
          label={t('history.filtersLabel', { records: noun.other })}
          filters={filters}
          onApply={setFilters}
        />
        {body}
      </Stack>
    </Container>
  );
}

function EmptyHistory({
  noun,
  filtered,
  onClear,
}: {
  noun: RecordNoun;
  filtered: boolean;
  onClear: () => void;
}) {
  const t = useT(historyMessages);
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      <Typography color="text.secondary">
        {filtered ? t('history.noMatch', { records: noun.other }) : t('history.empty')}
      </Typography>
      {filtered && (
        <Button sx={{ mt: 2 }} onClick={onClear}>
          {t('history.showAll', { records: noun.other })}
        </Button>
      )}
    </Paper>
  );
}
