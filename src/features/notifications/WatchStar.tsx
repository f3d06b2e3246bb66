import IconButton from '@mui/material/IconButton';
import StarIcon from '../../components/icons/Star';
import StarBorderIcon from '../../components/icons/StarBorder';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useT } from '../../i18n';
import { notificationsMessages } from '../../i18n/namespaces/notifications';
import { useWatchlist } from './useWatchlist';

interface WatchStarProps {
  /** The coin's symbol as /prices names it (upper case). */
  asset: string;
  /** The coin's name, for the button's accessible name. */
  name: string;
}

/**
 * The star that adds a coin to the watchlist or takes it off: a toggle button (its state is
 * `aria-pressed`, its name stays "Watch Bitcoin"), usable once the watchlist is known.
 */
export function WatchStar({ asset, name }: WatchStarProps) {
  const t = useT(notificationsMessages);
  const { assets, toggle } = useWatchlist();
  const watched = assets?.includes(asset) ?? false;
  return (
    <IconButton
      size="small"
      aria-label={t('star.label', { name })}
      aria-pressed={watched}
      disabled={!assets}
      onClick={() => toggle(asset)}
      sx={{ color: watched ? 'warning.main' : undefined }}
    >
      {watched ? <StarIcon fontSize="small" /> : <StarBorderIcon fontSize="small" />}
    </IconButton>
  );
}

/** The star column's header: its name for screen readers, no visible text beside the stars. */
export function WatchStarHeader() {
  const t = useT(notificationsMessages);
  return <VisuallyHidden>{t('star.column')}</VisuallyHidden>;
}
