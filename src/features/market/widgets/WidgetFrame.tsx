import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { MarketDataNotice } from '../../../components/MarketDataNotice';
import { useT } from '../../../i18n';
import { commonMessages } from '../../../i18n/namespaces/common';
import { marketMessages } from '../../../i18n/namespaces/market';

/**
 * A titled card around a widget, labelled so screen readers and tests can find it. Every market
 * widget is drawn in one, so the synthetic-data note cannot be forgotten by a new widget.
 */
export function WidgetFrame({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, minWidth: 0 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}
      >
        <Typography variant="h3" component="h2" sx={{ fontSize: '1rem' }}>
          {title}
        </Typography>
        {action}
      </Stack>
      <MarketDataNotice />
      {children}
    </Paper>
  );
}

/** Real work is in flight: a skeleton the size of what will come, never a made-up number. */
export function WidgetLoading({
  height = 200,
  label,
}: {
  /** In px; per breakpoint where what comes is taller on a phone (rows that wrap). */
  height?: number | { xs: number; sm: number };
  label: string;
}) {
  return (
    <Box role="progressbar" aria-label={label} aria-busy="true">
      <Skeleton variant="rounded" sx={{ height }} />
    </Box>
  );
}

export function WidgetUnavailable({ onRetry, detail }: { onRetry?: () => void; detail?: string }) {
  const t = useT(marketMessages);
  const common = useT(commonMessages);
  return (
    <Alert
      severity="warning"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {common('retry')}
          </Button>
        ) : undefined
      }
    >
      {detail ? t('unavailable.detail', { detail }) : t('unavailable')}
    </Alert>
  );
}

export function WidgetEmpty({ message }: { message: string }) {
  return (
    <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
      {message}
    </Typography>
  );
}
