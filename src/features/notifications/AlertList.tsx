import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '../../components/icons/DeleteOutlined';
import type { PriceAlert } from '../../api/types';
import { RetryAlert } from '../../components/RetryAlert';
import { useIntlLocale, useT } from '../../i18n';
import { notificationsMessages } from '../../i18n/namespaces/notifications';
import { errorMessageOf } from '../../lib/apiError';
import { formatDateTime } from '../../lib/dates';
import { formatUsdLevel } from './alertFormat';
import { alertSummary } from './alertText';
import { useGetAlertsQuery, useRemoveAlertMutation } from './notificationsApi';

function AlertState({ alert }: { alert: PriceAlert }) {
  const t = useT(notificationsMessages);
  const locale = useIntlLocale();
  if (alert.active || !alert.firedAt || !alert.firedPrice) {
    return <Chip size="small" color="primary" variant="outlined" label={t('alerts.active')} />;
  }
  return (
    <Typography component="span" variant="body2" color="text.secondary">
      {t('alerts.fired', {
        price: formatUsdLevel(alert.firedPrice, locale),
        time: formatDateTime(alert.firedAt, locale),
      })}
    </Typography>
  );
}

/** The user's alerts, newest first, active and fired (with the price and time that fired them). */
export function AlertList() {
  const t = useT(notificationsMessages);
  const locale = useIntlLocale();
  const alerts = useGetAlertsQuery();
  const [remove, removal] = useRemoveAlertMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const removeAlert = async (id: string) => {
    setFailure(null);
    try {
      await remove(id).unwrap();
    } catch (error) {
      setFailure(t('alerts.deleteFailed', { reason: errorMessageOf(error) }));
    }
  };

  let body;
  if (alerts.isLoading) {
    body = <Typography color="text.secondary">{t('alerts.loading')}</Typography>;
  } else if (!alerts.data) {
    body = (
      <RetryAlert
        message={t('alerts.loadFailed', { reason: errorMessageOf(alerts.error) })}
        onRetry={() => void alerts.refetch()}
      />
    );
  } else if (alerts.data.alerts.length === 0) {
    body = <Typography color="text.secondary">{t('alerts.empty')}</Typography>;
  } else {
    body = (
      <List dense aria-label={t('alerts.list.title')}>
        {alerts.data.alerts.map((alert) => {
          const summary = alertSummary(t, locale, alert);
          return (
            <ListItem
              key={alert.id}
              divider
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('alerts.delete', { summary })}
                  disabled={removal.isLoading && removal.originalArgs === alert.id}
                  onClick={() => void removeAlert(alert.id)}
                >
                  <DeleteOutlined />
                </IconButton>
              }
            >
              <ListItemText
                primary={summary}
                secondary={<AlertState alert={alert} />}
                slotProps={{ secondary: { component: 'div' } }}
              />
            </ListItem>
          );
        })}
      </List>
    );
  }

  return (
    <Stack spacing={1}>
      <Typography variant="h3" component="h3" sx={{ fontSize: '1rem' }}>
        {t('alerts.list.title')}
      </Typography>
      {failure && <Alert severity="error">{failure}</Alert>}
      {body}
    </Stack>
  );
}
