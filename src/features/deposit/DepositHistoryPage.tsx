import { useMemo } from 'react';
import type { Deposit, DepositsPageResponse } from '../../api/types';
import type { HistoryColumn } from '../../components/HistoryTable';
import { PagedHistory } from '../../components/history/PagedHistory';
import { useHistoryRefetchOnMount, useHistoryView } from '../../components/history/useHistoryView';
import { Money } from '../../components/Money';
import { StatusChip } from '../../components/StatusChip';
import { useIntlLocale, useT, type Translate } from '../../i18n';
import { depositMessages } from '../../i18n/namespaces/deposit';
import { formatDateTime } from '../../lib/dates';
import { useKnownUserDetails } from '../session';
import { StatementDownload } from '../statements';
import { useGetDepositHistoryInfiniteQuery } from './depositApi';

type DepositKey = keyof typeof depositMessages.en;

function depositColumns(
  currency: string | undefined,
  t: Translate<DepositKey>,
  locale: string,
): HistoryColumn<Deposit>[] {
  const narration = t('history.narrationDeposit');
  return [
    { header: t('history.date'), render: (deposit) => formatDateTime(deposit.date, locale) },
    { header: t('history.narration'), render: () => narration },
    { header: t('history.reference'), render: (deposit) => deposit.reference },
    {
      header: t('history.amount'),
      align: 'right',
      render: (deposit) => <Money amount={deposit.amount} currency={currency} />,
    },
    { header: t('history.status'), render: (deposit) => <StatusChip status={deposit.status} /> },
  ];
}

const depositId = (deposit: Deposit) => deposit._id;
const depositsOf = (page: DepositsPageResponse) => page.allTransactions;

export default function DepositHistoryPage() {
  const view = useHistoryView();
  // Fetched again on mount unless the app opened here and the router has just asked for it
  // (useHistoryRefetchOnMount); a new deposit invalidates every cached page.
  const result = useGetDepositHistoryInfiniteQuery(view.view.filters, {
    refetchOnMountOrArgChange: useHistoryRefetchOnMount(),
  });
  const currency = useKnownUserDetails()?.currency;
  const t = useT(depositMessages);
  const locale = useIntlLocale();
  // Kept between renders, so the memoised table renders only when its rows or language change.
  const columns = useMemo(() => depositColumns(currency, t, locale), [currency, t, locale]);
  const noun = useMemo(() => ({ one: t('history.nounOne'), other: t('history.nounOther') }), [t]);
  return (
    <PagedHistory
      title={t('history.title')}
      label={t('history.label')}
      noun={noun}
      columns={columns}
      rowKey={depositId}
      rowsOf={depositsOf}
      result={result}
      view={view}
      actions={<StatementDownload initialRange={view.view.filters} />}
    />
  );
}
