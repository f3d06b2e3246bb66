import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import ContentCopy from '../../components/icons/ContentCopy';
import Download from '../../components/icons/Download';
import { config } from '../../config/config';
import { useToast } from '../../components/Toasts';
import { copyText } from '../../lib/clipboard';
import { downloadTextFile } from '../../lib/download';
import { useT, type Translate } from '../../i18n';
import { accountMessages, type AccountKey } from '../../i18n/namespaces/account';

export const RECOVERY_CODES_FILE_NAME = 'meridian-recovery-codes.txt';
/** The English text the SPEC names (shown in the chosen language). */
export const SAVED_THEM_LABEL = accountMessages.en['codes.saved'];

/**
 * The downloaded file, in the language of the screen it came from: says what the codes are
 * for, so a file found later still makes sense.
 */
function recoveryCodesFileText(
  codes: readonly string[],
  email: string | undefined,
  t: Translate<AccountKey>,
) {
  const product = config.productName;
  return [
    email ? t('codes.file.titleFor', { product, email }) : t('codes.file.title', { product }),
    t('codes.file.use'),
    t('codes.file.keep'),
    '',
    ...codes,
    '',
  ].join('\n');
}

interface TwoFactorRecoveryCodesProps {
  codes: readonly string[];
  email: string | undefined;
  saved: boolean;
  onSavedChange: (saved: boolean) => void;
}

/** Step 3: the recovery codes, shown this once, with copy, download and "I have saved them". */
export function TwoFactorRecoveryCodes({
  codes,
  email,
  saved,
  onSavedChange,
}: TwoFactorRecoveryCodesProps) {
  const showToast = useToast();
  const t = useT(accountMessages);
  const copy = async () => {
    try {
      await copyText(codes.join('\n'));
      showToast(t('codes.copied'), { variant: 'success' });
    } catch {
      showToast(t('codes.notCopied'), { variant: 'error' });
    }
  };

  return (
    <Stack spacing={2}>
      <Alert severity="success">{t('codes.on')}</Alert>
      <Alert severity="warning">{t('codes.warning')}</Alert>
      <Box
        component="ol"
        aria-label={t('codes.listLabel')}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 1,
          m: 0,
          pl: 4,
          fontFamily: 'monospace',
          fontSize: '1.05rem',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<ContentCopy />} onClick={() => void copy()}>
          {t('codes.copy')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<Download />}
          onClick={() =>
            downloadTextFile(RECOVERY_CODES_FILE_NAME, recoveryCodesFileText(codes, email, t))
          }
        >
          {t('codes.download')}
        </Button>
      </Stack>
      <FormControlLabel
        control={
          <Checkbox checked={saved} onChange={(event) => onSavedChange(event.target.checked)} />
        }
        label={t('codes.saved')}
      />
    </Stack>
  );
}
