import { useEffect, useMemo, useRef } from 'react';
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
import type {
  Deposit,
  HoldingsResponse,
  StatementResponse,
  UserDetails,
  Withdrawal,
} from '../../api/types';
import { MaskedAmount, Money } from '../../components/Money';
import { RetryAlert } from '../../components/RetryAlert';
import { WidgetBoundary } from '../../components/WidgetBoundary';
import { useAmountsHidden } from '../../hooks/useAmountsHidden';
import { MessageText, useIntlLocale, useT } from '../../i18n';
import { dashboardMessages } from '../../i18n/namespaces/dashboard';
import { errorMessageOf } from '../../lib/apiError';
import { centsOfDecimal, centsToAmount } from '../../lib/cents';
import { formatDateTime } from '../../lib/dates';
import { formatMarketPrice } from '../../lib/money';
import { useGetPendingDepositsQuery } from '../deposit';
import { useUserDetails } from '../session';
import { EntryKind, useGetStatementQuery } from '../statements';
import { useGetHoldingsQuery } from '../trading';
import { useGetPendingWithdrawalsQuery } from '../withdrawal';
import {
  cardCents,
  cashBreakdown,
  explanationKey,
  ledgerBreakdown,
  pendingBreakdown,
  totalEquityBreakdown,
  tradeProfitBreakdown,
  widestStatementRange,
  type Breakdown,
  type ExplainedFigure,
  type HoldingOfLine,
} from './walletBreakdown';

/** Lines drawn at once; the sum still counts every line, so thousands of entries stay usable. */
export const SHOWN_LINES = 100;

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
  const t = useT(dashboardMessages);
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
      <DialogTitle id="how-calculated-title">{t('breakdown.title', { figure: label })}</DialogTitle>
      <DialogContent>
        {figure === 'pendBalance' && <PendingLines user={user} />}
        {figure !== null && figure !== 'pendBalance' && <LedgerLines figure={figure} user={user} />}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('breakdown.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

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
  const t = useT(dashboardMessages);
  // Fixed while the dialog is open, so a render after midnight does not start a new request.
  const range = useMemo(() => widestStatementRange(), []);
  const statement = useGetStatementQuery(range);
  // Total Equity adds the holdings at their prices; Trade Profit what each asset's sells realized.
  const holdings = useGetHoldingsQuery(undefined, {
    skip: figure !== 'totalEquity' && figure !== 'tradeProfit',
  });
  // Cash holds back the withdrawals still pending.
  const withdrawals = useGetPendingWithdrawalsQuery(undefined, {
    skip: figure !== 'availableCash',
  });
  useCardCatchesUp(figure === 'totalEquity' ? holdings.data : undefined, user);
  const retry = () => {
    if (statement.error) void statement.refetch();
    if (holdings.error) void holdings.refetch();
    if (withdrawals.error) void withdrawals.refetch();
  };
  return (
    <>
      <DialogContentText sx={{ mb: 2 }}>{t(explanationKey(figure))}</DialogContentText>
      {/* The answers are read inside the boundary: one it cannot read stays here. */}
      <WidgetBoundary
        subject={t('breakdown.subject')}
        onRetry={() => {
          void statement.refetch();
          if (figure === 'totalEquity' || figure === 'tradeProfit') void holdings.refetch();
          if (figure === 'availableCash') void withdrawals.refetch();
        }}
        answers={[statement.data, holdings.data, withdrawals.data]}
      >
        <LedgerBreakdown
          statement={statement.data}
          holdings={holdings.data}
          withdrawals={withdrawals.data?.allWithdrawals}
          figure={figure}
          user={user}
          loading={statement.isFetching || holdings.isFetching || withdrawals.isFetching}
          error={statement.error ?? holdings.error ?? withdrawals.error}
          onRetry={retry}
        />
      </WidgetBoundary>
    </>
  );
}

/**
 * The Total Equity card was valued when the dashboard loaded; the holdings here at the prices
 * of now. When prices have moved in between, the card's figure is asked for again (once per
 * holdings answer), so it shows the same prices as the breakdown.
 */
function useCardCatchesUp(holdings: HoldingsResponse | undefined, user: UserDetails) {
  const { refetch } = useUserDetails();
  const askedFor = useRef<HoldingsResponse | undefined>(undefined);
  useEffect(() => {
    if (!holdings || holdings.totalEquity === null || askedFor.current === holdings) return;
    if (cardCents('totalEquity', user) === centsOfDecimal(holdings.totalEquity)) return;
    askedFor.current = holdings;
    void refetch();
  }, [holdings, user, refetch]);
}

interface BreakdownSources {
  statement: StatementResponse | undefined;
  holdings: HoldingsResponse | undefined;
  withdrawals: Withdrawal[] | undefined;
}

function breakdownOf(
  figure: Exclude<ExplainedFigure, 'pendBalance'>,
  { statement, holdings, withdrawals }: BreakdownSources,
): Breakdown | undefined {
  if (!statement) return undefined;
  if (figure === 'availableCash') {
    return withdrawals ? cashBreakdown(statement.entries, withdrawals) : undefined;
  }
  if (figure === 'totalEquity') {
    return holdings ? totalEquityBreakdown(statement.entries, holdings) : undefined;
  }
  if (figure === 'tradeProfit') {
    return holdings ? tradeProfitBreakdown(statement.entries, holdings.realized) : undefined;
  }
  return ledgerBreakdown(figure, statement.entries);
}

function LedgerBreakdown({
  statement,
  holdings,
  withdrawals,
  figure,
  user,
  ...load
}: EntriesLoad &
  BreakdownSources & {
    figure: Exclude<ExplainedFigure, 'pendBalance'>;
    user: UserDetails;
  }) {
  const t = useT(dashboardMessages);
  const breakdown = useMemo(
    () => breakdownOf(figure, { statement, holdings, withdrawals }),
    [figure, statement, holdings, withdrawals],
  );
  const openingCents = statement ? centsOfDecimal(statement.openingBalance) : null;
  return (
    <>
      {statement && openingCents !== 0n && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('breakdown.olderActivity', { from: statement.from, to: statement.to })}
        </Alert>
      )}
      <BreakdownView
        breakdown={breakdown}
        {...load}
        user={user}
        figure={figure}
        atCurrentPrices={
          figure === 'totalEquity' && holdings?.totalEquity
            ? centsOfDecimal(holdings.totalEquity)
            : null
        }
      />
    </>
  );
}

function PendingLines({ user }: { user: UserDetails }) {
  const t = useT(dashboardMessages);
  const { data, error, isFetching, refetch } = useGetPendingDepositsQuery();
  return (
    <>
      <DialogContentText sx={{ mb: 2 }}>{t(explanationKey('pendBalance'))}</DialogContentText>
      <WidgetBoundary subject={t('breakdown.subject')} onRetry={refetch} answers={[data]}>
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
  /** Total Equity at the prices the holdings lines show (GET /holdings), when it has one. */
  atCurrentPrices?: bigint | null;
}

function BreakdownView({
  breakdown,
  loading,
  error,
  onRetry,
  user,
  figure,
  atCurrentPrices = null,
}: BreakdownViewProps) {
  const t = useT(dashboardMessages);
  const locale = useIntlLocale();
  if (loading) return <LinearProgress aria-label={t('breakdown.loading')} />;
  if (error || !breakdown) {
    return (
      <RetryAlert
        message={t('breakdown.loadFailed', { reason: errorMessageOf(error) })}
        onRetry={onRetry}
      />
    );
  }
  const { lines, totalCents, unreadable, unpriced } = breakdown;
  const currency = user.currency;
  const card = cardCents(figure, user);
  const shown = lines.slice(0, SHOWN_LINES);
  return (
    <>
      {lines.length === 0 ? (
        <Typography sx={{ py: 2 }}>{t('breakdown.empty')}</Typography>
      ) : (
        <>
          {lines.length > shown.length && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('breakdown.truncated', { shown: shown.length, total: lines.length })}
            </Typography>
          )}
          <TableContainer sx={{ maxHeight: { sm: 420 } }}>
            <Table size="small" stickyHeader aria-label={t('breakdown.table')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('breakdown.column.date')}</TableCell>
                  <TableCell>{t('breakdown.column.type')}</TableCell>
                  <TableCell>{t('breakdown.column.description')}</TableCell>
                  <TableCell>{t('breakdown.column.reference')}</TableCell>
                  <TableCell align="right">{t('breakdown.column.amount')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.map((line) => (
                  <TableRow key={line.key}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {line.date !== null ? (
                        formatDateTime(line.date, locale)
                      ) : line.dateLabel ? (
                        <MessageText message={line.dateLabel} />
                      ) : (
                        t('breakdown.noPriceTime')
                      )}
                    </TableCell>
                    <TableCell>
                      {line.kind === 'holding' ? (
                        t('breakdown.kind.holding')
                      ) : (
                        <EntryKind kind={line.kind} />
                      )}
                    </TableCell>
                    <TableCell>
                      {line.holding ? (
                        <HoldingDescription holding={line.holding} />
                      ) : (
                        <MessageText message={line.description} />
                      )}
                    </TableCell>
                    <TableCell sx={{ wordBreak: 'break-all' }}>{line.reference}</TableCell>
                    <TableCell align="right">
                      {line.cents === null ? (
                        t(
                          line.holding?.price === null
                            ? 'breakdown.priceUnavailable'
                            : 'breakdown.unreadableAmount',
                        )
                      ) : (
                        <Money amount={centsToAmount(line.cents)} currency={currency} />
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
              <TableFooter>
                <TableRow>
                  <TableCell colSpan={4} component="th" scope="row">
                    {t('breakdown.sumOf', { count: lines.length })}
                  </TableCell>
                  <TableCell align="right" aria-label={t('breakdown.sum')}>
                    {unpriced > 0 ? (
                      t('breakdown.priceUnavailable')
                    ) : (
                      <Money amount={centsToAmount(totalCents)} currency={currency} />
                    )}
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
        atCurrentPrices={atCurrentPrices}
        unreadable={unreadable}
        unpriced={unpriced}
        currency={currency}
      />
    </>
  );
}

/**
 * A holding as quantity × price (the server's price, as the market shows prices); the
 * quantity is the user's and is masked with Hide amounts, so the line's value cannot be worked
 * out from it.
 */
function HoldingDescription({ holding }: { holding: HoldingOfLine }) {
  const t = useT(dashboardMessages);
  const locale = useIntlLocale();
  const hidden = useAmountsHidden();
  const quantity = hidden ? <MaskedAmount /> : holding.quantity;
  if (holding.price === null) {
    return t.rich('breakdown.holdingUnpriced', { quantity, asset: holding.asset });
  }
  return t.rich('breakdown.holding', {
    quantity,
    asset: holding.asset,
    price: formatMarketPrice(Number(holding.price), locale),
  });
}

/** States whether the sum equals the card, exactly to the cent, and says so when it does not. */
function SumCheck({
  totalCents,
  cardCents: card,
  atCurrentPrices,
  unreadable,
  unpriced,
  currency,
}: {
  totalCents: bigint;
  cardCents: bigint | null;
  atCurrentPrices: bigint | null;
  unreadable: number;
  unpriced: number;
  currency: string;
}) {
  const t = useT(dashboardMessages);
  // A stale price values nothing (SPEC §12.1): the sum waits for the next price, never guesses.
  if (card === null || unpriced > 0) {
    return (
      <Alert severity="info" sx={{ mt: 2 }}>
        {t('figure.priceUnavailable')}
      </Alert>
    );
  }
  if (unreadable > 0) {
    return (
      <Alert severity="warning" sx={{ mt: 2 }}>
        {t('breakdown.unreadable', { count: unreadable })}
      </Alert>
    );
  }
  if (card === null) return null;
  if (totalCents === card) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('breakdown.matches')}
      </Typography>
    );
  }
  // Prices moved between the card's answer and this one (the card is being asked again): the
  // entries agree with the server at these prices, so this is no mismatch to report.
  if (totalCents === atCurrentPrices) {
    return (
      <Alert severity="info" sx={{ mt: 2 }}>
        {t.rich('breakdown.pricesMoved', {
          total: <Money amount={centsToAmount(totalCents)} currency={currency} />,
        })}
      </Alert>
    );
  }
  return (
    <Alert severity="warning" sx={{ mt: 2 }}>
      {t.rich('breakdown.mismatch', {
        total: <Money amount={centsToAmount(totalCents)} currency={currency} />,
        card: <Money amount={centsToAmount(card)} currency={currency} />,
      })}
    </Alert>
  );
}
