import { useTheme } from '@mui/material/styles';

/** Scales prices into an SVG polyline's points. Pure, for testing. */
export function sparklinePoints(prices: readonly number[], width: number, height: number): string {
  if (prices.length < 2) return '';
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const span = max - min || 1;
  return prices
    .map((price, index) => {
      const x = (index / (prices.length - 1)) * width;
      const y = height - ((price - min) / span) * height;
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}

/**
 * A table-row sparkline as plain SVG: fifty canvas charts in a table would cost far more than
 * they show. Coloured by the week's direction.
 */
export function SparklineSvg({ prices, label }: { prices: readonly number[]; label: string }) {
  const theme = useTheme();
  const width = 120;
  const height = 36;
  const rising = prices.length > 1 && prices[prices.length - 1]! >= prices[0]!;
  return (
    <svg
      width={width}
      height={height}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${height}`}
    >
      <polyline
        fill="none"
        strokeWidth={1.5}
        stroke={theme.palette[rising ? 'success' : 'error'].main}
        points={sparklinePoints(prices, width, height)}
      />
    </svg>
  );
}
