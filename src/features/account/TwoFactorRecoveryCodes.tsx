import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Download from '@mui/icons-material/Download';
import { config } from '../../config/config';
import { useToast } from '../../components/Toasts';
import { copyText } from '../../lib/clipboard';
import { downloadTextFile } from '../../lib/download';

export const CODES_COPIED_MESSAGE = 'Recovery codes copied to clipboard';
export const CODES_NOT_COPIED_MESSAGE =
  'The recovery codes could not be copied. Please download them or write them down.';
export const RECOVERY_CODES_FILE_NAME = 'meridian-recovery-codes.txt';
export const SAVED_THEM_LABEL = 'I have saved my recovery codes';

/** The downloaded file: says what the codes are for, so a file found later still makes sense. */
export function recoveryCodesFileText(codes: readonly string[], email: string | undefined) {
  return [
    `${config.productName} recovery codes${email ? ` for ${email}` : ''}`,
    'Each code signs you in or confirms a withdrawal once, if you lose your authenticator app.',
    'Keep them somewhere safe and private.',
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
  const copy = async () => {
    try {
      await copyText(codes.join('\n'));
      showToast(CODES_COPIED_MESSAGE, { variant: 'success' });
    } catch {
      showToast(CODES_NOT_COPIED_MESSAGE, { variant: 'error' });
    }
  };

  return (
    <Stack spacing={2}>
      <Alert severity="success">Two-factor authentication is on.</Alert>
      <Alert severity="warning">
        Save these recovery codes now: they are shown only this once. Each one works once, in place
        of a code from your app, if you lose your phone.
      </Alert>
      <Box
        component="ol"
        aria-label="Recovery codes"
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
          Copy
        </Button>
        <Button
          variant="outlined"
          startIcon={<Download />}
          onClick={() =>
            downloadTextFile(RECOVERY_CODES_FILE_NAME, recoveryCodesFileText(codes, email))
          }
        >
          Download (.txt)
        </Button>
      </Stack>
      <FormControlLabel
        control={
          <Checkbox checked={saved} onChange={(event) => onSavedChange(event.target.checked)} />
        }
        label={SAVED_THEM_LABEL}
      />
    </Stack>
  );
}
