import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '../../components/icons/Add';
import type { SavedAddress } from '../../api/types';
import { LazyDialog } from '../../components/LazyDialog';
import { RetryAlert } from '../../components/RetryAlert';
import { WidgetBoundary } from '../../components/WidgetBoundary';
import { useToast } from '../../components/Toasts';
import { englishText, useIntlLocale, useT } from '../../i18n';
import { withdrawalMessages } from '../../i18n/namespaces/withdrawal';
import { errorMessageOf } from '../../lib/apiError';
import { useGetSavedAddressesQuery } from './addressBookApi';
import { usabilityText } from './savedAddresses';

const loadAddressBookDialogs = () =>
  import(/* webpackChunkName: "address-book-dialogs" */ './addressBookDialogs');

/** The empty book's English text, as tests quote it; the user reads it in their language. */
export const ADDRESS_BOOK_EMPTY_MESSAGE = englishText(withdrawalMessages, 'book.empty');

function AddressRow({ saved, onRemove }: { saved: SavedAddress; onRemove: () => void }) {
  const t = useT(withdrawalMessages);
  const locale = useIntlLocale();
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={saved.label}
      sx={{ p: 2, listStyle: 'none' }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {saved.label} · {saved.asset}
          </Typography>
          <Box
            component="code"
            sx={{ display: 'block', fontFamily: 'monospace', overflowWrap: 'anywhere' }}
          >
            {saved.address}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {usabilityText(saved, Date.now(), t, locale)}
          </Typography>
        </Box>
        <Button
          color="error"
          onClick={onRemove}
          aria-label={t('book.removeNamed', { label: saved.label })}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          {t('book.remove')}
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * The Withdrawal page's address book (SPEC §11.4): saved addresses with their asset and when
 * each becomes usable, adding and removing one (each with a code when 2FA is on).
 */
export function AddressBookSection({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  const { data, error, isLoading, refetch } = useGetSavedAddressesQuery();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<SavedAddress | null>(null);
  const showToast = useToast();
  const t = useT(withdrawalMessages);
  const locale = useIntlLocale();

  // Drawn inside the boundary: a list it cannot read costs the list, not the page.
  const renderContent = () => {
    if (data) {
      return data.addresses.length === 0 ? (
        <Typography color="text.secondary">{t('book.empty')}</Typography>
      ) : (
        <>
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('book.rule')}
          </Alert>
          <Stack component="ul" spacing={1.5} aria-label={t('book.list')} sx={{ m: 0, p: 0 }}>
            {data.addresses.map((saved) => (
              <AddressRow key={saved.id} saved={saved} onRemove={() => setRemoving(saved)} />
            ))}
          </Stack>
        </>
      );
    }
    if (error) {
      return (
        <RetryAlert
          message={t('book.notLoaded', { reason: errorMessageOf(error) })}
          onRetry={() => void refetch()}
        />
      );
    }
    if (isLoading) {
      return (
        <Stack spacing={1.5} role="progressbar" aria-label={t('book.loading')}>
          <Skeleton variant="rounded" height={88} />
          <Skeleton variant="rounded" height={88} />
        </Stack>
      );
    }
    return null;
  };

  return (
    <Box component="section" aria-labelledby="address-book-title" sx={{ mt: 5 }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, flexWrap: 'wrap' }}
      >
        <Typography id="address-book-title" variant="h5" component="h2">
          {t('book.title')}
        </Typography>
        <Button variant="outlined" startIcon={<Add />} onClick={() => setAdding(true)}>
          {t('book.add')}
        </Button>
      </Stack>
      <WidgetBoundary subject={t('book.subject')} onRetry={refetch} answers={[data]}>
        {renderContent}
      </WidgetBoundary>
      <LazyDialog load={loadAddressBookDialogs} open={adding || removing !== null}>
        {({ AddressBookAddDialog, AddressBookRemoveDialog }) => (
          <>
            {adding && (
              <AddressBookAddDialog
                twoFactorEnabled={twoFactorEnabled}
                onClose={() => setAdding(false)}
                onAdded={(saved) => {
                  setAdding(false);
                  showToast(
                    t('book.saved', {
                      label: saved.label,
                      usability: usabilityText(saved, Date.now(), t, locale),
                    }),
                    { variant: 'success' },
                  );
                }}
              />
            )}
            {removing && (
              <AddressBookRemoveDialog
                saved={removing}
                twoFactorEnabled={twoFactorEnabled}
                onClose={() => setRemoving(null)}
              />
            )}
          </>
        )}
      </LazyDialog>
    </Box>
  );
}
