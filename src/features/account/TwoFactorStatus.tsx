import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LazyDialog } from '../../components/LazyDialog';
import { WidgetBoundary } from '../../components/WidgetBoundary';
import { useT } from '../../i18n';
import { accountMessages } from '../../i18n/namespaces/account';
import { useUserDetails } from '../session';
import { SignOutOtherSessions } from './SignOutOtherSessions';
import { useStartTwoFactorSetupMutation } from './twoFactorApi';

const loadTwoFactorDialogs = () =>
  import(/* webpackChunkName: "two-factor-dialogs" */ './twoFactorDialogs');

/** The English texts the SPEC names (shown in the chosen language). */
export const TURN_ON_LABEL = accountMessages.en['twoFactor.turnOn'];
export const TURN_OFF_LABEL = accountMessages.en['twoFactor.turnOff'];

/**
 * Account → Security: whether two-factor authentication is on, and the way to turn it on or
 * off. The state comes from the user details, refetched whenever either changes it.
 */
export function TwoFactorStatus() {
  const { user } = useUserDetails();
  const t = useT(accountMessages);
  const [dialog, setDialog] = useState<'setup' | 'disable' | null>(null);
  // After 2FA goes on or off, until taken or dismissed (SPEC §12.5).
  const [offerSignOutOthers, setOfferSignOutOthers] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const endOffer = () => {
    setOfferSignOutOthers(false);
    // The offer's buttons leave with it; keep keyboard users in the section.
    headingRef.current?.focus();
  };
  // The setup call is made here, once per click, not by the dialog on mount: an effect may run
  // twice (StrictMode), and a second call would replace the key on the server after the first
  // was already shown.
  const [startSetup, setup] = useStartTwoFactorSetupMutation();

  const openSetup = () => {
    void startSetup();
    setDialog('setup');
  };
  const closeSetup = () => {
    // Forget the setup key now, not when this section unmounts.
    setup.reset();
    setDialog(null);
  };

  const enabled = user?.twoFactorEnabled;
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="two-factor-title">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography
          id="two-factor-title"
          variant="h6"
          component="h3"
          tabIndex={-1}
          ref={headingRef}
          sx={{ '&:focus': { outline: 'none' } }}
        >
          {t('twoFactor.title')}
        </Typography>
        {user ? (
          <Chip
            size="small"
            color={enabled ? 'success' : 'default'}
            variant={enabled ? 'filled' : 'outlined'}
            label={t(enabled ? 'twoFactor.chip.on' : 'twoFactor.chip.off')}
          />
        ) : (
          <Skeleton
            variant="rounded"
            width={64}
            height={24}
            aria-label={t('twoFactor.chip.loading')}
          />
        )}
      </Stack>
      <Typography color="text.secondary">
        {t(enabled ? 'twoFactor.on.text' : 'twoFactor.off.text')}
      </Typography>
      {user && (
        <div>
          {enabled ? (
            <Button variant="outlined" color="error" onClick={() => setDialog('disable')}>
              {t('twoFactor.turnOff')}
            </Button>
          ) : (
            <Button variant="contained" onClick={openSetup}>
              {t('twoFactor.turnOn')}
            </Button>
          )}
        </div>
      )}
      {offerSignOutOthers && <SignOutOtherSessions onDone={endOffer} />}
      <LazyDialog load={loadTwoFactorDialogs} open={dialog !== null}>
        {({ TwoFactorSetupDialog, TwoFactorDisableDialog }) => (
          <>
            {dialog === 'setup' && (
              // A setup key it cannot read is asked for again, as the dialog's own Retry does.
              <WidgetBoundary
                subject={t('twoFactor.setup.subject')}
                onRetry={startSetup}
                answers={[setup.data]}
              >
                <TwoFactorSetupDialog
                  setup={{
                    data: setup.data,
                    error: setup.error,
                    onRetry: () => void startSetup(),
                  }}
                  email={user?.email}
                  onEnabled={() => setOfferSignOutOthers(true)}
                  onClose={closeSetup}
                />
              </WidgetBoundary>
            )}
            {dialog === 'disable' && (
              <TwoFactorDisableDialog
                onDisabled={() => setOfferSignOutOthers(true)}
                onClose={() => setDialog(null)}
              />
            )}
          </>
        )}
      </LazyDialog>
    </Stack>
  );
}
