import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/**
 * A clearly bounded, labelled place where a market chart will go. The chart widgets are
 * built separately; until then this says so instead of drawing a fake chart.
 */
export function MarketWidgetSlot({
  title,
  minHeight = 160,
}: {
  title: string;
  minHeight?: number;
}) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={`${title} chart`}
      sx={{
        p: 2,
        minHeight,
        borderStyle: 'dashed',
        display: 'grid',
        alignContent: 'start',
        gap: 1,
      }}
    >
      <Typography variant="subtitle1" component="h2">
        {title}
      </Typography>
      <Typography color="text.secondary">This chart is not available yet.</Typography>
    </Paper>
  );
}
