import Chip from '@mui/material/Chip';
import type { MarketStreamStatus } from '../../../api/types';

const LABELS: Record<MarketStreamStatus, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  delayed: 'Delayed',
  unavailable: 'Stream unavailable',
};
const COLORS = {
  connecting: 'default',
  live: 'success',
  delayed: 'warning',
  unavailable: 'error',
} as const;

/** The stream's honest state, always next to the prices it qualifies. */
export function StreamStatusChip({ status }: { status: MarketStreamStatus }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status]}
      label={LABELS[status]}
      aria-label={`Real-time prices: ${LABELS[status]}`}
    />
  );
}
