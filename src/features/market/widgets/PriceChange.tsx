import Typography from '@mui/material/Typography';
import { useIntlLocale } from '../../../i18n';
import { formatPercent } from '../../../lib/money';

/** A percent change styled as a rise or a fall, with the sign in the text, not only colour. */
export function PriceChange({
  percent,
  suffix,
}: {
  percent: number | null | undefined;
  suffix?: string;
}) {
  const locale = useIntlLocale();
  if (percent === null || percent === undefined) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        —
      </Typography>
    );
  }
  const falling = percent < 0;
  return (
    <Typography
      component="span"
      variant="body2"
      sx={{ color: falling ? 'error.main' : 'success.main', fontWeight: 600, whiteSpace: 'nowrap' }}
    >
      {falling ? '▼' : '▲'} {formatPercent(Math.abs(percent), locale)}
      {suffix ? ` ${suffix}` : ''}
    </Typography>
  );
}
