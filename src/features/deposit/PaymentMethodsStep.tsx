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
import ContentCopy from '@mui/icons-material/ContentCopy';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useToast } from '../../components/Toasts';
import type { UserDetails } from '../../api/types';
import { config, type DepositMethod } from '../../config/config';
import { Money } from '../../components/Money';
import { QrCode } from '../../components/QrCode';
import { copyText } from '../../lib/clipboard';
import { useAppDispatch, useAppSelector } from '../../hooks/redux';
import { DEPOSIT_METHODS, depositAddressFor } from './depositAddresses';
import { depositFlow, selectDepositMethod } from './depositFlowSlice';

export const ADDRESS_COPIED_MESSAGE = 'Address copied to clipboard';
export const ADDRESS_NOT_COPIED_MESSAGE =
  'The address could not be copied. Please select it and copy it by hand.';

function AddressPanel({ method, user }: { method: DepositMethod; user: UserDetails | undefined }) {
  const showToast = useToast();
  if (!user) return <Skeleton variant="text" width="70%" aria-label="Loading address" />;
  const address = depositAddressFor(method, user, config.depositAddresses);
  if (!address) return <Typography color="text.secondary">Not available</Typography>;

  const copy = async () => {
    try {
      await copyText(address);
      showToast(ADDRESS_COPIED_MESSAGE, { variant: 'success' });
    } catch {
      showToast(ADDRESS_NOT_COPIED_MESSAGE, { variant: 'error' });
    }
  };

  return (
    <Stack spacing={1.5}>
      {/* Scanned by a phone wallet; the text below stays for copying and checking by eye. */}
      <QrCode value={address} label={`QR code of the ${method} address`} />
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
        <IconButton aria-label={`Copy ${method} address`} onClick={() => void copy()}>
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

  return (
    <Stack spacing={2.5}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
          Amount: <Money amount={amount} currency={user?.currency} />
        </Typography>
        <Button onClick={onChangeAmount}>Change amount</Button>
      </Stack>
      <Typography>Select a payment method and pay to the wallet address shown.</Typography>
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
        startIcon={sending ? <CircularProgress size={18} aria-label="Recording deposit" /> : null}
        sx={{ alignSelf: 'flex-start' }}
      >
        I have paid — send receipt
      </Button>
    </Stack>
  );
}
