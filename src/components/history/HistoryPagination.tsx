import { useEffect, useRef } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeft from '../icons/ChevronLeft';
import ChevronRight from '../icons/ChevronRight';
import { HISTORY_PAGE_SIZE } from '../../api/historyPaging';
import { useT } from '../../i18n';
import { historyMessages } from '../../i18n/namespaces/history';

interface HistoryPaginationProps {
  /** e.g. "Deposit history pages". */
  label: string;
  pageIndex: number;
  total: number | undefined;
  hasPrevious: boolean;
  /** Undefined while this page loads: Next then waits without losing keyboard focus. */
  hasNext: boolean | undefined;
  onPrevious: () => void;
  onNext: () => void;
}

/** "26–50 of 60": the rows of this page out of the total, when the total is known. */
function rangeOf(pageIndex: number, total: number) {
  const first = pageIndex * HISTORY_PAGE_SIZE + 1;
  const last = Math.min(total, (pageIndex + 1) * HISTORY_PAGE_SIZE);
  return { first, last, total };
}

/**
 * Previous / Next over a cursor-paged list: a cursor API cannot jump to page 7, so there are
 * no page-number buttons. Plain buttons in a labelled nav keep it keyboard-operable; when the
 * pressed button becomes disabled (the first or last page), focus moves to the other one
 * instead of falling to the document.
 */
export function HistoryPagination({
  label,
  pageIndex,
  total,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
}: HistoryPaginationProps) {
  const t = useT(historyMessages);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const pressed = useRef<'previous' | 'next' | null>(null);

  useEffect(() => {
    if (pressed.current === 'next' && hasNext === false) previousRef.current?.focus();
    if (pressed.current === 'previous' && !hasPrevious) nextRef.current?.focus();
  }, [hasNext, hasPrevious]);

  const pageCount =
    total === undefined ? undefined : Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE));
  return (
    <Stack
      component="nav"
      aria-label={label}
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', px: 2, py: 1 }}
    >
      {total !== undefined && total > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('pagination.range', rangeOf(pageIndex, total))}
        </Typography>
      )}
      {pageCount !== undefined && (
        <Typography variant="body2" color="text.secondary">
          {t('pagination.page', { page: pageIndex + 1, count: pageCount })}
        </Typography>
      )}
      <Stack direction="row" spacing={1}>
        <Button
          ref={previousRef}
          size="small"
          startIcon={<ChevronLeft />}
          disabled={!hasPrevious}
          onClick={() => {
            pressed.current = 'previous';
            onPrevious();
          }}
        >
          {t('pagination.previous')}
        </Button>
        <Button
          ref={nextRef}
          size="small"
          endIcon={<ChevronRight />}
          disabled={hasNext === false}
          // While the page loads the button stays focusable (a disabled one drops focus) but
          // does nothing: the next cursor is not known yet.
          aria-disabled={hasNext === undefined ? 'true' : undefined}
          onClick={() => {
            if (hasNext === undefined) return;
            pressed.current = 'next';
            onNext();
          }}
        >
          {t('pagination.next')}
        </Button>
      </Stack>
    </Stack>
  );
}
