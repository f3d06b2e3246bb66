import Box from '@mui/material/Box';
import ArrowDropDownIcon from '../../../components/icons/ArrowDropDown';
import ArrowDropUpIcon from '../../../components/icons/ArrowDropUp';
import { formatPercent } from '../../../lib/money';
import { useIntlLocale, useT } from '../../../i18n';
import { homeMoreMessages } from '../../../i18n/namespaces/homeMore';
import { VisuallyHidden } from '../../../components/VisuallyHidden';

/** SPEC §3: a negative change is a fall; anything else is a rise. */
export type PriceDirection = 'rise' | 'fall';

export function priceDirection(change: number): PriceDirection {
  return change < 0 ? 'fall' : 'rise';
}

/**
 * A 24-hour change, styled as a rise or fall. Colour is never the only cue: an arrow shows the
 * direction and screen readers hear "up" or "down" before the figure.
 */
export function PriceChange({ change }: { change: number | null }) {
  const t = useT(homeMoreMessages);
  const locale = useIntlLocale();
  if (change === null) return t('popular.notAvailable');
  const direction = priceDirection(change);
  const Arrow = direction === 'fall' ? ArrowDropDownIcon : ArrowDropUpIcon;
  return (
    <Box
      component="span"
      data-direction={direction}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        fontWeight: 600,
        color: direction === 'fall' ? 'error.main' : 'success.main',
      }}
    >
      <Arrow fontSize="small" aria-hidden />
      <VisuallyHidden>{`${t(direction === 'fall' ? 'popular.down' : 'popular.up')} `}</VisuallyHidden>
      {formatPercent(Math.abs(change), locale)}
    </Box>
  );
}
