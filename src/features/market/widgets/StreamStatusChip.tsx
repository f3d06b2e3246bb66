import Chip from '@mui/material/Chip';
import { useMarketFeedNotice } from '../../../api/market';
import type { MarketStreamStatus } from '../../../api/types';
import { useT } from '../../../i18n';
import { marketMessages } from '../../../i18n/namespaces/market';

const COLORS = {
  connecting: 'default',
  live: 'success',
  delayed: 'warning',
  unavailable: 'error',
} as const;

/** The stream's honest state, always next to the prices it qualifies. */
export function StreamStatusChip({ status }: { status: MarketStreamStatus }) {
  const t = useT(marketMessages);
  // A stream flowing from a feed that declared its prices synthetic replays them; it is not live.
  const replay = useMarketFeedNotice() !== null && status === 'live';
  const label = t(replay ? 'stream.replay' : `stream.${status}`);
  return (
    <Chip
      size="small"
      variant="outlined"
      color={replay ? 'info' : COLORS[status]}
      label={label}
      aria-label={t('stream.label', { status: label })}
    />
  );
}
