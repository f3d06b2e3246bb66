import type {
  SavedAddressEventDetail,
  SecurityEvent,
  SecurityEventDetails,
  SecurityEventKind,
} from '../../api/types';
import { messageRef, type MessageRef } from '../../i18n';
import { accountMessages, type AccountKey } from '../../i18n/namespaces/account';

/** What an event of each kind says; a new kind does not compile until it has its words here. */
type Wording = { [K in SecurityEventKind]: (detail: SecurityEventDetails[K]) => MessageRef };

const addressChange =
  (key: AccountKey) =>
  ({ label, asset, maskedAddress }: SavedAddressEventDetail) =>
    messageRef(accountMessages, key, { label, asset, address: maskedAddress });

const WORDING: Wording = {
  address_added: addressChange('changes.addressAdded'),
  address_removed: addressChange('changes.addressRemoved'),
  account_locked: () => messageRef(accountMessages, 'changes.accountLocked'),
  account_unlocked: () => messageRef(accountMessages, 'changes.accountUnlocked'),
  phrase_changed: () => messageRef(accountMessages, 'changes.phraseChanged'),
};

function describeKnown(event: SecurityEvent): MessageRef {
  // TypeScript cannot pair a union's kind with its detail in one call; WORDING's type pairs them.
  const wording = WORDING[event.kind] as (detail: SecurityEvent['detail']) => MessageRef;
  return wording(event.detail);
}

/**
 * "Withdrawal address added: My BTC wallet (BTC, bc1qco…x9f2)"; for a kind this build does not
 * know yet (a newer server), "Security settings changed": true, if vague, and no crash.
 */
export function describeSecurityEvent(event: SecurityEvent): MessageRef {
  if (!Object.hasOwn(WORDING, event.kind)) return messageRef(accountMessages, 'changes.unknown');
  return describeKnown(event);
}
