import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopy from '../../components/icons/ContentCopy';
import ExpandMore from '../../components/icons/ExpandMore';
import { useToast } from '../../components/Toasts';
import type { UserDetails } from '../../api/types';
import { config, type DepositMethod } from '../../config/config';
import { Money } from '../../components/Money';
import { QrCode } from '../../components/QrCode';
import { copyText } from '../../lib/clipboard';
import { useAppDispatch, useAppSelector } from '../../hooks/redux';
import { englishText, useT } from '../../i18n';
import { depositMessages } from '../../i18n/namespaces/deposit';
import { DEPOSIT_METHODS, depositAddressFor } from './depositAddresses';
import { depositFlow, selectDepositMethod } from './depositFlowSlice';

/** The English toasts, as SPEC and tests quote them; the user sees them in their language. */
export const ADDRESS_COPIED_MESSAGE = englishText(depositMessages, 'payment.copied');
export const ADDRESS_NOT_COPIED_MESSAGE = englishText(depositMessages, 'payment.notCopied');

function AddressPanel({ method, user }: { method: DepositMethod; user: UserDetails | undefined }) {
  const showToast = useToast();
  const t = useT(depositMessages);
  if (!user) {
    return <Skeleton variant="text" width="70%" aria-label={t('payment.loadingAddress')} />;
  }
  const address = depositAddressFor(method, user, config.depositAddresses);
  if (!address) return <Typography color="text.secondary">{t('payment.notAvailable')}</Typography>;

  const copy = async () => {
    try {
      await copyText(address);
      showToast(t('payment.copied'), { variant: 'success' });
    } catch {
      showToast(t('payment.notCopied'), { variant: 'error' });
    }
  };

  return (
    <Stack spacing={1.5}>
      {/* Scanned by a phone wallet; the text below stays for copying and checking by eye. */}
      <QrCode value={address} label={t('payment.qrCode', { method })} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Box
          component="code"
          sx={{
            fontFamily: 'monospace',
            overflowWrap: 'anywhere',
            flexGrow: 1,
            fontSize: '0.95rem',
          }}
        >
          {address}
        </Box>
        <IconButton aria-label={t('payment.copyAddress', { method })} onClick={() => void copy()}>
          <ContentCopy />
        </IconButton>
      </Stack>
    </Stack>
  );
}

interface PaymentMethodsStepProps {
  amount: number;
  /** Undefined while the user's own deposit addresses load. */
  user: UserDetails | undefined;
  onChangeAmount: () => void;
  onPaid: (method: DepositMethod | null) => void;
  sending: boolean;
  errorMessage: string | undefined;
}

export function PaymentMethodsStep({
  amount,
  user,
  onChangeAmount,
  onPaid,
  sending,
  errorMessage,
}: PaymentMethodsStepProps) {
  // The open method lives in the depositFlow slice (`methodChosen`) for DevTools replays.
  const open = useAppSelector(selectDepositMethod);
  const dispatch = useAppDispatch();
  const setOpen = (method: DepositMethod | null) => dispatch(depositFlow.methodChosen(method));
  const t = useT(depositMessages);

  return (
    <Stack spacing={2.5}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t.rich('payment.amount', {
            amount: <Money amount={amount} currency={user?.currency} />,
          })}
        </Typography>
        <Button onClick={onChangeAmount}>{t('payment.changeAmount')}</Button>
      </Stack>
      <Typography>{t('payment.instructions')}</Typography>
      <div>
        {DEPOSIT_METHODS.map((method) => (
          <Accordion
            key={method}
            expanded={open === method}
            onChange={(_event, expanded) => setOpen(expanded ? method : null)}
            slotProps={{ transition: { unmountOnExit: true } }}
          >
            <AccordionSummary
              expandIcon={<ExpandMore />}
              id={`deposit-${method}-header`}
              aria-controls={`deposit-${method}-content`}
            >
              <Typography>{method}</Typography>
            </AccordionSummary>
            <AccordionDetails id={`deposit-${method}-content`}>
              <AddressPanel method={method} user={user} />
            </AccordionDetails>
          </Accordion>
        ))}
      </div>
      {errorMessage && <Alert severity="error">{errorMessage}</Alert>}
      <Button
        variant="contained"
        size="large"
        disabled={sending}
        onClick={() => onPaid(open)}
        startIcon={
          sending ? <CircularProgress size={18} aria-label={t('payment.recording')} /> : null
        }
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('payment.paid')}
      </Button>
    </Stack>
  );
}
