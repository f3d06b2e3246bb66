import { useState } from 'react';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { NotificationKind, NotificationSettings } from '../../api/types';
import { ALWAYS_EMAILED_KINDS, NOTIFICATION_KINDS } from '../../api/types';
import { RetryAlert } from '../../components/RetryAlert';
import { useT } from '../../i18n';
import { notificationsMessages, type NotificationsKey } from '../../i18n/namespaces/notifications';
import { errorMessageOf } from '../../lib/apiError';
import {
  useGetNotificationSettingsQuery,
  useSetNotificationSettingsMutation,
} from './notificationsApi';

const KIND_LABELS: Record<NotificationKind, NotificationsKey> = {
  price_alert: 'kind.priceAlert',
  deposit_approved: 'kind.depositApproved',
  deposit_failed: 'kind.depositFailed',
  withdrawal_approved: 'kind.withdrawalApproved',
  withdrawal_failed: 'kind.withdrawalFailed',
  trade_executed: 'kind.tradeExecuted',
  security: 'kind.security',
  message: 'kind.message',
};

const alwaysOn = (kind: NotificationKind) =>
  (ALWAYS_EMAILED_KINDS as readonly NotificationKind[]).includes(kind);

const SECURITY_NOTE_ID = 'security-emails-always-on';
const TITLE_ID = 'notification-settings-title';
const GROUP_ID = 'notification-settings-group';

/**
 * Account → Notifications (SPEC §12.4): one e-mail switch per kind. A switch moves at once; if
 * the server refuses, it moves back and the page says why. Security e-mails stay on.
 */
export function NotificationSettingsSection() {
  const t = useT(notificationsMessages);
  const settings = useGetNotificationSettingsQuery();
  const [save] = useSetNotificationSettingsMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const change = async (current: NotificationSettings, kind: NotificationKind, on: boolean) => {
    setFailure(null);
    try {
      await save({ email: { ...current.email, [kind]: on } }).unwrap();
    } catch (error) {
      setFailure(t('settings.saveFailed', { reason: errorMessageOf(error) }));
    }
  };

  let body;
  if (settings.isLoading) {
    body = <Skeleton variant="rounded" height={200} aria-label={t('settings.loading')} />;
  } else if (!settings.data) {
    body = (
      <RetryAlert
        message={t('settings.loadFailed', { reason: errorMessageOf(settings.error) })}
        onRetry={() => void settings.refetch()}
      />
    );
  } else {
    const current = settings.data;
    body = (
      <FormGroup role="group" aria-labelledby={GROUP_ID}>
        <Typography id={GROUP_ID} color="text.secondary" sx={{ mb: 1 }}>
          {t('settings.group')}
        </Typography>
        {NOTIFICATION_KINDS.map((kind) => (
          <FormControlLabel
            key={kind}
            label={t(KIND_LABELS[kind])}
            control={
              <Switch
                checked={alwaysOn(kind) || current.email[kind]}
                disabled={alwaysOn(kind)}
                onChange={(event) => void change(current, kind, event.target.checked)}
                slotProps={{
                  input: alwaysOn(kind) ? { 'aria-describedby': SECURITY_NOTE_ID } : undefined,
                }}
              />
            }
          />
        ))}
        <FormHelperText id={SECURITY_NOTE_ID}>{t('settings.securityAlwaysOn')}</FormHelperText>
      </FormGroup>
    );
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby={TITLE_ID} sx={{ p: 3 }}>
      <Typography id={TITLE_ID} variant="h2" gutterBottom>
        {t('settings.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('settings.intro')}</Typography>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      {body}
    </Paper>
  );
}
