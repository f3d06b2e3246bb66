import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { Deposit, StatementResponse, UserDetails } from '../../api/types';
import { Money } from '../../components/Money';
import { RetryAlert } from '../../components/RetryAlert';
import { WidgetBoundary } from '../../components/WidgetBoundary';
import { errorMessageOf } from '../../lib/apiError';
import { centsOfDecimal, centsToAmount } from '../../lib/cents';
import { formatDateTime } from '../../lib/dates';
import { useGetPendingDepositsQuery } from '../deposit';
import { useGetStatementQuery } from '../statements';
import {
  cardCents,
  FIGURE_EXPLANATIONS,
  ledgerBreakdown,
  pendingBreakdown,
  widestStatementRange,
  type Breakdown,
  type ExplainedFigure,
} from './walletBreakdown';

/** Lines drawn at once; the sum still counts every line, so thousands of entries stay usable. */
export const SHOWN_LINES = 100;

export const NO_ENTRIES_TEXT = 'No entries yet';

interface HowCalculatedDialogProps {
  /** The card being explained; null when the dialog is closed. */
  figure: ExplainedFigure | null;
  label: string;
  user: UserDetails;
  onClose: () => void;
}

/**
 * "How is this calculated?" for one wallet card (SPEC §11.3): the entries behind the figure and
 * their sum, which is compared with the card to the cent. A mismatch is shown, never smoothed
 * over: the user should see it and can ask support about it.
 */
export function HowCalculatedDialog({ figure, label, user, onClose }: HowCalculatedDialogProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={figure !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby="how-calculated-title"
    >
      <DialogTitle id="how-calculated-title">How is {label} calculated?</DialogTitle>
      <DialogContent>
        {figure === 'pendBalance' && <PendingLines user={user} />}
        {figure !== null && figure !== 'pendBalance' && <LedgerLines figure={figure} user={user} />}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** What the breakdown's failure message calls it (WidgetBoundary). */
const BREAKDOWN_SUBJECT = 'The breakdown';

/** Where a breakdown's entries stand: loading, failed (with a Retry) or here. */
interface EntriesLoad {
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}

function LedgerLines({
  figure,
  user,
}: {
  figure: Exclude<ExplainedFigure, 'pendBalance'>;
  user: UserDetails;
}) {
  // Fixed while the dialog is open, so a render after midnight does not start a new request.
  const range = useMemo(() => widestStatementRange(), []);
  const { data, error, isFetching, refetch } = useGetStatementQuery(range);
  return (
    <>
      <DialogContentText sx={{ mb: 2 }}>{FIGURE_EXPLANATIONS[figure]}</DialogContentText>
      {/* The statement is read inside the boundary: an answer it cannot read stays here. */}
      <WidgetBoundary subject={BREAKDOWN_SUBJECT} onRetry={refetch} answers={[data]}>
        <LedgerBreakdown
          statement={data}
          figure={figure}
          user={user}
          loading={isFetching}
          error={error}
          onRetry={() => void refetch()}
        />
      </WidgetBoundary>
    </>
  );
}

function LedgerBreakdown({
  statement,
  figure,
  user,
  ...load
}: EntriesLoad & {
  statement: StatementResponse | undefined;
  figure: Exclude<ExplainedFigure, 'pendBalance'>;
  user: UserDetails;
}) {
  const breakdown = useMemo(
    () => (statement ? ledgerBreakdown(figure, statement.entries) : undefined),
    [statement, figure],
  );
  const openingCents = statement ? centsOfDecimal(statement.openingBalance) : null;
  return (
    <>
      {statement && openingCents !== 0n && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Your account has activity before {statement.from}. A statement reaches back at most 5
          years, so older entries are not listed and the sum covers {statement.from} to{' '}
          {statement.to} only. Download a statement of an earlier period from your history pages.
        </Alert>
      )}
      <BreakdownView breakdown={breakdown} {...load} user={user} figure={figure} />
    </>
  );
}

function PendingLines({ user }: { user: UserDetails }) {
  const { data, error, isFetching, refetch } = useGetPendingDepositsQuery();
  return (
    <>
      <DialogContentText sx={{ mb: 2 }}>{FIGURE_EXPLANATIONS.pendBalance}</DialogContentText>
      <WidgetBoundary subject={BREAKDOWN_SUBJECT} onRetry={refetch} answers={[data]}>
        <PendingBreakdown
          deposits={data?.allTransactions}
          user={user}
          loading={isFetching}
          error={error}
          onRetry={() => void refetch()}
        />
      </WidgetBoundary>
    </>
  );
}

function PendingBreakdown({
  deposits,
  user,
  ...load
}: EntriesLoad & { deposits: Deposit[] | undefined; user: UserDetails }) {
  const breakdown = useMemo(() => (deposits ? pendingBreakdown(deposits) : undefined), [deposits]);
  return <BreakdownView breakdown={breakdown} {...load} user={user} figure="pendBalance" />;
}

interface BreakdownViewProps extends EntriesLoad {
  breakdown: Breakdown | undefined;
  user: UserDetails;
  figure: ExplainedFigure;
}

function BreakdownView({ breakdown, loading, error, onRetry, user, figure }: BreakdownViewProps) {
  if (loading) return <LinearProgress aria-label="Loading entries" />;
  if (error || !breakdown) {
    return (
      <RetryAlert
        message={`The entries could not be loaded. ${errorMessageOf(error)}`}
        onRetry={onRetry}
      />
    );
  }
  const { lines, totalCents, unreadable } = breakdown;
  const currency = user.currency;
  const card = cardCents(figure, user);
  const shown = lines.slice(0, SHOWN_LINES);
  return (
    <>
      {lines.length === 0 ? (
        <Typography sx={{ py: 2 }}>{NO_ENTRIES_TEXT}</Typography>
      ) : (
        <>
          {lines.length > shown.length && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Showing the latest {shown.length} of {lines.length} entries; the sum counts all{' '}
              {lines.length}. Your history pages and statements list every entry.
            </Typography>
          )}
          <TableContainer sx={{ maxHeight: { sm: 420 } }}>
            <Table size="small" stickyHeader aria-label="Entries">
              <TableHead>
                <TableRow>
                  <TableCell>Date</TableCell>
                  <TableCell>Description</TableCell>
                  <TableCell>Reference</TableCell>
                  <TableCell align="right">Amount</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.map((line) => (
                  <TableRow key={line.key}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(line.date)}</TableCell>
                    <TableCell>{line.description}</TableCell>
                    <TableCell sx={{ wordBreak: 'break-all' }}>{line.reference}</TableCell>
                    <TableCell align="right">
                      {line.cents === null ? (
                        'Unreadable amount'
                      ) : (
                        <Money amount={centsToAmount(line.cents)} currency={currency} />
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
              <TableFooter>
                <TableRow>
                  <TableCell colSpan={3} component="th" scope="row">
                    Sum of {lines.length} {lines.length === 1 ? 'entry' : 'entries'}
                  </TableCell>
                  <TableCell align="right" aria-label="Sum">
                    <Money amount={centsToAmount(totalCents)} currency={currency} />
                  </TableCell>
                </TableRow>
              </TableFooter>
            </Table>
          </TableContainer>
        </>
      )}
      <SumCheck
        totalCents={totalCents}
        cardCents={card}
        unreadable={unreadable}
        currency={currency}
      />
    </>
  );
}

/** States whether the sum equals the card, exactly to the cent, and says so when it does not. */
function SumCheck({
  totalCents,
  cardCents: card,
  unreadable,
  currency,
}: {
  totalCents: bigint;
  cardCents: bigint;
  unreadable: number;
  currency: string;
}) {
  if (unreadable > 0) {
    return (
      <Alert severity="warning" sx={{ mt: 2 }}>
        {unreadable} {unreadable === 1 ? 'entry has an amount' : 'entries have amounts'} that could
        not be read, so this sum cannot be checked against the card. Please contact support.
      </Alert>
    );
  }
  if (totalCents === card) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        This sum equals the figure on the card.
      </Typography>
    );
  }
  return (
    <Alert severity="warning" sx={{ mt: 2 }}>
      These entries add up to <Money amount={centsToAmount(totalCents)} currency={currency} />, but
      the card shows <Money amount={centsToAmount(card)} currency={currency} />. Please contact
      support if this does not change after a refresh.
    </Alert>
  );
}
