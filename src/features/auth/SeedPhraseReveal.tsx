import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { OutlinedTextField } from '../../components/form/OutlinedTextField';
import ContentCopy from '../../components/icons/ContentCopy';
import { useToast } from '../../components/Toasts';
import { englishText, useT } from '../../i18n';
import { authMessages } from '../../i18n/namespaces/auth';
import { copyText } from '../../lib/clipboard';

// The SPEC's English texts, as the catalogue holds them (the dialog shows them translated).
export const SEED_COPIED_MESSAGE = englishText(authMessages, 'seedPhrase.copied');
export const SEED_COPY_FAILED_MESSAGE = englishText(authMessages, 'seedPhrase.copyFailed');
export const SEED_PHRASE_WARNING = englishText(authMessages, 'seedPhrase.warning');

interface SeedPhraseRevealProps {
  seedPhrase: string;
  /** The phrase field's label: "Your seed phrase" at sign-up, "Your new seed phrase" on reset. */
  label: string;
}

/**
 * A seed phrase shown the one time it exists in the browser (after registration and after a
 * reset): the warning, the phrase and a copy button. Both dialogs show it alike, so a user who
 * learnt it once recognises it the second time.
 */
export function SeedPhraseReveal({ seedPhrase, label }: SeedPhraseRevealProps) {
  const t = useT(authMessages);
  const showToast = useToast();

  const copySeedPhrase = async () => {
    try {
      await copyText(seedPhrase);
      showToast(t('seedPhrase.copied'), { variant: 'success' });
    } catch {
      showToast(t('seedPhrase.copyFailed'), { variant: 'error' });
    }
  };

  return (
    <Stack spacing={2.5} sx={{ alignItems: 'center', width: '100%' }}>
      <Alert severity="warning" sx={{ width: '100%' }}>
        {t('seedPhrase.warning')}
      </Alert>
      <OutlinedTextField
        label={label}
        value={seedPhrase}
        multiline
        fullWidth
        // Focusing selects the whole phrase, so copying by hand is one keystroke away.
        onFocus={(event) => event.target.select()}
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
      />
      <Button variant="outlined" startIcon={<ContentCopy />} onClick={() => void copySeedPhrase()}>
        {t('seedPhrase.copy')}
      </Button>
    </Stack>
  );
}
