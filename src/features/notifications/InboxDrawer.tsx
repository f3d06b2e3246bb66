import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '../../components/icons/Close';
import type { AppNotification } from '../../api/types';
import { NOTIFICATIONS_PAGE_MAX_LIMIT } from '../../api/types';
import { RetryAlert } from '../../components/RetryAlert';
import { useIntlLocale, useT } from '../../i18n';
import { notificationsMessages } from '../../i18n/namespaces/notifications';
import { errorMessageOf } from '../../lib/apiError';
import { formatDateTime } from '../../lib/dates';
import { useGetInboxInfiniteQuery, useMarkReadMutation } from './notificationsApi';

const TITLE_ID = 'inbox-title';

/** Ids in calls the server takes (at most NOTIFICATIONS_PAGE_MAX_LIMIT each). */
function batches(ids: readonly string[]): string[][] {
  const out: string[][] = [];
  for (let start = 0; start < ids.length; start += NOTIFICATIONS_PAGE_MAX_LIMIT) {
    out.push(ids.slice(start, start + NOTIFICATIONS_PAGE_MAX_LIMIT));
  }
  return out;
}

function NotificationItem({
  notification,
  expanded,
  onOpen,
}: {
  notification: AppNotification;
  expanded: boolean;
  onOpen: () => void;
}) {
  const t = useT(notificationsMessages);
  const locale = useIntlLocale();
  const unread = notification.readAt === null;
  return (
    <li>
      <ListItemButton
        divider
        aria-expanded={expanded}
        onClick={onOpen}
        sx={{ display: 'block', bgcolor: unread ? 'action.hover' : undefined }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography component="span" sx={{ fontWeight: unread ? 700 : 400, flexGrow: 1 }}>
            {notification.title}
          </Typography>
          {unread && <Chip size="small" color="primary" label={t('inbox.unread')} />}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {formatDateTime(notification.createdAt, locale)}
        </Typography>
        {expanded && (
          <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
            {notification.body}
          </Typography>
        )}
      </ListItemButton>
    </li>
  );
}

/**
 * The inbox (SPEC §12.4): newest first, a page at a time (Load more follows `nextCursor`),
 * unread ones marked. Opening one shows its text and marks it read; Mark all as read marks what
 * is shown. The bell's count follows (both read one tag).
 */
export default function InboxDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT(notificationsMessages);
  const inbox = useGetInboxInfiniteQuery(undefined, { skip: !open });
  const [markRead, marking] = useMarkReadMutation();
  const [expanded, setExpanded] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const notifications = inbox.data?.pages.flatMap((page) => page.notifications) ?? [];
  const unreadIds = notifications.filter((item) => item.readAt === null).map((item) => item.id);

  const mark = async (ids: readonly string[]) => {
    setFailure(null);
    try {
      for (const batch of batches(ids)) await markRead({ ids: batch }).unwrap();
    } catch (error) {
      setFailure(t('inbox.markFailed', { reason: errorMessageOf(error) }));
    }
  };

  const openItem = (item: AppNotification) => {
    setExpanded(expanded === item.id ? null : item.id);
    if (item.readAt === null) void mark([item.id]);
  };

  let body;
  if (inbox.isLoading) {
    body = <LinearProgress aria-label={t('inbox.loading')} />;
  } else if (!inbox.data) {
    body = (
      <RetryAlert
        message={t('inbox.loadFailed', { reason: errorMessageOf(inbox.error) })}
        onRetry={() => void inbox.refetch()}
      />
    );
  } else if (notifications.length === 0) {
    body = <Typography color="text.secondary">{t('inbox.empty')}</Typography>;
  } else {
    body = (
      <>
        {inbox.isError && (
          <RetryAlert
            message={t('inbox.loadFailed', { reason: errorMessageOf(inbox.error) })}
            onRetry={() => void inbox.refetch()}
          />
        )}
        <List aria-labelledby={TITLE_ID} disablePadding>
          {notifications.map((item) => (
            <NotificationItem
              key={item.id}
              notification={item}
              expanded={expanded === item.id}
              onOpen={() => openItem(item)}
            />
          ))}
        </List>
        {inbox.hasNextPage && (
          <Button
            onClick={() => void inbox.fetchNextPage()}
            disabled={inbox.isFetchingNextPage}
            sx={{ alignSelf: 'center' }}
          >
            {t('inbox.loadMore')}
          </Button>
        )}
      </>
    );
  }

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': TITLE_ID } }}
    >
      <Stack spacing={2} sx={{ width: { xs: '100vw', sm: 420 }, p: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <Typography id={TITLE_ID} variant="h2" sx={{ flexGrow: 1, fontSize: '1.25rem' }}>
            {t('inbox.title')}
          </Typography>
          <IconButton aria-label={t('inbox.close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Box>
          <Button
            variant="outlined"
            size="small"
            disabled={unreadIds.length === 0 || marking.isLoading}
            onClick={() => void mark(unreadIds)}
          >
            {t('inbox.markAll')}
          </Button>
        </Box>
        {failure && <Alert severity="error">{failure}</Alert>}
        {body}
      </Stack>
    </Drawer>
  );
}
