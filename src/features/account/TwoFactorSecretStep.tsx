import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import type { TwoFactorSetupResponse } from '../../api/types';
import { QrCode } from '../../components/QrCode';
import { useToast } from '../../components/Toasts';
import { copyText } from '../../lib/clipboard';

export const SECRET_COPIED_MESSAGE = 'Setup key copied to clipboard';
export const SECRET_NOT_COPIED_MESSAGE =
  'The setup key could not be copied. Please type it into your app by hand.';

/** "JBSWY3DPEHPK3PXP" → "JBSW Y3DP EHPK 3PXP": four at a time, the way people read keys out. */
export function groupSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/** Step 1: the QR code of `otpauthUrl`, and the same key as text for apps that cannot scan. */
export function TwoFactorSecretStep({ setup }: { setup: TwoFactorSetupResponse }) {
  const showToast = useToast();
  const copy = async () => {
    try {
      // The key without the spaces: apps take it either way, but some reject the spaces.
      await copyText(setup.secret);
      showToast(SECRET_COPIED_MESSAGE, { variant: 'success' });
    } catch {
      showToast(SECRET_NOT_COPIED_MESSAGE, { variant: 'error' });
    }
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>
        Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator,
        1Password, Authy…).
      </Typography>
      <QrCode value={setup.otpauthUrl} label="QR code for your authenticator app" size={192} />
      <Typography id="two-factor-key-label">
        Can’t scan it? Enter this setup key instead:
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Box
          component="code"
          aria-labelledby="two-factor-key-label"
          sx={{ fontFamily: 'monospace', fontSize: '1.05rem', overflowWrap: 'anywhere' }}
        >
          {groupSecret(setup.secret)}
        </Box>
        <Button size="small" startIcon={<ContentCopy />} onClick={() => void copy()}>
          Copy key
        </Button>
      </Stack>
    </Stack>
  );
}
