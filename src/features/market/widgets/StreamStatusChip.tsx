import Chip from '@mui/material/Chip';
import { useMarketFeedNotice } from '../../../api/market';
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

/** A stream flowing from a feed that declared its prices synthetic replays them; it is not live. */
const REPLAY_LABEL = 'Replay';

/** The stream's honest state, always next to the prices it qualifies. */
export function StreamStatusChip({ status }: { status: MarketStreamStatus }) {
  const replay = useMarketFeedNotice() !== null && status === 'live';
  const label = replay ? REPLAY_LABEL : LABELS[status];
  return (
    <Chip
      size="small"
      variant="outlined"
      color={replay ? 'info' : COLORS[status]}
      label={label}
      aria-label={`Real-time prices: ${label}`}
    />
  );
}
