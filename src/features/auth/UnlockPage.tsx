import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Field } from 'react-final-form';
import { Link as RouterLink } from 'react-router-dom';
import type { UnlockResponse } from '../../api/types';
import { PasswordFieldAdapter } from '../../components/form/PasswordFieldAdapter';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextFieldAdapter } from '../../components/form/TextFieldAdapter';
import { ValidatedForm } from '../../components/form/ValidatedForm';
import { paths } from '../../config/routes';
import { useIntlLocale, useT } from '../../i18n';
import { accountLockMessages } from '../../i18n/namespaces/accountLock';
import { errorMessageOf } from '../../lib/apiError';
import { formatDateTime } from '../../lib/dates';
import { phraseCredentials, type UnlockValues } from './credentials';
import { useUnlockAccountMutation } from './unlockApi';
import { SeedPhraseField } from './SeedPhraseField';
import { useAuthValidation } from './useAuthValidation';

const initialValues: UnlockValues = { email: '', password: '', seedPhrase: '' };

/** The account is unlocked: sign-in works now, withdrawals from the time the server gave. */
function Unlocked({ answer }: { answer: UnlockResponse }) {
  const t = useT(accountLockMessages);
  const locale = useIntlLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The form just sent is gone: the news is where the focus goes.
    heading.current?.focus();
  }, []);
  return (
    <Stack spacing={2}>
      <Typography variant="h1" tabIndex={-1} ref={heading} sx={{ '&:focus': { outline: 'none' } }}>
        {t('unlock.doneHeading')}
      </Typography>
      <Alert severity="success">
        {t('unlock.done', { date: formatDateTime(answer.withdrawalsOpenAt, locale) })}
      </Alert>
      <Box>
        <Button component={RouterLink} to={paths.signIn} variant="contained" size="large">
          {t('unlock.signIn')}
        </Button>
      </Box>
    </Stack>
  );
}

/**
 * `/unlock` (SPEC §12.5): a locked account is unlocked with its e-mail, password and seed
 * phrase; no session is needed, since a locked account has none. A refusal keeps what was
 * typed and shows the server's message above the form.
 */
export default function UnlockPage() {
  const t = useT(accountLockMessages);
  const validate = useAuthValidation<UnlockValues>('validateUnlock');
  const [unlock, unlocking] = useUnlockAccountMutation();

  const onSubmit = async (values: UnlockValues) => {
    try {
      await unlock(phraseCredentials(values)).unwrap();
    } catch {
      // Shown above the form from the mutation's error; the form keeps what was typed.
    }
  };

  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Paper sx={{ p: { xs: 3, sm: 5 } }}>
        {unlocking.data ? (
          <Unlocked answer={unlocking.data} />
        ) : (
          <>
            <Typography variant="h1" gutterBottom>
              {t('unlock.heading')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {t('unlock.intro')}
            </Typography>
            <ValidatedForm<UnlockValues>
              label={t('unlock.form')}
              validate={validate}
              initialValues={initialValues}
              onSubmit={onSubmit}
            >
              {unlocking.isError && (
                <Alert severity="error">{errorMessageOf(unlocking.error)}</Alert>
              )}
              <Field
                name="email"
                component={TextFieldAdapter}
                label={t('unlock.email')}
                type="email"
                autoComplete="email"
              />
              <Field
                name="password"
                component={PasswordFieldAdapter}
                label={t('unlock.password')}
                autoComplete="current-password"
              />
              <SeedPhraseField
                label={t('unlock.seedPhrase')}
                placeholder={t('unlock.seedPhrasePlaceholder')}
              />
              <SubmitButton loading={unlocking.isLoading} loadingLabel={t('unlock.submitting')}>
                {t('unlock.submit')}
              </SubmitButton>
            </ValidatedForm>
          </>
        )}
      </Paper>
    </Container>
  );
}
