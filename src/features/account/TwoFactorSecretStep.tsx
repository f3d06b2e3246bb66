import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopy from '../../components/icons/ContentCopy';
import type { TwoFactorSetupResponse } from '../../api/types';
import { QrCode } from '../../components/QrCode';
import { useToast } from '../../components/Toasts';
import { useT } from '../../i18n';
import { accountMessages } from '../../i18n/namespaces/account';
import { copyText } from '../../lib/clipboard';

/** The English text the SPEC names (shown in the chosen language). */
export const SECRET_COPIED_MESSAGE = accountMessages.en['setup.keyCopied'];

/** "JBSWY3DPEHPK3PXP" → "JBSW Y3DP EHPK 3PXP": four at a time, the way people read keys out. */
export function groupSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/** Step 1: the QR code of `otpauthUrl`, and the same key as text for apps that cannot scan. */
export function TwoFactorSecretStep({ setup }: { setup: TwoFactorSetupResponse }) {
  const showToast = useToast();
  const t = useT(accountMessages);
  const copy = async () => {
    try {
      // The key without the spaces: apps take it either way, but some reject the spaces.
      await copyText(setup.secret);
      showToast(t('setup.keyCopied'), { variant: 'success' });
    } catch {
      showToast(t('setup.keyNotCopied'), { variant: 'error' });
    }
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>{t('setup.scan')}</Typography>
      <QrCode value={setup.otpauthUrl} label={t('setup.qrLabel')} size={192} />
      <Typography id="two-factor-key-label">{t('setup.keyLabel')}</Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Box
          component="code"
          aria-labelledby="two-factor-key-label"
          sx={{ fontFamily: 'monospace', fontSize: '1.05rem', overflowWrap: 'anywhere' }}
        >
          {groupSecret(setup.secret)}
        </Box>
        <Button size="small" startIcon={<ContentCopy />} onClick={() => void copy()}>
          {t('setup.copyKey')}
        </Button>
      </Stack>
    </Stack>
  );
}
