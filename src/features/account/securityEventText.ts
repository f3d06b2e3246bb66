import type {
  SavedAddressEventDetail,
  SecurityEvent,
  SecurityEventDetails,
  SecurityEventKind,
  SecurityEventOf,
} from '../../api/types';

/** What an event of each kind says; a new kind does not compile until it has its words here. */
type Wording = { [K in SecurityEventKind]: (detail: SecurityEventDetails[K]) => string };

const addressChange =
  (change: string) =>
  ({ label, asset, maskedAddress }: SavedAddressEventDetail) =>
    `Withdrawal address ${change}: ${label} (${asset}, ${maskedAddress})`;

const WORDING: Wording = {
  address_added: addressChange('added'),
  address_removed: addressChange('removed'),
};

/** For a kind this build does not know yet (a newer server): true, if vague, and no crash. */
export const UNKNOWN_SECURITY_EVENT_TEXT = 'Security settings changed';

function describeKnown<K extends SecurityEventKind>(event: SecurityEventOf<K>): string {
  return WORDING[event.kind](event.detail);
}

/** "Withdrawal address added: My BTC wallet (BTC, bc1qco…x9f2)". */
export function describeSecurityEvent(event: SecurityEvent): string {
  if (!Object.hasOwn(WORDING, event.kind)) return UNKNOWN_SECURITY_EVENT_TEXT;
  return describeKnown(event);
}
