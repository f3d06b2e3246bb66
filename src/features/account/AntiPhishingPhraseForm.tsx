import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { Field } from 'react-final-form';
import { ANTI_PHISHING_PHRASE_MAX_LENGTH, ANTI_PHISHING_PHRASE_MIN_LENGTH } from '../../api/types';
import { TextFieldAdapter } from '../../components/form/TextFieldAdapter';
import { ValidatedForm } from '../../components/form/ValidatedForm';
import { useT } from '../../i18n';
import { accountLockMessages } from '../../i18n/namespaces/accountLock';
import { commonMessages } from '../../i18n/namespaces/common';
import { errorMessageOf } from '../../lib/apiError';
import { formRules, validateWhenLoaded } from '../../lib/validation';
import type { AntiPhishingPhraseValues } from './antiPhishingPhraseSchema';

/** The phrase's rules (yup), fetched as the form first validates. */
const phraseRules = formRules(() => import('./antiPhishingPhraseSchema'));
const validatePhrase = validateWhenLoaded(phraseRules, (rules) => rules.validateAntiPhishingPhrase);

interface AntiPhishingPhraseFormProps {
  /** The phrase it changes ('' for none); a stable object, or the form resets. */
  initialValues: AntiPhishingPhraseValues;
  onSubmit: (values: AntiPhishingPhraseValues) => Promise<void>;
  onCancel: () => void;
  saving: boolean;
  /** Why the last save failed, shown above the field; what was typed stays. */
  saveError: unknown;
}

/**
 * Setting or changing the anti-phishing phrase (AntiPhishingPhraseSection): drawn only once
 * asked for, so its form code is in the account page's later chunk (loadAccountDialogs).
 */
export function AntiPhishingPhraseForm({
  initialValues,
  onSubmit,
  onCancel,
  saving,
  saveError,
}: AntiPhishingPhraseFormProps) {
  const t = useT(accountLockMessages);
  const common = useT(commonMessages);
  return (
    <Box sx={{ maxWidth: 480 }}>
      <ValidatedForm<AntiPhishingPhraseValues>
        label={t('phrase.form')}
        validate={validatePhrase}
        initialValues={initialValues}
        onSubmit={onSubmit}
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
            disabled={saving}
            startIcon={
              saving ? <CircularProgress size={18} aria-label={t('phrase.saving')} /> : null
            }
          >
            {t('phrase.save')}
          </Button>
          <Button onClick={onCancel} disabled={saving}>
            {common('cancel')}
          </Button>
        </Stack>
      </ValidatedForm>
    </Box>
  );
}
