import { useMemo, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LazyDialog } from '../../components/LazyDialog';
import { LazyPart } from '../../components/LazyPart';
import { RetryAlert } from '../../components/RetryAlert';
import { useToast } from '../../components/Toasts';
import { config } from '../../config/config';
import { useT } from '../../i18n';
import { accountLockMessages } from '../../i18n/namespaces/accountLock';
import { commonMessages } from '../../i18n/namespaces/common';
import { errorMessageOf } from '../../lib/apiError';
import { useGetAntiPhishingPhraseQuery, useSetAntiPhishingPhraseMutation } from './accountLockApi';
import type { AntiPhishingPhraseValues } from './antiPhishingPhraseSchema';
import { loadAccountDialogs } from './loadAccountDialogs';
import { isReauthRequired, useRecentSignIn } from './useRecentSignIn';

/**
 * Account → Security, the anti-phishing phrase (SPEC §12.5): whether one is set and, to its
 * owner, what it says; set, change or remove it. Changing it asks for the password when the
 * sign-in is not recent (step-up), and the password dialog opens over what was typed.
 */
export function AntiPhishingPhraseSection() {
  const t = useT(accountLockMessages);
  const common = useT(commonMessages);
  const showToast = useToast();
  const { data, error, isFetching, refetch } = useGetAntiPhishingPhraseQuery();
  const [setPhrase, saving] = useSetAntiPhishingPhraseMutation();
  const { withRecentSignIn, passwordDialog } = useRecentSignIn('antiPhishingPhrase');
  const [mode, setMode] = useState<'view' | 'edit' | 'remove'>('view');
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Asking for the password is the password dialog's business, not an error of this section.
  const saveError = isReauthRequired(saving.error) ? undefined : saving.error;

  const backToView = () => {
    saving.reset();
    setMode('view');
    // The form's or dialog's buttons leave with it; keep keyboard users in the section.
    headingRef.current?.focus();
  };

  /** Sends the phrase (or null to remove it); false when refused, cancelled or failed. */
  const save = async (phrase: string | null): Promise<boolean> => {
    try {
      await withRecentSignIn((password) => setPhrase({ phrase, password }).unwrap());
      return true;
    } catch {
      return false; // shown from the mutation's error; what was typed stays
    }
  };

  const submit = async ({ phrase }: AntiPhishingPhraseValues) => {
    if (!(await save(phrase.trim()))) return;
    showToast(t('phrase.saved'), { variant: 'success' });
    backToView();
  };

  const remove = async () => {
    if (!(await save(null))) return;
    showToast(t('phrase.removed'), { variant: 'success' });
    backToView();
  };

  const phrase = data?.phrase;
  // The form starts from the phrase it changes; a new object each render would reset it.
  const initialValues = useMemo(() => ({ phrase: phrase ?? '' }), [phrase]);
  const renderState = () => {
    if (error && !data) {
      return (
        <RetryAlert
          message={t('phrase.loadFailed', { reason: errorMessageOf(error) })}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      );
    }
    if (!data) {
      return <Skeleton variant="text" width="16rem" aria-label={t('phrase.loading')} />;
    }
    return (
      <Typography>
        {phrase === null
          ? t('phrase.none')
          : t.rich('phrase.current', {
              phrase,
              strong: (chunks) => <strong>{chunks}</strong>,
            })}
      </Typography>
    );
  };

  return (
    <Stack spacing={1.5} component="section" aria-labelledby="anti-phishing-title">
      <Typography
        id="anti-phishing-title"
        variant="h6"
        component="h3"
        tabIndex={-1}
        ref={headingRef}
        sx={{ '&:focus': { outline: 'none' } }}
      >
        {t('phrase.title')}
      </Typography>
      <Typography color="text.secondary">
        {t('phrase.intro', { productName: config.productName })}
      </Typography>
      {renderState()}
      {data && mode !== 'edit' && (
        <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={() => setMode('edit')}>
            {t(phrase === null ? 'phrase.add' : 'phrase.change')}
          </Button>
          {phrase !== null && (
            <Button variant="outlined" color="error" onClick={() => setMode('remove')}>
              {t('phrase.remove')}
            </Button>
          )}
        </Stack>
      )}
      {mode === 'edit' && (
        <LazyPart
          load={loadAccountDialogs}
          wanted
          loadingLabel={common('codeLoading')}
          failedMessage={common('codeLoadFailed')}
        >
          {({ AntiPhishingPhraseForm }) => (
            <AntiPhishingPhraseForm
              initialValues={initialValues}
              onSubmit={submit}
              onCancel={backToView}
              saving={saving.isLoading}
              saveError={saveError}
            />
          )}
        </LazyPart>
      )}
      <LazyDialog load={loadAccountDialogs} open={mode === 'remove'}>
        {({ ConfirmDialog }) => (
          <ConfirmDialog
            id="remove-phrase"
            title={t('phrase.removeTitle')}
            text={t('phrase.removeText', { productName: config.productName })}
            confirmLabel={t('phrase.remove')}
            busyLabel={t('phrase.removing')}
            open={mode === 'remove'}
            onClose={backToView}
            onConfirm={() => void remove()}
            busy={saving.isLoading}
            error={saveError}
          />
        )}
      </LazyDialog>
      {passwordDialog}
    </Stack>
  );
}
