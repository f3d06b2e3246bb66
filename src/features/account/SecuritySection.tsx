import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useT } from '../../i18n';
import { accountMessages } from '../../i18n/namespaces/account';
import { ActiveSessions } from './ActiveSessions';
import { AntiPhishingPhraseSection } from './AntiPhishingPhraseSection';
import { LockAccountSection } from './LockAccountSection';
import { PasskeysSection } from './PasskeysSection';
import { RecentSignIns } from './RecentSignIns';
import { SecurityChanges } from './SecurityChanges';
import { TwoFactorStatus } from './TwoFactorStatus';

/**
 * Account → Security (SPEC §11.1, two-factor authentication §11.4, passkeys, the anti-phishing
 * phrase and "Lock my account" §12.5). Each list loads and fails on its own, so a failed call
 * costs only its own list, never the rest of the Account page.
 */
export function SecuritySection() {
  const t = useT(accountMessages);
  return (
    <Box component="section" aria-labelledby="security-title">
      <Typography id="security-title" variant="h5" component="h2" gutterBottom>
        {t('security.title')}
      </Typography>
      <Stack spacing={3}>
        <TwoFactorStatus />
        <PasskeysSection />
        <AntiPhishingPhraseSection />
        <ActiveSessions />
        <RecentSignIns />
        <SecurityChanges />
        <LockAccountSection />
      </Stack>
    </Box>
  );
}
