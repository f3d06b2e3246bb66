import type { ComponentProps } from 'react';
import { useT } from '../../i18n';
import { historyMessages } from '../../i18n/namespaces/history';
import { LazyForm } from '../form/LazyForm';

/** A history page's filter form (deposits, withdrawals, trades), fetched as the page mounts. */
export function LazyFilters<Module>(
  props: Omit<ComponentProps<typeof LazyForm<Module>>, 'failedMessage'>,
) {
  const t = useT(historyMessages);
  return <LazyForm {...props} failedMessage={t('history.filtersFailed')} />;
}
