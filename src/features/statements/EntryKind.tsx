import type { StatementEntryType } from '../../api/types';
import { useT } from '../../i18n';
import { statementsMessages } from '../../i18n/namespaces/statements';

/** A ledger entry's kind (`trade_buy`, …) as the user reads it, in their language. */
export function EntryKind({ kind }: { kind: StatementEntryType }) {
  const t = useT(statementsMessages);
  return t(`kind.${kind}`);
}
