import { useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Field } from 'react-final-form';
import { ANTI_PHISHING_PHRASE_MAX_LENGTH } from '../../api/types';
import { TextFieldAdapter } from '../../components/form/TextFieldAdapter';
import { ValidatedForm } from '../../components/form/ValidatedForm';
import { LazyDialog } from '../../components/LazyDialog';
import { RetryAlert } from '../../components/RetryAlert';
import { useToast } from '../../components/Toasts';
import { config } from '../../config/config';
import { useT } from '../../i18n';
import { accountLockMessages } from '../../i18n/namespaces/accountLock';
import { commonMessages } from '../../i18n/namespaces/common';
import { errorMessageOf } from '../../lib/apiError';
import { validateWith } from '../../lib/validation';
import { useGetAntiPhishingPhraseQuery, useSetAntiPhishingPhraseMutation } from './accountLockApi';
import {
  ANTI_PHISHING_PHRASE_MIN_LENGTH,
  antiPhishingPhraseSchema,
  type AntiPhishingPhraseValues,
} from './antiPhishingPhraseSchema';
import { loadAccountDialogs } from './loadAccountDialogs';
import { isReauthRequired, useRecentSignIn } from './useRecentSignIn';

const validatePhrase = validateWith<AntiPhishingPhraseValues>(antiPhishingPhraseSchema);

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
        <Box sx={{ maxWidth: 480 }}>
          <ValidatedForm<AntiPhishingPhraseValues>
            label={t('phrase.form')}
            validate={validatePhrase}
            initialValues={initialValues}
            onSubmit={submit}
          >
            {saveError !== undefined && <Alert severity="error">{errorMessageOf(saveError)}</Alert>}
            <Field
              name="phrase"
              component={TextFieldAdapter}
              label={t('phrase.field')}
              helperText={t('phrase.hint', {
                min: ANTI_PHISHING_PHRASE_MIN_LENGTH,
                max: ANTI_PHISHING_PHRASE_MAX_LENGTH,
              })}
              autoComplete="off"
              autoFocus
            />
            <Stack direction="row" spacing={1.5}>
              <Button
                type="submit"
                variant="contained"
                disabled={saving.isLoading}
                startIcon={
                  saving.isLoading ? (
                    <CircularProgress size={18} aria-label={t('phrase.saving')} />
                  ) : null
                }
              >
                {t('phrase.save')}
              </Button>
              <Button onClick={backToView} disabled={saving.isLoading}>
                {common('cancel')}
              </Button>
            </Stack>
          </ValidatedForm>
        </Box>
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
