import type {
  PasskeyEventDetail,
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

const passkeyChange =
  (key: AccountKey) =>
  ({ name }: PasskeyEventDetail) =>
    messageRef(accountMessages, key, { name });

const WORDING: Wording = {
  address_added: addressChange('changes.addressAdded'),
  address_removed: addressChange('changes.addressRemoved'),
  passkey_added: passkeyChange('changes.passkeyAdded'),
  passkey_removed: passkeyChange('changes.passkeyRemoved'),
  passkey_counter_regressed: passkeyChange('changes.passkeyCounterRegressed'),
};

function describeKnown<K extends SecurityEventKind>(event: {
  kind: K;
  detail: SecurityEventDetails[K];
}): MessageRef {
  const word: Wording[K] = WORDING[event.kind];
  return word(event.detail);
}

/**
 * "Withdrawal address added: My BTC wallet (BTC, bc1qco…x9f2)"; for a kind this build does not
 * know yet (a newer server), "Security settings changed": true, if vague, and no crash.
 */
export function describeSecurityEvent(event: SecurityEvent): MessageRef {
  if (!Object.hasOwn(WORDING, event.kind)) return messageRef(accountMessages, 'changes.unknown');
  return describeKnown(event);
}
