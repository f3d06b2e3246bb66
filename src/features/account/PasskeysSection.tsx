import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Passkey } from '../../api/types';
import { LazyDialog } from '../../components/LazyDialog';
import { RetryAlert } from '../../components/RetryAlert';
import { WidgetBoundary } from '../../components/WidgetBoundary';
import { useIntlLocale, useT } from '../../i18n';
import { passkeysMessages } from '../../i18n/namespaces/passkeys';
import { errorMessageOf } from '../../lib/apiError';
import { formatDateTime } from '../../lib/dates';
import { supportsPasskeys, useGetPasskeysQuery } from '../passkeys';
import { formatRelativeTime } from './formatRelativeTime';
import { listRowSx } from './listRowSx';
import { SignOutOtherSessions } from './SignOutOtherSessions';
import { useNow } from './useNow';

const loadPasskeyDialogs = () =>
  import(/* webpackChunkName: "passkey-dialogs" */ './passkeyDialogs');

const MINUTE_MS = 60_000;

type Editing = { kind: 'add' } | { kind: 'rename' | 'remove'; passkey: Passkey } | null;

function PasskeyRow({
  passkey,
  now,
  onRename,
  onRemove,
}: {
  passkey: Passkey;
  now: number;
  onRename: () => void;
  onRemove: () => void;
}) {
  const t = useT(passkeysMessages);
  const locale = useIntlLocale();
  return (
    <Box component="li" sx={listRowSx} aria-label={passkey.name}>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{passkey.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('row.added', { date: formatDateTime(passkey.createdAt, locale) })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {passkey.lastUsedAt === null ? (
            t('row.neverUsed')
          ) : (
            <time dateTime={passkey.lastUsedAt} title={formatDateTime(passkey.lastUsedAt, locale)}>
              {t('row.lastUsed', { when: formatRelativeTime(passkey.lastUsedAt, now, locale) })}
            </time>
          )}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={onRename}
          aria-label={t('row.rename.label', { name: passkey.name })}
        >
          {t('row.rename')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          color="error"
          onClick={onRemove}
          aria-label={t('row.remove.label', { name: passkey.name })}
        >
          {t('row.remove')}
        </Button>
      </Stack>
    </Box>
  );
}

/**
 * Account → Security → Passkeys (SPEC §12.5): the account's passkeys with when each was added
 * and last used, "Add a passkey", rename and remove. After one is added or removed it offers
 * "Sign out other sessions" inline, as turning 2FA on or off does.
 */
export function PasskeysSection() {
  const t = useT(passkeysMessages);
  const { data, error, isLoading, refetch } = useGetPasskeysQuery();
  const [editing, setEditing] = useState<Editing>(null);
  const [offerSignOutOthers, setOfferSignOutOthers] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const now = useNow(MINUTE_MS);
  // Adding needs this browser's WebAuthn; the list, rename and remove do not.
  const [canAdd] = useState(supportsPasskeys);

  const close = () => {
    setEditing(null);
  };
  const factorChanged = () => {
    setOfferSignOutOthers(true);
    // The row or button that opened the dialog may be gone; keep keyboard users in the section.
    headingRef.current?.focus();
  };
  const endOffer = () => {
    setOfferSignOutOthers(false);
    headingRef.current?.focus();
  };

  const renderList = () => {
    const passkeys = data?.passkeys;
    const failure = error && (
      <RetryAlert
        message={t('list.loadFailed', { reason: errorMessageOf(error) })}
        onRetry={() => void refetch()}
      />
    );
    if (!passkeys && failure) return failure;
    if (!passkeys || isLoading) {
      return (
        <Paper variant="outlined" aria-busy="true" aria-label={t('list.loading')} sx={{ p: 2 }}>
          <Skeleton variant="text" width="10rem" />
          <Skeleton variant="text" width="14rem" />
        </Paper>
      );
    }
    if (passkeys.length === 0) {
      return (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography color="text.secondary">{t('list.empty')}</Typography>
        </Paper>
      );
    }
    return (
      <Stack spacing={2}>
        {failure}
        <Paper variant="outlined">
          <Box component="ul" aria-labelledby="passkeys-title" sx={{ p: 0, m: 0 }}>
            {passkeys.map((passkey) => (
              <PasskeyRow
                key={passkey.id}
                passkey={passkey}
                now={now}
                onRename={() => setEditing({ kind: 'rename', passkey })}
                onRemove={() => setEditing({ kind: 'remove', passkey })}
              />
            ))}
          </Box>
        </Paper>
      </Stack>
    );
  };

  return (
    <Stack spacing={1.5} component="section" aria-labelledby="passkeys-title">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography
          id="passkeys-title"
          variant="h6"
          component="h3"
          tabIndex={-1}
          ref={headingRef}
          sx={{ '&:focus': { outline: 'none' } }}
        >
          {t('section.title')}
        </Typography>
        {canAdd && (
          <Button variant="contained" onClick={() => setEditing({ kind: 'add' })}>
            {t('add')}
          </Button>
        )}
      </Stack>
      <Typography color="text.secondary">{t('section.text')}</Typography>
      {offerSignOutOthers && <SignOutOtherSessions onDone={endOffer} />}
      <WidgetBoundary subject={t('section.subject')} onRetry={refetch} answers={[data]}>
        {renderList}
      </WidgetBoundary>
      <LazyDialog load={loadPasskeyDialogs} open={editing !== null}>
        {({ AddPasskeyDialog, RenamePasskeyDialog, RemovePasskeyDialog }) => (
          <>
            {editing?.kind === 'add' && (
              <AddPasskeyDialog onAdded={factorChanged} onClose={close} />
            )}
            {editing?.kind === 'rename' && (
              <RenamePasskeyDialog passkey={editing.passkey} onClose={close} />
            )}
            {editing?.kind === 'remove' && (
              <RemovePasskeyDialog
                passkey={editing.passkey}
                onRemoved={factorChanged}
                onClose={close}
              />
            )}
          </>
        )}
      </LazyDialog>
    </Stack>
  );
}
